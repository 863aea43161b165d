/// The meal a sentence names: "for breakfast", "lunch:", "last night" (dinner).
public enum Meal: String, Sendable, Codable, CaseIterable {
    case breakfast, brunch, lunch, dinner, snack

    /// The meal a single word names: `supper` is dinner, `dessert` and `snacks` are snack.
    public static func named(_ word: String) -> Meal? {
        switch word {
        case "breakfast", "brekkie", "brekky": return .breakfast
        case "brunch": return .brunch
        case "lunch", "luncheon": return .lunch
        case "dinner", "supper", "tea time": return .dinner
        case "snack", "snacks", "dessert", "desert": return .snack
        default: return nil
        }
    }
}
