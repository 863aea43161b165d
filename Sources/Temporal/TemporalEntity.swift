import Foundation

/// The kinds of temporal expression, as named by the temporal corpus record format.
public enum TemporalType: String, Codable, Sendable, CaseIterable {
    case date, time, datetime, daterange, timerange, datetimerange, duration, set
}

/// The precision at which a point in time is meant ("friday" is a day, "friday 5pm" an hour).
public enum TemporalGrain: String, Codable, Sendable, Comparable, CaseIterable {
    case second, minute, hour, day, week, month, quarter, year

    private var rank: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// A wall-clock time with no date ("5pm" alone, when nothing pins the day).
public struct ClockTime: Codable, Sendable, Hashable {
    public var hour: Int
    public var minute: Int
    public var second: Int
    public init(hour: Int, minute: Int, second: Int = 0) {
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// An hour said without am/pm ("move it to 9", "at 5"), read as the parser reads one:
    /// 1-7 are afternoon hours, 8-12 morning hours and noon; 0 and 13-23 are as written.
    /// Nil outside 0-23.
    public init?(hourWithoutMeridiem hour: Int) {
        guard (0...23).contains(hour) else { return nil }
        let value = ClockValue(hour: hour, minute: 0, second: 0, grain: .hour, meridiemKnown: hour == 0 || hour > 12).assumingWorkingHours
        self = value.clockTime
    }
}

/// The resolved meaning of a temporal expression.
public enum TemporalValue: Sendable, Equatable {
    /// A date or date-time: the first instant of the day/hour/... it names, at `grain`.
    case instant(Date, grain: TemporalGrain)
    /// A clock time that names no day.
    case clock(ClockTime)
    /// A range of instants; `end` is exclusive; an open range has one side nil.
    case range(start: Date?, end: Date?, grain: TemporalGrain)
    /// A range of clock times with no day ("3-4pm" when nothing pins the day); end exclusive.
    case clockRange(start: ClockTime?, end: ClockTime?)
    /// A length of time, never a point in time.
    case duration(seconds: Double)
    /// A recurrence ("every other monday at 9").
    case recurrence(Recurrence)
}

/// One temporal expression found in a text.
public struct TemporalEntity: Sendable, Equatable {
    public var type: TemporalType
    /// Offsets in Unicode scalars into the text given to the resolver, end exclusive.
    public var range: Range<Int>
    /// The text of the expression, as written.
    public var text: String
    /// The text without the possessive ending it may be said with ("this week's" is "this week"),
    /// for a reply that names the time.
    public var plainText: String {
        for ending in ["'s", "\u{2019}s"] where text.hasSuffix(ending) { return String(text.dropLast(ending.count)) }
        return text
    }
    public var value: TemporalValue
    /// Set when the expression was recognised but a part of it is not supported
    /// (e.g. "every day except sunday"): the value then covers only what was understood,
    /// and callers must show the note rather than act silently.
    public var note: String?
    /// Set when the expression is a part of the day read as a period ("this evening", "tomorrow
    /// morning", "in the morning"): the one moment a caller scheduling something at it uses, the
    /// part's default hour. `asPoint` applies it.
    public var pointReading: Reading?
    /// Set when the expression is a part of a named day read as one moment ("friday afternoon"
    /// at 15:00, as a booking is): the stretch it names, 12:00-16:00 that friday, which a question
    /// about that time covers ("am I free on friday afternoon"). `asPeriod` applies it.
    public var periodReading: Reading?
    /// Set for an amount of time said with "later" or "earlier" and nothing it counts from ("30
    /// minutes later", "2 days earlier"): the amount in seconds, negative for earlier. The value
    /// counts it from now; a caller moving something counts it from that thing's own time.
    public var shift: Double?
    /// Set for a date said as a possessive before a word ("monday's meeting", "tomorrow's
    /// class"): it names which thing rather than when to do something, so a title keeps it when
    /// another date says when ("finish the slides for monday's meeting by sunday").
    public var modifiesNoun = false
    /// A clock time said without am/pm ("at 7", "7:30"): the hour as written (07:00, 07:30),
    /// before the working-hours reading made it 19:00. A daily setting that belongs to one part
    /// of the day (the morning brief) reads it so; nil when am/pm was said or there is no clock.
    public var clockAsSaid: ClockTime?

    /// Another type and value for the same words: one moment, or the stretch it sits in.
    public struct Reading: Sendable, Equatable {
        public var type: TemporalType
        public var value: TemporalValue
    }

    /// This expression as one moment: a part of the day read as a period becomes its default
    /// hour ("tomorrow morning" is due at 09:00); anything else is unchanged.
    public var asPoint: TemporalEntity { read(as: pointReading) }

    /// This expression as the stretch of time it names: a part of a named day becomes its hours
    /// ("friday afternoon" is 12:00-16:00 that friday); anything else is unchanged.
    public var asPeriod: TemporalEntity { read(as: periodReading) }

    /// The entity with `reading` as its type and value, and no other reading left.
    private func read(as reading: Reading?) -> TemporalEntity {
        guard let reading else { return self }
        var copy = self
        copy.type = reading.type
        copy.value = reading.value
        copy.pointReading = nil
        copy.periodReading = nil
        return copy
    }

    public init(type: TemporalType, range: Range<Int>, text: String, value: TemporalValue, note: String? = nil) {
        self.type = type
        self.range = range
        self.text = text
        self.value = value
        self.note = note
    }
}

extension ClockTime {
    /// The next time this clock time comes round at or after `now` in `timeZone`: today if it is
    /// still ahead, else tomorrow ("at 6pm" said at 09:00 is today 18:00; "at 8am" is tomorrow's).
    public func nextOccurrence(after now: Date, timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = calendar.date(bySettingHour: hour, minute: minute, second: second, of: now) ?? now
        return today < now ? calendar.date(byAdding: .day, value: 1, to: today)! : today
    }
}
