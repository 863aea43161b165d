/// One unit of a text, shared by its readers: the grammar matcher reads tokens as they are, the
/// temporal resolver cuts them finer (its `WordScanner`), and none tokenizes the text again.
public struct Token: Sendable, Hashable {
    public enum Kind: String, Sendable, Codable {
        /// Letters, digits and the marks, apostrophes and inner hyphens that belong to them.
        case word
        /// A numeral: `12`, `1.5`, `1/2`, `½`, `17:00`.
        case number
        /// Text between quotes, kept as one literal that is never parsed. `text` has no quotes.
        case quoted
        /// `#project` or `#"multi word project"`; `text` is the name without `#` or quotes.
        case hashtag
        /// `@label`; `text` is the label without `@`.
        case mention
        /// `!!` or `!!!` standing alone: a priority marker.
        case emphasis
        /// An emoji or other symbol, one grapheme cluster.
        case symbol
        /// Punctuation: `:` `,` `.` `?` `!` `(` … one scalar.
        case punctuation
    }

    public var kind: Kind
    /// Offsets in Unicode scalars into the original text, end exclusive, including any quotes or sigil.
    public var scalars: Range<Int>
    /// The token's text as written (without quotes or sigil for quoted, hashtag and mention tokens).
    public var text: String
    /// NFC, lower-cased, curly apostrophes made straight: the form grammars match against.
    public var folded: String
    /// True for a word of ASCII letters only or a number of ASCII digits only: nothing inside it
    /// (an apostrophe, a hyphen, a decimal point, a digit beside letters) that a reader splitting
    /// words further, as the temporal scanner does, would have to look at.
    public var isPlain: Bool

    public init(kind: Kind, scalars: Range<Int>, text: String, folded: String, isPlain: Bool = false) {
        self.kind = kind
        self.scalars = scalars
        self.text = text
        self.folded = folded
        self.isPlain = isPlain
    }

    /// Sentence punctuation the matcher skips, so grammars need not spell out every comma.
    public var isSkippedByMatcher: Bool {
        kind == .punctuation && Token.skippedPunctuation.contains(folded)
    }

    static let skippedPunctuation: Set<String> = [",", ".", "!", "?", ";", ":", "…", "¡", "¿"]
}
