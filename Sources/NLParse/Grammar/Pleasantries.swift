import Text

extension Grammar {
    /// The type whose value map names what a pleasantry says (`type pleasantry = (thanks|thank
    /// you) => thanks | (bye|good night) => bye`): a line made of its phrases alone is no command.
    package static let pleasantryType = "pleasantry"

    /// The values of the `pleasantry` phrases `subject` is made of, in order, longest phrase
    /// first at each word; nil when any word is not part of one. Read from the words themselves,
    /// not the recognisers' values: the "night" of "good night" is no date here. Punctuation and
    /// symbols between them are tone, not words ("thanks :)", "great - bye", "thanks 🙏").
    func pleasantries(in input: TokenizedText) -> [String]? {
        guard let phrases = typeValues[Self.pleasantryType], !phrases.isEmpty else { return nil }
        let words = input.tokens.filter { $0.kind != .punctuation && $0.kind != .symbol }.map(\.folded)
        guard !words.isEmpty else { return nil }
        let longest = phrases.keys.map { $0.split(separator: " ").count }.max() ?? 1
        var values: [String] = []
        var start = 0
        while start < words.count {
            guard let (length, value) = (1...min(longest, words.count - start)).reversed().lazy
                .compactMap({ length in phrases[words[start..<(start + length)].joined(separator: " ")].map { (length, $0) } }).first
            else { return nil }
            values.append(value)
            start += length
        }
        return values
    }
}
