import Text

/// Turns a phrase into an intent with typed slots.
///
/// text -> tokens -> entities (dates, numbers, priorities, ...) -> the subject string ->
/// every pattern of the grammar (PCRE2, JIT) -> candidates ranked -> slots, with free text
/// cleaned of the values extracted from it.
///
/// The ranking rule, when several patterns match: the higher intent `priority` wins; then the
/// pattern that matched more tokens with literal words; then the one whose free-text slots took
/// fewer characters. The best candidate of each intent competes; if the two best are equal on all
/// three, the result is ambiguous and lists them, rather than guessing.
public struct Parser: Sendable {
    public let grammar: Grammar
    public let recognizers: [any EntityRecognizer]
    /// Skip patterns none of whose required words is in the input. Exact (a skipped pattern could
    /// not have matched); off only to test that claim.
    var usesRequiredWords = true
    /// Stage 2: the intent model asked when the grammar finds no winner; nil leaves such lines
    /// `none` (or ambiguous).
    public var model: IntentModelSource?
    /// Read a word no grammar or lexicon knows as the known word one typo away (`WordCorrector`).
    public var correctsSpelling = true
    /// The words typos are corrected to and the words never corrected; built on first use.
    public var spelling: SpellingSource
    /// Skip stage 1 and read every line with the model alone: for measuring the model.
    public var usesGrammar = true
    /// The user's open items named by some of their words, tried when nothing else matched.
    let items: OpenItemRecognizer
    /// What each intent that `offers` another offers, read once (most grammars have one or none).
    let offered: [String: String]

    /// Inputs longer than this are refused with a clear error (commands are short; a limit keeps
    /// every parse fast whatever arrives on stdin).
    public static let maxScalars = 2_000

