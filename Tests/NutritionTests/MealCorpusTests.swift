import Foundation
import Testing
@testable import Nutrition

/// Runs `Tests/Corpus/meals.jsonl` (hand-written meal sentences with expected foods and grams) in a few
/// chunks and reports every line that fails. A line passes when the parser finds exactly the expected
/// items in order, each with the expected food (by NDB id), or unresolved when expected so, grams within
/// max(3 g, 10 %) of the expected weight, and the expected meal (or none).
@Suite struct MealCorpusTests {
    struct Line: Decodable {
        struct Item: Decodable {
            var id: String?
            var food: String?
            var grams: Double?
            var unresolved: Bool?
            var phrase: String?
        }
        var text: String
        var meal: String?
        var items: [Item]
    }

    static func lines() throws -> [Line] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/meals.jsonl")
        let data = try Data(contentsOf: url)
        return try data.split(separator: UInt8(ascii: "\n")).filter { !$0.isEmpty }
            .map { try JSONDecoder().decode(Line.self, from: Data($0)) }
    }

    /// Why a line fails, or nil when it passes.
    static func failure(_ line: Line, parser: MealParser) -> String? {
        let parse = parser.parse(line.text)
        var problems: [String] = []
        if parse.meal?.rawValue != line.meal { problems.append("meal \(parse.meal?.rawValue ?? "none") != \(line.meal ?? "none")") }
        if parse.items.count != line.items.count {
            problems.append("items \(parse.items.map { $0.food?.name ?? "?\($0.foodPhrase)" }) != \(line.items.map { $0.food ?? "?\($0.phrase ?? "")" })")
        } else {
            for (got, expected) in zip(parse.items, line.items) {
                if expected.unresolved == true {
                    if got.food != nil { problems.append("\(expected.phrase ?? "") should be unresolved, got \(got.food!.name)") }
                    continue
                }
                guard let food = got.food else { problems.append("\(got.foodPhrase) unresolved, expected \(expected.food ?? "")"); continue }
                if food.id != expected.id { problems.append("\(got.foodPhrase) → \(food.name) [\(food.id)], expected \(expected.food ?? "") [\(expected.id ?? "")]") }
                if let grams = got.grams, let want = expected.grams, abs(grams - want) > max(3, want * 0.1) {
                    problems.append("\(food.name) \(QuantityParser.format(grams)) g, expected \(QuantityParser.format(want)) g")
                }
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    @Test(arguments: 0..<4)
    func corpusChunk(_ chunk: Int) throws {
        let all = try Self.lines()
        #expect(all.count >= 200)
        let size = (all.count + 3) / 4
        let lines = all.dropFirst(chunk * size).prefix(size)
        let parser = MealParser.bundled()
        var failures: [String] = []
        for line in lines {
            if let why = Self.failure(line, parser: parser) { failures.append("  \(line.text)\n      \(why)") }
        }
        print("meal corpus chunk \(chunk): \(lines.count - failures.count)/\(lines.count) pass")
        if !failures.isEmpty { print(failures.joined(separator: "\n")) }
        // Known misses are listed in docs/NUTRITION.md; a chunk may not fall below 95 %.
        #expect(Double(lines.count - failures.count) >= 0.95 * Double(lines.count), "\(failures.count) failing lines in chunk \(chunk)")
    }
}
