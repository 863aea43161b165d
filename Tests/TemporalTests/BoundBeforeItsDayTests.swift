import Foundation
import Testing
@testable import Temporal

/// A meal, activity or part of the day bounding a range before the day it falls on: "after
/// lunch tomorrow", "before school on friday", "until dinner next monday".
///
/// Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct BoundBeforeItsDayTests {
    /// The bound's hour on the day named after it, as "tomorrow after lunch" reads.
    @Test func aBoundBeforeTheDayItFallsOn() {
        let bounds: [(String, Bool, Int)] = [("after lunch", true, 13), ("before lunch", false, 11), ("after dinner", true, 20),
                                             ("before school", false, 8), ("until dinner", false, 18), ("after work", true, 17),
                                             ("by bedtime", false, 22), ("after the afternoon", true, 16), ("till breakfast", false, 7)]
        let days: [(String, CivilDay)] = [("tomorrow", CivilDay(year: 2026, month: 1, day: 8)), ("friday", CivilDay(year: 2026, month: 1, day: 9)),
                                          ("on friday", CivilDay(year: 2026, month: 1, day: 9)), ("next monday", CivilDay(year: 2026, month: 1, day: 12)),
                                          ("on june 5", CivilDay(year: 2026, month: 6, day: 5)), ("Jan 20", CivilDay(year: 2026, month: 1, day: 20))]
        var count = 0
        for (bound, opensAfter, hour) in bounds {
            for (dayText, day) in days {
                for lead in ["", "call mom "] {
                    let text = "\(lead)\(bound) \(dayText)"
                    let found = Fixture.resolver().entities(in: text)
                    let time = LocalDateTime(day: day, hour: hour)
                    guard found.count == 1, case .range(let s, let e, _) = found[0].value else {
                        Issue.record("\(text): \(found)")
                        continue
                    }
                    let edge = opensAfter ? s : e
                    #expect(edge.map { LocalDateTime($0, in: Fixture.zone) } == time && (opensAfter ? e == nil : s == nil), "\(text): \(found)")
                    #expect(found[0].text.hasSuffix(dayText.split(separator: " ").last.map(String.init) ?? ""), "\(text): \(found)")
                    count += 1
                }
            }
        }
        #expect(count == 9 * 6 * 2)
        // A noun after the activity keeps the day out of it: "after school club friday".
        let club = Fixture.resolver().entities(in: "after school club friday")
        #expect(club.allSatisfy { e in if case .range = e.value { return false }; return true }, "\(club)")
    }
}
