import Intents
import Nutrition

private let say = Replies.nutrition

extension Executor {
    /// "what's my BMR", "my maintenance calories": Mifflin-St Jeor at rest, and times the
    /// activity factor for a day, from the profile; what is missing is named.
    func energyBurned(_ energy: NutritionQuery.Energy) -> Reply {
        let nutrition = state.model.nutrition
        if energy == .bmi { return bodyMassIndex() }
        guard let body = nutrition.body, let targets = try? NutritionTargets.daily(body, goal: nutrition.goal, split: nutrition.split, insist: true) else {
            let missing = state.model.nutrition.missing.joined(separator: ", ")
            return Reply(say.energyMissing(missing: missing), outcome: .notDone, intent: "nutrition.query")
        }
        switch energy {
        case .bmr:
            return Reply(say.energyBmr(bmr: Self.kcal(targets.bmr), activity: body.activity.rawValue, tdee: Self.kcal(targets.tdee)), intent: "nutrition.query")
        case .bmi:
            return bodyMassIndex()
        case .tdee:
            return Reply(say.energyTdee(tdee: Self.kcal(targets.tdee), bmr: Self.kcal(targets.bmr), factor: "\(body.activity.factor)", activity: body.activity.rawValue,
                                         target: Self.kcal(dayTargets()?.kcal ?? targets.kcal)), intent: "nutrition.query")
        }
    }

    /// "what's my BMI": weight and height only, kg / m², with the WHO's adult bands.
    func bodyMassIndex() -> Reply {
        let nutrition = state.model.nutrition
        guard let kg = nutrition.weightKg, let cm = nutrition.heightCm, cm > 0 else {
            // Only what is missing is asked for ("I weigh 182 lbs" then "what's my BMI").
            let missing = nutrition.weightKg == nil ? (nutrition.heightCm == nil ? say.bmiMissingBoth() : say.bmiMissingWeight()) : say.bmiMissingHeight()
            return Reply(say.bmiMissing(missing: missing), outcome: .notDone, intent: "nutrition.query")
        }
        let bmi = kg / ((cm / 100) * (cm / 100))
        let band = bmi < 18.5 ? say.bmiUnder() : bmi < 25 ? say.bmiHealthy() : bmi < 30 ? say.bmiOver() : say.bmiObese()
        return Reply(say.bmi(bmi: String(format: "%.1f", bmi), band: band), intent: "nutrition.query")
    }
}
