import Temporal
import Text

/// Dates, times, ranges, durations and recurrences, from the `Temporal` resolver.
///
/// A part of the day the resolver reads as a period ("this afternoon", "tonight") enters as that
/// period, so a question about it covers its hours; a slot that schedules at one moment (a due
/// date, a reminder, an extraction marked `:point`) takes its point reading, the part's default
/// hour (`TemporalEntity.asPoint`).
public struct TemporalRecognizer: EntityRecognizer {
    public init() {}

    public func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity] {
        var quoted: [Range<Int>] = []
        for token in input.tokens where token.kind == .quoted || token.kind == .hashtag || token.kind == .mention {
            quoted.append(token.scalars)
        }
        // A priority ("high priority", "p1") is a value of its own, not a noun a date modifies:
        // "buy milk friday high priority" reads "friday" as it reads "buy milk friday #work".
        for priority in PriorityRecognizer().recognize(input, context: context) {
            quoted.append(priority.scalars)
        }
        let found = TemporalResolver(context: context.temporalContext).entities(in: input, skipping: quoted)
        // One loop, not a chain of maps: each map would build an array of entities.
        var entities: [Entity] = []
        entities.reserveCapacity(found.count)
        for temporal in found {
            let type: EntityType
            switch temporal.type {
            case .duration: type = .duration
            case .set: type = .recurrence
            default: type = .datetime
            }
            entities.append(Entity(type: type, scalars: temporal.range, text: temporal.text, value: .temporal(temporal), note: temporal.note))
        }
        return entities
    }
}
