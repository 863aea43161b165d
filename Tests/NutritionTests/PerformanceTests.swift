import Foundation
import Testing
@testable import Nutrition

/// Prints timings; the lead's benchmark package measures in release. Asserts nothing about speed in
/// debug builds (they are 10-50× slower), only that the numbers are produced.
@Suite struct PerformanceTests {
    /// Thread CPU time, so that other processes on a shared machine do not inflate the numbers.
    static func cpuNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func medianMicroseconds(_ runs: Int, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = cpuNanoseconds()
            body()
            samples.append(Double(cpuNanoseconds() - start) / 1000)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    @Test func mealSentenceAndTableLoadTimings() throws {
        let sentences = [
            "2 eggs and a slice of toast",
            "for breakfast I had half a cup of oatmeal with blueberries, 2 slices of whole wheat toast & a coffee",
            "a big mac, medium fries and a diet coke",
            "1 1/2 cups of pasta with marinara sauce and parmesan",
            "200g chicken breast, a cup of brown rice and broccoli",
        ]
        let parser = MealParser.bundled()
        _ = parser.parse(sentences[0])
        var medians: [Double] = []
        for sentence in sentences {
            medians.append(Self.medianMicroseconds(200) { _ = parser.parse(sentence) })
        }
        let directory = FoodTable.bundledDirectory()
        let load = Self.medianMicroseconds(5) { _ = try? FoodTable.load(directory: directory) }
        let lexicon = Self.medianMicroseconds(3) { _ = FoodLexicon(table: .bundled()) }
        print("meal sentence median µs (thread CPU time):", medians.map { Int($0) }, "table load ms:", Int(load / 1000), "lexicon build ms:", Int(lexicon / 1000))
        #expect(medians.allSatisfy { $0 > 0 })
    }
}

extension PerformanceTests {
    /// Median over the meal corpus (all sentences, 1-4 foods), and the slowest sentences.
    @Test func corpusMedian() throws {
        let parser = MealParser.bundled()
        let lines = try MealCorpusTests.lines().map(\.text)
        var timings: [(Double, String)] = []
        for line in lines {
            _ = parser.parse(line)
            timings.append((Self.medianMicroseconds(31) { _ = parser.parse(line) }, line))
        }
        timings.sort { $0.0 < $1.0 }
        print("meal corpus median µs:", Int(timings[timings.count / 2].0), "p90:", Int(timings[timings.count * 9 / 10].0),
              "slowest:", timings.suffix(3).map { "\(Int($0.0)) \($0.1)" })
        #expect(timings.count == lines.count)
    }
}

/// Profiling aid: `ASK_PROFILE=parse` loops the parser for a few seconds (run under perf).
@Suite struct ProfilingLoop {
    @Test func loopWhenAsked() {
        guard let mode = ProcessInfo.processInfo.environment["ASK_PROFILE"] else { return }
        let parser = MealParser.bundled()
        let sentences = ["2 eggs and a slice of toast", "a big mac, medium fries and a diet coke",
                         "200g chicken breast, a cup of brown rice and broccoli"]
        if mode.hasPrefix("sentence:") {
            let sentence = String(mode.dropFirst("sentence:".count))
            for _ in 0..<100_000 { _ = parser.parse(sentence) }
        } else if mode == "parse" {
            for _ in 0..<20_000 { for sentence in sentences { _ = parser.parse(sentence) } }
        } else {
            for _ in 0..<40 { _ = try? FoodTable.load(directory: FoodTable.bundledDirectory()) }
        }
    }
}
