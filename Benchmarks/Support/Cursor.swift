/// Where a benchmark case is in its inputs, kept across samples. The benchmark runs each sample
/// as a fresh call of the case's closure (one iteration at the default scaling), so a count local
/// to the closure would start again at zero every time and measure the first input only.
public final class Cursor: @unchecked Sendable {
    private var index = 0

    public init() {}

    /// The next input, round and round.
    public func next<T>(_ inputs: [T]) -> T {
        defer { index += 1 }
        return inputs[index % inputs.count]
    }
}
