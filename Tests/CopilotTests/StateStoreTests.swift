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
            try store.update { state in state.model.nextTaskID = 99 }
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
        try store.update { state in state.model.nextTaskID = 5 }
        #expect(try store.load().model.nextTaskID == 5)
    }
}

struct StateCompatibilityTests {
    /// A state file from before reminders, events and notes existed still loads, with nothing lost.
    @Test func olderStateFilesLoadWithDefaultsForNewFields() throws {
        let url = Fixtures.temporaryURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = """
            {"format":"ask-state","version":1,"state":{"history":[],"model":{"tasks":[{"id":4,"title":"renew passport","tags":[],"created":"2026-01-01T10:00:00Z"}]}}}
            """
        try Data(old.utf8).write(to: url)
        let state = try StateStore(url: url).load()
        #expect(state.tasks.map(\.title) == ["renew passport"])
        #expect(state.tasks[0].kind == .task)
        #expect(state.model.nextTaskID == 5)
        #expect(state.model.notes.isEmpty)
    }

    /// Members saved before roles' relations, goals and the rewards log existed, and tasks saved
    /// before they could be for a member, load with those fields empty.
    @Test func membersAndTasksFromBeforeTheHouseholdLoad() throws {
        let url = Fixtures.temporaryURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = """
            {"format":"ask-state","version":1,"state":{"history":[],"model":{"members":[{"name":"Emma","role":"child","points":12}],\
            "tasks":[{"id":1,"kind":"reminder","title":"sign the slip","tags":[],"created":"2026-01-01T10:00:00Z"}]}}}
            """
        try Data(old.utf8).write(to: url)
        let state = try StateStore(url: url).load()
        #expect(state.model.members == [{ var emma = Member(name: "Emma", role: .child); emma.points = 12; return emma }()])
        #expect(state.model.members[0].dailyGoalMinutes == nil && state.model.members[0].rewards.isEmpty)
        #expect(state.tasks[0].member == nil)
    }
}
