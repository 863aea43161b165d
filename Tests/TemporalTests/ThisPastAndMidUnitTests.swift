import Foundation
import Testing
@testable import Temporal

/// "this past week", "this coming month": "this" before "past" or "coming" and a unit is part of
/// the span and names the same stretch as "past week", "coming month" (it was left out of the
/// span). "midweek", "midmonth", "midyear" run together read as "mid-week" and "mid week" (they
/// were nothing). Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct ThisPastAndMidUnitTests {
    @Test func thisPastAndComing() {
        var count = 0
        for unit in ["week", "month", "year", "weekend", "quarter"] {
            for word in ["past", "coming", "upcoming"] {
                for frame in ["{x}", "what did we sell {x}?", "{x}, I think", "plans for {x}"] {
                    let text = frame.replacingOccurrences(of: "{x}", with: "this \(word) \(unit)")
                    let plain = frame.replacingOccurrences(of: "{x}", with: "\(word) \(unit)")
                    let found = Fixture.resolver().entities(in: text)
                    let reference = Fixture.resolver().entities(in: plain)
                    #expect(found.count == 1 && found[0].text == "this \(word) \(unit)", "\(text): \(found.map(\.text))")
                    #expect(found.first.flatMap(TemporalPhenomenaTests.days).map { "\($0.first) \($0.last)" }
                            == reference.first.flatMap(TemporalPhenomenaTests.days).map { "\($0.first) \($0.last)" }, "\(text)")
                    count += 1
                }
            }
        }
        #expect(count == 5 * 3 * 4)
    }

    @Test func midRunTogether() {
        for unit in ["week", "month", "year"] {
            let reference = Fixture.one("mid-\(unit)").flatMap(TemporalPhenomenaTests.days)
            #expect(reference != nil, "mid-\(unit)")
            for form in ["mid\(unit)", "mid \(unit)", "Mid\(unit)", "MID\(unit.uppercased())"] {
                for frame in ["{x}", "let's meet {x}", "{x}, maybe"] {
                    let text = frame.replacingOccurrences(of: "{x}", with: form)
                    let found = Fixture.resolver().entities(in: text)
                    #expect(found.count == 1 && found[0].text == form, "\(text): \(found.map(\.text))")
                    #expect(found.first.flatMap(TemporalPhenomenaTests.days).map { "\($0.first) \($0.last)" } == reference.map { "\($0.first) \($0.last)" }, "\(text)")
                }
            }
        }
    }
}
