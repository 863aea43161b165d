/// Resolves a food phrase ("scrambled eggs", "blue cheese", "bannana") to a food of the table.
///
/// Order, first success wins:
/// 1. the whole phrase is a curated name or synonym (confidence 1.0 / 0.95);
/// 2. every word of the phrase appears in one food's description, and the phrase's last word is
///    the head of a description segment ("blue cheese" → "Cheese, blue"; "caesar salad" does not
///    match "Salad dressing, caesar" because "salad" is not a head there). Candidates are scored:
///    each description word the phrase lacks costs 1, disfavoured forms (canned, frozen, dried,
///    sweetened …) cost 2, neutral words nothing, and plain and cooked forms earn a bonus, so plain
///    and cooked forms win;
/// 3. the same after dropping filler words ("fresh", "homemade", "grilled", sizes);
/// 4. the same after correcting words of 5+ letters one edit away from a known word;
/// 5. otherwise the phrase is unresolved: the result carries a question and the curated foods found
///    inside it ("chicken caesar salad" → chicken breast), never a silent near miss.
public struct FoodMatcher: Sendable {
    public let lexicon: FoodLexicon

    public init(lexicon: FoodLexicon) { self.lexicon = lexicon }
    public init(table: FoodTable) { self.lexicon = FoodLexicon(table: table) }

    /// The matcher over the bundled table, built once.
    public static func bundled() -> FoodMatcher { bundledMatcher }
    private static let bundledMatcher = FoodMatcher(lexicon: .bundled())

    public var table: FoodTable { lexicon.table }

    /// Resolves a phrase as written.
    public func match(_ phrase: String) -> FoodMatch {
        match(keys: FoodLexicon.keys(phrase), phrase: phrase)
    }

    /// Words that describe how a food was served rather than which food it is; dropped when the
    /// whole phrase has no match.
    static let fillerWords: Set<String> = [
        "fresh", "homemade", "home", "organic", "warm", "cold", "chilled", "leftover", "some", "of", "the", "my",
        "a", "an", "delicious", "tasty", "nice", "yummy", "big", "small", "little", "large", "medium", "huge", "grilled",
        "baked", "roasted", "roast", "steamed", "boiled", "sauteed", "sautéed", "toasted", "sliced", "chopped", "diced",
        "cooked", "ripe", "whole", "plain", "piece", "pan", "seared", "fried", "stir", "mashed", "shredded", "grated",
        "minced", "pieces", "bowl", "serving", "extra", "more", "few", "lot", "lots", "again", "just", "only",
        "unsweetened", "black", "regular", "simple", "quick", "healthy", "side", "slice", "tiny", "half",
        "freshly", "squeezed",
    ]

    /// A cooking method said as a noun after its modifier ("shrimp stir fry"): never a food of its own
    /// ("fry" is not french fries) when a dish is broken into the foods it names.
    static let methodPhrases: [[String]] = [["stir", "fry"], ["stir", "fried"], ["pan", "fry"], ["pan", "fried"], ["deep", "fried"]]

    /// Resolves a phrase given as singular word keys; `phrase` is kept for the result.
    public func match(keys: [String], phrase: String) -> FoodMatch { match(keys: keys, phrase: phrase, unit: nil) }

    /// Resolves a phrase given as singular word keys. With a household `unit` ("3 slices of turkey"),
    /// description matches prefer foods that have a portion row in that unit (deli turkey, not roast).
    public func match(keys: [String], phrase: String, unit: MeasureUnit?) -> FoodMatch {
        match(keys: keys[...], ids: lexicon.ids(of: keys)[...], phrase: phrase, unit: unit)
    }

