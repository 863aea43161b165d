@testable import AskTools
import Foundation
import Temporal
import Testing

/// Runs the evaluation on the shared temporal corpora when they are present, prints the table,
/// and holds the scores above floors a little below what the resolver reaches.
@Suite struct CorpusEvaluationTests {
    static var corpusDirectory: URL? {
        let fm = FileManager.default
        if let shared = ProcessInfo.processInfo.environment["ASK_SHARED_DIR"] {
            let dir = URL(fileURLWithPath: shared).appendingPathComponent("corpora/temporal")
            return fm.fileExists(atPath: dir.path) ? dir : nil
        }
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            dir = dir.deletingLastPathComponent()
            let candidate = dir.appendingPathComponent("shared/corpora/temporal")
            if fm.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Floors: (strict, lenient, largest false-positive rate), per file.
    static let floors: [String: (strict: Double, lenient: Double, falsePositives: Double)] = [
        "recognizers_en.jsonl": (0.85, 0.87, 0.10),
        "duckling_en.jsonl": (0.85, 0.86, 0.10),
        "chrono_en.jsonl": (0.58, 0.64, 0.40),
        "ctparse_en.jsonl": (0.85, 0.86, 0.0),
    ]

    /// A clock range ending at our 00:00 is the one the corpus writes as ending at 23:59:59.
    @Test func clockEndsCompareAcrossMidnight() throws {
        let epoch = CivilDay(year: 1970, month: 1, day: 1)
        let midnight = LocalDateTime(day: epoch, hour: 0, minute: 0, second: 0)
        let lastSecond = try #require(ExpectedPoint("23:59:59", grain: nil))
        #expect(lastSecond.matches(midnight, tolerances: [1]))
        #expect(!lastSecond.matches(midnight, tolerances: []))
        let noon = try #require(ExpectedPoint("12:00:00", grain: nil))
        #expect(!noon.matches(midnight, tolerances: [1, 60, 86400]))
    }

    @Test func corpusScoresStayAboveFloors() throws {
        guard let dir = Self.corpusDirectory else { return }
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0.hasSuffix(".jsonl") }.sorted().map { dir.appendingPathComponent($0).path }
        let report = try TemporalEvaluation.run(files: files, missLimit: Int(ProcessInfo.processInfo.environment["TEMPORAL_MISSES"] ?? "12") ?? 12)
        print(report.text)
        if let dump = ProcessInfo.processInfo.environment["TEMPORAL_EVAL_JSON"] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(report).write(to: URL(fileURLWithPath: dump))
        }
        for score in report.files {
            guard let floor = Self.floors[score.file] else { continue }
            #expect(score.strictAccuracy >= floor.strict, "\(score.file) strict")
            #expect(score.lenientAccuracy >= floor.lenient, "\(score.file) lenient")
            #expect(score.falsePositiveRate <= floor.falsePositives, "\(score.file) false positives")
        }
    }
}
