import Foundation
@testable import Copilot
import Testing

/// A meal eaten before, logged again (`meal.repeat`): the same foods and amounts as a new meal
/// now, from the day said or the last one before today, in made-up wordings; one undo step; a
/// meal not logged then is said so and nothing is added. Now is Wednesday 7 January, 09:00.
struct MealRepeatTests {
    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }

    /// Breakfast (2 eggs, toast) and lunch (a banana) on Monday and Tuesday, different each day.
    func logged() -> CopilotState {
        var state = CopilotState()
        _ = converse(["log 2 eggs and a slice of toast for breakfast on monday", "log a banana for lunch on monday",
                      "log a cup of oatmeal for breakfast yesterday", "log an apple for lunch yesterday"], &state)
        #expect(state.model.meals.count == 4)
        return state
    }

    func today(_ state: CopilotState) -> [MealEntry] {
        state.model.meals.filter { Fixtures.format($0.eaten).hasPrefix("2026-01-07") }
    }

    @Test func aMealOfADaySaidInAnyWording() {
        let cases: [(String, String, [String])] = [
            ("same breakfast as yesterday", "breakfast", ["a cup of oatmeal"]),
            ("I had the same breakfast as yesterday", "breakfast", ["a cup of oatmeal"]),
            ("i had the same lunch as on monday", "lunch", ["a banana"]),
            ("same lunch as monday", "lunch", ["a banana"]),
            ("log yesterday's lunch again", "lunch", ["an apple"]),
            ("copy yesterday's breakfast to today", "breakfast", ["a cup of oatmeal"]),
            ("repeat monday's breakfast", "breakfast", ["2 eggs", "a slice of toast"]),
            ("log my breakfast from monday again", "breakfast", ["2 eggs", "a slice of toast"]),
            ("repeat my last lunch", "lunch", ["an apple"]),
            ("log my last breakfast again", "breakfast", ["a cup of oatmeal"]),
            ("log monday's breakfast again for lunch", "lunch", ["2 eggs", "a slice of toast"]),
        ]
        for (said, meal, foods) in cases {
            var state = logged()
            let reply = converse([said], &state)[0]
            let added = today(state)
            #expect(added.count == 1 && added.first?.meal == meal, "\(said): \(reply)")
            #expect(added.first?.items.map(\.text) == foods, "\(said): \(reply)")
            // The same amounts: the grams and calories of the day it was eaten.
            let source = state.model.meals.filter { $0.items.map(\.text) == foods }.first
            #expect(added.first?.items.map(\.grams) == source?.items.map(\.grams), "\(said)")
            _ = converse(["undo"], &state)
            #expect(today(state).isEmpty && state.model.meals.count == 4, "\(said), undone")
        }
    }

    @Test func aMealNotLoggedThenAddsNothing() {
        var state = logged()
        for said in ["same dinner as yesterday", "repeat my last dinner", "log sunday's breakfast again"] {
            let reply = converse([said], &state)[0]
            #expect(reply.hasPrefix("No ") || reply.hasPrefix("Nothing"), "\(said): \(reply)")
        }
        #expect(today(state).isEmpty && state.model.meals.count == 4)
        for said in ["log yesterday", "same time as yesterday"] {
            #expect(Fixtures.copilot.parser.parse(said, context: Fixtures.context).intent != "meal.repeat", "\(said)")
        }
    }
}
