// swift-tools-version: 6.1
// libFuzzer targets over the parser, the grammar loader, the JSONL line reader and the meal
// parser (issue 26). A package of its own so the main build never sees the fuzzer flags:
// `scripts/fuzz` builds it with `-sanitize=fuzzer,address` and runs each target. Each target's
// main.swift hands its one-input test to libFuzzer's driver (`CLibFuzzer`).
import PackageDescription

let package = Package(
    name: "AskFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ask", path: ".."),
    ],
    targets: [
        // libFuzzer's driver, called from each target's main.
        .target(name: "CLibFuzzer"),
        // What the targets share: the bundled grammar and model loaded once, a fixed "now".
        .target(
            name: "FuzzSupport",
            dependencies: ["CLibFuzzer", .product(name: "NLParse", package: "ask"), .product(name: "Grammars", package: "ask")]
        ),
        .executableTarget(name: "FuzzParse", dependencies: ["FuzzSupport", .product(name: "NLParse", package: "ask"), .product(name: "Intents", package: "ask")]),
        .executableTarget(name: "FuzzGrammar", dependencies: ["FuzzSupport", .product(name: "NLParse", package: "ask")]),
        .executableTarget(name: "FuzzJSONLine", dependencies: ["FuzzSupport", .product(name: "NLParse", package: "ask"), .product(name: "Intents", package: "ask")]),
        .executableTarget(name: "FuzzMeal", dependencies: ["CLibFuzzer", .product(name: "Nutrition", package: "ask")]),
    ]
)
