/// A number read from the start of a run of words.
public struct NumberReading: Equatable, Sendable {
    /// The value: `1 1/2` is 1.5, `twenty-one` is 21, `½` is 0.5.
    public var value: Double
    /// How many words of the input the number used (at least 1).
    public var wordCount: Int
    /// True when the number was written with digits or fraction characters, not spelt out.
    public var isNumeral: Bool

    public init(value: Double, wordCount: Int, isNumeral: Bool) {
        self.value = value
        self.wordCount = wordCount
        self.isNumeral = isNumeral
    }
}

/// Reads cardinal numbers from lower-cased words: numerals (`12`, `1.5`, `1,000`, `.5`),
/// fractions (`1/2`, `½`, `1½`, `1 1/2`), and number words up to the millions
/// (`ninety nine`, `twenty-one`, `a hundred`, `two hundred and fifty`, `one and a half`).
///
/// Callers split text into words their own way (the tokenizer, the temporal resolver and the meal
/// parser each do), so this reads from an array of words and says how many it used. A bare `a`
/// or `an` is not a number here: only `a hundred`, `a half`, `a dozen` and the like are.
public enum NumberReader {
    /// Reads the longest number that starts at `words[start]`.
    public static func read<S: StringProtocol>(_ words: [S], at start: Int) -> NumberReading? { parseReading(words, at: start) }

    // Concrete entry points for String. A generic function called from another module runs
    // unspecialised, through witness tables, several times slower; a caller holding Strings
    // picks these overloads, whose calls into the generic bodies are specialised here.
    public static func read(_ words: [String], at start: Int) -> NumberReading? { parseReading(words, at: start) }
    public static func numeralValue(_ word: String) -> Double? { parseNumeral(word) }
    public static func fractionValue(_ word: String) -> Double? { parseFraction(word) }
    public static func smallNumberWord(_ word: String) -> Int? { parseSmallNumber(word) }

    private static func parseReading<S: StringProtocol>(_ words: [S], at start: Int) -> NumberReading? {
        guard start < words.count, let first = words[start].utf8.first else { return nil }
        // Most words are not numbers: reject them on their first byte before any allocation.
        guard mayStartNumber(first) else { return nil }
        if let numeral = parseNumeral(words[start]) {
            // "1 1/2", "2 ½": a whole number followed by a proper fraction.
            if numeral == numeral.rounded(), start + 1 < words.count,
               let fraction = parseFraction(words[start + 1]), fraction < 1 {
                return NumberReading(value: numeral + fraction, wordCount: 2, isNumeral: true)
            }
            // "2 dozen", as "two dozen" is read below.
            if start + 1 < words.count, words[start + 1] == "dozen" {
                return NumberReading(value: numeral * 12, wordCount: 2, isNumeral: true)
            }
            return NumberReading(value: numeral, wordCount: 1, isNumeral: true)
        }
        guard mayStartNumberWord(words[start]) else { return nil }
        return readWords(words, at: start)
    }

    /// Whether a spelt-out number can start with `word`: one set lookup turns away an ordinary
    /// word before the word reader hashes it against each of its tables.
    static func mayStartNumberWord<S: StringProtocol>(_ word: S) -> Bool {
        guard opensLikeNumberWord(word.utf8) else { return false }
        let word = String(word)
        if numberWordStarts.contains(word) { return true }
        // "twenty-one". Searched as a byte: `firstIndex(of: Character)` breaks graphemes and cost
        // more than the rest of the number reader.
        guard let dash = word.utf8.firstIndex(of: UInt8(ascii: "-")) else { return false }
        return tens[String(word[..<dash])] != nil
    }

    /// Whether a word's first two letters are those of a number word ("tw" of "twenty", "a" then
    /// the end of "a"). Most words fail here, before any hashing. Every number word opens with
    /// two lower-case ASCII letters (or is "a"), so a word that does not ("5pm", "p1", "Été")
    /// fails too.
    private static func opensLikeNumberWord<U: Collection>(_ bytes: U) -> Bool where U.Element == UInt8 {
        var iterator = bytes.makeIterator()
        guard let first = iterator.next() else { return false }
        let second = iterator.next()
        guard let key = openingKey(first, second) else { return false }
        return numberWordOpenings[key]
    }

    /// Index of a two-letter opening in `numberWordOpenings`: a–z, then a–z or the word's end.
    private static func openingKey(_ first: UInt8, _ second: UInt8?) -> Int? {
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        guard letters.contains(first) else { return nil }
        let secondIndex: Int
        if let second {
            guard letters.contains(second) else { return nil }
            secondIndex = Int(second - UInt8(ascii: "a"))
        } else {
            secondIndex = 26
        }
        return Int(first - UInt8(ascii: "a")) * 27 + secondIndex
    }

    private static let numberWordOpenings: [Bool] = {
        var openings = [Bool](repeating: false, count: 26 * 27)
        for word in numberWordStarts.union(tens.keys) {
            let bytes = Array(word.utf8)
            // Every number word is lower-case ASCII letters; the test below would catch a change.
            openings[openingKey(bytes[0], bytes.count > 1 ? bytes[1] : nil)!] = true
        }
        return openings
    }()

