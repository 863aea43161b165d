import Numbers
import Text

/// Parses one meal sentence into food items: "I had 2 eggs and a slice of toast for breakfast".
///
/// 1. Tokenize; words inside the caller's `ignoring` ranges (dates, times, quoted text) become
///    barriers that are never food.
/// 2. Meal words ("for breakfast", "lunch:", "last night") are recognised with their span and removed.
/// 3. Food names that contain a separator ("mac and cheese", "half and half", "salt and pepper") are
///    protected by a longest match against the food lexicon, then the rest is split on commas,
///    "and", "with", "plus", "&", "+", "then", "also", "as well as", "along with".
/// 4. Each piece loses its lead-in ("I had", "log", "then I ate"), then `AmountReader` reads the
///    amount, size and unit, `FoodMatcher` resolves the rest, and `PortionResolver` gives grams.
public struct MealParser: Sendable {
    public let matcher: FoodMatcher
    /// Keys that may start a protected name (lexicon phrases with a separator inside, and compounds), by
    /// lexicon word id; and the compound starts the lexicon does not know.
    let protectStartIDs: [Bool]
    let unknownProtectStarts: [String]

    public init(matcher: FoodMatcher) {
        self.matcher = matcher
        let lexicon = matcher.lexicon
        var starts = [Bool](repeating: false, count: lexicon.words.count)
        var unknown: [String] = []
        for word in lexicon.separatorPhraseStarts.union(Self.compounds.map { $0[0] }) {
            let id = lexicon.id(of: word)
            if id >= 0 { starts[Int(id)] = true } else { unknown.append(word) }
        }
        self.protectStartIDs = starts
        self.unknownProtectStarts = unknown
        self.vocabulary = TokenVocabulary(lexicon: lexicon)
    }

    /// Known words, found from their bytes while tokenizing.
    let vocabulary: TokenVocabulary

    /// The words of `part` (`MealTokenizer`) with each one's lexicon id (of its key; "&" is "and")
    /// and `WordInfo`.
    func tokens(of part: TokenizedPart) -> (tokens: [MealToken], ids: [FoodLexicon.WordID], info: [WordInfo]) {
        let lexicon = matcher.lexicon
        guard part.isASCII else {
            let tokens = MealTokenizer.tokens(of: part)
            return (tokens, tokens.map { lexicon.id(of: $0.text == "&" ? "and" : $0.key) }, tokens.map { WordInfo.of($0.text) })
        }
        var tokens: [MealToken] = []
        var ids: [FoodLexicon.WordID] = []
        var info: [WordInfo] = []
        tokens.reserveCapacity(part.scalars.count / 4)
        ids.reserveCapacity(part.scalars.count / 4)
        info.reserveCapacity(part.scalars.count / 4)
        MealTokenizer.scanASCII(part, word: { lowered, start, end in
            if let entry = vocabulary.entry(lowered) {
                tokens.append(MealToken(text: vocabulary.texts[entry], key: vocabulary.keys[entry], start: start, end: end, isPunctuation: false))
                ids.append(vocabulary.ids[entry])
                info.append(vocabulary.info[entry])
            } else {
                let word = String(decoding: lowered, as: UTF8.self)
                let key = WordForms.singular(word)
                tokens.append(MealToken(text: word, key: key, start: start, end: end, isPunctuation: false))
                ids.append(lexicon.id(of: key))
                info.append(WordInfo.of(word))
            }
        }, punctuation: { symbol, start, end in
            tokens.append(MealToken(text: symbol, key: symbol, start: start, end: end, isPunctuation: true))
            let entry = vocabulary.entry(symbol)!
            ids.append(vocabulary.ids[entry])
            info.append(vocabulary.info[entry])
        })
        return (tokens, ids, info)
    }

    /// True when `key` (with lexicon id `id`) may start a protected name.
    @inline(__always)
    func isProtectStart(_ key: String, _ id: FoodLexicon.WordID) -> Bool {
        id >= 0 ? protectStartIDs[Int(id)] : unknownProtectStarts.contains(key)
    }

    /// What a barrier token (ignored text, removed meal words) is to the readers.
    static let barrierInfo = WordInfo.of("\u{0}")

    /// The parser over the bundled food table, built once.
    public static func bundled() -> MealParser { bundledParser }
    private static let bundledParser = MealParser(matcher: .bundled())

    /// Parses `text`, which no parse has tokenized: one call of the shared tokenizer. Scalar ranges
    /// in `ignoring` were consumed by the caller and are not food.
    public func parse(_ text: String, ignoring: [Range<Int>] = []) -> MealParse {
        parse(TokenizedPart(Tokenizer.tokenize(text)), ignoring: ignoring)
    }

