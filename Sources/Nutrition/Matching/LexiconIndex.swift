import Foundation

/// The food lexicon prebuilt, shipped as `foods/lexicon.index` beside the table it is built from.
///
/// Building the lexicon tokenizes every name and description of the table: most of what the first meal
/// parse of a process waits for. The index holds the built lexicon (`FoodLexicon.Parts`: word list,
/// posting lists, per-food lists, phrase trie) and a fingerprint of everything it was built from: each
/// food's id, curated flag, name, synonyms and description, and the word lists that shape the lexicon
/// (`rules`). `FoodLexicon(table:)` takes the index only when its fingerprint is that of the table and
/// rules in hand, and builds the lexicon otherwise: a stale index costs time, never a wrong answer.
///
/// A change to how the lexicon is built in code (the tokenizer, singular forms) is not in the
/// fingerprint: `LexiconIndexTests` compares the shipped index with a fresh build and fails until the
/// index is rewritten with `ASK_UPDATE_FOOD_INDEX=1 swift test --filter LexiconIndexTests`.
enum LexiconIndex {
    static let magic = Array("ASKLEXI1".utf8)
    /// Bump with a change to the index layout.
    static let formatVersion = 1

    /// Where the bundled table's index is.
    static var bundledURL: URL { FoodTable.bundledDirectory().appendingPathComponent("lexicon.index") }

    /// The shipped index's parts when they were built from `table` and today's rules, else nil.
    static func bundled(for table: FoodTable) -> FoodLexicon.Parts? {
        guard let data = try? Data(contentsOf: bundledURL) else { return nil }
        return decode([UInt8](data), fingerprint: fingerprint(of: table), foods: table.foods.count)
    }

    // MARK: Fingerprint

    /// FNV-1a over what a lexicon is built from: the foods' ids, curated flags, names, synonyms and
    /// descriptions, in table order, then `rules`.
    static func fingerprint(of table: FoodTable) -> UInt64 {
        var hasher = FingerprintHasher()
        hasher.mix(String(table.foods.count))
        for food in table.foods {
            hasher.mix(food.id)
            hasher.mix(food.curated ? "1" : "0")
            hasher.mix(food.name)
            for synonym in food.synonyms { hasher.mix(synonym) }
            hasher.mix(food.description)
        }
        hasher.mix(rules)
        return hasher.value
    }

    /// FNV-1a over 8-byte words (this runs on every load, over every name and description), then each
    /// text's length, so that no two lists of texts read the same.
    struct FingerprintHasher {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func mix(_ text: String) {
            var text = text
            value = text.withUTF8 { bytes in Self.mixed(value, bytes) }
        }

