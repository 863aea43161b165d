/// Precomputed look-up structures over a food table, built once (a class, so that matchers and parsers
/// share one copy without copying its tables):
/// - `phrases`: normalised word sequences (singular keys joined by spaces) of curated names and
///   synonyms, and of USDA first segments that contain "and" ("Macaroni and cheese"), to foods.
///   Used for exact matches and for longest-match splitting of meal sentences.
/// - `foodsByWord`: an inverted index from description words to foods, for description matches.
/// - per-food word sets, segment heads and preference weights, so a description match scores
///   candidates without re-reading text.
public final class FoodLexicon: Sendable {
    /// One phrase → food link.
    public struct Entry: Sendable, Equatable {
        public var foodIndex: Int
        public var source: FoodMatch.Source
    }

    struct FoodWords: Sendable {
        /// Every content word of the description (and curated name/synonyms), singular.
        var words: Set<String>
        /// Last word of the first three description segments ("Chicken, broilers or fryers, wing"), and of
        /// the curated name and synonyms.
        var heads: Set<String>
        /// Words a one-word phrase may name: the first word of the first segment ("Apricots, raw"),
        /// one-word segments among the first two ("Spices, oregano"), and curated one-word names.
        var leads: Set<String>
        /// Last words of the curated name and synonyms: the curated bonus applies only to these heads,
        /// so "cream" does not get cream cheese.
        var curatedHeads: Set<String>
        /// Description words with their weight when absent from the phrase: extra words cost 1,
        /// disfavoured forms (canned, frozen, dried, sweetened…) cost 2, neutral words 0, preferred
        /// forms (cooked, raw, plain…) a small bonus.
        var weighted: [(String, Double)]
    }

    public let table: FoodTable
    let phrases: [String: [Entry]]
    let foodsByWord: [String: [Int]]
    let foodWords: [FoodWords]
    let vocabularyByLength: [Int: [String]]
    let vocabulary: Set<String>
    /// The longest phrase in `phrases`, in words.
    public let longestPhrase: Int
    /// First words of phrases that contain a separator word ("mac" for "mac and cheese"): the only places
    /// where the meal parser needs a protective longest match.
    public let separatorPhraseStarts: Set<String>
    /// The phrases as a word trie (node 0 is the root), for longest matches without joining strings.
    let trie: [TrieNode]

    struct TrieNode: Sendable {
        var children: [String: Int] = [:]
        var entries: [Entry]?
    }

