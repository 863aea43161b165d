import Foundation
import Text

/// A set of grammar files, checked and compiled to JIT-compiled PCRE2 patterns.
///
/// Loading checks every reference (`<rule>`, `{slot:type}`, `extract` slots) and reports all
/// errors at once with file:line:col; nothing is left to fail at match time.
public struct Grammar: Sendable {
    /// One `pattern` line, compiled.
    public struct Pattern: Sendable {
        public let intent: String
        public let priority: Int
        public let location: SourceLocation
        /// The pattern as written.
        public let source: String
        /// The PCRE2 pattern it compiles to (worked out again from the sources on first use after a
        /// cached load: only the tools read it).
        public var regex: String { storedRegex ?? definitions.regexes[definitionIndex] }
        let storedRegex: String?
        /// The compiled code (a cached grammar decodes it on first use).
        let code: PatternCode
        package var compiled: PCRE2Pattern { code.pattern }
        /// `slots[i]` names the slot captured by group `i + 1`.
        package let slots: [SlotCapture]
        /// The literals and slots `ask explain` tries after the pattern's closest miss. A
        /// cached grammar reads the literals on first use (`GrammarDefinitions.literals`).
        package var probes: PatternProbes {
            PatternProbes(literals: storedLiterals ?? definitions.literals(ofPattern: definitionIndex), slots: probeSlots)
        }
        let storedLiterals: [String]?
        let probeSlots: [SlotCapture]
        /// Where the pattern's tree is: its place among the grammar's pattern lines.
        let definitions: GrammarDefinitions
        let definitionIndex: Int

        /// The pattern's syntax tree (parsed from the sources on first use after a cached load).
        package var node: PatternNode { definitions.parsed.patterns[definitionIndex].body }
    }

    package struct SlotCapture: Sendable, Equatable {
        package var name: String
        /// An entity type, `text`, or a grammar-defined type name.
        package var type: String
    }

    /// An `intent` block: its patterns, extraction rules, examples and rejects.
    public struct Intent: Sendable {
        public let name: String
        public let priority: Int
        /// What the intent does in the user's words (its `says` line), for replies that name it.
        public let says: String?
        public let location: SourceLocation
        let extracts: [GrammarDocument.Extract]
        /// False after `model off`: only the grammar's patterns ever produce this intent.
        public let modelProposes: Bool
        /// False after `model without text`: a model reading fills typed slots only.
        public let modelKeepsText: Bool
        /// After `offers NAME`: what this intent's matches are offered as (never done unasked).
        public let offers: String?
        let definitions: GrammarDefinitions
        let definitionIndex: Int

        package var examples: [GrammarDocument.Example] { definitions.parsed.intents[definitionIndex].examples }
        package var rejects: [GrammarDocument.Example] { definitions.parsed.intents[definitionIndex].rejects }
        /// Its `model unless` lines.
        var modelUnless: [GrammarDocument.Definition] { definitions.parsed.intents[definitionIndex].modelUnless }
    }

    /// What an intent does in the user's words (the first `says` line of its blocks); nil when no block has one.
    public func says(_ intent: String) -> String? {
        intents.lazy.compactMap { $0.name == intent ? $0.says : nil }.first
    }

    public private(set) var patterns: [Pattern] = []
    public private(set) var intents: [Intent] = []
    /// The prefilter: which patterns the words of an input allow.
    let requiredWords: RequiredWordIndex
    /// `intents` position of each pattern's intent, so ranking compares numbers, not names.
    let intentIndexOfPattern: [Int]
    /// Words dropped before an entity extracted from free text ("by" in "by friday").
    let leadins: Leadins
    /// The files the grammar came from.
    public let files: [String]
    /// The parsed files, for the linguist tools, the typo corrector and stage 2.
    let definitions: GrammarDefinitions
    package var documents: [GrammarDocument] { definitions.parsed.documents }
    /// Value maps of grammar types, by type: the words a slot matched (folded, joined by spaces)
    /// to the value it takes.
    let typeValues: [String: [String: String]]
    /// `spelling` lines: each variant (folded) to the words it is read as.
    let respellings: [String: String]
    /// The directory the grammar was loaded from (its word list and intent model live there).
    public internal(set) var directory: URL?

