import Foundation
@testable import Intents
import NLParse
import Testing

/// Item spans in the parse JSON are offsets of the text as typed, also when a word of the slot
/// was read corrected. Found by fuzzing `Parser.parse` (issue 26): in "log a quarte eaer cup of
/// raisins", "quarte" is read as "quarter", the meal slot's text is one character longer than
/// what was typed, and the last item's span ran past the end of the input and trapped.
struct CorrectedSlotSpanTests {
    private func items(_ text: String, slot: String) throws -> [JSONValue] {
        let result = IntentBuilderTests.parser.parse(text, context: TypedValuesTests.context)
        #expect(!result.corrections.isEmpty, "the line must take the corrected path")
        let json = TypedValues.json(result, in: TypedValuesTests.zone)
        guard case .array(let items) = try #require(json["values"]?[slot]?["items"]) else { throw Failure.notAnArray }
        return items
    }

    private enum Failure: Error { case notAnArray }

    @Test func aMealItemAfterALongerCorrectionIsWhereItWasTyped() throws {
        let text = "log a quarte eaer cup of raisins"
        let last = try #require(try items(text, slot: "meal").last)
        #expect(last["end"] == .number(Double(text.unicodeScalars.count)))
        #expect(last["text"]?.stringValue.map { text.hasSuffix($0) } == true)
    }

    /// Profile fields too (found by the hour-long FuzzJSONLine run): "U" read as "you" made the
    /// details two scalars longer than typed, and the height's span ran past the input's end.
    @Test func aProfileFieldAfterALongerCorrectionStaysInsideTheInput() throws {
        for filler in ["U", "u r", "-Y.U \u{FFFD}\u{FFFD}", "ur"] {
            let text = "my height is \(filler) 5'7\""
            let result = IntentBuilderTests.parser.parse(text, context: TypedValuesTests.context)
            let json = TypedValues.json(result, in: TypedValuesTests.zone)
            guard case .number(let end)? = json["values"]?["details"]?["profile"]?["height_cm"]?["end"] else { continue }
            #expect(Int(end) <= text.unicodeScalars.count, "\(text)")
        }
    }

    @Test func offsetsAfterACorrectedWordShiftBack() {
        // Typed "quarte" at 6..<12 is "quarter" in the slot's text (one scalar longer).
        let result = IntentBuilderTests.parser.parse("log a quarte eaer cup of raisins", context: TypedValuesTests.context)
        // The slot's text starts at typed scalar 4 ("a quarter eaer …"); "raisins" is at 22..<29 in it, typed at 25..<32.
        #expect(TypedValues.typed(22..<29, inSlotTextAt: 4, of: result) == 25..<32)
        // Inside the corrected word: its typed extent.
        #expect(TypedValues.typed(2..<9, inSlotTextAt: 4, of: result) == 6..<12)
    }
}
