import Benchmark
import BenchmarkSupport
import Foundation
import Grammars
import Intents
import NLParse
import Temporal

/// Parse latency on a fixed mix of commands, grammar load + JIT time, and the temporal
/// resolver on short sentences and on long hostile inputs. Run in release:
///
///     cd Benchmarks && swift package --allow-writing-to-package-directory benchmark
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    let directory = BundledGrammars.directory()!
    let grammar = try! Grammar.load(directory: directory)
    // Patterns are JIT-compiled on first use; compile all now so no case pays for it.
    grammar.compileAllJIT()
    // The grammar alone (stage 1, no typo tolerance), as before stage 2 existed; and the parser
    // as the shell builds it: typo tolerance and the intent model (stage 2), both warmed up.
    var grammarOnly = Parser(grammar: grammar)
    grammarOnly.correctsSpelling = false
    let parser = Parser(grammar: grammar, model: IntentModelSource(contentsOf: directory.appendingPathComponent(BundledGrammars.modelFile)))
    _ = parser.model?.model
    _ = parser.spelling.corrector
    let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(identifier: "America/New_York")!)

    /// One parse per iteration, cycling through `inputs`.
    func parseBenchmark(_ name: String, _ inputs: [String], parser: Parser = parser) {
        let cursor = Cursor()
        Benchmark(name) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(parser.parse(cursor.next(inputs), context: context))
            }
        }
    }

    // Batch JSON (`ask parse --jsonl`): the lines of the repository's own corpus files, parsed,
    // then parsed and written as the typed JSON line; the second should cost at most 1.5 x the first.
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Corpus")
    let corpusLines: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted().filter { $0.hasSuffix(".jsonl") }.flatMap { name in
        ((try? String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)) ?? "").split(separator: "\n").compactMap { line in
            JSONValue.parse(String(line))?["text"]?.stringValue
        }
    }
    precondition(!corpusLines.isEmpty, "no corpus lines under \(corpus.path)")
    parseBenchmark("batch: corpus lines, parse", corpusLines)
    let jsonCursor = Cursor()
    Benchmark("batch: corpus lines, parse + JSON line") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(TypedValues.json(parser.parse(jsonCursor.next(corpusLines), context: context), in: context.timeZone).text)
        }
    }

    parseBenchmark("parse: quick-add line", [
        "add task: finish proposal by friday 5pm #work p1",
        "add task call mom tomorrow at 6 @phone",
        "todo: renew passport next monday !!",
        "add task book flights to Lisbon #\"summer trip\" high priority",
    ])
    parseBenchmark("parse: short commands", ["done 3", "list tasks", "undo", "move it to monday", "I finished the proposal", "delete task 4"])
    let noMatch = [
        "what is the weather like in Lisbon", "play some jazz music", "how tall is mount everest",
        "set the volume to eleven please and thank you",
    ]
    parseBenchmark("parse: no match", noMatch)
    // What stages 2 and typo tolerance add: the same lines, through the grammar alone.
    parseBenchmark("parse: no match, grammar alone", noMatch, parser: grammarOnly)
    parseBenchmark("parse: quick-add line, grammar alone", [
        "add task: finish proposal by friday 5pm #work p1",
        "add task call mom tomorrow at 6 @phone",
        "todo: renew passport next monday !!",
        "add task book flights to Lisbon #\"summer trip\" high priority",
    ], parser: grammarOnly)
    // Lines only stage 2 reads, and lines with a typo (parsed twice: as typed, then corrected).
    parseBenchmark("parse: stage 2 readings", [
        "i gotta remember to call the vet tomorrow", "could you jot down pick up the dry cleaning",
        "anything happening on my agenda this weekend", "wake me at 6:30 tomorrow",
    ])
    parseBenchmark("parse: a typo corrected", [
        "add eggs to the shoping list", "remnd me to stretch at 4pm", "add task buy groceris", "put toilet paper on the grocry list",
    ])
    Benchmark("one-shot: typo table and intent model, first use", configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 50)) { benchmark in
        for _ in benchmark.scaledIterations {
            let fresh = Parser(grammar: grammar, model: IntentModelSource(contentsOf: directory.appendingPathComponent(BundledGrammars.modelFile)))
            blackHole(fresh.parse("i gotta remember to call the vet tomorrow", context: context))
        }
    }

    // What a one-shot `ask "…"` pays before its parse (which then JIT-compiles the ~20 patterns
    // its words allow), and what compiling every pattern up front would cost.
    Benchmark("grammar: load (bundled)", configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 50)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! Grammar.load(directory: directory))
        }
    }
    Benchmark("grammar: load + JIT of every pattern (bundled)", configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 50)) { benchmark in
        for _ in benchmark.scaledIterations {
            let loaded = try! Grammar.load(directory: directory)
            loaded.compileAllJIT()
            blackHole(loaded)
        }
    }
    Benchmark("one-shot: load + first quick-add parse", configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 50)) { benchmark in
        for _ in benchmark.scaledIterations {
            let loaded = try! Grammar.load(directory: directory)
            blackHole(Parser(grammar: loaded).parse("add task: finish proposal by friday 5pm #work p1", context: context))
        }
    }

    let resolver = TemporalResolver(context: TemporalContext(now: context.now, timeZone: context.timeZone))
    let temporalCursor = Cursor()
    Benchmark("temporal: short sentences") { benchmark in
        let inputs = [
            "finish proposal by friday 5pm", "every other monday at 9", "in 1 hour 30 minutes",
            "between 3:30 and 4:30pm next tuesday", "I may call Jane about the monthly report", "the day after tomorrow",
        ]
        for _ in benchmark.scaledIterations {
            blackHole(resolver.entities(in: temporalCursor.next(inputs)))
        }
    }

    for (name, unit) in [("digits", "1"), ("spaces", " "), ("next", "next ")] {
        let input = String(repeating: unit, count: 100_000 / unit.count)
        Benchmark("temporal: 100 KB of \(name)", configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 20)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(resolver.entities(in: input))
            }
        }
    }
}
