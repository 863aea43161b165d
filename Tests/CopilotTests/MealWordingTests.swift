@testable import Copilot
import Foundation
import NLParse
import Testing

/// A dieter's words from new-user run 57, each in made-up variants: a whole meal taken off by its
/// name ("delete my snack"), the meal named before the food in a correction ("change breakfast
/// eggs to 3"), what a food holds with no measure named ("what's in 100g of oats"), and a period's
/// totals said with its possessive ("show this week's calories").
struct MealWordingTests {
    static let day = ["log two eggs for breakfast", "log a tablespoon of peanut butter as a snack", "log an apple as a snack", "log a cup of rice for dinner"]

    @Test func aWholeMealIsTakenOffByItsName() {
        for verb in ["delete", "remove", "erase", "scratch", "clear"] {
            for determiner in ["my ", "the ", "this ", ""] {
                var state = CopilotState()
                _ = Fixtures.converse(Self.day, state: &state)
                let line = "\(verb) \(determiner)snack"
                let replies = Fixtures.converse([line, line, line], state: &state)
                #expect(replies[0] == "Removed your snack: an apple (95 kcal).", "\(line): \(replies)")
                #expect(replies[1] == "Removed your snack: a tablespoon of peanut butter (96 kcal).", "\(line): \(replies)")
                #expect(replies[2] == "No snack is logged today.", "\(line): \(replies)")
                #expect(state.model.meals.compactMap(\.meal) == ["breakfast", "dinner"], "\(line)")
            }
        }
        var state = CopilotState()
        _ = Fixtures.converse(Self.day, state: &state)
        #expect(Fixtures.converse(["delete breakfast", "undo"], state: &state) == ["Removed your breakfast: two eggs (143 kcal).", "Undone: removed your breakfast."])
    }

    @Test func aMealWithNoneLoggedMayBeAnEvent() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add lunch with sam tomorrow at noon", "delete lunch"], state: &state)
        #expect(replies[1] == "Deleted “lunch with sam”.", "\(replies)")
        #expect(Fixtures.converse(["delete dinner"], state: &state) == ["No dinner is logged today."])
        for line in ["cancel lunch", "delete lunch with sam"] {
            #expect(Fixtures.copilot.parser.parse(line, context: Fixtures.context).intent != "meal.delete", "\(line)")
        }
    }

    @Test func theMealNamedBeforeTheFoodInACorrection() {
        for verb in ["change", "update", "fix", "correct"] {
            for determiner in ["", "my ", "the "] {
                var state = CopilotState()
                _ = Fixtures.converse(Self.day, state: &state)
                let line = "\(verb) \(determiner)breakfast eggs to 3"
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(reply.hasPrefix("Changed breakfast: two eggs (100 g, 143 kcal) → 3 eggs (150 g"), "\(line): \(reply)")
            }
        }
    }

    @Test func whatAFoodHolds() {
        for opening in ["what's in", "whats in", "what is in", "what's inside"] {
            for food in ["100g of oats", "a cup of milk", "a medium banana"] {
                var state = CopilotState()
                let line = "\(opening) \(food)"
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(reply.hasPrefix("\(food) (") && reply.contains("kcal") && reply.contains("protein"), "\(line): \(reply)")
            }
        }
        for line in ["what's in the fridge", "what's in my shopping list", "what's in restock", "what's in store for today"] {
            #expect(Fixtures.copilot.parser.parse(line, context: Fixtures.context).intent != "nutrition.query", "\(line)")
        }
    }

    @Test func aPeriodsTotalsSaidWithItsPossessive() {
        for (said, label) in [("this week's", "This week"), ("today's", "Today"), ("this month's", "This month")] {
            for form in ["show %@ calories", "%@ protein", "what are %@ carbs", "show me %@ calories so far"] {
                var state = CopilotState()
                _ = Fixtures.converse(Self.day, state: &state)
                let line = String(format: form, said)
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(reply.hasPrefix("\(label): ") && reply.contains("kcal"), "\(line): \(reply)")
            }
        }
    }
}

/// An activity a meal came before or after ("a protein shake after the gym", "a banana before my
/// run") is said, not eaten: the food is logged alone, over foods, activities and verbs.
struct MealAroundAnActivityTests {
    @Test func theActivityIsNoFood() {
        let foods: [(said: String, name: String)] = [("a banana", "banana"), ("2 eggs", "egg"), ("a protein shake", "protein powder"), ("greek yogurt", "greek yogurt")]
        let activities = ["after the gym", "before my run", "after practice", "post-workout", "after work", "before yoga"]
        for (index, food) in foods.enumerated() {
            for (activityIndex, activity) in activities.enumerated() {
                let verb = ["i had", "ate", "log", "just had"][(index + activityIndex) % 4]
                let line = "\(verb) \(food.said) \(activity)"
                var state = CopilotState()
                let replies = Fixtures.converse([line], state: &state)
                #expect(state.model.meals.flatMap(\.items).map(\.foodName) == [food.name], "\(line): \(replies)")
            }
        }
    }
}
