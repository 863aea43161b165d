import Text

/// Names the user gave things, read where they are said: a saved focus preset ("start morning
/// pages") becomes a `preset` entity, a list's name ("add nails to hardware store", "what's on
/// costco") a `listname` entity, a member of the household ("what's emma doing") a `member` entity. The names come with the context, so the
/// grammar can take a name it could never list and nothing else: "start the car" is no preset,
/// "what's bitcoin doing today" no one's schedule.
///
/// Presets are read on every line (a default recognizer); list names and members only in a
/// second reading the parser keeps when it ranks strictly higher than the one without them, so
/// a name never hides the words of a command (a list called "to do" and "add milk to my to do list").
public struct SavedNameRecognizer: EntityRecognizer {
    public enum Names: Sendable { case presets, lists, members }
    let names: Names

    public init(_ names: Names = .presets) {
        self.names = names
    }

    public func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity] {
        let (said, type, fewestWords) = switch names {
        case .presets: (context.presets, EntityType.preset, 1)
        case .lists: (context.lists, EntityType.listname, 1)
        case .members: (context.members, EntityType.member, 1)
        }
        guard !said.isEmpty else { return [] }
        var entities: [Entity] = []
        for name in said {
            let words = Tokenizer.tokenize(name).tokens.filter { $0.kind == .word || $0.kind == .number }.map(\.folded)
            guard words.count >= fewestWords, words.count <= input.tokens.count else { continue }
            for start in 0...(input.tokens.count - words.count) {
                let window = input.tokens[start..<(start + words.count)]
                // Quoted text is never read; a name matches word for word, as folded.
                guard window.allSatisfy({ $0.kind == .word || $0.kind == .number }), zip(window, words).allSatisfy({ $0.folded == $1 }) else { continue }
                let scalars = input.scalarRange(tokens: start..<(start + words.count))
                entities.append(Entity(type: type, scalars: scalars, text: input.substring(scalars), value: .name(name)))
            }
        }
        return entities
    }

    /// A pronoun for a person (`words`, the grammar's `person_pointer`) read as the member talked
    /// about last, in the same second reading: "how many points does he have" after Jake.
    public static func pointers(_ input: TokenizedText, words: Set<String>, member: String) -> [Entity] {
        input.tokens.indices.compactMap { index in
            let token = input.tokens[index]
            guard token.kind == .word, words.contains(token.folded) else { return nil }
            let scalars = input.scalarRange(tokens: index..<(index + 1))
            return Entity(type: .member, scalars: scalars, text: input.substring(scalars), value: .name(member))
        }
    }
}
