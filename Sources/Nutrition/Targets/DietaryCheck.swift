import Foundation

/// Dietary preferences and allergies checked against the food table's `tags` column.
///
/// The tags come from keyword rules over USDA descriptions (see the table README): they miss
/// ingredients a description does not name, so a warning is a hint and the absence of one is no
/// guarantee. Every warning says so.
public struct DietaryRestrictions: Codable, Sendable, Equatable {
    /// A diet that excludes tags.
    public enum Preference: String, Codable, Sendable, CaseIterable {
        case vegetarian, vegan, pescatarian, glutenFree = "gluten-free", dairyFree = "dairy-free", eggFree = "egg-free"

        /// The tags this diet excludes.
        public var excludedTags: Set<String> {
            switch self {
            case .vegetarian: return ["meat", "fish", "shellfish"]
            case .vegan: return ["meat", "fish", "shellfish", "dairy", "egg"]
            case .pescatarian: return ["meat"]
            case .glutenFree: return ["gluten"]
            case .dairyFree: return ["dairy"]
            case .eggFree: return ["egg"]
            }
        }
    }

    public var preferences: [Preference]
    /// Allergy tags: `peanut`, `tree_nut`, `shellfish`, `fish`, `egg`, `dairy`, `soy`, `gluten`.
    public var allergies: [String]

    public init(preferences: [Preference] = [], allergies: [String] = []) {
        self.preferences = preferences
        self.allergies = allergies.compactMap(Self.allergyTag)
    }

    /// The tag for an allergy as people say it: "peanuts" → peanut, "nuts"/"tree nuts" → tree_nut,
    /// "milk"/"lactose" → dairy, "wheat"/"gluten" → gluten, "eggs" → egg, "shrimp" → shellfish.
    public static func allergyTag(_ phrase: String) -> String? {
        let text = phrase.lowercased()
        if text.contains("peanut") { return "peanut" }
        if text.contains("nut") || text.contains("almond") || text.contains("walnut") || text.contains("cashew") { return "tree_nut" }
        if text.contains("shellfish") || text.contains("shrimp") || text.contains("crab") || text.contains("lobster") { return "shellfish" }
        if text.contains("fish") { return "fish" }
        if text.contains("egg") { return "egg" }
        if text.contains("milk") || text.contains("dairy") || text.contains("lactose") { return "dairy" }
        if text.contains("soy") { return "soy" }
        if text.contains("gluten") || text.contains("wheat") || text.contains("celiac") || text.contains("coeliac") { return "gluten" }
        return nil
    }
}

/// A possible conflict between a logged food and the user's diet or allergies.
public struct DietaryWarning: Codable, Sendable, Equatable {
    public var foodID: String
    public var tag: String
    /// "vegetarian" or "allergy".
    public var reason: String
    /// The warning in words, which always says the tags are hints.
    public var message: String
}

public enum DietaryCheck {
    /// Warnings for `food` under `restrictions` (allergies first).
    public static func warnings(for food: Food, restrictions: DietaryRestrictions) -> [DietaryWarning] {
        var warnings: [DietaryWarning] = []
        let tags = Set(food.tags)
        let hint = "(from the food table's tags, which are hints and not allergen declarations: check the label)"
        // An allergy as said ("peanuts", from a state saved before they were stored as tags) is its tag.
        let allergies = restrictions.allergies.map { DietaryRestrictions.allergyTag($0) ?? $0 }
        for allergy in allergies where tags.contains(allergy) {
            warnings.append(DietaryWarning(foodID: food.id, tag: allergy, reason: "allergy",
                                           message: "\(food.name) may contain \(allergy.replacingOccurrences(of: "_", with: " ")), which you are allergic to \(hint)."))
        }
        for preference in restrictions.preferences {
            for tag in preference.excludedTags.sorted() where tags.contains(tag) && !warnings.contains(where: { $0.tag == tag }) {
                warnings.append(DietaryWarning(foodID: food.id, tag: tag, reason: preference.rawValue,
                                               message: "\(food.name) is tagged \(tag), which does not fit \(preference.rawValue) \(hint)."))
            }
        }
        return warnings
    }
}
