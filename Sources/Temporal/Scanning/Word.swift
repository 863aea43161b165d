/// One word, number or symbol of the input, lower-cased, with its place in Unicode scalars: what
/// the temporal rules read, a tokenizer's `Token` cut finer (`WordScanner`).
struct Word: Sendable {
    enum Kind: Sendable { case word, number, symbol, barrier }

    var kind: Kind
    /// Lower-cased text. Numbers keep their digits; a barrier (skipped text) is empty.
    var text: String
    /// Scalar offsets into the original text, end exclusive.
    var start: Int
    var end: Int
    /// True when whitespace (or the start of the text) comes before this token:
    /// "5pm" is a number and a word with no space between, "5 pm" has one.
    var spaced: Bool
    /// True when the token was written with a capital first letter ("Tom" the name, not "tom").
    var capitalized: Bool
    /// True for a word with an inner apostrophe ("o'clock"), which the lexicon also knows without it.
    var hasApostrophe: Bool
    /// The number's value, when it is a number of at most six digits (longer runs are not
    /// dates or times, and would not fit the arithmetic anyway). Read once here: the rules ask
    /// for it many times per token.
    let number: Int?

    init(kind: Kind, text: String, start: Int, end: Int, spaced: Bool, capitalized: Bool = false, hasApostrophe: Bool = false) {
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end
        self.spaced = spaced
        self.capitalized = capitalized
        self.hasApostrophe = hasApostrophe
        self.number = kind == .number && text.utf8.count <= 6 ? Int(text) : nil
    }

    /// The number of digits, for telling "0900" and "2027" from "9".
    var digitCount: Int { kind == .number ? text.utf8.count : 0 }
}
