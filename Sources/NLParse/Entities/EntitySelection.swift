/// Settles overlaps between recognizers: the longest entity wins, then the type with the
/// higher precedence (a recurrence over a date, a date over a number), then the earlier one.
/// Entities overlapping a range the caller rejected are dropped, so their words read as words.
enum EntitySelection {
    static func select(_ candidates: [Entity], rejecting rejected: [Range<Int>]) -> [Entity] {
        // Positions are sorted, not entities: an entity is a large value, costly to move around.
        let ordered = candidates.indices
            .filter { index in !rejected.contains { $0.overlaps(candidates[index].scalars) } && !candidates[index].scalars.isEmpty }
            .sorted { left, right in
                let (lhs, rhs) = (candidates[left].scalars, candidates[right].scalars)
                if lhs.count != rhs.count { return lhs.count > rhs.count }
                let (lhsPrecedence, rhsPrecedence) = (candidates[left].type.precedence, candidates[right].type.precedence)
                if lhsPrecedence != rhsPrecedence { return lhsPrecedence < rhsPrecedence }
                return lhs.lowerBound < rhs.lowerBound
            }
        var chosen: [Int] = []
        for index in ordered where !chosen.contains(where: { candidates[$0].scalars.overlaps(candidates[index].scalars) }) {
            chosen.append(index)
        }
        return chosen.sorted { candidates[$0].scalars.lowerBound < candidates[$1].scalars.lowerBound }.map { candidates[$0] }
    }
}
