/// The words meal sentences are likely to use (the food table's words and the readers' own), each with
/// what a parse needs to know about it: its text, singular key, lexicon id and `WordInfo`, found from
/// the word's bytes in one probe. A known word of a sentence then costs no new string, no singular
/// form and no other hash; an unknown one is worked out as before.
final class TokenVocabulary: Sendable {
    private let table: ByteWordTable
    let texts: [String]
    let keys: [String]
    let ids: [FoodLexicon.WordID]
    let info: [WordInfo]

    init(lexicon: FoodLexicon) {
        // The lexicon's description words come with their keys worked out: their entries are this table's first.
        let table = lexicon.surfaces.copy()
        var texts = lexicon.surfaceTexts
        var ids = lexicon.surfaceKeys
        var keys = ids.map { lexicon.words[Int($0)] }
        var info = texts.map(WordInfo.of)
        func add(_ text: String) {
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
        for word in lexicon.words { add(word) }
        for word in WordInfo.table.keys.sorted() { add(word) }
        for symbol in [",", ";", "&", "+", "(", ")", ":", "\"", "!", "?", "--"] { add(symbol) }
        self.table = table
        self.texts = texts
        self.keys = keys
        self.ids = ids
        self.info = info
    }

    /// The entry of a word given as lower-case bytes, or nil when it is not a known word.
    @inline(__always)
    func entry(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { table.find(bytes).map(Int.init) }

    /// The entry of a word or symbol, or nil.
    func entry(_ text: String) -> Int? { table.find(text).map(Int.init) }
}
