import Numbers

/// Reads the amount at the start of a food phrase from lower-cased words.
///
/// Handles numerals and fractions (`2`, `1.5`, `1 1/2`, `½`, `1½`, `3-1/2`), number words
/// (`two`, `twenty one`, `one and a half`, `a dozen`), `a`/`an`/`one`/`another`, `half a`, `a half`,
/// `a quarter of`, `a couple (of)` = 2, `a few` = 3, `several` = 3, and ranges
/// (`2-3`, `2 to 3`, `2 or 3`, `2 - 3`), which use the **midpoint** and say so in `assumed`.
public enum QuantityParser {
    /// The amount at `words[start]` and how many words it used, or nil when there is none.
    public static func read(_ words: [String], at start: Int) -> (quantity: Quantity, wordCount: Int)? {
        guard start < words.count else { return nil }
        return read(Words(lookingUp: words), at: start)
    }

    /// `read` over words whose `WordInfo` is known.
    static func read(_ words: Words, at start: Int) -> (quantity: Quantity, wordCount: Int)? {
        guard start < words.count else { return nil }
        let word = words[start]
        func next(_ offset: Int) -> String? { start + offset < words.count ? words[start + offset] : nil }
        // Most words are neither numbers nor amount words: leave at once.
        let numeric = words.has(start, .mightStartNumber)
        let isAmountWord = words.has(start, .amountWord)
        guard numeric || isAmountWord else { return nil }

        // Vague amounts, halves, "another": all amount words (a numeral skips the comparisons).
        if isAmountWord, let amount = readAmountWord(words, at: start) { return amount }
        // A range written as one token: "2-3", "1/2-1".
        if startsLikeNumeral(word), word.utf8.contains(UInt8(ascii: "-")), let dash = word.firstIndex(of: "-"),
           NumberReader.numeralValue(word) == nil {
            let lowText = word[word.startIndex..<dash], highText = word[word.index(after: dash)...]
            if let low = NumberReader.numeralValue(lowText), let high = NumberReader.numeralValue(highText), high > low {
                return (range(low, high, written: word), 1)
            }
        }

        if numeric, !isPlainArticle(words, at: start),
           let reading = fastNumber(words, at: start) ?? NumberReader.read(words.array, at: start) {
            var value = reading.value
            var used = reading.wordCount
            // "2 and a half", "1 and 1/2"
            if reading.isNumeral, next(used) == "and" {
                if next(used + 1) == "a", next(used + 2) == "half" { value += 0.5; used += 3 }
                else if let fraction = next(used + 1).flatMap({ NumberReader.fractionValue($0) }), fraction < 1 { value += fraction; used += 2 }
            }
            // "a half cup" is read by NumberReader; "a 12 oz steak" has the number after the article.
            // Ranges: "2 to 3", "2 or 3", "2 - 3".
            var connector = used
            if let link = next(connector), link == "to" || link == "or" || link == "--" { connector += 1 }
            if connector > used, words.has(start + connector, .mightStartNumber),
               let other = NumberReader.read(words.array, at: start + connector), other.value > value {
                let text = words.words[start..<(start + connector + other.wordCount)].joined(separator: " ")
                return (range(value, other.value, written: text), connector + other.wordCount)
            }
            return (Quantity(value: value), used)
        }

        if word == "a" || word == "an" {
            // "a 12 oz steak": the article introduces a measured amount.
            if let inner = read(words, at: start + 1), !inner.quantity.isArticle,
               let unit = MeasureUnit.read(words, at: start + 1 + inner.wordCount), unit.unit.kind == .mass || unit.unit.kind == .volume {
                return (inner.quantity, 1 + inner.wordCount)
            }
            return (Quantity(value: 1, isArticle: true), 1)
        }
        return nil
    }

