import Foundation
@testable import Copilot
import Intents
import NLParse
import Testing

/// Questions a dieter asks about the day's food, in made-up wordings: a named nutrient leads the
/// answer, a meal named picks its entries, "did I go over" is the day against its target, a verb
/// that says the meal logs it as that meal.
struct NutritionQuestionPhrasingTests {
    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }

    /// A day with breakfast and lunch logged, and a calorie goal of 1800.
    func day(_ state: inout CopilotState) {
        _ = converse(["set my calorie goal to 1800", "log 2 eggs and a slice of toast for breakfast", "had a pear and a cup of lentil soup for lunch"], &state)
    }

    @Test func aNamedNutrientLeadsTheAnswer() {
        let asks: [(String, String)] = [("fiber", "g fiber"), ("fibre", "g fiber"), ("sugar", "g sugars"), ("sodium", "mg sodium"), ("salt", "mg sodium"), ("saturated fat", "g saturated fat")]
        for (said, shown) in asks {
            for frame in ["how much %@ did i get today", "how much %@ have i had", "what about %@", "%@ so far", "how much %@ does a pear have"] {
                var state = CopilotState()
                day(&state)
                let question = String(format: frame, said)
                let reply = converse([question], &state)[0]
                let lead = reply.components(separatedBy: ": ").dropFirst().first ?? ""
                #expect(lead.contains(shown) && lead.range(of: shown)!.lowerBound < (lead.range(of: "kcal")?.lowerBound ?? lead.endIndex), "\(question): \(reply)")
            }
        }
        // A measure the food table lacks is said so, not left out.
        var state = CopilotState()
        day(&state)
        #expect(converse(["how much cholesterol did i have today"], &state)[0].contains("no cholesterol figures"))
    }

    @Test func aMealNamedPicksItsEntries() {
        for (meal, has, lacks) in [("breakfast", "eggs", "pear"), ("lunch", "pear", "eggs")] {
            for frame in ["what did i have for %@", "what did i eat for %@ today", "show me what i ate for %@"] {
                var state = CopilotState()
                day(&state)
                let question = String(format: frame, meal)
                let reply = converse([question], &state)[0]
                #expect(reply.contains(has) && !reply.contains(lacks), "\(question): \(reply)")
            }
        }
        var state = CopilotState()
        day(&state)
        #expect(converse(["what did i have for dinner"], &state)[0].hasPrefix("Nothing logged for dinner"))
    }

    @Test func goingOverIsTheDayAgainstItsTarget() {
        for question in ["did i go over", "have i gone over my calories today", "did i go over my calorie goal", "did i blow my budget"] {
            var state = CopilotState()
            day(&state)
            let reply = converse([question], &state)[0]
            #expect(reply.contains("left of 1800 kcal"), "\(question): \(reply)")
        }
        for question in ["whats my total for today", "what's my daily total so far", "show my total"] {
            var state = CopilotState()
            day(&state)
            let reply = converse([question], &state)[0]
            #expect(reply.contains("Total:"), "\(question): \(reply)")
        }
    }

    @Test func aVerbThatSaysTheMealLogsIt() {
        for verb in ["snacked on", "munched on", "i nibbled on", "we grazed on"] {
            for food in ["a handful of almonds", "some grapes", "2 cookies"] {
                var state = CopilotState()
                let said = "\(verb) \(food)"
                let reply = converse([said], &state)[0]
                #expect(state.model.meals.first?.meal == "snack", "\(said): \(reply)")
            }
        }
    }

    /// "how many calories in that" right after a meal is logged asks about that meal, in any
    /// pointer, tense and nutrient; with no meal just logged, it asks which food.
    @Test func aPointerAfterAMealIsThatMeal() {
        let frames = ["how many calories in %@", "how many calories were in %@", "how much protein was in %@", "how much protein is in %@",
                      "how many carbs in %@", "what are the macros for %@", "how much fat is there in %@"]
        for pointer in ["that", "it", "this", "those", "these", "them"] {
            for frame in frames {
                var state = CopilotState()
                _ = converse(["set my calorie goal to 1800", "had 2 eggs and a slice of toast for lunch"], &state)
                let question = String(format: frame, pointer)
                let reply = converse([question], &state)[0]
                #expect(reply.hasPrefix("That lunch (2 eggs, a slice of toast): 2"), "\(question): \(reply)")
                // Another command in between: "that" no longer names the meal.
                _ = converse(["add task call the vet"], &state)
                #expect(converse([question], &state)[0].hasPrefix("Which food?"), "\(question) after a task")
            }
        }
        // A food named is still that food.
        var state = CopilotState()
        day(&state)
        #expect(converse(["how many calories in a banana"], &state)[0].contains("banana"))
    }
}

/// "am i under my calorie goal": where the day stands against a target is answered as what is
/// left of it (or how far over), for each nutrient with a target and in any standing word.
struct StandingAgainstATargetTests {
    @Test func whereTheDayStandsIsWhatIsLeft() {
        for word in ["under", "over", "within", "below", "on track with", "on track for"] {
            for (said, shown) in [("my calorie goal", "kcal left of 1800 kcal"), ("my calories", "kcal left of 1800 kcal"), ("on protein", "of protein left"),
                                  ("my carbs today", "of carbs left"), ("my daily fat target", "of fat left")] {
                var state = CopilotState()
                _ = Fixtures.converse(["set my calorie goal to 1800", "log 2 eggs and a slice of toast for breakfast"], state: &state)
                let question = "am i \(word) \(said)"
                let reply = Fixtures.converse([question], state: &state)[0]
                #expect(reply.contains(shown), "\(question): \(reply)")
            }
        }
    }
}
