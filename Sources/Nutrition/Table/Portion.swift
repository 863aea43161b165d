/// A household measure of one food with its weight: "1 slice, large = 27 g".
public struct Portion: Equatable, Sendable, Codable {
    /// USDA sequence number of the measure within its food.
    public var sequence: Int
    /// USDA amount of the measure (`0.5`, `1`, `10`).
    public var amount: Double
    /// Normalised head word: `cup`, `oz`, `tbsp`, `slice`, `fl oz`, `large`, `fries`, …
    public var unit: String
    /// The rest of the measure text: `chopped`, `(3" dia)`, `large`.
    public var modifier: String
    /// The USDA measure description, verbatim.
    public var description: String
    /// Weight of `amount` units.
    public var grams: Double
    /// Weight of one unit (`grams / amount`).
    public var gramsPerUnit: Double
    /// `unit` as a `MeasureUnit` when it names one (`tbsp` → tablespoon; "extra" + "large…" → extra large).
    public var measure: MeasureUnit?
    /// `unit` made singular as words are (`berries` → `berry`), to match a counted food's name.
    public var unitKey: String

    public init(sequence: Int, amount: Double, unit: String, modifier: String, description: String, grams: Double, gramsPerUnit: Double) {
        self.sequence = sequence
        self.amount = amount
        self.unit = unit
        self.modifier = modifier
        self.description = description
        self.grams = grams
        self.gramsPerUnit = gramsPerUnit
        self.measure = Self.measure(unit: unit, named: MeasureUnit.named(unit), modifier: modifier)
        self.unitKey = WordForms.singular(unit)
    }

    /// A portion whose unit's `MeasureUnit.named` and singular key are already known (the table reads the
    /// same few hundred units thousands of times).
    init(sequence: Int, amount: Double, unit: String, named: MeasureUnit?, unitKey: String, modifier: String, description: String,
         grams: Double, gramsPerUnit: Double) {
        self.sequence = sequence
        self.amount = amount
        self.unit = unit
        self.modifier = modifier
        self.description = description
        self.grams = grams
        self.gramsPerUnit = gramsPerUnit
        self.measure = Self.measure(unit: unit, named: named, modifier: modifier)
        self.unitKey = unitKey
    }

    /// "extra" + "large…" is extra large; otherwise the unit the head word names.
    static func measure(unit: String, named: MeasureUnit?, modifier: String) -> MeasureUnit? {
        unit == "extra" && modifier.hasPrefix("large") ? .extraLarge : named
    }
}
