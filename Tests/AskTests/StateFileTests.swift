import Foundation
import Testing

@Suite(.serialized)
struct StateFileTests {
    private func temporaryState() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ask-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("state.json")
    }

    private let now = ["--now", "2026-01-07T09:00:00-05:00"]

    @Test func stateSurvivesBetweenRuns() throws {
        let state = try temporaryState()
        _ = try AskProcess.run(now + ["--state", state.path, "add task renew passport"])
        let list = try AskProcess.run(now + ["--state", state.path, "list"])
        #expect(list.stdout == "1 open task:\n  1. renew passport\n")
        let undo = try AskProcess.run(now + ["--state", state.path, "undo"])
        #expect(undo.stdout == "Undone: added “renew passport”.\n")
    }

    @Test func aCorruptStateFileIsRefusedAndKept() throws {
        let state = try temporaryState()
        let garbage = Data("not json at all".utf8)
        try garbage.write(to: state)
        let output = try AskProcess.run(now + ["--state", state.path, "add task x"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("is not a valid ask state"))
        #expect(try Data(contentsOf: state) == garbage)
    }

    /// The JSON store's failure used to be wrapped whole in the store's: path and advice twice.
    @Test func aSymlinkToAnEmptyStateIsRefusedInOneCleanLine() throws {
        let state = try temporaryState()
        let target = state.deletingLastPathComponent().appendingPathComponent("real.json")
        try Data().write(to: target)
        let link = state.deletingLastPathComponent().appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let output = try AskProcess.run(now + ["--state", link.path, "add task x"])
        #expect(output.status == 1)
        let message = "ask: the state file \(link.path) is not a valid ask state (invalid JSON). It was left untouched; move it aside to start afresh, or pass --state PATH.\n"
        #expect(output.stderr == message)
        #expect(output.stderr.components(separatedBy: "left untouched").count == 2)
        #expect(try Data(contentsOf: target).isEmpty)
    }

    /// Kills writers with SIGKILL at arbitrary moments: the file must always load, and every
    /// command that finished must be in it.
    @Test func killNineNeverLeavesAHalfWrittenFile() throws {
        let state = try temporaryState()
        var finished = 0
        for round in 0..<12 {
            let process = Process()
            process.executableURL = AskProcess.executable
            process.arguments = now + ["--state", state.path, "add task item \(round)"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(UInt32.random(in: 0...40_000)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .exit && process.terminationStatus == 0 { finished += 1 }
            let list = try AskProcess.run(now + ["--state", state.path, "list"])
            // a kill mid-write leaves a temporary file, which the next run removes and names
            let debrisOnly = list.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("ask: Removed ") && $0.contains("left by an interrupted ask") }
            #expect(list.status == 0 && (list.stderr.isEmpty || debrisOnly), "state unreadable after a kill in round \(round): \(list.stderr)")
        }
        let list = try AskProcess.run(now + ["--state", state.path, "list"])
        let count = list.stdout.split(separator: "\n").count - 1
        #expect(count >= finished)
    }
}
