/// One food of a meal sentence with its amount, weight and nutrients.
public struct MealItem: Sendable {
    /// Where the item is in the parsed text: Unicode scalar offsets, end exclusive.
    public var span: Range<Int>
    /// The item's text as written ("a slice of toast").
    public var text: String
    /// The amount as written ("2", "half a", "a couple of"), nil when none was given.
    public var quantityText: String?
    /// The amount read, nil when none was given (one portion is then assumed).
    public var quantity: Quantity?
    /// The unit, nil for a bare count ("2 eggs").
    public var unit: MeasureUnit?
    /// A size word in front of a unit or food ("a large bowl", "2 small apples").
    public var size: MeasureUnit?
    /// The food phrase as written ("toast", "scrambled eggs").
    public var foodPhrase: String
    /// How the food phrase resolved (food, confidence, alternatives, or a question).
    public var match: FoodMatch
    /// Grams eaten, nil when the food is unresolved.
    public var grams: Double?
    /// Nutrients for `grams`, nil when the food is unresolved.
    public var nutrients: Nutrients?
    /// What was assumed: amount conventions, missing units, table fallbacks.
    public var assumed: [String]
    /// 0…1: the match's confidence, lowered a little when something had to be assumed.
    public var confidence: Double

    /// The food, when resolved.
    public var food: Food? { match.food }
    /// The question to ask when the food is unresolved.
    public var question: String? { match.question }
    /// True when nothing had to be assumed.
    public var isExact: Bool { assumed.isEmpty }
}

/// A parsed meal sentence.
public struct MealParse: Sendable {
    /// The text that was parsed.
    public var text: String
    /// The foods, in order.
    public var items: [MealItem]
    /// The meal named by the sentence, if any.
    public var meal: Meal?
    /// Where the meal words are ("for breakfast", "last night").
    public var mealSpan: Range<Int>?
    /// Spans of lead-ins that were recognised and skipped ("I had", "log").
    public var leadInSpans: [Range<Int>]

    /// Nutrients of every resolved item.
    public var total: Nutrients { items.compactMap(\.nutrients).reduce(.zero, +) }
    /// Items whose food is unknown or a mixed dish without an entry.
    public var unresolved: [MealItem] { items.filter { $0.food == nil } }
}
