import NLParse

/// Sentences generated from a grammar's patterns, with realistic slot fillers, and the number of
/// sentences each pattern can produce (slots count once).
public struct GrammarSampler {
    public let grammar: Grammar
    private var random: SplitMix64

    /// When set, free text (`text`, `word`, `possessive` slots) is one to three words drawn from
    /// it, not the realistic fillers: sentences to train the intent model on, where a title's
    /// words must not become a sign of the intents that happen to share the filler.
    public var neutralWords: [String] = []

    public init(grammar: Grammar, seed: UInt64 = 1) {
        self.grammar = grammar
        self.random = SplitMix64(seed: seed)
    }

    /// `count` sentences for `intent`, each from a pattern chosen at random.
    public mutating func sample(intent: String, count: Int) -> [String] {
        let patterns = grammar.patterns.filter { $0.intent == intent }
        guard !patterns.isEmpty else { return [] }
        return (0..<count).map { _ in
            let pattern = patterns[Int(random.next() % UInt64(patterns.count))]
            var words: [String] = []
            expand(pattern.node, into: &words, depth: 0)
            return words.joined(separator: " ")
        }
    }

    static let fillers: [String: [String]] = [
        "title": ["buy milk", "call mom", "finish the quarterly report", "renew passport", "water the plants", "book a dentist appointment"],
        "ref": ["2", "the report", "it", "call mom", "3"],
        "topic": ["add a task", "undo a change"],
        "item": ["milk", "eggs and bread", "paint"],
    ]

    static let typeFillers: [String: [String]] = [
        "text": ["something", "the thing"],
        "word": ["Emma", "Jack"],
        "possessive": ["Emma's", "Jack's"],
        "datetime": ["tomorrow", "friday at 5pm", "next monday", "in 2 hours", "on jan 27"],
        "clocked": ["tomorrow at 9am", "friday 5pm", "at 7:30"],
        "duration": ["25 minutes", "an hour", "90 min"],
        "recurrence": ["every monday", "every day at 9", "every other week"],
        "number": ["2", "3", "twelve"],
        "priority": ["p1", "high priority", "p3"],
        "project": ["#work", "#home"],
        "tag": ["@phone", "@errands"],
        "member": ["Emma", "Jack", "Mia"],
    ]

    private mutating func pick(_ options: [String]) -> String {
        options[Int(random.next() % UInt64(options.count))]
    }

    private mutating func expand(_ node: PatternNode, into words: inout [String], depth: Int) {
        guard depth < 32 else { return }
        switch node {
        case .word(let word, _):
            words.append(word)
        case .sequence(let items):
            for item in items { expand(item, into: &words, depth: depth + 1) }
        case .choice(let items, _):
            expand(items[Int(random.next() % UInt64(items.count))], into: &words, depth: depth + 1)
        case .optional(let item, _):
            if random.next() % 2 == 0 { expand(item, into: &words, depth: depth + 1) }
        case .not:
            // Consumes nothing; a sample may break it, as it may any other constraint of free text.
            break
        case .rule(let name, _):
            if let body = grammar.rule(named: name) { expand(body, into: &words, depth: depth + 1) }
        case .slot(let name, let type, _):
            if let values = grammar.type(named: type) {
                expand(values, into: &words, depth: depth + 1)
            } else {
                if !neutralWords.isEmpty, Grammar.freeTextTypes.contains(type) {
                    let count = type == "text" ? 1 + Int(random.next() % 3) : 1
                    for _ in 0..<count { words.append(pick(neutralWords)) }
                    if type == "possessive" { words[words.count - 1] += "'s" }
                } else {
                    words.append(pick(Self.fillers[name] ?? Self.typeFillers[type] ?? ["something"]))
                }
            }
        }
    }

    /// How many distinct word sequences `pattern` expands to (saturating at `Int.max`).
    public static func expansionCount(of pattern: Grammar.Pattern, in grammar: Grammar) -> Int {
        expansionCount(pattern.node, grammar: grammar)
    }

    static func expansionCount(_ node: PatternNode, grammar: Grammar, depth: Int = 0) -> Int {
        guard depth < 64 else { return 1 }
        switch node {
        case .word, .slot, .not: return 1
        case .sequence(let items):
            return items.reduce(1) { total, item in
                let (product, overflow) = total.multipliedReportingOverflow(by: expansionCount(item, grammar: grammar, depth: depth + 1))
                return overflow ? Int.max : product
            }
        case .choice(let items, _):
            return items.reduce(0) { total, item in
                let (sum, overflow) = total.addingReportingOverflow(expansionCount(item, grammar: grammar, depth: depth + 1))
                return overflow ? Int.max : sum
            }
        case .optional(let item, _):
            let (sum, overflow) = expansionCount(item, grammar: grammar, depth: depth + 1).addingReportingOverflow(1)
            return overflow ? Int.max : sum
        case .rule(let name, _):
            return grammar.rule(named: name).map { expansionCount($0, grammar: grammar, depth: depth + 1) } ?? 1
        }
    }
}
