import Corpora
import Foundation
import NLParse

/// Scores intent families (and slots, where a file gives them) on JSONL corpora: the public
/// utterance sets (SLURP, HWU64, CLINC150, SGD dev files) and the project's own `Tests/Corpus/*.jsonl`.
///
/// A row is `{"text", "text_raw"?, "families": [...], "slots"?: {name: value}, "now"?}`. It is right
/// when the parsed intent is one of `families`; a row whose families are `["none"]` is a negative,
/// and any intent on it is a false positive. Slots are compared only when `slots` is an object
/// (our own corpora); the public sets' slot annotations are a different scheme and are skipped.
///
/// `family` keeps only the rows that list that family, or one of its members ("list" keeps
/// `list.add`, `list.query`, ...), so one family's share can be read off any corpus.
public enum CorpusEvaluation {
    public static func evaluate(paths: [String], parser: Parser, context: ParseContext, preferRawText: Bool = true, family: String? = nil, split: CorpusSplit? = nil, fold: Int? = nil) throws -> CorpusReport {
        var files: [CorpusReport.File] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CorpusError(message: "cannot read \(path)")
            }
            var tally = Tally(path: path)
            for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { continue }
                guard let row = JSONValue.parse(trimmed), let families = row["families"], case .array(let list) = families,
                      let text = (preferRawText ? row["text_raw"]?.stringValue : nil) ?? row["text"]?.stringValue else {
                    throw CorpusError(message: "\(path):\(index + 1): expected an object with \"text\" and \"families\"")
                }
                if let split, let key = row["text"]?.stringValue, CorpusSplit.of(key) != split { continue }
                if let fold, let key = row["text"]?.stringValue, CorpusSplit.fold(of: key) != fold { continue }
                let expected = list.compactMap(\.stringValue)
                if let family, !expected.contains(where: { belongs($0, to: family) }) { continue }
                var rowContext = context
                if let now = row["now"]?.stringValue, let (date, zone) = ReferenceTime.parse(now) {
                    rowContext = ParseContext(now: date, timeZone: zone, dateOrder: context.dateOrder, weekStart: context.weekStart)
                }
                let result = parser.parse(text, context: rowContext)
                tally.add(text: text, line: index + 1, expected: expected, result: result,
                          expectedSlots: row["slots"], zone: rowContext.timeZone, source: Self.sourceIntent(row))
            }
            files.append(tally.report)
        }
        return CorpusReport(files: files)
    }

    /// The corpus's own intent label (`slurp_intent`, `clinc_intent`, ...), so a confusion of a
    /// negative says which kind of sentence was claimed ("none (alarm_remove) -> task.delete").
    static func sourceIntent(_ row: JSONValue) -> String? {
        guard case .object(let members) = row else { return nil }
        return members.first { $0.0.hasSuffix("_intent") }?.1.stringValue
    }

    /// Whether `name` is `family` itself or one of its members (`list.add` belongs to `list`).
    public static func belongs(_ name: String, to family: String) -> Bool {
        let family = family.hasSuffix(".") ? String(family.dropLast()) : family
        return name == family || name.hasPrefix(family + ".")
    }

    struct CorpusError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private struct Tally {
        let path: String
        var inScope = 0
        var correct = 0
        var negatives = 0
        var falsePositives = 0
        var slotRows = 0
        var slotRowsRight = 0
        var confusion: [String: Int] = [:]
        var misses: [CorpusReport.Miss] = []

        init(path: String) {
            self.path = path
        }

        mutating func add(text: String, line: Int, expected: [String], result: ParseResult, expectedSlots: JSONValue?, zone: TimeZone, source: String?) {
            let got = result.isAmbiguous ? "ambiguous" : result.intent
            if expected == ["none"] {
                negatives += 1
                if got != "none" && got != "ambiguous" {
                    falsePositives += 1
                    confusion["none\(source.map { " (\($0))" } ?? "") -> \(got)", default: 0] += 1
                    misses.append(CorpusReport.Miss(line: line, text: text, expected: "none", got: got, slots: nil))
                }
                return
            }
            inScope += 1
            let intentRight = expected.contains(got)
            if intentRight {
                correct += 1
            } else {
                confusion["\(expected.joined(separator: "|")) -> \(got)", default: 0] += 1
                misses.append(CorpusReport.Miss(line: line, text: text, expected: expected.joined(separator: "|"), got: got, slots: nil))
            }
            guard case .object(let wanted)? = expectedSlots else { return }
            slotRows += 1
            let actual = Dictionary(result.slots.map { ($0.name, $0.value.exampleText(in: zone)) }, uniquingKeysWith: { first, _ in first })
            var differences: [String] = []
            for (name, value) in wanted {
                let want = value.stringValue ?? value.text
                if actual[name] != want { differences.append("\(name): expected \"\(want)\", got \(actual[name].map { "\"\($0)\"" } ?? "(none)")") }
            }
            for name in actual.keys.sorted() where !wanted.contains(where: { $0.0 == name }) {
                differences.append("\(name): unexpected \"\(actual[name]!)\"")
            }
            if differences.isEmpty {
                slotRowsRight += 1
            } else if intentRight {
                misses.append(CorpusReport.Miss(line: line, text: text, expected: expected.joined(separator: "|"), got: got, slots: differences.joined(separator: "; ")))
            }
        }

        var report: CorpusReport.File {
            CorpusReport.File(
                path: path, inScope: inScope, correct: correct, negatives: negatives, falsePositives: falsePositives,
                slotRows: slotRows, slotRowsRight: slotRowsRight,
                confusion: confusion.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { CorpusReport.Confusion(pair: $0.key, count: $0.value) },
                misses: misses
            )
        }
    }
}
