extension StringProtocol {
    /// True when `needle` occurs in this text, compared byte by byte (UTF-8). Foundation's
    /// `contains(_: StringProtocol)` goes through NSString and costs microseconds on the hot path.
    func containsBytes(_ needle: String) -> Bool {
        let haystack = Array(utf8), pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        guard haystack.count >= pattern.count else { return false }
        outer: for start in 0...(haystack.count - pattern.count) {
            for offset in 0..<pattern.count where haystack[start + offset] != pattern[offset] { continue outer }
            return true
        }
        return false
    }
}
