/// A part of a tokenized text (scalars `scalars` of it): what a reader that takes a slot over (the
/// meal parser reading a `meal` slot) reads from the tokens already made, rather than tokenizing the
/// slot's string again. Offsets a reader gives back are from the part's start, as if the part had
/// been tokenized alone.
public struct TokenizedPart: Sendable {
    public let whole: TokenizedText
    public let scalars: Range<Int>

    /// The whole of `whole`.
    public init(_ whole: TokenizedText) {
        self.whole = whole
        self.scalars = 0..<whole.scalarCount
    }

    /// Scalars `scalars` of `whole` when they read exactly `text`; nil otherwise. A slot's text is
    /// not always its place in the line as written (a value taken out from between its words,
    /// quotes dropped, spaces collapsed, a typo corrected, words said apart joined): such a text
    /// is no part of the line, and its reader tokenizes it on its own.
    public init?(_ whole: TokenizedText, scalars: Range<Int>, reading text: String) {
        guard scalars.lowerBound >= 0, scalars.upperBound <= whole.scalarCount else { return nil }
        // Compared as bytes: no string made for the part.
        let bytes = whole.utf8[whole.utf8Offset(ofScalar: scalars.lowerBound)..<whole.utf8Offset(ofScalar: scalars.upperBound)]
        var text = text
        guard text.withUTF8({ $0.count == bytes.count && $0.elementsEqual(bytes) }) else { return nil }
        self.whole = whole
        self.scalars = scalars
    }

    /// The part's text as written.
    public var text: String { scalars == 0..<whole.scalarCount ? whole.text : whole.substring(scalars) }

    /// True when the whole text is ASCII: a scalar offset is then a UTF-8 offset.
    public var isASCII: Bool { whole.utf8.count == whole.scalarCount }

    /// The text of scalars `range`, offsets from the part's start.
    public func substring(_ range: Range<Int>) -> String {
        whole.substring((range.lowerBound + scalars.lowerBound)..<(range.upperBound + scalars.lowerBound))
    }
}
