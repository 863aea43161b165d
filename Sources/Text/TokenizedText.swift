/// A text with its tokens and the offset tables that turn scalar offsets into spans.
public struct TokenizedText: Sendable {
    public let text: String
    public let tokens: [Token]
    /// `utf8OffsetTable[i]` is the UTF-8 offset of scalar `i`, with one extra entry for the
    /// end; nil for ASCII text, where scalar `i` is byte `i` (see `utf8Offset(ofScalar:)`).
    @usableFromInline let utf8OffsetTable: [Int]?
    /// `characterOffsets[i]` is the index of the character (grapheme cluster) holding scalar `i`;
    /// nil when every scalar is a character of its own (ASCII without "\r\n"), the usual case.
    let characterOffsets: [Int]?
    public let scalars: [Unicode.Scalar]
    /// The text's UTF-8 bytes: substrings are copied out of it rather than rebuilt scalar by scalar.
    public let utf8: [UInt8]

    /// `text` with the tokens given (none, for a text refused unread).
    public init(text: String, tokens: [Token], scalars: [Unicode.Scalar]) {
        let utf8 = Array(text.utf8)
        self.init(text: text, tokens: tokens, scalars: scalars, utf8: utf8, utf8Offsets: Self.utf8Offsets(of: scalars, utf8: utf8))
    }

    init(text: String, tokens: [Token], scalars: [Unicode.Scalar], utf8: [UInt8], utf8Offsets: [Int]?) {
        self.text = text
        self.tokens = tokens
        self.scalars = scalars
        self.utf8 = utf8
        self.utf8OffsetTable = utf8Offsets
        self.characterOffsets = Self.characterOffsets(of: text, utf8: utf8, scalarCount: scalars.count)
    }

    /// The UTF-8 offset of scalar `index` (`scalarCount` for the end).
    @inlinable @inline(__always)
    public func utf8Offset(ofScalar index: Int) -> Int { utf8OffsetTable?[index] ?? index }

    /// `result[i]` is the character holding scalar `i`, with one extra entry for the end; nil
    /// when that is `i` itself.
    private static func characterOffsets(of text: String, utf8: [UInt8], scalarCount: Int) -> [Int]? {
        // ASCII without "\r\n" (one character of two scalars) has one character per scalar:
        // skip grapheme breaking, the slowest part of reading a text.
        if utf8.count == scalarCount, !utf8.contains(0x0D) { return nil }
        var characterOffsets = [Int]()
        characterOffsets.reserveCapacity(scalarCount + 1)
        var characterIndex = 0
        for character in text {
            for _ in character.unicodeScalars { characterOffsets.append(characterIndex) }
            characterIndex += 1
        }
        characterOffsets.append(characterIndex)
        return characterOffsets
    }

    public var scalarCount: Int { scalars.count }

    /// The span of scalars `range` in all three units.
    public func span(_ range: Range<Int>) -> Span {
        let lower = characterOffsets?[range.lowerBound] ?? range.lowerBound
        // A range ending inside a grapheme cluster still covers that whole character.
        let upper = range.isEmpty ? lower : (characterOffsets?[range.upperBound - 1] ?? (range.upperBound - 1)) + 1
        return Span(
            scalars: range,
            utf8: utf8Offset(ofScalar: range.lowerBound)..<utf8Offset(ofScalar: range.upperBound),
            characters: lower..<upper
        )
    }

    /// The original text of scalars `range`.
    public func substring(_ range: Range<Int>) -> String {
        String(decoding: utf8[utf8Offset(ofScalar: range.lowerBound)..<utf8Offset(ofScalar: range.upperBound)], as: UTF8.self)
    }

    /// `result[i]` is the UTF-8 offset of scalar `i`, with one extra entry for the end; nil
    /// when the text is ASCII (as many bytes as scalars), where the offset is `i` itself.
    static func utf8Offsets(of scalars: [Unicode.Scalar], utf8: [UInt8]) -> [Int]? {
        guard scalars.count != utf8.count else { return nil }
        var offsets = [Int]()
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        return offsets
    }

    /// The scalar range from the start of token `first` to the end of token `last`.
    public func scalarRange(tokens range: Range<Int>) -> Range<Int> {
        tokens[range.lowerBound].scalars.lowerBound..<tokens[range.upperBound - 1].scalars.upperBound
    }
}
