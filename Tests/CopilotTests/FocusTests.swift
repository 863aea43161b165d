import Foundation
@testable import Copilot
import Testing

struct FocusTests {
    /// Said as what one is doing now: a session on that task starts.
    @Test(arguments: ["i'm starting on the report", "I'm working on the report", "getting started on the report", "diving into the report"])
    func startingOnATaskStartsASession(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task write the report", said], state: &state)
        #expect(replies[1] == "Started Pomodoro: 25 min · on “write the report”.", "\(said): \(replies)")
    }

    let now = FocusFixtures.now
    func at(_ text: String) -> Date { FocusFixtures.at(text) }

    @Test func systemPresetsHaveTheDocumentedLengthsAndBreaks() {
        #expect(FocusPreset.named("deep work") == FocusPreset(name: "Deep Work", minutes: 90, breakMinutes: 15))
        #expect(FocusPreset.named("Study")?.minutes == 45)
        #expect(FocusPreset.named("writing")?.minutes == 60)
        let pomodoro = FocusPreset.named("Pomodoros")
        #expect(pomodoro?.minutes == 25)
        #expect(pomodoro?.breakMinutes == 5)
        #expect(pomodoro?.longBreakMinutes == 15)
        #expect(pomodoro?.longBreakEvery == 4)
        #expect(pomodoro?.breakAfter(period: 3)?.minutes == 5)
        #expect(pomodoro?.breakAfter(period: 4)?.minutes == 15)
        #expect(pomodoro?.breakAfter(period: 4)?.isLong == true)
        #expect(FocusPreset.named("reading") == nil)
        #expect(FocusPreset.named("") == nil)
        let reading = FocusPreset(name: "Reading", minutes: 30, sound: .fireplace, background: .forest)
        #expect(FocusPreset.named("READING", in: [reading]) == reading)
    }

