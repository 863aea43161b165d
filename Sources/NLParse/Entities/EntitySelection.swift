/// Settles overlaps between recognizers: the longest entity wins, then the type with the
/// higher precedence (a recurrence over a date, a date over a number), then the earlier one.
/// Entities overlapping a range the caller rejected are dropped, so their words read as words.
enum EntitySelection {
    static func select(_ candidates: [Entity], rejecting rejected: [Range<Int>]) -> [Entity] {
        // Positions are sorted, not entities: an entity is a large value, costly to move around.
        var ordered: [Int] = []
        ordered.reserveCapacity(candidates.count)
        for index in candidates.indices where !candidates[index].scalars.isEmpty && !rejected.contains(where: { $0.overlaps(candidates[index].scalars) }) {
            ordered.append(index)
        }
        ordered.sort { left, right in
            let (lhs, rhs) = (candidates[left].scalars, candidates[right].scalars)
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            let (lhsPrecedence, rhsPrecedence) = (candidates[left].type.precedence, candidates[right].type.precedence)
            if lhsPrecedence != rhsPrecedence { return lhsPrecedence < rhsPrecedence }
            return lhs.lowerBound < rhs.lowerBound
        }
        var chosen: [Int] = []
        chosen.reserveCapacity(ordered.count)
        for index in ordered where !chosen.contains(where: { candidates[$0].scalars.overlaps(candidates[index].scalars) }) {
            chosen.append(index)
        }
        chosen.sort { candidates[$0].scalars.lowerBound < candidates[$1].scalars.lowerBound }
        var selected: [Entity] = []
        selected.reserveCapacity(chosen.count)
        for index in chosen { selected.append(candidates[index]) }
        return selected
    }
}
