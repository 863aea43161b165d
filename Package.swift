// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ask",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NLParse", targets: ["NLParse"]),
        .library(name: "Temporal", targets: ["Temporal"]),
        .library(name: "Numbers", targets: ["Numbers"]),
        .library(name: "Corpora", targets: ["Corpora"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "Nutrition", targets: ["Nutrition"]),
        .library(name: "Copilot", targets: ["Copilot"]),
        .library(name: "Grammars", targets: ["Grammars"]),
        .executable(name: "ask", targets: ["ask"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System libraries from Debian: libpcre2-dev and libedit-dev.
        .systemLibrary(name: "CPCRE2", pkgConfig: "libpcre2-8", providers: [.apt(["libpcre2-dev"])]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),

        // A fast word -> value table, probed from bytes: the readers of text look up every word.
        .target(name: "Spelling"),
        // Numerals, fractions, number words and ordinals, shared by every reader of text.
        .target(name: "Numbers"),
        // The fixed tune / check split of every corpus, shared by every evaluation.
        .target(name: "Corpora", dependencies: ["Spelling"]),
        // Dates, times, ranges, durations and recurrences in free text.
        .target(name: "Temporal", dependencies: ["Numbers", "Spelling", "Corpora"]),
        // Foods, portions, quantities and meal sentences; ships the USDA food table.
        .target(name: "Nutrition", dependencies: ["Numbers"], resources: [.copy("Resources/foods")]),
        // Tokenizer, grammar language, PCRE2 matcher, value resolvers.
        .target(name: "NLParse", dependencies: ["CPCRE2", "Numbers", "Spelling", "Corpora", "Temporal"]),
        // The default grammars, shipped as data: `Grammars/<locale>/*.grammar`.
        .target(name: "Grammars", path: "Grammars", resources: [.copy("en")]),
        // Typed intents built from parse results.
        .target(name: "Intents", dependencies: ["NLParse", "Numbers", "Temporal", "Nutrition"]),
        // In-memory model, executor, replies, persistence.
        .target(name: "Copilot", dependencies: ["Intents", "NLParse", "Temporal", "Nutrition", "Numbers"]),
        // The command-line shell over the libraries.
        .executableTarget(
            name: "ask",
            dependencies: [
                "Copilot", "Intents", "NLParse", "Grammars", "Temporal", "Nutrition", "Corpora", "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(name: "SpellingTests", dependencies: ["Spelling"]),
        .testTarget(name: "NumbersTests", dependencies: ["Numbers"]),
        .testTarget(name: "TemporalTests", dependencies: ["Temporal", "Corpora"]),
        .testTarget(name: "NutritionTests", dependencies: ["Nutrition"]),
        .testTarget(name: "NLParseTests", dependencies: ["NLParse", "Grammars", "Corpora"]),
        .testTarget(name: "IntentsTests", dependencies: ["Intents", "NLParse", "Grammars"]),
        .testTarget(name: "CopilotTests", dependencies: ["Copilot", "Intents", "NLParse", "Grammars", "Nutrition"]),
        .testTarget(name: "AskTests", dependencies: ["ask"]),
    ]
)
