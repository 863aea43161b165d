import Foundation
import Intents

private let say = Replies.focus

/// Focus sessions and presets, progress (XP, levels, streaks, badges) and planning. The daily
/// goal is the one in settings; the focus state follows it.
extension Executor {
    /// The focus state as of now: the goal from the settings, a session past its planned end closed.
    var focus: FocusState {
        var focus = state.model.focus
        focus.dailyGoalMinutes = state.model.settings.dailyFocusGoalMinutes
        // A session left running past its planned end is closed at that end before anything else.
        return focus.settle(at: now)?.state ?? focus
    }

    mutating func startFocus(_ start: FocusStart) -> Reply {
        // None said: the user's default length, else default preset (studying makes it Study), else Pomodoro.
        let defaultMinutes = start.preset == nil && start.minutes == nil ? state.model.settings.defaultFocusMinutes.map(Double.init) : nil
        var start = start
        if let defaultMinutes { start.minutes = defaultMinutes }
        let presetName = start.preset ?? (start.minutes == nil ? state.model.settings.defaultPreset ?? "pomodoro" : nil)
        let preset = presetName.flatMap { FocusPreset.named($0, in: state.model.focus.presets, ignoring: lexicon[.presetFiller]) }
        if let name = presetName, preset == nil, start.minutes == nil {
            let known = (FocusPreset.system + state.model.focus.presets).map(\.name).joined(separator: ", ")
            return Reply(say.presetUnknown(name: name, presets: known), outcome: .notDone, intent: "focus.start")
        }
        let taskID = start.task.flatMap { words in
            if case .found(let index) = TaskLookup.find(.words(words), in: state, lexicon: lexicon) { return state.tasks[index].id }
            return nil
        }
        // Said, else the preset's, else the user's default (`set my default sound to rain`).
        let settings = state.model.settings
        let sound = start.sound.flatMap(FocusSound.init(grammarValue:)) ?? (preset?.sound == nil ? settings.defaultSound : nil)
        let background = start.background.flatMap(FocusBackground.init(grammarValue:)) ?? (preset?.background == nil ? settings.defaultBackground : nil)
        // A thing to work on that is no task on the list is kept as said, and shown with the session.
        let intention = taskID == nil ? start.task : nil
        let transition = focus.start(preset: preset, minutes: start.minutes.map { Int($0.rounded()) }, taskID: taskID, intention: intention, sound: sound,
                                     background: background, at: now)
        return apply(transition, intent: "focus.start", change: say.changeStarted())
    }

    mutating func pauseFocus() -> Reply { apply(focus.pause(at: now), intent: "focus.pause", change: say.changePaused()) }
    mutating func resumeFocus() -> Reply { apply(focus.resume(at: now), intent: "focus.resume", change: say.changeResumed()) }
    mutating func extendFocus(byMinutes minutes: Int) -> Reply {
        apply(focus.extend(byMinutes: minutes, at: now), intent: "focus.extend", change: say.changeExtended())
    }
    mutating func stopFocus() -> Reply { apply(focus.stop(at: now), intent: "focus.stop", change: say.changeStopped()) }
    /// True while a focus session runs (one past its planned end is over).
    var isFocusRunning: Bool { focus.current != nil }
    func focusStatus() -> Reply { describe(focus.status(at: now).outcome, intent: "focus.status") }

    /// "switch to ocean waves": the running session's sound or background. With none running,
    /// nothing changes and the reply says how to start with it or make it the default.
    mutating func changeAmbience(sound said: String?, background saidBackground: String?) -> Reply {
        let sound = said.flatMap(FocusSound.init(grammarValue:))
        let background = saidBackground.flatMap(FocusBackground.init(grammarValue:))
        guard focus.current != nil else {
            let name = sound.map { "\($0)" } ?? background.map { "\($0)" } ?? say.ambienceIt()
            let setting = sound != nil ? say.ambienceSettingSound() : say.ambienceSettingBackground()
            return Reply(say.ambienceNone(name: name, setting: setting), outcome: .notDone, intent: "focus.sound")
        }
        return apply(focus.ambience(sound: sound, background: background), intent: "focus.sound", change: sound != nil ? say.changeSound() : say.changeBackground())
    }

