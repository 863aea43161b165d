/// Parts of the day as periods: when "this evening" is a range and when "Tuesday evening" a point.
///
/// A part of the day with no clock time names a stretch of time. It is read as that stretch (a
/// range, with the hours of `PartOfDay.hours`) when it is a whole-period reference: with no day
/// ("in the morning", "during the afternoon") or with a day named relative to today ("this
/// evening", "tonight", "last night", "tomorrow morning"), the way "this week" is the whole week.
/// A part of a day named by its weekday, date or holiday ("Tuesday evening", "June 5th morning")
/// qualifies that day: it stays one moment at the part's default hour, as in a booking, and
/// carries the stretch as `TemporalEntity.periodReading` for a question about that time.
///
/// Either way the entity keeps the moment a scheduler needs: a task due "tomorrow morning" is
/// due at 09:00 (`TemporalEntity.pointReading`, docs/TEMPORAL.md). A clock time ("this evening
/// at 7") always makes a point.

/// Which stretch of a part of day: all of it, its first half ("early morning") or its second
/// half ("late morning", "later in the evening"); `tonight` is the night with the evening's
/// last hours, from 18:00 as Duckling reads it, so "what's on tonight" holds a 6 pm dinner;
/// "early tonight" and "late tonight" are the halves of that stretch (18-21, 21-24), as "early"
/// and "late" halve any part, so "late tonight" holds 21:30.
enum DayPortion: Sendable {
    case whole, early, late, tonight, earlyTonight, lateTonight

    static let words: [String: DayPortion] = ["early": .early, "earlier": .early, "late": .late, "later": .late]
}

extension PartOfDay {
    /// Start and end hour (end exclusive) of a portion of this part.
    func hours(_ portion: DayPortion) -> (start: Int, end: Int) {
        let (start, end) = hours
        let middle = (start + end) / 2
        switch portion {
        case .whole: return (start, end)
        case .early: return (start, middle)
        case .late: return (middle, end)
        case .tonight: return (min(start, 18), end)
        case .earlyTonight, .lateTonight:
            let (first, last) = hours(.tonight)
            let half = (first + last) / 2
            return portion == .earlyTonight ? (first, half) : (half, last)
        }
    }

    /// The hour in the middle of the part: "mid-afternoon" is 14:00.
    var middleHour: Int { (hours.start + hours.end) / 2 }

    /// The hour something scheduled at this portion is set for: the default hour of the whole
    /// part, else the portion's first hour.
    func pointHour(_ portion: DayPortion) -> Int {
        portion == .whole || portion == .tonight ? defaultHour : hours(portion).start
    }
}

extension TemporalParser {
    /// Words that name a day relative to today.
    static let deicticDayWords: Set<String> = todayWords.union(tomorrowWords).union(yesterdayWords).union(["tom"])

    /// The period a part of day names, by the rule above, with `point` as its point reading; nil
    /// when the point stays a point.
    func dayPartPeriod(_ parts: PointParts, point: Piece) -> Piece? {
        guard let part = parts.part, parts.clock == nil, parts.moment == nil, parts.zone == nil else { return nil }
        let namedDay = parts.weekday != nil || parts.monthAndDay != nil || parts.monthDay != nil || parts.period != nil
        if parts.day == nil, parts.partDay == nil, !namedDay {
            return .periodOfDay(.part(part, parts.portion), point: point)
        }
        guard parts.dayIsDeictic, !namedDay, case .moment(let moment, _) = point else { return nil }
        let (start, end) = part.hours(parts.portion)
        return .periodOfDay(.moments(LocalDateTime(day: moment.day, hour: start), LocalDateTime(day: moment.day, hour: end), .hour),
                            point: point)
    }

    /// A part of a named day ("friday afternoon"), which stays the point: the stretch it names
    /// goes with it for questions; nil for anything else.
    func dayPartPoint(_ parts: PointParts, point: Piece) -> Piece? {
        guard let part = parts.part, parts.clock == nil, parts.moment == nil, parts.zone == nil,
              case .moment(let moment, _) = point else { return nil }
        let (start, end) = part.hours(parts.portion)
        return .pointOfDay(point, period: .moments(LocalDateTime(day: moment.day, hour: start), LocalDateTime(day: moment.day, hour: end), .hour))
    }
}
