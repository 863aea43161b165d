import Text

/// Precomputed look-up structures over a food table, built once (a class, so that matchers and parsers
/// share one copy without copying its tables).
///
/// Every word key (singular, lower-case) of the table is interned once as a `WordID`, so that matching
/// works on small integers: a sentence's words are looked up once each, and nothing after that hashes
/// a string.
/// - the **phrase trie**: word sequences of curated names and synonyms, and of USDA first segments that
///   contain "and" ("Macaroni and cheese"), to foods. Used for exact matches and for longest-match
///   splitting of meal sentences.
/// - **posting lists**: for each word, the foods whose description (or curated name) uses it, in table
///   order, for description matches.
/// - per food, its words, segment heads, leads and the total weight of its description words, so a
///   description match scores a candidate from the phrase's few words alone.
///
/// Built from the table's bytes in one pass per description (no per-food sets or joined strings):
/// building it is part of the first meal parse of a process, so it counts against the load budget.
public final class FoodLexicon: Sendable {
    /// One phrase → food link.
    public struct Entry: Sendable, Equatable {
        public var foodIndex: Int
        public var source: FoodMatch.Source
    }

    /// A word key interned by the lexicon; -1 for words the table does not use.
    public typealias WordID = Int32

    public let table: FoodTable
    /// Word keys by id, and ids by word key.
    let words: [String]
    let ids: [String: WordID]
    /// Foods using each word (ascending food index), as one flat array: word `w`'s foods are
    /// `postings[postingStart[w]..<postingStart[w + 1]]`. Empty for words only found in phrases.
    let postings: [Int32]
    let postingStart: [Int32]
    /// Per food: sorted word ids of the description and curated names; heads (last word of the first
    /// three description segments, and of curated names); leads (words a one-word phrase may name);
    /// curated heads; weighted words (description words whose absence from the phrase costs their weight).
    let foodWords: FlatLists
    let foodHeads: FlatLists
    let foodLeads: FlatLists
    let foodCuratedHeads: FlatLists
    let foodWeighted: FlatLists
    /// Sum of the weights of each food's weighted words.
    let weightTotal: [Double]
    /// True for rows of the "Fast Foods" group (a generic food wins a tie against them).
    let isFastFood: [Bool]
    /// Weight of each word when a description has it and the phrase does not (see `weight(of:)`).
    let weightOfWord: [Double]
    /// Food words of 4+ bytes bucketed by length and first byte, and by length and last byte, for typos.
    let typoBuckets: [Int: [WordID]]
    /// Lower-case surface words of the table's descriptions ("eggs"), to their index in `surfaceTexts`
    /// and `surfaceKeys` (the id of their key, egg).
    let surfaces: WordTable
    let surfaceTexts: [String]
    let surfaceKeys: [WordID]
    /// The longest phrase in the trie, in words.
    public let longestPhrase: Int
    /// First words of phrases that contain a separator word ("mac" for "mac and cheese"): the only places
    /// where the meal parser needs a protective longest match.
    public let separatorPhraseStarts: Set<String>
    /// The phrase trie.
    let trie: FlatTrie

    /// Several small lists of word ids in one array: list `i` is `values[starts[i]..<starts[i + 1]]`.
    struct FlatLists: Sendable, Equatable {
        var values: [WordID] = []
        var starts: [Int32] = [0]

        mutating func close() { starts.append(Int32(values.count)) }

        @inline(__always)
        func contains(_ list: Int, _ word: WordID) -> Bool {
            var index = Int(starts[list])
            let end = Int(starts[list + 1])
            while index < end {
                if values[index] == word { return true }
                index += 1
            }
            return false
        }

        func list(_ list: Int) -> ArraySlice<WordID> { values[Int(starts[list])..<Int(starts[list + 1])] }
    }

