import Intents
import Nutrition

extension Executor {
    /// "what's my BMR", "my maintenance calories": Mifflin-St Jeor at rest, and times the
    /// activity factor for a day, from the profile; what is missing is named.
    func energyBurned(_ energy: NutritionQuery.Energy) -> Reply {
        let nutrition = state.model.nutrition
        if energy == .bmi { return bodyMassIndex() }
        guard let body = nutrition.body, let targets = try? NutritionTargets.daily(body, goal: nutrition.goal, split: nutrition.split, insist: true) else {
            let missing = state.model.nutrition.missing.joined(separator: ", ")
            return Reply("To work that out I need your profile (\(missing)), e.g. “I'm a 30 year old woman, 65 kg, 170 cm, moderately active”.", outcome: .notDone, intent: "nutrition.query")
        }
        switch energy {
        case .bmr:
            return Reply("Your BMR: \(Self.kcal(targets.bmr)) a day at rest (Mifflin-St Jeor). With \(body.activity.rawValue) activity you burn about \(Self.kcal(targets.tdee)) a day.", intent: "nutrition.query")
        case .bmi:
            return bodyMassIndex()
        case .tdee:
            return Reply("You burn about \(Self.kcal(targets.tdee)) a day: BMR \(Self.kcal(targets.bmr)) × \(body.activity.factor) for \(body.activity.rawValue) activity. Your target: \(Self.kcal(dayTargets()?.kcal ?? targets.kcal)).", intent: "nutrition.query")
        }
    }

    /// "what's my BMI": weight and height only, kg / m², with the WHO's adult bands.
    func bodyMassIndex() -> Reply {
        let nutrition = state.model.nutrition
        guard let kg = nutrition.weightKg, let cm = nutrition.heightCm, cm > 0 else {
            // Only what is missing is asked for ("I weigh 182 lbs" then "what's my BMI").
            let missing = nutrition.weightKg == nil ? (nutrition.heightCm == nil ? "weight and height, e.g. “I'm 65 kg and 170 cm”" : "weight, e.g. “I weigh 65 kg”")
                : "height, e.g. “I'm 170 cm” or “I'm 5 foot 7”"
            return Reply("To work out your BMI I need your \(missing).", outcome: .notDone, intent: "nutrition.query")
        }
        let bmi = kg / ((cm / 100) * (cm / 100))
        let band = bmi < 18.5 ? "underweight" : bmi < 25 ? "a healthy weight" : bmi < 30 ? "overweight" : "obese"
        return Reply(String(format: "Your BMI: %.1f (%@ by the WHO's adult bands; it does not tell muscle from fat).", bmi, band), intent: "nutrition.query")
    }
}
