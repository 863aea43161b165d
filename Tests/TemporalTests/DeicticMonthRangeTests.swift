import Foundation
import Testing
@testable import Temporal

/// A range from a month named with "this", "next" or "last" to a month with its year: "from this
/// may to oct 2028". The deictic word names the start's year, which does not take the end's (as a
/// bare "may to oct 2028" does); "this may" before a month range is the month, not a verb.
///
/// Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct DeicticMonthRangeTests {
    static let starts: [(String, Int, Int)] = [("this may", 2026, 5), ("This May", 2026, 5), ("next june", 2026, 6), ("last june", 2025, 6),
                                               ("this march", 2026, 3), ("next sept", 2026, 9), ("last December", 2025, 12), ("this feb", 2026, 2)]

    @Test func theDeicticWordNamesTheStartsYear() {
        var count = 0
        for (start, year, month) in Self.starts {
            for (end, endMonth) in [("oct", 10), ("October", 10), ("jan", 1), ("july", 7)] {
                for endYear in [2027, 2028] {
                    for (lead, sep) in [("", " to "), ("from ", " to "), ("", " - "), ("from ", " until "), ("", " through ")] {
                        let text = "\(lead)\(start)\(sep)\(end) \(endYear)"
                        let found = Fixture.resolver().entities(in: text)
                        guard found.count == 1, case .range(let s?, let e?, _) = found[0].value else {
                            Issue.record("\(text): \(found)")
                            continue
                        }
                        let first = LocalDateTime(s, in: Fixture.zone).day
                        let last = LocalDateTime(e, in: Fixture.zone).day
                        #expect(first == CivilDay(year: year, month: month, day: 1), "\(text): \(first)")
                        #expect(last.year == endYear && last.month == endMonth || last == CivilDay(year: endYear, month: endMonth, day: 1).adding(months: 1),
                                "\(text): \(last)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 8 * 4 * 2 * 5)
        // A bare month still takes the end's year.
        let bare = Fixture.resolver().entities(in: "may to oct 2028").compactMap(TemporalPhenomenaTests.days)
        #expect(bare.first?.first == CivilDay(year: 2028, month: 5, day: 1))
    }

    @Test func thisMayAsAVerbStaysAVerb() {
        for text in ["this may take longer", "this may to be honest", "this may go to friday"] {
            let found = Fixture.resolver().entities(in: text)
            #expect(!found.contains { $0.text.lowercased().contains("may") }, "\(text): \(found)")
        }
    }
}
