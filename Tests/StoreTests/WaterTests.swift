import Copilot
import Foundation
import Store
import Testing

/// Water, the worked example of docs/GRAMMAR.md: said many ways, kept in the SQLite store, taken
/// back by undo through the store's change log.
@Suite struct WaterTests {
    private func store() throws -> (Assistant, String) {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        return (try StoreFixtures.assistant(path), path)
    }

    private func drinks(_ assistant: Assistant) throws -> [Double] {
        try assistant.state().model.state(WaterLog.self).drinks.map(\.milliliters)
    }

    @Test func theFourPhrasesLogAndAnswer() throws {
        let (assistant, _) = try store()
        #expect(try StoreFixtures.say(assistant, "I drank 2 glasses of water") == ["Logged 500 ml of water; 500 ml today."])
        #expect(try StoreFixtures.say(assistant, "log 500 ml of water") == ["Logged 500 ml of water; 1 L today."])
        #expect(try StoreFixtures.say(assistant, "had a bottle of water") == ["Logged 500 ml of water; 1.5 L today."])
        #expect(try StoreFixtures.say(assistant, "how much water today") == ["You've had 1.5 L of water today."])
        #expect(try drinks(assistant) == [500, 500, 500])
    }

    @Test func unitsAndNumberWordsAreTheGrammarsValueMaps() throws {
        let (assistant, _) = try store()
        try StoreFixtures.say(assistant, "I just drank two cups of water", "drank half a litre of water", "log 1.5 liters of water",
                              "add three glasses of water", "I had one mug of water", "log 330 millilitres of water")
        #expect(try drinks(assistant) == [480, 500, 1500, 750, 240, 330])
        #expect(try StoreFixtures.say(assistant, "how much water have I had today") == ["You've had 3.8 L of water today."])
    }

    /// The amount glued to its unit ("500ml", "2l", "1.5L") is water, as it is with a space.
    @Test func anAmountGluedToItsUnit() throws {
        let (assistant, _) = try store()
        try StoreFixtures.say(assistant, "drank 500ml of water", "log 2l of water", "I had 1.5L of water", "add 330ml water")
        #expect(try drinks(assistant) == [500, 2000, 1500, 330])
    }

    @Test func storedInTheDatabaseAndUndoneThroughItsChangeLog() throws {
        let (first, path) = try store()
        try StoreFixtures.say(first, "I drank 2 glasses of water", "log 500 ml of water")
        first.database?.close()
        // A new process: the water is read back from the file.
        let second = try StoreFixtures.assistant(path)
        #expect(try drinks(second) == [500, 500])
        // One drink is one small step: the water row, not the model.
        #expect(try #require(second.database).stepSizes().last ?? 0 <= 2)
        #expect(try StoreFixtures.say(second, "undo") == ["Undone: logged 500 ml of water."])
        #expect(try drinks(second) == [500])
        second.database?.close()
        let third = try StoreFixtures.assistant(path)
        #expect(try drinks(third) == [500])
        #expect(try StoreFixtures.say(third, "redo", "how much water today") == ["Redone: logged 500 ml of water.", "You've had 1 L of water today."])
        #expect(try drinks(third) == [500, 500])
    }

    @Test func nothingLoggedYetAndOtherDrinksAreNotWater() throws {
        let (assistant, _) = try store()
        #expect(try StoreFixtures.say(assistant, "how much water today") == ["No water logged today."])
        try StoreFixtures.say(assistant, "I drank a glass of wine")
        #expect(try drinks(assistant).isEmpty)
    }
}
