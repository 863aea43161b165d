import Foundation
import Nutrition

/// What the household's members may not eat, and what was logged for them: a child's meals are
/// theirs, kept apart from the user's own log and totals, and checked against their own diet
/// and allergies (the brief's family dietary restrictions).
public struct FamilyMeals: FamilyState {
    public static let key = "family-meals"
    /// By the member's name in lower case.
    public var restrictions: [String: DietaryRestrictions] = [:]
    public var meals: [String: [MealEntry]] = [:]

    public init() {}
}
