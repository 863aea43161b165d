import Foundation
import Intents

private let say = Replies.progress

/// Plans time from open tasks: ranked once (`TaskUrgency`), then laid into the free time around
/// lunch and calendar events in focus blocks of the preset's length, with its breaks between.
///
/// - A task takes its estimate, 30 minutes without one. One longer than a focus period is split
///   across periods, except that an overrun of up to a fifth is kept whole: a 30-minute task in
///   25-minute Pomodoros is one block, not 25 + 5.
/// - When the next task does not fit before lunch, an event or the end, the first task in rank
///   order that does fills the gap; nothing is split across a gap.
/// - Breaks come between focus blocks (the preset's short break, its long break every so many
///   blocks), only when another block follows in the same stretch of free time, never right
///   before lunch, an event or the end; lunch or an event of 15 minutes or more resets the count.
/// - The plan starts on the next 5 minutes: 09:03 plans from 09:05.
public struct DayPlanner: Sendable {
    public struct Options: Sendable, Equatable {
        /// Minutes after midnight.
        public var workdayStart = 9 * 60
        public var workdayEnd = 17 * 60
        /// Minutes after midnight, start and end; nil for no lunch break.
        public var lunch: ClosedRange<Int>? = (12 * 60)...(13 * 60)
        public var preset = FocusPreset.pomodoro
        public var defaultEstimateMinutes = 30
        /// Shorter free time is left as slack rather than filled.
        public var shortestBlockMinutes = 10

        public init() {}
    }

    /// What time to plan.
    public enum Window: Sendable, Equatable {
        /// From now (or the start of the working day) to its end: "plan my day".
        case restOfWorkday
        /// The working day of a date: "plan tomorrow".
        case workday(of: Date)
        /// "Plan my next 2 hours".
        case next(minutes: Int)
        case between(Date, Date)
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    public func plan(tasks: [TaskItem], window: Window = .restOfWorkday, now: Date, timeZone: TimeZone) -> DayPlan {
        let days = LocalDays(timeZone: timeZone, from: now, through: now.addingTimeInterval(8 * 86_400))
        let today = days.day(now)
        let format = ReplyFormat(timeZone: timeZone, now: now)

        let (rawStart, end): (Double, Double)
        switch window {
        case .restOfWorkday, .workday:
            let day = if case .workday(let date) = window { days.day(date) } else { today }
            rawStart = max(now.timeIntervalSince1970, days.start(day) + Double(options.workdayStart * 60))
            end = days.start(day) + Double(options.workdayEnd * 60)
        case .next(let minutes):
            rawStart = now.timeIntervalSince1970
            end = rawStart + Double(minutes * 60)
        case .between(let from, let to):
            rawStart = max(from, now).timeIntervalSince1970
            end = to.timeIntervalSince1970
        }
        let start = (rawStart / 300).rounded(.up) * 300
        var plan = DayPlan(start: Date(timeIntervalSince1970: start), end: Date(timeIntervalSince1970: max(start, end)), blocks: [], didNotFit: [])
        let open = tasks.filter { $0.isOpen && $0.kind == .task }
        guard start < end else {
            switch window {
            case .restOfWorkday, .workday: plan.note = say.planOver(time: Self.clock(options.workdayEnd))
            case .next, .between: plan.note = say.planWindowOver()
            }
            plan.didNotFit = open.map { .init(taskID: $0.id, title: $0.title, minutes: estimate($0)) }
            return plan
        }

        // Sort indices on precomputed keys once: cheap swaps, one urgency per task.
        let urgencies = open.map { TaskUrgency($0, now: now, today: today, days: days) }
        let order = open.indices.sorted { urgencies[$0] < urgencies[$1] }
        var remaining = order.map { estimate(open[$0]) }
        var head = 0
        var unfinished = remaining.count
        var periods = 0
        let shortest = Double(options.shortestBlockMinutes * 60)

        for gap in freeGaps(start: start, end: end, tasks: tasks, days: days) {
            for busy in gap.before {
                plan.blocks.append(busy)
                if busy.end.timeIntervalSince(busy.start) >= 15 * 60 { periods = 0 }
            }
            var cursor = gap.start
            // The break owed after the last focus block, taken only if another block follows it
            // in this gap: a gap's end (lunch, an event, the end) is rest enough.
            var owed: (minutes: Int, isLong: Bool)?
            while cursor + shortest <= gap.end {
                while head < order.count, remaining[head] == 0 { head += 1 }
                guard head < order.count else { break }
                let pause = Double((owed?.minutes ?? 0) * 60)
                func fits(_ rank: Int) -> Bool { cursor + pause + Double(chunk(remaining[rank]) * 60) <= gap.end }
                var pick = head
                var filler = false
                if !fits(head) {
                    // The next task does not fit: the first one in rank order that does fills the gap.
                    guard let found = (head + 1..<order.count).first(where: { remaining[$0] > 0 && fits($0) }) else { break }
                    pick = found
                    filler = true
                }
                if let rest = owed {
                    plan.blocks.append(PlanBlock(start: Date(timeIntervalSince1970: cursor), end: Date(timeIntervalSince1970: cursor + pause),
                                                 kind: rest.isLong ? .longBreak : .shortBreak, title: rest.isLong ? say.planLongBreak() : say.planShortBreak(),
                                                 reason: rest.isLong ? say.planLongBreakAfter(blocks: periods) : say.planShortBreakAfter(preset: options.preset.name)))
                    cursor += pause
                    if rest.isLong { periods = 0 }
                    owed = nil
                }
                let task = open[order[pick]]
                let minutes = chunk(remaining[pick])
                var reason = remaining[pick] < estimate(task) ? say.planContinued() : urgencies[order[pick]].reason(task, today: today, days: days, format: format)
                if filler { reason = say.planFiller(before: gap.endsWith, reason: reason) }
                plan.blocks.append(PlanBlock(start: Date(timeIntervalSince1970: cursor), end: Date(timeIntervalSince1970: cursor + Double(minutes * 60)),
                                             kind: .focus(taskID: task.id), title: task.title, reason: reason))
                remaining[pick] -= minutes
                if remaining[pick] == 0 { unfinished -= 1 }
                cursor += Double(minutes * 60)
                periods += 1
                if unfinished > 0 { owed = options.preset.breakAfter(period: periods) }
            }
        }
        // lunch after the last of the work is no part of the plan
        while let last = plan.blocks.last, last.kind == .busy, last.title == Self.lunchTitle { plan.blocks.removeLast() }
        plan.didNotFit = order.indices.filter { remaining[$0] > 0 }.map { .init(taskID: open[order[$0]].id, title: open[order[$0]].title, minutes: remaining[$0]) }
        return plan
    }

