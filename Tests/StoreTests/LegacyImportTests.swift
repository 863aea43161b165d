import Copilot
import Foundation
import Store
import Testing

/// Today's JSON state is imported on the first run, undo history included, and kept beside the
/// database renamed.
@Suite struct LegacyImportTests {
    @Test func theStateFileOfTodaysReleaseIsImportedWithItsHistory() throws {
        let directory = StoreFixtures.directory()
        let legacy = directory + "/state.json"
        try FileManager.default.copyItem(atPath: StoreFixtures.releasedStateFile, toPath: legacy)
        let json = try StateStore(url: URL(fileURLWithPath: legacy)).load()
        #expect(json.history.count == 19 && json.undone.count == 1 && json.pending != nil)

        let assistant = try Assistant(copilot: StoreFixtures.copilot, location: .sqlite(path: directory + "/ask.sqlite", legacy: legacy))
        #expect(assistant.notices.count == 1)
        #expect(assistant.notices.first?.contains("state.json.imported") == true)
        #expect(!FileManager.default.fileExists(atPath: legacy))
        #expect(FileManager.default.fileExists(atPath: legacy + ".imported"))

        let stored = try assistant.state()
        var expected = json.model
        expected.tasks.sort { $0.id < $1.id }
        #expect(stored.model == expected)
        #expect(stored.pending == json.pending)
        let counts = try #require(assistant.database).stepCounts()
        #expect(counts.undo == 19 && counts.redo == 1)

        // Redo the undone step, then undo all 20: the oldest snapshot comes back, row by row.
        let pending = try StoreFixtures.say(assistant, "cancel")
        #expect(pending.first?.hasPrefix("OK") == true)
        #expect(try StoreFixtures.say(assistant, "redo") == ["Redone: added “undo me”."])
        for _ in 0..<20 { try StoreFixtures.say(assistant, "undo") }
        #expect(try assistant.state().model.withoutConversation == json.history[0].model.withoutConversation)
        #expect(try StoreFixtures.say(assistant, "undo") == ["Nothing to undo."])
        for _ in 0..<19 { try StoreFixtures.say(assistant, "redo") }
        #expect(try assistant.state().model.withoutConversation == expected.withoutConversation)
    }

    @Test func aSecondRunImportsNothing() throws {
        let directory = StoreFixtures.directory()
        let legacy = directory + "/state.json"
        try FileManager.default.copyItem(atPath: StoreFixtures.releasedStateFile, toPath: legacy)
        _ = try Assistant(copilot: StoreFixtures.copilot, location: .sqlite(path: directory + "/ask.sqlite", legacy: legacy))
        // An older ask writes state.json again: the database is not empty, so it is left alone.
        try FileManager.default.copyItem(atPath: StoreFixtures.releasedStateFile, toPath: legacy)
        let again = try Assistant(copilot: StoreFixtures.copilot, location: .sqlite(path: directory + "/ask.sqlite", legacy: legacy))
        #expect(again.notices.isEmpty)
        #expect(FileManager.default.fileExists(atPath: legacy))
    }

    @Test func aBrokenStateFileIsNotImportedAndStaysPut() throws {
        let directory = StoreFixtures.directory()
        let legacy = directory + "/state.json"
        try Data("{\"format\": \"something else\"".utf8).write(to: URL(fileURLWithPath: legacy))
        #expect(throws: StoreFailure.self) {
            _ = try Assistant(copilot: StoreFixtures.copilot, location: .sqlite(path: directory + "/ask.sqlite", legacy: legacy))
        }
        #expect(FileManager.default.fileExists(atPath: legacy))
    }
}
