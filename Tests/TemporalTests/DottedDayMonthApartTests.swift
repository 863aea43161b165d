import Foundation
import Testing
@testable import Temporal

/// A European day.month with its trailing dot ("23.08.") followed, apart, by a time or a year:
/// "23.08. 18:00" is that day at 18:00 and "5.6. 2027" June 5th 2027 (the dotted pair was read
/// as the decimal 23.08 and the time alone). A year apart follows `datedYear`, as after a month
/// name: "23.08. 1830" is 18:30. Touching, "Friday 08.12.1707" is 17:07 on the 8th of December
/// when the weekday does not fit 1707's December 8th (a year that is also a clock). Now is the
/// fixture's Wednesday 2026-01-07 09:00 in New York.
struct DottedDayMonthApartTests {
    static func dotted(_ day: Int, _ month: Int, padded: Bool) -> String {
        padded ? String(format: "%02d.%02d.", day, month) : "\(day).\(month)."
    }

    @Test func dayMonthThenATime() {
        let days: [(Int, Int)] = [(23, 8), (5, 6), (1, 2), (31, 12), (15, 3), (9, 11)]
        let times: [(String, Int)] = [("18:00", 1080), ("18.30", 1110), ("6pm", 1080), ("6 pm", 1080), ("7:45 am", 465), ("09:05", 545), ("21.15", 1275)]
        let frames = ["{x}", "meet {x}", "on {x}", "Termin {x}, bitte", "dinner {x} at the usual place"]
        var count = 0
        for (d, m) in days {
            for padded in [false, true] {
                for (time, minute) in times {
                    for frame in frames {
                        let phrase = "\(Self.dotted(d, m, padded: padded)) \(time)"
                        let text = frame.replacingOccurrences(of: "{x}", with: phrase)
                        let found = Fixture.resolver().entities(in: text)
                        let wall = found.count == 1 ? TemporalPhenomenaTests.wall(found[0]) : nil
                        #expect(found.count == 1 && found[0].text == phrase, "\(text): \(found.map(\.text))")
                        #expect(wall?.day.month == m && wall?.day.day == d && wall.map { $0.secondOfDay / 60 } == minute,
                                "\(text): \(String(describing: wall))")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 6 * 2 * 7 * 5)
    }

    @Test func dayMonthThenAYear() {
        for (d, m) in [(23, 8), (5, 6), (1, 2), (29, 2)] {
            for year in [1999, 2024, 2027, 2031, 2150] {
                guard let expected = CivilDay.valid(year: year, month: m, day: d) else { continue }
                for padded in [false, true] {
                    for frame in ["{x}", "born {x}", "on {x}, I think"] {
                        let text = frame.replacingOccurrences(of: "{x}", with: "\(Self.dotted(d, m, padded: padded)) \(year)")
                        let found = Fixture.resolver().entities(in: text)
                        guard found.count == 1, case .instant(let date, _) = found[0].value else {
                            Issue.record("\(text): \(found.map { "\($0.text) \($0.value)" })")
                            continue
                        }
                        #expect(LocalDateTime(date, in: Fixture.zone).day == expected, "\(text)")
                    }
                }
            }
        }
        // Digits 1000-1899 that make a clock are the clock, as after a month name.
        #expect(Fixture.one("23.08. 1830").flatMap(TemporalPhenomenaTests.minuteOfDay) == 18 * 60 + 30)
        // A number that is neither stays apart: "1.2. 3 goals" is no date.
        for text in ["the score was 1.2. 3 goals", "version 1.2. 10 bugs fixed", "page 4.5. 12 lines"] {
            #expect(!Fixture.resolver().entities(in: text).contains { $0.type == .date || $0.type == .datetime }, "\(text)")
        }
    }

    @Test func aWeekdayTellsAClockFromAYear() {
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        var count = 0
        for (d, m) in [(8, 12), (5, 6), (23, 8), (14, 2)] {
            for digits in [1707, 1230, 1815, 1105, 1959, 1789] {
                for weekday in 1...7 {
                    for comma in ["", ","] {
                        let text = "\(names[weekday - 1].capitalized)\(comma) \(Self.dotted(d, m, padded: true))\(digits)"
                        let found = Fixture.resolver().entities(in: text)
                        guard found.count == 1 else { Issue.record("\(text): \(found.map(\.text))"); continue }
                        let written = CivilDay(year: digits, month: m, day: d)
                        if written.weekday == weekday || digits % 100 >= 60 || digits >= 1900 {
                            guard case .instant(let date, _) = found[0].value else { Issue.record("\(text)"); continue }
                            #expect(LocalDateTime(date, in: Fixture.zone).day == written, "\(text)")
                        } else {
                            let wall = TemporalPhenomenaTests.wall(found[0])
                            #expect(wall?.day.month == m && wall?.day.day == d && wall?.secondOfDay == (digits / 100) * 3600 + (digits % 100) * 60,
                                    "\(text): \(String(describing: wall))")
                        }
                        count += 1
                    }
                }
            }
        }
        #expect(count == 4 * 6 * 7 * 2)
    }
}
