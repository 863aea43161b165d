import Foundation
import NLParse

/// The result of `CorpusEvaluation`: per file, intent accuracy on in-scope rows, the
/// false-positive rate on negatives, slot accuracy where slots are given, the most frequent
/// confusions, and the misses themselves.
public struct CorpusReport: Sendable, Codable {
    public struct Confusion: Sendable, Codable {
        public var pair: String
        public var count: Int
    }

    public struct Miss: Sendable, Codable {
        public var line: Int
        public var text: String
        public var expected: String
        public var got: String
        /// Slot differences, when the intent was right but slots were not.
        public var slots: String?
    }

    public struct File: Sendable, Codable {
        public var path: String
        public var inScope: Int
        public var correct: Int
        public var negatives: Int
        public var falsePositives: Int
        public var slotRows: Int
        public var slotRowsRight: Int
        public var confusion: [Confusion]
        public var misses: [Miss]

        public var accuracy: Double? { inScope == 0 ? nil : Double(correct) / Double(inScope) }
        public var falsePositiveRate: Double? { negatives == 0 ? nil : Double(falsePositives) / Double(negatives) }
        public var slotAccuracy: Double? { slotRows == 0 ? nil : Double(slotRowsRight) / Double(slotRows) }
    }

    public var files: [File]

    /// An aligned table, the top confusions and the first misses of each file.
    public func text(misses limit: Int = 10) -> String {
        func ratio(_ value: Double?) -> String { value.map { String(format: "%.3f", $0) } ?? "-" }
        var lines = ["file                                      in-scope  accuracy  negatives  false-pos  slot-rows  slot-acc"]
        for file in files {
            let name = file.path.count > 40 ? "…" + file.path.suffix(39) : file.path
            let cells = [
                right(file.inScope, 9), right(ratio(file.accuracy), 8), right(file.negatives, 9),
                right(ratio(file.falsePositiveRate), 9), right(file.slotRows, 9), right(ratio(file.slotAccuracy), 8),
            ]
            lines.append(name.padding(toLength: 41, withPad: " ", startingAt: 0) + cells.joined(separator: "  "))
        }
        for file in files where !file.misses.isEmpty {
            lines.append("")
            lines.append("\(file.path): top confusions (expected -> got)")
            for confusion in file.confusion.prefix(8) { lines.append(right(confusion.count, 6) + "  " + confusion.pair) }
            lines.append("\(file.path): first \(min(limit, file.misses.count)) of \(file.misses.count) misses")
            for miss in file.misses.prefix(limit) {
                lines.append("  \(file.path):\(miss.line): \(miss.expected) -> \(miss.got): \(miss.text)" + (miss.slots.map { "  [\($0)]" } ?? ""))
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// `value` right-aligned in `width` columns, for the text tables of reports and the CLI.
public func right(_ value: CustomStringConvertible, _ width: Int) -> String {
    let text = value.description
    return text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