    /// A word trie in flat arrays: the root's children by word id (`rootChildren[w]`, -1 for none);
    /// node `n`'s children are `childWords`/`childNodes[childStart[n]..<childStart[n + 1]]` and its
    /// phrases' foods `entries[entryStart[n]..<entryStart[n + 1]]` (curated names first).
    struct FlatTrie: Sendable, Equatable {
        var rootChildren: [Int32] = []
        var childStart: [Int32] = [0]
        var childWords: [WordID] = []
        var childNodes: [Int32] = []
        var entryStart: [Int32] = [0]
        var entries: [Entry] = []

        @inline(__always)
        func child(of node: Int, _ word: WordID) -> Int? {
            guard word >= 0 else { return nil }
            if node < 0 {
                guard Int(word) < rootChildren.count else { return nil }
                let child = rootChildren[Int(word)]
                return child >= 0 ? Int(child) : nil
            }
            var index = Int(childStart[node])
            let end = Int(childStart[node + 1])
            while index < end {
                if childWords[index] == word { return Int(childNodes[index]) }
                index += 1
            }
            return nil
        }

        @inline(__always)
        func entries(of node: Int) -> ArraySlice<Entry> { entries[Int(entryStart[node])..<Int(entryStart[node + 1])] }
    }

    /// What a lexicon is built from a table, kept whole in `lexicon.index`; the rest is derived from it.
    struct Parts: Sendable, Equatable {
        var words: [String]
        var weightOfWord: [Double]
        var postings: [Int32]
        var postingStart: [Int32]
        var foodWords: FlatLists
        var foodHeads: FlatLists
        var foodLeads: FlatLists
        var foodCuratedHeads: FlatLists
        var foodWeighted: FlatLists
        var weightTotal: [Double]
        var surfaceTexts: [String]
        var surfaceKeys: [WordID]
        var longestPhrase: Int
        var separatorStarts: [WordID]
        var trie: FlatTrie
    }

    /// The lexicon of `table`: read from the index shipped with the bundled table when it was built from
    /// these very foods and rules (see `LexiconIndex`), built otherwise.
    public convenience init(table: FoodTable) {
        self.init(table: table, parts: LexiconIndex.bundled(for: table) ?? Self.build(table))
    }

    init(table: FoodTable, parts: Parts) {
        self.table = table
        self.words = parts.words
        var ids: [String: WordID] = [:]
        ids.reserveCapacity(parts.words.count)
        for (id, word) in parts.words.enumerated() { ids[word] = WordID(id) }
        self.ids = ids
        self.weightOfWord = parts.weightOfWord
        self.postings = parts.postings
        self.postingStart = parts.postingStart
        self.foodWords = parts.foodWords
        self.foodHeads = parts.foodHeads
        self.foodLeads = parts.foodLeads
        self.foodCuratedHeads = parts.foodCuratedHeads
        self.foodWeighted = parts.foodWeighted
        self.weightTotal = parts.weightTotal
        self.isFastFood = table.foods.map { $0.group == "Fast Foods" }
        self.surfaceTexts = parts.surfaceTexts
        self.surfaceKeys = parts.surfaceKeys
        let surfaces = WordTable(capacity: parts.surfaceTexts.count + 16)
        for (index, text) in parts.surfaceTexts.enumerated() { surfaces.insert(text, value: Int32(index)) }
        self.surfaces = surfaces
        self.longestPhrase = parts.longestPhrase
        self.separatorPhraseStarts = Set(parts.separatorStarts.map { parts.words[Int($0)] })
        self.trie = parts.trie

        // Two words one edit apart share their first or their last byte (for 3+ letters), so candidates
        // are bucketed by length and first byte, and by length and last byte.
        var buckets: [Int: [WordID]] = [:]
        for word in parts.words.indices where parts.postingStart[word + 1] > parts.postingStart[word] && parts.words[word].utf8.count >= 4 {
            let text = parts.words[word].utf8
            buckets[Self.bucket(text.count, text.first!, first: true), default: []].append(WordID(word))
            buckets[Self.bucket(text.count, text.last!, first: false), default: []].append(WordID(word))
        }
        self.typoBuckets = buckets
    }

