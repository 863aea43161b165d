import Intents
import Nutrition

extension Executor {
    /// "what's my BMR", "my maintenance calories": Mifflin-St Jeor at rest, and times the
    /// activity factor for a day, from the profile; what is missing is named.
    func energyBurned(_ energy: NutritionQuery.Energy) -> Reply {
        let nutrition = state.model.nutrition
        guard let body = nutrition.body, let targets = try? NutritionTargets.daily(body, goal: nutrition.goal, split: nutrition.split, insist: true) else {
            let missing = state.model.nutrition.missing.joined(separator: ", ")
            return Reply("To work that out I need your profile (\(missing)), e.g. “I'm a 30 year old woman, 65 kg, 170 cm, moderately active”.", outcome: .notDone, intent: "nutrition.query")
        }
        switch energy {
        case .bmr:
            return Reply("Your BMR: \(Self.kcal(targets.bmr)) a day at rest (Mifflin-St Jeor). With \(body.activity.rawValue) activity you burn about \(Self.kcal(targets.tdee)) a day.", intent: "nutrition.query")
        case .tdee:
            return Reply("You burn about \(Self.kcal(targets.tdee)) a day: BMR \(Self.kcal(targets.bmr)) × \(body.activity.factor) for \(body.activity.rawValue) activity. Your target: \(Self.kcal(dayTargets()?.kcal ?? targets.kcal)).", intent: "nutrition.query")
        }
    }
}
