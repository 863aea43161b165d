/// Daily calorie and macro targets.
///
/// BMR by Mifflin-St Jeor (men 10·kg + 6.25·cm − 5·age + 5; women … − 161), TDEE = BMR × activity
/// factor, goal = TDEE ± (lb per week × 3,500) / 7 with 0.5-2 lb a week, never below 1,200 kcal
/// (women) / 1,500 kcal (men). Macro grams at 4 / 4 / 9 kcal per g; the split must stay inside the
/// AMDR (carbs 45-65 %, protein 10-35 %, fat 20-35 %) unless the caller insists.
public enum NutritionTargets {
    /// Why targets were refused.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// A weekly rate outside 0.5-2 lb.
        case rateOutOfRange(poundsPerWeek: Double)
        /// A split outside the AMDR (or not summing to 100) without `insist`.
        case outsideAMDR([String])
        /// Age, weight or height that cannot be right.
        case implausibleProfile(String)

        public var description: String {
            switch self {
            case let .rateOutOfRange(rate):
                return "A rate of \(QuantityParser.format(rate)) lb a week is outside the safe 0.5-2 lb range."
            case let .outsideAMDR(problems):
                return "That split is outside the recommended ranges: " + problems.joined(separator: "; ") + ". Say so again to insist."
            case let .implausibleProfile(why): return why
            }
        }
    }

    /// Grams of each macro for a calorie target.
    public struct Macros: Codable, Sendable, Equatable {
        public var carbsG: Double
        public var proteinG: Double
        public var fatG: Double
        public var split: MacroSplit
    }

    /// The full set of daily targets with the working shown.
    public struct Daily: Codable, Sendable, Equatable {
        public var bmr: Double
        public var tdee: Double
        /// kcal per day added (gain) or removed (lose) for the goal.
        public var goalAdjustment: Double
        /// The calorie target after the floor.
        public var kcal: Double
        /// True when the floor raised the target.
        public var floorApplied: Bool
        public var macros: Macros
        /// Plain-language notes: the floor, an insisted split outside the AMDR.
        public var notes: [String]
    }

    /// Mifflin-St Jeor basal metabolic rate, kcal per day.
    public static func bmr(_ profile: BodyProfile) -> Double {
        let base = 10 * profile.weightKg + 6.25 * profile.heightCm - 5 * profile.ageYears
        return base + (profile.sex == .male ? 5 : -161)
    }

    /// Total daily energy expenditure: BMR × activity factor.
    public static func tdee(_ profile: BodyProfile) -> Double { bmr(profile) * profile.activity.factor }

    /// Macro grams for `kcal` (4 kcal/g carbs and protein, 9 kcal/g fat). Refuses a split outside the
    /// AMDR unless `insist`.
    public static func macros(kcal: Double, split: MacroSplit = .standard, insist: Bool = false) throws -> Macros {
        let problems = split.amdrViolations
        if !problems.isEmpty && !insist { throw Refusal.outsideAMDR(problems) }
        return Macros(carbsG: kcal * split.carbsPercent / 100 / 4, proteinG: kcal * split.proteinPercent / 100 / 4,
                      fatG: kcal * split.fatPercent / 100 / 9, split: split)
    }

    /// Daily targets for a profile and goal.
    public static func daily(_ profile: BodyProfile, goal: WeightGoal = .maintain, split: MacroSplit = .standard,
                             insist: Bool = false) throws -> Daily {
        guard (13...110).contains(profile.ageYears), (25...400).contains(profile.weightKg), (100...250).contains(profile.heightCm) else {
            throw Refusal.implausibleProfile("Age \(QuantityParser.format(profile.ageYears)), \(QuantityParser.format(profile.weightKg)) kg, \(QuantityParser.format(profile.heightCm)) cm does not look right.")
        }
        if let rate = goal.rate, !(0.5...2).contains(rate) { throw Refusal.rateOutOfRange(poundsPerWeek: rate) }
        let base = bmr(profile)
        let expenditure = base * profile.activity.factor
        let adjustment = goal.dailyAdjustment
        var kcal = expenditure + adjustment
        var notes: [String] = []
        var floorApplied = false
        if kcal < profile.sex.calorieFloor {
            notes.append("raised to the \(QuantityParser.format(profile.sex.calorieFloor)) kcal floor (the goal asked for \(QuantityParser.format(kcal.rounded())) kcal)")
            kcal = profile.sex.calorieFloor
            floorApplied = true
        }
        let problems = split.amdrViolations
        let macros = try macros(kcal: kcal, split: split, insist: insist)
        if !problems.isEmpty { notes.append("split outside the AMDR at your request: " + problems.joined(separator: "; ")) }
        return Daily(bmr: base, tdee: expenditure, goalAdjustment: adjustment, kcal: kcal, floorApplied: floorApplied,
                     macros: macros, notes: notes)
    }
}