    /// Units, tens, and the "a"/"an" of "a hundred", "a dozen", "a half" (a scale starts nothing alone).
    static let numberWordStarts: Set<String> = Set(units.keys).union(tens.keys).union(["a", "an"])

    /// Digits, `.`, the first byte of a vulgar fraction (U+00BC-BE, U+2150-215E), and the first
    /// letters of number words (a, d, e, f, h, m, n, o, q, s, t, z).
    @inline(__always)
    static func mayStartNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), 0xC2, 0xE2: true
        case UInt8(ascii: "a"), UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "f"), UInt8(ascii: "h"), UInt8(ascii: "m"),
             UInt8(ascii: "n"), UInt8(ascii: "o"), UInt8(ascii: "q"), UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: "z"): true
        default: false
        }
    }

    /// The value of one numeral word: `12`, `1.5`, `1,000`, `.5`, `1/2`, `½`, `1½`, `3-1/2`.
    public static func numeralValue<S: StringProtocol>(_ word: S) -> Double? { parseNumeral(word) }

    private static func parseNumeral<S: StringProtocol>(_ word: S) -> Double? {
        guard let firstByte = word.utf8.first else { return nil }
        let isDigit = firstByte >= UInt8(ascii: "0") && firstByte <= UInt8(ascii: "9")
        guard isDigit || firstByte == UInt8(ascii: ".") || firstByte == 0xC2 || firstByte == 0xE2 else { return nil }
        // Most numerals are a plain run of ASCII digits ("6", "2027"): read them straight from
        // the bytes, without the fraction, Unicode and grouping checks below. A run longer than
        // a Double holds exactly takes the general path.
        if isDigit, word.utf8.count <= 15, let value = plainDigits(word.utf8) { return Double(value) }
        // An ASCII word with a letter in it ("5pm", "3rd") is none of the forms below.
        if word.utf8.allSatisfy({ $0 < 0x80 }), word.utf8.contains(where: { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }) {
            return nil
        }
        if let fraction = parseFraction(word) { return fraction }
        guard let first = word.unicodeScalars.first else { return nil }
        guard first.properties.numericType == .decimal || first == "." else { return nil }
        // A trailing vulgar fraction: "1½".
        if let last = word.unicodeScalars.last, let vulgar = vulgarFractions[last], word.unicodeScalars.count > 1 {
            let whole = String(String.UnicodeScalarView(word.unicodeScalars.dropLast()))
            guard let wholeValue = plainDecimal(whole) else { return nil }
            return wholeValue + vulgar
        }
        // "3-1/2" as written in recipes.
        if let dash = word.utf8.firstIndex(of: UInt8(ascii: "-")) {
            let whole = word[word.startIndex..<dash]
            let rest = word[word.index(after: dash)...]
            if let wholeValue = plainDecimal(String(whole)), let fraction = parseFraction(rest), fraction < 1 {
                return wholeValue + fraction
            }
            return nil
        }
        return plainDecimal(String(word))
    }

    /// The value of a fraction word: `1/2`, `3/4`, `½`, `⅓`. Nil for anything else.
    public static func fractionValue<S: StringProtocol>(_ word: S) -> Double? { parseFraction(word) }

    private static func parseFraction<S: StringProtocol>(_ word: S) -> Double? {
        let scalars = word.unicodeScalars
        if let first = scalars.first, first.value >= 0x80 {
            return scalars.count == 1 ? vulgarFractions[first] : nil
        }
        guard word.utf8.contains(UInt8(ascii: "/")) else { return nil }
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let numerator = Int(parts[0]), let denominator = Int(parts[1]),
              denominator != 0, parts[0].count <= 4, parts[1].count <= 4 else { return nil }
        return Double(numerator) / Double(denominator)
    }

    /// The value of a run of ASCII digits; nil if any byte is not one.
    private static func plainDigits<U: Collection>(_ bytes: U) -> Int? where U.Element == UInt8 {
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// `12`, `1.5`, `.5`, `1,000` (commas only between groups of three digits).
    static func plainDecimal(_ text: String) -> Double? {
        guard !text.isEmpty, text.count <= 24 else { return nil }
        var digits = ""
        var sawDot = false
        var groups: [Int] = [0]
        for character in text {
            switch character {
            case "0"..."9":
                digits.append(character)
                if !sawDot { groups[groups.count - 1] += 1 }
            case "." where !sawDot:
                sawDot = true
                digits.append(character)
            case "," where !sawDot:
                groups.append(0)
            default:
                return nil
            }
        }
        if groups.count > 1 {
            // "1,000" is a thousand; "1,2" is not a number we read.
            guard groups[0] >= 1, groups[0] <= 3, groups.dropFirst().allSatisfy({ $0 == 3 }) else { return nil }
        }
        if digits == "." { return nil }
        if digits.hasPrefix(".") { digits = "0" + digits }
        if digits.hasSuffix(".") { digits.removeLast() }
        return Double(digits)
    }

    static let vulgarFractions: [Unicode.Scalar: Double] = [
        "½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75,
        "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8, "⅙": 1.0 / 6, "⅚": 5.0 / 6,
        "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875,
    ]

    // MARK: Number words

    static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60,
        "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    static let scales: [String: Int] = ["hundred": 100, "thousand": 1_000, "million": 1_000_000]

    /// The value of a number below a hundred written as one word: `seven`, `forty`, `twenty-one`.
    public static func smallNumberWord<S: StringProtocol>(_ word: S) -> Int? { parseSmallNumber(word) }

    private static func parseSmallNumber<S: StringProtocol>(_ word: S) -> Int? {
        let word = String(word)
        if let value = units[word] ?? tens[word] { return value }
        guard word.utf8.contains(UInt8(ascii: "-")) else { return nil }
        let parts = word.split(separator: "-")
        if parts.count == 2, let ten = tens[String(parts[0])], let unit = units[String(parts[1])], unit > 0, unit < 10 {
            return ten + unit
        }
        return nil
    }

    /// The largest number the word grammar can mean: "nine hundred ninety nine million nine
    /// hundred ninety nine thousand nine hundred ninety nine". A chain of number words that would
    /// go past it, or that puts a scale where the grammar has none ("twenty one hundred twenty one
    /// hundred", "three thousand two million"), is not one number: it is read as plain words.
    public static let largestWordValue = 999_999_999
    /// The most words a spelt-out number can take ("nine hundred and ninety nine million nine
    /// hundred and ninety nine thousand nine hundred and ninety nine and a half" is 22): a longer
    /// run stops being read, so a pathological chain costs no more than this per start word.
    public static let longestWordChain = 24

    private static func readWords<S: StringProtocol>(_ words: [S], at start: Int) -> NumberReading? {
        var index = start
        var total = 0
        var current = 0
        var sawNumber = false
        var lastWasTens = false
        var consumed = start
        // The scale (thousand, million) used last: each later one must be smaller.
        var lastScale = Int.max

        // "a hundred", "a thousand", "a dozen", "a half", "an hour and a half" is not ours.
        if words[index] == "a" || words[index] == "an" {
            guard index + 1 < words.count else { return nil }
            let next = String(words[index + 1])
            if let scale = scales[next] {
                if scale == 100 {
                    current = scale
                } else {
                    total = scale
                    lastScale = scale
                }
                sawNumber = true
                index += 2
                consumed = index
            } else if next == "dozen" {
                return NumberReading(value: 12, wordCount: 2, isNumeral: false)
            } else if next == "half" {
                return NumberReading(value: 0.5, wordCount: 2, isNumeral: false)
            } else if next == "quarter" {
                return NumberReading(value: 0.25, wordCount: 2, isNumeral: false)
            } else {
                return nil
            }
        }

        while index < words.count {
            guard index - start < longestWordChain else { return nil }
            let word = String(words[index])
            if let small = smallNumberWord(word) {
                // "twenty one": a unit may follow a tens word; two units in a row end the number.
                if sawNumber && current % 100 != 0 && !(lastWasTens && small < 10) { break }
                current += small
                lastWasTens = tens[word] != nil
                sawNumber = true
                index += 1
                consumed = index
                continue
            }
            if let scale = scales[word], sawNumber {
                if scale == 100 {
                    // "nineteen hundred", "twenty one hundred": hundreds of a number below a hundred.
                    guard current < 100 else { return nil }
                    current = max(current, 1) * 100
                } else {
                    guard scale < lastScale else { return nil }
                    let (scaled, overflow) = max(current, 1).multipliedReportingOverflow(by: scale)
                    guard !overflow else { return nil }
                    total += scaled
                    current = 0
                    lastScale = scale
                }
                guard total + current <= largestWordValue else { return nil }
                lastWasTens = false
                index += 1
                consumed = index
                continue
            }
            // "two hundred and fifty": "and" joins only when a number word follows. After a tens
            // word it joins a unit, as in the old "twenty and four" (24).
            if word == "and", sawNumber, index + 1 < words.count, let next = smallNumberWord(words[index + 1]),
               current % 100 == 0 || lastWasTens && (1...9).contains(next) {
                index += 1
                continue
            }
            break
        }
        guard sawNumber else { return nil }
        var value = Double(total + current)
        var count = consumed - start

        // "one and a half", "two and a quarter", "one and three quarters"
        if consumed + 2 < words.count, words[consumed] == "and", words[consumed + 1] == "a" {
            if words[consumed + 2] == "half" { value += 0.5; count += 3 }
            else if words[consumed + 2] == "quarter" { value += 0.25; count += 3 }
        }
        // "dozen" after a number: "two dozen"
        if start + count < words.count, words[start + count] == "dozen" {
            value *= 12
            count += 1
        }
        return NumberReading(value: value, wordCount: count, isNumeral: false)
    }
}
