import Foundation

extension Array where Element: Sendable {
    /// `transform` of each element, worked out on all cores, in the array's order. For the
    /// independent steps of a grammar compile (each file's parse, each pattern's PCRE2 code).
    func concurrentMap<T>(_ transform: @Sendable (Element) -> T) -> [T] {
        let results = ConcurrentResults<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, transform(self[index]))
        }
        return results.values.map { $0! }
    }
}

/// The results of a `concurrentMap`: each index written by exactly one iteration, under the lock.
private final class ConcurrentResults<T>: @unchecked Sendable {
    private(set) var values: [T?]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}
