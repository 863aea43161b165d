import Foundation
import Testing
@testable import Temporal

/// "X before last" mirrors "X after next": "the week before last" is the week before last week,
/// "the weekend before last" the weekend of that week, "friday before last" the Friday before the
/// latest one gone. They read nothing, "the weekend" (this one) or next Friday. "last" that opens
/// a phrase of its own ("the day before last friday") is not this. Now is the fixture's
/// Wednesday 2026-01-07 09:00 in New York (weeks start on Monday).
struct BeforeLastTests {
    @Test func periodsBeforeLast() {
        let periods: [(String, CivilDay, CivilDay)] = [
            ("week", CivilDay(year: 2025, month: 12, day: 22), CivilDay(year: 2025, month: 12, day: 28)),
            ("month", CivilDay(year: 2025, month: 11, day: 1), CivilDay(year: 2025, month: 11, day: 30)),
            ("year", CivilDay(year: 2024, month: 1, day: 1), CivilDay(year: 2024, month: 12, day: 31)),
            ("weekend", CivilDay(year: 2025, month: 12, day: 27), CivilDay(year: 2025, month: 12, day: 28)),
        ]
        let frames = ["{x}", "what did we do {x}?", "{x}, I think", "sales in {x} were low", "It was {x}."]
        var count = 0
        for (unit, first, last) in periods {
            for determiner in ["the ", "The "] {
                for lastWord in ["last", "the last"] {
                    for capital in [false, true] {
                        for frame in frames {
                            let u = capital ? unit.capitalized : unit
                            let phrase = "\(determiner)\(u) before \(lastWord)"
                            let text = frame.replacingOccurrences(of: "{x}", with: phrase)
                            let found = Fixture.resolver().entities(in: text)
                            let days = found.count == 1 ? TemporalPhenomenaTests.days(found[0]) : nil
                            #expect(days?.first == first && days?.last == last, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                            count += 1
                        }
                    }
                }
            }
        }
        #expect(count == 4 * 2 * 2 * 2 * 5)
    }

    @Test func weekdaysBeforeLast() {
        let today = CivilDay(year: 2026, month: 1, day: 7)
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        var count = 0
        for weekday in 1...7 {
            let back = (today.weekday - weekday + 7) % 7
            let expected = today.adding(days: -((back == 0 ? 7 : back) + 7))
            for name in [names[weekday - 1], names[weekday - 1].capitalized] {
                for determiner in ["", "the ", "on the "] {
                    for lastWord in ["last", "the last"] {
                        for frame in ["{x}", "we met {x}.", "{x}, at the office"] {
                            let text = frame.replacingOccurrences(of: "{x}", with: "\(determiner)\(name) before \(lastWord)")
                            let found = Fixture.resolver().entities(in: text)
                            guard found.count == 1, case .instant(let d, _) = found[0].value else {
                                Issue.record("\(text): \(found.map { "\($0.text) \($0.value)" })")
                                continue
                            }
                            #expect(LocalDateTime(d, in: Fixture.zone).day == expected, "\(text)")
                            #expect(found[0].text.hasSuffix("last"), "\(text): \(found[0].text)")
                            count += 1
                        }
                    }
                }
            }
        }
        #expect(count == 7 * 2 * 3 * 2 * 3)
        // "last" with a day of its own after it is that day: "the day before last friday" is the
        // Thursday of last week.
        #expect(Fixture.value("the day before last friday")?.hasPrefix("2026-01-01") == true)
    }
}
