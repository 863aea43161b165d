/// Changing the amount of an item already logged: "change the eggs to 3", "make the toast 2 slices".
///
/// The new item text is the new amount in front of the old item's unit and food ("a slice of toast" with
/// "3" is "3 slices of toast"; "coffee" with "2 cups" is "2 cups of coffee"), and its grams come from the
/// same portion rules as logging, for the same food: an amount change never changes what was eaten.
extension MealParser {
    /// `text` read as an amount alone ("3", "two", "half a cup", "2 slices", "150 g"); nil when a word is
    /// left over for a food ("3 eggs") or there is no amount at all.
    public func amountOnly(_ text: String) -> AmountReading? {
        let words = MealTokenizer.tokenize(text).filter { !$0.isPunctuation }.map(\.text)
        guard !words.isEmpty else { return nil }
        let reading = AmountReader.read(words, in: 0..<words.count)
        guard reading.foodStart >= words.count, reading.quantity != nil || reading.unit != nil else { return nil }
        return reading
    }

    /// The amount of a parsed item as written, without its food: "3 slices" of "3 slices of toast", "3" of
    /// "3 eggs", "a large" of "a large latte"; nil when the item has no amount.
    public func amountText(of item: MealItem) -> String? {
        let tokens = MealTokenizer.tokenize(item.text).filter { !$0.isPunctuation }
        let words = tokens.map(\.text)
        let ids = matcher.lexicon.ids(of: tokens.map(\.key))
        let reading = AmountReader.read(words, in: 0..<words.count) { self.matcher.lexicon.curatedPhraseLength(ids: ids, from: $0, limit: ids.count) }
        guard reading.quantity != nil || reading.unit != nil || reading.size != nil, reading.foodStart > 0, reading.foodStart <= tokens.count else { return nil }
        // The words before the food, less the joining word when the amount alone does not read without it ("slices of").
        for end in [reading.foodStart, reading.foodStart - 1] where end > 0 {
            let text = Self.slice(item.text, tokens[0].start, tokens[end - 1].end)
            if amountOnly(text) != nil { return text }
        }
        return nil
    }

