import Foundation
@testable import AskTools
import Nutrition
import Testing

/// The shared corpus directory: `ASK_SHARED_DIR`, else a `shared/` folder beside one of this file's ancestors.
func sharedDirectory() -> URL? {
    if let path = ProcessInfo.processInfo.environment["ASK_SHARED_DIR"], !path.isEmpty { return URL(fileURLWithPath: path) }
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("shared")
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("corpora").path) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}

@Suite struct IngredientEvaluationTests {
    @Test func evaluationEncodesCountsAndAccuracies() throws {
        let records = [
            IngredientEvaluation.Record(id: "a", text: "2 tablespoons olive oil", qty: "2", unit: "tablespoon", name: "olive oil", qty_num: 2, simple: true),
            IngredientEvaluation.Record(id: "b", text: "Salt to taste", qty: "", unit: "", name: "Salt", qty_num: nil, simple: false),
            IngredientEvaluation.Record(id: "c", text: "3 medium-size onions", qty: "3", unit: "medium-size", name: "onions", qty_num: 3, simple: true),
        ]
        let evaluation = IngredientEvaluation.run(records: records)
        #expect(evaluation.overall.lines == 3)
        #expect(evaluation.overall.allThree == 3, "\(evaluation.text)")
        #expect(evaluation.simple.lines == 2)
        let json = String(decoding: try JSONEncoder().encode(evaluation), as: UTF8.self)
        #expect(json.contains("\"allThreeAccuracy\":1"))
        #expect(evaluation.text.contains("all three"))
    }

    @Test func devCorpusAccuracy() throws {
        guard let shared = sharedDirectory() else { return }
        let file = shared.appendingPathComponent("corpora/ingredients/dev.jsonl")
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        let evaluation = try IngredientEvaluation.run(file: file, missLimit: 40)
        print(evaluation.text)
        if let dump = ProcessInfo.processInfo.environment["ASK_DUMP_MISSES"] {
            let all = try IngredientEvaluation.run(file: file, missLimit: 100_000)
            let lines = all.worstMisses.map { "\($0.simple ? "S" : "-") \($0.wrongFields)\t\($0.text)\t\($0.expected)\t\($0.got)" }
            try lines.joined(separator: "\n").write(toFile: dump, atomically: true, encoding: .utf8)
        }
        #expect(evaluation.simple.allThreeAccuracy >= 0.90)
        #expect(evaluation.overall.allThreeAccuracy >= 0.84)
    }
}
