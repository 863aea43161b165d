import Foundation
import Testing
@testable import Temporal

/// A number glued to one letter after a label noun ("Form 4a", "Room 12b", "seat 3a") names the
/// thing; the letter is not "am" or "pm". "at 4p" and "9a-5p" stay times.
struct LabelIsNoTimeTests {
    @Test func aLabelsNumberAndLetter() {
        let nouns = ["Form", "form", "Room", "room", "apt", "Flat", "unit", "Gate", "seat", "Row", "platform", "page", "question", "aisle"]
        var count = 0
        for noun in nouns {
            for label in ["4a", "12b", "3p", "10a", "7p"] {
                for frame in ["fill in {l}", "{l} is ready", "meet at {l} tomorrow", "go to {l}"] {
                    let text = frame.replacingOccurrences(of: "{l}", with: "\(noun) \(label)")
                    let found = Fixture.resolver().entities(in: text)
                    #expect(!found.contains { $0.text.contains(label) }, "\(text): \(found.map(\.text))")
                    count += 1
                }
            }
        }
        #expect(count == 280)
        for text in ["at 4p", "9a-5p", "call mom 4p", "friday 10a"] {
            #expect(!Fixture.resolver().entities(in: text).isEmpty, "\(text)")
        }
    }
}
