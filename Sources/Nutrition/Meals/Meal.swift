/// The meal a sentence names: "for breakfast", "lunch:", "last night" (dinner).
public enum Meal: String, Sendable, Codable, CaseIterable {
    case breakfast, brunch, lunch, dinner, snack

    /// The meal a single word names: `supper` is dinner, `dessert` and `snacks` are snack.
    public static func named(_ word: String) -> Meal? { names[word] }

    /// The meal eaten at an hour of the day when none is said: breakfast 04:00-10:59, lunch 11:00-14:59,
    /// a snack 15:00-16:59, dinner 17:00-21:59, a snack at night.
    public static func at(hour: Int) -> Meal {
        switch hour {
        case 4..<11: return .breakfast
        case 11..<15: return .lunch
        case 17..<22: return .dinner
        default: return .snack
        }
    }

    static let names: [String: Meal] = [
        "breakfast": .breakfast, "brekkie": .breakfast, "brekky": .breakfast, "brunch": .brunch, "lunch": .lunch,
        "luncheon": .lunch, "dinner": .dinner, "supper": .dinner, "snack": .snack, "snacks": .snack,
        "dessert": .snack, "desert": .snack,
    ]
}