    public init(grammar: Grammar, recognizers: [any EntityRecognizer] = Recognizers.default, model: IntentModelSource? = nil) {
        self.grammar = grammar
        self.recognizers = recognizers
        self.model = model
        self.spelling = SpellingSource(grammar: grammar)
        self.items = OpenItemRecognizer(edges: grammar.words("item_edge"))
        self.offered = Dictionary(grammar.intents.compactMap { intent in intent.offers.map { (intent.name, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// Parses `text`. Entities overlapping a range in `rejecting` (scalar offsets) are not
    /// recognised, so a UI can let the user reject a highlighted date and re-parse.
    public func parse(_ text: String, context: ParseContext, rejecting: [Range<Int>] = []) -> ParseResult {
        var budget = ParseBudget()
        return parse(text, context: context, rejecting: rejecting, budget: &budget)
    }

    /// Parses `text` within `budget`: when the patterns' matching spends it, the result is `none`
    /// with `isCut` set (what matched before the cut may not be the best reading).
    public func parse(_ text: String, context: ParseContext, rejecting: [Range<Int>] = [], budget: inout ParseBudget) -> ParseResult {
        // A text of no more bytes than the limit has no more scalars either; count only past it.
        if text.utf8.count > Self.maxScalars, case let scalarCount = text.unicodeScalars.count, scalarCount > Self.maxScalars {
            var result = ParseResult(input: TokenizedText(text: text, tokens: [], scalars: Array(text.unicodeScalars)))
            result.error = "input is too long to parse: \(scalarCount) characters, the limit is \(Self.maxScalars)"
            return result
        }
        let input = Tokenizer.tokenize(text)
        var result = ParseResult(input: input)
        result.valueMaps = grammar.valueMaps
        var found: [Entity] = []
        found.reserveCapacity(8)  // one allocation for the usual handful, not one per growth
        for recognizer in recognizers { found += recognizer.recognize(input, context: context) }
        result.entities = EntitySelection.select(found, rejecting: rejecting)
        if correctsSpelling, case let corrections = self.corrections(in: input, entities: result.entities, spelling: spelling, context: context), !corrections.isEmpty {
            return parse(input, correcting: corrections, context: context, rejecting: rejecting, budget: &budget)
        }
        let subject = MatchSubject(input: input, entities: result.entities)
        guard !subject.units.isEmpty else { return result }

        var ranked = usesGrammar ? match(subject, input: input, entities: result.entities, context: context, budget: &budget, error: &result.error) : []
        // A range written "A to B" may be two dates (a move from one to the other): match that
        // reading too, and keep it only when it ranks strictly higher and its winner takes both
        // dates as slots of their own (free text swallowing one of them is no reason to split).
        if usesGrammar, let (split, pairs) = RangeSplitting.split(result.entities, input: input, context: context) {
            var ignored: String?
            let other = match(MatchSubject(input: input, entities: split), input: input, entities: split, context: context, budget: &budget, error: &ignored)
            if let best = other.first, ranked.first.map({ best.rank > $0.rank }) ?? true,
               pairs.contains(where: { pair in best.slots.contains { $0.holdsDate(at: pair.0) } && best.slots.contains { $0.holdsDate(at: pair.1) } }) {
                ranked = other
                result.entities = split
            }
        }
        // A list the user named ("add nails to hardware store", "rename hardware
        // store to home depot") or a member of the household ("what's emma doing"): the name read
        // as one is kept when that reading ranks strictly higher, so a name never hides a
        // command's own words (a list called "to do").
        if usesGrammar, !context.lists.isEmpty || !context.members.isEmpty, !budget.isSpent,
           case let names = SavedNameRecognizer(.lists).recognize(input, context: context) + SavedNameRecognizer(.members).recognize(input, context: context)
               + (context.lastMember.map { SavedNameRecognizer.pointers(input, words: grammar.valueMaps.words("person_pointer"), member: $0) } ?? []), !names.isEmpty {
            // A name said whole is the name, not a date it also spells: with Tom in the household,
            // "tom" is Tom, not "tomorrow"; with June, "june" is June ("june 3" stays a date).
            // Such a name wins a tie too ("remind tom to call the vet" is Tom's reminder).
            let spans = Set(names.map(\.scalars))
            let shadows = found.contains { spans.contains($0.scalars) }
            let entities = EntitySelection.select(found.filter { !spans.contains($0.scalars) } + names, rejecting: rejecting)
            var ignored: String?
            let other = match(MatchSubject(input: input, entities: entities), input: input, entities: entities, context: context, budget: &budget, error: &ignored)
            // (on the pattern's priority and literal words: the name counts as free text there)
            if let best = other.first, ranked.first.map({ best.rank > $0.rank || (shadows && (best.rank.0, best.rank.1) >= ($0.rank.0, $0.rank.1)) }) ?? true {
                (ranked, result.entities) = (other, entities)
            }
        }
        // Nothing matched, or only a reading that is offered rather than done: the line may name
        // one of the user's open items by some of its words ("cancel the dentist"). Read only
        // now, so a title never hides a command's own words; a command on an item goes before
        // an offer. A line names one item: each run is tried alone (in "call off the school" the
        // verb "call" is a run of the title "call the school" too), the best reading kept.
        if usesGrammar, ranked.allSatisfy({ offered[$0.intent] != nil }), !budget.isSpent {
            for named in items.recognize(input, context: context).prefix(4) {
                let entities = EntitySelection.select(found + [named], rejecting: rejecting)
                var ignored: String?
                let other = match(MatchSubject(input: input, entities: entities), input: input, entities: entities, context: context, budget: &budget, error: &ignored)
                if let best = other.first, ranked.first.map({ (offered[$0.intent] != nil && offered[best.intent] == nil) || best.rank > $0.rank }) ?? true {
                    (ranked, result.entities) = (other, entities)
                }
            }
        }
        if budget.isSpent {
            // A pattern not tried might have ranked first: no reading is better than a wrong one.
            result.isCut = true
            return result
        }
        result.candidates = ranked
        guard let best = ranked.first, ranked.count == 1 || ranked[1].rank != best.rank else {
            // No winner: none matched, or the best of two intents tie. Stage 2 decides.
            result.isAmbiguous = !ranked.isEmpty
            if result.error == nil { readWithModel(&result, subject: subject, input: input, context: context, budget: &budget) }
            if result.intent == IntentModel.noIntent, ranked.isEmpty, result.tentative == nil {
                result.pleasantries = grammar.pleasantries(in: input)
            }
            holdOffer(&result)
            return result
        }
        result.intent = best.intent
        result.slots = best.slots
        holdOffer(&result)
        return result
    }

    /// A reading whose intent only `offers` another is no command: the line stays `none`, and the
    /// reading is kept as a tentative one of the offered intent, for a question ("i need to call
    /// the insurance company": add it as a task?).
    private func holdOffer(_ result: inout ParseResult) {
        guard !self.offered.isEmpty, let offered = self.offered[result.intent] else { return }
        result.tentative = .init(intent: offered, slots: result.slots, confidence: result.confidence, offered: true)
        result.intent = IntentModel.noIntent
        result.slots = []
    }

    /// Stage 2: a tie goes to the tied intent the model rates highest (with the grammar's slots);
    /// a line no pattern matched takes the model's best intent when it is sure enough and the
    /// intent may come from the model, with slots filled from its schema.
    private func readWithModel(_ result: inout ParseResult, subject: MatchSubject, input: TokenizedText, context: ParseContext, budget: inout ParseBudget) {
        guard let source = model, let model = source.model else { return }
        let scores = model.scores(words: IntentFeatures.words(subject))
        result.modelScores = Array(scores.prefix(3))
        let probability = Dictionary(uniqueKeysWithValues: scores.map { ($0.intent, $0.probability) })
        if let best = result.candidates.first {
            let tied = result.candidates.prefix { $0.rank == best.rank }
            let ordered = tied.sorted { probability[$0.intent, default: 0] > probability[$1.intent, default: 0] }
            let total = tied.reduce(0) { $0 + probability[$1.intent, default: 0] }
            guard let chosen = ordered.first, total > 0, probability[chosen.intent, default: 0] > probability[ordered[1].intent, default: 0] else { return }
            result.isAmbiguous = false
            result.intent = chosen.intent
            result.slots = chosen.slots
            result.stage = .model
            result.confidence = probability[chosen.intent, default: 0] / total
            if let place = result.candidates.firstIndex(where: { $0.intent == chosen.intent }) {
                result.candidates.insert(result.candidates.remove(at: place), at: 0)
            }
            return
        }
        // An intent whose `model unless` the line opens with ("did I set an alarm" for an add) is
        // out: the rest are read as the model's odds given that it is not that intent.
        var remaining = scores[...]
        while let top = remaining.first, top.intent != IntentModel.noIntent, top.probability < 1,
              let intent = grammar.intents.firstIndex(where: { $0.name == top.intent }),
              source.schema(of: intent, in: grammar).excludes(subject, budget: &budget) {
            result.modelExcluded = result.modelExcluded ?? top.intent
            let rest = 1 - top.probability
            remaining = remaining.dropFirst().map { IntentModel.Score(intent: $0.intent, probability: $0.probability / rest) }[...]
        }
        guard let top = remaining.first, top.intent != IntentModel.noIntent, top.probability >= min(source.threshold, IntentModelSource.tentativeFloor),
              let intent = grammar.intents.firstIndex(where: { $0.name == top.intent }), grammar.intents[intent].modelProposes else { return }
        let slots = source.schema(of: intent, in: grammar).fill(
            subject: subject, input: input, entities: result.entities, leadins: grammar.leadins, context: context,
            learnedCue: { model.favours($0, top.intent) }
        )
        guard top.probability >= source.threshold else {
            result.tentative = .init(intent: top.intent, slots: slots, confidence: top.probability)
            return
        }
        result.intent = top.intent
        result.stage = .model
        result.confidence = top.probability
        result.slots = slots
    }

    /// Every intent's best candidate for one reading of the input, best first.
    private func match(
        _ subject: MatchSubject, input: TokenizedText, entities: [Entity], context: ParseContext, budget: inout ParseBudget, error: inout String?
    ) -> [ParseResult.Candidate] {
        let scratch = MatchScratchPool.shared.borrow()
        defer { MatchScratchPool.shared.giveBack(scratch) }
        var groups: [Range<Int>?] = []
        // Ranks are cheap (counts over the captures); slots and free-text extraction are built
        // only for each intent's best match, not for every pattern that matched. A parse matches
        // a few intents, so a short list searched in order (first match first) is enough.
        var bestPerIntent: [(intent: Int, rank: (Int, Int, Int), pattern: Int, groups: [Range<Int>?])] = []
        let eligible = eligiblePatterns(subject, scratch: scratch)
        subject.bytes.withUnsafeBufferPointer { bytes in
            for index in eligible {
                // Indexed, not copied: a Pattern holds many references, and most tries fail.
                switch grammar.patterns[index].compiled.match(bytes, scratch: scratch, budget: &budget, groups: &groups) {
                case .noMatch:
                    continue
                case .cut:
                    return
                case .failed(let message):
                    error = "a pattern at \(grammar.patterns[index].location) gave up: \(message)"
                    continue
                case .matched:
                    let rank = self.rank(grammar.patterns[index], groups: groups, subject: subject)
                    let intent = grammar.intentIndexOfPattern[index]
                    if let known = bestPerIntent.firstIndex(where: { $0.intent == intent }) {
                        if rank > bestPerIntent[known].rank { bestPerIntent[known] = (intent, rank, index, groups) }
                    } else {
                        bestPerIntent.append((intent, rank, index, groups))
                    }
                }
            }
        }
        let candidates = bestPerIntent.map { best in
            let candidate = makeCandidate(
                grammar.patterns[best.pattern], extracts: grammar.intents[best.intent].extracts, groups: best.groups, subject: subject,
                input: input, entities: entities, context: context
            )
            assert(candidate.rank == best.rank, "the cheap rank and the candidate's rank must agree")
            return candidate
        }
        // Stable: equal ranks keep grammar order.
        return candidates.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.rank, rhs.element.rank)
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The patterns that can match, in grammar order: those with no required words, and those
    /// with a word of each of their required sets in the input.
    private func eligiblePatterns(_ subject: MatchSubject, scratch: MatchScratch) -> [Int] {
        guard usesRequiredWords else { return Array(grammar.patterns.indices) }
        // The marks live in the scratch so a parse allocates nothing the size of the grammar;
        // they are moved out while used (a class's stored property is checked on each access).
        var marks = RequiredWordIndex.Marks()
        swap(&marks, &scratch.prefilterMarks)
        defer { swap(&marks, &scratch.prefilterMarks) }
        return grammar.requiredWords.eligiblePatterns(for: subject, marks: &marks)
    }

    /// A match's place in the ranking, as `ParseResult.Candidate.rank` would give it, without
    /// building its slots: (priority, literal tokens, -free-text characters).
    private func rank(_ pattern: Grammar.Pattern, groups: [Range<Int>?], subject: MatchSubject) -> (Int, Int, Int) {
        var slotUnits = 0
        var freeText = 0
        for (offset, capture) in pattern.slots.enumerated() {
            guard let bytes = groups[offset + 1] else { continue }
            let units = subject.unitRange(bytes: bytes)
            guard !units.isEmpty else { continue }
            if !grammar.countsAsLiteral(capture) { slotUnits += units.count }
            if capture.type == "text" || capture.type == "word" || capture.type == "possessive" {
                freeText += subject.units[units.upperBound - 1].scalars.upperBound - subject.units[units.lowerBound].scalars.lowerBound
            }
        }
        return (pattern.priority, subject.units.count - slotUnits, -freeText)
    }

    private func makeCandidate(
        _ pattern: Grammar.Pattern, extracts: [GrammarDocument.Extract], groups: [Range<Int>?], subject: MatchSubject, input: TokenizedText, entities: [Entity],
        context: ParseContext
    ) -> ParseResult.Candidate {
        var slots: [ParseResult.Slot] = []
        slots.reserveCapacity(pattern.slots.count + 4)  // the captures and a few extracted values
        var slotUnits = 0
        var freeText = 0
        // Few text slots per pattern: a list in slot order, not a dictionary.
        var textSlotUnits: [(name: String, units: Range<Int>)] = []
        for (offset, capture) in pattern.slots.enumerated() {
            guard let bytes = groups[offset + 1] else { continue }
            let units = subject.unitRange(bytes: bytes)
            guard !units.isEmpty else { continue }
            if !grammar.countsAsLiteral(capture) { slotUnits += units.count }
            let scalars = subject.units[units.lowerBound].scalars.lowerBound..<subject.units[units.upperBound - 1].scalars.upperBound
            if capture.type == "text" {
                freeText += scalars.count
                textSlotUnits.removeAll { $0.name == capture.name }
                textSlotUnits.append((capture.name, units))
                continue
            }
            if capture.type == "word" || capture.type == "possessive" {
                // The user's word as written; a possessive without its 's ("Emma's" is Emma).
                freeText += scalars.count
                var word = input.substring(scalars)
                if capture.type == "possessive", let apostrophe = word.lastIndex(where: { $0 == "'" || $0 == "\u{2019}" }) {
                    word = String(word[..<apostrophe])
                }
                slots.removeAll { $0.name == capture.name }
                slots.append(ParseResult.Slot(name: capture.name, value: .text(word), scalars: scalars))
                continue
            }
            let value: SlotValue
            if EntitySlot.markers(capture.type) != nil, case .entity(let index) = subject.units[units.lowerBound].kind {
                // The date of something done: a day read ahead is the last one.
                if capture.type == EntitySlot.past, case .temporal(let temporal) = entities[index].value {
                    value = .temporal(EntitySlot.pastReading(temporal, in: input, context: context))
                } else {
                    value = entities[index].value
                }
            } else {
                let words = units.map { index in TextFolding.fold(input.substring(subject.units[index].scalars)) }.joined(separator: " ")
                // A type with a value map gives the value, not the words ("late" is `overdue`).
                value = .name(grammar.typeValues[capture.type]?[words] ?? words)
            }
            slots.removeAll { $0.name == capture.name }
            slots.append(ParseResult.Slot(name: capture.name, value: value, scalars: scalars))
        }
        textSlotUnits.sort { $0.units.lowerBound < $1.units.lowerBound }
        for (name, units) in textSlotUnits {
            let extraction = FreeTextExtraction(
                units: units, subject: subject, input: input, entities: entities,
                rules: Self.extractions(for: name, in: extracts), leadins: grammar.leadins, context: context,
                wordRules: Self.wordExtractions(for: name, in: extracts), valueMaps: grammar.typeValues,
                taken: slots.filter { !$0.value.isList }.map(\.name)
            )
            for extracted in extraction.extracted where !slots.contains(where: { $0.name == extracted.name && !extracted.value.isList }) {
                if let index = slots.firstIndex(where: { $0.name == extracted.name }), case .list(let existing) = slots[index].value,
                   case .list(let more) = extracted.value {
                    slots[index].value = .list(existing + more)
                    slots[index].pieces += extracted.pieces
                } else {
                    slots.append(extracted)
                }
            }
            if let text = extraction.text {
                slots.append(ParseResult.Slot(name: name, value: .text(text.value), scalars: text.scalars))
            }
        }
        slots.sort { ($0.scalars?.lowerBound ?? 0) < ($1.scalars?.lowerBound ?? 0) }
        return ParseResult.Candidate(
            intent: pattern.intent, pattern: pattern.location, priority: pattern.priority,
            literalTokens: subject.units.count - slotUnits, freeTextScalars: freeText, slots: slots
        )
    }

    /// The value-map extraction rules of text slot `name` (few intents have any).
    private static func wordExtractions(for name: String, in extracts: [GrammarDocument.Extract]) -> [GrammarDocument.WordExtraction] {
        var rules: [GrammarDocument.WordExtraction] = []
        for extract in extracts where extract.textSlot == name && !extract.wordExtractions.isEmpty { rules += extract.wordExtractions }
        return rules
    }

    /// The extraction rules of text slot `name`: usually one `extract` holds them all, and its
    /// list is used as it is, not filtered and copied on every parse.
    private static func extractions(for name: String, in extracts: [GrammarDocument.Extract]) -> [GrammarDocument.Extraction] {
        guard let first = extracts.firstIndex(where: { $0.textSlot == name }) else { return [] }
        guard extracts[(first + 1)...].contains(where: { $0.textSlot == name }) else { return extracts[first].extractions }
        return extracts.filter { $0.textSlot == name }.flatMap(\.extractions)
    }
}

extension ParseResult.Slot {
    /// True for a date slot filled by exactly the entity at `scalars`.
    func holdsDate(at scalars: Range<Int>) -> Bool {
        guard self.scalars == scalars, case .temporal = value else { return false }
        return true
    }
}

extension SlotValue {
    var isList: Bool {
        if case .list = self { return true }
        return false
    }
}
