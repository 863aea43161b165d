import Foundation

/// The form names are compared in, so "Light Rains", "light-rain" and "lightrain sounds" all find
/// the same sound: lower case, letters and digits only, each word singular, filler words dropped,
/// and no spaces (which also makes "lo-fi" and "lofi" one name).
enum NameKey {
    static func key(_ text: String, ignoring filler: Set<String> = []) -> String {
        text.lowercased()
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { singular(String($0)) }
            .filter { !filler.contains($0) }
            .joined()
    }

    /// A crude singular, applied to both sides of a comparison so it only has to be consistent:
    /// "stories" → "story", "stars" → "star", but "glass" and "bus" stay.
    static func singular(_ word: String) -> String {
        if word.count > 4, word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    /// A table from every name and alias's key to its value, built once per type.
    static func table<Value>(_ names: [(String, Value)], ignoring filler: Set<String>) -> [String: Value] {
        var table: [String: Value] = [:]
        for (name, value) in names { table[key(name, ignoring: filler)] = value }
        return table
    }
}
