import Text

/// `#project` and `@label` tokens become project and tag entities.
public struct HashtagRecognizer: EntityRecognizer {
    public init() {}

    public func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity] {
        input.tokens.compactMap { token in
            let type: EntityType
            switch token.kind {
            case .hashtag: type = .project
            case .mention: type = .tag
            default: return nil
            }
            return Entity(type: type, scalars: token.scalars, text: input.substring(token.scalars), value: .name(token.text))
        }
    }
}
