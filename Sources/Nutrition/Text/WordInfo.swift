/// What the meal-sentence readers need to know about one lower-case word: which of their word lists
/// it is in, the unit it spells, the meal it names. Looked up once per word of a sentence (one hash),
/// where asking each list in turn would hash the word again for every list.
///
/// The lists themselves stay where they are read (`MealWords.leadWords`, `AmountReader.hedges`,
/// `MeasureUnit.spellings`, …); this table is built from them once.
struct WordInfo: Sendable, Equatable {
    struct Flags: OptionSet, Sendable, Equatable {
        let rawValue: UInt32
        /// `MealParser.separatorCandidates`: and, with, plus, on, in, …
        static let separatorCandidate = Flags(rawValue: 1 << 0)
        /// `MealWords.mealTriggers`: meal names and last/this/tonight.
        static let mealTrigger = Flags(rawValue: 1 << 1)
        static let leadWord = Flags(rawValue: 1 << 2)
        static let trailWord = Flags(rawValue: 1 << 3)
        static let nonFoodPiece = Flags(rawValue: 1 << 4)
        static let mealModifier = Flags(rawValue: 1 << 5)
        static let preposition = Flags(rawValue: 1 << 6)
        static let follower = Flags(rawValue: 1 << 7)
        static let hedge = Flags(rawValue: 1 << 8)
        static let describer = Flags(rawValue: 1 << 9)
        /// `QuantityParser.amountWords`: couple, few, half, a, an, …
        static let amountWord = Flags(rawValue: 1 << 10)
        /// `QuantityParser.mightStartNumber`: numerals, fractions and number words.
        static let mightStartNumber = Flags(rawValue: 1 << 11)
        /// First word of a unit spelled in several words ("fl" of "fl oz").
        static let multiWordUnitStart = Flags(rawValue: 1 << 12)
        /// `MealWords.leadInParts`: can, you, to, want, … (lead-in words in patterns).
        static let leadInPart = Flags(rawValue: 1 << 13)
        /// Not looked up yet: ask `WordInfo.of` when needed.
        static let lookUp = Flags(rawValue: 1 << 31)
    }

    var flags: Flags = []
    /// The unit this word spells alone (`slices` → slice).
    var unit: MeasureUnit?
    /// The meal this word names (`supper` → dinner).
    var meal: Meal?

    /// The information about `word`.
    static func of(_ word: String) -> WordInfo {
        if let info = table[word] { return info }
        return QuantityParser.mightStartNumber(word) ? WordInfo(flags: .mightStartNumber) : WordInfo()
    }

    static let table: [String: WordInfo] = {
        var table: [String: WordInfo] = [:]
        func mark(_ words: some Sequence<String>, _ flag: Flags) {
            for word in words { table[word, default: WordInfo()].flags.insert(flag) }
        }
        mark(MealParser.separatorCandidates, .separatorCandidate)
        mark(MealWords.mealTriggers, .mealTrigger)
        mark(MealWords.leadWords, .leadWord)
        mark(MealWords.leadInParts, .leadInPart)
        mark(MealWords.trailWords, .trailWord)
        mark(MealWords.nonFoodPieceWords, .nonFoodPiece)
        mark(MealWords.mealModifiers, .mealModifier)
        mark(MealWords.prepositions, .preposition)
        mark(MealWords.followers, .follower)
        mark(AmountReader.hedges, .hedge)
        mark(AmountReader.describers, .describer)
        mark(QuantityParser.amountWords, .amountWord)
        mark(QuantityParser.numberWords, .mightStartNumber)
        mark(MeasureUnit.multiWordSpellings.keys, .multiWordUnitStart)
        for (spelling, unit) in MeasureUnit.spellings where !spelling.contains(" ") { table[spelling, default: WordInfo()].unit = unit }
        for (name, meal) in Meal.names { table[name, default: WordInfo()].meal = meal }
        // Words in the table that are numerals too ("0z" is a unit spelling that starts like one).
        for word in table.keys where QuantityParser.mightStartNumber(word) { table[word]!.flags.insert(.mightStartNumber) }
        return table
    }()
}

/// Lower-case words of a sentence with their `WordInfo`, seen up to `count` (a reader of one piece
/// sees the words before the piece ends, as if the sentence stopped there).
struct Words {
    let words: [String]
    let info: [WordInfo]
    let count: Int

    init(_ words: [String]) {
        self.words = words
        self.info = words.map(WordInfo.of)
        self.count = words.count
    }

    /// Words whose information is looked up only for the words a reader asks about (for callers that
    /// read one amount out of a list of words).
    init(lookingUp words: [String]) {
        self.words = words
        self.info = [WordInfo](repeating: WordInfo(flags: .lookUp), count: words.count)
        self.count = words.count
    }

    init(words: [String], info: [WordInfo], count: Int? = nil) {
        self.words = words
        self.info = info
        self.count = count ?? words.count
    }

    /// The same words seen up to `end`.
    func prefix(_ end: Int) -> Words { Words(words: words, info: info, count: min(end, count)) }

    @inline(__always) subscript(index: Int) -> String { words[index] }
    @inline(__always) func has(_ index: Int, _ flag: WordInfo.Flags) -> Bool { index < count && self[info: index].flags.contains(flag) }
    /// The unit the word at `index` spells alone.
    @inline(__always) func unit(at index: Int) -> MeasureUnit? { self[info: index].unit }
    @inline(__always) subscript(info index: Int) -> WordInfo {
        let known = info[index]
        return known.flags.contains(.lookUp) ? WordInfo.of(words[index]) : known
    }
    /// The word at `index`, nil past the end.
    @inline(__always) func at(_ index: Int) -> String? { index >= 0 && index < count ? words[index] : nil }
    /// The words as an array (a copy only when seen up to less than all of them).
    var array: [String] { count == words.count ? words : Array(words[..<count]) }
}
