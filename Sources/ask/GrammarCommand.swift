import ArgumentParser
import AskTools
import Copilot
import Foundation
import NLParse
import Text

/// `ask grammar ...`: tools for people who write grammars.
struct GrammarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grammar",
        abstract: "Lint, test, sample and count the grammars.",
        subcommands: [Lint.self, Test.self, Sample.self, Count.self]
    )

    /// `DIR` given to a grammar tool wins over `--grammars`.
    static func load(_ options: GlobalOptions, directory: String?) throws -> Grammar {
        var options = options
        if let directory { options.grammars = directory }
        return try options.loadGrammar()
    }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Report errors and likely mistakes as file:line:col: severity: message (exit 1 on errors)."
        )
        @OptionGroup var options: GlobalOptions
        @Argument(help: "The grammar directory (default: --grammars, else the bundled grammars).") var directory: String?
        @Flag(help: "The directory holds every intent, as the bundled grammars do: also report Swift handlers it has no intent for.") var complete = false

        func run() throws {
            let grammar = try GrammarCommand.load(options, directory: directory)
            // The bundled grammars are the whole set; another directory may hold a part of it.
            let whole = complete || (directory == nil && options.grammars == nil)
            let diagnostics = GrammarLint.check(grammar, parser: Parser(grammar: grammar))
                + GrammarLint.handlerChecks(grammar, handlers: IntentFamilies.handledIntents, complete: whole, registry: IntentFamilies.registryFile)
            for diagnostic in diagnostics { print(diagnostic.lineText.isEmpty ? diagnostic.summary : diagnostic.description) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            print("\(errors) error\(errors == 1 ? "" : "s"), \(diagnostics.count - errors) warning\(diagnostics.count - errors == 1 ? "" : "s") in \(grammar.files.count) files, \(grammar.patterns.count) patterns")
            if errors > 0 { throw ExitCode.notDone }
        }
    }

    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run every inline example and reject, and corpus files (JSONL with text, families, slots)."
        )
        @OptionGroup var options: GlobalOptions
        @Option(name: .customLong("corpus"), help: "Corpus files to run as well (e.g. Tests/Corpus/*.jsonl).") var corpora: [String] = []
        @Argument(help: "The grammar directory (default: --grammars, else the bundled grammars).") var directory: String?

        func run() throws {
            let grammar = try GrammarCommand.load(options, directory: directory)
            let parser = Parser(grammar: grammar)
            let outcomes = GrammarExamples.check(grammar, parser: parser)
            let failures = outcomes.filter { !$0.passed }
            for failure in failures { print(failure.report) }
            print("examples: \(outcomes.count - failures.count) passed, \(failures.count) failed")
            var corpusFailures = 0
            if !corpora.isEmpty {
                let report = try CorpusEvaluation.evaluate(paths: corpora, parser: parser, context: try options.context())
                for file in report.files {
                    for miss in file.misses {
                        print("\(file.path):\(miss.line): error: \"\(miss.text)\": expected \(miss.expected), got \(miss.got)" + (miss.slots.map { "\n    \($0)" } ?? ""))
                    }
                    corpusFailures += file.misses.count
                    let rows = file.inScope + file.negatives
                    print("\(file.path): \(rows - file.misses.count) passed, \(file.misses.count) failed")
                }
            }
            if !failures.isEmpty || corpusFailures > 0 { throw ExitCode.notDone }
        }
    }

    struct Sample: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Generate sentences from an intent's patterns, with realistic slot fillers.")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "The intent, e.g. task.add.") var intent: String
        @Option(name: .short, help: "How many sentences.") var n = 10
        @Option(help: "Random seed, for repeatable samples.") var seed: UInt64 = 1

        func run() throws {
            let grammar = try options.loadGrammar()
            guard grammar.intents.contains(where: { $0.name == intent }) else {
                throw ValidationError("no intent \(intent); the grammar has \(grammar.intents.map(\.name).joined(separator: ", "))")
            }
            var sampler = GrammarSampler(grammar: grammar, seed: seed)
            for sentence in sampler.sample(intent: intent, count: max(0, n)) { print(sentence) }
        }
    }

    struct Count: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Count the sentences each pattern expands to (slots count once); warn past a threshold.")
        @OptionGroup var options: GlobalOptions
        @Option(help: "Warn when a pattern expands to more than this.") var threshold = 1_000_000_000

        func run() throws {
            let grammar = try options.loadGrammar()
            var total = 0
            for pattern in grammar.patterns {
                let count = GrammarSampler.expansionCount(of: pattern, in: grammar)
                total = total.addingReportingOverflow(count).overflow ? Int.max : total + count
                let warning = count > threshold ? "  warning: over \(threshold)" : ""
                print("\(right(count, 10))  \(pattern.intent.padding(toLength: 16, withPad: " ", startingAt: 0))  \(pattern.location)\(warning)")
            }
            print("\(right(total, 10))  in all, \(grammar.patterns.count) patterns")
        }
    }
}

/// `ask explain "<text>"`: why a phrase parsed the way it did.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show the normalisation, the candidates and their rank, the winning pattern and the closest misses."
    )
    @OptionGroup var options: GlobalOptions
    @Argument(help: "The text to explain.") var words: [String]

    func run() throws {
        try Self.explain(words, options: options.settings)
    }

    /// `ask [options] explain WORDS` (also reached without the argument parser: `QuickStart`).
    static func explain(_ words: [String], options: Settings) throws {
        let parser = options.parser(try options.loadGrammar())
        print(PrintableText.escaping(parser.explain(words.joined(separator: " "), context: try options.context()).text))
    }
}