    /// Parses a part of a text already tokenized (a meal slot of a parsed line), from its tokens;
    /// offsets in `ignoring` and in the result are from the part's start, as if the part had been
    /// parsed alone.
    public func parse(_ part: TokenizedPart, ignoring: [Range<Int>] = []) -> MealParse {
        var (tokens, ids, info) = tokens(of: part)
        // Ignored text becomes a barrier token so that pieces never run across it.
        if !ignoring.isEmpty {
            var kept: [MealToken] = []
            var keptIDs: [FoodLexicon.WordID] = []
            var keptInfo: [WordInfo] = []
            for (index, token) in tokens.enumerated() {
                if ignoring.contains(where: { $0.overlaps(token.start..<token.end) }) {
                    if kept.last?.text != "\u{0}" {
                        kept.append(MealToken(text: "\u{0}", key: "\u{0}", start: token.start, end: token.end, isPunctuation: true))
                        keptIDs.append(-1)
                        keptInfo.append(Self.barrierInfo)
                    }
                } else {
                    kept.append(token)
                    keptIDs.append(ids[index])
                    keptInfo.append(info[index])
                }
            }
            tokens = kept
            ids = keptIDs
            info = keptInfo
        }
        var words = tokens.map(\.text)

        // Meal words.
        var meal: Meal?
        var mealSpan: Range<Int>?
        let mealWords = MealWords.find(Words(words: words, info: info))
        if let first = mealWords.first {
            meal = first.meal
            mealSpan = tokens[first.words.lowerBound].start..<tokens[first.words.upperBound - 1].end
        }
        // Drop them but keep a barrier where they were.
        if !mealWords.isEmpty {
            var compact: [MealToken] = []
            var compactIDs: [FoodLexicon.WordID] = []
            var compactInfo: [WordInfo] = []
            compact.reserveCapacity(tokens.count)
            compactIDs.reserveCapacity(tokens.count)
            compactInfo.reserveCapacity(tokens.count)
            for (index, token) in tokens.enumerated() {
                if mealWords.contains(where: { $0.words.contains(index) }) {
                    if compact.last?.text != "\u{0}" {
                        compact.append(MealToken(text: "\u{0}", key: "\u{0}", start: token.start, end: token.end, isPunctuation: true))
                        compactIDs.append(-1)
                        compactInfo.append(Self.barrierInfo)
                    }
                } else {
                    compact.append(token)
                    compactIDs.append(ids[index])
                    compactInfo.append(info[index])
                }
            }
            tokens = compact
            ids = compactIDs
            info = compactInfo
            words = tokens.map(\.text)
        }
        let sentence = Words(words: words, info: info)
        let keys = tokens.map { $0.isPunctuation && $0.text == "&" ? "and" : $0.key }

        // Protected food names that contain separators, in order.
        var protected: [Range<Int>] = []
        var index = 0
        while index < tokens.count {
            if isProtectStart(keys[index], ids[index]), let found = longestProtected(keys, ids: ids, at: index) {
                protected.append(index..<(index + found))
                index += found
            } else {
                index += 1
            }
        }

        // Split into pieces.
        var pieces: [Range<Int>] = []
        pieces.reserveCapacity(8)
        // The separator word before each piece ("with" in "coffee with milk"), "" for none.
        var joiners: [String] = []
        var start = 0
        var pendingJoiner = ""
        var nextProtected = 0
        index = 0
        while index < tokens.count {
            if nextProtected < protected.count, protected[nextProtected].lowerBound <= index {
                // Inside a protected name: no split; past its end, on to the next one.
                if index < protected[nextProtected].upperBound { index += 1; continue }
                nextProtected += 1
                continue
            }
            let width = sentence.has(index, .separatorCandidate) ? separatorWidth(sentence, at: index) : 0
            let isRangeDash = tokens[index].isPunctuation && words[index] == "--" && index > 0 && index + 1 < words.count
                && QuantityParser.read(sentence, at: index + 1) != nil && QuantityParser.read(sentence, at: index - 1) != nil
            if width > 0 || tokens[index].isPunctuation && words[index] != "(" && words[index] != ")" && !isRangeDash {
                if start < index { pieces.append(start..<index); joiners.append(pendingJoiner) }
                pendingJoiner = width > 0 ? keys[index] : ""
                let skip = max(width, 1)
                index += skip
                start = index
            } else {
                index += 1
            }
        }
        if start < tokens.count { pieces.append(start..<tokens.count); joiners.append(pendingJoiner) }

        var items: [MealItem] = []
        var leadIns: [Range<Int>] = []
        items.reserveCapacity(pieces.count)
        for (pieceIndex, piece) in pieces.enumerated() {
            var lower = piece.lowerBound
            let leadIn = MealWords.leadInLength(sentence, from: lower, to: piece.upperBound)
            if leadIn > 0 {
                leadIns.append(tokens[lower].start..<tokens[lower + leadIn - 1].end)
                lower += leadIn
            }
            var upper = piece.upperBound
            upper -= MealWords.trailerLength(sentence, from: lower, to: upper)
            guard lower < upper else { continue }
            // A piece of only filler ("today", "please") or cooking style ("over easy") is no food.
            if (lower..<upper).allSatisfy({ sentence.has($0, .nonFoodPiece) }) { continue }
            if var item = item(tokens: tokens, words: sentence, keys: keys, ids: ids, range: lower..<upper, part: part) {
                if joiners[pieceIndex] == "with" || joiners[pieceIndex] == "w", let drink = items.last {
                    Self.addToDrink(&item, drink: drink)
                }
                items.append(item)
            }
        }
        return MealParse(text: part.text, items: items, meal: meal, mealSpan: mealSpan, leadInSpans: leadIns)
    }

