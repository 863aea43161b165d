import Foundation

/// A repeating schedule ("every other monday at 9", "every 3 days after done").
public struct Recurrence: Sendable, Equatable, Codable {
    /// The TIMEX3 form used in the corpus record format (`P1D`, `XXXX-WXX-1T09`).
    public var timex: String
    /// True for completion-based recurrences ("every 3 days after done"): the next date counts
    /// from when the task was completed, not from when it was due.
    public var afterCompletion: Bool
    /// The recurrence as the user wrote it, for replies.
    public var text: String
    /// The schedule in structured form. Nil only for recurrences made by hand from a TIMEX string.
    public var rule: RecurrenceRule?

    /// Whether it repeats within a day ("every hour", "every 20 minutes").
    public var isSubDaily: Bool { rule?.frequency == .hourly || rule?.frequency == .minutely }

    public init(timex: String, afterCompletion: Bool = false, text: String, rule: RecurrenceRule? = nil) {
        self.timex = timex
        self.afterCompletion = afterCompletion
        self.text = text
        self.rule = rule
    }

    /// The first occurrence strictly after `after` (never in the past relative to it), or nil when
    /// the schedule has ended (`until`, `count`) or there is no rule. For completion-based
    /// recurrences `after` is the completion time and the next date counts from it.
    public func nextOccurrence(after: Date, timeZone: TimeZone) -> Date? {
        rule?.nextOccurrence(after: after, timeZone: timeZone)
    }
}

/// The structured form of a recurrence, close to iCalendar's RRULE.
public struct RecurrenceRule: Sendable, Equatable, Codable {
    public enum Frequency: String, Sendable, Codable { case minutely, hourly, daily, weekly, monthly, yearly }

    /// "every 3rd friday" is (3, 5); "every last friday" is (-1, 5).
    public struct NthWeekday: Sendable, Equatable, Codable {
        public var n: Int
        /// ISO weekday, 1 = Monday.
        public var weekday: Int
        public init(n: Int, weekday: Int) {
            self.n = n
            self.weekday = weekday
        }
    }

    public var frequency: Frequency
    /// Every `interval` units: "every other monday" is weekly with interval 2.
    public var interval: Int
    /// ISO weekdays the schedule falls on ("every monday and friday", "every weekday").
    public var weekdays: [Int]
    /// Day of the month (1...31), or -1 for the last day ("every last day of the month").
    public var monthDay: Int?
    public var nthWeekday: NthWeekday?
    /// Month of a yearly schedule ("every jan 27th").
    public var month: Int?
    /// Time of day of each occurrence, when given ("at 9").
    public var timeOfDay: ClockTime?
    /// First possible occurrence ("starting friday"); also anchors the interval.
    public var start: Date?
    /// Last possible occurrence ("until june" ends before July).
    public var until: Date?
    /// Number of occurrences ("for 8 weeks" on a weekly schedule is 8).
    public var count: Int?
    /// Completion-based: the next date counts from the completion.
    public var afterCompletion: Bool
    /// The hours of each day a schedule within the day keeps to ("every hour from 9 to 5"):
    /// occurrences run from `start` in steps while they are not after `end`, then the next day.
    public var window: DailyWindow?

    /// From `start` to `end` on the wall clock, both included; an end before the start runs past
    /// midnight ("every 2 hours from 10pm to 6am").
    public struct DailyWindow: Sendable, Equatable, Codable {
        public var start: ClockTime
        public var end: ClockTime
        public init(start: ClockTime, end: ClockTime) {
            self.start = start
            self.end = end
        }
    }

    public init(
        frequency: Frequency, interval: Int = 1, weekdays: [Int] = [], monthDay: Int? = nil,
        nthWeekday: NthWeekday? = nil, month: Int? = nil, timeOfDay: ClockTime? = nil, start: Date? = nil,
        until: Date? = nil, count: Int? = nil, afterCompletion: Bool = false, window: DailyWindow? = nil
    ) {
        self.window = window
        self.frequency = frequency
        self.interval = max(1, interval)
        self.weekdays = weekdays
        self.monthDay = monthDay
        self.nthWeekday = nthWeekday
        self.month = month
        self.timeOfDay = timeOfDay
        self.start = start
        self.until = until
        self.count = count
        self.afterCompletion = afterCompletion
    }

    public func nextOccurrence(after: Date, timeZone: TimeZone) -> Date? {
        let calculator = OccurrenceCalculator(rule: self, zone: timeZone)
        if afterCompletion { return calculator.nextAfterCompletion(after) }
        if let count, let start {
            // Walk the occurrences from the start so the count is honoured.
            var previous = start.addingTimeInterval(-1)
            for _ in 0..<max(0, min(count, 5000)) {
                guard let next = calculator.next(after: previous) else { return nil }
                if next > after { return next }
                previous = next
            }
            return nil
        }
        return calculator.next(after: after)
    }
}
