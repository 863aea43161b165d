import Foundation
import Testing
@testable import Temporal

/// A time booked on a day with "for" ("a table on saturday for 9am", "tomorrow for 7:30"): one
/// date-time, as with "at". A length after "for" stays a length ("friday for 2 hours").
struct BookedTimeTests {
    @Test func forBeforeATimeAfterADay() {
        let days: [(String, CivilDay)] = [("saturday", CivilDay(year: 2026, month: 1, day: 10)), ("on Saturday", CivilDay(year: 2026, month: 1, day: 10)),
                                          ("tomorrow", CivilDay(year: 2026, month: 1, day: 8)), ("friday", CivilDay(year: 2026, month: 1, day: 9)),
                                          ("jan 20", CivilDay(year: 2026, month: 1, day: 20)), ("the 15th", CivilDay(year: 2026, month: 1, day: 15)),
                                          ("next monday", CivilDay(year: 2026, month: 1, day: 12))]
        let times: [(String, Int)] = [("9am", 540), ("9 am", 540), ("9:30am", 570), ("7:30", 1170), ("19:30", 1170), ("8 p.m.", 1200),
                                      ("noon", 720)]
        let frames = ["{d} for {t}", "book a table {d} for {t}", "reserve {d} for {t} please"]
        var count = 0
        for (day, civil) in days {
            for (time, minute) in times {
                for frame in frames {
                    let text = frame.replacingOccurrences(of: "{d}", with: day).replacingOccurrences(of: "{t}", with: time)
                    let found = Fixture.resolver().entities(in: text)
                    let wall = found.count == 1 ? TemporalPhenomenaTests.wall(found[0]) : nil
                    #expect(wall == LocalDateTime(day: civil, secondOfDay: minute * 60), "\(text): \(found.map { "\($0.text) \($0.value)" })")
                    count += 1
                }
            }
        }
        #expect(count == 147)
        // A length after "for" is not a time of day.
        for text in ["friday for 2 hours", "tomorrow for 30 minutes", "saturday for 3 days"] {
            #expect(!Fixture.resolver().entities(in: text).contains { $0.type == .datetime }, "\(text)")
        }
    }
}