    public init(table: FoodTable) {
        self.table = table
        var phrases: [String: [Entry]] = [:]
        var foodsByWord: [String: [Int]] = [:]
        var foodWords: [FoodWords] = []
        foodWords.reserveCapacity(table.foods.count)
        var longest = 1

        func addPhrase(_ text: String, _ index: Int, _ source: FoodMatch.Source) {
            let keys = Self.keys(text)
            guard !keys.isEmpty else { return }
            longest = max(longest, keys.count)
            let key = keys.joined(separator: " ")
            if phrases[key]?.contains(where: { $0.foodIndex == index }) == true { return }
            phrases[key, default: []].append(Entry(foodIndex: index, source: source))
        }

        for (index, food) in table.foods.enumerated() {
            var words = Set<String>()
            var heads = Set<String>()
            var leads = Set<String>()
            var curatedHeads = Set<String>()
            var weighted: [(String, Double)] = []
            if food.curated {
                addPhrase(food.name, index, .curatedName)
                for synonym in food.synonyms { addPhrase(synonym, index, .synonym) }
                for name in [food.name] + food.synonyms {
                    let keys = Self.keys(name)
                    words.formUnion(keys)
                    if let last = keys.last { heads.insert(last); curatedHeads.insert(last) }
                    if keys.count == 1 { leads.insert(keys[0]) }
                }
            }
            let segments = Self.segments(food.description)
            if let first = segments.first, first.containsBytes(" and ") { addPhrase(first, index, .description) }
            for (position, segment) in segments.enumerated() {
                let keys = Self.keys(segment)
                if position < 3, let last = keys.last { heads.insert(last) }
                if position == 0, let first = keys.first, !(keys.count == 1 && Self.categories.contains(first)) { leads.insert(first) }
                // "Spices, oregano", "Fast foods, hamburger": a one-word second segment under a category.
                if position == 1, keys.count == 1, Self.nameCategories.contains(Self.keys(segments[0]).joined(separator: " ")) {
                    leads.insert(keys[0])
                }
                if position == 0, keys.count == 1, !Self.categories.contains(keys[0]) { leads.insert(keys[0]) }
                for key in keys where !words.contains(key) {
                    words.insert(key)
                    weighted.append((key, Self.weight(of: key)))
                }
            }
            for word in words { foodsByWord[word, default: []].append(index) }
            foodWords.append(FoodWords(words: words, heads: heads, leads: leads, curatedHeads: curatedHeads, weighted: weighted))
        }
        for (phrase, ndb) in SupplementalNames.synonyms {
            if let index = table.index(ofID: ndb) { addPhrase(phrase, index, .synonym) }
        }
        // Curated entries first, then by source, so `phrases[key].first` is the preferred food.
        for key in phrases.keys {
            phrases[key]!.sort { lhs, rhs in
                let l = lhs.source == .curatedName ? 0 : lhs.source == .synonym ? 1 : 2
                let r = rhs.source == .curatedName ? 0 : rhs.source == .synonym ? 1 : 2
                return l != r ? l < r : lhs.foodIndex < rhs.foodIndex
            }
        }
        // Two words one edit apart share their first or their last byte (for 3+ letters), so candidates
        // are bucketed by length and first byte, and by length and last byte.
        var byLength: [Int: [String]] = [:]
        for word in foodsByWord.keys where word.utf8.count >= 4 {
            let length = word.utf8.count
            byLength[Self.bucket(length, word.utf8.first!, first: true), default: []].append(word)
            byLength[Self.bucket(length, word.utf8.last!, first: false), default: []].append(word)
        }
        self.phrases = phrases
        self.foodsByWord = foodsByWord
        self.foodWords = foodWords
        self.vocabulary = Set(foodsByWord.keys)
        self.vocabularyByLength = byLength
        self.longestPhrase = longest
        var trie = [TrieNode()]
        for (key, entries) in phrases {
            var node = 0
            for part in key.split(separator: " ") {
                let word = String(part)
                if let child = trie[node].children[word] {
                    node = child
                } else {
                    trie.append(TrieNode())
                    trie[node].children[word] = trie.count - 1
                    node = trie.count - 1
                }
            }
            trie[node].entries = entries
        }
        self.trie = trie
        var starts = Set<String>()
        let separators: Set<Substring> = ["and", "with", "plus", "then", "also", "alongside", "w", "n", "on", "in", "into"]
        for key in phrases.keys {
            let parts = key.split(separator: " ")
            if parts.count > 1, parts.dropFirst().contains(where: { separators.contains($0) }) { starts.insert(String(parts[0])) }
        }
        self.separatorPhraseStarts = starts
    }

    /// The lexicon of the bundled table, built once.
    public static func bundled() -> FoodLexicon { bundledLexicon }
    private static let bundledLexicon = FoodLexicon(table: .bundled())

    /// Singular lower-case word keys of a name: "Hard-boiled Eggs" → ["hard", "boiled", "egg"].
    public static func keys(_ text: String) -> [String] {
        MealTokenizer.tokenize(text).filter { !$0.isPunctuation }.map(\.key)
    }

    /// Description segments without parenthesised text: "Cheese, blue" → ["Cheese", "blue"].
    static func segments(_ description: String) -> [String] {
        var cleaned = ""
        var depth = 0
        for character in description {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth = max(0, depth - 1); continue }
            if depth == 0 { cleaned.append(character) }
        }
        return cleaned.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// The entries for an exact phrase key ("hard boiled egg").
    public func entries(forKey key: String) -> [Entry] { phrases[key] ?? [] }

    /// The entries for an exact phrase given as word keys.
    public func entries(forKeys keys: [String]) -> [Entry] {
        var node = 0
        for key in keys {
            guard let child = trie[node].children[key] else { return [] }
            node = child
        }
        return trie[node].entries ?? []
    }

    /// The longest phrase starting at `keys[start]` (ending before `limit`), with its length.
    public func longestPhrase(in keys: [String], from start: Int, limit: Int) -> (length: Int, entries: [Entry])? {
        var node = 0
        var best: (length: Int, entries: [Entry])?
        var index = start
        while index < min(limit, keys.count), let child = trie[node].children[keys[index]] {
            node = child
            index += 1
            if let entries = trie[node].entries { best = (index - start, entries) }
        }
        return best
    }

