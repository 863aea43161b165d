/// A time of day as read from text, before a day is attached.
struct ClockValue: Hashable, Sendable {
    var hour: Int
    var minute: Int
    var second: Int
    var grain: TemporalGrain
    /// False for "at 5" or "5:30": the reader may still move it to the afternoon.
    var meridiemKnown: Bool

    var secondOfDay: Int { hour * 3600 + minute * 60 + second }
    var clockTime: ClockTime { ClockTime(hour: hour % 24, minute: minute, second: second) }

    /// An hour written without am/pm, read as a time people schedule things at:
    /// 1-7 are afternoon hours ("at 5" is 17:00), 8-12 morning hours and noon.
    var assumingWorkingHours: ClockValue {
        guard !meridiemKnown else { return self }
        var copy = self
        copy.meridiemKnown = true
        if (1...7).contains(hour) { copy.hour += 12 }
        return copy
    }

    /// Moves an hour without am/pm to the afternoon (`pm`) or keeps it in the morning.
    func withMeridiem(pm: Bool) -> ClockValue {
        var copy = self
        copy.meridiemKnown = true
        if pm, copy.hour < 12 { copy.hour += 12 }
        if !pm, copy.hour == 12 { copy.hour = 0 }
        return copy
    }
}

/// Named parts of the day and what they mean.
///
/// As ranges they follow Recognizers-Text (morning 08-12, afternoon 12-16, evening 16-20, night
/// 20-24); as a single point, for a task due "tomorrow morning", callers use `defaultHour`.
public enum PartOfDay: String, Sendable, Codable, CaseIterable {
    case morning, lunch, afternoon, evening, night

    /// The hour a task due at this part of day is scheduled for.
    public var defaultHour: Int {
        switch self {
        case .morning: return 9
        case .lunch: return 12
        case .afternoon: return 15
        case .evening: return 19
        case .night: return 22
        }
    }

    /// Start and end hour of the range (end exclusive).
    public var hours: (start: Int, end: Int) {
        switch self {
        case .morning: return (8, 12)
        case .lunch: return (11, 13)
        case .afternoon: return (12, 16)
        case .evening: return (16, 20)
        case .night: return (20, 24)
        }
    }

    /// The TIMEX code used in sets ("every morning" is `TMO`).
    var timex: String {
        switch self {
        case .morning: return "TMO"
        case .lunch: return "TMI"
        case .afternoon: return "TAF"
        case .evening: return "TEV"
        case .night: return "TNI"
        }
    }

    /// Whether an hour written without am/pm belongs to the afternoon at this part of day.
    var readsHoursAsPM: Bool { self == .afternoon || self == .evening || self == .night }

    static let words: [String: PartOfDay] = [
        "morning": .morning, "mornings": .morning, "morn": .morning, "am": .morning,
        "afternoon": .afternoon, "afternoons": .afternoon, "arvo": .afternoon,
        "evening": .evening, "evenings": .evening, "eve": .evening, "evng": .evening,
        "night": .night, "nights": .night, "nite": .night,
        "lunch": .lunch, "lunchtime": .lunch, "noontime": .lunch,
    ]
}

/// How a weekday was qualified: "friday", "this friday", "next friday", "last friday".
enum WeekdayMode: Sendable { case bare, this, next, last }

/// The meaning of a resolved expression, before it becomes a public `TemporalValue`.
enum Piece: Sendable {
    /// One day.
    case day(CivilDay)
    /// Days from `start` up to `end` (exclusive): a week, a month, "monday to friday".
    case days(CivilDay, CivilDay, TemporalGrain)
    /// A time of day with no day stated.
    case clock(ClockValue)
    /// A span of clock times with no day stated; `end` is the stated end.
    case clocks(ClockValue, ClockValue)
    /// A part of the day with no day stated ("in the morning").
    case part(PartOfDay, DayPortion)
    /// A part of the day read as the stretch of time it names (a range), with the point a caller
    /// scheduling something at it uses instead (`dayPartPeriod`).
    indirect case periodOfDay(Piece, point: Piece)
    /// A part of a named day read as one moment ("friday afternoon" at 15:00), with the stretch it
    /// names kept for a question about that time (`dayPartPeriod`).
    indirect case pointOfDay(Piece, period: Piece)
    /// A date and time.
    case moment(LocalDateTime, TemporalGrain)
    /// A span of date-times, end exclusive.
    case moments(LocalDateTime, LocalDateTime, TemporalGrain)
    /// An open span: "until friday" (end only), "after 5pm" (start only). `dated` tells a date
    /// range from a date-time range.
    case open(start: LocalDateTime?, end: LocalDateTime?, dated: Bool)
    /// A length of time.
    case duration(Double)
    /// A recurrence.
    case set(Recurrence)
}

/// A piece found in the text, with its token span.
struct Found<Value> {
    var value: Value
    /// Index of the first token after the match.
    var end: Int
}
