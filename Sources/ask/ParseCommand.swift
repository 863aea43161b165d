import ArgumentParser
import Foundation
import Intents
import NLParse
import Text

/// `ask parse`: what a phrase parses to, without running it.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse text without executing it.",
        discussion: """
            With --jsonl, reads standard input, one input a line: plain text, or a JSON object
            {"text": ..., "now": "<ISO-8601 with offset>"}; writes one JSON object a line.
            """
    )

    @OptionGroup var options: GlobalOptions

    @Flag(help: "Print the JSON form.")
    var json = false

    @Flag(help: "Read inputs from standard input, one a line; write one JSON object a line.")
    var jsonl = false

    @Argument(help: "The text to parse.")
    var words: [String] = []

    func validate() throws {
        if jsonl && !words.isEmpty { throw ValidationError("--jsonl reads standard input; give no text on the command line") }
        if !jsonl && words.isEmpty { throw ValidationError("give the text to parse, e.g. ask parse \"add task buy milk\"") }
    }

    func run() throws {
        let grammar = try options.loadGrammar()
        let parser = options.parser(grammar)
        let context = try options.context()
        if jsonl {
            while let line = readLine(strippingNewline: true) {
                print(parseLine(line, parser: parser, context: context).text)
            }
            return
        }
        try Self.parse(words, json: json, parser: parser, context: context)
    }

    /// `ask parse [--json] WORDS` (also reached without the argument parser: `QuickStart`).
    static func parse(_ words: [String], json: Bool, options: Settings) throws {
        let grammar = try options.loadGrammar()
        try parse(words, json: json, parser: options.parser(grammar), context: try options.context())
    }

    private static func parse(_ words: [String], json: Bool, parser: Parser, context: ParseContext) throws {
        let text = words.joined(separator: " ")
        let result = parser.parse(text, context: context)
        print(json ? TypedValues.json(result, in: context.timeZone).text : PrintableText.escaping(Self.describe(result, zone: context.timeZone)))
        if result.intent == "none" { throw ExitCode.notDone }
    }

    /// One `--jsonl` line: plain text, or an object with `text` and optionally `now`.
    private func parseLine(_ line: String, parser: Parser, context: ParseContext) -> JSONValue {
        var context = context
        var text = line
        if line.hasPrefix("{") {
            guard let object = JSONValue.parse(line), let value = object["text"]?.stringValue else {
                return .object([("text", .string(line)), ("intent", .string("none")), ("error", .string("a line starting with '{' must be a JSON object with a \"text\" string"))])
            }
            text = value
            if let now = object["now"]?.stringValue {
                let date: Date, zone: TimeZone
                switch ReferenceTime.read(now) {
                case .success(let reference):
                    (date, zone) = reference
                case .failure(.tooManyFractionDigits(let count)):
                    return .object([("text", .string(text)), ("intent", .string("none")), ("error", .string("\"now\": the fraction of a second has \(count) digits; at most \(ReferenceTime.maxFractionDigits) are allowed"))])
                case .failure(.notISO8601):
                    return .object([("text", .string(text)), ("intent", .string("none")), ("error", .string("\"now\" must be ISO-8601 with offset, e.g. 2026-01-07T09:00:00-05:00"))])
                }
                context.now = date
                if options.tz == nil { context.timeZone = zone }
            }
        }
        return TypedValues.json(parser.parse(text, context: context), in: context.timeZone)
    }

    /// A readable summary for people.
    static func describe(_ result: ParseResult, zone: TimeZone) -> String {
        var lines: [String] = []
        if let error = result.error { lines.append("error: \(error)") }
        if result.isAmbiguous {
            lines.append("ambiguous: " + result.candidates.filter { $0.rank == result.candidates[0].rank }.map(\.intent).joined(separator: ", "))
        } else {
            let stage = result.stage == .model ? String(format: "  (model, %.2f)", result.confidence) : ""
            lines.append("intent: \(result.intent)" + (result.winner.map { "  (\($0.pattern))" } ?? "") + stage)
        }
        for slot in result.slots {
            let where_ = slot.scalars.map { " [\($0.lowerBound)-\($0.upperBound)]" } ?? ""
            lines.append("  \(slot.name): \(slot.value.readableText(in: zone))\(where_)")
        }
        // A reading held back for a question: offered by a pattern, or the model's under its threshold.
        if let tentative = result.tentative {
            let how = tentative.offered ? "offered" : String(format: "model, %.2f, under the threshold", tentative.confidence)
            lines.append("tentative: \(tentative.intent)  (\(how))")
            for slot in tentative.slots {
                let where_ = slot.scalars.map { " [\($0.lowerBound)-\($0.upperBound)]" } ?? ""
                lines.append("  \(slot.name): \(slot.value.readableText(in: zone))\(where_)")
            }
        }
        for correction in result.corrections { lines.append("typo: \(correction.from) → \(correction.to) [\(correction.scalars.lowerBound)-\(correction.scalars.upperBound)]") }
        for note in result.notes { lines.append("note: \(note)") }
        return lines.joined(separator: "\n")
    }
}
