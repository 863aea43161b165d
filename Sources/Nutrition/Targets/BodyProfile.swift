/// Sex as used by the Mifflin-St Jeor equation.
public enum Sex: String, Codable, Sendable, CaseIterable {
    case male, female

    /// The daily calorie floor: 1,500 kcal for men, 1,200 kcal for women.
    public var calorieFloor: Double { self == .male ? 1500 : 1200 }
}

/// How active someone is, with the usual TDEE multipliers.
public enum ActivityLevel: String, Codable, Sendable, CaseIterable {
    case sedentary, light, moderate, active, extraActive = "extra active"

    /// 1.2 / 1.375 / 1.55 / 1.725 / 1.9.
    public var factor: Double {
        switch self {
        case .sedentary: return 1.2
        case .light: return 1.375
        case .moderate: return 1.55
        case .active: return 1.725
        case .extraActive: return 1.9
        }
    }

    /// The level a phrase names: "sedentary", "lightly active", "moderately active", "very active", "extra active".
    public static func named(_ phrase: String) -> ActivityLevel? {
        let text = phrase.lowercased()
        if text.contains("extra") || text.contains("extremely") || text.contains("athlete") { return .extraActive }
        if text.contains("sedentary") || text.contains("inactive") || text.contains("desk") { return .sedentary }
        if text.contains("light") { return .light }
        if text.contains("moderate") { return .moderate }
        if text.contains("very") || text.contains("active") { return text.contains("very") ? .active : .moderate }
        return nil
    }
}

/// The body measurements the targets are computed from (metric; see `ImperialMeasures` for feet,
/// inches and pounds).
public struct BodyProfile: Codable, Sendable, Equatable {
    public var sex: Sex
    public var ageYears: Double
    public var weightKg: Double
    public var heightCm: Double
    public var activity: ActivityLevel

    public init(sex: Sex, ageYears: Double, weightKg: Double, heightCm: Double, activity: ActivityLevel) {
        self.sex = sex
        self.ageYears = ageYears
        self.weightKg = weightKg
        self.heightCm = heightCm
        self.activity = activity
    }
}

/// A weight goal: lose or gain 0.5-2 lb a week, or maintain.
public enum WeightGoal: Codable, Sendable, Equatable {
    case lose(poundsPerWeek: Double)
    case maintain
    case gain(poundsPerWeek: Double)

    /// Daily kcal change: ±(lb per week × 3,500 kcal) / 7.
    public var dailyAdjustment: Double {
        switch self {
        case let .lose(rate): return -rate * 3500 / 7
        case .maintain: return 0
        case let .gain(rate): return rate * 3500 / 7
        }
    }

    var rate: Double? {
        switch self {
        case let .lose(rate), let .gain(rate): return rate
        case .maintain: return nil
        }
    }
}
