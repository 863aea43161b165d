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
    /// The files as read, decoded as a compile decodes them (they were UTF-8 when compiled).
    private let sources: [(file: String, bytes: Data)]
    private var cached: Parsed?

    init(documents: [GrammarDocument]) {
        sources = []
        cached = Self.index(documents)
    }

    init(sources: [(file: String, bytes: Data)]) {
        self.sources = sources
    }

    var parsed: Parsed {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let parsed = Self.index(sources.map { GrammarDocument(file: $0.file, source: String(data: $0.bytes, encoding: .utf8) ?? "") })
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
        compiledOnce(\.cachedRegexes) { compiler, parsed in
            parsed.patterns.map { definition in (try? compiler.compile(definition).0) ?? "" }
        }
    }
    private var cachedRegexes: [String]?

    /// Each intent's `model unless` expressions as one regex for a line that opens with any of
    /// them (or says one anywhere, `model unless ... EXPR`), nil for an intent without; by intent, in grammar order. Compiled from the
    /// declarations on first use: only a line the model reads needs them.
    var modelUnlessRegexes: [String?] {
        compiledOnce(\.cachedUnless) { compiler, parsed in
            parsed.intents.map { intent -> String? in
                let openings = intent.modelUnless.compactMap { try? compiler.compileOpening($0) }
                    + intent.modelUnlessAnywhere.compactMap { try? compiler.compileOpening($0, anywhere: true) }
                return openings.isEmpty ? nil : openings.map { "(?:" + $0 + ")" }.joined(separator: "|")
            }
        }
    }
    private var cachedUnless: [String?]?

    /// What `build` makes with a compiler of the declarations, made once and kept in `cache`.
    private func compiledOnce<Value>(_ cache: ReferenceWritableKeyPath<GrammarDefinitions, Value?>,
                                     _ build: (inout GrammarCompiler, Parsed) -> Value) -> Value {
        let parsed = self.parsed
        lock.lock()
        defer { lock.unlock() }
        if let known = self[keyPath: cache] { return known }
        var compiler = GrammarCompiler(documents: parsed.documents)
        _ = compiler.checkDefinitions()
        let value = build(&compiler, parsed)
        self[keyPath: cache] = value
        return value
    }

    /// What the typo corrector needs, computed once, or read from the grammar cache.
    private var cachedVocabulary: [String]?
    private var cachedExampleWords: [String]?
    private var cachedLiterals: [[String]]?
    /// Where a cached grammar keeps its words (one a line) and its patterns' probe literals,
    /// unread until first asked for: a command the grammar matches never needs them, and
    /// 100,000 Strings cost 8 million instructions to make (`GrammarCache`).
    private var stored: Stored?

    /// The blobs (`CacheBlobs`) of a cached grammar's words and literals.
    struct Stored {
        let blobs: CacheBlobs
        let literals: Int
        let vocabulary: Int
        let exampleWords: Int
        let patternCount: Int
    }

    func preset(_ stored: Stored) {
        lock.lock()
        defer { lock.unlock() }
        self.stored = stored
    }

    /// Words written one a line (what the cache stores), as Strings.
    static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.isEmpty ? [] : bytes.split(separator: 10, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Words one a line, the form the cache stores.
    static func joinedLines(_ words: [String]) -> [UInt8] {
        Array(words.joined(separator: "\n").utf8)
    }

    /// The stored blob `blob` of a cached grammar; nil when there is none or it is damaged.
    private func storedBytes(_ blob: KeyPath<Stored, Int>) -> [UInt8]? {
        lock.lock()
        let stored = self.stored
        lock.unlock()
        return stored.flatMap { $0.blobs.bytes($0[keyPath: blob]) }
    }

    /// The probe literals of pattern `index` of a cached grammar, each pattern's one a line
    /// and a zero byte after them in the cache (only `ask explain` reads them); worked out from
    /// the sources when the stored ones are damaged.
    func literals(ofPattern index: Int) -> [String] {
        lock.lock()
        if let cachedLiterals {
            lock.unlock()
            return cachedLiterals.indices.contains(index) ? cachedLiterals[index] : []
        }
        let patternCount = stored?.patternCount ?? 0
        lock.unlock()
        var all: [[String]] = []
        if let bytes = storedBytes(\.literals) {
            all.reserveCapacity(patternCount)
            for pattern in bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(patternCount) {
                all.append(pattern.split(separator: 10).map { String(decoding: $0, as: UTF8.self) })
            }
        } else {
            let parsed = self.parsed
            var collector = ProbeCollector(rules: Dictionary(parsed.documents.flatMap(\.rules).map { ($0.name, $0.body) }, uniquingKeysWith: { first, _ in first }))
            all = parsed.patterns.map { collector.probes($0.body).literals }
        }
        lock.lock()
        defer { lock.unlock() }
        cachedLiterals = all
        return all.indices.contains(index) ? all[index] : []
    }

    func vocabulary(documents: () -> [GrammarDocument]) -> [String] {
        lock.lock()
        if let cachedVocabulary {
            lock.unlock()
            return cachedVocabulary
        }
        lock.unlock()
        let words = storedBytes(\.vocabulary).map(Self.lines) ?? Grammar.vocabulary(of: documents())
        lock.lock()
        defer { lock.unlock() }
        cachedVocabulary = words
        return words
    }

    func exampleWords(_ compute: () -> [String]) -> [String] {
        lock.lock()
        if let cachedExampleWords {
            lock.unlock()
            return cachedExampleWords
        }
        lock.unlock()
        let words = storedBytes(\.exampleWords).map(Self.lines) ?? compute()
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
