import Text

/// The slots an intent can have, read off its patterns once: each slot's name and type (the
/// first type a pattern gives it), the main free-text slot, and the intent's cue words (every
/// literal word of its patterns and the rules they use).
///
/// Stage 2 fills a model reading's slots from it: entities go to the slots of their type, and the
/// main text slot takes the words left once the cue words are trimmed from both ends, with values
/// pulled out of it by the intent's `extract` rules exactly as stage 1 does.
struct IntentSchema: Sendable {
    var slots: [(name: String, type: String)] = []
    /// The free-text slot that holds what the command is about (a title, an item list).
    var mainText: String?
    var cueWords: Set<String> = []
    var extractions: [GrammarDocument.Extraction] = []
    var wordExtractions: [GrammarDocument.WordExtraction] = []
    /// The grammar's value maps, for `wordExtractions`.
    var valueMaps: [String: [String: String]] = [:]
    /// The intent's `model unless` openings, compiled: a line that opens with one is never read
    /// as this intent by the model.
    var unless: PCRE2Pattern?

    init(intent: Int, grammar: Grammar) {
        if let regex = grammar.definitions.modelUnlessRegexes[intent] { unless = try? PCRE2Pattern(regex) }
        var textUses: [String: Int] = [:]
        var visitedRules: Set<String> = []
        for (index, pattern) in grammar.patterns.enumerated() where grammar.intentIndexOfPattern[index] == intent {
            for capture in pattern.slots {
                if !slots.contains(where: { $0.name == capture.name }) { slots.append((capture.name, capture.type)) }
                if capture.type == "text" { textUses[capture.name, default: 0] += 1 }
            }
            collectWords(pattern.node, grammar: grammar, visited: &visitedRules)
        }
        let extracts = grammar.intents[intent].extracts
        if let first = extracts.first {
            mainText = first.textSlot
            extractions = extracts.filter { $0.textSlot == first.textSlot }.flatMap(\.extractions)
            wordExtractions = extracts.filter { $0.textSlot == first.textSlot }.flatMap(\.wordExtractions)
            if !wordExtractions.isEmpty { valueMaps = grammar.typeValues }
        } else {
            mainText = slots.first { slot in slot.type == "text" && textUses[slot.name] == textUses.values.max() }?.name
        }
        if !grammar.intents[intent].modelKeepsText { mainText = nil }
    }

    private mutating func collectWords(_ node: PatternNode, grammar: Grammar, visited: inout Set<String>) {
        switch node {
        case .word(let word, _):
            cueWords.insert(word)
        case .sequence(let items), .choice(let items, _):
            for item in items { collectWords(item, grammar: grammar, visited: &visited) }
        case .optional(let item, _):
            collectWords(item, grammar: grammar, visited: &visited)
        case .rule(let name, _):
            guard visited.insert(name).inserted, let body = grammar.rule(named: name) else { return }
            collectWords(body, grammar: grammar, visited: &visited)
        case .not, .slot:
            // A slot's own values (a type's words) are what it says, not how the intent is asked.
            break
        }
    }

    /// True when `subject` opens the way the intent's `model unless` lines say the model must
    /// not read as this intent (a question for an intent that adds).
    func excludes(_ subject: MatchSubject, budget: inout ParseBudget) -> Bool {
        guard let unless else { return false }
        let scratch = MatchScratchPool.shared.borrow()
        defer { MatchScratchPool.shared.giveBack(scratch) }
        var groups: [Range<Int>?] = []
        return subject.bytes.withUnsafeBufferPointer { bytes in
            if case .matched = unless.match(bytes, scratch: scratch, budget: &budget, groups: &groups) { return true }
            return false
        }
    }

    /// The slots of a model reading of `subject`.
    /// `learnedCue` says whether the model took a word as a sign of the intent: such words are
    /// trimmed like the grammar's own cue words.
    func fill(
        subject: MatchSubject, input: TokenizedText, entities: [Entity], leadins: Leadins, context: ParseContext,
        learnedCue: (String) -> Bool = { _ in false }
    ) -> [ParseResult.Slot] {
        var slots: [ParseResult.Slot] = []
        var consumed = Set<Int>()
        if let mainText, let range = contentUnits(subject, input: input, entities: entities, learnedCue: learnedCue) {
            let extraction = FreeTextExtraction(
                units: range, subject: subject, input: input, entities: entities, rules: extractions, leadins: leadins, context: context,
                wordRules: wordExtractions, valueMaps: valueMaps
            )
            for slot in extraction.extracted {
                slots.append(slot)
                for (index, entity) in entities.enumerated() where slot.scalars.map({ $0.contains(entity.scalars.lowerBound) }) ?? false {
                    consumed.insert(index)
                }
            }
            if let text = extraction.text {
                slots.append(ParseResult.Slot(name: mainText, value: .text(text.value), scalars: text.scalars))
                for (index, entity) in entities.enumerated() where text.scalars.contains(entity.scalars.lowerBound) { consumed.insert(index) }
            }
        }
        // An entity outside the main text goes where the intent's extract rules send its type
        // (with their lead-ins and conversions), else to a slot of its type in the patterns.
        for (unit, entry) in subject.units.enumerated() {
            guard case .entity(let index) = entry.kind, !consumed.contains(index) else { continue }
            let alone = FreeTextExtraction(
                units: unit..<(unit + 1), subject: subject, input: input, entities: entities, rules: extractions, leadins: leadins, context: context
            )
            if let slot = alone.extracted.first, !slots.contains(where: { $0.name == slot.name }) {
                slots.append(slot)
                continue
            }
            let entity = entities[index]
            let wanted = EntitySlot.types(of: entity)
            guard let slot = self.slots.first(where: { slot in wanted.contains(slot.type) && !slots.contains { $0.name == slot.name } }) else { continue }
            slots.append(ParseResult.Slot(name: slot.name, value: entity.value, scalars: entity.scalars))
        }
        slots.sort { ($0.scalars?.lowerBound ?? 0) < ($1.scalars?.lowerBound ?? 0) }
        return slots
    }

    /// The units between the first and the last one that is neither a cue word (the grammar's or
    /// the model's) nor an entity. A word after a comma is an item of a list said, never a cue
    /// ("…: outline, draft, edit" keeps "edit"). A bare number right after the last word labels
    /// it ("start focus on chapter 3", "room 12"): it is part of the text, not a count of the intent's.
    private func contentUnits(_ subject: MatchSubject, input: TokenizedText, entities: [Entity], learnedCue: (String) -> Bool) -> Range<Int>? {
        var words: [String] = []
        subject.forEachWord { words.append(String(decoding: $0, as: UTF8.self)) }
        func followsComma(_ index: Int) -> Bool {
            guard index > 0 else { return false }
            let gap = subject.units[index - 1].scalars.upperBound..<subject.units[index].scalars.lowerBound
            return !gap.isEmpty && input.substring(gap).contains(",")
        }
        func isContent(_ index: Int) -> Bool {
            switch subject.units[index].kind {
            case .entity: return false
            case .token, .fragment:
                return subject.units[index].literalText != nil || !(cueWords.contains(words[index]) || learnedCue(words[index])) || followsComma(index)
            }
        }
        guard let first = subject.units.indices.first(where: isContent), let last = subject.units.indices.last(where: isContent) else { return nil }
        if last + 1 < subject.units.count, case .entity(let index) = subject.units[last + 1].kind, entities[index].type == .number,
           subject.units[last].literalText == nil {
            return first..<(last + 2)
        }
        return first..<(last + 1)
    }
}
