import Copilot
import Foundation
import Testing

/// A list emptied stays a list: "clear the shopping list" takes every item off into restock, as
/// ticking each off would; "delete the shopping list" is the one that removes it.
struct ListEmptyingTests {
    static let verbs = ["clear", "empty", "wipe", "clear out", "empty out", "remove everything from", "delete all items on", "take everything off"]
    static let determiners = ["the ", "my ", "our ", ""]

    @Test func anEmptiedListStays() {
        for verb in Self.verbs {
            for determiner in Self.determiners {
                var state = CopilotState()
                let said = "\(verb) \(determiner)shopping list"
                let replies = Fixtures.converse(["add milk and eggs to the shopping list", said, "what's on the shopping list"], state: &state)
                #expect(replies[1] == "Cleared the shopping list: milk, eggs (kept in restock).", "\(said): \(replies)")
                #expect(state.model.lists.count == 1 && state.model.lists[0].items.isEmpty, "\(said)")
                #expect(state.model.lists.first?.restock.map(\.name) == ["milk", "eggs"], "\(said)")
            }
        }
    }

    /// No list named: the one things go on when none is named (the shopping list).
    @Test func anUnnamedListIsTheShoppingList() {
        for verb in ["clear", "empty", "wipe", "clear out"] {
            for object in ["the list", "my list", "our list", "list"] {
                var state = CopilotState()
                let said = "\(verb) \(object)"
                let replies = Fixtures.converse(["add milk and eggs to the shopping list", said], state: &state)
                #expect(replies[1] == "Cleared the shopping list: milk, eggs (kept in restock).", "\(said): \(replies)")
            }
        }
    }

    @Test func undoPutsTheItemsBack() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add paper plates to the party list", "clear the party list", "undo", "clear the party list", "clear the party list"], state: &state)
        #expect(replies[2].hasPrefix("Undone: cleared the party list"), "\(replies)")
        #expect(replies[4] == "The party list is empty already.", "\(replies)")
    }

    @Test func deletingStillRemovesTheList() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add nails to the hardware list", "delete the hardware list"], state: &state)
        #expect(replies[1] == "Deleted the hardware list (1 item).", "\(replies)")
        #expect(state.model.lists.isEmpty)
    }
}