    /// Builds the lexicon's parts from the table.
    static func build(_ table: FoodTable) -> Parts {
        var builder = Builder()
        for index in table.foods.indices { builder.add(table.foods[index], index) }
        for (phrase, ndb) in SupplementalNames.synonyms {
            if let index = table.index(ofID: ndb) { builder.addPhrase(Self.keys(phrase).map { builder.intern($0) }, index, .synonym) }
        }

        // Posting lists: count, then fill in food order.
        var start = [Int32](repeating: 0, count: builder.words.count + 1)
        for word in builder.foodWords.values { start[Int(word) + 1] += 1 }
        for index in 1..<start.count { start[index] += start[index - 1] }
        var fill = start
        var postings = [Int32](repeating: 0, count: builder.foodWords.values.count)
        for food in 0..<table.foods.count {
            for word in builder.foodWords.list(food) {
                postings[Int(fill[Int(word)])] = Int32(food)
                fill[Int(word)] += 1
            }
        }

        // The trie, flat; curated entries first, then by source, so a node's first entry is the preferred food.
        var trie = FlatTrie(rootChildren: builder.rootChildren)
        for node in builder.trie {
            for (word, child) in node.children {
                trie.childWords.append(word)
                trie.childNodes.append(child)
            }
            trie.childStart.append(Int32(trie.childWords.count))
            trie.entries += node.entries.sorted { lhs, rhs in
                let l = lhs.source == .curatedName ? 0 : lhs.source == .synonym ? 1 : 2
                let r = rhs.source == .curatedName ? 0 : rhs.source == .synonym ? 1 : 2
                return l != r ? l < r : lhs.foodIndex < rhs.foodIndex
            }
            trie.entryStart.append(Int32(trie.entries.count))
        }
        return Parts(words: builder.words, weightOfWord: builder.weightOfWord, postings: postings, postingStart: start,
                     foodWords: builder.foodWords, foodHeads: builder.foodHeads, foodLeads: builder.foodLeads,
                     foodCuratedHeads: builder.foodCuratedHeads, foodWeighted: builder.foodWeighted,
                     weightTotal: builder.weightTotal, surfaceTexts: builder.surfaceTexts, surfaceKeys: builder.surfaceKeys,
                     longestPhrase: builder.longest, separatorStarts: builder.separatorStarts.sorted(), trie: trie)
    }

    /// A trie node while building.
    struct TrieNode: Sendable {
        var children: [(word: WordID, node: Int32)] = []
        var entries: [Entry] = []
    }

    /// Accumulates the lexicon while foods are read in table order.
    private struct Builder {
        var words: [String] = []
        var ids: [String: WordID] = [:]
        var weightOfWord: [Double] = []
        var rootChildren: [Int32] = []
        var trie = [TrieNode()]
        var longest = 1
        var separatorStarts = Set<WordID>()
        var foodWords = FlatLists(), foodHeads = FlatLists(), foodLeads = FlatLists(), foodCuratedHeads = FlatLists(), foodWeighted = FlatLists()
        var weightTotal: [Double] = []
        /// `seen[w] == stamp` when word `w` is already among the current food's words.
        var seen: [Int32] = []
        var stamp: Int32 = 0
        /// Lower-case surface words (as the tokenizer gives them) to the id of their key, so a word seen
        /// before costs one byte hash: no string, no singular form.
        let surfaces = WordTable(capacity: 4096)
        var surfaceTexts: [String] = []
        var surfaceKeys: [WordID] = []
        /// Reused buffers: a description without parentheses; its segments' word ids, flat, and where each
        /// segment ends in them.
        var cleaned: [UInt8] = []
        var cleanedLength = 0
        var segmentKeys: [WordID] = []
        var segmentEnds: [Int] = []
        var categoryWords = Set<WordID>()
        var separatorIDs = Set<WordID>()
        var andID: WordID = -1

