import Foundation
import Nutrition

/// A logged meal: what was eaten, when, with the grams and nutrients worked out at logging time
/// (so a later change to the food table does not rewrite history).
public struct MealEntry: Sendable, Equatable, Codable {
    public var eaten: Date
    public var meal: String?
    public var items: [LoggedFood]
}

public struct LoggedFood: Sendable, Equatable, Codable {
    /// As the user said it ("a slice of toast").
    public var text: String
    public var foodID: String
    public var foodName: String
    public var grams: Double
    public var nutrients: Nutrients
    public var assumed: [String]
}

/// Body, goal, macro split and diet: what daily targets are computed from.
public struct NutritionProfile: Sendable, Equatable, Codable {
    public var sex: Sex?
    public var ageYears: Double?
    public var weightKg: Double?
    public var heightCm: Double?
    public var activity: ActivityLevel?
    public var goal: WeightGoal = .maintain
    public var split: MacroSplit = .standard
    public var restrictions = DietaryRestrictions()
    /// A daily calorie goal the user set ("change my calorie goal to 1800"), in place of the computed one.
    public var calorieGoal: Double?
    /// A weight to reach ("I want to get to 170 lbs"); `goal` says the pace.
    public var targetWeightKg: Double?
    /// The unit the goal weight was said in ("lb", "kg"), for replies about it.
    public var targetWeightUnit: String?
    /// Whether the user last said a body measure in imperial units ("170 lbs", "5'6"): a weight
    /// or height said later without a unit is read in those, before the units setting.
    public var measuresImperial: Bool?

    public init() {}

    /// The body profile, when every part of it is known.
    public var body: BodyProfile? {
        guard let sex, let ageYears, let weightKg, let heightCm else { return nil }
        return BodyProfile(sex: sex, ageYears: ageYears, weightKg: weightKg, heightCm: heightCm, activity: activity ?? .sedentary)
    }

    /// What is still needed for targets, in words.
    public var missing: [String] {
        [sex == nil ? "sex" : nil, ageYears == nil ? "age" : nil, weightKg == nil ? "weight" : nil, heightCm == nil ? "height" : nil].compactMap { $0 }
    }
}