        static func mixed(_ start: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var hash = start
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                var offset = 0
                while offset + 8 <= bytes.count {
                    hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
                    offset += 8
                }
                var tail: UInt64 = 0
                while offset < bytes.count { tail = tail << 8 | UInt64(bytes[offset]); offset += 1 }
                hash = (hash ^ tail) &* 0x100_0000_01b3
            }
            return (hash ^ UInt64(bytes.count)) &* 0x100_0000_01b3
        }
    }

    /// The word lists and names the lexicon is built with, as one text.
    static let rules: String = {
        var parts = ["format \(formatVersion)"]
        parts.append("neutral " + FoodLexicon.neutralWords.sorted().joined(separator: " "))
        parts.append("preferred " + FoodLexicon.preferredWords.sorted().joined(separator: " "))
        parts.append("disfavoured " + FoodLexicon.disfavouredWords.sorted().joined(separator: " "))
        parts.append("categories " + FoodLexicon.categories.sorted().joined(separator: "|"))
        parts.append("name categories " + FoodLexicon.nameCategories.sorted().joined(separator: "|"))
        parts.append("separators " + FoodLexicon.phraseSeparators.joined(separator: " "))
        parts.append("supplemental " + SupplementalNames.synonyms.map { "\($0.phrase)=\($0.ndb)" }.joined(separator: "|"))
        parts.append("irregular " + WordForms.irregulars.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        parts.append("glued units " + MeasureUnit.glued.sorted().joined(separator: " "))
        return parts.joined(separator: "\n")
    }()

    // MARK: Encoding

    /// The index bytes for `parts` built from a table with this fingerprint. Little-endian.
    static func encode(_ parts: FoodLexicon.Parts, fingerprint: UInt64) -> [UInt8] {
        var writer = Writer()
        writer.bytes += magic
        writer.int(Int(bitPattern: UInt(fingerprint)))
        writer.strings(parts.words)
        writer.doubles(parts.weightOfWord)
        writer.ints(parts.postings)
        writer.ints(parts.postingStart)
        for lists in [parts.foodWords, parts.foodHeads, parts.foodLeads, parts.foodCuratedHeads, parts.foodWeighted] {
            writer.ints(lists.values)
            writer.ints(lists.starts)
        }
        writer.doubles(parts.weightTotal)
        writer.strings(parts.surfaceTexts)
        writer.ints(parts.surfaceKeys)
        writer.int(parts.longestPhrase)
        writer.ints(parts.separatorStarts)
        writer.ints(parts.trie.rootChildren)
        writer.ints(parts.trie.childStart)
        writer.ints(parts.trie.childWords)
        writer.ints(parts.trie.childNodes)
        writer.ints(parts.trie.entryStart)
        writer.ints(parts.trie.entries.map { Int32($0.foodIndex) })
        writer.ints(parts.trie.entries.map { Int32(sourceCode($0.source)) })
        return writer.bytes
    }

    /// The parts in `bytes` when they are a well-formed index with this fingerprint for a table of
    /// `foods` foods; nil otherwise.
    static func decode(_ bytes: [UInt8], fingerprint: UInt64, foods: Int) -> FoodLexicon.Parts? {
        guard isLittleEndian, bytes.count > magic.count + 8, Array(bytes[..<magic.count]) == magic else { return nil }
        return bytes.withUnsafeBytes { raw -> FoodLexicon.Parts? in
            var reader = Reader(bytes: raw, offset: magic.count)
            guard let stored = reader.int(), UInt64(UInt(bitPattern: stored)) == fingerprint,
                  let words = reader.strings(), let weightOfWord = reader.doubles(),
                  let postings = reader.ints(), let postingStart = reader.ints() else { return nil }
            var lists: [FoodLexicon.FlatLists] = []
            for _ in 0..<5 {
                guard let values = reader.ints(), let starts = reader.ints() else { return nil }
                lists.append(FoodLexicon.FlatLists(values: values, starts: starts))
            }
            guard let weightTotal = reader.doubles(), let surfaceTexts = reader.strings(), let surfaceKeys = reader.ints(),
                  let longestPhrase = reader.int(), let separatorStarts = reader.ints(),
                  let rootChildren = reader.ints(), let childStart = reader.ints(), let childWords = reader.ints(),
                  let childNodes = reader.ints(), let entryStart = reader.ints(), let entryFoods = reader.ints(),
                  let entrySources = reader.ints(), reader.offset == raw.count else { return nil }
            var entries: [FoodLexicon.Entry] = []
            entries.reserveCapacity(entryFoods.count)
            for (food, code) in zip(entryFoods, entrySources) {
                guard let source = source(code), food >= 0, Int(food) < foods else { return nil }
                entries.append(FoodLexicon.Entry(foodIndex: Int(food), source: source))
            }
            let trie = FoodLexicon.FlatTrie(rootChildren: rootChildren, childStart: childStart, childWords: childWords,
                                            childNodes: childNodes, entryStart: entryStart, entries: entries)
            let parts = FoodLexicon.Parts(words: words, weightOfWord: weightOfWord, postings: postings, postingStart: postingStart,
                                          foodWords: lists[0], foodHeads: lists[1], foodLeads: lists[2], foodCuratedHeads: lists[3],
                                          foodWeighted: lists[4], weightTotal: weightTotal, surfaceTexts: surfaceTexts,
                                          surfaceKeys: surfaceKeys, longestPhrase: longestPhrase, separatorStarts: separatorStarts,
                                          trie: trie)
            return isWellFormed(parts, foods: foods, entries: entryFoods.count, sources: entrySources.count) ? parts : nil
        }
    }

    /// Every count and id in range, so that a damaged file is refused rather than read out of bounds.
    static func isWellFormed(_ parts: FoodLexicon.Parts, foods: Int, entries: Int, sources: Int) -> Bool {
        let wordCount = parts.words.count
        func validWord(_ id: Int32) -> Bool { id >= 0 && Int(id) < wordCount }
        func validStarts(_ starts: [Int32], count: Int, total: Int) -> Bool {
            guard starts.count == count + 1, starts.first == 0, Int(starts.last!) == total else { return false }
            return zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 }
        }
        let trie = parts.trie
        let nodes = trie.childStart.count - 1
        guard parts.weightOfWord.count == wordCount, parts.weightTotal.count == foods, entries == sources,
              validStarts(parts.postingStart, count: wordCount, total: parts.postings.count),
              parts.postings.allSatisfy({ $0 >= 0 && Int($0) < foods }),
              parts.surfaceKeys.count == parts.surfaceTexts.count, parts.surfaceKeys.allSatisfy(validWord),
              parts.separatorStarts.allSatisfy(validWord),
              trie.rootChildren.count == wordCount, nodes >= 1,
              validStarts(trie.childStart, count: nodes, total: trie.childWords.count),
              trie.childNodes.count == trie.childWords.count,
              validStarts(trie.entryStart, count: nodes, total: trie.entries.count),
              trie.childWords.allSatisfy(validWord),
              trie.childNodes.allSatisfy({ $0 > 0 && Int($0) < nodes }),
              trie.rootChildren.allSatisfy({ $0 == -1 || ($0 > 0 && Int($0) < nodes) }) else { return false }
        for lists in [parts.foodWords, parts.foodHeads, parts.foodLeads, parts.foodCuratedHeads, parts.foodWeighted] {
            guard validStarts(lists.starts, count: foods, total: lists.values.count), lists.values.allSatisfy(validWord) else { return false }
        }
        return true
    }

    static var isLittleEndian: Bool { UInt16(1).littleEndian == 1 }

    static func sourceCode(_ source: FoodMatch.Source) -> Int {
        switch source {
        case .curatedName: 0
        case .synonym: 1
        case .description: 2
        }
    }

    static func source(_ code: Int32) -> FoodMatch.Source? {
        switch code {
        case 0: .curatedName
        case 1: .synonym
        case 2: .description
        default: nil
        }
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func int(_ value: Int) {
            var little = Int64(value).littleEndian
            withUnsafeBytes(of: &little) { bytes += $0 }
        }

        mutating func ints(_ values: [Int32]) {
            int(values.count)
            values.withUnsafeBytes { bytes += $0 }
        }

        mutating func doubles(_ values: [Double]) {
            int(values.count)
            values.withUnsafeBytes { bytes += $0 }
        }

        mutating func strings(_ values: [String]) {
            ints(values.map { Int32($0.utf8.count) })
            for value in values { bytes += value.utf8 }
        }
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset: Int

        mutating func int() -> Int? {
            guard offset + 8 <= bytes.count else { return nil }
            var value: Int64 = 0
            withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + 8)])) }
            offset += 8
            return Int(Int64(littleEndian: value))
        }

        mutating func array<T>(of type: T.Type) -> [T]? {
            guard let count = int(), count >= 0, count <= (bytes.count - offset) / MemoryLayout<T>.stride else { return nil }
            let size = count * MemoryLayout<T>.stride
            let values = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + size)]))
                initialized = count
            }
            offset += size
            return values
        }

        mutating func ints() -> [Int32]? { array(of: Int32.self) }
        mutating func doubles() -> [Double]? { array(of: Double.self) }

        mutating func strings() -> [String]? {
            guard let lengths = ints() else { return nil }
            var strings: [String] = []
            strings.reserveCapacity(lengths.count)
            for length in lengths {
                guard length >= 0, offset + Int(length) <= bytes.count else { return nil }
                strings.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + Int(length))]), as: UTF8.self))
                offset += Int(length)
            }
            return strings
        }
    }
}
