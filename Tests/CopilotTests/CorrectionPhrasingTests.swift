import Foundation
@testable import Copilot
import Testing

/// Corrections said as a correction word and the new amount alone ("actually 2 slices"), and
/// a child's day asked as "what did Liam do": made-up variants, checked on stored values.
struct CorrectionPhrasingTests {
    @Test func aCorrectionWordAndAnAmountChangeTheLastMeal() {
        for oops in ["actually", "sorry,", "wait", "oops", "actually no,"] {
            for (amount, slices) in [("2 slices", 2.0), ("3", 3.0), ("two slices", 2.0)] {
                var state = CopilotState()
                let replies = Fixtures.converse(["i had pizza for dinner", "\(oops) \(amount)"], state: &state)
                let grams = state.model.meals.first?.items.first?.grams ?? 0
                #expect(abs(grams - 69 * slices) < 0.5, "\(oops) \(amount): \(replies[1])")
            }
        }
    }

    @Test func itemsJoinedByNAreTwoUnlessKeptTogether() {
        var state = CopilotState()
        _ = Fixtures.converse(["add eggs n bacon and mac n cheese to the shopping list"], state: &state)
        #expect(state.model.lists.first?.items.map(\.name) == ["eggs", "bacon", "mac n cheese"])
    }

    @Test func whatAChildDidIsTheirDay() {
        for question in ["what did liam do today", "what did Liam do", "how much did liam read today"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add liam as my son", "liam did 45 min of reading", question], state: &state)
            #expect(replies[2].contains("45 minutes of learning"), "\(question): \(replies[2])")
        }
    }
}
