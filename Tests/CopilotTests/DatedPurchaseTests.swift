import Copilot
import Foundation
import Testing

/// Things to buy said with a date ("I need to buy a gift for mom by the 12th") are a to-do due
/// then, the verb as said its first word: a list item has no date, and the date is never dropped.
/// Without a date they go on the shopping list as before.
struct DatedPurchaseTests {
    static let frames = ["i need to %@ a gift for mom by friday", "we have to %@ a gift for mom by friday", "%@ a gift for mom by friday",
                         "I gotta %@ a gift for mom on friday"]
    static let verbs = ["buy", "pick up", "grab"]

    @Test func aDateMakesATodo() {
        for frame in Self.frames {
            for verb in Self.verbs {
                var state = CopilotState()
                let said = String(format: frame, verb)
                let replies = Fixtures.converse([said], state: &state)
                #expect(replies[0] == "Added “\(verb) a gift for mom”, due Fri 9 Jan.", "\(said): \(replies)")
                #expect(state.model.lists.allSatisfy { $0.items.isEmpty }, "\(said)")
            }
        }
    }

    @Test func withoutADateTheListAsBefore() {
        var state = CopilotState()
        let replies = Fixtures.converse(["i need to buy stamps", "pick up some bread"], state: &state)
        #expect(replies == ["Added to the shopping list: stamps.", "Added to the shopping list: bread."], "\(replies)")
        #expect(state.tasks.isEmpty)
    }
}
