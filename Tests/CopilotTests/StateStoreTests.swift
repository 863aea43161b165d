import Copilot
import Foundation
import Testing

struct StateStoreTests {
    @Test func roundTripsTheState() throws {
        let store = StateStore(url: Fixtures.temporaryURL())
        var state = CopilotState()
        _ = Fixtures.converse(["add task: finish proposal by friday 5pm #work p1 @desk"], state: &state)
        try store.save(state)
        #expect(try store.load() == state)
    }

    @Test func aMissingFileIsAnEmptyState() throws {
        #expect(try StateStore(url: Fixtures.temporaryURL()).load() == CopilotState())
    }

    @Test func aCorruptFileIsAnErrorAndIsNeverOverwritten() throws {
        let url = Fixtures.temporaryURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data("{\"format\": \"ask-state\", \"tasks\": [1, 2".utf8)
        try garbage.write(to: url)
        let store = StateStore(url: url)
        #expect(throws: StateStore.Failure.self) { try store.load() }
        #expect(throws: StateStore.Failure.self) {
            try store.update { state in state.nextTaskID = 99 }
        }
        #expect(try Data(contentsOf: url) == garbage)
        do {
            _ = try store.load()
        } catch {
            #expect(error.description.contains("is not a valid ask state"))
            #expect(error.description.contains("left untouched"))
        }
    }

    @Test func aForeignJSONFileIsNotMistakenForState() throws {
        let url = Fixtures.temporaryURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"format\": \"something-else\", \"version\": 1, \"state\": {}}".utf8).write(to: url)
        #expect(throws: StateStore.Failure.self) { try StateStore(url: url).load() }
    }

    @Test func updateSavesOnlyWhenTheStateChanged() throws {
        let url = Fixtures.temporaryURL()
        let store = StateStore(url: url)
        try store.update { _ in }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        try store.update { state in state.nextTaskID = 5 }
        #expect(try store.load().nextTaskID == 5)
    }
}
