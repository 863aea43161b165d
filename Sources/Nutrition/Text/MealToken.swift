/// One word or separator of an input text, with its place in the text in Unicode scalar offsets.
public struct MealToken: Equatable, Sendable {
    /// Lower-cased text with apostrophes removed and a trailing full stop dropped: `mcdonalds`, `1/2`, `2%`.
    public var text: String
    /// The token's form for lexicon look-ups: `text` made singular (`eggs` → `egg`).
    public var key: String
    /// Start, in Unicode scalars from the start of the text.
    public var start: Int
    /// End (exclusive), in Unicode scalars.
    public var end: Int
    /// True for separators and punctuation: `,` `;` `&` `+` `(` `)` `:` `"`.
    public var isPunctuation: Bool

    public init(text: String, key: String, start: Int, end: Int, isPunctuation: Bool) {
        self.text = text
        self.key = key
        self.start = start
        self.end = end
        self.isPunctuation = isPunctuation
    }
}
