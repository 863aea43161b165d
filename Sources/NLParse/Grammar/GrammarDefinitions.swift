import Foundation

/// The grammar files as parsed declarations (`GrammarDocument`s): pattern trees, rules, types,
/// examples. Matching never needs them; the linguist tools, the typo corrector's vocabulary and
/// stage 2's slot schemas do. A grammar compiled now has them already; a grammar read from the
/// cache keeps only the sources and parses them on first use, which is most of what the cache
/// saves at start-up. Shared by every copy of the grammar.
final class GrammarDefinitions: @unchecked Sendable {
    struct Parsed {
        let documents: [GrammarDocument]
        /// Every intent block, in grammar order (`Grammar.intents` has the same order).
        let intents: [GrammarDocument.Intent]
        /// Every pattern line, in grammar order (`Grammar.patterns` has the same order).
        let patterns: [GrammarDocument.Definition]
    }

    private let lock = NSLock()
    private let sources: [(file: String, text: String)]
    private var cached: Parsed?

    init(documents: [GrammarDocument]) {
        sources = []
        cached = Self.index(documents)
    }

    init(sources: [(file: String, text: String)]) {
        self.sources = sources
    }

    var parsed: Parsed {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let parsed = Self.index(sources.map { GrammarDocument(file: $0.file, source: $0.text) })
        cached = parsed
        return parsed
    }

    /// Whether the sources have been parsed (tests check that matching and explaining never need it).
    var isParsed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cached != nil
    }

    /// Every pattern's regex, compiled again from the declarations (a cached grammar does not
    /// store them; only the tools read them).
    var regexes: [String] {
        let parsed = self.parsed
        lock.lock()
        defer { lock.unlock() }
        if let cachedRegexes { return cachedRegexes }
        var compiler = GrammarCompiler(documents: parsed.documents)
        _ = compiler.checkDefinitions()
        let regexes = parsed.patterns.map { definition in (try? compiler.compile(definition).0) ?? "" }
        cachedRegexes = regexes
        return regexes
    }
    private var cachedRegexes: [String]?

    /// Each intent's `model unless` expressions as one regex for a line that opens with any of
    /// them, nil for an intent without; by intent, in grammar order. Compiled from the
    /// declarations on first use: only a line the model reads needs them.
    var modelUnlessRegexes: [String?] {
        let parsed = self.parsed
        lock.lock()
        defer { lock.unlock() }
        if let cachedUnless { return cachedUnless }
        var compiler = GrammarCompiler(documents: parsed.documents)
        _ = compiler.checkDefinitions()
        let regexes = parsed.intents.map { intent -> String? in
            let openings = intent.modelUnless.compactMap { try? compiler.compileOpening($0) }
            return openings.isEmpty ? nil : openings.map { "(?:" + $0 + ")" }.joined(separator: "|")
        }
        cachedUnless = regexes
        return regexes
    }
    private var cachedUnless: [String?]?

    /// What the typo corrector needs, computed once, or read from the grammar cache.
    private var cachedVocabulary: [String]?
    private var cachedExampleWords: [String]?
    /// The same words as the grammar cache stores them, one a line, until first asked for: a
    /// command the grammar matches never needs them, and 100,000 Strings cost 8 million
    /// instructions to make (`GrammarCache`).
    private var storedVocabulary: [UInt8]?
    private var storedExampleWords: [UInt8]?

    func preset(vocabulary: [UInt8], exampleWords: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        storedVocabulary = vocabulary
        storedExampleWords = exampleWords
    }

    /// Words written one a line (what `preset` keeps), as Strings.
    static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.isEmpty ? [] : bytes.split(separator: 10, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Words one a line, the form `preset` takes.
    static func joinedLines(_ words: [String]) -> [UInt8] {
        Array(words.joined(separator: "\n").utf8)
    }

    /// Each pattern's probe literals as the grammar cache stores them (one a line, a zero byte
    /// after each pattern's), until `ask explain` asks: 100,000 Strings otherwise made at start.
    private var storedLiterals: [UInt8]?
    private var storedLiteralsCount = 0
    private var cachedLiterals: [[String]]?

    func preset(literals: [UInt8], patternCount: Int) {
        lock.lock()
        defer { lock.unlock() }
        storedLiterals = literals
        storedLiteralsCount = patternCount
    }

    /// The probe literals of pattern `index` of a cached grammar (empty if the stored bytes do
    /// not hold that many patterns: only `ask explain` reads them).
    func literals(ofPattern index: Int) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if cachedLiterals == nil {
            var all: [[String]] = []
            all.reserveCapacity(storedLiteralsCount)
            for pattern in (storedLiterals ?? []).split(separator: 0, omittingEmptySubsequences: false).prefix(storedLiteralsCount) {
                all.append(pattern.split(separator: 10).map { String(decoding: $0, as: UTF8.self) })
            }
            cachedLiterals = all
            storedLiterals = nil
        }
        return cachedLiterals.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? []
    }

    func vocabulary(documents: () -> [GrammarDocument]) -> [String] {
        lock.lock()
        if cachedVocabulary == nil, let stored = storedVocabulary {
            cachedVocabulary = Self.lines(stored)
            storedVocabulary = nil
        }
        if let cachedVocabulary {
            lock.unlock()
            return cachedVocabulary
        }
        lock.unlock()
        let words = Grammar.vocabulary(of: documents())
        lock.lock()
        defer { lock.unlock() }
        cachedVocabulary = words
        return words
    }

    func exampleWords(_ compute: () -> [String]) -> [String] {
        lock.lock()
        if cachedExampleWords == nil, let stored = storedExampleWords {
            cachedExampleWords = Self.lines(stored)
            storedExampleWords = nil
        }
        if let cachedExampleWords {
            lock.unlock()
            return cachedExampleWords
        }
        lock.unlock()
        let words = compute()
        lock.lock()
        defer { lock.unlock() }
        cachedExampleWords = words
        return words
    }

    private static func index(_ documents: [GrammarDocument]) -> Parsed {
        let intents = documents.flatMap(\.intents)
        return Parsed(documents: documents, intents: intents, patterns: intents.flatMap(\.patterns))
    }
}
