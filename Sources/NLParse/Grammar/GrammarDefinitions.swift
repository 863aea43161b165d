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

    /// What the typo corrector needs, computed once, or read from the grammar cache.
    private var cachedVocabulary: [String]?
    private var cachedExampleWords: [String]?

    func preset(vocabulary: [String], exampleWords: [String]) {
        lock.lock()
        defer { lock.unlock() }
        cachedVocabulary = vocabulary
        cachedExampleWords = exampleWords
    }

    func vocabulary(documents: () -> [GrammarDocument]) -> [String] {
        lock.lock()
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
