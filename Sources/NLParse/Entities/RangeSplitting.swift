import Temporal
import Text

/// The second reading of a date range written "A to B": two dates with the word "to" between
/// them. "push everything due today to tomorrow" is not the range today..tomorrow but a move
/// from one date to another; only the grammar can tell, so the parser matches both readings and
/// the ranking rule picks (the range reading wins ties).
enum RangeSplitting {
    static let connectors: Set<String> = ["to", "until", "till", "til", "into"]

    /// `entities` with every splittable range replaced by its two sides, and the sides in pairs;
    /// nil when no range splits.
    static func split(_ entities: [Entity], input: TokenizedText, context: ParseContext) -> (entities: [Entity], pairs: [(Range<Int>, Range<Int>)])? {
        // Built from the first split on: most inputs have none, and then nothing is copied.
        var result: [Entity]?
        var pairs: [(Range<Int>, Range<Int>)] = []
        for (index, entity) in entities.enumerated() {
            // Only a closed range can be "A to B" ("by friday" has one end: nothing to split).
            if entity.type == .datetime, case .temporal(let found) = entity.value, case .range(.some, .some, _) = found.value,
               let sides = sides(of: entity, input: input, context: context) {
                if result == nil { result = Array(entities[..<index]) }
                result! += sides
                pairs.append((sides[0].scalars, sides[1].scalars))
            } else {
                result?.append(entity)
            }
        }
        return result.map { ($0, pairs) }
    }

    /// The two dates either side of the connector word inside `entity`, each read alone; nil
    /// unless both sides are one whole temporal expression of their own.
    private static func sides(of entity: Entity, input: TokenizedText, context: ParseContext) -> [Entity]? {
        let inside = input.tokens.filter { entity.scalars.contains($0.scalars.lowerBound) }
        guard let connector = inside.firstIndex(where: { $0.kind == .word && connectors.contains($0.folded) }),
              connector > 0, connector < inside.count - 1 else { return nil }
        let left = inside[0].scalars.lowerBound..<inside[connector - 1].scalars.upperBound
        let right = inside[connector + 1].scalars.lowerBound..<inside[inside.count - 1].scalars.upperBound
        guard let first = whole(left, input: input, context: context), let second = whole(right, input: input, context: context) else { return nil }
        return [first, second]
    }

    private static func whole(_ range: Range<Int>, input: TokenizedText, context: ParseContext) -> Entity? {
        let found = TemporalResolver(context: context.temporalContext).entities(in: input, scalars: range).map(\.asPoint)
        guard found.count == 1, let only = found.first, only.range == range, only.type != .duration, only.type != .set else { return nil }
        return Entity(type: .datetime, scalars: range, text: only.text, value: .temporal(only), note: only.note)
    }
}
