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

    /// Ounces and pints, as a US label gives them: their millilitres.
    @Test func ouncesAndPints() throws {
        let (assistant, _) = try store()
        try StoreFixtures.say(assistant, "i drank 16 oz of water", "I had 8 ounces of water", "log a pint of water", "drank 12 fl oz of water")
        #expect(try drinks(assistant).map { Int($0.rounded()) } == [473, 237, 473, 355])
    }

    /// A day's goal, said many ways: kept, said beside today's total, refused out of range,
    /// undone like a drink.
    @Test func aDaysGoal() throws {
        for (said, milliliters) in [("set my water goal to 2 liters", 2000.0), ("my water goal is 8 glasses a day", 2000), ("change my daily water target to 1.5 L", 1500),
                                    ("I want to drink 64 oz of water a day", 1893), ("water goal: 3 bottles", 1500)] {
            let (assistant, _) = try store()
            let reply = try StoreFixtures.say(assistant, said)[0]
            #expect(reply.hasPrefix("Water goal: "), "\(said): \(reply)")
            #expect(try assistant.state().model.state(WaterLog.self).goal.map { $0.rounded() } == milliliters, "\(said)")
        }
        let (assistant, _) = try store()
        #expect(try StoreFixtures.say(assistant, "set my water goal to 2 liters", "how much water today", "I drank 2 glasses of water", "how much water today", "log 2 l of water")
                == ["Water goal: 2 L a day; 0 ml so far today.", "No water logged today (goal: 2 L).", "Logged 500 ml of water; 500 ml of 2 L today (1.5 L to go).",
                    "You've had 500 ml of 2 L of water today (1.5 L to go).", "Logged 2 L of water; 2.5 L of 2 L today: goal reached."])
        #expect(try StoreFixtures.say(assistant, "how much water did i drink yesterday") == ["No water logged yesterday."])
        #expect(try StoreFixtures.say(assistant, "set my water goal to 20 liters") == ["A day's water goal can be 250 ml to 10 L; 20 L is outside that."])
        #expect(try StoreFixtures.say(assistant, "undo", "undo", "undo", "undo") == ["Undone: logged 2 L of water.", "Undone: logged 500 ml of water.", "Undone: set the water goal to 2 L.", "Nothing to undo."])
        #expect(try assistant.state().model.state(WaterLog.self).goal == nil)
    }

    /// The amount glued to its unit ("500ml", "2l", "1.5L") is water, as it is with a space.
    @Test func anAmountGluedToItsUnit() throws {
        let (assistant, _) = try store()
        try StoreFixtures.say(assistant, "drank 500ml of water", "log 2l of water", "I had 1.5L of water", "add 330ml water")
        #expect(try drinks(assistant) == [500, 2000, 1500, 330])
    }

    /// The state is one `values` row, `family.water`, in the form stores already hold.
    @Test func theStoredRow() throws {
        let (assistant, path) = try store()
        try StoreFixtures.say(assistant, "I drank 2 glasses of water", "set my water goal to 2 liters")
        assistant.database?.close()
        #expect(try WindowedLoadTests.sqlite(path, #"SELECT key, payload FROM "values" WHERE key = 'family.water'"#)
                == #"family.water|{"drinks":[{"drunk":1767794400,"milliliters":500}],"goal":2000}"#)
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
