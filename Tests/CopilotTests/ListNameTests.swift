import Copilot
import Foundation
import Testing

/// A list the user made with a name of several words, said where a one-word name would go:
/// "add nails to hardware store", with or without "the"/"my" and "list". The names come from the
/// user's lists (`listname` entities), and the reading with them is kept only when it ranks
/// strictly higher, so a name never hides a command's own words.
struct ListNameTests {
    static let names = ["hardware store", "Costco run", "camping trip gear"]
    static let determiners = ["", "the ", "my "]
    static let tails = ["", " list"]

    @Test func aListIsNamedByItsWords() {
        for name in Self.names {
            for determiner in Self.determiners {
                for tail in Self.tails {
                    var state = CopilotState()
                    let said = determiner + name + tail
                    let replies = Fixtures.converse(["create a list called \(name)", "add nails and a hammer to \(said)", "what's on \(said)",
                                                     "take nails off \(said)"], state: &state)
                    #expect(replies[1] == "Added to the \(name.lowercased()) list: nails, hammer.", "\(said): \(replies)")
                    #expect(replies[2].hasSuffix("list (2):\n  1. nails\n  2. hammer"), "\(said): \(replies)")
                    #expect(replies[3] == "Took off the \(name.lowercased()) list: nails (kept in restock).", "\(said): \(replies)")
                    #expect(state.model.lists.count == 1 && state.tasks.isEmpty, "\(said)")
                }
            }
        }
    }

    /// Renamed by its name alone: "rename hardware store to home depot" was read as renaming a task.
    @Test func aListRenamedByItsWords() {
        var state = CopilotState()
        let replies = Fixtures.converse(["create a list called hardware store", "add glue to hardware store", "rename hardware store to home depot",
                                         "add nails to home depot"], state: &state)
        #expect(replies[2] == "Renamed the hardware store list to “home depot” (1 item).", "\(replies)")
        #expect(replies[3] == "Added to the home depot list: nails.", "\(replies)")
    }

    /// A name made of a command's words changes nothing about the command: the to-do list stays
    /// the tasks, the shopping list stays the shopping list.
    @Test func aNameNeverHidesACommand() {
        var state = CopilotState()
        let replies = Fixtures.converse(["create a list called weekly shopping", "add eggs to the shopping list", "add bread to weekly shopping",
                                         "add task buy stamps", "what's on my to do list"], state: &state)
        #expect(replies[1] == "Added to the shopping list: eggs.", "\(replies)")
        #expect(replies[2] == "Added to the weekly shopping list: bread.", "\(replies)")
        #expect(replies[4].contains("buy stamps"), "\(replies)")
    }
}
