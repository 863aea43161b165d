import Foundation
import Testing
@testable import Temporal

/// A schedule adverb and the day it falls on are one schedule: "annually on june 1" and "every
/// year on the 3rd of march" as "every june 1st", "weekly on mondays" and "biweekly on tuesday and
/// friday" as "every (other) tuesday and friday", "monthly on the 15th" as "every month on the
/// 15th". They were the adverb and a date apart.
struct AdverbOnADayTests {
    static func rule(_ text: String) -> (RecurrenceRule, String)? {
        let found = Fixture.resolver().entities(in: text)
        guard found.count == 1, case .recurrence(let r) = found[0].value, let rule = r.rule else { return nil }
        return (rule, found[0].text)
    }

    @Test func yearly() {
        let leads = ["every year on", "annually on", "yearly on", "Every year on", "Annually on"]
        let dates: [(String, Int, Int)] = [("march 3", 3, 3), ("3 march", 3, 3), ("the 3rd of march", 3, 3), ("March 3rd", 3, 3),
                                           ("dec 25", 12, 25), ("the 1st of june", 6, 1), ("1 June", 6, 1), ("oct 31st", 10, 31)]
        var count = 0
        for lead in leads {
            for (date, month, day) in dates {
                for (suffix, hour) in [("", nil), (" at 9am", 9), (" at 14:30", 14)] as [(String, Int?)] {
                    for frame in ["{x}", "pay the insurance {x}", "{x}, please"] {
                        let phrase = "\(lead) \(date)\(suffix)"
                        let text = frame.replacingOccurrences(of: "{x}", with: phrase)
                        guard let (r, span) = Self.rule(text) else { Issue.record("\(text): \(Fixture.resolver().entities(in: text).map(\.text))"); continue }
                        #expect(span == phrase && r.frequency == .yearly && r.month == month && r.monthDay == day && r.timeOfDay?.hour == hour, "\(text): \(r)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 5 * 8 * 3 * 3)
    }

    @Test func weeklyAndMonthly() {
        let adverbs: [(String, Int)] = [("weekly", 1), ("biweekly", 2), ("fortnightly", 2), ("Weekly", 1)]
        let days: [(String, [Int])] = [("monday", [1]), ("mondays", [1]), ("tuesday and friday", [2, 5]), ("mon, wed and fri", [1, 3, 5]),
                                       ("Thursdays", [4]), ("saturday & sunday", [6, 7])]
        var count = 0
        for (adverb, interval) in adverbs {
            for (dayText, weekdays) in days {
                for frame in ["{x}", "team sync {x} at 10", "{x}, please"] {
                    let text = frame.replacingOccurrences(of: "{x}", with: "\(adverb) on \(dayText)")
                    guard let (r, _) = Self.rule(text) else { Issue.record("\(text): \(Fixture.resolver().entities(in: text).map(\.text))"); continue }
                    #expect(r.frequency == .weekly && r.interval == interval && r.weekdays == weekdays, "\(text): \(r)")
                    count += 1
                }
            }
        }
        #expect(count == 4 * 6 * 3)
        for (dayText, day) in [("the 15th", 15), ("the 1st", 1), ("the 28th", 28), ("the 3rd", 3)] {
            for frame in ["monthly on {d}", "pay rent monthly on {d}", "Monthly on {d} at noon"] {
                let text = frame.replacingOccurrences(of: "{d}", with: dayText)
                guard let (r, _) = Self.rule(text) else { Issue.record("\(text)"); continue }
                #expect(r.frequency == .monthly && r.monthDay == day, "\(text): \(r)")
            }
        }
        // The adverb before a noun is still a title word, and alone still the plain schedule.
        #expect(Fixture.resolver().entities(in: "create monthly report").isEmpty)
        #expect(Self.rule("annually")?.0.month == nil)
    }
}
