import Benchmark
import BenchmarkSupport
import Foundation
import Nutrition

/// Meal sentences of 1, 2 and 4 foods, the meal corpus, and the cost of getting ready for the first
/// meal of a process (food table read, lexicon built, parser made, one sentence parsed). Run in release:
///
///     cd Benchmarks && swift package --allow-writing-to-package-directory benchmark --target NutritionBenchmarks
///
/// Goals (issue 8): median under 20 µs per sentence of up to 4 foods; food table load under 20 ms.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    let parser = MealParser.bundled()

    /// One parse per iteration, cycling through `sentences`; each must give `foods` resolved items,
    /// so the benchmark cannot silently measure a parse that fails early.
    func mealBenchmark(_ name: String, foods: Int, _ sentences: [String]) {
        for sentence in sentences {
            let parsed = parser.parse(sentence)
            precondition(parsed.items.count == foods && parsed.unresolved.isEmpty,
                         "\(sentence): \(parsed.items.map { "\($0.foodPhrase) → \($0.food?.name ?? "?")" })")
        }
        let cursor = Cursor()
        Benchmark(name) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(parser.parse(cursor.next(sentences)))
            }
        }
    }

    mealBenchmark("meal: 1 food", foods: 1, [
        "a banana", "2 eggs", "a cup of milk", "200g chicken breast", "I had a bowl of oatmeal for breakfast",
        "a handful of almonds",
    ])
    mealBenchmark("meal: 2 foods", foods: 2, [
        "2 eggs and a slice of toast", "for breakfast I ate a bagel with cream cheese", "a big mac and medium fries",
        "half a cup of cottage cheese and an apple", "two slices of whole wheat toast with peanut butter",
    ])
    mealBenchmark("meal: 4 foods", foods: 4, [
        "for breakfast I had half a cup of oatmeal with blueberries, 2 slices of whole wheat toast & a coffee",
        "a big mac, medium fries, a diet coke and an apple",
        "200g chicken breast, a cup of brown rice, broccoli and a glass of milk",
        "lunch: a turkey sandwich, a bag of chips, an apple and a bottle of water",
        "3 scrambled eggs, 2 strips of bacon, a slice of toast and a cup of tea",
    ])

    // Every sentence of the meal corpus (1-3 foods, with typos, unknown dishes, ranges and containers).
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/Corpus/meals.jsonl")
    let corpusLines = (try? String(contentsOf: corpus, encoding: .utf8))?.split(separator: "\n").compactMap { line -> String? in
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["text"] as? String
    } ?? []
    precondition(corpusLines.count >= 200, "meal corpus not found at \(corpus.path)")
    let corpusCursor = Cursor()
    Benchmark("meal: corpus sentences") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(parser.parse(corpusCursor.next(corpusLines)))
        }
    }

    // Everything the first meal of a process needs: both CSVs read, the lexicon built, a parser made,
    // and one sentence parsed. Nothing here is shared with the bundled parser above.
    let directory = FoodTable.bundledDirectory()
    Benchmark("food table: load + lexicon + first parse", configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxIterations: 200)) { benchmark in
        for _ in benchmark.scaledIterations {
            let table = try! FoodTable.load(directory: directory)
            let parser = MealParser(matcher: FoodMatcher(lexicon: FoodLexicon(table: table)))
            blackHole(parser.parse("2 eggs and a slice of toast"))
        }
    }
    Benchmark("food table: CSV load only", configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxIterations: 200)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! FoodTable.load(directory: directory))
        }
    }
}
