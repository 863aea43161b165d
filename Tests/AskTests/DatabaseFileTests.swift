import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The SQLite store as a user meets it: the default place, the first-run import, export and
/// import, and kill -9 in the middle of writes.
@Suite(.serialized) struct DatabaseFileTests {
    let now = ["--now", "2026-01-07T09:00:00-05:00"]

    private func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ask-db-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theDefaultStoreIsADatabaseAndImportsTheOldStateFile() throws {
        let home = try directory()
        try FileManager.default.createDirectory(atPath: home + "/ask", withIntermediateDirectories: true)
        _ = try AskProcess.run(now + ["--state", home + "/ask/state.json", "add task renew passport"])
        let environment = ["XDG_DATA_HOME": home]
        let first = try AskProcess.run(now + ["list"], environment: environment)
        #expect(first.stdout.contains("renew passport"))
        #expect(first.stderr.contains("Imported \(home)/ask/state.json into \(home)/ask/ask.sqlite; the JSON file is kept as \(home)/ask/state.json.imported."))
        let second = try AskProcess.run(now + ["undo"], environment: environment)
        #expect(second.stdout == "Undone: added “renew passport”.\n" && second.stderr.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home + "/ask").sorted() == ["ask.sqlite", "state.json.imported", "state.json.lock"])
    }

    @Test func exportAndImportFromTheCommandLine() throws {
        let home = try directory()
        let database = home + "/ask.sqlite"
        _ = try AskProcess.run(now + ["--state", database, "add task: finish proposal by friday 5pm #work p1"])
        _ = try AskProcess.run(now + ["--state", database, "dentist next tuesday 3-4pm"])
        let ics = try AskProcess.run(now + ["--state", database, "export", "--format", "ics"])
        #expect(ics.stdout.contains("BEGIN:VEVENT\r\n") && ics.stdout.contains("DTSTART;TZID="))
        let todo = try AskProcess.run(now + ["--state", database, "export", "--format", "todotxt"])
        #expect(todo.stdout == "(A) 2026-01-07 finish proposal +work due:2026-01-09\n")
        _ = try AskProcess.run(now + ["--state", database, "export", home + "/all.json"])
        let other = home + "/other.sqlite"
        let imported = try AskProcess.run(now + ["--state", other, "import", home + "/all.json"])
        #expect(imported.stdout.hasPrefix("Imported all.json: 2 tasks"))
        _ = try AskProcess.run(now + ["--state", other, "export", home + "/again.json"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: home + "/all.json")) == Data(contentsOf: URL(fileURLWithPath: home + "/again.json")))
        let bad = try AskProcess.run(now + ["--state", other, "export", "--format", "csv"])
        #expect(bad.status == 2)
    }

    /// The prompt writes a stream of tasks and is killed with SIGKILL at a random moment, round
    /// after round until at least 500 writes were acknowledged (issue 25: "a kill -9 test at
    /// random moments over 500 writes"); every reply it printed (each printed after its
    /// transaction committed) must be in the store, the store must open after every kill, and
    /// once opened and closed again no file but the database is left (no -wal, -shm or journal).
    @Test func killNineDuringWritesLosesNothingAcknowledged() throws {
        let home = try directory()
        let database = home + "/ask.sqlite"
        // A one-pattern grammar: the prompt starts in a tenth of the time, so more of each round
        // is spent writing.
        let grammars = try directory()
        try Data("intent task.add\n  says \"add a task\"\n  pattern add task {title:text}\n".utf8).write(to: URL(fileURLWithPath: grammars + "/tasks.grammar"))
        var acknowledged: [String] = []
        var generator = SystemRandomNumberGenerator()
        var round = 0
        while round < 30 || (acknowledged.count < 500 && round < 150) {
            defer { round += 1 }
            let process = Process()
            process.executableURL = AskProcess.executable
            process.arguments = now + ["--grammars", grammars, "--no-model", "--state", database]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let lines = (0..<400).map { "add task r\(round) item \($0)\n" }.joined()
            let writer = Thread { input.fileHandleForWriting.write(Data(lines.utf8)) }
            writer.start()
            // Once the first reply is out (the grammar is loaded), kill at a random moment of the
            // writes that follow.
            var seen = Data()
            var deadline = Date().addingTimeInterval(10)
            var started = false
            let handle = output.fileHandleForReading
            fcntl(handle.fileDescriptor, F_SETFL, O_NONBLOCK)
            while Date() < deadline {
                if !started, seen.contains(10) {
                    started = true
                    deadline = Date().addingTimeInterval(Double.random(in: 0...0.4, using: &generator))
                }
                var buffer = [UInt8](repeating: 0, count: 65536)
                let count = read(handle.fileDescriptor, &buffer, buffer.count)
                if count > 0 { seen.append(contentsOf: buffer[0..<count]) } else { usleep(2_000) }
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let replies = String(decoding: seen, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            for reply in replies where reply.hasPrefix("Added “") {
                acknowledged.append(String(reply.dropFirst(7).prefix { $0 != "”" }))
            }
            let check = try AskProcess.run(now + ["--state", database, "export", "--format", "todotxt"])
            #expect(check.status == 0 && check.stderr.isEmpty, "store did not open after the kill in round \(round): \(check.stderr)")
            if check.status != 0 { return }
            let left = try FileManager.default.contentsOfDirectory(atPath: home)
            #expect(left == ["ask.sqlite"], "after the kill in round \(round) and a clean open: \(left)")
        }
        let tasks = Set(try AskProcess.run(now + ["--state", database, "export", "--format", "todotxt"]).stdout
            .split(separator: "\n").map { String($0.split(separator: " ", maxSplits: 1)[1]) })
        print("kill -9: \(acknowledged.count) writes acknowledged over \(round) kills")
        let missing = acknowledged.filter { !tasks.contains($0) }
        #expect(missing.isEmpty, "acknowledged but missing: \(missing.prefix(5))")
        #expect(acknowledged.count >= 500, "only \(acknowledged.count) writes acknowledged in \(round) rounds")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home) == ["ask.sqlite"])
    }
}