    /// `match(keys:phrase:unit:)` with the keys' lexicon ids already looked up.
    func match(keys: ArraySlice<String>, ids: ArraySlice<FoodLexicon.WordID>, phrase: String, unit: MeasureUnit?) -> FoodMatch {
        let preferredUnit = unit.flatMap { $0.kind == .household || $0.kind == .size ? $0 : nil }
        var keys = keys, ids = ids
        if keys.count > 1, keys.contains("of") {
            let kept = keys.indices.filter { keys[$0] != "of" }
            keys = ArraySlice(kept.map { keys[$0] })
            ids = ArraySlice(kept.map { ids[$0] })
        }
        guard !keys.isEmpty else {
            return FoodMatch(phrase: phrase, food: nil, confidence: 0, source: nil, question: "Which food did you mean?")
        }
        if let exact = exactMatch(ids, phrase: phrase, confidence: 1, corrections: []) { return exact }
        if let described = descriptionMatch(ids, phrase: phrase, penalty: 0, corrections: [], unit: preferredUnit) { return described }

        let contentIndices = keys.indices.filter { !Self.fillerWords.contains(keys[$0]) }
        let content = contentIndices.map { keys[$0] }
        var corrections: [String] = []
        if !content.isEmpty, content.count < keys.count {
            let contentIDs = ArraySlice(contentIndices.map { ids[$0] })
            let dropped = keys.filter { Self.fillerWords.contains($0) }
            corrections = ["ignored: " + dropped.joined(separator: " ")]
            if let exact = exactMatch(contentIDs, phrase: phrase, confidence: 0.9, corrections: corrections) { return exact }
            if let described = descriptionMatch(contentIDs, phrase: phrase, penalty: 0.05, corrections: corrections, unit: preferredUnit) { return described }
        }
        let base = content.isEmpty ? Array(keys) : content
        var corrected = base
        var changed = false
        for (position, word) in base.enumerated() {
            if let fixed = lexicon.correction(for: word) {
                corrected[position] = fixed
                corrections.append("typo: \(word) read as \(fixed)")
                changed = true
            }
        }
        if changed {
            let correctedIDs = lexicon.ids(of: corrected)[...]
            if let exact = exactMatch(correctedIDs, phrase: phrase, confidence: 0.85, corrections: corrections) { return exact }
            if let described = descriptionMatch(correctedIDs, phrase: phrase, penalty: 0.1, corrections: corrections, unit: preferredUnit) { return described }
        }
        var rest = changed ? corrected : base
        if !content.isEmpty { rest = Self.droppingMethodNouns(rest, of: keys, content: contentIndices) }
        return unresolved(lexicon.ids(of: rest), keys: rest, phrase: phrase)
    }

    /// `words` (the content words at `content` positions of `keys`) without the noun of a cooking method.
    static func droppingMethodNouns(_ words: [String], of keys: ArraySlice<String>, content: [Int]) -> [String] {
        var methodNouns = Set<Int>()
        for start in keys.indices {
            if let method = methodPhrases.first(where: { keys[start...].starts(with: $0) }) {
                methodNouns.formUnion(start + 1 ..< start + method.count)
            }
        }
        return zip(content, words).filter { !methodNouns.contains($0.0) }.map(\.1)
    }

    private func exactMatch(_ ids: ArraySlice<FoodLexicon.WordID>, phrase: String, confidence: Double, corrections: [String]) -> FoodMatch? {
        let entries = lexicon.entries(forIDs: ids)
        guard let first = entries.first else { return nil }
        let value = first.source == .curatedName ? confidence : first.source == .synonym ? confidence * 0.95 : confidence * 0.85
        let alternatives = entries.dropFirst().prefix(3).map { table.foods[$0.foodIndex] }
        return FoodMatch(phrase: phrase, food: table.foods[first.foodIndex], confidence: value, source: first.source,
                         alternatives: Array(alternatives), corrections: corrections)
    }

    /// Above this description cost a match becomes a question ("Did you mean …?").
    static let guessCost = 6.0

    /// Scored description candidates for the keys, best first.
    public func descriptionCandidates(_ keys: [String], unit: MeasureUnit? = nil) -> [(food: Int, score: Double)] {
        descriptionCandidates(ids: lexicon.ids(of: keys)[...], unit: unit)
    }

    /// Scored description candidates for word ids, best first. A candidate uses every word and has the
    /// last one as a segment head; its cost is the weight of its description words the phrase lacks.
    func descriptionCandidates(ids: ArraySlice<FoodLexicon.WordID>, unit: MeasureUnit? = nil) -> [(food: Int, score: Double)] {
        guard let head = ids.last else { return [] }
        var unique: [FoodLexicon.WordID] = []
        for id in ids where !unique.contains(id) { unique.append(id) }
        // The rarest word's foods are the only candidates; a word no food uses means none.
        var rarest: ArraySlice<Int32>?
        for id in unique {
            guard id >= 0 else { return [] }
            let foods = lexicon.foods(using: id)
            guard !foods.isEmpty else { return [] }
            if rarest == nil || foods.count < rarest!.count { rarest = foods }
        }
        var scored: [(food: Int, score: Double)] = []
        for food in rarest! {
            let index = Int(food)
            guard lexicon.foodHeads.contains(index, head), unique.allSatisfy({ lexicon.foodWords.contains(index, $0) }) else { continue }
            // One word must name the food itself ("pickle" → "Pickles, …"), not a part of a dish
            // ("salad" is not "Fruit salad", "chili" is not "Peppers, hot chili").
            if unique.count == 1, !lexicon.foodLeads.contains(index, head) { continue }
            var cost = lexicon.weightTotal[index]
            for id in unique where lexicon.foodWeighted.contains(index, id) { cost -= lexicon.weightOfWord[Int(id)] }
            let curatedHead = lexicon.foodCuratedHeads.contains(index, head)
            if curatedHead { cost -= 1 }
            // On a tie, the generic food beats the fast-food chain version.
            if lexicon.isFastFood[index] { cost += 0.25 }
            // "3 slices of turkey": a food measured in that unit is likelier; strongly so when a curated name
            // ends with the phrase's head ("deli turkey").
            if let unit, Self.hasRow(table.foods[index].portions, unit) {
                cost -= curatedHead ? 5 : 1.5
            }
            scored.append((index, cost))
        }
        scored.sort { $0.score != $1.score ? $0.score < $1.score : $0.food < $1.food }
        return scored
    }

