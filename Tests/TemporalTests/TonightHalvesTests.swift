import Foundation
import Testing
@testable import Temporal

/// "early tonight" and "late tonight" are the halves of tonight's stretch (18:00-24:00, the
/// night with the evening's last hours), as "early" and "late" halve any part of the day: 18-21
/// and 21-24. "late tonight" was 22-24, the half of the night alone, so it left out 21:30 while
/// "tonight" held it. Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct TonightHalvesTests {
    @Test func earlyAndLateHalveTonight() {
        let day = CivilDay(year: 2026, month: 1, day: 7)
        let halves: [(String, Int, Int)] = [("early", 18, 21), ("earlier", 18, 21), ("late", 21, 24), ("later", 21, 24),
                                             ("Late", 21, 24), ("EARLY", 18, 21)]
        let joins = [" ", "-"]
        let nights = ["tonight", "tonite", "Tonight", "tonigh"]
        let frames = ["{x}", "call me {x}", "is {x} ok?", "{x}, please", "we could meet {x} or tomorrow", "Dinner {x}."]
        var count = 0
        for (word, start, end) in halves {
            for join in joins where !(join == "-" && word.hasSuffix("er")) {
                for night in nights {
                    for frame in frames {
                        let phrase = word + join + night
                        let text = frame.replacingOccurrences(of: "{x}", with: phrase)
                        let found = Fixture.resolver().entities(in: text).filter { $0.text.lowercased().contains(night.lowercased()) }
                        guard found.count == 1, case .range(let s?, let e?, _) = found[0].value else {
                            Issue.record("\(text): \(found.map { "\($0.text) \($0.value)" })")
                            continue
                        }
                        #expect(found[0].text.lowercased() == phrase.lowercased(), "\(text): \(found[0].text)")
                        #expect(LocalDateTime(s, in: Fixture.zone) == LocalDateTime(day: day, hour: start), "\(text)")
                        #expect(LocalDateTime(e, in: Fixture.zone) == LocalDateTime(day: day, hour: end), "\(text)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 6 * 4 * 6 + 4 * 4 * 6)
        // Tonight whole is still 18-24, and a clock in it still makes the point.
        if case .range(let s?, let e?, _) = Fixture.one("tonight")?.value {
            #expect(LocalDateTime(s, in: Fixture.zone) == LocalDateTime(day: day, hour: 18))
            #expect(LocalDateTime(e, in: Fixture.zone) == LocalDateTime(day: day.adding(days: 1), hour: 0))
        } else { Issue.record("tonight") }
        #expect(Fixture.one("late tonight at 11").flatMap(TemporalPhenomenaTests.minuteOfDay) == 23 * 60)
    }
}

/// "12" with an evening or a night is the midnight that ends it, on the next calendar day ("friday
/// evening at 12" is Saturday 00:00); with the afternoon it stays noon. The evening's was noon of
/// the day named. Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct TwelveInTheEveningTests {
    @Test func twelveEndsTheEvening() {
        let days: [(String, CivilDay)] = [("this", CivilDay(year: 2026, month: 1, day: 7)), ("tomorrow", CivilDay(year: 2026, month: 1, day: 8)),
                                          ("friday", CivilDay(year: 2026, month: 1, day: 9)), ("Friday", CivilDay(year: 2026, month: 1, day: 9)),
                                          ("jan 20", CivilDay(year: 2026, month: 1, day: 20)), ("next monday", CivilDay(year: 2026, month: 1, day: 12))]
        let parts = ["evening", "night", "Evening"]
        let clocks: [(String, Int)] = [("at 12", 0), ("at twelve", 0), ("around 12", 0), ("at 12:30", 30), ("at 12.15", 15)]
        var count = 0
        for (dayWords, day) in days {
            for part in parts {
                for (clock, minute) in clocks {
                    for frame in ["{x}", "party {x}!", "call me {x}, please"] {
                        let text = frame.replacingOccurrences(of: "{x}", with: "\(dayWords) \(part) \(clock)")
                        let found = Fixture.resolver().entities(in: text)
                        let wall = found.count == 1 ? TemporalPhenomenaTests.wall(found[0]) : nil
                        #expect(wall == LocalDateTime(day: day.adding(days: 1), hour: 0, minute: minute), "\(text): \(found.map { "\($0.text) \($0.value)" })")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 6 * 3 * 5 * 3)
        // The afternoon's 12 is noon; the evening's other hours are the afternoon's half of the day.
        #expect(Fixture.one("friday afternoon at 12").flatMap(TemporalPhenomenaTests.wall) == LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 9), hour: 12))
        #expect(Fixture.one("friday evening at 7").flatMap(TemporalPhenomenaTests.wall) == LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 9), hour: 19))
    }
}

/// "jan 20 night", "june 5th night": a number after a month name is its day and "night" that
/// day's night (a point at 22:00, as "friday night"); it was "20 night", twenty nights. A count
/// before "nights" with no month stays a length ("3 nights", "for two night").
struct MonthDayNightTests {
    @Test func theNightOfAMonthDay() {
        let months: [(String, Int)] = [("jan", 1), ("January", 1), ("feb", 2), ("june", 6), ("Sept", 9), ("dec", 12)]
        var count = 0
        for (name, month) in months {
            for (dayText, day) in [("20", 20), ("5th", 5), ("1st", 1), ("23rd", 23), ("12", 12)] {
                for frame in ["{x}", "on {x}", "party {x}!", "{x}, at the beach"] {
                    let text = frame.replacingOccurrences(of: "{x}", with: "\(name) \(dayText) night")
                    let found = Fixture.resolver().entities(in: text)
                    let wall = found.count == 1 ? TemporalPhenomenaTests.wall(found[0]) : nil
                    #expect(wall?.day.month == month && wall?.day.day == day && wall?.secondOfDay == 22 * 3600,
                            "\(text): \(found.map { "\($0.text) \($0.value)" })")
                    count += 1
                }
            }
        }
        #expect(count == 6 * 5 * 4)
        for (text, seconds) in [("for 3 nights", 3 * 86400.0), ("two night", 2 * 86400.0), ("stay 4 nights in june", 4 * 86400.0)] {
            #expect(Fixture.resolver().entities(in: text).contains { if case .duration(let s) = $0.value { return s == seconds } else { return false } }, "\(text)")
        }
    }
}

/// "late in the day", "early in the day": today's second or first half (12-24, 0-12), as "late"
/// and "early" halve any period. They were nothing. A day named after it is read on its own.
struct DayHalvesTests {
    @Test func lateAndEarlyInTheDay() {
        let today = CivilDay(year: 2026, month: 1, day: 7)
        var count = 0
        for (word, start, end) in [("late", 12, 24), ("early", 0, 12), ("Late", 12, 24), ("EARLY", 0, 12)] {
            for frame in ["{x}", "call me {x}", "it was {x}.", "{x}, the shop is quiet", "is {x} ok?"] {
                let phrase = "\(word) in the day"
                let text = frame.replacingOccurrences(of: "{x}", with: phrase)
                let found = Fixture.resolver().entities(in: text)
                guard found.count == 1, case .range(let s?, let e?, _) = found[0].value else {
                    Issue.record("\(text): \(found.map { "\($0.text) \($0.value)" })")
                    continue
                }
                #expect(found[0].text == phrase)
                #expect(LocalDateTime(s, in: Fixture.zone) == LocalDateTime(day: today, hour: start), "\(text)")
                #expect(LocalDateTime(e, in: Fixture.zone) == LocalDateTime(day: today, hour: end), "\(text)")
                count += 1
            }
        }
        #expect(count == 4 * 5)
        #expect(Fixture.resolver().entities(in: "late in the day of the launch").isEmpty)
    }
}
