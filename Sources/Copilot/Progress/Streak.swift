import Foundation

/// The daily streak: consecutive local days on which the daily goal was met. Today counts once
/// its goal is met; until today ends, a streak that ran through yesterday is still kept, so it
/// does not read 0 every morning.
public struct Streak: Sendable, Equatable, Codable {
    /// Days in the streak, today included when met.
    public var current: Int
    /// Longest streak ever.
    public var best: Int
    public var goalMinutes: Int
    public var todayMinutes: Int
    public var todayMet: Bool

    public init(current: Int, best: Int, goalMinutes: Int, todayMinutes: Int, todayMet: Bool) {
        self.current = current
        self.best = best
        self.goalMinutes = goalMinutes
        self.todayMinutes = todayMinutes
        self.todayMet = todayMet
    }

    /// "What's my streak?"
    public var summary: String {
        let say = Replies.progress
        if todayMet { return say.streakMet(days: current, goal: goalMinutes) }
        let toGo = say.focusToGo(minutes: goalMinutes - todayMinutes)
        if current > 0 { return say.streakGoing(days: current, toGo: toGo) }
        return best > 0 ? say.streakBroken(best: best, toGo: toGo) : say.streakNone(toGo: toGo)
    }

    /// "What's my streak?" without a whole report.
    public init(focus: FocusState, now: Date, timeZone: TimeZone) {
        self.init(history: FocusHistory(focus: focus, tasks: [], now: now, timeZone: timeZone), goalMinutes: focus.dailyGoalMinutes)
    }

    static func met(_ seconds: Double, goalMinutes: Int) -> Bool {
        seconds + 0.5 >= Double(goalMinutes * 60)
    }

    init(history: FocusHistory, goalMinutes: Int) {
        let today = history.days.day(history.now)
        let todaySeconds = history.focusSeconds(day: today)
        todayMet = Self.met(todaySeconds, goalMinutes: goalMinutes)
        todayMinutes = Int((todaySeconds / 60).rounded(.down))
        self.goalMinutes = goalMinutes
        var day = todayMet ? today : today - 1
        var count = 0
        while history.index(day) != nil, Self.met(history.focusSeconds(day: day), goalMinutes: goalMinutes) {
            count += 1
            day -= 1
        }
        current = count
        var best = 0, run = 0
        for seconds in history.focusSeconds {
            run = Self.met(seconds, goalMinutes: goalMinutes) ? run + 1 : 0
            best = max(best, run)
        }
        self.best = best
    }
}
