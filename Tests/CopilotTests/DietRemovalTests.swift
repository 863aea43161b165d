import Foundation
@testable import Copilot
import Nutrition
import Testing

/// A diet or an allergy comes off the profile however it is said, and only the one named;
/// "show my profile" reads back what is kept.
struct DietRemovalTests {
    private func seeded() -> CopilotState {
        var state = CopilotState()
        _ = Fixtures.converse(["I'm allergic to dairy and peanuts", "I'm vegetarian"], state: &state)
        return state
    }

    @Test(arguments: ["remove the dairy allergy", "drop my milk allergy", "I'm not allergic to dairy anymore", "i am no longer allergic to lactose",
                      "forget my dairy intolerance"])
    func anAllergyComesOff(said: String) {
        var state = seeded()
        let reply = Fixtures.converse([said], state: &state)[0]
        #expect(state.model.nutrition.restrictions.allergies == ["peanut"], "\(said): \(reply)")
        #expect(state.model.nutrition.restrictions.preferences == [.vegetarian])
    }

    @Test(arguments: ["I'm no longer vegetarian", "i'm not a vegetarian anymore", "I don't eat vegetarian anymore", "drop the vegetarian diet",
                      "im not veggie now"])
    func aDietComesOff(said: String) {
        var state = seeded()
        let reply = Fixtures.converse([said], state: &state)[0]
        #expect(state.model.nutrition.restrictions.preferences.isEmpty, "\(said): \(reply)")
        #expect(state.model.nutrition.restrictions.allergies.sorted() == ["dairy", "peanut"])
    }

    @Test func removingWhatIsNotThereChangesNothingAndUndoBringsItBack() {
        var state = seeded()
        let before = state.model.nutrition
        let replies = Fixtures.converse(["I'm not allergic to shellfish anymore"], state: &state)
        #expect(replies[0].contains("no “shellfish”"), "\(replies[0])")
        #expect(state.model.nutrition == before)
        _ = Fixtures.converse(["remove the peanut allergy", "undo"], state: &state)
        #expect(state.model.nutrition == before)
    }

    @Test func theProfileIsReadBackInTheUsersUnits() {
        var state = CopilotState()
        // The units the measures were said in, until units are chosen outright.
        let replies = Fixtures.converse(["I'm a 41 year old woman, 5 foot 6, 160 lbs, moderately active", "I'm allergic to peanuts",
                                         "what do you know about me", "use metric units", "show my profile", "use imperial units", "show my profile"], state: &state)
        #expect(replies[2].contains("female, 41 years old, 160 lb, 5 ft 6 in, moderate activity"), "\(replies[2])")
        #expect(replies[2].contains("peanut allergy"))
        #expect(replies[4].contains("female, 41 years old, 72.6 kg, 168 cm, moderate activity"), "\(replies[4])")
        #expect(replies[6].contains("160 lb, 5 ft 6 in"), "\(replies[6])")
        #expect(replies[6].contains("Daily target: 2182 kcal"), "\(replies[6])")
    }
}
