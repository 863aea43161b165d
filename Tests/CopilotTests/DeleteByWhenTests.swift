import Copilot
import Testing

/// "cancel the 5 pm alarm", "delete the dentist on friday": when a task is due tells apart tasks of
/// one title, so the one meant goes and the others stay.
struct DeleteByWhenTests {
    /// Verbs, determiners, clock spellings and the time before or after the noun.
    static let alarmPhrasings: [String] = {
        var lines: [String] = []
        for verb in ["cancel", "delete", "remove", "get rid of"] {
            for determiner in ["the", "my"] {
                for time in ["5pm", "5 pm", "17:00", "5:00 pm", "five pm"] {
                    lines += ["\(verb) \(determiner) \(time) alarm", "\(verb) \(determiner) alarm at \(time)", "\(verb) \(determiner) alarm for \(time)"]
                }
            }
        }
        return lines + ["turn off the 5pm alarm", "switch off my alarm at 5 pm"]
    }()

    @Test(arguments: alarmPhrasings)
    func theAlarmAtATimeIsTheOneDeleted(_ line: String) {
        Self.deleteOneOfTwoAlarms(line, leaving: "2026-01-08T06:30")
    }

    @Test(arguments: ["cancel the alarm for tomorrow", "delete my alarm tomorrow", "remove the alarm on thursday", "cancel alarm for tomorrow"])
    func theAlarmOnADayIsTheOneDeleted(_ line: String) {
        Self.deleteOneOfTwoAlarms(line, leaving: "2026-01-07T17:00")
    }

    /// With no alarm set here, an alarm is the phone's: no wording of turning it off is a
    /// deletion of ours (SLURP counts alarm removals as outside this assistant), and nothing goes.
    @Test(arguments: alarmPhrasings + ["turn off the wake up call", "please remove any alarms that I have set", "cancel alarms",
                                       "get rid of my 8am alarm", "disable the alarm for tomorrow", "remove the alarm set for 4:00 am"])
    func noAlarmSetHereIsThePhones(_ line: String) {
        var state = CopilotState()
        _ = Fixtures.converse(["add task renew passport", "remind me to call mom at 5pm"], state: &state)
        let reply = Fixtures.converse([line], state: &state)[0]
        #expect(!reply.hasPrefix("Deleted") && !reply.hasPrefix("I can't find") && !reply.hasPrefix("When should"), "\(line): \(reply)")
        #expect(state.tasks.count == 2, "\(line)")
    }

    /// Alarms at 06:30 tomorrow and 17:00 today; `line` deletes one and the other is left.
    static func deleteOneOfTwoAlarms(_ line: String, leaving left: String) {
        var state = CopilotState()
        _ = Fixtures.converse(["set an alarm for 6:30", "set an alarm for 5pm"], state: &state)
        #expect(Fixtures.converse([line], state: &state) == ["Deleted “Alarm”."])
        #expect(state.tasks.map { Fixtures.format($0.due!.date) } == [left])
    }

    @Test(arguments: ["delete the dentist on friday", "cancel the dentist appointment on friday", "remove the dentist friday", "call off the dentist appointment on fri"])
    func anEventOnADayIsTheOneDeleted(_ line: String) {
        var state = CopilotState()
        _ = Fixtures.converse(["add event dentist tuesday 3pm", "add event dentist friday 3pm"], state: &state)
        _ = Fixtures.converse([line], state: &state)
        #expect(state.tasks.map { Fixtures.format($0.due!.date) } == ["2026-01-13T15:00"])
    }

    /// A time that names none of them deletes nothing: never the wrong one.
    @Test func aTimeNoTaskHasDeletesNothing() {
        var state = CopilotState()
        _ = Fixtures.converse(["set an alarm for 6:30", "set an alarm for 5pm"], state: &state)
        #expect(Fixtures.converse(["cancel my 8am alarm"], state: &state) == ["I can't find an open task matching “alarm” at 08:00."])
        #expect(state.tasks.count == 2)
    }

    /// A repeating task is named by its words, and a day said with them is one of its occurrences
    /// (skipped, see `RepeatingEventTests`): a day it does not fall on deletes nothing, never the
    /// whole series; with no day the series goes.
    @Test func aRepeatingTaskIsFoundOnAnyDay() {
        var state = CopilotState()
        _ = Fixtures.converse(["yoga class every tuesday at 6pm", "add event dentist friday 3pm"], state: &state)
        let replies = Fixtures.converse(["delete yoga class on thursday", "delete yoga class"], state: &state)
        #expect(replies[0].hasPrefix("“yoga class” isn't on"), "\(replies)")
        #expect(state.tasks.map(\.title) == ["dentist"])
    }

    /// "clear my evening": a part of today, as the date reader bounds it (evening 16:00-20:00),
    /// asked first, and nothing outside it goes.
    @Test(arguments: [("clear my evening", ["2026-01-07T09:30"]), ("free up my morning", ["2026-01-07T17:30"]), ("clear my day", [String]())])
    func aPartOfTodayIsClearedAfterAsking(_ line: String, _ left: [String]) {
        var state = CopilotState()
        _ = Fixtures.converse(["add event standup at 9:30am", "add event gym at 5:30pm"], state: &state)
        let replies = Fixtures.converse([line, "yes"], state: &state)
        #expect(replies[0].hasPrefix("Delete"))
        #expect(state.tasks.map { Fixtures.format($0.due!.date) } == left)
    }
}

/// Asked about while alarms set here are open, "what alarms do I have" lists them (their title's
/// words name them, plural or not), in any question form; with none set here it is the phone's
/// and nothing is changed. Other open items are asked about the same way ("when is the dentist").
struct AlarmQuestionTests {
    static let questions = ["what alarms do I have", "which alarms have i set", "show my alarms", "show me all my alarms", "list my alarms",
                            "do I have an alarm set", "did I set an alarm", "do i have any alarms", "when is my alarm", "what time is my alarm set for",
                            "is my alarm set", "are my alarms on"]

    @Test func alarmsSetHereAreListed() {
        for question in Self.questions {
            var state = CopilotState()
            _ = Fixtures.converse(["set an alarm for 6:30", "add task renew passport"], state: &state)
            let reply = Fixtures.converse([question], state: &state)[0]
            #expect(reply.hasPrefix("1 open reminder") && reply.contains("Alarm") && !reply.contains("passport"), "\(question): \(reply)")
        }
        var state = CopilotState()
        _ = Fixtures.converse(["add event dentist appointment friday 3pm", "add task renew passport"], state: &state)
        for question in ["when is the dentist", "when is my dentist appointment", "do i have a dentist appointment"] {
            let reply = Fixtures.converse([question], state: &state)[0]
            #expect(reply.contains("dentist appointment") && !reply.contains("passport"), "\(question): \(reply)")
        }
    }

    @Test func withNoAlarmSetHereNothingChanges() {
        for question in Self.questions {
            var state = CopilotState()
            _ = Fixtures.converse(["add task renew passport"], state: &state)
            let reply = Fixtures.converse([question], state: &state)[0]
            #expect(state.tasks.count == 1 && !reply.hasPrefix("I'll remind you"), "\(question): \(reply)")
        }
    }
}
