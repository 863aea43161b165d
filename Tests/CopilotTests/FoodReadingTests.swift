import Foundation
@testable import Copilot
import Testing

/// A line nothing else reads but the food table reads whole is offered as a meal to log, and
/// logged only on "yes"; a line with any word the food table does not know is not.
struct FoodReadingTests {
    @Test(arguments: ["oatmeal with blueberries", "black coffee", "2 eggs and toast", "a banana", "greek yogurt and granola"])
    func foodAloneIsOfferedAsAMeal(line: String) {
        var state = CopilotState()
        let asked = Fixtures.converse([line], state: &state)[0]
        #expect(asked.hasPrefix("Did you mean to log what you ate?"), "\(line): \(asked)")
        #expect(state.model.meals.isEmpty)
        _ = Fixtures.converse(["yes"], state: &state)
        #expect(state.model.meals.count == 1, "\(line)")
        #expect(state.model.meals.first?.items.isEmpty == false)
    }

    @Test func noLogsNothing() {
        var state = CopilotState()
        _ = Fixtures.converse(["black coffee", "no"], state: &state)
        #expect(state.model.meals.isEmpty)
    }

    @Test(arguments: ["hello there", "the weather is nice", "call mom", "blue sky thinking"])
    func aLineWithOtherWordsIsNotAMeal(line: String) {
        var state = CopilotState()
        let reply = Fixtures.converse([line], state: &state)[0]
        #expect(!reply.contains("Did you mean to log"), "\(line): \(reply)")
        #expect(state.model.meals.isEmpty)
    }

    /// "Should I log it as shrimp?" is a question "yes" answers: the dish's known foods are logged,
    /// into the meal just logged when part of the line was.
    @Test(arguments: ["dinner shrimp stir fry with rice", "i had rice and a shrimp stir-fry for dinner", "log shrimp stir fry and rice for dinner"])
    func aDishOfKnownFoodsIsLoggedOnYes(line: String) {
        var state = CopilotState()
        let asked = Fixtures.converse([line], state: &state)[0]
        #expect(asked.contains("Should I log it as shrimp?"), "\(line): \(asked)")
        #expect(state.model.meals.count == 1)
        _ = Fixtures.converse(["yes"], state: &state)
        #expect(state.model.meals.count == 1, "\(line)")
        #expect(state.model.meals.first?.meal == "dinner")
        #expect(state.model.meals.first?.items.map(\.foodName).sorted() == ["shrimp", "white rice"], "\(line)")
    }

    @Test func aDishAloneIsLoggedOnYesAndNoLogsNothing() {
        var state = CopilotState()
        _ = Fixtures.converse(["log chicken stir fry for lunch", "yes"], state: &state)
        #expect(state.model.meals.map(\.meal) == ["lunch"])
        #expect(state.model.meals.first?.items.map(\.foodName) == ["chicken breast"])
        var declined = CopilotState()
        _ = Fixtures.converse(["log chicken stir fry for lunch", "no"], state: &declined)
        #expect(declined.model.meals.isEmpty)
        // A part the table does not know ("zorblax") leaves nothing to say yes to, and the reply
        // asks no yes/no question: it names what it knows and asks what was in it. ("beef", which
        // only the table's descriptions name, is a part like any other.)
        let unknown = Fixtures.converse(["log a zorblax stir fry", "yes"], state: &declined)
        #expect(!unknown[1].contains("Logged"), "\(unknown[1])")
        #expect(declined.model.meals.isEmpty)
        for dish in ["chicken caesar salad", "salmon poke bowl", "turkey club wrap"] {
            let asked = Fixtures.converse(["ate a \(dish) for lunch"], state: &declined)[0]
            #expect(!asked.contains("Should I"), "\(dish): \(asked)")
            #expect(asked.contains("Tell me what was in it"), "\(dish): \(asked)")
        }
    }

    /// A line that is a dish of known foods and nothing else is offered as those foods, and says so
    /// (with a meal verb or a meal word first, the meal is logged and the dish asked about).
    @Test(arguments: ["chicken stir fry for lunch", "chicken stir-fry", "lunch: chicken stir fry", "log chicken stir fry", "chicken stir fry please"])
    func aDishAloneIsOfferedAsItsFoods(line: String) {
        var state = CopilotState()
        let asked = Fixtures.converse([line], state: &state)[0]
        #expect(asked.contains("as chicken breast") || asked.contains("log it as chicken breast?"), "\(line): \(asked)")
        #expect(state.model.meals.isEmpty)
        _ = Fixtures.converse(["yes"], state: &state)
        #expect(state.model.meals.first?.items.map(\.foodName) == ["chicken breast"], "\(line)")
    }
}
