/// A free-text slot in the user's own spelling: the typo stage reads "tyres" as "types" to match
/// the grammar, but a title or a note keeps what was typed (the stage helps the match, it never
/// rewrites what is stored).
extension ParseResult {
    /// The text of slot `name` with every correction inside its span put back as typed; nil when
    /// the slot holds no text.
    public func typedText(_ name: String) -> String? {
        guard let slot = slots.first(where: { $0.name == name }), case .text(var text) = slot.value else { return nil }
        guard let span = slot.scalars else { return text }
        for correction in corrections where span.contains(correction.scalars.lowerBound) {
            text = Self.replacingWord(correction.to, with: correction.from, in: text)
        }
        return text
    }

    /// `text` with the first whole-word occurrence of `word` (any case) replaced.
    public static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        var searchFrom = text.startIndex
        while let range = text.range(of: word, options: .caseInsensitive, range: searchFrom..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) {
                return text.replacingCharacters(in: range, with: replacement)
            }
            searchFrom = range.upperBound
        }
        return text
    }
}
