/// Reads ordinals from lower-cased words: `1st`, `27th`, `third`, `twenty-seventh`,
/// `twenty seventh`, `thirty first`.
public enum OrdinalReader {
    /// The ordinal at `words[start]`, with how many words it used.
    public static func read<S: StringProtocol>(_ words: [S], at start: Int) -> (value: Int, wordCount: Int)? {
        guard start < words.count, let first = words[start].utf8.first else { return nil }
        // Ordinals start with a digit or with f, s, t, e, n, h (first ... twentieth, hundredth).
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "f"), UInt8(ascii: "s"), UInt8(ascii: "t"),
             UInt8(ascii: "e"), UInt8(ascii: "n"), UInt8(ascii: "h"): break
        default: return nil
        }
        let word = String(words[start])
        if let value = numeralOrdinal(word) { return (value, 1) }
        if let value = wordOrdinal(word) { return (value, 1) }
        // "twenty seventh", "thirty first"
        if let ten = NumberReader.tens[word], start + 1 < words.count,
           let unit = wordOrdinal(String(words[start + 1])), unit < 10 {
            return (ten + unit, 2)
        }
        return nil
    }

    /// `1st`, `2nd`, `3rd`, `27th` (the suffix must fit the number: `1th` is not read).
    public static func numeralOrdinal(_ word: String) -> Int? {
        guard let first = word.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9"),
              word.utf8.count >= 3, word.utf8.count <= 8 else { return nil }
        let suffix = String(word.suffix(2))
        guard let value = Int(word.dropLast(2)), value >= 0 else { return nil }
        let expected: String
        switch (value % 100, value % 10) {
        case (11...13, _): expected = "th"
        case (_, 1): expected = "st"
        case (_, 2): expected = "nd"
        case (_, 3): expected = "rd"
        default: expected = "th"
        }
        return suffix == expected ? value : nil
    }

    static let ordinalWords: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
        "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
        "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
        "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90, "hundredth": 100,
    ]

    /// `third`, `twentieth`, `twenty-seventh`.
    public static func wordOrdinal(_ word: String) -> Int? {
        if let value = ordinalWords[word] { return value }
        guard word.utf8.contains(UInt8(ascii: "-")) else { return nil }
        let parts = word.split(separator: "-")
        if parts.count == 2, let ten = NumberReader.tens[String(parts[0])],
           let unit = ordinalWords[String(parts[1])], unit < 10 {
            return ten + unit
        }
        return nil
    }
}