    /// The grammar's value maps name the sounds and backgrounds: each value is one the app has,
    /// each sound and background can be said, and everyday names read as the app's.
    @Test func theGrammarNamesEverySoundAndBackgroundAndNothingElse() throws {
        let grammar = Fixtures.copilot.parser.grammar
        let soundValues = try #require(grammar.values(ofType: "h_sound"))
        let backgroundValues = try #require(grammar.values(ofType: "h_background"))
        for value in soundValues { #expect(FocusSound(grammarValue: value) != nil, "h_sound value \(value)") }
        for value in backgroundValues { #expect(FocusBackground(grammarValue: value) != nil, "h_background value \(value)") }
        #expect(Set(soundValues.compactMap(FocusSound.init(grammarValue:))) == Set(FocusSound.allCases))
        #expect(Set(backgroundValues.compactMap(FocusBackground.init(grammarValue:))) == Set(FocusBackground.allCases))
        #expect(FocusSound(grammarValue: "banjo") == nil)
        // Everyday names, as a sentence says them, around any of the sound words.
        var state = CopilotState()
        for (said, sound) in [("rain", FocusSound.lightRain), ("coffee shop", .cafe), ("lo-fi", .lofi), ("thunder", .thunderstorm), ("waves", .oceanWaves)] {
            for sentence in ["start a focus session with \(said)", "focus for 25 minutes with \(said) sounds", "Start a 30 min focus session with \(said) music"] {
                state = CopilotState()
                _ = Fixtures.converse([sentence], state: &state)
                #expect(state.model.focus.current?.sound == sound, "\(sentence)")
            }
        }
    }

    @Test func presetNamesAreComparedWithoutTheGrammarsFillerWords() {
        let filler = Lexicon(Fixtures.copilot.parser.grammar)[.presetFiller]
        let reading = FocusPreset(name: "Reading", minutes: 30)
        for said in ["the READING preset", "my reading mode", "reading timer", "Readings"] {
            #expect(FocusPreset.named(said, in: [reading], ignoring: filler) == reading, "\(said)")
        }
        #expect(FocusPreset.named("the deep work preset", ignoring: filler)?.minutes == 90)
        // a built-in's name makes the user's own version, found before the built-in
        let own = FocusState().save(FocusPreset(name: "deep work", minutes: 50, breakMinutes: 10), ignoring: filler)
        #expect(FocusPreset.named("the deep work preset", in: own.state.presets, ignoring: filler)?.minutes == 50)
        #expect(own.state.allPresets.map(\.name) == ["deep work", "Study", "Writing", "Pomodoro"])
    }

    @Test func theBundledGrammarDeclaresEveryWordClassTheCopilotReads() {
        #expect(Lexicon(Fixtures.copilot.parser.grammar).missing == [])
    }

    @Test func startPauseResumeStatusAndStopCountFocusWithoutPauses() throws {
        var state = FocusState()
        var step = state.start(preset: .pomodoro, at: at("2026-01-07 09:00"))
        #expect(step.outcome == .started(FocusSession(start: at("2026-01-07 09:00"), plannedMinutes: 25, preset: "Pomodoro")))
        state = step.state

        step = state.pause(at: at("2026-01-07 09:10"))
        guard case .paused(let paused) = step.outcome else { Issue.record("not paused: \(step.outcome)"); return }
        #expect(paused.minutesLeft == 15)
        #expect(paused.isPaused)
        state = step.state

        step = state.status(at: at("2026-01-07 09:20"))
        guard case .status(let status) = step.outcome else { Issue.record("no status"); return }
        #expect(status.minutesLeft == 15)
        #expect(status.focusedMinutes == 10)

        state = state.resume(at: at("2026-01-07 09:20")).state
        step = state.status(at: at("2026-01-07 09:30"))
        guard case .status(let later) = step.outcome else { Issue.record("no status"); return }
        #expect(later.minutesLeft == 5)
        #expect(!later.isPaused)
        // 30 seconds in, a minute is still left: minutes left round up.
        guard case .status(let rounding) = state.status(at: at("2026-01-07 09:30").addingTimeInterval(30)).outcome else { return }
        #expect(rounding.minutesLeft == 5)

        step = state.stop(at: at("2026-01-07 09:33"))
        guard case .stopped(let session, let minutes) = step.outcome else { Issue.record("not stopped"); return }
        #expect(minutes == 23)
        #expect(session.actualMinutes == 23)
        #expect(session.end == at("2026-01-07 09:33"))
        #expect(step.state.current == nil)
        #expect(step.state.sessions == [session])
    }

    /// A bare "stop" with a session running stops it; with nothing running it cancels nothing,
    /// and "no" never stops a session.
    @Test func aBareStopStopsTheRunningSession() {
        var state = CopilotState()
        let replies = Fixtures.converse(["start deep work preset", "no", "stop", "stop"], state: &state)
        #expect(replies == ["Started Deep Work: 90 min.", "OK, never mind.", "Stopped after 0 min of focus: +0 XP.", "OK, never mind."])
    }

    @Test func commandsThatCannotApplyAreRefusedWithReasonsAndLeaveTheStateAlone() {
        let idle = FocusState()
        #expect(idle.pause(at: now).outcome == .refused(.nothingRunning))
        #expect(idle.resume(at: now).outcome == .refused(.nothingRunning))
        #expect(idle.stop(at: now).outcome == .refused(.nothingRunning))
        #expect(idle.status(at: now).outcome == .refused(.nothingRunning))
        #expect(FocusRefusal.nothingRunning.reason == "No focus session is running.")

        let running = idle.start(preset: .deepWork, at: now).state
        let again = running.start(minutes: 25, at: now.addingTimeInterval(30 * 60))
        #expect(again.outcome == .refused(.alreadyRunning(preset: "Deep Work", minutesLeft: 60)))
        #expect(again.state == running)
        #expect(FocusRefusal.alreadyRunning(preset: "Deep Work", minutesLeft: 60).reason == "A Deep Work session is already running, 60 min left. Stop or pause it first.")
        #expect(running.resume(at: now).outcome == .refused(.notPaused))
        let paused = running.pause(at: now).state
        #expect(paused.pause(at: now).outcome == .refused(.alreadyPaused))

        #expect(idle.start(minutes: 0, at: now).outcome == .refused(.invalidLength(minutes: 0)))
        #expect(idle.start(minutes: 721, at: now).outcome == .refused(.invalidLength(minutes: 721)))
        #expect(idle.setDailyGoal(minutes: 0).outcome == .refused(.invalidGoal(minutes: 0)))
        #expect(idle.setDailyGoal(minutes: 90).state.dailyGoalMinutes == 90)
    }

    @Test func startTakesMinutesTaskAndSoundOverThePresetAndDefaultsToAPomodoro() {
        // "focus on the proposal for 50 min with rain sounds"
        let step = FocusState().start(minutes: 50, taskID: 3, sound: .lightRain, at: now)
        #expect(step.outcome == .started(FocusSession(start: now, plannedMinutes: 50, taskID: 3, sound: .lightRain)))
        let reading = FocusPreset(name: "Reading", minutes: 30, sound: .fireplace, background: .forest)
        guard case .started(let session) = FocusState().start(preset: reading, at: now).outcome else { Issue.record("not started"); return }
        #expect(session.plannedMinutes == 30)
        #expect(session.sound == .fireplace)
        #expect(session.background == .forest)
        guard case .started(let plain) = FocusState().start(at: now).outcome else { return }
        #expect(plain.plannedMinutes == 25)
        #expect(plain.preset == "Pomodoro")
    }

    @Test func stoppingWhilePausedClosesThePauseAndSettleEndsAForgottenSessionOnTime() {
        var state = FocusState().start(minutes: 25, at: at("2026-01-07 09:00")).state
        state = state.pause(at: at("2026-01-07 09:10")).state
        guard case .stopped(let session, let minutes) = state.stop(at: at("2026-01-07 09:40")).outcome else { return }
        #expect(minutes == 10)
        #expect(session.pauses == [.init(start: at("2026-01-07 09:10"), end: at("2026-01-07 09:40"))])

        state = state.resume(at: at("2026-01-07 09:20")).state
        #expect(state.settle(at: at("2026-01-07 09:30")) == nil)
        let settled = state.settle(at: at("2026-01-07 11:00"))
        guard case .stopped(let forgotten, let focused)? = settled?.outcome else { Issue.record("not settled"); return }
        #expect(forgotten.end == at("2026-01-07 09:35"))
        #expect(focused == 25)
    }

    @Test func presetsAreSavedReplacedAndMayNotTakeASystemName() {
        let reading = FocusPreset(name: "Reading", minutes: 30, sound: .fireplace, background: .forest)
        let first = FocusState().save(reading)
        #expect(first.outcome == .presetSaved(reading, replaced: false))
        var longer = reading
        longer.minutes = 40
        let second = first.state.save(longer)
        #expect(second.outcome == .presetSaved(longer, replaced: true))
        #expect(second.state.presets == [longer])
        #expect(second.state.allPresets.count == 5)
    }

    @Test func stateRoundTripsThroughJSONAndOldFilesLoad() throws {
        var state = FocusState(dailyGoalMinutes: 90)
        state = state.save(FocusPreset(name: "Reading", minutes: 30, sound: .fireplace)).state
        state = state.start(preset: .pomodoro, taskID: 2, at: now).state
        state = state.pause(at: now.addingTimeInterval(60)).state
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(FocusState.self, from: data) == state)
        #expect(try JSONDecoder().decode(FocusState.self, from: Data("{}".utf8)) == FocusState())
    }
}

/// Replies name things in the user's words: an intent by what it does, a sound by its name.
struct RepliesInTheUsersWordsTests {
    @Test func anAmbiguousLineIsAskedAboutInWords() {
        var state = CopilotState()
        let replies = Fixtures.converse(["cancel the session", "cancel my session"], state: &state)
        print(replies.joined(separator: "\n"))
        let expected = "That could mean “stop the focus session” or “delete a task”; could you say it another way?"
        #expect(replies == [expected, expected])
        #expect(state.model == CopilotState().model)
    }

