import Foundation

/// "How am I doing this week?", "show my week", "how much did I focus yesterday?": a day or a
/// week of focus and tasks, compared with the one before, with level, streak and badges.
public struct ProgressReport: Sendable, Equatable {
    public enum Period: Sendable, Equatable { case day, week, month }

    public struct Totals: Sendable, Equatable {
        public var focusMinutes: Int
        public var sessions: Int
        public var tasksCompleted: Int
        /// XP earned in the window: focus and tasks.
        public var xp: Int

        public init(focusMinutes: Int, sessions: Int, tasksCompleted: Int, xp: Int) {
            self.focusMinutes = focusMinutes
            self.sessions = sessions
            self.tasksCompleted = tasksCompleted
            self.xp = xp
        }

        var isEmpty: Bool { focusMinutes == 0 && tasksCompleted == 0 }
    }

    public struct Day: Sendable, Equatable {
        /// Local midnight.
        public var start: Date
        public var focusMinutes: Int
        public var sessions: Int
        public var tasksCompleted: Int
        public var goalMet: Bool
        /// Days after now, shown blank in "show my week".
        public var isFuture: Bool
        /// 1 = Monday ... 7 = Sunday.
        public var weekday: Int
    }

    public var period: Period
    /// 0 for this day or week, -1 for the one before, and so on.
    public var offset: Int
    /// The whole window, local midnight to local midnight.
    public var start: Date
    public var end: Date
    /// True when now falls inside the window.
    public var isInProgress: Bool
    public var days: [Day]
    public var totals: Totals
    /// The window before, counted up to the same point when this one is in progress, so a
    /// Wednesday is compared with last Monday to Wednesday at the same time, not a whole week.
    public var previous: Totals
    public var level: LevelProgress
    public var streak: Streak
    /// Every badge earned so far, oldest first.
    public var badges: [Badge]
    /// Badges earned inside the window.
    public var newBadges: [Badge]
    public var summary: String

    /// Builds the report for a window. `weekStart` is 1 = Monday ... 7 = Sunday, as in `Settings`.
    /// A window after the current one is reported as the current one: history ends at now.
    public init(focus: FocusState, tasks: some Collection<TaskItem>, settled: [TaskCompletion] = [], period: Period, offset: Int = 0, now: Date, timeZone: TimeZone, weekStart: Int = 1) {
        let offset = min(offset, 0)
        let reach = period == .month ? 31 * 2 : 7 * 2
        let history = FocusHistory(focus: focus, tasks: tasks, settled: settled, now: now, timeZone: timeZone,
                                   covering: now.addingTimeInterval(Double(offset * (period == .month ? 31 : 7) - reach) * 86_400))
        let today = history.days.day(now)
        let length: Int
        let firstDay: Int
        switch period {
        case .day:
            (firstDay, length) = (today + offset, 1)
        case .week:
            (firstDay, length) = (today - (LocalDays.weekday(today) - weekStart + 7) % 7 + offset * 7, 7)
        case .month:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let thisMonth = calendar.dateInterval(of: .month, for: now)!.start
            let first = calendar.date(byAdding: .month, value: offset, to: thisMonth)!
            let next = calendar.date(byAdding: .month, value: 1, to: first)!
            firstDay = history.days.day(first)
            length = history.days.day(next) - firstDay
        }
        self.period = period
        self.offset = offset
        start = history.days.startDate(firstDay)
        end = history.days.startDate(firstDay + length)
        isInProgress = start <= now && now < end
        let goal = focus.dailyGoalMinutes
        days = (firstDay..<firstDay + length).map { day in
            let index = history.index(day)
            let seconds = history.focusSeconds(day: day)
            return Day(start: history.days.startDate(day), focusMinutes: Int((seconds / 60).rounded()),
                       sessions: index.map { history.sessions[$0] } ?? 0, tasksCompleted: index.map { history.tasksCompleted[$0] } ?? 0,
                       goalMet: Streak.met(seconds, goalMinutes: goal), isFuture: day > today, weekday: LocalDays.weekday(day))
        }
        let cut = min(now, end)
        totals = history.totals(from: firstDay, to: cut)
        // The month before is as long as it is, not as long as this one.
        let previousFirst = period == .month ? Self.monthBefore(firstDay, days: history.days, timeZone: timeZone) : firstDay - length
        if isInProgress {
            let elapsedDays = today - firstDay
            let intoDay = now.timeIntervalSince1970 - history.days.start(today)
            let previousCut = min(start, Date(timeIntervalSince1970: history.days.start(previousFirst + elapsedDays) + intoDay))
            previous = history.totals(from: previousFirst, to: previousCut)
        } else {
            previous = history.totals(from: previousFirst, to: min(now, start))
        }
        level = LevelProgress(xp: history.totalXP)
        streak = Streak(history: history, goalMinutes: goal)
        badges = Badge.earned(in: history, goalMinutes: goal)
        let (start, end) = (start, end)
        newBadges = badges.filter { $0.earned >= start && $0.earned < end }
        summary = ""
        summary = ProgressSummary(report: self, format: ReplyFormat(timeZone: timeZone, now: now)).text
    }

    private static func monthBefore(_ firstDay: Int, days: LocalDays, timeZone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return days.day(calendar.date(byAdding: .month, value: -1, to: days.startDate(firstDay))!)
    }
}
