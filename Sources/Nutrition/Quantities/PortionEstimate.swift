/// The weight worked out for an amount of a food, with everything that had to be assumed.
public struct PortionEstimate: Equatable, Sendable, Codable {
    /// Grams of food.
    public var grams: Double
    /// The assumptions made, in words ("no unit: 1 large = 50 g", "bowl not in table: assumed 1 cup").
    /// Empty when the text and the table said everything.
    public var assumed: [String]

    public init(grams: Double, assumed: [String]) {
        self.grams = grams
        self.assumed = assumed
    }
}
