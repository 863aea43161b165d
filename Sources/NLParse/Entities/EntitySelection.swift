/// Settles overlaps between recognizers: the longest entity wins, then the type with the
/// higher precedence (a recurrence over a date, a date over a number), then the earlier one.
/// Entities overlapping a range the caller rejected are dropped, so their words read as words.
enum EntitySelection {
    static func select(_ candidates: [Entity], rejecting rejected: [Range<Int>]) -> [Entity] {
        let ordered = candidates
            .filter { candidate in !rejected.contains { $0.overlaps(candidate.scalars) } && !candidate.scalars.isEmpty }
            .sorted { lhs, rhs in
                if lhs.scalars.count != rhs.scalars.count { return lhs.scalars.count > rhs.scalars.count }
                if lhs.type.precedence != rhs.type.precedence { return lhs.type.precedence < rhs.type.precedence }
                return lhs.scalars.lowerBound < rhs.scalars.lowerBound
            }
        var chosen: [Entity] = []
        for candidate in ordered where !chosen.contains(where: { $0.scalars.overlaps(candidate.scalars) }) {
            chosen.append(candidate)
        }
        return chosen.sorted { $0.scalars.lowerBound < $1.scalars.lowerBound }
    }
}
