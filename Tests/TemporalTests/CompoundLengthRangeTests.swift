import Foundation
import Testing
@testable import Temporal

/// "the last 2 weeks and 3 days", "the next 2 hours and 30 minutes", "within the next day and 5
/// hours": a length of several units after last / past / next has no calendar unit to count in
/// ("the past 3 days" are calendar days), so it counts from now: in days, the days before today
/// (or after it); with hours or minutes, from now. It was "the last 2 weeks" and a duration
/// after it. Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct CompoundLengthRangeTests {
    static let today = CivilDay(year: 2026, month: 1, day: 7)

    @Test func severalDayUnits() {
        // (written parts, months, days)
        let lengths: [([String], Int, Int)] = [
            (["2 weeks", "3 days"], 0, 17), (["two weeks", "three days"], 0, 17), (["1 week", "1 day"], 0, 8),
            (["3 months", "2 weeks", "2 days"], 3, 16), (["a month", "ten days"], 1, 10), (["1 year", "2 months"], 14, 0),
        ]
        let joiners = [" and ", ", ", " "]
        let backward = ["last", "past", "previous", "Last", "PAST"]
        let forward = ["next", "coming", "Next"]
        var count = 0
        for (parts, months, days) in lengths {
            for joiner in joiners {
                let length = parts.joined(separator: joiner)
                for determiner in ["the ", ""] {
                    for (words, isForward) in [(backward, false), (forward, true)] {
                        for word in words {
                            for frame in ["{x}", "sales over {x} were good", "what happened in {x}?", "{x}, please"] {
                                let phrase = "\(determiner)\(word) \(length)"
                                let text = frame.replacingOccurrences(of: "{x}", with: phrase)
                                let found = Fixture.resolver().entities(in: text)
                                let got = found.count == 1 ? TemporalPhenomenaTests.days(found[0]) : nil
                                let first: CivilDay, last: CivilDay
                                if isForward {
                                    first = Self.today.adding(days: 1)
                                    last = first.adding(months: months).adding(days: days - 1)
                                } else {
                                    first = Self.today.adding(months: -months).adding(days: -days)
                                    last = Self.today.adding(days: -1)
                                }
                                #expect(got?.first == first && got?.last == last, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                                count += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(count == 6 * 3 * 2 * 8 * 4)
    }

    @Test func clockUnitsCountFromNow() {
        let lengths: [(String, Int)] = [("2 hours and 30 minutes", 150), ("two hours, thirty minutes", 150), ("1 hour 5 minutes", 65),
                                        ("a day and 5 hours", 29 * 60), ("3 days 2 hours", 74 * 60)]
        for (length, minutes) in lengths {
            for (word, sign) in [("next", 1), ("last", -1), ("past", -1), ("the next", 1), ("within the next", 1), ("within", 1)] {
                let text = "\(word) \(length)"
                let found = Fixture.resolver().entities(in: text)
                guard found.count == 1, case .range(let s?, let e?, _) = found[0].value else {
                    Issue.record("\(text): \(found.map { "\($0.text) \($0.value)" })")
                    continue
                }
                let now = Fixture.now
                #expect(sign > 0 ? s == now && e == now.addingTimeInterval(Double(minutes * 60)) : e == now && s == now.addingTimeInterval(Double(-minutes * 60)),
                        "\(text): \(s) \(e)")
            }
        }
        // A unit alone after "within the next" is one of it.
        let found = Fixture.resolver().entities(in: "within the next day and 5 hours")
        if found.count == 1, case .range(let s?, let e?, _) = found[0].value {
            #expect(s == Fixture.now && e == Fixture.now.addingTimeInterval(29 * 3600))
        } else { Issue.record("within the next day and 5 hours: \(found)") }
    }
}