    /// True when a portion row measures in `unit` (by index: a row copied out costs four string retains).
    static func hasRow(_ rows: [Portion], _ unit: MeasureUnit) -> Bool {
        rows.indices.contains { rows[$0].measure == unit }
    }

    private func descriptionMatch(_ ids: ArraySlice<FoodLexicon.WordID>, phrase: String, penalty: Double, corrections: [String],
                                  unit: MeasureUnit?) -> FoodMatch? {
        let candidates = descriptionCandidates(ids: ids, unit: unit)
        guard let best = candidates.first else { return nil }
        // A description that needs many more words than the phrase ("grilled cheese sandwich" inside a
        // grilled chicken club sandwich) is a guess: ask instead of logging it.
        if best.score > Self.guessCost {
            let foods = candidates.prefix(3).map { table.foods[$0.food] }
            return FoodMatch(phrase: phrase, food: nil, confidence: 0, source: nil, alternatives: foods, corrections: corrections,
                             question: "I don't have \"\(phrase)\". Did you mean \(foods[0].name)? Or tell me what was in it.")
        }
        let confidence = max(0.4, min(0.85, 0.85 - 0.04 * max(0, best.score))) - penalty
        let alternatives = candidates.dropFirst().prefix(3).map { table.foods[$0.food] }
        return FoodMatch(phrase: phrase, food: table.foods[best.food], confidence: confidence, source: .description,
                         alternatives: Array(alternatives), corrections: corrections)
    }

    /// An unresolved result: the curated foods found inside the phrase by longest match, and a question.
    private func unresolved(_ ids: [FoodLexicon.WordID], keys: [String], phrase: String) -> FoodMatch {
        var parts: [Food] = []
        var unknown: [String] = []
        var index = 0
        while index < keys.count {
            if let found = lexicon.longestPhrase(ids: ids, from: index, limit: keys.count),
               let entry = found.entries.first(where: { $0.source != .description }) {
                let food = table.foods[entry.foodIndex]
                if !parts.contains(where: { $0.id == food.id }) { parts.append(food) }
                index += found.length
            } else {
                let key = keys[index]
                let named = !Self.fillerWords.contains(key) && key != "and" && key != "with"
                // A word no curated name has may still name a food of the table on its own ("turkey"
                // in "turkey wrap"), as it does when it is said alone.
                // It goes by the word said: the question lists it, and a yes logs the parts by name.
                if named, var food = descriptionMatch(ids[index..<index + 1], phrase: key, penalty: 0, corrections: [], unit: nil)?.food {
                    food.name = key
                    if !parts.contains(where: { $0.id == food.id }) { parts.append(food) }
                } else if named {
                    unknown.append(key)
                }
                index += 1
            }
        }
        let question: String
        if parts.isEmpty {
            question = "I don't know \"\(phrase)\". What is it, or roughly how many calories did it have?"
        } else {
            let names = parts.map(\.name).joined(separator: ", ")
            if unknown.isEmpty {
                question = "I don't have \"\(phrase)\" as one food. Should I log it as \(names)? Or tell me what was in it."
            } else {
                // No yes/no question: a word the table does not know leaves nothing whole to log.
                question = "I don't have \"\(phrase)\" as one food, and I don't know \"\(unknown.joined(separator: " "))\". Tell me what was in it (I know \(names))."
            }
        }
        return FoodMatch(phrase: phrase, food: nil, confidence: 0, source: nil, question: question, parts: parts, unknownWords: unknown)
    }
}