    /// Lunch's block, as shown: "Lunch".
    static var lunchTitle: String { say.planLunch() }

    /// Minutes of a task's estimate, the default without one.
    func estimate(_ task: TaskItem) -> Int {
        task.estimate.map { max(1, Int(($0 / 60).rounded())) } ?? options.defaultEstimateMinutes
    }

    /// The next block of a task with `remaining` minutes: all of it when it overruns a focus
    /// period by no more than a fifth, one period otherwise.
    func chunk(_ remaining: Int) -> Int {
        let period = options.preset.minutes
        return remaining * 5 <= period * 6 ? remaining : period
    }

    /// Free time between lunch and events, each gap with the busy blocks before it.
    struct Gap {
        var start: Double
        var end: Double
        var before: [PlanBlock]
        /// What ends the gap, for a filler's reason: "lunch", "“Standup”", "the end".
        var endsWith: String
    }

    func freeGaps(start: Double, end: Double, tasks: [TaskItem], days: LocalDays) -> [Gap] {
        var busy: [(start: Double, end: Double, title: String, reason: String)] = []
        if let lunch = options.lunch {
            var day = days.day(start)
            while days.start(day) < end {
                busy.append((days.start(day) + Double(lunch.lowerBound * 60), days.start(day) + Double(lunch.upperBound * 60), Self.lunchTitle, say.planLunchReason()))
                day += 1
            }
        }
        for event in tasks where event.kind == .event {
            guard let due = event.due, due.hasTime else { continue }
            let from = due.date.timeIntervalSince1970, to = event.end?.timeIntervalSince1970 ?? from + 3600
            busy.append((from, to, event.title, say.planCalendar()))
        }
        busy = busy.filter { $0.end > start && $0.start < end }.sorted { $0.start < $1.start }

        var gaps: [Gap] = []
        var cursor = start
        var pending: [PlanBlock] = []
        for item in busy {
            let itemStart = max(item.start, start), itemEnd = min(item.end, end)
            if itemStart > cursor {
                gaps.append(Gap(start: cursor, end: itemStart, before: pending, endsWith: item.title == Self.lunchTitle ? say.planBeforeLunch() : say.planBeforeEvent(title: item.title)))
                pending = []
                cursor = itemStart
            }
            // Overlapping items are clipped, so the blocks shown never overlap.
            guard itemEnd > cursor else { continue }
            pending.append(PlanBlock(start: Date(timeIntervalSince1970: cursor), end: Date(timeIntervalSince1970: itemEnd), kind: .busy, title: item.title, reason: item.reason))
            cursor = itemEnd
        }
        gaps.append(Gap(start: cursor, end: end, before: pending, endsWith: say.planBeforeEnd()))
        return gaps
    }
    static func clock(_ minutes: Int) -> String { String(format: "%02d:%02d", minutes / 60, minutes % 60) }
}
