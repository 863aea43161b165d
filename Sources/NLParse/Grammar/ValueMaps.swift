import Text

/// A grammar's value maps (`type NAME = phrase => value | ...`) and word classes (`words NAME =
/// ...`). A parse result carries them, so the code that reads its slots (the intent builder, the
/// copilot) takes its words from the grammar that parsed the text, never from its own lists.
public struct ValueMaps: Sendable {
    /// By type name (word classes under `words:NAME`): each phrase (folded, words joined by one
    /// space) to its value.
    let table: [String: [String: String]]

    public init() { table = [:] }

    init(_ table: [String: [String: String]]) { self.table = table }

    /// Word class `name`'s values, phrase to value, for a class declared with them (`words
    /// l_measure = (loaf|loaves) => loaf`); empty when no grammar file declares it so.
    public func values(ofWords name: String) -> [String: String] { table[Self.wordClassKey(name)] ?? [:] }

    /// Whether `text` (folded) is a phrase of value map `type` (`type NAME = phrase => value | ...`).
    public func type(_ type: String, contains text: String) -> Bool {
        table[type]?[Self.fold(text)] != nil
    }

    /// The phrases of word class `name`; empty when no grammar file declares it.
    public func words(_ name: String) -> Set<String> {
        table[Self.wordClassKey(name)].map { Set($0.keys) } ?? []
    }

    /// Whether `text` (folded as the grammar folds its words) is a phrase of word class `name`.
    public func words(_ name: String, contain text: String) -> Bool {
        words(name).contains(Self.fold(text))
    }

    /// How many of the leading `words` make the longest phrase of word class `name` they start
    /// with; nil when they start with none.
    public func leadingPhrase(of name: String, in words: [String]) -> Int? {
        let folded = words.map(TextFolding.fold)
        return self.words(name).map { $0.split(separator: " ").map(String.init) }
            .filter { $0.count <= folded.count && Array(folded.prefix($0.count)) == $0 }
            .map(\.count).max()
    }

    /// Text as the grammar folds a phrase: each word folded, one space between words.
    static func fold(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).map { TextFolding.fold(String($0)) }.joined(separator: " ")
    }

    /// Word classes share the table under a key no type name can take.
    static func wordClassKey(_ name: String) -> String { "words:" + name }
}
