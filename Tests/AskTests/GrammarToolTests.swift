import Foundation
import Testing

@Suite(.serialized)
struct GrammarToolTests {
    private func grammarDirectory(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ask-tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return directory
    }

    @Test func lintReportsInEditorFormAndFailsOnErrors() throws {
        let directory = try grammarDirectory(["a.grammar": """
            rule unused = (x|y)
            intent task.add
              pattern add {title:text}
              pattern add tomorrow {title:text}
              example "add milk" -> title=milk
              reject "add bread"
            """])
        let output = try AskProcess.run(["grammar", "lint", directory.path])
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("a.grammar:1:6: warning: rule <unused> is never used") })
        #expect(lines.contains { $0.hasSuffix("a.grammar:4:15: warning: 'tomorrow' is read as a datetime, so it never matches as a word; use a {slot:datetime}") })
        #expect(lines.contains { $0.hasSuffix("a.grammar:6:10: error: reject \"add bread\" matches task.add") })
        #expect(lines.contains { $0.hasSuffix("a.grammar:4:11: warning: no example exercises this pattern") })
        #expect(lines.last == "1 error, 3 warnings in 1 files, 2 patterns")
    }

    @Test func bundledGrammarsLintWithoutErrors() throws {
        let output = try AskProcess.run(["grammar", "lint"])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout.contains("0 errors"))
    }

    @Test func grammarTestRunsExamplesAndCorpora() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus/tasks.jsonl")
        let output = try AskProcess.run(["grammar", "test", "--corpus", corpus.path])
        #expect(output.stdout.contains("examples: "))
        #expect(output.stdout.contains(", 0 failed\n"))
        #expect(output.stdout.contains("tasks.jsonl: "))
    }

    @Test func explainShowsCandidatesAlignmentAndClosestMisses() throws {
        let output = try AskProcess.run(AskProcess.pinned + ["explain", "add task: buy milk tomorrow"])
        #expect(output.stdout.contains("entities: datetime “tomorrow” at 19-27"))
        #expect(output.stdout.contains("→ task.add  (0, 2, 17)  Grammars/en/tasks.grammar:"))
        #expect(output.stdout.contains("  10-13  buy  → title:text"))
        #expect(output.stdout.contains("closest misses:"))
        let miss = try AskProcess.run(AskProcess.pinned + ["explain", "mark the report"])
        #expect(miss.stdout.contains("task.complete (Grammars/en/tasks.grammar:"))
        #expect(miss.stdout.contains("matched `mark the report` at 0-15, expected {ref:text} at 15"))
    }

    @Test func sampleIsRepeatableAndCountTotals() throws {
        let first = try AskProcess.run(["grammar", "sample", "task.add", "-n", "5", "--seed", "7"])
        let second = try AskProcess.run(["grammar", "sample", "task.add", "-n", "5", "--seed", "7"])
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.split(separator: "\n").count == 5)
        let unknown = try AskProcess.run(["grammar", "sample", "no.such"])
        #expect(unknown.status == 2)
        let count = try AskProcess.run(["grammar", "count"])
        #expect(count.stdout.contains("in all,"))
    }

    @Test func evalCorpusPrintsATableAndJSON() throws {
        let directory = try grammarDirectory(["rows.jsonl": """
            {"text": "add task buy milk", "families": ["task.add"], "slots": {"title": "buy milk"}}
            {"text": "play jazz", "families": ["none"]}
            {"text": "list tasks", "families": ["task.add"]}
            """])
        let output = try AskProcess.run(["eval", "corpus", directory.appendingPathComponent("rows.jsonl").path])
        #expect(output.stdout.contains("rows.jsonl"))
        #expect(output.stdout.contains("        2     0.500          1      0.000          1     1.000"))
        let json = try AskProcess.run(["--now", "2026-01-07T09:00:00-05:00", "eval", "corpus", "--json", directory.appendingPathComponent("rows.jsonl").path])
        #expect(json.stdout.hasPrefix("{\"files\":[{"))
    }

    /// The prompt notices an edited grammar before the next command; a broken edit keeps the
    /// last good grammar and prints the errors.
    @Test func promptReloadsEditedGrammarsAndKeepsTheLastGoodOne() throws {
        let directory = try grammarDirectory(["a.grammar": "intent help\n  pattern help\n"])
        let process = Process()
        process.executableURL = AskProcess.executable
        process.arguments = AskProcess.pinned + ["--grammars", directory.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = LineReader(output.fileHandleForReading)
        func send(_ line: String) -> String {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            return reader.nextLine()
        }
        #expect(send("undo").hasPrefix("Sorry, I didn't understand"))
        usleep(1_100_000)  // a new modification time
        try "intent help\n  pattern help\nintent undo\n  pattern undo\n".write(to: directory.appendingPathComponent("a.grammar"), atomically: true, encoding: .utf8)
        #expect(send("undo").hasPrefix("Reloaded 1 grammar files, 2 patterns."))
        #expect(reader.nextLine() == "Nothing to undo.")
        usleep(1_100_000)
        try "intent undo\n  pattern (undo\n".write(to: directory.appendingPathComponent("a.grammar"), atomically: true, encoding: .utf8)
        let reply = send("undo")
        #expect(reply.contains("a.grammar:2:11: error: '(' is never closed"))
        var rest = ""
        while !rest.contains("Nothing to undo.") { rest = reader.nextLine() }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

/// Reads a pipe line by line, waiting for each line.
final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func nextLine() -> String {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                return String(decoding: line, as: UTF8.self)
            }
            let chunk = handle.availableData
            if chunk.isEmpty {
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            buffer.append(chunk)
        }
    }
}
