import Foundation
import Nutrition

/// Scores `IngredientLineParser` on labelled ingredient lines (the `dev.jsonl` format of
/// `shared/corpora/ingredients`: `text`, `qty`, `unit`, `name`, `qty_num`, `simple`).
///
/// Comparison rules (see docs/NUTRITION.md):
/// - **quantity**: with one number in the label, correct when the parsed value is within 1e-2 of it;
///   a range label `a-b` is correct when the parsed range has the same ends (or, without a range, the
///   midpoint); several numbers (`1 28` for "1 28-ounce can") compare the first; words (`few`, `half`)
///   use the parser's conventions (few 3, couple 2, half 0.5, dozen 12); an empty label needs no
///   parsed amount (an article "a"/"an" counts as none).
/// - **unit**: both sides normalised to `MeasureUnit` canonical singular names through the same
///   spelling map (`tablespoons`, `Tbsp` → tablespoon; `medium-size` → medium); several label units
///   compare the first; an empty label needs no unit.
/// - **name**: lower-cased, hyphens to spaces, other punctuation removed, spaces collapsed; the
///   parsed name must then equal the label exactly (the label's name excludes preparation and
///   comments, so this checks that the parser stripped them).
/// - **all three**: quantity, unit and name all correct.
public struct IngredientEvaluation: Codable, Sendable {
    /// Counts for a set of lines.
    public struct Score: Codable, Sendable {
        public var lines = 0
        public var quantity = 0
        public var unit = 0
        public var name = 0
        public var allThree = 0
        public func rate(_ count: Int) -> Double { lines == 0 ? 0 : Double(count) / Double(lines) }
        public var quantityAccuracy: Double { rate(quantity) }
        public var unitAccuracy: Double { rate(unit) }
        public var nameAccuracy: Double { rate(name) }
        public var allThreeAccuracy: Double { rate(allThree) }

        enum CodingKeys: String, CodingKey {
            case lines, quantity, unit, name, allThree
            case quantityAccuracy, unitAccuracy, nameAccuracy, allThreeAccuracy
        }

        public init() {}

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            lines = try container.decode(Int.self, forKey: .lines)
            quantity = try container.decode(Int.self, forKey: .quantity)
            unit = try container.decode(Int.self, forKey: .unit)
            name = try container.decode(Int.self, forKey: .name)
            allThree = try container.decode(Int.self, forKey: .allThree)
        }

