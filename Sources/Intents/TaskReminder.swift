import Foundation

/// When to be reminded of a task, said with it: at a time of its own ("remind me at 8", "with a
/// reminder tomorrow 9am") or some time before it is due ("remind me 10 min before").
///
/// A reminder before the due date is kept as an offset, so it moves when the task is moved or
/// rolls forward to its next occurrence.
public enum TaskReminder: Sendable, Equatable, Codable {
    case at(Date)
    case before(seconds: Double)

    /// Where a day-only due date counts back from: the planner's morning.
    public static let dayOnlyHour = 9

    /// The instant the reminder goes off for a task due at `due`; nil for an offset with no due date.
    public func instant(due: DueDate?, calendar: Calendar) -> Date? {
        switch self {
        case .at(let date):
            return date
        case .before(let seconds):
            guard let due else { return nil }
            let start = due.hasTime ? due.date : calendar.date(bySettingHour: Self.dayOnlyHour, minute: 0, second: 0, of: due.date) ?? due.date
            return start.addingTimeInterval(-seconds)
        }
    }
}
