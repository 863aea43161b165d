import Foundation
@testable import NLParse
import Testing

/// A number right after the words of stage 2's main text labels them ("chapter 3"): it stays in
/// the text, and only a number standing alone fills a number slot.
struct LabellingNumberTests {
    /// Stage 2 keeps a labelling number in the main text: a made-up intent the grammar never
    /// matches, read by a model of known weights.
    @Test func stageTwoKeepsALabellingNumberInTheText() throws {
        let grammar = try Grammar(sources: [(file: "t.grammar", text: "intent focus.start\n  pattern begin a session {minutes:number} for {task:text}\n")])
        let model = IntentModelTests.model(["zorp": ("focus.start", 9)], classes: ["focus.start", "none"])
        let parser = Parser(grammar: grammar, model: IntentModelSource(model: model, threshold: 0.5))
        let labelled = parser.parse("zorp chapter 3", context: IntentModelTests.context)
        #expect(labelled.intent == "focus.start" && labelled[slot: "task"] == .text("chapter 3") && labelled[slot: "minutes"] == nil, "\(labelled.slots)")
        let counted = parser.parse("zorp 3", context: IntentModelTests.context)
        #expect(counted[slot: "minutes"] == .number(3), "\(counted.slots)")
    }
}
