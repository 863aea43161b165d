import Foundation

/// Sessions and completed tasks indexed by local day, built once per question in one pass over
/// each, so a report over a year of history costs arrays lookups, not a scan per day.
///
/// Focus is split at midnight (a session from 23:30 to 00:30 gives 30 minutes to each day) and
/// a session is counted on the day it started. The running session counts up to `now`.
struct FocusHistory {
    let days: LocalDays
    let now: Date
    /// Day number of index 0 of the arrays below.
    let firstDay: Int
    private(set) var focusSeconds: [Double]
    private(set) var sessions: [Int]
    private(set) var tasksCompleted: [Int]
    private(set) var taskXP: [Int]
    /// Finished sessions then the running one, oldest first.
    let allSessions: [FocusSession]
    /// Completed tasks by completion time.
    let completions: [TaskCompletion]

    /// `settled` are the completions of tasks not in `tasks` (a store that read none of them).
    init(focus: FocusState, tasks: some Collection<TaskItem>, settled: [TaskCompletion] = [], now: Date, timeZone: TimeZone, covering extra: Date? = nil) {
        self.now = now
        var all = focus.sessions
        if let current = focus.current { all.append(current) }
        // Sessions are appended as they end, so this is a no-op check in practice.
        if zip(all, all.dropFirst()).contains(where: { $0.start > $1.start }) { all.sort { $0.start < $1.start } }
        allSessions = all
        // A repeating task counts each time it was done, as well as its last close if it has one.
        // The list keeps them between questions (a prompt's model can hold 100,000 tasks).
        var done = TaskList.of(tasks).completions
        if !settled.isEmpty {
            done += settled
            // A store reads settled completions in time order; sort only when they are not.
            if zip(done, done.dropFirst()).contains(where: { $0.date > $1.date }) { done.sort { $0.date < $1.date } }
        }
        completions = done

        var earliest = min(now, extra ?? now)
        if let first = all.first?.start { earliest = min(earliest, first) }
        if let first = completions.first?.date { earliest = min(earliest, first) }
        // A session or completion kept after "now" (a clock set back, `--now` before the data)
        // still has a day of its own.
        let latest = max(now, extra ?? now, completions.last?.date ?? now, all.last?.start ?? now)
        days = LocalDays(timeZone: timeZone, from: earliest, through: latest)
        firstDay = days.day(earliest)
        let count = days.day(latest) - firstDay + 2
        focusSeconds = Array(repeating: 0, count: count)
        sessions = Array(repeating: 0, count: count)
        tasksCompleted = Array(repeating: 0, count: count)
        taskXP = Array(repeating: 0, count: count)

        for session in all {
            sessions[days.day(session.start) - firstDay] += 1
            session.forEachFocusedInterval(asOf: now) { from, to in add(from, to) }
        }
        // In time order, so the day is worked out again only when a completion passes midnight.
        var index = 0, dayStart = TimeInterval.infinity, dayEnd = -TimeInterval.infinity
        for completion in completions {
            let time = completion.date.timeIntervalSince1970
            if time < dayStart || time >= dayEnd {
                let day = days.day(time)
                (index, dayStart, dayEnd) = (day - firstDay, days.start(day), days.start(day + 1))
            }
            tasksCompleted[index] += 1
            taskXP[index] += Experience.xp(completedTaskPriority: completion.priority)
        }
    }

    /// Adds a stretch of focus, split at each local midnight it crosses.
    private mutating func add(_ from: TimeInterval, _ to: TimeInterval) {
        var cursor = from
        var day = days.day(from)
        while cursor < to {
            let nextMidnight = days.start(day + 1)
            let stop = min(to, nextMidnight)
            focusSeconds[day - firstDay] += stop - cursor
            cursor = stop
            day += 1
        }
    }

    func index(_ day: Int) -> Int? {
        let index = day - firstDay
        return index >= 0 && index < focusSeconds.count ? index : nil
    }

    func focusSeconds(day: Int) -> Double { index(day).map { focusSeconds[$0] } ?? 0 }

    var totalFocusSeconds: Double { focusSeconds.reduce(0, +) }
    var totalTaskXP: Int { taskXP.reduce(0, +) }
    var totalXP: Int { Experience.xp(focusedMinutes: totalFocusSeconds / 60) + totalTaskXP }

    /// Focus, sessions, tasks and XP from `start` (a local midnight) to `end`: whole days from
    /// the arrays, and a last partial day counted exactly from the sessions and tasks.
    func totals(from startDay: Int, to end: Date) -> ProgressReport.Totals {
        let endDay = days.day(end)
        var seconds: Double = 0
        var sessionCount = 0, taskCount = 0, xp = 0
        var day = startDay
        while day < endDay {
            if let index = index(day) {
                seconds += focusSeconds[index]
                sessionCount += sessions[index]
                taskCount += tasksCompleted[index]
                xp += taskXP[index]
            }
            day += 1
        }
        let dayStart = days.start(endDay), cut = end.timeIntervalSince1970
        if endDay >= startDay, cut > dayStart {
            let partial = partialDay(from: dayStart, to: cut)
            seconds += partial.seconds
            sessionCount += partial.sessions
            taskCount += partial.tasks
            xp += partial.xp
        }
        return .init(focusMinutes: Int((seconds / 60).rounded()), sessions: sessionCount, tasksCompleted: taskCount,
                     xp: Experience.xp(focusedMinutes: seconds / 60) + xp)
    }

    /// Exact counts inside one day up to a time: binary search to the sessions that start before
    /// the cut, then back while they could still reach into the day.
    private func partialDay(from start: TimeInterval, to cut: TimeInterval) -> (seconds: Double, sessions: Int, tasks: Int, xp: Int) {
        var seconds: Double = 0, sessionCount = 0
        var index = Self.firstIndex(in: allSessions.count, where: { allSessions[$0].start.timeIntervalSince1970 >= cut }) - 1
        while index >= 0 {
            let session = allSessions[index]
            let sessionStart = session.start.timeIntervalSince1970
            if sessionStart >= start { sessionCount += 1 }
            session.forEachFocusedInterval(asOf: now) { from, to in
                seconds += max(0, min(to, cut) - max(from, start))
            }
            // Sessions do not overlap: one that ended before the day started ends the search.
            if let end = session.end, end.timeIntervalSince1970 <= start { break }
            index -= 1
        }
        var tasks = 0, xp = 0
        var taskIndex = Self.firstIndex(in: completions.count, where: { completions[$0].date.timeIntervalSince1970 >= start })
        // A window that ends now includes what was done at this very instant (a task ticked off
        // and the report asked for within the same second, or under a pinned clock).
        let reachesNow = cut >= now.timeIntervalSince1970
        while taskIndex < completions.count, completions[taskIndex].date.timeIntervalSince1970 < cut || (reachesNow && completions[taskIndex].date <= now) {
            tasks += 1
            xp += Experience.xp(completedTaskPriority: completions[taskIndex].priority)
            taskIndex += 1
        }
        return (seconds, sessionCount, tasks, xp)
    }

    /// The first index in 0..<count where a monotone predicate turns true; `count` if never.
    private static func firstIndex(in count: Int, where predicate: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
