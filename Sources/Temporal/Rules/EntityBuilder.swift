import Foundation

/// Turns a resolved piece into the public type and value, expressing wall-clock times in the
/// context's zone.
struct EntityBuilder {
    let parser: TemporalParser
    var zone: TimeZone { parser.context.timeZone }

    func typeAndValue(of piece: Piece) -> (TemporalType, TemporalValue) {
        switch piece {
        case .day(let d):
            return (.date, .instant(LocalDateTime(day: d).date(in: zone), grain: .day))
        case .days(let s, let e, let g):
            return (.daterange, .range(start: LocalDateTime(day: s).date(in: zone), end: LocalDateTime(day: e).date(in: zone), grain: g))
        case .clock(let c):
            // Scheduling needs a day: the next time the clock shows it. Queries keep the clock.
            guard parser.context.prefersFuture else { return (.time, .clock(c.clockTime)) }
            return (.time, .instant(parser.resolveClock(c, point: true).date(in: zone), grain: c.grain))
        case .clocks(let a, let b):
            guard parser.context.prefersFuture else { return (.timerange, .clockRange(start: a.clockTime, end: b.clockTime)) }
            let start = parser.resolveClock(a)
            var end = LocalDateTime(day: start.day, secondOfDay: b.secondOfDay)
            // "from 3 to 4" read as 15:00: the end without am/pm follows the start into the afternoon.
            if end <= start, !b.meridiemKnown, end.adding(seconds: 12 * 3600) > start { end = end.adding(seconds: 12 * 3600) }
            if end <= start { end = end.adding(seconds: 86400) }
            return (.timerange, .range(start: start.date(in: zone), end: end.date(in: zone), grain: min(a.grain, b.grain)))
        case .part(let p, let portion):
            let h = p.hours(portion)
            return (.timerange, .clockRange(start: ClockTime(hour: h.start, minute: 0), end: ClockTime(hour: h.end % 24, minute: 0)))
        case .periodOfDay(let period, _):
            return typeAndValue(of: period)
        case .pointOfDay(let point, _):
            return typeAndValue(of: point)
        case .moment(let m, let g):
            return (.datetime, .instant(m.date(in: zone), grain: g))
        case .moments(let s, let e, let g):
            return (.datetimerange, .range(start: s.date(in: zone), end: e.date(in: zone), grain: g))
        case .open(let s, let e, let dated):
            return (dated ? .daterange : .datetimerange,
                    .range(start: s?.date(in: zone), end: e?.date(in: zone), grain: dated ? .day : .minute))
        case .duration(let seconds):
            return (.duration, .duration(seconds: seconds))
        case .set(let r):
            return (.set, .recurrence(r))
        }
    }

    /// The clock of a bare clock time said without am/pm, as written; nil for anything else.
    func clockAsSaid(of piece: Piece) -> ClockTime? {
        guard case .clock(let c) = piece, !c.meridiemKnown else { return nil }
        return c.clockTime
    }

    /// The moment a scheduler uses for a part of the day read as a period ("tomorrow morning" is
    /// due at 09:00); nil for every other piece.
    func pointReading(of piece: Piece) -> TemporalEntity.Reading? {
        guard case .periodOfDay(_, let point) = piece else { return nil }
        let (type, value) = typeAndValue(of: point)
        return TemporalEntity.Reading(type: type, value: value)
    }

    /// The stretch a part of a named day covers ("friday afternoon" is 12:00-16:00 that friday),
    /// for a question about it; nil for every other piece.
    func periodReading(of piece: Piece) -> TemporalEntity.Reading? {
        guard case .pointOfDay(_, let period) = piece else { return nil }
        let (type, value) = typeAndValue(of: period)
        return TemporalEntity.Reading(type: type, value: value)
    }
}
