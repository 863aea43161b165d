/// The meal a sentence names: "for breakfast", "lunch:", "last night" (dinner).
public enum Meal: String, Sendable, Codable, CaseIterable {
    case breakfast, brunch, lunch, dinner, snack

    /// The meal a single word names: `supper` is dinner, `dessert` and `snacks` are snack.
    public static func named(_ word: String) -> Meal? { names[word] }

    static let names: [String: Meal] = [
        "breakfast": .breakfast, "brekkie": .breakfast, "brekky": .breakfast, "brunch": .brunch, "lunch": .lunch,
        "luncheon": .lunch, "dinner": .dinner, "supper": .dinner, "snack": .snack, "snacks": .snack,
        "dessert": .snack, "desert": .snack,
    ]
}
