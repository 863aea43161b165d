import Foundation
import Testing
@testable import Temporal

/// "first thing tomorrow", "monday first thing", "first thing in the morning": the start of the
/// morning, its early half (08:00-10:00; 08:00 as the point a reminder takes), on the day named.
/// They read the day alone ("monday first" was Monday the 1st). Alone, with no day and no "in the
/// morning", it is no time ("the first thing I did"). Now is the fixture's Wednesday 2026-01-07
/// 09:00 in New York.
struct FirstThingTests {
    @Test func theStartOfTheMorning() {
        let days: [(String, CivilDay)] = [("tomorrow", CivilDay(year: 2026, month: 1, day: 8)), ("Tomorrow", CivilDay(year: 2026, month: 1, day: 8)),
                                          ("monday", CivilDay(year: 2026, month: 1, day: 12)), ("Friday", CivilDay(year: 2026, month: 1, day: 9)),
                                          ("on friday", CivilDay(year: 2026, month: 1, day: 9))]
        var count = 0
        for (dayText, day) in days {
            for order in ["first thing {d}", "{d} first thing", "first thing in the morning {d}", "{d} first thing in the morning"] {
                if order.hasPrefix("{d}") && dayText.hasPrefix("on ") { continue }
                for frame in ["{x}", "call mom {x}", "{x}, please", "Remind me to pay rent {x}."] {
                    let phrase = order.replacingOccurrences(of: "{d}", with: dayText)
                    let text = frame.replacingOccurrences(of: "{x}", with: phrase)
                    let found = Fixture.resolver().entities(in: text)
                    guard found.count == 1 else { Issue.record("\(text): \(found.map(\.text))"); continue }
                    #expect(found[0].text == phrase, "\(text): \(found[0].text)")
                    // The point a reminder takes is 08:00 on that day.
                    let point = found[0].asPoint
                    #expect(TemporalPhenomenaTests.wall(point) == LocalDateTime(day: day, hour: 8), "\(text): \(point.value)")
                    count += 1
                }
            }
        }
        #expect(count == (5 * 4 - 2) * 4)
        for text in ["the first thing I did", "first thing's first", "first thing, buy milk", "my first thing"] {
            #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
        }
    }
}
