import Foundation
import Testing
@testable import Temporal

/// A Unicode fraction after a whole number, touching it or spaced ("1½ hours", "1 ½ hours"),
/// and "24/7", which says "all the time", not the 24th of July.
///
/// Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct FractionAndIdiomTests {
    @Test func aFractionAfterAWholeNumberTouchingOrSpaced() {
        var count = 0
        for whole in [1, 2, 3, 12] {
            for (fraction, value) in [("½", 0.5), ("¼", 0.25), ("¾", 0.75)] {
                for (unit, seconds) in [("hours", 3600.0), ("days", 86400.0), ("minutes", 60.0), ("weeks", 604800.0)] {
                    for space in ["", " "] {
                        for lead in ["", "for ", "it took "] {
                            let text = "\(lead)\(whole)\(space)\(fraction) \(unit)"
                            let found = Fixture.resolver().entities(in: text)
                            #expect(found.count == 1 && found.first?.value == .duration(seconds: (Double(whole) + value) * seconds), "\(text): \(found)")
                            count += 1
                        }
                    }
                }
            }
        }
        #expect(count == 4 * 3 * 4 * 2 * 3)
        // "in 2 ½ days" counts on from now as "in 2.5 days" does.
        let a = Fixture.resolver().entities(in: "in 2 ½ days")
        let b = Fixture.resolver().entities(in: "in 2.5 days")
        #expect(a.count == 1 && a.first?.value == b.first?.value, "\(a) vs \(b)")
    }

    @Test func twentyFourSevenIsNoDate() {
        for text in ["open 24/7", "24/7 support", "we're available 24/7.", "Open 24/7 and on holidays", "runs 24/7, all year", "24/7"] {
            #expect(!Fixture.resolver().entities(in: text).contains { $0.type == .date }, "\(text)")
        }
        // With a date lead-in or a year it is a date again (day first or month first as the locale says).
        for text in ["on 24/7", "24/7/2027", "due 24/7"] {
            let found = Fixture.resolver(dateOrder: .dayMonth).entities(in: text)
            #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0])?.day.month == 7 && TemporalPhenomenaTests.wall(found[0])?.day.day == 24, "\(text): \(found)")
        }
    }
}