    /// Built-in slot types: free text plus every entity type.
    public static let builtinTypes: Set<String> = freeTextTypes.union(EntityType.allCases.map(\.rawValue)).union(EntitySlot.types)

    /// The built-in rule `<any>`: one word of the user's, whatever it is. Only a guard may use it
    /// (`!(<any> and tell)`): it says what may not follow, never what a pattern matches.
    public static let anyWordRule = "any"

    /// Slot types that take the user's own words: `text` (one or more tokens), `word` (exactly
    /// one) and `possessive` (one word ending in 's, such as "Emma's", whose value is "Emma").
    public static let freeTextTypes: Set<String> = ["text", "word", "possessive"]

    /// Loads every `*.grammar` file of `directory` (sorted by name). Diagnostics name files as
    /// `label/NAME` when a label is given (the bundled copy reports its source, `Grammars/en`),
    /// else by their path relative to the working directory.
    ///
    /// With a `cache`, a grammar compiled before from the same sources by the same binary is read
    /// back instead of compiled (see `GrammarCache`); anything wrong with the cache is a miss.
    public static func load(directory: URL, label: String? = nil, cache: GrammarCache? = nil) throws(GrammarLoadError) -> Grammar {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".grammar") }.sorted()
        } catch {
            throw GrammarLoadError([GrammarDiagnostic(at: SourceLocation(file: directory.path, line: 0, column: 0), "cannot read grammar directory: \(error.localizedDescription)", line: "")])
        }
        if names.isEmpty {
            throw GrammarLoadError([GrammarDiagnostic(at: SourceLocation(file: directory.path, line: 0, column: 0), "no .grammar files in this directory", line: "")])
        }
        var files: [(file: String, bytes: Data, url: URL)] = []
        var diagnostics: [GrammarDiagnostic] = []
        for name in names {
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                diagnostics.append(GrammarDiagnostic(at: SourceLocation(file: url.path, line: 0, column: 0), "cannot read file", line: ""))
                continue
            }
            files.append((label.map { "\($0)/\(name)" } ?? relativePath(url), data, url))
        }
        if !diagnostics.isEmpty { throw GrammarLoadError(diagnostics) }
        // A hit needs the bytes only: the key covers them, and no file that is not UTF-8 was
        // ever compiled, so checking them (3 million instructions) waits for a miss.
        let encoded = files.map { (file: $0.file, bytes: $0.bytes) }
        var grammar: Grammar
        if let cached = cache?.grammar(sources: encoded, directory: directory) {
            grammar = cached
        } else {
            var sources: [(String, String)] = []
            for file in files {
                guard let text = String(data: file.bytes, encoding: .utf8) else {
                    diagnostics.append(GrammarDiagnostic(at: SourceLocation(file: file.url.path, line: 0, column: 0), "file is not valid UTF-8", line: ""))
                    continue
                }
                sources.append((file.file, text))
            }
            if !diagnostics.isEmpty { throw GrammarLoadError(diagnostics) }
            grammar = try Grammar(sources: sources)
            cache?.store(grammar, sources: encoded, directory: directory)
        }
        grammar.directory = directory
        return grammar
    }

    /// Paths in diagnostics are relative to the working directory when possible.
    private static func relativePath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }

    /// Compiles grammar sources given as (file name, text) pairs.
    public init(sources: [(file: String, text: String)]) throws(GrammarLoadError) {
        // Each file parsed on its own, on all cores: a file's parse reads nothing of the others.
        let documents = sources.concurrentMap { GrammarDocument(file: $0.file, source: $0.text) }
        var diagnostics = documents.flatMap(\.diagnostics)
        var compiler = GrammarCompiler(documents: documents)
        diagnostics += compiler.checkDefinitions()
        if !diagnostics.isEmpty { throw GrammarLoadError(diagnostics) }

        var patterns: [Pattern] = []
        var intents: [Intent] = []
        let rules = Dictionary(documents.flatMap(\.rules).map { ($0.name, $0.body) }, uniquingKeysWith: { first, _ in first })
        // Grammar types by name, for the prefilter: a `{kind:t_evtype}` slot needs one of its values.
        let types = Dictionary(documents.flatMap(\.types).map { ($0.name, $0.body) }, uniquingKeysWith: { first, _ in first })
        var pending: [(intent: GrammarDocument.Intent, definition: GrammarDocument.Definition, regex: String, slots: [SlotCapture])] = []
        let definitions = GrammarDefinitions(documents: documents)
        var requiredWordSets: [[Set<String>]] = []
        let requiredWordMemo = RuleMemo<[Set<String>]>()
        for document in documents {
            for intent in document.intents {
                intents.append(Intent(name: intent.name, priority: intent.priority, says: intent.says, location: intent.location, extracts: intent.extracts, modelProposes: intent.modelProposes, modelKeepsText: intent.modelKeepsText, offers: intent.offers, definitions: definitions, definitionIndex: intents.count))
                for definition in intent.patterns {
                    do {
                        let (regex, slots) = try compiler.compile(definition)
                        pending.append((intent, definition, regex, slots))
                    } catch {
                        diagnostics.append(error)
                    }
                }
            }
            diagnostics += compiler.checkIntentSlots(document)
        }
        // PCRE2 compilation is the bulk of loading (JIT waits for first use); patterns are independent, so all cores share it.
        let compiled = PCRE2Pattern.compileAll(pending.map(\.regex))
        var probeCollector = ProbeCollector(rules: rules)
        for (index, item) in pending.enumerated() {
            switch compiled[index] {
            case .failure(let error):
                diagnostics.append(GrammarDiagnostic(at: item.definition.location, "pattern does not compile: \(error.message)", line: item.definition.lineText))
            case .success(let pattern):
                let source = item.definition.lineText.trimmingBlanks().dropFirst("pattern".count).trimmingBlanks()
                requiredWordSets.append(item.definition.body.requiredWordSets(rules: { rules[$0] ?? types[$0] }, memo: requiredWordMemo))
                let probes = probeCollector.probes(item.definition.body)
                patterns.append(Pattern(intent: item.intent.name, priority: item.intent.priority, location: item.definition.location, source: source, storedRegex: item.regex, code: PatternCode(pattern), slots: item.slots, storedLiterals: probes.literals, probeSlots: probes.slots, definitions: definitions, definitionIndex: index))
            }
        }
        if !diagnostics.isEmpty { throw GrammarLoadError(diagnostics) }

        var typeValues: [String: [String: String]] = [:]
        for document in documents {
            for (type, alternatives) in document.typeValues {
                var map: [String: String] = [:]
                for alternative in alternatives {
                    // A type holds words only, so its alternatives expand to a short list of phrases.
                    for words in alternative.node.expansions(limit: 10_000) ?? [] {
                        let phrase = words.map(TextFolding.fold).joined(separator: " ")
                        if map[phrase] == nil { map[phrase] = alternative.value }
                    }
                }
                typeValues[type] = map
            }
            // A word class is kept as a value map whose every phrase takes the class's name, so
            // the compiled cache carries it with no format of its own.
            for words in document.wordClasses where document.typeValues[Self.wordClassKey(words.name)] == nil {
                var map: [String: String] = [:]
                for phrase in words.body.expansions(limit: 10_000) ?? [] {
                    map[phrase.map(TextFolding.fold).joined(separator: " ")] = Self.wordClassValue(words.name)
                }
                typeValues[Self.wordClassKey(words.name)] = map
            }
        }
        let (respellings, spellingErrors) = Self.respellings(documents, vocabulary: definitions.vocabulary(documents: { documents }))
        if !spellingErrors.isEmpty { throw GrammarLoadError(spellingErrors) }
        self.respellings = respellings
        self.typeValues = typeValues
        self.patterns = patterns
        self.intents = intents
        self.requiredWords = RequiredWordIndex(requiredWordSets: requiredWordSets)
        let intentPositions = Dictionary(intents.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.intentIndexOfPattern = patterns.map { intentPositions[$0.intent]! }
        self.definitions = definitions
        self.files = documents.map(\.file)
        self.leadins = Leadins(documents.flatMap(\.leadins))
        self.isFromCache = false
    }

    /// A grammar put together from its parts (read back from the cache).
    init(
        patterns: [Pattern], intents: [Intent], requiredWords: RequiredWordIndex, intentIndexOfPattern: [Int], leadins: Leadins,
        files: [String], definitions: GrammarDefinitions, typeValues: [String: [String: String]], respellings: [String: String]
    ) {
        self.respellings = respellings
        self.patterns = patterns
        self.intents = intents
        self.requiredWords = requiredWords
        self.intentIndexOfPattern = intentIndexOfPattern
        self.leadins = leadins
        self.files = files
        self.definitions = definitions
        self.typeValues = typeValues
        self.isFromCache = true
    }

    /// True when the grammar was read from a `GrammarCache` rather than compiled.
    public let isFromCache: Bool

    /// Reference times for examples, per file (their `now` lines).
    var exampleTimes: [String: (Date, TimeZone)] {
        var times: [String: (Date, TimeZone)] = [:]
        for document in documents {
            if let now = document.now, let zone = document.nowZone { times[document.file] = (now, zone) }
        }
        return times
    }

    /// JIT-compiles every pattern now, on all cores, instead of each on its first match: for a
    /// long-running process that wants its first parses as fast as the rest.
    public func compileAllJIT() {
        DispatchQueue.concurrentPerform(iterations: patterns.count) { patterns[$0].compiled.prepareJIT() }
    }

    /// The household examples are read in: a `member` slot takes these names.
    public static let exampleMembers = ["Emma", "Leo"]

    /// The reference time for the examples of `file`: its `now` line, or 2026-01-07T09:00:00-05:00;
    /// the household of `exampleMembers`.
    public func exampleContext(file: String) -> ParseContext {
        if let (now, zone) = exampleTimes[file] { return ParseContext(now: now, timeZone: zone, members: Self.exampleMembers) }
        let (now, zone) = ReferenceTime.parse("2026-01-07T09:00:00-05:00")!
        return ParseContext(now: now, timeZone: zone, members: Self.exampleMembers)
    }
}

