import Foundation
import Testing
@testable import Temporal

/// A bare hour after a deadline word ("call the bank by 5", "home before 6 tomorrow", "snooze it
/// until 3") is a time when it ends the clause or a day follows; before a noun it counts the
/// noun ("by 5 votes"). Every sentence is made up here.
struct DeadlineHourTests {
    static let words = ["by", "before", "until", "till", "after"]
    static let leads = ["call the bank", "I need to pay the rent", "finish the slides", "snooze it", "Pick up Jack"]
    static let endings = ["", ".", "!", ", thanks", " tomorrow", " today"]

    @Test func aBareHourAfterADeadlineWordIsATime() {
        var count = 0
        for word in Self.words {
            for hour in [1, 3, 5, 6, 9, 11, 12] {
                for lead in Self.leads {
                    for ending in Self.endings {
                        let text = "\(lead) \(word) \(hour)\(ending)"
                        let found = Fixture.resolver().entities(in: text)
                        let said = "\(word) \(hour)"
                        #expect(found.contains { $0.text.hasPrefix(said) && $0.type != .duration }, "\(text): \(found.map(\.text))")
                        // The hour is that hour of the day, in the morning or the afternoon.
                        if let entity = found.first(where: { $0.text.hasPrefix(said) }) {
                            #expect(Self.hour(entity.value).map { $0 % 12 == hour % 12 } == true, "\(text): \(entity.value)")
                        }
                        count += 1
                    }
                }
            }
        }
        #expect(count == 5 * 7 * 5 * 6)
    }

    /// The hour of the day in New York of a point, or of a range's end (a deadline) or start.
    static func hour(_ value: TemporalValue) -> Int? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Fixture.zone
        switch value {
        case .instant(let date, _): return calendar.component(.hour, from: date)
        case .range(let start, let end, _): return (end ?? start).map { calendar.component(.hour, from: $0) }
        default: return nil
        }
    }

    @Test func aCountAfterADeadlineWordIsNoTime() {
        for text in ["we won by 5 votes", "arrive before 5 people do", "wait until 3 of them reply", "by 2 points", "till 4 more come",
                     "it grew by 10 percent", "before 5 days pass", "after 3 attempts", "after 2 days of rain", "one after 2 others"] {
            let found = Fixture.resolver().entities(in: text)
            #expect(!found.contains { $0.type != .duration && ($0.text.hasPrefix("by") || $0.text.hasPrefix("before") || $0.text.hasPrefix("until") || $0.text.hasPrefix("till") || $0.text.hasPrefix("after")) },
                    "\(text): \(found.map(\.text))")
        }
    }
}
