import Foundation
import Intents
import Numbers

/// `nutrition.streak`: the days in a row with food logged, the figure the nutrition brief's home
/// screen shows ("what's my logging streak"). A day counts when anything was logged on it; today
/// not logged yet keeps the streak that ended yesterday alive, as the focus streak does.
enum LoggingStreakFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable { case show }

    static let intents = ["nutrition.streak"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? { .show }

    private static let say = Replies.nutrition

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = executor.format.timeZone
        let today = calendar.startOfDay(for: executor.now)
        let logged = Set(executor.state.model.meals.map { calendar.startOfDay(for: $0.eaten) }.filter { $0 <= today })
        guard !logged.isEmpty else {
            return Reply(say.streakNone(), intent: intent)
        }
        let (current, best) = streaks(logged, today: today, calendar: calendar)
        let loggedToday = logged.contains(today)
        let record = best > current ? say.streakBest(days: best) : ""
        if current == 0 {
            return Reply(say.streakBroken(best: record), intent: intent)
        }
        return Reply(loggedToday ? say.streakToday(days: current, best: record) : say.streakPending(days: current, next: current + 1, best: record), intent: intent)
    }

    /// The run of days ending today (or yesterday, while today is open) and the longest run.
    static func streaks(_ days: Set<Date>, today: Date, calendar: Calendar) -> (current: Int, best: Int) {
        var best = 0
        for day in days where !days.contains(calendar.date(byAdding: .day, value: -1, to: day)!) {
            var length = 1
            var next = calendar.date(byAdding: .day, value: 1, to: day)!
            while days.contains(next) {
                length += 1
                next = calendar.date(byAdding: .day, value: 1, to: next)!
            }
            best = max(best, length)
        }
        var current = 0
        var day = days.contains(today) ? today : calendar.date(byAdding: .day, value: -1, to: today)!
        while days.contains(day) {
            current += 1
            day = calendar.date(byAdding: .day, value: -1, to: day)!
        }
        return (current, best)
    }
}
