import Copilot
import Foundation
import Testing

/// Items moved between lists: off the list named (or the one that has them), onto the other,
/// which is made if new; nothing goes to restock, and undo puts them back.
struct ListMoveTests {
    static let verbs = ["move", "transfer", "shift"]
    static let determiners = ["", "the ", "my "]

    @Test func itemsMoveToAnotherList() {
        for verb in Self.verbs {
            for determiner in Self.determiners {
                var state = CopilotState()
                let said = "\(verb) \(determiner)cleats to \(determiner)target list"
                let replies = Fixtures.converse(["add eggs and cleats to the shopping list", said], state: &state)
                #expect(replies[1] == "Moved from the shopping list to the target list: cleats.", "\(said): \(replies)")
                let lists = Dictionary(uniqueKeysWithValues: state.model.lists.map { ($0.name, $0.items.map(\.name)) })
                #expect(lists == ["shopping": ["eggs"], "target": ["cleats"]], "\(said)")
                #expect(state.model.lists.allSatisfy { $0.restock.isEmpty }, "\(said)")
            }
        }
    }

    @Test func fromANamedListAndBack() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add eggs, milk and bread to the shopping list", "move the eggs and milk from the shopping list to the costco list",
                                         "move bananas to the costco list", "undo"], state: &state)
        #expect(replies[1] == "Moved from the shopping list to the costco list: eggs, milk.", "\(replies)")
        #expect(replies[2] == "bananas is not on any list.", "\(replies)")
        #expect(state.model.lists.first { $0.name == "shopping" }?.items.map(\.name) == ["eggs", "milk", "bread"], "\(replies)")
    }

    /// A task moved to a day stays a task's move.
    @Test func aTaskMovedToADayIsNoListMove() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task call the dentist", "move the dentist to friday"], state: &state)
        #expect(replies[1].hasPrefix("Changed “call the dentist”: due Fri 9 Jan"), "\(replies)")
    }
}
