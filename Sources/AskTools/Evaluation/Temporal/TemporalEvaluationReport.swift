import Foundation
import Temporal

/// The result of `TemporalEvaluation.run`: one score per file, printable as a table.
public struct TemporalEvaluationReport: Codable, Sendable {
    public struct TypeScore: Codable, Sendable {
        public var type: TemporalType
        public var rows: Int
        public var strict: Int
        public var lenient: Int
    }

    public struct Miss: Codable, Sendable {
        public var text: String
        public var expected: String
        public var got: String
    }

    public struct FileScore: Codable, Sendable {
        public var file: String
        public var rows = 0
        public var positives = 0
        public var negatives = 0
        public var strict = 0
        public var lenient = 0
        public var falsePositives = 0
        public var unreadable = 0
        public var medianMicros = 0.0
        public var p99Micros = 0.0
        public var maxMicros = 0.0
        public var types: [TypeScore] = []
        /// Every positive row scored wrong (strict), and the first misses (strict misses and false
        /// positives) for reading.
        public var allMisses = 0
        public var misses: [Miss] = []

        public init(file: String) { self.file = file }

        /// Stored (not computed) so the JSON report carries them.
        public var strictAccuracy = 0.0
        public var lenientAccuracy = 0.0
        public var falsePositiveRate = 0.0
    }

    public var files: [FileScore]

    /// An aligned table: per file, then per type, then the first misses of each file.
    public var text: String {
        func pad(_ s: String, _ n: Int, left: Bool = false) -> String {
            s.count >= n ? s : (left ? String(repeating: " ", count: n - s.count) + s : s + String(repeating: " ", count: n - s.count))
        }
        func f3(_ x: Double) -> String { String(format: "%.3f", x) }
        func f1(_ x: Double) -> String { String(format: "%.1f", x) }
        var lines: [String] = []
        lines.append(pad("file", 24) + pad("rows", 6, left: true) + pad("strict", 8, left: true) + pad("lenient", 9, left: true)
                     + pad("FP", 10, left: true) + pad("med µs", 9, left: true) + pad("p99 µs", 9, left: true)
                     + pad("max µs", 9, left: true))
        for f in files {
            lines.append(pad(f.file, 24) + pad(String(f.rows), 6, left: true) + pad(f3(f.strictAccuracy), 8, left: true)
                         + pad(f3(f.lenientAccuracy), 9, left: true)
                         + pad("\(f.falsePositives)/\(f.negatives)", 10, left: true)
                         + pad(f1(f.medianMicros), 9, left: true) + pad(f1(f.p99Micros), 9, left: true)
                         + pad(f1(f.maxMicros), 9, left: true))
        }
        lines.append("")
        lines.append(pad("file / type", 38) + pad("rows", 6, left: true) + pad("strict", 8, left: true) + pad("lenient", 9, left: true))
        for f in files {
            for t in f.types {
                let s = Double(t.strict) / Double(max(1, t.rows))
                let l = Double(t.lenient) / Double(max(1, t.rows))
                lines.append(pad("\(f.file) \(t.type.rawValue)", 38) + pad(String(t.rows), 6, left: true)
                             + pad(f3(s), 8, left: true) + pad(f3(l), 9, left: true))
            }
        }
        for f in files where !f.misses.isEmpty {
            lines.append("")
            lines.append("misses in \(f.file) (first \(f.misses.count) of \(f.allMisses + f.falsePositives)):")
            for m in f.misses {
                lines.append("  \(m.text)")
                lines.append("    expected \(m.expected)")
                lines.append("    got      \(m.got)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
