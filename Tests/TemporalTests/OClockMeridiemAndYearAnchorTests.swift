import Foundation
import Testing
@testable import Temporal

/// Two small constructions of issue 22:
/// - am or pm after "o'clock" ("5 o'clock am" was 17:00, the "am" left out of the span);
/// - the nth closest holiday to a year written alone ("the second nearest easter to 2020"): the
///   year is all its days, so the one in it is the nearest, then the nearer of those either side.
///   It read "easter" alone and "2020" as a number.
struct OClockMeridiemAndYearAnchorTests {
    @Test func meridiemAfterOClock() {
        let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
        let clocks = ["o'clock", "oclock", "o clock", "O'Clock"]
        let meridiems: [(String, Bool)] = [("am", false), ("pm", true), ("a.m.", false), ("p.m.", true), ("AM", false), ("PM", true)]
        let frames = ["{x}", "at {x}", "call me at {x} tomorrow", "wake me up at {x}, please", "Dinner is at {x}."]
        var count = 0
        for hour in 1...12 {
            for spelled in [String(hour), words[hour - 1]] {
                for clock in clocks {
                    for (meridiem, pm) in meridiems {
                        for frame in frames {
                            let phrase = "\(spelled) \(clock) \(meridiem)"
                            let text = frame.replacingOccurrences(of: "{x}", with: phrase)
                            let found = Fixture.resolver().entities(in: text)
                            let expected = (hour % 12 + (pm ? 12 : 0)) * 60
                            #expect(found.count == 1 && found[0].text.contains(phrase), "\(text): \(found.map(\.text))")
                            #expect(found.first.flatMap(TemporalPhenomenaTests.minuteOfDay) == expected, "\(text): \(found.map { "\($0.value)" })")
                            count += 1
                        }
                    }
                }
            }
        }
        #expect(count == 12 * 2 * 4 * 6 * 5)
    }

    @Test func nthClosestHolidayToAYear() {
        // Holidays on a fixed day, so the ranking is the definition: by distance to the year's days.
        let holidays: [(String, Int, Int)] = [("christmas", 12, 25), ("xmas", 12, 25), ("Christmas Day", 12, 25),
                                              ("halloween", 10, 31), ("valentine's day", 2, 14), ("new year's eve", 12, 31)]
        let ordinals: [(String, Int)] = [("", 1), ("first ", 1), ("1st ", 1), ("second ", 2), ("2nd ", 2), ("third ", 3), ("3rd ", 3)]
        var count = 0
        for (name, month, day) in holidays {
            for year in [1999, 2020, 2031] {
                let first = CivilDay(year: year, month: 1, day: 1), last = CivilDay(year: year, month: 12, day: 31)
                func distance(_ d: CivilDay) -> Int { d < first ? first.ordinal - d.ordinal : d > last ? d.ordinal - last.ordinal : 0 }
                let ranked = (year - 3...year + 3).map { CivilDay(year: $0, month: month, day: day) }
                    .sorted { (distance($0), $0.ordinal) < (distance($1), $1.ordinal) }
                for (ordinal, n) in ordinals {
                    for closest in ["closest", "nearest"] {
                        for determiner in ["the ", ""] {
                            let text = "\(determiner)\(ordinal)\(closest) \(name) to \(year)"
                            let found = Fixture.resolver().entities(in: text)
                            let expected = ranked[n - 1]
                            guard found.count == 1, case .instant(let d, _) = found[0].value else {
                                Issue.record("\(text): \(found.map { "\($0.text) \($0.value)" })")
                                continue
                            }
                            #expect(LocalDateTime(d, in: Fixture.zone).day == expected, "\(text)")
                            count += 1
                        }
                    }
                }
            }
        }
        #expect(count == 6 * 3 * 7 * 2 * 2)
        // A day still anchors as before: the nearest to it.
        #expect(Fixture.value("the closest christmas to today")?.hasPrefix("2025-12-25") == true)
    }
}
