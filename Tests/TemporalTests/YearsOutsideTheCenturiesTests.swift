import Foundation
import Testing
@testable import Temporal

/// Four digits outside 1900-2099 are a year where a word before them makes one: after "year" any
/// of 1000-2999 ("the year 2150", "in the year 1830"), after "in" or "during" those a date would
/// make one (2100-2999, and 1000-1899 that are no 24-hour clock: "in 2150", "during 1066"; "in
/// 1830" stays none). They were numbers. Never before a unit, an amount or a noun.
struct YearsOutsideTheCenturiesTests {
    static func isClock(_ y: Int) -> Bool { y < 1900 && y / 100 < 24 && y % 100 < 60 }

    @Test func aWordBeforeMakesAYear() {
        let years = [1066, 1200, 1492, 1789, 1830, 1215, 2100, 2150, 2500, 2999]
        let leads = ["the year ", "year ", "in the year ", "In the year ", "in ", "during ", "In "]
        let frames = ["{x}", "the contract ends {x}, right?", "it was built {x}.", "{x} is far from now"]
        var count = 0
        for year in years {
            for lead in leads {
                let afterYear = lead.lowercased().hasSuffix("year ")
                for frame in frames {
                    let text = frame.replacingOccurrences(of: "{x}", with: "\(lead)\(year)")
                    let found = Fixture.resolver().entities(in: text).filter { $0.text.contains(String(year)) }
                    let isYear: Bool
                    if case .range(let s?, let e?, _)? = found.first?.value,
                       LocalDateTime(s, in: Fixture.zone).day == CivilDay(year: year, month: 1, day: 1),
                       LocalDateTime(e, in: Fixture.zone).day == CivilDay(year: year + 1, month: 1, day: 1) {
                        isYear = true
                    } else {
                        isYear = false
                    }
                    let expected = afterYear || !Self.isClock(year)
                    #expect(isYear == expected, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                    count += 1
                }
            }
        }
        #expect(count == 10 * 7 * 4)
        // An amount or a noun after the digits keeps them a number; so does a lead that brings a clock.
        for text in ["in 2150 steps", "in 2500 ms", "in 2150 pages", "during 2200 calories", "until 2150", "by 2150", "at 2150"] {
            #expect(!Fixture.resolver().entities(in: text).contains { $0.type == .daterange }, "\(text)")
        }
    }
}
