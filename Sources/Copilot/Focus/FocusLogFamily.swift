import Foundation
import Temporal
import Intents
import Numbers

/// `focus.log`: focus done away from the timer, told after the fact ("log 45 minutes of focus on
/// the report yesterday", "I focused for 2 hours this morning"). It becomes a finished session
/// like any other, so XP, streaks, badges and the journey count it.
enum FocusLogFamily: IntentFamily {
    struct Log: Codable, Sendable, Equatable {
        var minutes: Double
        /// When it was done as said: a day (ending at this time of day, or now), or a time it started.
        var when: DueDate?
        /// The part of the day said ("this morning"): the session ends by its end, or now.
        var window: TimeWindow?
        var task: String?
        /// The end of a stretch said ("earlier today" ends now): the session ends there, not
        /// its length after the stretch's start. (A range of clock times with no day, "from 9 to
        /// 10", is read ahead, so it is refused as not done yet.)
        var ends: Date?
        /// A time of day with no day ("at 8am"): today's, or yesterday's when today's is to come.
        var clock: ClockTime?
    }

    static let intents = ["focus.log"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Log? {
        guard let minutes = try slots.minutes("length") else { return nil }
        // (The grammar's `past` slots: "on monday" said on a Wednesday is two days ago.)
        return Log(minutes: minutes, when: slots.due("when") ?? slots.due("when2"), window: slots.window("when") ?? slots.window("when2"), task: slots.text("task"),
                   ends: slots.rangeEnd("when") ?? slots.rangeEnd("when2"), clock: slots.clockTime("when") ?? slots.clockTime("when2"))
    }

    private static let say = Replies.focus

    static func run(_ log: Log, intent: String, on executor: inout Executor) -> Reply {
        let minutes = Int(log.minutes.rounded())
        guard (1...FocusState.longestSession).contains(minutes) else {
            return Reply(say.logOutside(hours: FocusState.longestSession / 60, minutes: minutes), outcome: .notDone, intent: intent)
        }
        let length = TimeInterval(minutes * 60)
        let now = executor.now
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = executor.format.timeZone
        // The end: a stretch said ends there; a time said is the start; a day said ends at this
        // time of that day; a part of the day ends at its end; never past now.
        var end = now
        if let clock = log.clock, log.ends == nil,
           var start = calendar.date(bySettingHour: clock.hour, minute: clock.minute, second: clock.second, of: now) {
            if start > now { start = calendar.date(byAdding: .day, value: -1, to: start) ?? start }
            end = start.addingTimeInterval(length)
        } else if let ends = log.ends {
            end = ends
        } else if let when = log.when, when.hasTime {
            end = when.date.addingTimeInterval(length)
        } else if let window = log.window, window.end.timeIntervalSince(window.start) < 86_400 {
            end = min(window.end, now)
        } else if let day = log.when {
            let offset = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: day.date)).day ?? 0
            end = calendar.date(byAdding: .day, value: offset, to: now) ?? now
        }
        guard end <= now else {
            return Reply(say.logAhead(), outcome: .notDone, intent: intent)
        }
        let start = end.addingTimeInterval(-length)
        let sessions = executor.state.model.focus.sessions
        if let clash = sessions.first(where: { ($0.end ?? now) > start && $0.start < end }) ?? executor.state.model.focus.current.flatMap({ $0.start < end ? $0 : nil }) {
            let format = executor.format
            return Reply(say.logOverlap(time: format.time(clash.start), day: format.due(DueDate(date: clash.start, hasTime: false))), outcome: .notDone, intent: intent)
        }
        let taskID = log.task.flatMap { words -> Int? in
            if case .found(let index) = TaskLookup.find(.words(words), in: executor.state, lexicon: executor.lexicon, includeCompleted: true) { return executor.state.tasks[index].id }
            return nil
        }
        var session = FocusSession(start: start, plannedMinutes: minutes, taskID: taskID, end: end)
        session.intention = taskID == nil ? log.task : nil
        executor.state.checkpoint(say.changeLogged(length: ReplyFormat.duration(length)))
        let place = sessions.firstIndex { $0.start > start } ?? sessions.count
        executor.state.model.focus.sessions.insert(session, at: place)
        let on = taskID.flatMap { id in executor.state.tasks.first { $0.id == id }?.title } ?? log.task
        let day = calendar.isDate(start, inSameDayAs: now) ? say.today() : executor.format.due(DueDate(date: start, hasTime: false))
        let (said, from, to) = (ReplyFormat.duration(length), executor.format.time(start), executor.format.time(end))
        let text = on.map { say.logLoggedOn(length: said, task: $0, day: day, start: from, end: to) } ?? say.logLogged(length: said, day: day, start: from, end: to)
        return Reply(text, intent: intent)
    }
}