        /// Counts and, for `--json` readers, the accuracies too.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(lines, forKey: .lines)
            try container.encode(quantity, forKey: .quantity)
            try container.encode(unit, forKey: .unit)
            try container.encode(name, forKey: .name)
            try container.encode(allThree, forKey: .allThree)
            try container.encode(quantityAccuracy, forKey: .quantityAccuracy)
            try container.encode(unitAccuracy, forKey: .unitAccuracy)
            try container.encode(nameAccuracy, forKey: .nameAccuracy)
            try container.encode(allThreeAccuracy, forKey: .allThreeAccuracy)
        }
    }

    /// A line the parser got wrong, with both readings.
    public struct Miss: Codable, Sendable {
        public var id: String
        public var text: String
        public var simple: Bool
        public var expected: String
        public var got: String
        /// How many of quantity, unit and name were wrong (1…3).
        public var wrongFields: Int
    }

    /// One labelled line.
    public struct Record: Codable, Sendable {
        public var id: String?
        public var text: String
        public var qty: String?
        public var unit: String?
        public var name: String?
        public var qty_num: Double?
        public var simple: Bool?

        public init(id: String?, text: String, qty: String?, unit: String?, name: String?, qty_num: Double?, simple: Bool?) {
            self.id = id
            self.text = text
            self.qty = qty
            self.unit = unit
            self.name = name
            self.qty_num = qty_num
            self.simple = simple
        }
    }

    public var overall = Score()
    public var simple = Score()
    /// The worst misses: most wrong fields first, simple lines first, then file order.
    public var worstMisses: [Miss] = []

    public init() {}

    /// Evaluates a JSON-lines file.
    public static func run(file: URL, missLimit: Int = 25) throws -> IngredientEvaluation {
        let data = try Data(contentsOf: file)
        let decoder = JSONDecoder()
        var records: [Record] = []
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            records.append(try decoder.decode(Record.self, from: Data(line)))
        }
        return run(records: records, missLimit: missLimit)
    }

    /// Evaluates decoded records.
    public static func run(records: [Record], missLimit: Int = 25) -> IngredientEvaluation {
        var result = IngredientEvaluation()
        var misses: [Miss] = []
        for (position, record) in records.enumerated() {
            let parsed = IngredientLineParser.parse(record.text)
            let q = quantityMatches(record, parsed.quantity)
            let u = normalisedUnit(record.unit ?? "") == (parsed.unit?.rawValue ?? "")
            let n = normalisedName(record.name ?? "") == normalisedName(parsed.name)
            let isSimple = record.simple ?? false
            func add(_ score: inout Score) {
                score.lines += 1
                if q { score.quantity += 1 }
                if u { score.unit += 1 }
                if n { score.name += 1 }
                if q && u && n { score.allThree += 1 }
            }
            add(&result.overall)
            if isSimple { add(&result.simple) }
            if !(q && u && n) {
                let got = "\(parsed.quantity.map { QuantityParser.format($0.value) } ?? "") | \(parsed.unit?.rawValue ?? "") | \(parsed.name)"
                let expected = "\(record.qty ?? "") | \(record.unit ?? "") | \(record.name ?? "")"
                misses.append(Miss(id: record.id ?? String(position), text: record.text, simple: isSimple, expected: expected,
                                   got: got, wrongFields: [q, u, n].filter { !$0 }.count))
            }
        }
        let ordered = misses.enumerated().sorted { lhs, rhs in
            if lhs.element.wrongFields != rhs.element.wrongFields { return lhs.element.wrongFields > rhs.element.wrongFields }
            if lhs.element.simple != rhs.element.simple { return lhs.element.simple }
            return lhs.offset < rhs.offset
        }
        result.worstMisses = ordered.prefix(missLimit).map(\.element)
        return result
    }

    static let quantityWords: [String: Double] = ["few": 3, "couple": 2, "half": 0.5, "dozen": 12, "several": 3, "quarter": 0.25]

    static func quantityMatches(_ record: Record, _ quantity: Quantity?) -> Bool {
        let label = (record.qty ?? "").trimmingCharacters(in: .whitespaces)
        let parsed = quantity?.isArticle == true ? nil : quantity
        if label.isEmpty { return parsed == nil }
        guard let parsed else { return false }
        let first = label.split(separator: " ").first.map(String.init) ?? label
        if let number = record.qty_num ?? Double(first) { return abs(parsed.value - number) <= 1e-2 }
        if let word = quantityWords[first.lowercased()] { return abs(parsed.value - word) <= 1e-2 }
        let ends = first.split(separator: "-").compactMap { Double($0) }
        if ends.count == 2 {
            if let low = parsed.low, let high = parsed.high { return abs(low - ends[0]) <= 1e-2 && abs(high - ends[1]) <= 1e-2 }
            return abs(parsed.value - (ends[0] + ends[1]) / 2) <= 1e-2
        }
        return false
    }

    /// A label or parsed unit as its canonical name ("tablespoons" → "tablespoon"); unknown words stay.
    public static func normalisedUnit(_ unit: String) -> String {
        let first = unit.lowercased().split(separator: " ").first.map(String.init) ?? ""
        if first.isEmpty { return "" }
        let spaced = first.replacingOccurrences(of: "-", with: " ")
        if let unit = MeasureUnit.named(spaced) ?? MeasureUnit.named(first) ?? MeasureUnit.named(WordForms.singular(first)) {
            return unit.rawValue
        }
        if spaced.hasPrefix("medium") { return MeasureUnit.medium.rawValue }
        return first
    }

    /// Lower-case, hyphens to spaces, other punctuation removed, spaces collapsed.
    public static func normalisedName(_ name: String) -> String {
        var out = ""
        var lastSpace = true
        for scalar in name.lowercased().unicodeScalars {
            if scalar == "-" || scalar == " " || scalar == "\t" {
                if !lastSpace { out.append(" "); lastSpace = true }
            } else if scalar.properties.isAlphabetic || (scalar >= "0" && scalar <= "9") || scalar == "%" {
                out.unicodeScalars.append(scalar)
                lastSpace = false
            }
        }
        if out.hasSuffix(" ") { out.removeLast() }
        return out
    }

    /// A printable table of the scores and the worst misses.
    public var text: String {
        func row(_ label: String, _ score: Score) -> String {
            func pct(_ value: Double) -> String { String(format: "%.3f", value) }
            return "\(label.padding(toLength: 9, withPad: " ", startingAt: 0)) \(String(score.lines).padding(toLength: 6, withPad: " ", startingAt: 0))  \(pct(score.quantityAccuracy))     \(pct(score.unitAccuracy))  \(pct(score.nameAccuracy))  \(pct(score.allThreeAccuracy))"
        }
        var lines = ["lines     count   quantity  unit   name   all three",
                     row("overall", overall), row("simple", simple)]
        if !worstMisses.isEmpty {
            lines.append("")
            lines.append("worst misses (expected qty | unit | name → got):")
            for miss in worstMisses {
                lines.append("  \(miss.text)")
                lines.append("      \(miss.expected)  →  \(miss.got)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
