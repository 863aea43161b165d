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
}
