import Foundation
import Testing
@testable import Temporal

/// "30 minutes later", "2 days earlier": an amount said with nothing it counts from carries the
/// amount (`TemporalEntity.shift`), so a command moving something counts it from that thing; the
/// value still counts from now. Anything anchored ("in 30 minutes", "30 minutes ago", "2 days
/// after friday") or of no fixed length ("a month later") has none.
struct ShiftTests {
    @Test func anUnanchoredAmountCarriesItsShift() {
        let amounts: [(String, Double)] = [("30 minutes", 1800), ("an hour", 3600), ("two hours", 7200), ("1 hour 30 minutes", 5400),
                                           ("15 mins", 900), ("2 days", 172_800), ("a week", 604_800), ("45 seconds", 45)]
        for (amount, seconds) in amounts {
            for (word, sign) in [("later", 1.0), ("earlier", -1.0)] {
                for frame in ["{a} {w}", "move it {a} {w}", "push the meeting about {a} {w}"] {
                    let text = frame.replacingOccurrences(of: "{a}", with: amount).replacingOccurrences(of: "{w}", with: word)
                    let entity = Fixture.resolver().entities(in: text).last
                    #expect(entity?.shift == sign * seconds, "\(text): \(String(describing: entity))")
                }
            }
        }
        for text in ["in 30 minutes", "30 minutes ago", "2 days after friday", "an hour from now", "a month later", "tomorrow", "at 5pm later"] {
            let entities = Fixture.resolver().entities(in: text)
            #expect(entities.allSatisfy { $0.shift == nil }, "\(text): \(entities)")
        }
    }
}
