import Foundation
import Nutrition
import Text

/// `meal.log`: "log 2 eggs and a slice of toast for breakfast".
public struct MealLog: Sendable, Equatable, Codable {
    /// The food part as written (the whole sentence when the grammar gave no slot).
    public var text: String
    /// breakfast, lunch, dinner, snack, when said.
    public var meal: String?
    /// When it was eaten, when said ("yesterday", "at 8am").
    public var when: DueDate?
    /// "too", "also": the food goes with the meal just logged rather than making a new one.
    public var adds: Bool
    /// `text` as the part of the parsed line it is, with the line's tokens, so the meal parser reads
    /// those rather than tokenizing `text` again; nil when `text` is no part of the line as written
    /// (see `TokenizedPart`) or was not parsed from a line. Only a copy of `text` in another form:
    /// not compared and not stored.
    public var words: TokenizedPart?

    public init(text: String, meal: String? = nil, when: DueDate? = nil, adds: Bool = false, words: TokenizedPart? = nil) {
        self.text = text
        self.meal = meal
        self.when = when
        self.adds = adds
        self.words = words
    }

    private enum CodingKeys: String, CodingKey { case text, meal, when, adds }

    public static func == (a: MealLog, b: MealLog) -> Bool {
        (a.text, a.meal, a.when, a.adds) == (b.text, b.meal, b.when, b.adds)
    }
}

/// `meal.edit`: "actually it was 3 eggs", "make that 2 slices of toast", "change the eggs to 3",
/// "the eggs at breakfast were 3".
public struct MealEdit: Sendable, Equatable, Codable {
    /// The logged item meant, as said ("the eggs"); nil for "it" / "that", when the new value says which.
    public var item: String?
    /// The new amount ("3", "2 slices", "half a cup") or the new item ("3 eggs", "a diet coke"), as said.
    public var value: String
    /// The meal the item is in, when said (breakfast, lunch, dinner, snack).
    public var meal: String?
    /// The day of that meal, when said ("yesterday").
    public var when: DueDate?

    public init(item: String? = nil, value: String, meal: String? = nil, when: DueDate? = nil) {
        self.item = item
        self.value = value
        self.meal = meal
        self.when = when
    }
}

/// `nutrition.query`: "how many calories left today?", "calories in a banana", "what did I eat yesterday?".
public struct NutritionQuery: Sendable, Equatable, Codable {
    /// calories, protein, carbs, fat, fiber, sugar, sodium, macros; nil for "what did I eat".
    public var metric: String?
    /// A food asked about without logging it ("calories in a banana").
    public var food: String?
    public var window: TimeWindow?
    /// The question as asked.
    public var text: String
    /// The nutrient with a daily target the question names, when it names one.
    public var nutrient: TargetNutrient?
    /// "how much protein do I have left": what is left of the day's target.
    public var asksLeft: Bool
    /// "how many grams of fat should I eat a day": the target itself.
    public var asksTarget: Bool
    /// "what did I eat": the meals themselves, whatever nutrient is named.
    public var asksMeals: Bool = false
    /// "what's my BMR", "my maintenance calories": the energy the body burns, not what was eaten.
    public var energy: Energy?
    public enum Energy: String, Sendable, Codable { case bmr, tdee, bmi }
    /// The measure asked about, as the grammar's `h_metric` value names it: the answer leads with it.
    public var measure: Measure? { metric.flatMap(Measure.init(rawValue:)) }
    public enum Measure: String, Sendable, Codable {
        case calories, protein, carbs, fat, fiber, sugar, sodium, saturatedFat = "saturated-fat", macros, cholesterol, nutrients
    }
    /// The meal asked about ("what did I have for breakfast"); nil: every meal of the window.
    public var mealtime: String?
    /// "how many calories in that": the food is a pointer (the grammar's `m_pointer`), to the
    /// meal just logged.
    public var aboutLastMeal = false

    /// The nutrients with a daily target.
    public enum TargetNutrient: String, Sendable, Codable, CaseIterable { case calories, protein, carbs, fat }

    public init(metric: String?, food: String?, window: TimeWindow?, text: String, nutrient: TargetNutrient? = nil,
                asksLeft: Bool = false, asksTarget: Bool = false, asksMeals: Bool = false) {
        self.asksMeals = asksMeals
        self.metric = metric
        self.food = food
        self.window = window
        self.text = text
        self.nutrient = nutrient
        self.asksLeft = asksLeft
        self.asksTarget = asksTarget
    }
}

extension NutritionQuery {
    private enum CodingKeys: String, CodingKey { case metric, food, window, text, nutrient, asksLeft, asksTarget, asksMeals, energy, mealtime, aboutLastMeal }

    /// A query saved before `asksMeals` existed (a pending question in a store) still reads.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(metric: try container.decodeIfPresent(String.self, forKey: .metric), food: try container.decodeIfPresent(String.self, forKey: .food),
                  window: try container.decodeIfPresent(TimeWindow.self, forKey: .window), text: try container.decode(String.self, forKey: .text),
                  nutrient: try container.decodeIfPresent(TargetNutrient.self, forKey: .nutrient),
                  asksLeft: try container.decode(Bool.self, forKey: .asksLeft), asksTarget: try container.decode(Bool.self, forKey: .asksTarget),
                  asksMeals: try container.decodeIfPresent(Bool.self, forKey: .asksMeals) ?? false)
        energy = try container.decodeIfPresent(Energy.self, forKey: .energy)
        mealtime = try container.decodeIfPresent(String.self, forKey: .mealtime)
        aboutLastMeal = try container.decodeIfPresent(Bool.self, forKey: .aboutLastMeal) ?? false
    }
}