extension Grammar {
    /// Every literal word of the grammar, sorted: for tab completion, sample generation and the
    /// typo corrector (kept in the grammar cache, so a one-shot with a typo parses no file).
    public var vocabulary: [String] { definitions.vocabulary(documents: { documents }) }

    /// The words of the grammar's example and reject sentences: real words the typo corrector
    /// leaves alone ("repotting"). Kept in the grammar cache too.
    var exampleWords: [String] {
        definitions.exampleWords {
            var known: [String] = []
            for intent in intents {
                for example in intent.examples + intent.rejects {
                    known += Tokenizer.tokenize(example.phrase).tokens.filter { $0.kind == .word }.map(\.folded)
                }
            }
            return known
        }
    }

    /// The literal words of `documents`, sorted.
    static func vocabulary(of documents: [GrammarDocument]) -> [String] {
        var words = Set<String>()
        for document in documents {
            let definitions = document.rules + document.types + document.intents.flatMap(\.patterns)
            for definition in definitions {
                definition.body.forEach { node in
                    if case .word(let word, _) = node, word.count > 1 { words.insert(word) }
                }
            }
        }
        return words.sorted()
    }
}

extension Grammar {
    /// The grammar's value maps and word classes, as parse results carry them.
    public var valueMaps: ValueMaps { ValueMaps(typeValues) }

