/// One word, number or symbol of the input, lower-cased, with its place in Unicode scalars.
struct Token: Sendable {
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
    var capitalized: Bool = false

    /// The number's value, when it is a number of at most six digits (longer runs are not
    /// dates or times, and would not fit the arithmetic anyway).
    var number: Int? {
        guard kind == .number, text.utf8.count <= 6 else { return nil }
        return Int(text)
    }

    /// The number of digits, for telling "0900" and "2027" from "9".
    var digitCount: Int { kind == .number ? text.utf8.count : 0 }
}
