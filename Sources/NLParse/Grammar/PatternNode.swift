/// The syntax tree of one grammar expression (a pattern, a rule body, a type's values).
package indirect enum PatternNode: Sendable, Equatable {
    /// One literal token, already folded like input text.
    case word(String, column: Int)
    case sequence([PatternNode])
    /// `(a|b|c)`
    case choice([PatternNode], column: Int)
    /// `[x]`
    case optional(PatternNode, column: Int)
    /// `<name>`
    case rule(String, column: Int)
    /// `{name:type}`
    case slot(name: String, type: String, column: Int)
    /// `!x`: what follows does not start with `x`; consumes nothing ("{title:text}" that is not a
    /// question: `!<t_question> {title:text}`).
    case not(PatternNode, column: Int)

    /// Calls `visit` on this node and every node below it.
    package func forEach(_ visit: (PatternNode) -> Void) {
        visit(self)
        switch self {
        case .sequence(let items), .choice(let items, _):
            items.forEach { $0.forEach(visit) }
        case .optional(let item, _), .not(let item, _):
            item.forEach(visit)
        case .word, .rule, .slot:
            break
        }
    }

    /// Sets of words such that any input this node matches holds at least one word of *every*
    /// set (empty: nothing is known, e.g. free text or an optional part). Entity slots count by
    /// their marker; a slot of a grammar type by the type's values. `rules` resolves `<name>` and
    /// a grammar type's name.
    /// `memo` keeps each rule's and type's sets once worked out: a rule is named by hundreds of
    /// patterns.
    package func requiredWordSets(rules: (String) -> PatternNode?, depth: Int = 0, memo: RuleMemo<[Set<String>]>? = nil) -> [Set<String>] {
        guard depth < 32 else { return [] }
        switch self {
        case .word(let word, _):
            return [[word]]
        case .sequence(let items):
            return items.flatMap { $0.requiredWordSets(rules: rules, depth: depth + 1, memo: memo) }
        case .choice(let items, _):
            // Each alternative must bring one of its words; their union is required.
            var union = Set<String>()
            for item in items {
                guard let smallest = item.requiredWordSets(rules: rules, depth: depth + 1, memo: memo).min(by: { $0.count < $1.count }) else { return [] }
                union.formUnion(smallest)
            }
            return [union]
        case .optional, .not:
            return []
        case .rule(let name, _):
            return memo?.value(for: name) { rules(name)?.requiredWordSets(rules: rules, depth: depth + 1, memo: memo) ?? [] }
                ?? rules(name)?.requiredWordSets(rules: rules, depth: depth + 1) ?? []
        case .slot(_, let type, _):
            if let markers = EntitySlot.markers(type) { return [Set(markers.map { String($0) })] }
            return memo?.value(for: type) { rules(type)?.requiredWordSets(rules: rules, depth: depth + 1, memo: memo) ?? [] }
                ?? rules(type)?.requiredWordSets(rules: rules, depth: depth + 1) ?? []
        }
    }

    /// The finite word sequences this node accepts, when it has only words, choices and optionals
    /// (used for lead-in lists); nil when it has slots or rules, or more than `limit` sequences.
    package func expansions(limit: Int = 256) -> [[String]]? {
        switch self {
        case .word(let word, _):
            return [[word]]
        case .sequence(let items):
            var result: [[String]] = [[]]
            for item in items {
                guard let options = item.expansions(limit: limit) else { return nil }
                result = result.flatMap { prefix in options.map { prefix + $0 } }
                if result.count > limit { return nil }
            }
            return result
        case .choice(let items, _):
            var result: [[String]] = []
            for item in items {
                guard let options = item.expansions(limit: limit) else { return nil }
                result += options
            }
            return result.count > limit ? nil : result
        case .optional(let item, _):
            guard let options = item.expansions(limit: limit) else { return nil }
            return [[]] + options
        case .rule, .slot, .not:
            return nil
        }
    }
}
