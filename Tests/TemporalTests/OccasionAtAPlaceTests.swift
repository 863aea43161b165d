import Foundation
import Testing
@testable import Temporal

/// A meal or a part of the day had somewhere ("before dinner at mom's", "after lunch at the
/// diner") is that occasion, not the hour it usually comes: no bound is read, as with someone
/// ("before lunch with priya"). "at" a time ("before dinner at 7", "after lunch at about 1",
/// "before lunch at noon") still bounds and gives its time (new-user run 83; generated: bound ×
/// meal × place).
struct OccasionAtAPlaceTests {
    @Test func aMealSomewhereIsAnOccasion() {
        for bound in ["before", "after", "until"] {
            for meal in ["dinner", "lunch", "breakfast", "supper"] {
                for place in ["at mom's", "at the diner", "at joe's place", "at the Smiths'", "at work", "with the team"] {
                    let text = "remind me 2 hours \(bound) \(meal) \(place)"
                    let found = Fixture.resolver().entities(in: text)
                    #expect(!found.contains { $0.text.contains(meal) }, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                }
                for time in ["at 7", "at about 1", "at noon"] {
                    let text = "call her \(bound) \(meal) \(time)"
                    let found = Fixture.resolver().entities(in: text)
                    #expect(found.contains { $0.text.contains(meal) }, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                }
            }
        }
    }
}
