#if DEBUG
import Foundation

/// How many times the tokenizer ran inside `counting`: tests check that a line is tokenized once
/// however many readers (the parser, the temporal resolver, …) look at it. Debug builds only; a
/// task-local, so tests that run side by side do not count each other's calls.
public enum TokenizerCalls {
    @TaskLocal static var counter: Counter?

    /// `body`'s result and the number of texts it tokenized.
    public static func counting<Result>(_ body: () throws -> Result) rethrows -> (result: Result, calls: Int) {
        let counter = Counter()
        let result = try $counter.withValue(counter) { try body() }
        return (result, counter.count)
    }

    static func record() { counter?.increment() }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var calls = 0

        var count: Int { lock.withLock { calls } }

        func increment() { lock.withLock { calls += 1 } }
    }
}
#endif
