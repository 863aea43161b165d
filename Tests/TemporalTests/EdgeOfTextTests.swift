import Foundation
import Testing
@testable import Temporal

/// Rules look ahead and behind by fixed offsets; at the edges of the text those looks go through
/// `TemporalParser.inText` and read nothing, never out of range.
///
/// Issue 26: "1/2 cu.p tomato, cored and cut intundoo 1/2-in" crashed with an index out of range
/// in `followsAlarm`, called with the index just past the last token (the glue word "in" ends it).
@Test func aGlueWordEndingTheTextReadsNothingPastIt() {
    // The last "1/2" is read as a date as it is without the "-in"; nothing past "in" is looked at.
    let found = Fixture.resolver().entities(in: "1/2 cu.p tomato, cored and cut intundoo 1/2-in")
    #expect(found.map(\.text) == ["1/2"])
    #expect(found.map(\.range) == [40..<43])
    #expect(Fixture.resolver().entities(in: "1/2-in").map(\.text) == Fixture.resolver().entities(in: "1/2").map(\.text))
    #expect(Fixture.resolver().entities(in: "in").isEmpty)
}

/// Every prefix of sentences whose rules look furthest ahead (alarms, clocks, dates with
/// separators, ranges) resolves without a fault.
@Test(arguments: [
    "set the alarm for 7 tomorrow", "alarm for ten ten and 5", "12 15 at 3 p . m .", "2026-01-27T10:00 to 3/4",
    "every monday except the 5th at", "from 9-10 @ noon on 1/2/2026", "half past 3 in the",
])
func everyPrefixResolves(sentence: String) {
    let tokens = sentence.split(separator: " ")
    for length in 0...tokens.count {
        _ = Fixture.resolver().entities(in: tokens.prefix(length).joined(separator: " "))
    }
}
