/// Reads the amount, size and unit at the start of a food phrase:
/// `[about] [quantity] [of] [size] [unit] [of] food…` as in "about 2 large slices of toast",
/// "half a cup of rice", "a couple of eggs", "2 x 150g yogurt" is not supported.
public struct AmountReading: Equatable, Sendable {
    /// The amount, nil when none was written.
    public var quantity: Quantity?
    /// Word indices of the amount.
    public var quantityWords: Range<Int>?
    /// A size word ("large"), as a unit of its own when no other unit follows.
    public var size: MeasureUnit?
    /// The unit, nil for a bare count.
    public var unit: MeasureUnit?
    /// Word indices of size and unit (with a following "of").
    public var unitWords: Range<Int>?
    /// Index of the first word of the food phrase.
    public var foodStart: Int
    /// The size of one container or piece when written: "1 28-ounce can" → 28 ounce, "a 10-pound turkey" → 10 pound.
    public var innerAmount: Double? = nil
    public var innerUnit: MeasureUnit? = nil
}

public enum AmountReader {
    /// Words that may stand between an amount and its unit without changing it.
    static let describers: Set<String> = ["thin", "thick", "heaping", "heaped", "level", "scant", "generous", "rounded",
                                          "full", "good", "long", "short", "whole", "big", "small", "large", "medium", "tall", "huge", "little"]
    /// Words before an amount that change nothing: "about 2 eggs", "like 3 cookies".
    static let hedges: Set<String> = ["about", "around", "approximately", "approx", "roughly", "like", "maybe", "nearly",
                                      "almost", "just", "only", "over", "under", "the", "my", "some", "ca", "circa", "~"]

    /// Reads `words[range]` (lower-case token texts). The food phrase is `words[foodStart..<range.upperBound]`.
    /// `foodNameLength(i)` says how many words a known food name starting at word `i` has (0 if none), so a
    /// size word that begins a food name ("big mac") is left to the food.
    public static func read(_ words: [String], in range: Range<Int>, foodNameLength: ((Int) -> Int)? = nil) -> AmountReading {
        read(Words(lookingUp: words), in: range) { foodNameLength?($0) ?? 0 }
    }

    /// `read` over words whose `WordInfo` is known.
    static func read(_ words: Words, in range: Range<Int>, foodNameLength: (Int) -> Int) -> AmountReading {
        // The piece is read as if the sentence ended with it.
        let bounded = words.prefix(range.upperBound)
        var index = range.lowerBound
        while index < range.upperBound - 1, bounded.has(index, .hedge) { index += 1 }

        var reading = AmountReading(quantity: nil, quantityWords: nil, size: nil, unit: nil, unitWords: nil, foodStart: index)
        if let (quantity, count) = QuantityParser.read(bounded, at: index) {
            reading.quantity = quantity
            reading.quantityWords = index..<(index + count)
            index += count
            // "2 of the cookies"
            if index < range.upperBound - 1, bounded[index] == "of" { index += 1 }
            if index < range.upperBound - 1, bounded[index] == "the" || bounded[index] == "x" { index += 1 }
        }
        let unitStart = index
        // "1 28-ounce can", "2 1/4-ounce packages", "1 10- to 12-pound turkey": a measured size per piece.
        if reading.quantity != nil, !(reading.quantity!.isArticle), let inner = QuantityParser.read(bounded, at: index),
           !inner.quantity.isArticle, !inner.quantity.isVague,
           let innerUnit = MeasureUnit.read(bounded, at: index + inner.wordCount),
           innerUnit.unit.kind == .mass || innerUnit.unit.kind == .volume,
           index + inner.wordCount + innerUnit.wordCount < range.upperBound {
            reading.innerAmount = inner.quantity.value
            reading.innerUnit = innerUnit.unit
            index += inner.wordCount + innerUnit.wordCount
            if let container = MeasureUnit.read(bounded, at: index), container.unit.kind == .household,
               index + container.wordCount < range.upperBound {
                reading.unit = container.unit
                index += container.wordCount
            } else {
                reading.unit = innerUnit.unit
            }
            if index < range.upperBound - 1, bounded[index] == "of" { index += 1 }
            reading.unitWords = unitStart..<index
            reading.foodStart = index
            return reading
        }
        // A size word: "2 large eggs", "a large bowl of".
        if index < range.upperBound - 1, let size = MeasureUnit.read(bounded, at: index), size.unit.kind == .size,
           foodNameLength(index) <= size.wordCount {
            reading.size = size.unit
            index += size.wordCount
        }
        // "16 thin strips of chive", "2 heaping tablespoons": a describing word before a unit.
        if reading.quantity != nil, index + 1 < range.upperBound {
            // "4 very thin slices": an adverb may precede the describing word.
            let skip = bounded[index] == "very" && index + 2 < range.upperBound ? 1 : 0
            if bounded.has(index + skip, .describer), let unit = MeasureUnit.read(bounded, at: index + skip + 1),
               unit.unit.kind != .size {
                index += skip + 1
            }
        }
        // A unit, when something follows it (else the word is probably the food: "a bar").
        if let unit = MeasureUnit.read(bounded, at: index), unit.unit.kind != .size,
           index + unit.wordCount < range.upperBound || reading.quantity != nil {
            reading.unit = unit.unit
            index += unit.wordCount
            // "1 cup (240 ml)": the parenthesis restates the amount.
            if index < range.upperBound, bounded[index] == "(" {
                var close = index
                while close < range.upperBound, bounded[close] != ")" { close += 1 }
                if close < range.upperBound - 1 { index = close + 1 }
            }
            // "an 8 oz glass of orange juice", "a 500 ml bottle of water": the measure is the amount.
            if unit.unit.kind == .mass || unit.unit.kind == .volume, index + 1 < range.upperBound,
               let container = MeasureUnit.read(bounded, at: index), container.unit.kind == .household {
                index += container.wordCount
            }
            if index < range.upperBound - 1, bounded[index] == "of" { index += 1 }
        } else if reading.size != nil, index < range.upperBound, bounded[index] == "of" {
            index += 1
        }
        if index > unitStart { reading.unitWords = unitStart..<index }
        reading.foodStart = index
        return reading
    }
}
