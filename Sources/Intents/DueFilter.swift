import Foundation
import Temporal

/// When a task named by words is due, said to tell tasks of one title apart: "the 5 pm alarm"
/// (a time of day, on whichever day), "the alarm for tomorrow", "my meeting on tuesday" (a window).
public enum DueFilter: Sendable, Equatable, Codable {
    case within(TimeWindow)
    /// A time of day read in the time zone the user spoke in; `eitherHalf` when it was said
    /// without am/pm ("delete my 6:30 alarm" names the one at 06:30 as well as one at 18:30).
    case clock(ClockTime, TimeZone, eitherHalf: Bool = false)

    /// True when a task due at `date` (`hasTime`: with a time of day) is the one meant.
    public func matches(_ date: Date, hasTime: Bool) -> Bool {
        switch self {
        case .within(let window):
            return date >= window.start && date < window.end
        case .clock(let time, let timeZone, let eitherHalf):
            guard hasTime else { return false }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            guard parts.minute == time.minute, let hour = parts.hour else { return false }
            return eitherHalf ? hour % 12 == time.hour % 12 : hour == time.hour
        }
    }

    /// How the filter reads in a reply: "due tomorrow", "at 17:00".
    public var text: String {
        switch self {
        case .within(let window): return "due \(window.text)"
        case .clock(let time, _, let eitherHalf):
            return eitherHalf ? String(format: "at %d:%02d", time.hour % 12 == 0 ? 12 : time.hour % 12, time.minute) : String(format: "at %02d:%02d", time.hour, time.minute)
        }
    }
}
