import Foundation
import Testing
@testable import Temporal

/// "the first monday of every month", "the last friday of each month": a monthly schedule, as
/// "every first monday of the month" is, not the coming Monday.
///
/// Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct NthWeekdayOfEveryMonthTests {
    @Test func theNthWeekdayOfEveryMonthIsASchedule() {
        var count = 0
        for (ordinal, n) in [("first", 1), ("1st", 1), ("second", 2), ("3rd", 3), ("fourth", 4), ("last", -1)] {
            for (weekdayText, weekday) in [("monday", 1), ("Tuesday", 2), ("fri", 5), ("sunday", 7)] {
                for every in ["every", "each"] {
                    for (lead, tail) in [("", ""), ("meet ", ""), ("", " at 9am"), ("standup ", " at 10:30")] {
                        let text = "\(lead)the \(ordinal) \(weekdayText) of \(every) month\(tail)"
                        let reference = "every \(ordinal) \(weekdayText) of the month\(tail)"
                        let found = Fixture.resolver().entities(in: text)
                        let expected = Fixture.resolver().entities(in: reference)
                        guard found.count == 1, case .recurrence(let r) = found[0].value, case .recurrence(let e)? = expected.first?.value else {
                            Issue.record("\(text): \(found)")
                            continue
                        }
                        #expect(r.timex == e.timex && r.timex.hasPrefix("XXXX-XX-WXX-\(weekday)-#\(n)"), "\(text): \(r.timex) vs \(e.timex)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 6 * 4 * 2 * 4)
        // One month named is a date, not a schedule.
        let once = Fixture.resolver().entities(in: "the first monday of next month")
        #expect(once.count == 1 && TemporalPhenomenaTests.wall(once[0])?.day == CivilDay(year: 2026, month: 2, day: 2))
    }
}
