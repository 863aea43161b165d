import Copilot
import Foundation
import Store
import Testing

/// Undo and redo as a change log: steps cost the rows they changed, survive restarts and work
/// across processes (two stores on one file stand for two processes).
@Suite struct ChangeLogTests {
    @Test func undoAndRedoWorkAcrossInstancesAndRestarts() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        let first = try StoreFixtures.assistant(path)
        try StoreFixtures.say(first, "add task renew passport", "add task call mom")
        let second = try StoreFixtures.assistant(path)
        #expect(try StoreFixtures.say(second, "undo") == ["Undone: added “call mom”."])
        #expect(try first.state().model.tasks.map(\.title) == ["renew passport"])
        first.database?.close()
        let third = try StoreFixtures.assistant(path)
        #expect(try StoreFixtures.say(third, "redo") == ["Redone: added “call mom”."])
        #expect(try second.state().model.tasks.map(\.title) == ["renew passport", "call mom"])
        // A new change drops what could be redone.
        try StoreFixtures.say(third, "undo", "add task water plants")
        #expect(try StoreFixtures.say(second, "redo") == ["Nothing to redo."])
    }

    @Test func aStepCostsTheRowsItChangedNotTheModel() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        let assistant = try StoreFixtures.assistant(path)
        for index in 0..<120 { try StoreFixtures.say(assistant, "add task item \(index)") }
        try StoreFixtures.say(assistant, "log 2 eggs for breakfast", "done 7")
        let sizes = try #require(assistant.database).stepSizes()
        #expect(sizes.count == SQLiteStore.stepLimit)
        // A task and the next number (and what "it" means): a handful of rows, never 120.
        #expect(sizes.allSatisfy { $0 <= 4 }, "\(sizes)")
        #expect(try StoreFixtures.say(assistant, "undo", "undo") == ["Undone: completed “item 6”.", "Undone: logged breakfast."])
        #expect(try assistant.state().model.meals.isEmpty)
    }

    @Test func aRefusedCommandWritesNothing() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        let assistant = try StoreFixtures.assistant(path)
        try StoreFixtures.say(assistant, "add task a", "done 1")
        let steps = try #require(assistant.database).stepSizes()
        assistant.database?.close()
        // Closed, the WAL is folded into the file: its bytes are the whole state.
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let again = try StoreFixtures.assistant(path)
        #expect(try StoreFixtures.say(again, "done 1", "done 9").allSatisfy { !$0.hasPrefix("Done") })
        #expect(try again.database!.stepSizes() == steps)
        again.database?.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func deletingFromTheMiddleOfALogUndoesInPlace() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        let assistant = try StoreFixtures.assistant(path)
        try StoreFixtures.say(assistant, "add milk, eggs and bread to the shopping list", "note: one", "note: two", "note: three")
        try StoreFixtures.say(assistant, "remove item 2")
        let before = try assistant.state().model
        try StoreFixtures.say(assistant, "undo")
        #expect(try assistant.state().model.lists.first?.items.map(\.name) == ["milk", "eggs", "bread"])
        try StoreFixtures.say(assistant, "redo")
        #expect(try assistant.state().model == before)
    }
}