    mutating func createPreset(_ create: PresetCreate) -> Reply {
        guard !create.name.trimmingCharacters(in: .whitespaces).isEmpty else {
            return ask(say.presetName(), .missing(.presetName), about: .presetCreate(create))
        }
        guard let minutes = create.minutes, minutes >= 1 else {
            return ask(say.presetLength(name: create.name), .missing(.presetLength), about: .presetCreate(create))
        }
        let sound = create.sound.flatMap(FocusSound.init(grammarValue:))
        let background = create.background.flatMap(FocusBackground.init(grammarValue:))
        let pause = create.breakMinutes.map { max(1, Int($0.rounded())) }
        let preset = FocusPreset(name: create.name, minutes: Int(minutes.rounded()), breakMinutes: pause, sound: sound, background: background)
        var reply = apply(focus.save(preset, ignoring: lexicon[.presetFiller]), intent: "preset.create", change: say.changePresetSaved(name: create.name))
        // A sound or background said but not one the app has: saved without it, and said so.
        if reply.outcome == .done {
            if let builtIn = FocusPreset.system.first(where: { NameKey.key($0.name, ignoring: lexicon[.presetFiller]) == NameKey.key(create.name, ignoring: lexicon[.presetFiller]) }) {
                reply.text += say.presetReplaces(name: builtIn.name, settings: Self.settings(builtIn))
            }
            if let said = create.sound, sound == nil {
                reply.text += say.presetNoSound(said: said, sounds: FocusSound.listed)
            }
            if let said = create.background, background == nil {
                reply.text += say.presetNoBackground(said: said, backgrounds: FocusBackground.listed)
            }
        }
        return reply
    }

    func listPresets() -> Reply {
        let lines = state.model.focus.allPresets.map { say.presetLine(name: $0.name, settings: Self.settings($0)) }
        return Reply(([say.presets()] + lines).joined(separator: "\n"), intent: "preset.list")
    }