    /// "coffee with milk": a liquid added to a drink without an amount is at most a splash (1 tbsp when
    /// the food has no splash row), not its default serving (a cup of milk, 244 g). Smaller defaults stay
    /// ("tea with honey", 1 tbsp; "coffee with sugar", 1 tsp).
    static func addToDrink(_ item: inout MealItem, drink: MealItem) {
        guard drink.food?.group == "Beverages", item.quantity == nil, item.unit == nil, item.size == nil,
              let food = item.food, food.defaultMeasure?.kind == .volume, let grams = item.grams else { return }
        let splash = PortionResolver.estimate(food: food, quantity: nil, unit: .splash)
        guard splash.grams < grams else { return }
        item.grams = splash.grams
        item.nutrients = food.nutrients(forGrams: splash.grams)
        item.assumed = [PortionResolver.line("added to a drink without an amount: a splash = ", QuantityParser.format(splash.grams), " g")]
    }

    /// Compound names kept whole even without a table entry; they resolve to their parts.
    static let compounds: [[String]] = [
        ["salt", "and", "pepper"], ["peanut", "butter", "and", "jelly", "sandwich"], ["peanut", "butter", "and", "jelly"],
        ["peanut", "butter", "and", "jam", "sandwich"], ["peanut", "butter", "and", "jam"], ["pb", "and", "j"],
        ["bread", "and", "butter", "pickle"], ["sweet", "and", "sour"], ["fish", "and", "chip"], ["rice", "and", "bean"],
        ["pork", "and", "bean"], ["franks", "and", "bean"], ["surf", "and", "turf"], ["cookie", "and", "cream"],
        ["bacon", "egg", "and", "cheese"], ["ham", "and", "cheese", "sandwich"], ["oil", "and", "vinegar"],
        ["pasta", "with", "meat", "sauce"], ["spaghetti", "with", "meat", "sauce"],
        ["spaghetti", "with", "meatball"],
    ]

    static let compoundsByFirstWord: [String: [[String]]] = Dictionary(grouping: compounds, by: { $0[0] })

    static let separatorWords: Set<String> = ["and", "with", "plus", "then", "also", "alongside", "w", "n", "on", "in", "into"]

    /// The length of a protected name at `index` that spans a separator, or nil.
    func longestProtected(_ keys: [String], ids: [FoodLexicon.WordID], at index: Int) -> Int? {
        guard matcher.lexicon.separatorPhraseStarts.contains(keys[index]) || Self.compoundsByFirstWord[keys[index]] != nil else {
            return nil
        }
        var best = 0
        if let found = matcher.lexicon.longestPhrase(ids: ids, from: index, limit: keys.count), found.length > 1,
           keys[index..<(index + found.length)].contains(where: { Self.separatorWords.contains($0) }) {
            best = found.length
        }
        for compound in Self.compoundsByFirstWord[keys[index]] ?? [] where compound.count > best && index + compound.count <= keys.count {
            if keys[index..<(index + compound.count)].elementsEqual(compound) { best = compound.count }
        }
        return best > 0 ? best : nil
    }

    /// How many words a separator at `index` uses (0 when there is none).
    static let separatorCandidates: Set<String> = ["and", "with", "plus", "then", "also", "alongside", "w", "n", "as",
                                                   "along", "together", "in", "into", "on"]