    static func bucket(_ length: Int, _ byte: UInt8, first: Bool) -> Int { (length * 256 + Int(byte)) * 2 + (first ? 0 : 1) }

    /// True when some food's name or description uses this word key.
    public func knows(_ word: String) -> Bool { vocabulary.contains(word) }

    /// A known word one edit away from `word` (words of 5+ letters only), preferring the most used.
    public func correction(for word: String) -> String? {
        let length = word.utf8.count
        guard length >= 5, !vocabulary.contains(word) else { return nil }
        var best: (String, Int)?
        let buckets = ((length - 1)...(length + 1)).flatMap { candidateLength in
            [Self.bucket(candidateLength, word.utf8.first!, first: true), Self.bucket(candidateLength, word.utf8.last!, first: false)]
        }
        for bucket in buckets {
            for candidate in vocabularyByLength[bucket] ?? [] where WordForms.withinOneEdit(word, candidate) {
                let uses = foodsByWord[candidate]?.count ?? 0
                if best == nil || uses > best!.1 || (uses == best!.1 && candidate < best!.0) { best = (candidate, uses) }
            }
        }
        return best?.0
    }

    /// First segments that name a category rather than a food ("Spices, oregano").
    static let categories: Set<String> = [
        "spice", "beverage", "cereal", "fast food", "candy", "snack", "soup", "sauce", "salad dressing", "oil",
        "alcoholic beverage", "nut", "seed", "fish", "cheese", "cracker", "cookie", "bread", "cake", "pie", "syrup",
        "dessert", "frozen novelty", "ice cream", "fruit juice", "vegetable juice", "herb", "seasoning", "condiment",
        "cereals ready to eat", "crustacean", "mollusk", "game meat", "luncheon meat", "sausage", "pasta", "noodle",
    ]

    /// Categories whose second segment names the food itself ("Spices, oregano", "Fish, salmon").
    static let nameCategories: Set<String> = [
        "spice", "herb", "beverage", "fast food", "candy", "snack", "alcoholic beverage", "nut", "seed", "fish",
        "crustacean", "mollusk", "game meat", "cereals ready to eat",
    ]

    // MARK: Word weights for description matches

    static let neutralWords: Set<String> = [
        "without", "salt", "drained", "solid", "liquid", "and", "with", "or", "in", "of", "the", "all", "variety",
        "n", "nfs", "ns", "as", "to", "type", "prepared", "commercially", "enriched", "unenriched", "made", "from",
        "recipe", "home", "include", "ready", "eat", "commercial", "fresh", "whole", "edible", "portion", "added",
        "vitamin", "c", "d", "a", "fortified", "meat", "only", "skin", "not", "fat", "lean", "separable", "trimmed",
        "heat", "dry", "moist", "mature", "seed", "kernel", "year", "round", "average", "choice", "select", "grade",
        "retail", "cut", "bone", "refuse", "unheated", "heated", "stick", "tub", "broilers", "fryers", "fast", "food",
    ]
    static let preferredWords: Set<String> = [
        "cooked", "boiled", "baked", "roasted", "steamed", "plain", "regular", "raw", "brewed", "original", "white", "yellow",
    ]
    static let disfavouredWords: Set<String> = [
        "canned", "frozen", "dried", "dehydrated", "sweetened", "syrup", "concentrate", "reduced", "low", "free", "light",
        "unprepared", "instant", "mix", "diet", "imitation", "juice", "pack", "heavy", "sodium", "calorie", "nonfat",
        "lowfat", "substitute", "powder", "flavored", "cured", "smoked", "breaded", "batter", "fried", "stuffed",
        "sauce", "gravy", "spread", "cream", "chocolate", "coated", "glazed", "frosted", "filled", "baby", "toddler", "sweet",
    ]

    static func weight(of word: String) -> Double {
        // Condensed soups and dry mixes are not what people eat as such.
        if word == "condensed" || word == "dry" || word == "mix" { return 4 }
        if neutralWords.contains(word) { return 0 }
        if preferredWords.contains(word) { return -0.5 }
        if disfavouredWords.contains(word) { return 2 }
        return 1
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        var slice = self[...]
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
