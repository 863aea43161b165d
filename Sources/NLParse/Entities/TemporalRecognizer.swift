import Temporal

/// Dates, times, ranges, durations and recurrences, from the `Temporal` resolver.
///
/// Commands schedule at one moment, so a part of the day the resolver reads as a period
/// ("tomorrow morning") enters as its point reading, the part's default hour.
public struct TemporalRecognizer: EntityRecognizer {
    public init() {}

    public func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity] {
        let quoted = input.tokens.filter { $0.kind == .quoted || $0.kind == .hashtag || $0.kind == .mention }.map(\.scalars)
        let resolver = TemporalResolver(context: context.temporalContext)
        return resolver.entities(in: input.text, skipping: quoted).map(\.asPoint).map { found in
            let type: EntityType
            switch found.type {
            case .duration: type = .duration
            case .set: type = .recurrence
            default: type = .datetime
            }
            return Entity(type: type, scalars: found.range, text: found.text, value: .temporal(found), note: found.note)
        }
    }
}