        init() {
            words.reserveCapacity(8192)
            ids.reserveCapacity(8192)
            for word in FoodLexicon.phraseSeparators { separatorIDs.insert(intern(word)) }
            andID = intern("and")
            // In a fixed order: word ids must not depend on the process's hash seed (the index is compared byte for byte).
            for category in FoodLexicon.categories.sorted() where !category.contains(" ") { categoryWords.insert(intern(category)) }
        }

        mutating func intern(_ key: String) -> WordID {
            if let id = ids[key] { return id }
            let id = WordID(words.count)
            words.append(key)
            ids[key] = id
            weightOfWord.append(FoodLexicon.weight(of: key))
            rootChildren.append(-1)
            seen.append(-1)
            return id
        }

        mutating func internKeys(_ text: String) -> [WordID] {
            FoodLexicon.keys(text).map { intern($0) }
        }

        mutating func addPhrase(_ keys: [WordID], _ index: Int, _ source: FoodMatch.Source) {
            guard !keys.isEmpty else { return }
            longest = max(longest, keys.count)
            var node = 0
            for (position, word) in keys.enumerated() {
                let next: Int32
                if position == 0 {
                    next = rootChildren[Int(word)]
                } else {
                    next = trie[node].children.first { $0.word == word }?.node ?? -1
                }
                if next >= 0 {
                    node = Int(next)
                } else {
                    trie.append(TrieNode())
                    let child = Int32(trie.count - 1)
                    if position == 0 { rootChildren[Int(word)] = child } else { trie[node].children.append((word, child)) }
                    node = Int(child)
                }
            }
            if trie[node].entries.contains(where: { $0.foodIndex == index }) { return }
            trie[node].entries.append(Entry(foodIndex: index, source: source))
            if keys.count > 1, keys.dropFirst().contains(where: { separatorIDs.contains($0) }) { separatorStarts.insert(keys[0]) }
        }

        /// The current food's lists, reused from food to food.
        var wordList: [WordID] = [], heads: [WordID] = [], leads: [WordID] = [], curatedHeads: [WordID] = [], weighted: [WordID] = []

        mutating func add(_ food: Food, _ index: Int) {
            stamp += 1
            wordList.removeAll(keepingCapacity: true)
            heads.removeAll(keepingCapacity: true)
            leads.removeAll(keepingCapacity: true)
            curatedHeads.removeAll(keepingCapacity: true)
            weighted.removeAll(keepingCapacity: true)
            var total = 0.0
            func insert(_ word: WordID, into list: inout [WordID]) { if !list.contains(word) { list.append(word) } }

            if food.curated {
                let name = internKeys(food.name)
                addPhrase(name, index, .curatedName)
                var names = [name]
                for synonym in food.synonyms {
                    let keys = internKeys(synonym)
                    addPhrase(keys, index, .synonym)
                    names.append(keys)
                }
                for keys in names {
                    for key in keys where seen[Int(key)] != stamp { seen[Int(key)] = stamp; wordList.append(key) }
                    if let last = keys.last { insert(last, into: &heads); insert(last, into: &curatedHeads) }
                    if keys.count == 1 { insert(keys[0], into: &leads) }
                }
            }
            descriptionSegments(food.description)
            var lower = 0
            for (position, upper) in segmentEnds.enumerated() {
                defer { lower = upper }
                let keys = segmentKeys[lower..<upper]
                if position == 0, keys.contains(andID), FoodLexicon.firstSegmentHasAnd(food.description) {
                    addPhrase(Array(keys), index, .description)
                }
                if position < 3, let last = keys.last { insert(last, into: &heads) }
                if position == 0, let first = keys.first, !(keys.count == 1 && categoryWords.contains(first)) {
                    insert(first, into: &leads)
                }
                // "Spices, oregano", "Fast foods, hamburger": a one-word second segment under a category.
                if position == 1, keys.count == 1,
                   FoodLexicon.nameCategories.contains(segmentKeys[0..<segmentEnds[0]].map { words[Int($0)] }.joined(separator: " ")) {
                    insert(keys.first!, into: &leads)
                }
                if position == 0, keys.count == 1, !categoryWords.contains(keys.first!) { insert(keys.first!, into: &leads) }
                for key in keys where seen[Int(key)] != stamp {
                    seen[Int(key)] = stamp
                    wordList.append(key)
                    weighted.append(key)
                    total += weightOfWord[Int(key)]
                }
            }
            wordList.sort()
            foodWords.values += wordList; foodWords.close()
            foodHeads.values += heads; foodHeads.close()
            foodLeads.values += leads; foodLeads.close()
            foodCuratedHeads.values += curatedHeads; foodCuratedHeads.close()
            foodWeighted.values += weighted; foodWeighted.close()
            weightTotal.append(total)
        }

