import Foundation
import Temporal

/// When a task is due: a day (all day) or a moment.
public struct DueDate: Sendable, Equatable, Codable {
    public var date: Date
    /// False for a whole day ("friday"), true for a time ("friday 5pm").
    public var hasTime: Bool

    public init(date: Date, hasTime: Bool) {
        self.date = date
        self.hasTime = hasTime
    }

    /// The due date a temporal value gives a task: its instant; the start of a range, or the
    /// end of an open one ("by friday", the last day inside it); a bare clock time on its next
    /// occurrence after now.
    public init?(_ value: TemporalValue, now: Date, timeZone: TimeZone) {
        switch value {
        case .instant(let date, let grain):
            self.init(date: date, hasTime: grain < .day)
        case .range(let start, let end, let grain):
            guard var date = start ?? end else { return nil }
            if start == nil, grain >= .day {
                // An end is exclusive: "by march" runs to 1 April 00:00 and is due on 31 March.
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = timeZone
                date = calendar.date(byAdding: .day, value: -1, to: date) ?? date
            }
            self.init(date: date, hasTime: grain < .day)
        case .clock(let clock):
            self.init(date: clock.nextOccurrence(after: now, timeZone: timeZone), hasTime: true)
        case .clockRange(let start, _):
            guard let start else { return nil }
            self.init(.clock(start), now: now, timeZone: timeZone)
        case .duration, .recurrence:
            return nil
        }
    }
}

extension DueDate {
    /// The grammar's value (`t_days_ahead`) for "the night before".
    public static let eveningValue = "evening"
    /// The hour "the night before" reminds at.
    public static let eveningHour = 20

    /// The reminder "the night before" this sets on an item: as long before it as that evening is,
    /// so it moves with the item; a day with no time has no hour to count back from, so the
    /// evening itself.
    public func eveningReminder(calendar: Calendar) -> TaskReminder {
        let evening = eveningBefore(calendar: calendar)
        return hasTime ? .before(seconds: date.timeIntervalSince(evening)) : .at(evening)
    }

    /// 20:00 on the day before this one ("remind me to pack the night before the flight").
    public func eveningBefore(calendar: Calendar) -> Date {
        let dayBefore = calendar.date(byAdding: .day, value: -1, to: calendar.startOfDay(for: date))!
        return calendar.date(bySettingHour: Self.eveningHour, minute: 0, second: 0, of: dayBefore)!
    }
}