    /// The logged item `text` (of `food`) with `amount` in place of its own amount; nil when `amount` is
    /// not an amount alone.
    public func item(_ text: String, of food: Food, withAmount amount: String) -> MealItem? {
        guard let newAmount = amountOnly(amount) else { return nil }
        let amountText = amount.trimmingSpaces()
        let tokens = MealTokenizer.tokenize(text).filter { !$0.isPunctuation }
        guard !tokens.isEmpty else { return nil }
        let words = tokens.map(\.text)
        let keys = tokens.map(\.key)
        let ids = matcher.lexicon.ids(of: keys)
        let old = AmountReader.read(words, in: 0..<words.count) { self.matcher.lexicon.curatedPhraseLength(ids: ids, from: $0, limit: ids.count) }
        // "a glass" logged alone: the unit word was the food.
        let foodStart = old.foodStart < tokens.count ? old.foodStart : (old.unitWords?.lowerBound ?? 0)
        let foodText = Self.slice(text, tokens[foodStart].start, tokens[tokens.count - 1].end)

        var newText: String
        if let unit = newAmount.unit ?? newAmount.size {
            // "2 cups" of coffee, "a large" latte.
            let joiner = unit.kind == .size || amountText.hasSuffix(" of") ? " " : " of "
            newText = amountText + joiner + foodText
        } else {
            // "3" slices of toast: the old unit stays, in the number the new amount needs.
            let count = newAmount.quantity?.value ?? 1
            newText = amountText + " "
            if let unitWords = old.unitWords, unitWords.lowerBound < foodStart {
                var unitText = Self.slice(text, tokens[unitWords.lowerBound].start, tokens[unitWords.upperBound - 1].end)
                if let unit = old.unit {
                    let first = words[unitWords.lowerBound]
                    let respelled = Self.spelling(of: unit, like: first, count: count)
                    if respelled != first {
                        unitText = respelled + (unitText.firstIndex(of: " ").map { String(unitText[$0...]) } ?? "")
                    }
                }
                newText += unitText + " " + foodText
            } else if food.defaultPortionAmount == 1, let unit = MeasureUnit.named(food.defaultPortionUnit),
                      unit.kind == .household || unit.kind == .volume {
                // "toast" with "3": "3 slices of toast", in the unit of the portion it was counted in.
                newText += Self.spelling(of: unit, like: unit.rawValue, count: count) + " of " + foodText
            } else if let last = tokens.last, foodStart < tokens.count {
                // "2 eggs" with "1": "1 egg"; "an egg" with "3": "3 eggs".
                let head = Self.slice(text, last.start, last.end)
                // Up to one is said in the singular: "half a sandwich", "1 egg".
                let respelled = count <= 1 ? last.key : Self.plural(of: last.key)
                let before = foodStart < tokens.count - 1 ? Self.slice(text, tokens[foodStart].start, last.start) : ""
                // A part said in words is of one: "half of a sandwich", not "half sandwich".
                let food = before + (respelled.lowercased() == head.lowercased() || respelled.isEmpty ? head : respelled)
                if count < 1, amountText.last?.isLetter == true {
                    let article = food.first.map { "aeiou".contains($0.lowercased()) } == true ? "an " : "a "
                    let last = amountText.split(separator: " ").last.map { $0.lowercased() }
                    newText = last == "a" || last == "an" ? String(amountText.dropLast(last!.count)) + article : newText + "of " + article
                }
                newText += food
            } else {
                newText += foodText
            }
        }

        guard var item = parse(newText).items.first else { return nil }
        if item.food?.id != food.id {
            // The words alone may read as another food ("2 slices of turkey" is deli turkey): keep the logged one.
            let estimate = PortionResolver.estimate(food: food, quantity: item.quantity, unit: item.unit, size: item.size,
                                                    pieceName: keys.last)
            item.match = FoodMatch(phrase: item.foodPhrase, food: food, confidence: 1, source: nil)
            item.grams = estimate.grams
            item.nutrients = food.nutrients(forGrams: estimate.grams)
            item.assumed = estimate.assumed
            item.confidence = item.assumed.isEmpty ? 1 : 0.95
        }
        return item
    }

    /// A unit word spelled for `count`: "slice" for 1, "slices" otherwise; `word` itself when the unit
    /// has no such spelling ("g", "oz").
    static func spelling(of unit: MeasureUnit, like word: String, count: Double) -> String {
        let plural = count != 1
        let isPlural = WordForms.singular(word) != word
        guard plural != isPlural else { return word }
        var candidates: [String]
        if plural {
            candidates = [word + "s", word + "es"]
            if word.hasSuffix("y") { candidates.append(String(word.dropLast()) + "ies") }
            if word.hasSuffix("f") { candidates.append(String(word.dropLast()) + "ves") }
        } else {
            candidates = [WordForms.singular(word)]
        }
        return candidates.first { MeasureUnit.named($0) == unit } ?? word
    }

    /// An English plural whose singular key is `word` ("egg" → "eggs", "berry" → "berries", "taco" → "tacos"),
    /// or `word` itself when it is already plural or no regular plural reads back to it.
    static func plural(of word: String) -> String {
        if let irregular = WordForms.plurals[word] { return irregular }
        var candidates = [word + "s", word + "es"]
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            candidates.insert(String(word.dropLast()) + "ies", at: 0)
        }
        if word.hasSuffix("s") || word.hasSuffix("x") || word.hasSuffix("z") || word.hasSuffix("ch") || word.hasSuffix("sh") {
            candidates.swapAt(0, 1)
        }
        return candidates.first { WordForms.singular($0) == word } ?? word
    }

    /// The text between two Unicode scalar offsets.
    static func slice(_ text: String, _ start: Int, _ end: Int) -> String {
        let scalars = text.unicodeScalars
        let lower = scalars.index(scalars.startIndex, offsetBy: start)
        let upper = scalars.index(lower, offsetBy: end - start)
        return String(scalars[lower..<upper])
    }
}

extension String {
    func trimmingSpaces() -> String { self[...].trimmingSpaces() }
}
