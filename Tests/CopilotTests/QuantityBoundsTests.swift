import Foundation
@testable import Copilot
import Testing

/// Numbers past what they count are refused with a reply, before anything is stored; each of
/// these crashed with "Double value cannot be converted to Int" (issue 26).
struct QuantityBoundsTests {
    @Test(arguments: [
        ("add 9223372036854775807 loaves of bread to the shopping list", "A count of things can be 0 to 10000; 9.223372036854776e+18 is outside that."),
        ("remove item 9223372036854775807", "An item number can be 1 to 1000000; 9.223372036854776e+18 is outside that."),
        ("log 9223372036854775807 eggs for breakfast",
         "Nothing logged. “9223372036854775807 eggs”: An amount of food can be 0 to 50000 g; 4.611686018427388e+20 g is outside that."),
        ("calories in 9223372036854775807 bananas",
         "“9223372036854775807 bananas”: An amount of food can be 0 to 50000 g; 1.0883579003488635e+21 g is outside that."),
        ("set protein to 9223372036854775807%", "A percentage can be 0 to 100%; 9.223372036854776e+18% is outside that."),
    ])
    func absurdNumbersAreRefused(line: String, reply: String) {
        var state = CopilotState()
        let before = state
        let answer = Fixtures.copilot.respond(to: line, state: &state, context: Fixtures.context)
        #expect(answer.text == reply)
        #expect(answer.outcome == .notDone)
        #expect(state.model == before.model)
    }

    @Test func aCorrectionToAnAbsurdAmountChangesNothing() {
        var state = CopilotState()
        let replies = Fixtures.converse(["log 2 eggs for breakfast", "actually it was 9223372036854775807 eggs"], state: &state)
        #expect(replies[1] == "Nothing changed. “9223372036854775807 eggs”: An amount of food can be 0 to 50000 g; 4.611686018427388e+20 g is outside that.")
        #expect(state.model.meals.first?.items.map(\.grams) == [100])
    }

    /// The poisoned store: 90,000,000,000,000,000 eggs was accepted and saved, and every later
    /// report of the day crashed. It is refused now; a store written before still reports.
    @Test func aPoisonedStoreIsNeitherWrittenNorFatal() throws {
        var state = CopilotState()
        let refused = Fixtures.converse(["log 90000000000000000 eggs for breakfast"], state: &state)
        #expect(refused == ["Nothing logged. “90000000000000000 eggs”: An amount of food can be 0 to 50000 g; 4.5e+18 g is outside that."])
        #expect(state.model.meals.isEmpty)

        _ = Fixtures.converse(["log 2 eggs for breakfast"], state: &state)
        state.model.meals[0].items[0].grams = 4.5e18
        state.model.meals[0].items[0].nutrients.kcal = 9.5e19
        let report = Fixtures.converse(["how many calories today"], state: &state)
        #expect(report[0].hasPrefix("Today: 9.5e+19 kcal, "))
    }

    @Test func mergingPastTheRangeAddsNothing() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add 6000 eggs to the shopping list", "add 6000 eggs to the shopping list"], state: &state)
        #expect(replies[1] == "Nothing added (eggs merged with what's on the shopping list): A count of things can be 0 to 10000; 12000 is outside that.")
        #expect(state.model.lists.first?.items.map(\.quantity) == [6000])
    }
}
