import ArgumentParser
import AskTools
import Corpora
import Foundation
import NLParse
import Nutrition
import Temporal

/// `ask eval ...`: accuracy on corpora, repeatable.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Score the parser on corpora.",
        subcommands: [Corpus.self, TemporalCorpus.self, Ingredients.self]
    )

    struct Corpus: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "corpus",
            abstract: "Intent families (and slots where given) on utterance JSONL files; negatives give the false-positive rate."
        )
        @OptionGroup var options: GlobalOptions
        @Flag(help: "Print the report as JSON.") var json = false
        @Flag(help: "Use the `text` field even where `text_raw` is present.") var normalisedText = false
        @Option(help: "Misses to list per file.") var misses = 10
        @Option(help: "Score only rows that list this family or one of its members (\"list\" keeps list.add, list.query, ...).") var family: String?
        @Option(help: "Score only one side of the fixed split: tune (80 %, read misses here) or check (20 %, report this).") var split: CorpusSplit?
        @Option(help: "Score only this fold (0-4) of the tune split: for cross-validating a model trained without it (ask model train --without-fold).") var fold: Int?
        @Option(help: "The probability a model reading needs (default: the parser's).") var threshold: Double?
        @Option(help: "Which stages read the lines: grammar, model (alone) or both.") var stages: Stages = .both
        @Argument(help: "JSONL files, e.g. corpora/slurp/dev.jsonl Tests/Corpus/tasks.jsonl.") var files: [String]

        enum Stages: String, ExpressibleByArgument {
            case grammar, model, both
        }

        func run() throws {
            var parser = options.parser(try options.loadGrammar())
            if let threshold, let url = parser.model?.url { parser.model = IntentModelSource(contentsOf: url, threshold: threshold) }
            if stages == .grammar { parser.model = nil }
            if stages == .model { parser.usesGrammar = false }
            var context = try options.context()
            if options.now == nil, let (now, zone) = ReferenceTime.parse("2026-01-07T09:00:00-05:00") {
                context.now = now
                if options.tz == nil { context.timeZone = zone }
            }
            var report: CorpusReport
            do {
                report = try CorpusEvaluation.evaluate(paths: files, parser: parser, context: context, preferRawText: !normalisedText, family: family, split: split, fold: fold)
            } catch {
                throw ValidationError("\(error)")
            }
            // The JSON lists no more misses than the text would: `--split check --misses 0` must
            // show no check row in either form.
            for index in report.files.indices { report.files[index].misses = Array(report.files[index].misses.prefix(misses)) }
            print(json ? try encode(report) : report.text(misses: misses))
        }
    }

    struct TemporalCorpus: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "temporal",
            abstract: "Strict and lenient accuracy per file and type, false positives and µs per sentence on temporal corpora."
        )
        @Flag(help: "Print the report as JSON.") var json = false
        @Option(help: "Misses (and false positives) to list per file.") var misses = 12
        @Option(help: "Score only one side of the fixed split: tune (80 %, read misses here) or check (20 %, report this).") var split: CorpusSplit?
        @Argument(help: "Temporal corpus JSONL files, e.g. corpora/temporal/chrono_en.jsonl.") var files: [String]

        func run() throws {
            let report: TemporalEvaluationReport
            do {
                report = try TemporalEvaluation.run(files: files, missLimit: misses, split: split)
            } catch {
                throw ValidationError("\(error)")
            }
            print(json ? try encode(report) : report.text)
        }
    }
}

extension EvalCommand {
    struct Ingredients: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ingredients",
            abstract: "Quantity, unit, name and all-three accuracy on ingredient lines (overall and on `simple` lines)."
        )
        @Flag(help: "Print the report as JSON.") var json = false
        @Argument(help: "Ingredient JSONL, e.g. corpora/ingredients/dev.jsonl.") var file: String

        func run() throws {
            let report: IngredientEvaluation
            do {
                report = try IngredientEvaluation.run(file: URL(fileURLWithPath: file))
            } catch {
                throw ValidationError("\(error)")
            }
            print(json ? try encode(report) : report.text)
        }
    }
}

extension CorpusSplit: ExpressibleByArgument {}

func encode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
