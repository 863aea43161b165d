/// Names the user gave things, read where they are said: a saved focus preset ("start morning
/// pages") becomes a `preset` entity. The names come with the context, so the grammar can take a
/// name it could never list and nothing else: "start the car" is no preset.
public struct SavedNameRecognizer: EntityRecognizer {
    public init() {}

    public func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity] {
        guard !context.presets.isEmpty else { return [] }
        var entities: [Entity] = []
        for name in context.presets {
            let words = Tokenizer.tokenize(name).tokens.filter { $0.kind == .word || $0.kind == .number }.map(\.folded)
            guard !words.isEmpty, words.count <= input.tokens.count else { continue }
            for start in 0...(input.tokens.count - words.count) {
                let window = input.tokens[start..<(start + words.count)]
                // Quoted text is never read; a name matches word for word, as folded.
                guard window.allSatisfy({ $0.kind == .word || $0.kind == .number }), zip(window, words).allSatisfy({ $0.folded == $1 }) else { continue }
                let scalars = input.scalarRange(tokens: start..<(start + words.count))
                entities.append(Entity(type: .preset, scalars: scalars, text: input.substring(scalars), value: .name(name)))
            }
        }
        return entities
    }
}
