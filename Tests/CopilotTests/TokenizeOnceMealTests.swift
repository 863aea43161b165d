import Copilot
import Foundation
import Intents
import NLParse
import Nutrition
import Testing
import Text

/// A line that logs a meal is tokenized once (issue 24), from the parse to the foods logged: the
/// meal parser reads the `meal` slot from the line's tokens (`MealLog.words`), not from its text.
struct TokenizeOnceMealTests {
    @Test(arguments: [
        "log 2 eggs and a slice of toast for breakfast",
        "I had a banana",
        "i snacked on a handful of almonds",
        "2 eggs for breakfast",  // the amount said apart, right before the food
        "lunch: a turkey sandwich and an apple",
        "log 200g greek yogurt with ½ cup blueberries",  // a number glued to its unit; beyond ASCII
        "i had a bagel this morning",  // a time of day taken off the end
    ])
    func loggingAMealTokenizesTheLineOnce(line: String) {
        // Once before counting: what is built on first use (the food table's lexicon, the typo
        // corrector's words) is not counted.
        var warm = CopilotState()
        _ = Fixtures.copilot.respond(to: line, state: &warm, context: Fixtures.context)
        var state = CopilotState()
        let (reply, calls) = TokenizerCalls.counting { Fixtures.copilot.respond(to: line, state: &state, context: Fixtures.context) }
        #expect(reply.intent == "meal.log")
        #expect(reply.outcome == .done, "\(reply.text)")
        #expect(state.model.meals.count == 1)
        #expect(calls == 1)
    }

    /// A line nothing else reads but the food table reads whole is offered as a meal ("Did you mean
    /// to log …?"), its foods read from the line's tokens, and "yes" logs them.
    @Test func aLineOfFoodsOfferedAsAMealIsTokenizedOnce() {
        let line = "oatmeal with blueberries"
        var warm = CopilotState()
        _ = Fixtures.copilot.respond(to: line, state: &warm, context: Fixtures.context)
        var state = CopilotState()
        let (reply, calls) = TokenizerCalls.counting { Fixtures.copilot.respond(to: line, state: &state, context: Fixtures.context) }
        #expect(reply.intent == "meal.log" && reply.question != nil, "\(reply.text)")
        #expect(calls == 1)
        let yes = Fixtures.copilot.respond(to: "yes", state: &state, context: Fixtures.context)
        #expect(yes.outcome == .done && state.model.meals.count == 1, "\(yes.text)")
    }

    /// A meal put together from pieces apart is read as put together: its own tokenizer call.
    @Test func aMealPutTogetherIsTokenizedAlone() throws {
        var state = CopilotState()
        let line = "I had eggs yesterday and toast"
        _ = Fixtures.copilot.respond(to: line, state: &state, context: Fixtures.context)
        state = CopilotState()
        let (reply, calls) = TokenizerCalls.counting { Fixtures.copilot.respond(to: line, state: &state, context: Fixtures.context) }
        #expect(reply.text.contains("eggs") && reply.text.contains("toast"), "\(reply.text)")
        #expect(calls == 2)
    }

    /// Parsing a part of a tokenized line gives what parsing its text alone gives.
    @Test(arguments: [
        ("log 2 eggs and a slice of toast for breakfast", "2 eggs and a slice of toast for breakfast"),
        ("I had 3-1/2 cups of 2% milk, hard-boiled eggs & 12oz steak.", "3-1/2 cups of 2% milk, hard-boiled eggs & 12oz steak."),
        ("ate #work 'fries' and a 2nd helping of mac_and_cheese", "'fries' and a 2nd helping of mac_and_cheese"),
        ("had 2 ½ cups—hard-boiled eggs for lunch", "2 ½ cups—hard-boiled eggs"),
        ("log café au lait and crème brûlée", "au lait and crème brûlée"),
    ])
    func aPartReadsAsItsTextAlone(line: String, meal: String) throws {
        let part = try #require(TokenizedPart(Tokenizer.tokenize(line), scalars: Self.range(of: meal, in: line), reading: meal))
        #expect(MealTokenizer.tokens(of: part) == MealTokenizer.tokenize(meal))
        let fromPart = MealParser.bundled().parse(part), alone = MealParser.bundled().parse(meal)
        #expect(fromPart.text == alone.text)
        #expect(fromPart.items.map(\.span) == alone.items.map(\.span))
        #expect(fromPart.items.map(\.text) == alone.items.map(\.text))
        #expect(fromPart.items.map(\.food?.id) == alone.items.map(\.food?.id))
        #expect(fromPart.items.map(\.grams) == alone.items.map(\.grams))
        #expect(fromPart.mealSpan == alone.mealSpan && fromPart.leadInSpans == alone.leadInSpans)
    }

    static func range(of piece: String, in text: String) -> Range<Int> {
        let scalars = Array(text.unicodeScalars), target = Array(piece.unicodeScalars)
        let start = (0...(scalars.count - target.count)).first { scalars[$0..<($0 + target.count)].elementsEqual(target) } ?? 0
        return start..<(start + target.count)
    }
}