    /// The vague amounts ("a couple of", "a few", "several"), halves and quarters, and "another".
    private static func readAmountWord(_ words: Words, at start: Int) -> (quantity: Quantity, wordCount: Int)? {
        let word = words[start]
        func next(_ offset: Int) -> String? { start + offset < words.count ? words[start + offset] : nil }
        if word == "couple" || (word == "a" && next(1) == "couple") {
            var used = word == "a" ? 2 : 1
            if next(used) == "of" { used += 1 }
            return (Quantity(value: 2, isVague: true, assumed: ["a couple: assumed 2"]), used)
        }
        if word == "few" || (word == "a" && next(1) == "few") {
            var used = word == "a" ? 2 : 1
            if next(used) == "of" { used += 1 }
            return (Quantity(value: 3, isVague: true, assumed: ["a few: assumed 3"]), used)
        }
        if word == "several" {
            var used = 1
            if next(used) == "of" { used += 1 }
            return (Quantity(value: 3, isVague: true, assumed: ["several: assumed 3"]), used)
        }
        // "half a cup", "half an avocado", "half of a bagel", "half a dozen", "half cup".
        if word == "half" || word == "quarter" {
            let part = word == "half" ? 0.5 : 0.25
            var used = 1
            if next(used) == "of" { used += 1 }
            if next(used) == "a" || next(used) == "an" || next(used) == "the" { used += 1 }
            if next(used) == "dozen" { return (Quantity(value: part * 12), used + 1) }
            return (Quantity(value: part), used)
        }
        // "another egg"
        if word == "another" { return (Quantity(value: 1, isArticle: true), 1) }

        return nil
    }

    /// Plain digits not followed by a fraction ("2 eggs", "200 g"), read without `NumberReader`'s string work.
    /// Articles not followed by a scale word are not numbers; both cases are the common ones.
    static func isPlainArticle(_ words: Words, at start: Int) -> Bool {
        let word = words[start]
        guard word == "a" || word == "an" else { return false }
        guard start + 1 < words.count else { return true }
        let next = words[start + 1]
        return !(next == "hundred" || next == "thousand" || next == "million" || next == "dozen" || next == "half" || next == "quarter")
    }

    static func fastNumber(_ words: Words, at start: Int) -> NumberReading? {
        let word = words[start]
        guard word.utf8.count <= 9, word.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        // "2 1/2", "2 dozen": NumberReader reads what follows too.
        if start + 1 < words.count, startsLikeNumeral(words[start + 1]) || words[start + 1] == "dozen" { return nil }
        var value = 0
        for byte in word.utf8 { value = value * 10 + Int(byte - 48) }
        return NumberReading(value: Double(value), wordCount: 1, isNumeral: true)
    }

    static let amountWords: Set<String> = ["couple", "few", "several", "half", "quarter", "another", "a", "an"]

    /// Number words `NumberReader` knows, so other words skip it (it splits every word on "/").
    static let numberWords: Set<String> = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty",
        "fourty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million", "a", "an",
    ]

    static func startsLikeNumeral(_ word: String) -> Bool {
        guard let byte = word.utf8.first else { return false }
        if byte < 128 { return (byte >= 48 && byte <= 57) || byte == UInt8(ascii: ".") }
        guard let first = word.unicodeScalars.first else { return false }
        return (first >= "0" && first <= "9") || first == "." || (0x00BC...0x00BE).contains(first.value) || (0x2150...0x215E).contains(first.value)
    }

    /// True when `word` may begin a number: a numeral, a fraction, or a number word (`twenty-one` too).
    static func mightStartNumber(_ word: String) -> Bool {
        if startsLikeNumeral(word) { return true }
        if numberWords.contains(word) { return true }
        guard let dash = word.utf8.firstIndex(of: UInt8(ascii: "-")) else { return false }
        return numberWords.contains(String(word[..<dash]))
    }

    private static func range(_ low: Double, _ high: Double, written: String) -> Quantity {
        let middle = (low + high) / 2
        return Quantity(value: middle, low: low, high: high,
                        assumed: ["range \(written): used the midpoint \(format(middle))"])
    }

    /// A number without trailing zeros: 2.5, 3, 0.33.
    public static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return String(value) }
        let hundredths = Int((abs(value) * 100).rounded())
        let sign = value < 0 && hundredths > 0 ? "-" : ""
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
        return sign + String(whole) + (fraction < 10 ? ".0" : ".") + String(fraction)
    }
}