    func separatorWidth(_ words: Words, at index: Int) -> Int {
        let word = words[index]
        guard words.has(index, .separatorCandidate) else { return 0 }
        func at(_ offset: Int) -> String? { words.at(index + offset) }
        switch word {
        case "and":
            // "2 and a half cups", "one and a half", "1 and 1/2": part of an amount.
            if at(1) == "a", at(2) == "half" || at(2) == "quarter", index > 0 { return 0 }
            if let next = at(1), next.utf8.contains(UInt8(ascii: "/")), index > 0, NumberReader.numeralValue(words[index - 1]) != nil { return 0 }
            if at(1) == "then" || at(1) == "also" { return 2 }
            return 1
        case "with", "plus", "then", "also", "alongside": return 1
        // "sugar in my coffee", "whey in 1 cup of milk"
        case "in", "into": return index > 0 && (at(1) == "my" || at(1) == "a" || at(1) == "an" || at(1).flatMap { NumberReader.numeralValue($0) } != nil) ? 1 : 0
        // "avocado on toast", "beans on toast"; "fries on the side" keeps its food.
        case "on": return index > 0 && at(1) != nil && at(1) != "the" && at(1) != "side" && !words.has(index - 1, .leadWord) ? 1 : 0
        case "w", "n": return index > 0 && index + 1 < words.count ? 1 : 0
        case "as": return at(1) == "well" && at(2) == "as" ? 3 : 0
        case "along": return at(1) == "with" ? 2 : 0
        case "together": return at(1) == "with" ? 2 : 0
        default: return 0
        }
    }

    private func item(tokens: [MealToken], words: Words, keys: [String], ids: [FoodLexicon.WordID], range: Range<Int>,
                      part: TokenizedPart) -> MealItem? {
        func slice(_ from: Int, _ to: Int) -> String { part.substring(from..<to) }
        let lexicon = matcher.lexicon
        func foodNameLength(_ start: Int) -> Int { lexicon.curatedPhraseLength(ids: ids, from: start, limit: range.upperBound) }
        var amount = AmountReader.read(words, in: range, foodNameLength: foodNameLength)
        // "half and half": a food name that starts with an amount word is the food.
        if let quantityWords = amount.quantityWords, quantityWords.lowerBound == range.lowerBound,
           foodNameLength(range.lowerBound) > quantityWords.count {
            amount = AmountReading(quantity: nil, quantityWords: nil, size: nil, unit: nil, unitWords: nil, foodStart: range.lowerBound)
        }
        var foodStart = amount.foodStart
        var unit = amount.unit
        if foodStart >= range.upperBound {
            // "a glass" with nothing after: the unit word was the food.
            guard let unitWords = amount.unitWords else { return nil }
            foodStart = unitWords.lowerBound
            unit = nil
        }
        // The food's words without parentheses and "the": the sentence's own words when there are none.
        let food = foodStart..<range.upperBound
        func isDropped(_ index: Int) -> Bool { tokens[index].isPunctuation ? keys[index] == "(" || keys[index] == ")" : keys[index] == "the" }
        var foodKeys = keys[food]
        var foodIDs = ids[food]
        if food.contains(where: isDropped) {
            let kept = food.filter { !isDropped($0) }
            foodKeys = ArraySlice(kept.map { keys[$0] })
            foodIDs = ArraySlice(kept.map { ids[$0] })
        }
        let phrase = slice(tokens[foodStart].start, tokens[range.upperBound - 1].end)
        let match = matcher.match(keys: foodKeys, ids: foodIDs, phrase: phrase, unit: unit ?? amount.size)
        let span = tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end
        let quantityText = amount.quantityWords.map { slice(tokens[$0.lowerBound].start, tokens[$0.upperBound - 1].end) }
        var grams: Double?
        var nutrients: Nutrients?
        var assumed: [String] = amount.quantity?.assumed ?? []
        if let food = match.food {
            let estimate = PortionResolver.estimate(food: food, quantity: amount.quantity, unit: unit, size: amount.size,
                                                    pieceName: foodKeys.last)
            grams = estimate.grams
            nutrients = food.nutrients(forGrams: estimate.grams)
            assumed = estimate.assumed
        }
        if !match.corrections.isEmpty { assumed.append(contentsOf: match.corrections) }
        let confidence = match.confidence * (assumed.isEmpty ? 1 : 0.95)
        return MealItem(span: span, text: slice(span.lowerBound, span.upperBound), quantityText: quantityText,
                        quantity: amount.quantity, unit: unit, size: amount.size, foodPhrase: phrase, match: match,
                        grams: grams, nutrients: nutrients, assumed: assumed, confidence: confidence)
    }
}
