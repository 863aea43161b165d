/// What `ask explain` tries after a pattern's closest miss: every literal word and every slot the
/// pattern can reach, looking through its rules. Worked out when the grammar is compiled and kept
/// in the grammar cache, so explaining never parses the grammar files again (that parse was three
/// quarters of a one-shot `ask explain`).
package struct PatternProbes: Sendable, Equatable {
    /// Sorted, each once.
    package var literals: [String]
    /// In the order the pattern reaches them, each once.
    package var slots: [Grammar.SlotCapture]
}

/// Works out `PatternProbes` for many patterns, walking each rule's body once.
package struct ProbeCollector {
    private let rules: [String: PatternNode]
    private var ruleProbes: [String: (literals: Set<String>, slots: [Grammar.SlotCapture])] = [:]
    private var walking: Set<String> = []

    package init(rules: [String: PatternNode]) {
        self.rules = rules
    }

    package mutating func probes(_ node: PatternNode) -> PatternProbes {
        let (literals, slots) = collect(node)
        return PatternProbes(literals: literals.sorted(), slots: slots)
    }

    private mutating func collect(_ node: PatternNode) -> (Set<String>, [Grammar.SlotCapture]) {
        var literals = Set<String>()
        var slots: [Grammar.SlotCapture] = []
        walk(node, literals: &literals, slots: &slots)
        return (literals, slots)
    }

    /// Slots in the order they are met, a rule's where the rule stands.
    private mutating func walk(_ node: PatternNode, literals: inout Set<String>, slots: inout [Grammar.SlotCapture]) {
        switch node {
        case .word(let word, _):
            literals.insert(word)
        case .slot(let name, let type, _):
            let slot = Grammar.SlotCapture(name: name, type: type)
            if !slots.contains(slot) { slots.append(slot) }
        case .rule(let name, _):
            guard let rule = ruleProbe(name) else { return }
            literals.formUnion(rule.literals)
            for slot in rule.slots where !slots.contains(slot) { slots.append(slot) }
        case .sequence(let items), .choice(let items, _):
            for item in items { walk(item, literals: &literals, slots: &slots) }
        case .optional(let item, _), .not(let item, _):
            walk(item, literals: &literals, slots: &slots)
        }
    }

    /// A rule's probes, memoized; nil for an unknown rule or one that refers back to itself.
    private mutating func ruleProbe(_ name: String) -> (literals: Set<String>, slots: [Grammar.SlotCapture])? {
        if let known = ruleProbes[name] { return known }
        guard let body = rules[name], !walking.contains(name) else { return nil }
        walking.insert(name)
        let result = collect(body)
        walking.remove(name)
        ruleProbes[name] = result
        return result
    }
}
