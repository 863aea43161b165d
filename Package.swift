// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ask",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NLParse", targets: ["NLParse"]),
        .library(name: "Text", targets: ["Text"]),
        .library(name: "Temporal", targets: ["Temporal"]),
        .library(name: "Numbers", targets: ["Numbers"]),
        .library(name: "Corpora", targets: ["Corpora"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "Nutrition", targets: ["Nutrition"]),
        .library(name: "Copilot", targets: ["Copilot"]),
        .library(name: "Grammars", targets: ["Grammars"]),
        .library(name: "Store", targets: ["Store"]),
        .library(name: "AskTools", targets: ["AskTools"]),
        .executable(name: "ask", targets: ["ask"]),
        .executable(name: "ask-server", targets: ["AskServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // SQLite, for the store: WAL, transactions, versioned migrations (Debian's libsqlite3-dev).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // `ask serve`: the HTTP server (Hummingbird 2, on SwiftNIO) and its structured logs.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // A shared household: the shared part of the model in PostgreSQL (`--store postgres://…`).
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        // System libraries from Debian: libpcre2-dev and libedit-dev.
        .systemLibrary(name: "CPCRE2", pkgConfig: "libpcre2-8", providers: [.apt(["libpcre2-dev"])]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),

        // The one text layer every reader shares: the tokenizer and its tokens, folding, and
        // `WordTable`, a word -> id table probed from bytes (the readers look up every word).
        .target(name: "Text"),
        // Where the running executable and its resource bundles are, without `Bundle.main`.
        .target(name: "Installation"),
        // Numerals, fractions, number words and ordinals, shared by every reader of text.
        .target(name: "Numbers"),
        // The fixed tune / check split of every corpus, shared by every evaluation.
        .target(name: "Corpora", dependencies: ["Text"]),
        // Dates, times, ranges, durations and recurrences in free text.
        .target(name: "Temporal", dependencies: ["Numbers", "Text"]),
        // Foods, portions, quantities and meal sentences; ships the USDA food table.
        .target(name: "Nutrition", dependencies: ["Numbers", "Text", "Installation"], resources: [.copy("Resources/foods")]),
        // Grammar language, PCRE2 matcher, recognizers, value resolvers.
        .target(name: "NLParse", dependencies: ["CPCRE2", "Numbers", "Text", "Temporal", "Installation"]),
        // The default grammars, shipped as data: `Grammars/<locale>/*.grammar`.
        .target(name: "Grammars", dependencies: ["Installation"], path: "Grammars", resources: [.copy("en")]),
        // Typed intents built from parse results.
        .target(name: "Intents", dependencies: ["NLParse", "Numbers", "Temporal", "Nutrition", "Text"]),
        // In-memory model, executor, replies, persistence.
        // Replies are data too: `Resources/replies/<locale>/<family>.replies`.
        .target(name: "Copilot", dependencies: ["Intents", "NLParse", "Temporal", "Nutrition", "Numbers", "Text", "Installation"], resources: [.copy("Resources/replies")]),
        // Where the copilot's state lives: the SQLite store (rows, change-log undo, migrations),
        // the legacy JSON file, import and export, and the session an app or the CLI runs commands in.
        .target(name: "Store", dependencies: ["Copilot", "Intents", "NLParse", "Temporal", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "PostgresNIO", package: "postgres-nio")]),
        // The tools for people who write grammars, not the runtime an app links: lint, sample,
        // explain, the evaluations on corpora and the intent model's training (`ask grammar`,
        // `ask explain`, `ask eval`, `ask model train`).
        .target(name: "AskTools", dependencies: ["NLParse", "Temporal", "Nutrition", "Numbers", "Text", "Corpora"]),
        // The command-line shell over the libraries.
        .executableTarget(
            name: "ask",
            dependencies: [
                "Copilot", "Store", "Intents", "NLParse", "Grammars", "Temporal", "Nutrition", "Corpora", "Text", "CEditLine", "Installation", "AskTools",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // `ask serve` runs this server (a binary of its own, so one-shot `ask` does not load SwiftNIO).
        .executableTarget(
            name: "AskServer",
            dependencies: [
                "Copilot", "Intents", "NLParse", "Grammars",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        .testTarget(name: "TextTests", dependencies: ["Text"]),
        .testTarget(name: "NumbersTests", dependencies: ["Numbers"]),
        .testTarget(name: "TemporalTests", dependencies: ["Temporal", "Corpora", "Text", "AskTools"]),  // (the probe reads a corpus reference time)
        .testTarget(name: "NutritionTests", dependencies: ["Nutrition"]),
        // (the corpus tests read the grammar through the corpus evaluation; two parser tests draw
        // their lines from the sampler)
        .testTarget(name: "NLParseTests", dependencies: ["NLParse", "Grammars", "Corpora", "Text", "AskTools"]),
        .testTarget(name: "IntentsTests", dependencies: ["Intents", "NLParse", "Grammars"]),
        .testTarget(name: "CopilotTests", dependencies: ["Copilot", "Intents", "NLParse", "Grammars", "Nutrition", "Text", "AskTools"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "Copilot", "Intents", "NLParse", "Grammars"]),
        .testTarget(name: "AskToolsTests", dependencies: ["AskTools", "NLParse", "Temporal", "Nutrition", "Grammars"]),
        .testTarget(name: "AskTests", dependencies: ["ask", "AskServer", "NLParse", "Grammars"]),
    ]
)
