/// The matching work one parse may do across every pattern it tries, counted in PCRE2 match-limit
/// units (backtracking steps), so the bound is the same on every machine and a test can pin it.
///
/// Each match already stops at `PCRE2Pattern.matchLimit`, but a grammar of thousands of patterns
/// that each backtrack to that limit made one input cost seconds (issue 26). PCRE2 does not report
/// how many steps a match took, so a match is tried under a small limit first and retried under a
/// four times larger one while it hits the limit, and every limit tried is charged: an upper bound
/// on the steps taken, at most 4/3 of one try under the final limit. The usual match (a handful of
/// steps) costs one small try.
public struct ParseBudget: Sendable {
    /// What one parse (with `ask explain`, one explanation) may spend: ten matches run to the
    /// per-match limit. The bundled corpora's costliest line spends under a tenth of it, and a
    /// whole explanation of a short line under half (`ParseBudgetTests`).
    public static let standard = 2_000_000
    /// The first limit a match is tried under.
    static let firstTry: UInt32 = 32

    /// Units left; no try is given more.
    public private(set) var remaining: Int
    /// True once a match was refused, or stopped short, because the budget ran out.
    public private(set) var isSpent = false
    /// PCRE2 calls made, retries included.
    public private(set) var tries = 0

    public init(units: Int = ParseBudget.standard) {
        remaining = max(0, units)
    }

    /// The limit for a try at `tier`, capped by what remains; nil (and spent) when nothing does.
    mutating func limit(for tier: UInt32) -> UInt32? {
        guard remaining > 0 else {
            isSpent = true
            return nil
        }
        return UInt32(min(Int(tier), remaining))
    }

    /// Charges a try run under `limit`.
    mutating func charge(_ limit: UInt32) {
        remaining -= Int(limit)
        tries += 1
    }

    /// Marks the budget spent: a try stopped at a limit the budget had cut below its tier.
    mutating func exhaust() {
        remaining = 0
        isSpent = true
    }
}
