/// The names of the user's lists said where a one-word name would go: "add nails and a hammer to
/// hardware store" for the list "hardware store". A name of two words or more, said word for word
/// (as folded), becomes a `listname` entity, which a `word` slot takes as one word; a one-word
/// name is a plain word already.
///
/// Not one of the default recognizers: the parser keeps the reading with these names only when it
/// ranks strictly higher than the one without, so a list's name never hides the words of a
/// command (a list called "to do" and "add milk to my to do list").
public struct ListNameRecognizer: EntityRecognizer {
    public init() {}

    public func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity] {
        var entities: [Entity] = []
        for name in context.lists {
            let words = Tokenizer.tokenize(name).tokens.filter { $0.kind == .word || $0.kind == .number }.map(\.folded)
            guard words.count >= 2, words.count <= input.tokens.count else { continue }
            for start in 0...(input.tokens.count - words.count) {
                let window = input.tokens[start..<(start + words.count)]
                // Quoted text is never read.
                guard window.allSatisfy({ $0.kind == .word || $0.kind == .number }), zip(window, words).allSatisfy({ $0.folded == $1 }) else { continue }
                let scalars = input.scalarRange(tokens: start..<(start + words.count))
                entities.append(Entity(type: .listname, scalars: scalars, text: input.substring(scalars), value: .name(name)))
            }
        }
        return entities
    }
}
