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