    @Test func soundsAreNamedAsSaid() {
        var state = CopilotState()
        let first = Fixtures.converse(["start a pomodoro with light rain"], state: &state)
        #expect(first == ["Started Pomodoro: 25 min · light rain."])
        #expect(state.model.focus.current?.sound == .lightRain)
        var other = CopilotState()
        let second = Fixtures.converse(["focus on the budget for 40 min with ocean waves"], state: &other)
        print(second)
        #expect(second[0] == "Started Focus: 40 min · ocean waves · on “the budget”.")
        #expect(other.model.focus.current?.sound == .oceanWaves)
        for sound in FocusSound.allCases { #expect("\(sound)" == sound.rawValue) }
    }
}

/// "resume" continues a paused session whatever noun follows it ("resume focus", "resume my
/// focus session"), and is never read as a new start; "pause" takes the same nouns.
struct ResumeWordingTests {
    @Test func resumeAndPauseTakeTheSessionsNouns() {
        for noun in ["", " focus", " focusing", " the session", " my focus session", " the timer", " my focus timer"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["start a 25 minute focus session", "pause\(noun)", "resume\(noun)"], state: &state)
            #expect(replies[1].hasPrefix("Paused") && replies[2].hasPrefix("Resumed"), "\(noun): \(replies)")
        }
        var state = CopilotState()
        #expect(Fixtures.converse(["resume focus"], state: &state)[0] == "No focus session is running.")
    }
}
