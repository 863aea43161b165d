import Foundation
import Testing
@testable import Temporal

/// Parts of a period: its first or second half ("the second half of next year"), units at the edge
/// of "the month" or "the year" (the current one: "the last 3 days of the month"), and "the
/// weekend after next".
///
/// Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct PeriodHalvesAndContainersTests {
    static let periods: [(String, CivilDay, CivilDay, TemporalGrain)] = [
        ("next year", CivilDay(year: 2027, month: 1, day: 1), CivilDay(year: 2028, month: 1, day: 1), .year),
        ("2027", CivilDay(year: 2027, month: 1, day: 1), CivilDay(year: 2028, month: 1, day: 1), .year),
        ("last year", CivilDay(year: 2025, month: 1, day: 1), CivilDay(year: 2026, month: 1, day: 1), .year),
        ("the year", CivilDay(year: 2026, month: 1, day: 1), CivilDay(year: 2027, month: 1, day: 1), .year),
        ("june", CivilDay(year: 2026, month: 6, day: 1), CivilDay(year: 2026, month: 7, day: 1), .month),
        ("February 2028", CivilDay(year: 2028, month: 2, day: 1), CivilDay(year: 2028, month: 3, day: 1), .month),
        ("next month", CivilDay(year: 2026, month: 2, day: 1), CivilDay(year: 2026, month: 3, day: 1), .month),
        ("the month", CivilDay(year: 2026, month: 1, day: 1), CivilDay(year: 2026, month: 2, day: 1), .month),
    ]

    @Test func theFirstOrSecondHalfOfAPeriod() {
        var count = 0
        for (period, start, end, grain) in Self.periods {
            let cut = grain == .year ? start.adding(months: 6) : start.adding(days: 15)
            for (form, first) in [("the first half of", true), ("first half of", true), ("the second half of", false), ("second half of", false),
                                  ("the latter half of", false), ("The First Half in", true)] {
                for lead in ["", "sales in ", "plan for "] {
                    let text = "\(lead)\(form) \(period)"
                    let found = Fixture.resolver().entities(in: text).compactMap(TemporalPhenomenaTests.days)
                    let expected = first ? (start, cut.adding(days: -1)) : (cut, end.adding(days: -1))
                    #expect(found.count == 1 && found.first?.first == expected.0 && found.first?.last == expected.1, "\(text): \(found)")
                    count += 1
                }
            }
        }
        #expect(count == 8 * 6 * 3)
        // A half of something else is no date.
        for text in ["the first half of the game", "the second half of the cake"] {
            #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
        }
    }

    /// "the first 10 days of the month", "the last two weeks of the year": "the month" and "the
    /// year" are the current ones, as in "the last day of the month".
    @Test func unitsAtTheEdgeOfTheCurrentMonthOrYear() {
        let cases: [(String, CivilDay, CivilDay)] = [
            ("the first 10 days of the month", CivilDay(year: 2026, month: 1, day: 1), CivilDay(year: 2026, month: 1, day: 10)),
            ("the last 3 days of the month", CivilDay(year: 2026, month: 1, day: 29), CivilDay(year: 2026, month: 1, day: 31)),
            ("the first two weeks of the month", CivilDay(year: 2026, month: 1, day: 1), CivilDay(year: 2026, month: 1, day: 14)),
            ("the last 2 months of the year", CivilDay(year: 2026, month: 11, day: 1), CivilDay(year: 2026, month: 12, day: 31)),
            ("the first three months of the year", CivilDay(year: 2026, month: 1, day: 1), CivilDay(year: 2026, month: 3, day: 31)),
            ("the last 10 days of the year", CivilDay(year: 2026, month: 12, day: 22), CivilDay(year: 2026, month: 12, day: 31)),
        ]
        for (text, first, last) in cases {
            for lead in ["", "in ", "during "] {
                let found = Fixture.resolver().entities(in: lead + text).compactMap(TemporalPhenomenaTests.days)
                #expect(found.count == 1 && found.first?.first == first && found.first?.last == last, "\(lead + text): \(found)")
            }
        }
    }

    /// "the weekend after next": two weekends after this week's, as "the week after next" is two
    /// weeks after this one.
    @Test func theWeekendAfterNext() {
        for offset in 0..<7 {
            let day = CivilDay(year: 2026, month: 1, day: 5 + offset)
            let now = LocalDateTime(day: day, hour: 10).date(in: Fixture.zone)
            for text in ["the weekend after next", "weekend after next", "the weekend after the next", "see you the weekend after next"] {
                let found = Fixture.resolver(now: now).entities(in: text).compactMap(TemporalPhenomenaTests.days)
                #expect(found.count == 1 && found.first?.first == CivilDay(year: 2026, month: 1, day: 24) && found.first?.last == CivilDay(year: 2026, month: 1, day: 25),
                        "\(text) on \(day): \(found)")
            }
        }
    }
}

/// "the first business day of next month", "the last working day of the month", "the 3rd
/// business day of march": weekdays of a period counted from its start or end.
struct BusinessDayOfAPeriodTests {
    @Test func theNthBusinessDayOfAPeriod() {
        let periods: [(String, CivilDay, CivilDay)] = [
            ("next month", CivilDay(year: 2026, month: 2, day: 1), CivilDay(year: 2026, month: 3, day: 1)),
            ("the month", CivilDay(year: 2026, month: 1, day: 1), CivilDay(year: 2026, month: 2, day: 1)),
            ("march", CivilDay(year: 2026, month: 3, day: 1), CivilDay(year: 2026, month: 4, day: 1)),
            ("August 2026", CivilDay(year: 2026, month: 8, day: 1), CivilDay(year: 2026, month: 9, day: 1)),
            ("the year", CivilDay(year: 2026, month: 1, day: 1), CivilDay(year: 2027, month: 1, day: 1)),
            ("2027", CivilDay(year: 2027, month: 1, day: 1), CivilDay(year: 2028, month: 1, day: 1)),
        ]
        func nth(_ n: Int, of period: (CivilDay, CivilDay)) -> CivilDay {
            var d = n > 0 ? period.0.adding(days: -1) : period.1
            for _ in 0..<abs(n) { repeat { d = d.adding(days: n > 0 ? 1 : -1) } while d.weekday >= 6 }
            return d
        }
        var count = 0
        for (period, start, end) in periods {
            for (ordinal, n) in [("first", 1), ("1st", 1), ("second", 2), ("3rd", 3), ("10th", 10), ("last", -1)] {
                for unit in ["business day", "working day", "work day"] {
                    for (form, connector) in [("the ", "of"), ("", "of"), ("the ", "in")] {
                        let text = "\(form)\(ordinal) \(unit) \(connector) \(period)"
                        let found = Fixture.resolver().entities(in: text)
                        #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0])?.day == nth(n, of: (start, end)), "\(text): \(found)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 6 * 6 * 3 * 3)
    }
}
