import Foundation
import Grammars
@testable import NLParse
import Testing

@Suite(.serialized)
struct CommandLineTests {
    @Test func parseJSONGivesIntentSlotsAndSpans() throws {
        let output = try AskProcess.run(AskProcess.pinned + ["parse", "--json", "Add task: finish proposal by Friday 5pm"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix(#"{"text":"Add task: finish proposal by Friday 5pm","intent":"task.add","slots":{"title":"finish proposal","due":"2026-01-09T17:00:00-05:00"},"spans":[{"slot":"title","start":10,"end":25,"text":"finish proposal","utf8_start":10,"utf8_end":25},{"slot":"due","start":26,"end":39,"text":"by Friday 5pm""#))
    }

    @Test func versionIsPrintedNotParsed() throws {
        let output = try AskProcess.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("ask ") && output.stdout.split(separator: "\n").count == 1)
        #expect(!output.stdout.contains("understand"))
    }

    /// A line only the intent model reads says so, with its confidence; a typo says what it was read as.
    /// The model is a made-up one given with `--model` (it reads "zorp" as a reminder), so the test
    /// does not move with each retraining of the shipped model.
    @Test func parseSaysWhichStageReadTheLineAndWhatWasCorrected() throws {
        let grammar = try Grammar.load(directory: #require(BundledGrammars.directory()), label: BundledGrammars.label())
        let classes = Set(grammar.intents.map(\.name)).union(["none"]).sorted()
        let zorp = IntentModel(classes: classes, features: [IntentFeatures.unigram("zorp")], scales: [12.0 / 127],
                               weights: classes.map { $0 == "reminder.add" ? 127 : 0 }, bias: classes.map { _ in 0 }, provenance: "test")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ask-zorp-\(UUID().uuidString).model")
        try zorp.encoded().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let model = try AskProcess.run(AskProcess.pinned + ["--model", file.path, "parse", "--json", "zorp the vet tomorrow"])
        #expect(model.stdout.contains(#""intent":"reminder.add""#), "\(model.stdout)")
        #expect(model.stdout.contains(#""stage":"model""#))
        let grammarOnly = try AskProcess.run(AskProcess.pinned + ["--no-model", "parse", "--json", "zorp the vet tomorrow"])
        #expect(grammarOnly.stdout.contains(#""intent":"none""#))
        let typo = try AskProcess.run(AskProcess.pinned + ["parse", "--json", "add eggs to the shoping list"])
        #expect(typo.stdout.contains(#""slots":{"items":"eggs","list":"shopping"}"#))
        #expect(typo.stdout.contains(#""corrections":[{"from":"shoping","to":"shopping","start":16,"end":23"#))
    }

    @Test func quotedTitlesAreNeverParsed() throws {
        let output = try AskProcess.run(AskProcess.pinned + ["parse", "--json", "add task \"meet friday\" tomorrow"])
        #expect(output.stdout.contains(#""slots":{"title":"meet friday","due":"2026-01-08"}"#))
    }

    @Test func oneShotRunsAndExitCodesSayWhatHappened() throws {
        let done = try AskProcess.run(AskProcess.pinned + ["add task buy milk p2"])
        #expect(done.status == 0)
        #expect(done.stdout == "Added “buy milk” · p2.\n")
        let unknown = try AskProcess.run(AskProcess.pinned + ["flibbertigibbet"])
        #expect(unknown.status == 1)
        let usage = try AskProcess.run(["--now", "yesterday-ish", "list"])
        #expect(usage.status == 2)
        #expect(usage.stderr.hasPrefix("ask: --now needs an ISO-8601 time with offset"))
        #expect(usage.stderr.split(separator: "\n").count == 1)
    }

    @Test func pipedSessionAddsListsCompletesAndUndoes() throws {
        let script = """
            add task: finish proposal by friday 5pm #work p1
            add task buy milk
            add task call mom
            list
            done 2
            I finished the proposal
            undo
            list

            """
        let output = try AskProcess.run(AskProcess.pinned, stdin: Data(script.utf8))
        #expect(output.status == 0)
        #expect(output.stdout == """
            Added “finish proposal”, due Fri 9 Jan at 17:00 · #work · p1.
            Added “buy milk”.
            Added “call mom”.
            3 open tasks:
              1. finish proposal · due Fri 9 Jan at 17:00 · #work · p1
              2. buy milk
              3. call mom
            Done: “buy milk”. 2 open tasks left.
            New badge: First task done.
            Done: “finish proposal”. 1 open task left.
            Undone: completed “finish proposal”.
            2 open tasks:
              1. finish proposal · due Fri 9 Jan at 17:00 · #work · p1
              3. call mom

            """)
    }

    @Test func emptyHugeAndBinaryInputAnswerWithoutCrashing() throws {
        let empty = try AskProcess.run(AskProcess.pinned + ["parse", "--json", ""])
        #expect(empty.status == 1)
        #expect(empty.stdout.contains(#""intent":"none""#))

        let huge = Data((String(repeating: "add task ", count: 120_000) + "\n").utf8)
        let long = try AskProcess.run(AskProcess.pinned + ["parse", "--jsonl"], stdin: huge)
        #expect(long.status == 0)
        #expect(long.stdout.contains(#""error":"input is too long to parse: 1080000 characters, the limit is 2000""#))

        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes.removeAll { $0 == 0x0A }
        bytes.append(0x0A)
        let binary = try AskProcess.run(AskProcess.pinned + ["parse", "--jsonl"], stdin: Data(bytes))
        #expect(binary.status == 0)
        #expect(binary.stdout.hasSuffix("}\n"))
    }

    @Test func jsonlTakesPlainLinesAndObjectsWithTheirOwnNow() throws {
        let input = """
            add task pay rent tomorrow
            {"text": "add task pay rent tomorrow", "now": "2026-03-01T10:00:00+01:00"}
            {"text": 5}

            """
        let output = try AskProcess.run(AskProcess.pinned + ["parse", "--jsonl"], stdin: Data(input.utf8))
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""due":"2026-01-08""#))
        #expect(lines[1].contains(#""due":"2026-03-02""#))
        #expect(lines[2].contains(#""error":"a line starting with '{' must be a JSON object with a \"text\" string""#))
    }

    @Test func aBrokenGrammarIsReportedWithFileLineColumnAndCaret() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ask-grammar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "intent task.add\n  pattern add [task {title:text}\n".write(to: directory.appendingPathComponent("tasks.grammar"), atomically: true, encoding: .utf8)
        let output = try AskProcess.run(AskProcess.pinned + ["--grammars", directory.path, "add task x"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("tasks.grammar:2:15: error: '[' is never closed; expected ']'\n      pattern add [task {title:text}\n                  ^"))
    }
}