        /// The description's comma segments without parenthesised text, as word ids in `segmentKeys`
        /// ending at `segmentEnds`: "Cheese, blue" → [cheese | blue]. Segments of spaces only are dropped;
        /// a segment of punctuation stays (empty), so segment positions are those of the text.
        mutating func descriptionSegments(_ description: String) {
            segmentKeys.removeAll(keepingCapacity: true)
            segmentEnds.removeAll(keepingCapacity: true)
            var description = description
            // Without parenthesised text, one pass over the bytes; which comma segments hold more than spaces.
            var hasContent: [Bool] = []
            let ascii = description.withUTF8 { bytes -> Bool in
                if cleaned.count < bytes.count { cleaned = [UInt8](repeating: 0, count: bytes.count * 2) }
                var length = 0
                var depth = 0
                var content = false
                cleaned.withUnsafeMutableBufferPointer { out in
                    for byte in bytes {
                        if byte >= 128 { length = -1; return }
                        if byte == UInt8(ascii: "(") { depth += 1; continue }
                        if byte == UInt8(ascii: ")") { depth = max(0, depth - 1); continue }
                        guard depth == 0 else { continue }
                        out[length] = byte
                        length += 1
                        if byte == UInt8(ascii: ",") {
                            hasContent.append(content)
                            content = false
                        } else if byte != UInt8(ascii: " ") {
                            content = true
                        }
                    }
                }
                hasContent.append(content)
                cleanedLength = length
                return length >= 0
            }
            guard ascii else {
                for segment in FoodLexicon.segments(description) {
                    segmentKeys += internKeys(segment)
                    segmentEnds.append(segmentKeys.count)
                }
                return
            }
            // The whole text tokenized once: a word never spans a comma, so the words of each segment
            // are those the tokenizer gives between its commas.
            var segment = 0
            let text = cleaned.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[0..<cleanedLength]), as: UTF8.self) }
            MealTokenizer.scanASCII(TokenizedPart(Tokenizer.tokenize(text)), word: { lowered, _, _ in
                if let surface = surfaces.find(lowered) {
                    segmentKeys.append(surfaceKeys[Int(surface)])
                } else {
                    let text = String(decoding: lowered, as: UTF8.self)
                    let id = intern(WordForms.singular(text))
                    surfaces.insert(lowered, value: Int32(surfaceTexts.count))
                    surfaceTexts.append(text)
                    surfaceKeys.append(id)
                    segmentKeys.append(id)
                }
            }, punctuation: { symbol, _, _ in
                guard symbol == "," else { return }
                if hasContent[segment] { segmentEnds.append(segmentKeys.count) }
                segment += 1
            })
            if hasContent[segment] { segmentEnds.append(segmentKeys.count) }
        }
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

    /// True when the first segment of a description has " and " in its text ("Macaroni and cheese").
    static func firstSegmentHasAnd(_ description: String) -> Bool {
        segments(description).first?.containsBytes(" and ") ?? false
    }

    // MARK: Look-ups

    /// The id of a word key, or `WordID.none`.
    @inline(__always)
    public func id(of key: String) -> WordID { ids[key] ?? -1 }

    /// The ids of word keys (`-1` for words the table does not use).
    public func ids(of keys: [String]) -> [WordID] { keys.map { id(of: $0) } }

    /// The entries for an exact phrase key ("hard boiled egg").
    public func entries(forKey key: String) -> [Entry] {
        Array(entries(forIDs: key.split(separator: " ").map { id(of: String($0)) }))
    }

    /// The entries for an exact phrase given as word keys.
    public func entries(forKeys keys: [String]) -> [Entry] { Array(entries(forIDs: ids(of: keys))) }

    /// The entries for an exact phrase given as word ids.
    func entries(forIDs keys: some Collection<WordID>) -> ArraySlice<Entry> {
        var node = -1
        for key in keys {
            guard let child = trie.child(of: node, key) else { return [] }
            node = child
        }
        return node < 0 ? [] : trie.entries(of: node)
    }

    /// The longest phrase starting at `keys[start]` (ending before `limit`), with its length.
    public func longestPhrase(in keys: [String], from start: Int, limit: Int) -> (length: Int, entries: [Entry])? {
        longestPhrase(ids: ids(of: keys), from: start, limit: limit).map { ($0.length, Array($0.entries)) }
    }

    /// The longest phrase starting at `ids[start]` (ending before `limit`), with its length.
    func longestPhrase(ids: [WordID], from start: Int, limit: Int) -> (length: Int, entries: ArraySlice<Entry>)? {
        var node = -1
        var best: (length: Int, entries: ArraySlice<Entry>)?
        var index = start
        while index < min(limit, ids.count), let child = trie.child(of: node, ids[index]) {
            node = child
            index += 1
            let entries = trie.entries(of: node)
            if !entries.isEmpty { best = (index - start, entries) }
        }
        return best
    }

    /// Length of the longest phrase at `ids[start]` (before `limit`) with a curated name or synonym; 0 if none.
    func curatedPhraseLength(ids: [WordID], from start: Int, limit: Int) -> Int {
        guard let found = longestPhrase(ids: ids, from: start, limit: limit) else { return 0 }
        return found.entries.contains { $0.source != .description } ? found.length : 0
    }

    /// The foods whose words include `word`, in table order.
    @inline(__always)
    func foods(using word: WordID) -> ArraySlice<Int32> {
        postings[Int(postingStart[Int(word)])..<Int(postingStart[Int(word) + 1])]
    }

    static func bucket(_ length: Int, _ byte: UInt8, first: Bool) -> Int { (length * 256 + Int(byte)) * 2 + (first ? 0 : 1) }

    /// True when some food's name or description uses this word key.
    public func knows(_ word: String) -> Bool {
        let id = id(of: word)
        return id >= 0 && !foods(using: id).isEmpty
    }

    /// A known word one edit away from `word` (words of 5+ letters only), preferring the most used.
    public func correction(for word: String) -> String? {
        let length = word.utf8.count
        guard length >= 5, !knows(word) else { return nil }
        var best: (WordID, Int)?
        for candidateLength in (length - 1)...(length + 1) {
            for bucket in [Self.bucket(candidateLength, word.utf8.first!, first: true), Self.bucket(candidateLength, word.utf8.last!, first: false)] {
                for candidate in typoBuckets[bucket] ?? [] where WordForms.withinOneEdit(word, words[Int(candidate)]) {
                    let uses = foods(using: candidate).count
                    if best == nil || uses > best!.1 || (uses == best!.1 && words[Int(candidate)] < words[Int(best!.0)]) { best = (candidate, uses) }
                }
            }
        }
        return best.map { words[Int($0.0)] }
    }

    /// Words that split a meal sentence; a phrase with one inside ("mac and cheese") is protected from splitting.
    static let phraseSeparators = ["and", "with", "plus", "then", "also", "alongside", "w", "n", "on", "in", "into"]

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
