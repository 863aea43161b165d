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
        let word = words[start]
        func next(_ offset: Int) -> String? { start + offset < words.count ? words[start + offset] : nil }

        // Vague amounts.
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

        // A range written as one token: "2-3", "1/2-1".
        if let dash = word.firstIndex(of: "-"), NumberReader.numeralValue(word) == nil {
            let lowText = word[word.startIndex..<dash], highText = word[word.index(after: dash)...]
            if let low = NumberReader.numeralValue(lowText), let high = NumberReader.numeralValue(highText), high > low {
                return (range(low, high, written: word), 1)
            }
        }

        if let reading = NumberReader.read(words, at: start) {
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
            if connector > used, let other = NumberReader.read(words, at: start + connector), other.value > value {
                let text = words[start..<(start + connector + other.wordCount)].joined(separator: " ")
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

    private static func range(_ low: Double, _ high: Double, written: String) -> Quantity {
        let middle = (low + high) / 2
        return Quantity(value: middle, low: low, high: high,
                        assumed: ["range \(written): used the midpoint \(format(middle))"])
    }

    /// A number without trailing zeros: 2.5, 3, 0.33.
    static func format(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        return String((value * 100).rounded() / 100)
    }
}
