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
}

public enum AmountReader {
    /// Words before an amount that change nothing: "about 2 eggs", "like 3 cookies".
    static let hedges: Set<String> = ["about", "around", "approximately", "approx", "roughly", "like", "maybe", "nearly",
                                      "almost", "just", "only", "over", "under", "the", "my", "some", "ca", "circa", "~"]

    /// Reads `words[range]` (lower-case token texts). The food phrase is `words[foodStart..<range.upperBound]`.
    /// `foodNameLength(i)` says how many words a known food name starting at word `i` has (0 if none), so a
    /// size word that begins a food name ("big mac") is left to the food.
    public static func read(_ words: [String], in range: Range<Int>, foodNameLength: ((Int) -> Int)? = nil) -> AmountReading {
        let bounded = Array(words[..<range.upperBound])
        var index = range.lowerBound
        while index < range.upperBound - 1, hedges.contains(bounded[index]) { index += 1 }

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
        // A size word: "2 large eggs", "a large bowl of".
        if index < range.upperBound - 1, let size = MeasureUnit.read(bounded, at: index), size.unit.kind == .size,
           (foodNameLength?(index) ?? 0) <= size.wordCount {
            reading.size = size.unit
            index += size.wordCount
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
            if index < range.upperBound - 1, bounded[index] == "of" { index += 1 }
        } else if reading.size != nil, index < range.upperBound, bounded[index] == "of" {
            index += 1
        }
        if index > unitStart { reading.unitWords = unitStart..<index }
        reading.foodStart = index
        return reading
    }
}
