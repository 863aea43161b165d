import Foundation
import Testing
@testable import Temporal

/// A range of day numbers and the month that holds them, in either order: "next month between
/// the 5th and the 9th", "between the 5th and the 9th of next month", "in march, from the 3rd to
/// the 7th". The days were read in the current month.
struct DayRangeInAMonthTests {
    static let months: [(String, Int, Int)] = [("next month", 2026, 2), ("this month", 2026, 1), ("last month", 2025, 12),
                                               ("in march", 2026, 3), ("In March", 2026, 3), ("june", 2026, 6), ("in September", 2026, 9)]
    static let days: [(String, String, Int, Int)] = [
        ("between the 5th and the 9th", "between", 5, 9), ("between the 5th and 9th", "between", 5, 9), ("from the 3rd to the 7th", "from", 3, 7),
        ("from the 12th until the 20th", "from", 12, 20), ("from the 1st through the 4th", "from", 1, 4),
        ("between the fifth and the ninth", "between", 5, 9), ("from the 21st to the 28th", "from", 21, 28),
    ]

    @Test func theMonthFirst() {
        var count = 0
        for (month, year, number) in Self.months {
            for (range, _, first, last) in Self.days {
                for joiner in [" ", ", "] {
                    let text = month + joiner + range
                    let found = TemporalPhenomenaTests.whole(text).flatMap(TemporalPhenomenaTests.days)
                    #expect(found?.first == CivilDay(year: year, month: number, day: first) && found?.last == CivilDay(year: year, month: number, day: last),
                            "\(text): \(String(describing: found))")
                    count += 1
                }
            }
        }
        #expect(count == 98)
    }

    @Test func theMonthLast() {
        for (month, year, number) in Self.months where month.contains("month") {
            for (range, _, first, last) in Self.days where range.hasPrefix("between") {
                let text = "\(range) of \(month)"
                let found = TemporalPhenomenaTests.whole(text).flatMap(TemporalPhenomenaTests.days)
                #expect(found?.first == CivilDay(year: year, month: number, day: first) && found?.last == CivilDay(year: year, month: number, day: last),
                        "\(text): \(String(describing: found))")
            }
        }
    }

    /// A month before "from" and a date that is no day number stays what it was.
    @Test func otherRangesAfterAMonthAreUntouched() {
        let found = TemporalPhenomenaTests.whole("from june 3 to june 7").flatMap(TemporalPhenomenaTests.days)
        #expect(found?.first == CivilDay(year: 2026, month: 6, day: 3) && found?.last == CivilDay(year: 2026, month: 6, day: 7))
    }
}
