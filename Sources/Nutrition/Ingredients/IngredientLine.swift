/// An ingredient line read into amount, unit and food name: "1 1/2 cups chopped white onion" →
/// 1.5, cup, "white onion".
public struct IngredientLine: Equatable, Sendable, Codable {
    /// The line as given.
    public var text: String
    /// The amount (a range's midpoint), nil when the line has none ("Salt to taste").
    public var quantity: Quantity?
    /// The unit, or a size word standing as the unit ("2 large eggs" → large); nil for a bare count.
    public var unit: MeasureUnit?
    /// The food name as written, without amount, unit, preparation ("chopped") or comments.
    public var name: String

    public init(text: String, quantity: Quantity?, unit: MeasureUnit?, name: String) {
        self.text = text
        self.quantity = quantity
        self.unit = unit
        self.name = name
    }
}
