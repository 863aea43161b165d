import Foundation
import Testing
@testable import Temporal

/// A day number after a weekday names the month's day ("Tuesday 19"), also when a time came
/// first ("after 17:00 on Tuesday 19", "5pm on friday 13"). It was left out after a time.
struct DayNumberAfterWeekdayTests {
    @Test func aTimeThenAWeekdayAndItsDay() {
        // Wednesday 2026-01-07: Tuesday the 19th is in May 2026, Friday the 13th in February.
        let days: [(String, CivilDay)] = [("Tuesday 19", CivilDay(year: 2026, month: 5, day: 19)), ("tuesday the 19th", CivilDay(year: 2026, month: 5, day: 19)),
                                          ("friday 13", CivilDay(year: 2026, month: 2, day: 13)), ("Fri 13th", CivilDay(year: 2026, month: 2, day: 13)),
                                          ("monday 12", CivilDay(year: 2026, month: 1, day: 12))]
        let times: [(String, Int)] = [("17:00", 1020), ("5pm", 1020), ("9:30 am", 570), ("noon", 720)]
        let frames = ["{t} on {d}", "at {t} on {d}", "{t}, {d}"]
        var count = 0
        for (day, civil) in days {
            for (time, minute) in times {
                for frame in frames {
                    let text = frame.replacingOccurrences(of: "{t}", with: time).replacingOccurrences(of: "{d}", with: day)
                    let wall = TemporalPhenomenaTests.whole(text).flatMap(TemporalPhenomenaTests.wall)
                    #expect(wall == LocalDateTime(day: civil, secondOfDay: minute * 60), "\(text): \(String(describing: wall))")
                    count += 1
                }
                let open = "after \(time) on \(day)"
                if case .range(let start?, nil, _)? = TemporalPhenomenaTests.whole(open)?.value {
                    #expect(LocalDateTime(start, in: Fixture.zone) == LocalDateTime(day: civil, secondOfDay: minute * 60), "\(open)")
                } else {
                    Issue.record("\(open): \(String(describing: TemporalPhenomenaTests.whole(open)))")
                }
            }
        }
        #expect(count == 60)
    }
}
