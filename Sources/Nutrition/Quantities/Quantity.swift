/// An amount as written: "2", "1 1/2", "½", "a couple of", "2-3" (a range).
public struct Quantity: Equatable, Sendable, Codable {
    /// The value used for grams. For a range this is the midpoint ("2-3 slices" → 2.5).
    public var value: Double
    /// Lower and upper ends when the text gave a range ("2 to 3"), else nil.
    public var low: Double?
    public var high: Double?
    /// True for vague amounts whose value is a convention: "a few" (3), "a couple" (2), "several" (3).
    public var isVague: Bool
    /// True when the amount was only an article ("a", "an"): one of something.
    public var isArticle: Bool
    /// What was assumed to read the amount ("range 2-3: used the midpoint 2.5").
    public var assumed: [String]

    public init(value: Double, low: Double? = nil, high: Double? = nil, isVague: Bool = false, isArticle: Bool = false, assumed: [String] = []) {
        self.value = value
        self.low = low
        self.high = high
        self.isVague = isVague
        self.isArticle = isArticle
        self.assumed = assumed
    }

    /// True when the amount is a range.
    public var isRange: Bool { low != nil && high != nil }
}
