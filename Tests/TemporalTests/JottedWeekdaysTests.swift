import Foundation
import Testing
@testable import Temporal

/// Weekdays jotted one after another with no "and" or "or" are a weekly schedule on those days,
/// as a schedule is written down ("gym mon wed fri 6am", "tue/thu 4pm"): three or more, or two
/// with a slash and a time. Two without them ("friday/saturday") ("monday tuesday") and any list with "or" are not; a noun after
/// the last ("mon wed fri notes") names a thing. Made-up lists over spellings and separators.
struct JottedWeekdaysTests {
    static let spellings: [[String]] = [["mon", "wed", "fri"], ["monday", "wednesday", "friday"], ["Mon", "Wed", "Fri"], ["tue", "thu", "sat"], ["mon", "tue", "wed", "thu", "fri"]]
    static let numbers: [String: Int] = ["mon": 1, "monday": 1, "tue": 2, "wed": 3, "wednesday": 3, "thu": 4, "fri": 5, "friday": 5, "sat": 6]

    @Test func aJottedListIsASchedule() {
        for days in Self.spellings {
            for separator in [" ", ", ", "/"] {
                for time in ["", " 6am", " at 6am"] {
                    let text = "gym " + days.joined(separator: separator) + time
                    let found = Fixture.resolver().entities(in: text)
                    guard found.count == 1, case .recurrence(let recurrence) = found[0].value else {
                        Issue.record("\(text): \(found.map(\.text))"); continue
                    }
                    #expect(recurrence.rule?.frequency == .weekly, "\(text)")
                    #expect(recurrence.rule?.weekdays == days.map { Self.numbers[$0.lowercased()]! }, "\(text)")
                    if !time.isEmpty { #expect(recurrence.rule?.timeOfDay == ClockTime(hour: 6, minute: 0, second: 0), "\(text)") }
                }
            }
        }
    }

    @Test func twoWithASlashAreASchedule() {
        for pair in ["tue/thu", "mon/wed", "sat/sun"] {
            let found = Fixture.resolver().entities(in: "piano \(pair) 4pm")
            #expect(found.count == 1 && found.first.map { if case .recurrence = $0.value { true } else { false } } == true, "\(pair): \(found.map(\.text))")
        }
    }

    @Test func notASchedule() {
        for text in ["what's on monday tuesday", "friday/saturday", "meet monday or tuesday", "mon, wed or fri", "review mon wed fri notes", "the sun is out on saturday"] {
            let found = Fixture.resolver().entities(in: text)
            #expect(!found.contains { if case .recurrence = $0.value { true } else { false } }, "\(text): \(found.map(\.text))")
        }
    }
}
