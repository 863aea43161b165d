import Foundation
import Testing
@testable import Temporal

/// Log files and exports join a dated day and its time with a colon ("31/May/2024:14:15:36",
/// the Common Log Format, or "05/31/2024:14:15"): one date-time, not a date and a stray number.
struct LogTimestampTests {
    @Test func aColonJoinsADatedDayAndItsTime() {
        // (written date, day) for Friday 2024-05-31 in the fixture's month-day order.
        let dates = ["05/31/2024", "5/31/2024", "31/May/2024", "31-May-2024", "2024-05-31", "May/31/2024", "2024/05/31"]
        let times: [(String, Int, Int)] = [("14:15", 14, 15), ("14:15:36", 14, 15), ("09:05", 9, 5), ("9:05", 9, 5), ("00:00:01", 0, 0),
                                           ("23:59", 23, 59)]
        var count = 0
        for date in dates {
            for (time, hour, minute) in times {
                for frame in ["{t}", "GET /index.html [{t}]", "logged at {t} by the server", "[{t}] \"GET /\" 200"] {
                    let stamp = "\(date):\(time)"
                    let text = frame.replacingOccurrences(of: "{t}", with: stamp)
                    let found = Fixture.resolver().entities(in: text)
                    let entity = found.first { $0.text.hasPrefix(date) }
                    let wall = entity.flatMap(TemporalPhenomenaTests.wall)
                    #expect(entity?.text.hasPrefix(stamp) == true, "\(text): \(found.map(\.text))")
                    #expect(wall?.day == CivilDay(year: 2024, month: 5, day: 31), "\(text): \(String(describing: wall))")
                    #expect(wall.map { $0.secondOfDay / 60 } == hour * 60 + minute, "\(text): \(String(describing: wall))")
                    count += 1
                }
            }
        }
        #expect(count == 168)
        // A date with no year is no timestamp: the colon does not join "5/31" and "14".
        #expect(Fixture.resolver().entities(in: "ratio 5/31:14:15").allSatisfy { $0.type != .datetime })
    }

    /// The month name first and the year in the middle: "September-2020-23", "Sep/2020/23".
    @Test func monthYearDayBetweenSeparators() {
        let months: [(String, Int)] = [("September", 9), ("Sep", 9), ("sept", 9), ("March", 3), ("dec", 12), ("May", 5)]
        var count = 0
        for (month, number) in months {
            for separator in ["-", "/"] {
                for (day, value) in [("23", 23), ("1", 1), ("01", 1), ("23rd", 23)] {
                    for frame in ["{x}", "I'll go back {x}.", "due {x} at noon"] {
                        let written = [month, "2020", day].joined(separator: separator)
                        let text = frame.replacingOccurrences(of: "{x}", with: written)
                        let entity = Fixture.resolver().entities(in: text).first
                        #expect(entity?.text.hasPrefix(written) == true, "\(text): \(String(describing: entity?.text))")
                        let day: CivilDay? = if let entity, case .instant(let d, _) = entity.value { LocalDateTime(d, in: Fixture.zone).day } else { nil }
                        #expect(day == CivilDay(year: 2020, month: number, day: value), "\(text): \(String(describing: entity?.value))")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 144)
        // No such day: nothing, not the month alone.
        #expect(Fixture.resolver().entities(in: "February-2021-30").isEmpty)
    }
}