    /// The phrases (folded, words joined by one space) of the grammar's `words NAME = ...`
    /// class; empty when no grammar file declares it.
    public func words(_ name: String) -> Set<String> { valueMaps.words(name) }

    /// The values of type `name`'s value map (`h_sound`: `light-rain`, `cafe`, ...); nil for a
    /// type without one. Tests check that Swift knows every value a grammar can give.
    public func values(ofType name: String) -> Set<String>? {
        typeValues[name].map { Set($0.values) }
    }

    private static func wordClassKey(_ name: String) -> String { ValueMaps.wordClassKey(name) }
    private static func wordClassValue(_ name: String) -> String { name }

    /// Whether the words a slot took rank as literal words: a value map's words are the grammar's
    /// own vocabulary with a meaning attached ("alarm", "lose"), as specific as the same words
    /// written as literals, so naming their meaning costs a pattern no rank. A plain closed list
    /// (`{kind:t_evtype}`) still ranks as a slot.
    func countsAsLiteral(_ capture: SlotCapture) -> Bool {
        typeValues[capture.type] != nil
    }

    /// The body of rule `name`, for the linguist tools.
    package func rule(named name: String) -> PatternNode? {
        documents.lazy.flatMap(\.rules).first { $0.name == name }?.body
    }

    /// The values of grammar-defined type `name`.
    package func type(named name: String) -> PatternNode? {
        documents.lazy.flatMap(\.types).first { $0.name == name }?.body
    }
}
