import Foundation
import Testing
@testable import Temporal

/// A date with "weekend" after it, or after "the weekend of", is the long weekend the day makes,
/// as a holiday's is: from a Thursday or Friday to Sunday, Saturday to a Monday, the Saturday and
/// Sunday it falls on; a Tuesday or Wednesday makes none and the day is read. "july 4th weekend"
/// was the 4th alone, "the weekend of june 12" the 12th. Now is the fixture's Wednesday
/// 2026-01-07 09:00 in New York, so the dates below without a year are 2026's.
struct WeekendOfADateTests {
    /// The stretch the rule gives, first and last day.
    static func expected(_ day: CivilDay) -> (CivilDay, CivilDay) {
        switch day.weekday {
        case 1: return (day.adding(days: -2), day)
        case 4, 5: return (day, day.adding(days: 7 - day.weekday))
        case 6: return (day, day.adding(days: 1))
        case 7: return (day.adding(days: -1), day)
        default: return (day, day)
        }
    }

    @Test func theWeekendADayMakes() {
        let monthNames = ["jan", "feb", "march", "april", "may", "june", "july", "aug", "september", "oct", "nov", "december"]
        var count = 0
        // Every weekday: days 1-7 of some months of 2026 and 2027.
        for (year, month) in [(2026, 7), (2026, 9), (2027, 3)] {
            for dayNumber in 1...7 {
                let day = CivilDay(year: year, month: month, day: dayNumber)
                let name = monthNames[month - 1]
                let ordinal = dayNumber == 1 ? "1st" : dayNumber == 2 ? "2nd" : dayNumber == 3 ? "3rd" : "\(dayNumber)th"
                let dates = ["\(name) \(ordinal) \(year)", "\(dayNumber) \(name) \(year)", "the \(ordinal) of \(name) \(year)",
                             "\(name.capitalized) \(dayNumber), \(year)"]
                for date in dates {
                    for phrase in ["\(date) weekend", "\(date) week-end", "the weekend of \(date)", "weekend of \(date)"] {
                        for frame in ["{x}", "we are away {x}", "{x}, at the lake"] {
                            let text = frame.replacingOccurrences(of: "{x}", with: phrase)
                            let found = Fixture.resolver().entities(in: text)
                            let (first, last) = Self.expected(day)
                            if first == last {
                                guard found.count == 1, case .instant(let d, _) = found[0].value else {
                                    Issue.record("\(text): \(found.map { "\($0.text) \($0.value)" })")
                                    continue
                                }
                                #expect(LocalDateTime(d, in: Fixture.zone).day == day, "\(text)")
                            } else {
                                let days = found.count == 1 ? TemporalPhenomenaTests.days(found[0]) : nil
                                #expect(days?.first == first && days?.last == last, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                            }
                            count += 1
                        }
                    }
                }
            }
        }
        #expect(count == 3 * 7 * 4 * 4 * 3)
        // Without a year, the date's own year (the coming one).
        let found = Fixture.resolver().entities(in: "july 4th weekend")
        #expect(found.count == 1 && TemporalPhenomenaTests.days(found[0])?.first == CivilDay(year: 2026, month: 7, day: 4))
        // A weekend alone is still this one.
        #expect(Fixture.one("the weekend").flatMap(TemporalPhenomenaTests.days)?.first == CivilDay(year: 2026, month: 1, day: 10))
    }
}
