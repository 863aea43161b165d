@testable import Copilot
import Foundation
import Nutrition
import Testing

/// A member's diet and allergies, and food logged for them: kept apart from the user's own log
/// and totals, each food checked against that member's restrictions.
struct FamilyMealsTests {
    static let names = ["Emma", "leo", "Ava"]

    @Test func anAllergyOrADietIsTheMembersOwn() {
        let frames: [(String, [String], [DietaryRestrictions.Preference])] = [
            ("%@ is allergic to peanuts", ["peanut"], []), ("%@ is also allergic to eggs and milk", ["egg", "dairy"], []),
            ("%@ has a severe shellfish allergy", ["shellfish"], []), ("%@ can't eat gluten", ["gluten"], []),
            ("%@ is vegetarian", [], [.vegetarian]), ("%@ went vegan", [], [.vegan]),
        ]
        for name in Self.names {
            for (frame, allergies, diets) in frames {
                var state = CopilotState()
                let said = String(format: frame, name)
                let replies = Fixtures.converse(["add \(name) as a child", said], state: &state)
                let stored = state.model.state(FamilyMeals.self).restrictions[name.lowercased()]
                #expect(stored?.allergies == allergies && stored?.preferences == diets, "\(said): \(replies)")
                #expect(replies[1].hasPrefix("Noted: "), "\(said): \(replies)")
                // the user's own profile is untouched
                #expect(state.model.nutrition.restrictions == DietaryRestrictions(), "\(said)")
            }
        }
    }

    @Test func foodLoggedForAMemberIsCheckedAndKeptApart() {
        for name in Self.names {
            let shown = name.prefix(1).uppercased() + name.dropFirst()
            for (log, meal) in [("\(name) had a ham sandwich for lunch", "lunch"), ("log a ham sandwich for \(name) for dinner", "dinner"),
                                ("log \(name.lowercased())'s breakfast: a ham sandwich", "breakfast")] {
                var state = CopilotState()
                let replies = Fixtures.converse(["add \(name) as a child", "\(name) is vegetarian", log, "what did \(name) eat today", "how many calories today"], state: &state)
                let meals = state.model.state(FamilyMeals.self).meals[name.lowercased()] ?? []
                #expect(meals.count == 1 && meals[0].meal == meal, "\(log): \(replies)")
                #expect(replies[2].contains("Warning for \(shown)") && replies[2].contains("does not fit vegetarian"), "\(log): \(replies)")
                #expect(replies[3].hasPrefix("\(shown) today"), "\(log): \(replies)")
                #expect(state.model.meals.isEmpty && replies[4].hasPrefix("Today: 0 kcal"), "\(log): \(replies)")
            }
        }
    }

    @Test func aNameThatIsNoMemberIsSaidSo() {
        var state = CopilotState()
        let replies = Fixtures.converse(["Leo is allergic to eggs", "I'm allergic to shellfish", "log 2 eggs for breakfast"], state: &state)
        #expect(replies[0].hasPrefix("Leo isn't in the household yet"), "\(replies)")
        // the user's own allergy and meal are the user's, as before
        #expect(state.model.nutrition.restrictions.allergies == ["shellfish"] && state.model.meals.count == 1, "\(replies)")
    }

    /// "what did the kids eat today": each child's food in turn (a parent's is not listed),
    /// however the group and the question are said.
    @Test func whatTheKidsAteIsEachChildsFood() {
        for group in ["the kids", "the children", "all the kids", "both kids"] {
            for (verb, tail) in [("did", "eat"), ("have", "eaten"), ("did", "have")] {
                for when in ["", " today"] {
                    var state = CopilotState()
                    _ = Fixtures.converse(["add emma as my daughter", "add leo as my son", "add sam as my wife",
                                           "emma had a banana for breakfast", "sam had a bagel for breakfast"], state: &state)
                    let said = "what \(verb) \(group) \(tail)\(when)"
                    let reply = Fixtures.converse([said], state: &state)[0]
                    #expect(reply.contains("Emma today") && reply.contains("banana"), "\(said): \(reply)")
                    #expect(reply.contains("Nothing logged for Leo today"), "\(said): \(reply)")
                    #expect(!reply.contains("bagel"), "\(said): \(reply)")
                }
            }
        }
        var state = CopilotState()
        let reply = Fixtures.converse(["what did the kids eat today"], state: &state)[0]
        #expect(reply.contains("No children"), "\(reply)")
    }
}
