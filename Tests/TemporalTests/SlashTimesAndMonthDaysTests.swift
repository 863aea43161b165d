import Foundation
import Testing
@testable import Temporal

/// Two written times across a slash ("7.30/8am") and bare day numbers after a month ("feb
/// between 2-7"), generated over variants.
///
/// Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct SlashTimesAndMonthDaysTests {
    /// "7.30/8am", "10am/11am", "7:30/8:30 pm": two written times across a slash are the stretch
    /// between them; "7/8" stays a date and "1/2" a fraction.
    @Test func twoTimesAcrossASlash() {
        var count = 0
        for (startHour, startMinute) in [(7, 30), (9, 15), (10, 0), (6, 45)] {
            let endHour = startHour + 1
            for minuteSign in [":", "."] {
                let starts = startMinute == 0 ? ["\(startHour)am", "\(startHour)\(minuteSign)00"]
                    : ["\(startHour)\(minuteSign)\(String(format: "%02d", startMinute))", "\(startHour)\(minuteSign)\(String(format: "%02d", startMinute))am"]
                for start in starts {
                    for end in ["\(endHour)am", "\(endHour) am", "\(endHour)\(minuteSign)00am", "\(endHour) a.m."] {
                        for lead in ["", "at ", "at around ", "the 11th at "] {
                            let text = "\(lead)\(start)/\(end)"
                            let found = Fixture.resolver().entities(in: text)
                            let bounds: (Int, Int)? = found.count == 1 ? {
                                switch found[0].value {
                                case .clockRange(let a?, let b?): return (a.hour * 60 + a.minute, b.hour * 60 + b.minute)
                                case .range(let a?, let b?, _):
                                    return (LocalDateTime(a, in: Fixture.zone).secondOfDay / 60, LocalDateTime(b, in: Fixture.zone).secondOfDay / 60)
                                default: return nil
                                }
                            }() : nil
                            #expect(bounds?.0 == startHour * 60 + startMinute && bounds?.1 == endHour * 60, "\(text): \(found)")
                            count += 1
                        }
                    }
                }
            }
        }
        #expect(count == 4 * 2 * 2 * 4 * 4)
        // Bare numbers across a slash are a date or a fraction, never a stretch of hours.
        for text in ["7/8", "on 7/8", "1/2 cup", "7/8pm"] {
            #expect(Fixture.resolver().entities(in: text).allSatisfy { e in
                if case .clockRange = e.value { return false }
                if case .range = e.value { return false }
                return true
            }, "\(text)")
        }
    }

    static let monthNames: [(String, Int)] = [("feb", 2), ("Feb", 2), ("february", 2), ("in june", 6), ("June", 6), ("sept", 9),
                                              ("in may", 5), ("oct.", 10), ("in march", 3), ("August", 8)]

    /// "feb between 2-7", "june from 3 to 9", "in march between 10 and 12": bare day numbers after
    /// a month are its days, with a year after them if one is written.
    @Test func bareDayNumbersAfterAMonth() {
        var count = 0
        for (month, number) in Self.monthNames {
            for (first, last) in [(2, 7), (10, 12), (21, 28)] {
                for range in ["between \(first) and \(last)", "between \(first)-\(last)", "from \(first) to \(last)", "from \(first)-\(last)",
                              "from \(first) until \(last)", "between the \(first) and the \(last)"] {
                    for (yearText, year) in [("", 2026), (" 2027", 2027), (", 2027", 2027), (" two thousand and eighteen", 2018), (" nineteen ninety", 1990)] {
                        let text = "\(month) \(range)\(yearText)"
                        let found = Fixture.resolver().entities(in: text).compactMap(TemporalPhenomenaTests.days)
                        #expect(found.count == 1 && found.first?.first == Self.day(year, number, first) && found.first?.last == Self.day(year, number, last),
                                "\(text): \(found)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 10 * 3 * 6 * 5)
    }

    /// Hours after a month stay hours; "may" and "march" as verbs stay verbs.
    @Test func numbersAfterAMonthThatAreNoDays() {
        for text in ["feb between 2 and 7pm", "in march between 10 and 11:30", "june from 9am to 5", "you may from 3 to 9 get in",
                     "they march from 2 to 7"] {
            let found = Fixture.resolver().entities(in: text)
            let dayRange = found.contains { e in
                guard let d = TemporalPhenomenaTests.days(e) else { return false }
                return d.first != d.last && d.first.month == d.last.month && d.first.day > 1
            }
            #expect(!dayRange, "\(text): \(found)")
        }
        // A later day before the earlier is no range of days.
        #expect(Fixture.resolver().entities(in: "feb between 7 and 2").compactMap(TemporalPhenomenaTests.days).allSatisfy { $0.first <= $0.last })
    }

    static func day(_ y: Int, _ m: Int, _ d: Int) -> CivilDay { CivilDay(year: y, month: m, day: d) }
}
