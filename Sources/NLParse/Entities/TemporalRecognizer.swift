import Temporal

/// Dates, times, ranges, durations and recurrences, from the `Temporal` resolver.
///
/// Commands schedule at one moment, so a part of the day the resolver reads as a period
/// ("tomorrow morning") enters as its point reading, the part's default hour.
public struct TemporalRecognizer: EntityRecognizer {
    public init() {}

    public func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity] {
        var quoted: [Range<Int>] = []
        for token in input.tokens where token.kind == .quoted || token.kind == .hashtag || token.kind == .mention {
            quoted.append(token.scalars)
        }
        let found = TemporalResolver(context: context.temporalContext).entities(in: input.text, skipping: quoted)
        // One loop, not a chain of maps: each map would build an array of entities.
        var entities: [Entity] = []
        entities.reserveCapacity(found.count)
        for temporal in found {
            let point = temporal.asPoint
            let type: EntityType
            switch point.type {
            case .duration: type = .duration
            case .set: type = .recurrence
            default: type = .datetime
            }
            entities.append(Entity(type: type, scalars: point.range, text: point.text, value: .temporal(point), note: point.note))
        }
        return entities
    }
}
