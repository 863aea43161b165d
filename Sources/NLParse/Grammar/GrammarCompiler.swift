/// Checks the definitions of all grammar files together and turns patterns into PCRE2 source.
///
/// The matcher's subject is the input's tokens, folded, each followed by one space; an entity
/// stands as one private-use marker token. So every element compiles to a regex that consumes
/// its tokens *and* their trailing spaces, and sequences, optionals and choices compose
/// without any special handling of spaces.
package struct GrammarCompiler {
    private var rules: [String: GrammarDocument.Definition] = [:]
    private var types: [String: GrammarDocument.Definition] = [:]
    private var wordClasses: [String: GrammarDocument.Definition] = [:]
    private let documents: [GrammarDocument]
    /// The slots inside each rule, worked out once.
    private var ruleSlotCache: [String: [(String, String, Int)]] = [:]
    /// Compiled rule bodies, reused; a rule's captures are renumbered each time it is inlined.
    private var compiledRules: [String: (regex: String, slots: [Grammar.SlotCapture])] = [:]
    /// The regex of each choice of phrases built so far: a rule's or a type's words are inlined in
    /// every pattern that names them, and building their prefix tree each time was a fifth of a
    /// cold start.
    private let trieRegexes = TrieRegexes()
    /// `firstWords` of each rule and type, by name.
    private let firstWordMemo = RuleMemo<(words: Set<String>, nullable: Bool)?>()

    init(documents: [GrammarDocument]) {
        self.documents = documents
    }

    /// Duplicate names, unknown references, cycles and invalid type and lead-in bodies.
    mutating func checkDefinitions() -> [GrammarDiagnostic] {
        var diagnostics: [GrammarDiagnostic] = []
        var intentNames: [String: SourceLocation] = [:]
        for document in documents {
            for rule in document.rules {
                if let previous = rules[rule.name] {
                    diagnostics.append(GrammarDiagnostic(at: rule.location, "rule <\(rule.name)> is already defined at \(previous.location)", line: rule.lineText))
                } else {
                    rules[rule.name] = rule
                }
            }
            for type in document.types {
                if Grammar.builtinTypes.contains(type.name) {
                    diagnostics.append(GrammarDiagnostic(at: type.location, "'\(type.name)' is a built-in type and cannot be redefined", line: type.lineText))
                } else if let previous = types[type.name] {
                    diagnostics.append(GrammarDiagnostic(at: type.location, "type \(type.name) is already defined at \(previous.location)", line: type.lineText))
                } else if type.body.expansions(limit: 10_000) == nil {
                    diagnostics.append(GrammarDiagnostic(at: type.location, "a type lists words only: (value|other value); no slots or rules", line: type.lineText))
                } else {
                    types[type.name] = type
                }
            }
            for words in document.wordClasses {
                if let previous = wordClasses[words.name] {
                    diagnostics.append(GrammarDiagnostic(at: words.location, "words \(words.name) is already defined at \(previous.location)", line: words.lineText))
                } else if words.body.expansions(limit: 10_000) == nil {
                    diagnostics.append(GrammarDiagnostic(at: words.location, "a word class lists words only: (the|a|an); no slots or rules", line: words.lineText))
                } else {
                    wordClasses[words.name] = words
                }
            }
            // A lead-in is named for an entity type (removed with any value of it), or by a name
            // of its own that an extraction requires (`deadline=datetime:point@deadline`), or `told`
            // (the verbs that keep a time in a `:point` title, `FreeTextExtraction`).
            let required = Set(documents.flatMap(\.intents).flatMap(\.extracts).flatMap(\.extractions).compactMap(\.requiredLeadin))
            for leadin in document.leadins {
                if EntityType(rawValue: leadin.name) == nil, !required.contains(leadin.name), leadin.name != FreeTextExtraction.toldLeadin, leadin.name != FreeTextExtraction.occasionLeadin {
                    let known = EntityType.allCases.map(\.rawValue).joined(separator: ", ")
                    diagnostics.append(GrammarDiagnostic(at: leadin.location, "lead-in '\(leadin.name)' is not an entity type (\(known)) and no extract uses it as @\(leadin.name)", line: leadin.lineText))
                } else if leadin.body.expansions() == nil {
                    diagnostics.append(GrammarDiagnostic(at: leadin.location, "a lead-in lists words only: (by|on|due by)", line: leadin.lineText))
                }
            }
            for intent in document.intents {
                if let previous = intentNames[intent.name] {
                    diagnostics.append(GrammarDiagnostic(at: intent.location, "intent \(intent.name) is already defined at \(previous); keep an intent in one block", line: intent.lineText))
                }
                intentNames[intent.name] = intent.location
                if intent.patternLines == 0 {
                    diagnostics.append(GrammarDiagnostic(at: intent.location, "intent \(intent.name) has no pattern", line: intent.lineText))
                }
                if let offered = intent.offers {
                    let all = documents.flatMap(\.intents)
                    if let target = all.first(where: { $0.name == offered }) {
                        if target.offers != nil {
                            diagnostics.append(GrammarDiagnostic(at: intent.location, "intent \(intent.name) offers \(offered), which itself offers \(target.offers!): offer the intent that does it", line: intent.lineText))
                        }
                    } else {
                        diagnostics.append(GrammarDiagnostic(at: intent.location, "intent \(intent.name) offers \(offered), which no grammar file defines", line: intent.lineText))
                    }
                }
            }
        }
        // References, in rules and patterns alike.
        for document in documents {
            let definitions = document.rules + document.intents.flatMap(\.patterns)
            for definition in definitions {
                diagnostics += checkReferences(definition)
            }
            for definition in document.intents.flatMap({ $0.modelUnless + $0.modelUnlessAnywhere }) {
                diagnostics += checkReferences(definition)
                if !slots(in: definition.body).isEmpty {
                    diagnostics.append(GrammarDiagnostic(at: definition.location, "model unless takes words and rules, no slots: it says how a line opens", line: definition.lineText))
                }
            }
        }
        var cyclic = false
        for rule in rules.values.sorted(by: { $0.location.description < $1.location.description }) {
            if let cycle = findCycle(from: rule.name) {
                cyclic = true
                diagnostics.append(GrammarDiagnostic(at: rule.location, "rule <\(rule.name)> refers to itself: \(cycle.map { "<\($0)>" }.joined(separator: " -> "))", line: rule.lineText))
            }
        }
        // A type and a rule of one name: `{x:name}` and `<name>` would read as one thing and do two.
        for type in types.values.sorted(by: { $0.location.description < $1.location.description }) {
            if let rule = rules[type.name] {
                diagnostics.append(GrammarDiagnostic(at: type.location, "type \(type.name) shares its name with rule <\(type.name)> at \(rule.location); give one another name", line: type.lineText))
            }
        }
        // Sizes are counted only over rules that end: a cycle is already reported.
        if !cyclic && diagnostics.isEmpty { diagnostics += checkExpansionSizes() }
        return diagnostics
    }

    // MARK: Expansion size

    /// The most pattern elements a rule or pattern may stand for once every rule in it is
    /// inlined (the bundled grammars' largest, calendar.grammar:80, is 1,217). Rules are inlined
    /// into each pattern's regex, so a chain of rules each using the next twice doubles per link: 42 links
    /// asked for 2^42 elements and ran out of memory. Past this, loading stops with an error.
    static let maxExpansion = 50_000

    /// An error at each rule or pattern whose inlined size first goes past `maxExpansion`
    /// (not at every rule above it that only uses it).
    private func checkExpansionSizes() -> [GrammarDiagnostic] {
        var sizes: [String: Int] = [:]
        var diagnostics: [GrammarDiagnostic] = []
        let definitions = rules.values.sorted(by: { $0.location.description < $1.location.description })
            + documents.flatMap { $0.intents.flatMap(\.patterns) }
        for definition in definitions {
            let size = expansionSize(definition.body, sizes: &sizes)
            guard size > Self.maxExpansion else { continue }
            var usesAnOversizedRule = false
            definition.body.forEach { node in
                if case .rule(let name, _) = node, (sizes[name] ?? 0) > Self.maxExpansion { usesAnOversizedRule = true }
            }
            if usesAnOversizedRule { continue }
            let what = rules[definition.name]?.location == definition.location ? "rule <\(definition.name)>" : "this pattern"
            diagnostics.append(GrammarDiagnostic(at: definition.location, "\(what) expands to more than \(Self.maxExpansion) elements once its rules are inlined; "
                + "use a rule fewer times, or split the pattern", line: definition.lineText))
        }
        return diagnostics
    }

    /// The number of elements `node` stands for with its rules and slot types inlined; counts
    /// saturate at `Int.max`, so no chain can overflow them. Needs rules without cycles.
    private func expansionSize(_ node: PatternNode, sizes: inout [String: Int]) -> Int {
        switch node {
        case .word:
            return 1
        case .sequence(let items), .choice(let items, _):
            var total = 1
            for item in items {
                let (sum, overflow) = total.addingReportingOverflow(expansionSize(item, sizes: &sizes))
                total = overflow ? Int.max : sum
            }
            return total
        case .optional(let item, _), .not(let item, _):
            let inner = expansionSize(item, sizes: &sizes)
            return inner == Int.max ? inner : inner + 1
        case .rule(let name, _):
            if let known = sizes[name] { return known }
            guard let rule = rules[name] else { return 1 }
            let size = expansionSize(rule.body, sizes: &sizes)
            sizes[name] = size
            return size
        case .slot(_, let type, _):
            guard let values = types[type] else { return 1 }
            let inner = expansionSize(values.body, sizes: &sizes)
            return inner == Int.max ? inner : inner + 1
        }
    }

    private func checkReferences(_ definition: GrammarDocument.Definition) -> [GrammarDiagnostic] {
        var diagnostics: [GrammarDiagnostic] = []
        let location = { (column: Int) in SourceLocation(file: definition.location.file, line: definition.location.line, column: column) }
        // `<any>` outside a guard would match what no pattern should: any word at all.
        func outsideGuards(_ node: PatternNode) {
            switch node {
            case .rule(Grammar.anyWordRule, let column):
                diagnostics.append(GrammarDiagnostic(at: location(column), "<any> may only be used inside a guard: !(<any> ...)", line: definition.lineText))
            case .sequence(let items), .choice(let items, _): items.forEach(outsideGuards)
            case .optional(let item, _): outsideGuards(item)
            case .not, .word, .rule, .slot: break
            }
        }
        outsideGuards(definition.body)
        definition.body.forEach { node in
            switch node {
            case .rule(let name, let column) where rules[name] == nil && name != Grammar.anyWordRule:
                diagnostics.append(GrammarDiagnostic(at: location(column), "unknown rule <\(name)>\(suggestion(for: name, among: Array(rules.keys), wrap: { "<\($0)>" }))", line: definition.lineText))
            case .slot(_, let type, let column) where !Grammar.builtinTypes.contains(type) && types[type] == nil:
                let known = Array(Grammar.builtinTypes) + Array(types.keys)
                diagnostics.append(GrammarDiagnostic(at: location(column), "unknown slot type '\(type)'\(suggestion(for: type, among: known, wrap: { $0 }))", line: definition.lineText))
            default:
                break
            }
        }
        return diagnostics
    }

    private func suggestion(for name: String, among candidates: [String], wrap: (String) -> String) -> String {
        let close = candidates.filter { EditDistance.atMost(2, name, $0) }.sorted()
        return close.isEmpty ? "" : "; did you mean \(close.map(wrap).joined(separator: " or "))?"
    }

    /// A chain of rule references that leads from `start` back to itself, if any.
    private func findCycle(from start: String) -> [String]? {
        var stack: [(name: String, path: [String])] = [(start, [start])]
        var seen: Set<String> = [start]
        while let (name, path) = stack.popLast() {
            guard let rule = rules[name] else { continue }
            var found: [String]?
            rule.body.forEach { node in
                guard found == nil, case .rule(let next, _) = node else { return }
                if next == start {
                    found = path + [start]
                } else if seen.insert(next).inserted {
                    stack.append((next, path + [next]))
                }
            }
            if let found { return found }
        }
        return nil
    }

    /// Free-text slots and extraction rules must agree; a slot name keeps one type per intent
    /// (`text`, `word` and `possessive` all give the user's words, `listname` the name of a
    /// list they said and `member` a member's, so they may share a name, as `datetime` and `timespan`, a kind of datetime, may).
    static let wordTypes = Grammar.freeTextTypes.union([EntityType.listname.rawValue, EntityType.member.rawValue])

    mutating func checkIntentSlots(_ document: GrammarDocument) -> [GrammarDiagnostic] {
        var diagnostics: [GrammarDiagnostic] = []
        for intent in document.intents {
            var slotTypes: [String: String] = [:]
            for pattern in intent.patterns {
                for (name, type, column) in slots(in: pattern.body) {
                    if let previous = slotTypes[name], previous != type,
                       !(Self.wordTypes.contains(previous) && Self.wordTypes.contains(type)),
                       !(Self.datetimeTypes.contains(previous) && Self.datetimeTypes.contains(type)) {
                        diagnostics.append(GrammarDiagnostic(at: SourceLocation(file: pattern.location.file, line: pattern.location.line, column: column), "slot '\(name)' is \(previous) elsewhere in intent \(intent.name); one slot name, one type", line: pattern.lineText))
                    }
                    // `text` is kept once seen: it is what `extract` needs.
                    if slotTypes[name] != "text" { slotTypes[name] = type }
                }
            }
            for extract in intent.extracts {
                for extraction in extract.wordExtractions where documents.allSatisfy({ $0.typeValues[extraction.valueMap] == nil }) {
                    diagnostics.append(GrammarDiagnostic(at: extract.location, "extract names '\(extraction.valueMap)', which is neither an entity type nor a type with values (type NAME = words => value | ...)", line: extract.lineText))
                }
                let leadinNames = Set(documents.flatMap(\.leadins).map(\.name))
                for extraction in extract.extractions {
                    if let name = extraction.requiredLeadin, !leadinNames.contains(name) {
                        diagnostics.append(GrammarDiagnostic(at: extract.location, "extract names the lead-in '\(name)', which no 'leadin \(name) = ...' line declares", line: extract.lineText))
                    }
                }
                if slotTypes[extract.textSlot] != "text" {
                    diagnostics.append(GrammarDiagnostic(at: extract.location, "extract needs a free-text slot of intent \(intent.name); '\(extract.textSlot)' is \(slotTypes[extract.textSlot].map { "a \($0) slot" } ?? "not a slot")", line: extract.lineText))
                }
            }
        }
        return diagnostics
    }

    /// The slots of a node, looking through rules (each rule's slots are worked out once).
    mutating func slots(in node: PatternNode) -> [(String, String, Int)] {
        var found: [(String, String, Int)] = []
        node.forEach { child in
            switch child {
            case .slot(let name, let type, let column): found.append((name, type, column))
            case .rule(let name, _): found += ruleSlots(name, depth: 0)
            default: break
            }
        }
        return found
    }

    private mutating func ruleSlots(_ name: String, depth: Int) -> [(String, String, Int)] {
        if let known = ruleSlotCache[name] { return known }
        guard depth < 64, let rule = rules[name] else { return [] }
        var found: [(String, String, Int)] = []
        var nested: [String] = []
        rule.body.forEach { child in
            switch child {
            case .slot(let slot, let type, let column): found.append((slot, type, column))
            case .rule(let inner, _): nested.append(inner)
            default: break
            }
        }
        for inner in nested { found += ruleSlots(inner, depth: depth + 1) }
        ruleSlotCache[name] = found
        return found
    }

    // MARK: Compilation

    /// The rule that may close any pattern: the politeness said after every command alike
    /// ("show my notes please", "plan my day, thanks"), so no pattern spells it.
    package static let closingRule = "closing"

    mutating func compile(_ definition: GrammarDocument.Definition) throws(GrammarDiagnostic) -> (String, [Grammar.SlotCapture]) {
        var slots: [Grammar.SlotCapture] = []
        let body = try emit(definition.body, slots: &slots, definition: definition)
        let closing = rules[Self.closingRule] == nil ? "" : "(?:" + (try emit(.rule(Self.closingRule, column: 0), slots: &slots, definition: definition)) + ")?"
        return ("^" + body + closing + "$", slots)
    }

    /// The regex of a `model unless` expression: it matches a line that opens with the expression,
    /// or (`anywhere`, `model unless ... EXPR`) that says it at any word.
    mutating func compileOpening(_ definition: GrammarDocument.Definition, anywhere: Bool = false) throws(GrammarDiagnostic) -> String {
        var slots: [Grammar.SlotCapture] = []
        return (anywhere ? "^(?:[^ ]+ )*?" : "^") + (try emit(definition.body, slots: &slots, definition: definition))
    }

    private mutating func emit(_ node: PatternNode, slots: inout [Grammar.SlotCapture], definition: GrammarDocument.Definition) throws(GrammarDiagnostic) -> String {
        switch node {
        case .word(let word, _):
            return Self.escape(word) + " "
        case .sequence(let items):
            var result = ""
            for (index, item) in items.enumerated() {
                result += try emit(item, slots: &slots, definition: definition)
                // After optional free text ("[{context:text}] <t_lead> add ..."), PCRE2 tries the
                // rest at every word; a lookahead for the words the rest can start with turns
                // most of those tries away at their first byte. It matches nothing the rest
                // would not, so results are unchanged (GrammarCompilerTests pins that).
                if case .optional(let inner, _) = item, Self.opensWithFreeText(inner, rules: rules), index + 1 < items.count,
                   let lookahead = firstWordLookahead(.sequence(Array(items[(index + 1)...]))) {
                    result += lookahead
                }
            }
            return result
        case .choice(let items, _):
            // A choice of plain words and phrases (most of them) shares its prefixes.
            let phrases = items.compactMap(Self.literalPhrase)
            if phrases.count == items.count, phrases.count > 1 {
                return trieRegexes.regex(of: phrases)
            }
            var alternatives: [String] = []
            for item in items { alternatives.append(try emit(item, slots: &slots, definition: definition)) }
            return "(?:" + alternatives.joined(separator: "|") + ")"
        case .optional(let item, _):
            // An optional part that opens with free text ("[{context:text}] please add ...") is
            // tried without it first, so that free text never takes words a literal could match
            // ("can you" is a request, not context) and the candidate's rank counts them.
            let lazy = Self.opensWithFreeText(item, rules: rules)
            return "(?:" + (try emit(item, slots: &slots, definition: definition)) + (lazy ? ")??" : ")?")
        case .not(let item, let column):
            // A lookahead holds no captures: a slot in it would shift every slot after it.
            var inner: [Grammar.SlotCapture] = []
            let regex = try emit(item, slots: &inner, definition: definition)
            guard inner.isEmpty else {
                let location = SourceLocation(file: definition.location.file, line: definition.location.line, column: column)
                throw GrammarDiagnostic(at: location, "'!' takes words and rules without slots; '\(inner[0].name)' is a slot", line: definition.lineText)
            }
            return "(?!" + regex + ")"
        case .rule(Grammar.anyWordRule, _):
            // A word, or a value the recognisers read (a date, a number) standing as one token.
            return "(?:[^ ]+ )"
        case .rule(let name, _):
            let rule = rules[name]!
            if compiledRules[name] == nil {
                var ruleSlots: [Grammar.SlotCapture] = []
                let regex = try emit(rule.body, slots: &ruleSlots, definition: rule)
                compiledRules[name] = (regex, ruleSlots)
            }
            let (regex, ruleSlots) = compiledRules[name]!
            slots += ruleSlots
            return "(?:" + regex + ")"
        case .slot(let name, let type, _):
            slots.append(Grammar.SlotCapture(name: name, type: type))
            if let markers = EntitySlot.markers(type) {
                let marker = markers.count == 1 ? String(markers[0]) : "[" + String(String.UnicodeScalarView(markers)) + "]"
                return "(" + marker + " )"
            }
            if type == "text" {
                // One or more whole tokens, as few as the rest of the pattern allows.
                return "((?:[^ ]+ )+?)"
            }
            if type == "word" {
                // One token that is a word: not an entity or quoted-text marker, or a list's name
                // of several words or a member's name, which stand as one.
                return "((?:" + Self.plainWord + "|\\x{E00C}|\\x{E00D}) )"
            }
            if type == "possessive" {
                // One word ending in 's that is not a contraction ("what's", "it's", "let's").
                return "((?!(?:" + Self.contractions.joined(separator: "|") + ")'s )" + Self.plainWord + "'s )"
            }
            let values = types[type]!
            var ignored: [Grammar.SlotCapture] = []
            return "(" + (try emit(values.body, slots: &ignored, definition: values)) + ")"
        }
    }

    /// What a node of only words matches in the subject ("mark down" -> "mark down "); nil for
    /// anything else.
    static func literalPhrase(_ node: PatternNode) -> String? {
        switch node {
        case .word(let word, _):
            return word + " "
        case .sequence(let items):
            var phrase = ""
            for item in items {
                guard case .word(let word, _) = item else { return nil }
                phrase += word + " "
            }
            return phrase.isEmpty ? nil : phrase
        default:
            return nil
        }
    }

    /// Whether every match of `node` starts with a free-text slot.
    static func opensWithFreeText(_ node: PatternNode, rules: [String: GrammarDocument.Definition]) -> Bool {
        switch node {
        case .slot(_, let type, _):
            return type == "text"
        case .sequence(let items):
            // A lookahead consumes nothing: "[!<t_question> {context:text}]" opens with its text.
            let first = items.first { if case .not = $0 { false } else { true } }
            return first.map { opensWithFreeText($0, rules: rules) } ?? false
        case .rule(let name, _):
            return rules[name].map { opensWithFreeText($0.body, rules: rules) } ?? false
        case .word, .choice, .optional, .not:
            return false
        }
    }

    /// Slot types that may share a name in one intent: a timespan, and a later, is a kind of datetime.
    static let datetimeTypes: Set<String> = EntitySlot.types.union([EntityType.datetime.rawValue])

    /// A token with no private-use marker scalar in it (entities and quoted text are markers).
    static let plainWord = "[^ \\x{E000}-\\x{E0FF}]+"

    /// Words whose 's is "is", "has" or "us", never a possessive.
    static let contractions = [
        "what", "that", "it", "there", "here", "who", "where", "how", "when", "why", "let", "he", "she", "this",
        "one", "everyone", "everything", "someone", "something", "nobody", "nothing", "today", "tomorrow", "tonight",
        "yesterday", "now", "name", "mine", "yours", "hers", "his", "ours", "theirs",
    ]

    /// `(?=(?:w1 |w2 |...))` for the words (and entity markers) that every match of `node`
    /// must start with; nil when `node` can match nothing or start with free text.
    private func firstWordLookahead(_ node: PatternNode) -> String? {
        guard let first = firstWords(node, depth: 0), !first.nullable, !first.words.isEmpty else { return nil }
        return "(?=" + trieRegexes.regex(of: first.words.sorted().map { $0 + " " }) + ")"
    }

    /// The words a match of `node` can start with, and whether it can match no word at all;
    /// nil when it can start with any word (a free-text slot).
    private func firstWords(_ node: PatternNode, depth: Int) -> (words: Set<String>, nullable: Bool)? {
        guard depth < 64 else { return nil }
        switch node {
        case .word(let word, _):
            return ([word], false)
        case .sequence(let items):
            var words = Set<String>()
            for item in items {
                guard let first = firstWords(item, depth: depth + 1) else { return nil }
                words.formUnion(first.words)
                if !first.nullable { return (words, false) }
            }
            return (words, true)
        case .choice(let items, _):
            var words = Set<String>()
            var nullable = false
            for item in items {
                guard let first = firstWords(item, depth: depth + 1) else { return nil }
                words.formUnion(first.words)
                nullable = nullable || first.nullable
            }
            return (words, nullable)
        case .optional(let item, _):
            guard let first = firstWords(item, depth: depth + 1) else { return nil }
            return (first.words, true)
        case .not:
            // Consumes nothing; what follows it decides the first word.
            return ([], true)
        case .rule(let name, _):
            return firstWordMemo.value(for: "<" + name) { rules[name].flatMap { firstWords($0.body, depth: depth + 1) } }
        case .slot(_, let type, _):
            if let markers = EntitySlot.markers(type) { return (Set(markers.map { String($0) }), false) }
            return firstWordMemo.value(for: type) { types[type].flatMap { firstWords($0.body, depth: depth + 1) } }
        }
    }

    /// The ASCII bytes `escape` puts a backslash before.
    private static let specialBytes = Set("\\^$.|?*+()[]{}/#-".utf8)

    static func isSpecial(_ byte: UInt8) -> Bool { specialBytes.contains(byte) }

    static func escape(_ word: String) -> String {
        // Most words are letters only: nothing to escape, no new string.
        if !word.utf8.contains(where: { specialBytes.contains($0) }) { return word }
        var escaped = ""
        for scalar in word.unicodeScalars {
            if scalar.isASCII, isSpecial(UInt8(scalar.value)) { escaped.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped
    }
}

/// Small edit distances, for "did you mean" suggestions.
enum EditDistance {
    static func atMost(_ limit: Int, _ a: String, _ b: String) -> Bool {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return false }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count] <= limit
    }
}
