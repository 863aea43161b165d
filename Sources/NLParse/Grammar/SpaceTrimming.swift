/// Spaces and tabs off both ends, in Swift: a grammar file is read a line at a time, and
/// Foundation's `trimmingCharacters(in:)` bridges each piece through NSString (an eighth of a
/// cold start's instructions).
extension StringProtocol {
    func trimmingBlanks() -> String {
        trimming { $0 == " " || $0 == "\t" }
    }

    /// `self` without the characters `isTrimmed` takes at both ends.
    func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}
