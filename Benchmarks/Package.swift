// swift-tools-version: 6.1
// Benchmarks for ask, kept apart so the main package builds without the benchmark toolchain.
// Run from this directory: swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "ask-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ask", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the cases share: a cursor over their inputs.
        .target(name: "BenchmarkSupport", path: "Support"),
        .executableTarget(
            name: "ParseBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                .product(name: "NLParse", package: "ask"),
                .product(name: "Grammars", package: "ask"),
                .product(name: "Temporal", package: "ask"),
                .product(name: "Intents", package: "ask"),
            ],
            path: "Benchmarks/ParseBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CopilotBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                .product(name: "Copilot", package: "ask"),
                .product(name: "Intents", package: "ask"),
                .product(name: "NLParse", package: "ask"),
                .product(name: "Grammars", package: "ask"),
            ],
            path: "Benchmarks/CopilotBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "NutritionBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                .product(name: "Nutrition", package: "ask"),
            ],
            path: "Benchmarks/NutritionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