    /// "20 min · fireplace · forest": what a preset sets, in the words the user says.
    static func settings(_ preset: FocusPreset) -> String {
        let length = preset.breakMinutes.map { say.settingsBreaks(minutes: preset.minutes, breaks: $0) } ?? say.settingsMinutes(minutes: preset.minutes)
        return [length, preset.sound.map { say.settingsSound(sound: $0) }, preset.background.map { say.settingsBackground(background: $0) }]
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// A progress question: the part it names (streak, level, badges) or the report for the
    /// period it names: a day, a week or a month, this one or one before.
    func progress(_ ask: ProgressAsk) -> Reply {
        let tasks = state.tasks, settled = state.model.pastCompletions
        switch ask.topic {
        case .streak:
            return Reply(Streak(focus: focus, now: now, timeZone: format.timeZone).summary, intent: "progress.query")
        case .level:
            let level = LevelProgress(focus: focus, tasks: tasks, settled: settled, now: now, timeZone: format.timeZone)
            let progress = Replies.progress
            let text = level.xpToNext.map { progress.level(level: level.level, xp: level.xp, left: $0, next: level.level + 1) } ?? progress.levelTop(level: level.level, xp: level.xp)
            return Reply(text, intent: "progress.query")
        case .badges:
            let earned = Badge.earned(focus: focus, tasks: tasks, settled: settled, now: now, timeZone: format.timeZone)
            guard !earned.isEmpty else {
                return Reply(Replies.progress.badgesNone(), intent: "progress.query")
            }
            return Reply(Replies.progress.badges(count: earned.count, badges: earned.map(\.kind.title).joined(separator: ", ")), intent: "progress.query")
        case .goal:
            let goal = focus.dailyGoalMinutes
            let today = ProgressReport(focus: focus, tasks: tasks, settled: settled, period: .day, now: now, timeZone: format.timeZone).totals.focusMinutes
            let left = goal - today
            let (said, done) = (ReplyFormat.duration(Double(goal) * 60), ReplyFormat.duration(Double(today) * 60))
            return Reply(left > 0 ? Replies.progress.goalLeft(goal: said, today: done, left: ReplyFormat.duration(Double(left) * 60))
                                  : Replies.progress.goalMet(goal: said, today: done), intent: "progress.query")
        case .summary, nil:
            // Progress is about the past: a window after now ("december" said in January) reports
            // the current period rather than an empty one.
            let (period, offset) = reportPeriod(ask)
            let report = ProgressReport(focus: focus, tasks: tasks, settled: settled, period: period, offset: min(offset, 0), now: now,
                                        timeZone: format.timeZone, weekStart: state.model.settings.weekStart)
            return Reply(report.summary, intent: "progress.query").adding(foodSummary(from: report.start, to: report.end))
        }
    }

    /// The report a question's window falls in: a window of a day is that day, up to a week the
    /// week it starts in, longer the month it starts in; with none, the period named or this week.
    private func reportPeriod(_ ask: ProgressAsk) -> (ProgressReport.Period, Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        guard let window = ask.window else {
            switch ask.period {
            case .day: return (.day, 0)
            case .month: return (.month, 0)
            case .week, nil: return (.week, 0)
            }
        }
        let today = calendar.startOfDay(for: now)
        var first = calendar.startOfDay(for: window.start)
        let days = calendar.dateComponents([.day], from: first, to: window.end).day ?? 0
        // Progress is about the past: a day or a month named without its year ("on monday",
        // "in november") reads forward as dates do, and is asked after here as the last one.
        if first > today {
            let back: DateComponents? = days <= 1 ? DateComponents(day: -7) : days >= 28 ? DateComponents(year: -1) : nil
            if let back, let earlier = calendar.date(byAdding: back, to: first), earlier <= today { first = earlier }
        }
        if days <= 1 { return (.day, calendar.dateComponents([.day], from: today, to: first).day ?? 0) }
        if days <= 7 {
            let weeks = (calendar.dateComponents([.day], from: weekBegin(of: today, in: calendar), to: weekBegin(of: first, in: calendar)).day ?? 0) / 7
            return (.week, weeks)
        }
        let months = calendar.dateComponents([.month], from: calendar.dateInterval(of: .month, for: today)!.start,
                                             to: calendar.dateInterval(of: .month, for: first)!.start).month ?? 0
        return (.month, months)
    }

    /// The window to plan: minutes from now; a whole day said ("tomorrow") is its working day; a
    /// part of today named ("my afternoon") is its hours; any other range as given.
    func planDay(_ request: PlanRequest) -> Reply {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let today = calendar.startOfDay(for: now)
        func at(_ hour: Int, on day: Date = today) -> Date { day.addingTimeInterval(Double(hour) * 3600) }
        let window: DayPlanner.Window
        if let minutes = request.minutes {
            window = .next(minutes: Int(minutes.rounded()))
        } else if let part = request.part {
            let day = request.window.map { calendar.startOfDay(for: $0.start) } ?? today
            switch part {
            case .morning: window = .between(at(9, on: day), at(12, on: day))
            case .afternoon: window = .between(at(12, on: day), at(17, on: day))
            case .evening: window = .between(at(17, on: day), at(21, on: day))
            }
        } else if let days = request.days {
            return planDays(from: today, count: days, calendar: calendar)
        } else if let range = request.window, range.end.timeIntervalSince(range.start) > 25 * 3600 {
            // "plan this week", "plan next week": each day left of it, up to a week
            let first = max(today, calendar.startOfDay(for: range.start))
            let days = calendar.dateComponents([.day], from: first, to: range.end).day ?? 0
            guard days > 0 else { return Reply(Replies.progress.planPast(), outcome: .notDone, intent: "plan.day") }
            return planDays(from: first, count: min(days, 7), calendar: calendar)
        } else if let range = request.window {
            let wholeDay = calendar.startOfDay(for: range.start) == range.start && range.end.timeIntervalSince(range.start) >= 23 * 3600
            window = wholeDay ? .workday(of: range.start) : .between(range.start, range.end)
        } else {
            window = .restOfWorkday
        }
        let plan = planner.plan(tasks: state.tasks.filter(\.isOpen), window: window, now: now, timeZone: format.timeZone)
        guard state.tasks.contains(where: { $0.isOpen && $0.kind == .task }) else {
            // No task to fit in, but the time may already hold events and reminders: say so.
            let fixed = plan.blocks.filter { $0.kind == .busy && $0.title != DayPlanner.lunchTitle }
            guard !fixed.isEmpty else { return nothingToPlan }
            var held = plan
            held.blocks = fixed
            let none = fixed.count == 1 ? Replies.progress.planFixedOne() : Replies.progress.planFixed()
            return Reply(held.text(timeZone: format.timeZone) + "\n" + none, intent: "plan.day")
        }
        return Reply(plan.text(timeZone: format.timeZone), intent: "plan.day")
    }

    /// Several days planned one working day at a time: a task laid into one day is not offered
    /// again on the next; a day is shown when it holds work or a fixed event (the soccer match on
    /// Saturday is part of the week's plan even once every task has its day); days with neither
    /// are left out.
    private func planDays(from first: Date, count: Int, calendar: Calendar) -> Reply {
        var open: [TaskItem] = state.tasks.filter(\.isOpen)
        guard open.contains(where: { $0.kind == .task }) else { return nothingToPlan }
        var sections: [String] = []
        var last: DayPlan?
        for offset in 0..<count {
            guard let day = calendar.date(byAdding: .day, value: offset, to: first) else { break }
            let plan = planner.plan(tasks: open, window: .workday(of: day), now: now, timeZone: format.timeZone)
            last = plan
            var minutes: [Int: Double] = [:]
            for block in plan.focusBlocks { if case .focus(let id) = block.kind { minutes[id, default: 0] += block.end.timeIntervalSince(block.start) } }
            let fixed = plan.blocks.contains { $0.kind == .busy && $0.title != DayPlanner.lunchTitle }
            if !minutes.isEmpty || fixed {
                var dayPlan = plan
                dayPlan.didNotFit = []
                let lines = dayPlan.text(timeZone: format.timeZone).split(separator: "\n").map { Replies.progress.planLine(line: $0) }
                sections.append(([Replies.progress.planDay(day: format.due(DueDate(date: day, hasTime: false)))] + lines).joined(separator: "\n"))
            }
            // what a day holds of a long task is done; the rest waits for the next day
            open = open.compactMap { task in
                guard let spent = minutes[task.id] else { return task }
                let left = Double(planner.estimate(task) * 60) - spent
                guard left >= 60 else { return nil }
                var rest = task
                rest.estimate = left
                return rest
            }
        }
        var text = sections.isEmpty ? Replies.progress.planNoTime() : sections.joined(separator: "\n")
        if let last, !last.didNotFit.isEmpty, open.contains(where: { $0.kind == .task }) {
            text += "\n" + (last.text(timeZone: format.timeZone).split(separator: "\n").last.map(String.init) ?? "")
        }
        return Reply(text, intent: "plan.day")
    }

    private var nothingToPlan: Reply {
        Reply(Replies.progress.planNothing(), intent: "plan.day")
    }

    /// The planner, on the user's work hours when they set them.
    var planner: DayPlanner {
        var options = DayPlanner.Options()
        if let hours = state.model.settings.workHours, hours.count == 2 { (options.workdayStart, options.workdayEnd) = (hours[0], hours[1]) }
        return DayPlanner(options: options)
    }

    func planNext() -> Reply {
        guard let next = planner.nextTask(tasks: state.tasks.filter(\.isOpen), now: now, timeZone: format.timeZone) else {
            // No task to work on: what comes next is what the schedule holds.
            if let item = state.tasks.filter({ $0.isOpen && ($0.due?.date ?? .distantPast) >= now }).min(by: { $0.due!.date < $1.due!.date }) {
                return Reply(Replies.progress.nextScheduled() + "\n" + Replies.progress.planLine(line: format.scheduleLine(item)), intent: "plan.next")
            }
            return Reply(Replies.progress.nextNothing(), intent: "plan.next")
        }
        return Reply(next.text, intent: "plan.next")
    }

    private mutating func apply(_ transition: FocusState.Transition, intent: String, change: String) -> Reply {
        let reply = describe(transition.outcome, intent: intent)
        if case .refused = transition.outcome { return reply }
        state.checkpoint(change)
        state.model.focus = transition.state
        return reply
    }

    /// " · rain · on “the report”": what a session plays and is for, after the rest; nothing when none.
    private static func extras(_ parts: [String]) -> String {
        parts.isEmpty ? "" : say.extras(extras: parts.joined(separator: " · "))
    }

    /// What a session is for: its task's title, or the intention said.
    private func workedOn(_ session: FocusSession) -> String? {
        session.taskID.flatMap { id in state.tasks.first { $0.id == id }?.title } ?? session.intention
    }

    private func describe(_ outcome: FocusOutcome, intent: String) -> Reply {
        switch outcome {
        case .started(let session):
            let name = session.preset ?? say.focus()
            let extras = [session.sound.map { "\($0)" }, workedOn(session).map { say.on(task: $0) }].compactMap { $0 }
            return Reply(say.started(name: name, minutes: session.plannedMinutes, extras: Self.extras(extras)), intent: intent)
        case .paused(let status):
            return Reply(say.paused(left: status.minutesLeft), intent: intent)
        case .resumed(let status):
            return Reply(say.resumed(left: status.minutesLeft), intent: intent)
        case .extended(let status, let minutes):
            let paused = status.isPaused ? say.pausedMark() : ""
            return Reply(say.extended(minutes: minutes, planned: status.session.plannedMinutes, left: status.minutesLeft, paused: paused), intent: intent)
        case .stopped(_, let minutes):
            let xp = Experience.xp(focusedMinutes: minutes)
            return Reply(say.stopped(minutes: Int(minutes.rounded()), xp: xp), intent: intent)
        case .status(let status):
            if status.isOvertime { return Reply(say.overtime(minutes: Int(status.focusedMinutes.rounded())), intent: intent) }
            let preset = status.session.preset ?? say.focus()
            let name = workedOn(status.session).map { say.statusOn(name: preset, task: $0) } ?? preset
            let ambience = [status.session.sound.map { "\($0)" }, status.session.background.map { say.background(background: $0) }].compactMap { $0 }
            return Reply(say.status(name: name, minutes: Int(status.focusedMinutes.rounded(.down)), left: status.minutesLeft,
                                    paused: status.isPaused ? say.pausedMark() : "", extras: Self.extras(ambience)), intent: intent)
        case .ambience(let session):
            let parts = [session.sound.map { say.ambienceSound(sound: $0) }, session.background.map { say.ambienceBackground(background: $0) }].compactMap { $0 }
            return Reply(say.ambience(settings: parts.joined(separator: ", ")), intent: intent)
        case .presetSaved(let preset, let replaced):
            let settings = Self.settings(preset)
            return Reply(replaced ? say.presetUpdated(name: preset.name, settings: settings) : say.presetSaved(name: preset.name, settings: settings), intent: intent)
        case .goalSet(let minutes):
            return Reply(say.goalSet(minutes: minutes), intent: intent)
        case .refused(let refusal):
            return Reply(refusal.reason, outcome: .notDone, intent: intent)
        }
    }
}
