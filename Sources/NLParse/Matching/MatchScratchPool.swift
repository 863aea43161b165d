import Foundation

/// Keeps match scratch (PCRE2 match data, match context, JIT stack) between parses, so a parse
/// does not create and unmap a JIT stack every time. Each scratch is lent to one parse at a time.
final class MatchScratchPool: @unchecked Sendable {
    static let shared = MatchScratchPool()

    /// More than the cores that parse at once is never needed; extras are freed.
    private let limit = 16
    private var idle: [MatchScratch] = []
    private let lock = NSLock()

    func borrow() -> MatchScratch {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast() ?? MatchScratch()
    }

    func giveBack(_ scratch: MatchScratch) {
        lock.lock()
        defer { lock.unlock() }
        if idle.count < limit { idle.append(scratch) }
    }
}