/// `profile.set`: "I'm a 30 year old woman, 65 kg, 170 cm, moderately active"; any part may be missing.
public struct ProfileUpdate: Sendable, Equatable, Codable {
    public var sex: Sex?
    public var ageYears: Double?
    public var weightKg: Double?
    public var heightCm: Double?
    public var activity: ActivityLevel?
    public var preferences: [DietaryRestrictions.Preference]
    public var allergies: [String]
    /// A number said without a unit for a field the sentence names ("my height is 180"): the copilot
    /// reads it in the user's units (cm and kg, or inches and pounds).
    public var unitless: Unitless?
    /// The units the measures were said in: imperial (lb, ft, in) or metric; nil when none or both.
    public var saidImperial: Bool?

    /// Which field a number without a unit is for.
    public enum Field: String, Sendable, Codable { case weight, height }
    public struct Unitless: Sendable, Equatable, Codable {
        public var field: Field
        public var value: Double
    }

    /// The parts of a profile: `sex`, `activity` and `diets` as the grammar's values (`p_sex`,
    /// `p_activity`, `p_diet`), the allergies the grammar found ("allergic to {allergy}"), and the
    /// measures read from what is left of the text, metric or imperial.
    public init(text: String, sex: String? = nil, activity: String? = nil, diets: [String] = [], allergies named: [String] = [], field: Field? = nil) {
        self.sex = sex.flatMap(Sex.init(rawValue:))
        self.activity = activity.flatMap { ActivityLevel(rawValue: $0.replacingOccurrences(of: "-", with: " ")) }
        var preferences: [DietaryRestrictions.Preference] = []
        for diet in diets.compactMap(DietaryRestrictions.Preference.init(rawValue:)) where !preferences.contains(diet) { preferences.append(diet) }
        self.preferences = preferences
        let measures = BodyMeasures(reading: text.lowercased())
        weightKg = measures.weightKg
        heightCm = measures.heightCm
        saidImperial = measures.saidImperial
        // "my height is 180": the field the grammar found, when the number has no unit of its own.
        if let field, (field == .weight ? weightKg : heightCm) == nil, measures.unitless.count == 1 {
            unitless = Unitless(field: field, value: measures.unitless[0])
        }
        // Stored as the food table's allergy tags ("peanuts" → peanut), which is what foods are checked against.
        self.allergies = named.map { DietaryRestrictions.allergyTag($0) ?? $0 }
    }
}

/// `goal.set`: "set protein to 35%", "I want to lose 1 lb a week", "set my daily goal to 90 minutes".
/// Every part is a typed slot of the grammar: the nutrient, the percent, the direction, the pace
/// and its unit; Swift reads no words.
public struct GoalChange: Sendable, Equatable, Codable {
    /// Minutes, when the goal is a length of time.
    public var minutes: Double?
    /// "anyway": keep a macro split outside the recommended ranges.
    public var insist: Bool
    /// The nutrient whose daily target is set ("my calorie goal", "my fat target"), as the grammar's slot named it.
    public var nutrient: NutritionQuery.TargetNutrient?
    /// The amount said for it (kcal for calories, grams for a macro).
    public var amount: Double?
    /// A macro's share of the day's energy, in percent ("set protein to 35%").
    public var percent: Double?
    /// A weight goal: which way, and the pace in pounds a week when one was said.
    public var weightGoal: WeightGoal?
    /// An amount in all ("lose 10 pounds"), in pounds, when no pace was said.
    public var totalPounds: Double?
    /// When an amount in all is to be reached ("lose 10 pounds by march"): the pace follows from it.
    public var by: Date?
    /// The unit the weight was said in ("kg", "lb"), so the reply speaks it; nil when none was.
    public var massSaid: String?
    /// A weight to reach ("get to 170 lbs"), in `targetMass` ("lb", "kg"; nil: the user's units).
    public var targetWeight: Double?
    public var targetMass: String?

    public init(minutes: Double? = nil, insist: Bool = false, nutrient: NutritionQuery.TargetNutrient? = nil, amount: Double? = nil,
                percent: Double? = nil, weightGoal: WeightGoal? = nil, totalPounds: Double? = nil) {
        self.minutes = minutes
        self.insist = insist
        self.nutrient = nutrient
        self.amount = amount
        self.percent = percent
        self.weightGoal = weightGoal
        self.totalPounds = totalPounds
    }

    /// A goal that is a weight to reach.
    public init(targetWeight: Double, mass: String?) {
        self.init()
        self.targetWeight = targetWeight
        self.targetMass = mass
    }

    /// "set protein to 35%" -> (.protein, 35).
    public var macroPercent: (MacroSplit.Macro, Double)? {
        guard let percent, let nutrient, let macro = MacroSplit.Macro(rawValue: nutrient.rawValue) else { return nil }
        return (macro, percent)
    }

    /// The goal from the grammar's slots: `direction` (lose, gain, maintain), a pace (`rate` or
    /// `half`) in `mass` units (lb or kg); with no pace said, 1 lb a week.
    static func weightGoal(direction: String?, rate: Double?, mass: String?) -> WeightGoal? {
        // No pace said ("lose 5 kg"): 1 lb a week, whatever unit the total was in.
        var pounds = rate ?? 1
        if mass == "kg", rate != nil { pounds = ImperialMeasures.pounds(kilograms: pounds) }
        switch direction {
        case "lose": return .lose(poundsPerWeek: pounds)
        case "gain": return .gain(poundsPerWeek: pounds)
        case "maintain": return .maintain
        default: return nil
        }
    }
}
