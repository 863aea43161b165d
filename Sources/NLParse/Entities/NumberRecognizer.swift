import Numbers
import Text

/// Cardinal numbers: numerals and number words ("3", "1.5", "1 1/2", "twenty one", "a hundred").
/// A lone "one" is left as a word: it is far more often a pronoun ("the last one") than a count.
public struct NumberRecognizer: EntityRecognizer {
    public init() {}

    public func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity] {
        let tokens = input.tokens
        var entities: [Entity] = []
        var index = 0
        // Number words are read over a run of word/number tokens; punctuation and quotes break a run.
        let words = tokens.map { $0.kind == .word || $0.kind == .number ? $0.folded : "\u{0}" }
        while index < tokens.count {
            guard tokens[index].kind == .word || tokens[index].kind == .number,
                  let reading = NumberReader.read(words, at: index) else {
                index += 1
                continue
            }
            if reading.wordCount == 1, words[index] == "one" {
                index += 1
                continue
            }
            let range = input.scalarRange(tokens: index..<index + reading.wordCount)
            entities.append(Entity(type: .number, scalars: range, text: input.substring(range), value: .number(reading.value)))
            index += reading.wordCount
        }
        return entities
    }
}
