import Text

/// The words meal sentences are likely to use (the food table's words and the readers' own), each with
/// what a parse needs to know about it: its text, singular key, lexicon id and `WordInfo`, found from
/// the word's bytes in one probe. A known word of a sentence then costs no new string, no singular
/// form and no other hash; an unknown one is worked out as before.
final class TokenVocabulary: Sendable {
    private let table: WordTable
    let texts: [String]
    let keys: [String]
    let ids: [FoodLexicon.WordID]
    let info: [WordInfo]

    init(lexicon: FoodLexicon) {
        // The lexicon's description words come with their keys worked out: their entries are this table's first.
        var entries = Entries(table: lexicon.surfaces.copy(), texts: lexicon.surfaceTexts, keys: [], ids: lexicon.surfaceKeys, info: [])
        entries.keys = entries.ids.map { lexicon.words[Int($0)] }
        entries.info = entries.texts.map(WordInfo.of)
        for word in lexicon.words { entries.add(word, lexicon) }
        for word in WordInfo.table.keys.sorted() { entries.add(word, lexicon) }
        for symbol in [",", ";", "&", "+", "(", ")", ":", "\"", "!", "?", "--"] { entries.add(symbol, lexicon) }
        self.table = entries.table
        self.texts = entries.texts
        self.keys = entries.keys
        self.ids = entries.ids
        self.info = entries.info
    }

    /// The entries while they are gathered.
    private struct Entries {
        let table: WordTable
        var texts: [String]
        var keys: [String]
        var ids: [FoodLexicon.WordID]
        var info: [WordInfo]

        mutating func add(_ text: String, _ lexicon: FoodLexicon) {
            guard table.find(text) == nil else { return }
            // Punctuation keeps itself as key, as the tokenizer makes it; "&" is read as "and".
            let isWord = text.unicodeScalars.first.map { MealTokenizer.isWordScalar($0) } ?? false
            let key = isWord && text != "--" ? WordForms.singular(text) : text
            table.insert(text, value: Int32(texts.count))
            texts.append(text)
            keys.append(key)
            ids.append(lexicon.id(of: text == "&" ? "and" : key))
            info.append(WordInfo.of(text))
        }
    }

    /// The entry of a word given as lower-case bytes, or nil when it is not a known word.
    @inline(__always)
    func entry(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { table.find(bytes).map(Int.init) }

    /// The entry of a word or symbol, or nil.
    func entry(_ text: String) -> Int? { table.find(text).map(Int.init) }
}
