import Foundation
import Testing
@testable import Temporal

/// A range that runs to a day named from today ("to today", "to date", "until now", "till
/// yesterday", "to tomorrow") holds its end still, so a start read ahead as scheduling reads a
/// weekday, a month or a month's day with no year is the one gone: "from friday to today" said on
/// a Thursday starts last Friday. It was next week's Friday with the end moved on a week, and
/// "from january to date" said after January was dropped as a range ending before it starts.
///
/// Now is Thursday 2026-06-18 10:00 in New York (scheduling: `prefersFuture` on).
struct RangeToTodayTests {
    static let now = Fixture.isoDate("2026-06-18T10:00:00-04:00")
    static let today = CivilDay(year: 2026, month: 6, day: 18)

    /// The latest day on or before `last` that `matches`.
    static func latest(onOrBefore last: CivilDay, _ matches: (CivilDay) -> Bool) -> CivilDay {
        var d = last
        while !matches(d) { d = d.adding(days: -1) }
        return d
    }

    @Test func aStartReadAheadIsTheOneGone() {
        // Starts: weekdays (spelled, abbreviated, capitalised), months, a month's day in either order.
        typealias Start = (text: String, matches: (CivilDay) -> Bool)
        var starts: [Start] = []
        let weekdays = [("monday", "mon", 1), ("tuesday", "tue", 2), ("wednesday", "wed", 3), ("thursday", "thu", 4),
                        ("friday", "fri", 5), ("saturday", "sat", 6), ("sunday", "sun", 7)]
        for (name, short, n) in weekdays {
            starts.append((name, { $0.weekday == n }))
            starts.append((name.capitalized, { $0.weekday == n }))
            if short != "sat" && short != "sun" && short != "wed" { starts.append((short, { $0.weekday == n })) }
        }
        let months = [("january", 1), ("feb", 2), ("March", 3), ("april", 4), ("august", 8), ("sept", 9), ("December", 12), ("june", 6)]
        for (name, m) in months { starts.append((name, { $0.month == m && $0.day == 1 })) }
        for (name, m, d) in [("dec", 12, 5), ("july", 7, 4), ("June", 6, 20), ("oct", 10, 31), ("november", 11, 11)] {
            starts.append(("\(name) \(d)", { $0.month == m && $0.day == d }))
            starts.append(("\(d) \(name)", { $0.month == m && $0.day == d }))
            starts.append(("the \(d)th of \(name)", { $0.month == m && $0.day == d }))
        }
        // Ends named from today, and the day each covers last.
        let ends: [(String, CivilDay)] = [("today", Self.today), ("date", Self.today), ("now", Self.today),
                                          ("yesterday", Self.today.adding(days: -1)), ("tomorrow", Self.today.adding(days: 1))]
        let frames = ["from {s} {sep} {e}", "sales from {s} {sep} {e}", "From {s} {sep} {e}, please", "between {s} and {e}"]
        var count = 0
        for start in starts {
            for (end, last) in ends {
                for frame in frames {
                    for separator in frame.contains("{sep}") ? ["to", "till", "until"] : [""] {
                        if end == "date" && frame.hasPrefix("between") { continue }
                        if end == "now" && separator == "till" { continue }
                        let text = frame.replacingOccurrences(of: "{s}", with: start.text)
                            .replacingOccurrences(of: "{sep}", with: separator).replacingOccurrences(of: "{e}", with: end)
                        let found = Fixture.resolver(now: Self.now).entities(in: text)
                        let days = found.count == 1 ? TemporalPhenomenaTests.days(found[0]) : nil
                        let first = Self.latest(onOrBefore: last, start.matches)
                        #expect(days?.first == first && days?.last == last, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                        count += 1
                    }
                }
            }
        }
        #expect(count > 1500)
    }

    /// "since" closed by "to date" is one range, the start the one gone as "since" reads it alone.
    @Test func sinceToDate() {
        for (start, first) in [("friday", CivilDay(year: 2026, month: 6, day: 12)), ("monday", CivilDay(year: 2026, month: 6, day: 15)),
                               ("january", CivilDay(year: 2026, month: 1, day: 1)), ("September", CivilDay(year: 2025, month: 9, day: 1))] {
            for separator in ["to", "till", "until", "til"] {
                for frame in ["since {s} {sep} date", "sales since {s} {sep} date", "Since {s} {sep} date, by region"] {
                    let text = frame.replacingOccurrences(of: "{s}", with: start).replacingOccurrences(of: "{sep}", with: separator)
                    let found = Fixture.resolver(now: Self.now).entities(in: text)
                    let days = found.count == 1 ? TemporalPhenomenaTests.days(found[0]) : nil
                    #expect(days?.first == first && days?.last == Self.today, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                }
            }
        }
    }

    /// A start that names its week or year stays as read: a stretch it cannot make is none, never
    /// an end moved on to come after it.
    @Test func aNamedStartIsNotMoved() {
        for text in ["from next friday to today", "from next month to yesterday", "from december 2026 to today", "between next monday and today"] {
            let found = Fixture.resolver(now: Self.now).entities(in: text)
            #expect(!found.contains { if case .range(let s?, let e?, _) = $0.value { return s < e && $0.text.contains(" to") || $0.text.hasPrefix("between") } else { return false } },
                    "\(text): \(found.map { "\($0.text) \($0.value)" })")
        }
        // A written year or "last" is kept.
        let found = Fixture.resolver(now: Self.now).entities(in: "from last friday to today")
        #expect(found.count == 1 && TemporalPhenomenaTests.days(found[0])?.first == CivilDay(year: 2026, month: 6, day: 12))
        // Ends that move with the start still do: "friday to monday" crosses a weekend.
        let weekend = Fixture.resolver(now: Self.now).entities(in: "from friday to monday")
        #expect(weekend.count == 1 && TemporalPhenomenaTests.days(weekend[0])?.first == CivilDay(year: 2026, month: 6, day: 19))
    }
}
