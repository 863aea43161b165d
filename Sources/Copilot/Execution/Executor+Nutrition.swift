import Foundation
import Intents
import Nutrition

/// Meal logging, nutrition questions, body profile and goals.
extension Executor {
    static let meals = MealParser.bundled()

    mutating func logMeal(_ log: MealLog) -> Reply {
        let parsed = Self.meals.parse(log.text)
        let resolved = parsed.items.filter { $0.food != nil && $0.grams != nil && $0.nutrients != nil }
        let unresolved = parsed.unresolved.map { "“\($0.foodPhrase)”: \($0.question ?? "I don't know that food.")" }
        guard !resolved.isEmpty else {
            let reason = unresolved.isEmpty ? "I couldn't find a food in that." : unresolved.joined(separator: "\n")
            return Reply("Nothing logged. \(reason)", outcome: .notDone, intent: "meal.log")
        }
        let meal = log.meal ?? parsed.meal?.rawValue
        let foods = resolved.map { item in
            LoggedFood(text: item.text, foodID: item.food!.id, foodName: item.food!.name, grams: item.grams!, nutrients: item.nutrients!, assumed: item.assumed)
        }
        state.checkpoint("logged \(meal ?? "a meal")")
        state.model.meals.append(MealEntry(eaten: log.when?.date ?? now, meal: meal, items: foods))
        let total = foods.map(\.nutrients).reduce(.zero, +)
        var lines = ["Logged \(meal ?? "a meal"): " + foods.map { "\($0.text) (\(Self.grams($0.grams)), \(Self.kcal($0.nutrients.kcal)))" }.joined(separator: ", ") + " — \(Self.kcal(total.kcal)) in all."]
        let assumed = foods.flatMap(\.assumed)
        if !assumed.isEmpty { lines.append("Assumed: " + assumed.joined(separator: "; ") + ".") }
        if !unresolved.isEmpty { lines.append("Not logged: " + unresolved.joined(separator: " ")) }
        let warnings = resolved.flatMap { DietaryCheck.warnings(for: $0.food!, restrictions: state.model.nutrition.restrictions) }
        lines += warnings.map { "Warning: \($0.message)" }
        return Reply(lines.joined(separator: "\n"), intent: "meal.log")
    }

    /// Removes the most recent logged food matching the words ("remove the toast").
    mutating func removeFood(_ words: String) -> Reply {
        let wanted = words.lowercased().split(separator: " ").filter { !["the", "a", "an", "my"].contains($0) }.map(String.init)
        for mealIndex in state.model.meals.indices.reversed() {
            if let itemIndex = state.model.meals[mealIndex].items.lastIndex(where: { food in
                let name = (food.text + " " + food.foodName).lowercased()
                return wanted.allSatisfy { name.contains($0) || name.contains(WordForms.singular($0)) }
            }) {
                let food = state.model.meals[mealIndex].items[itemIndex]
                state.checkpoint("removed \(food.text)")
                state.model.meals[mealIndex].items.remove(at: itemIndex)
                if state.model.meals[mealIndex].items.isEmpty { state.model.meals.remove(at: mealIndex) }
                return Reply("Removed \(food.text) (\(Self.kcal(food.nutrients.kcal))).", intent: "meal.remove")
            }
        }
        return Reply("I can't find “\(words)” in what you logged.", outcome: .notDone, intent: "meal.remove")
    }

    func answer(_ query: NutritionQuery) -> Reply {
        if let food = query.food, !food.isEmpty {
            let parsed = Self.meals.parse(food)
            guard !parsed.items.isEmpty, parsed.unresolved.isEmpty else {
                return Reply(parsed.unresolved.first?.question ?? "I don't know that food.", outcome: .notDone, intent: "nutrition.query")
            }
            return Reply(parsed.items.map { "\($0.text) (\(Self.grams($0.grams!))): \(Self.describe($0.nutrients!))" }.joined(separator: "\n"), intent: "nutrition.query")
        }
        let window = query.window ?? today()
        let eaten = state.model.meals.filter { $0.eaten >= window.start && $0.eaten < window.end }
        let total = eaten.flatMap(\.items).map(\.nutrients).reduce(.zero, +)
        let label = query.window?.text ?? "today"
        let metric = query.metric?.lowercased()
        if metric == nil || query.text.lowercased().contains("what did i eat") || query.text.lowercased().contains("what i ate") {
            guard !eaten.isEmpty else { return Reply("Nothing logged \(label).", intent: "nutrition.query") }
            let lines = eaten.map { "  \($0.meal ?? "meal"): " + $0.items.map(\.text).joined(separator: ", ") }
            return Reply("You logged \(label):\n" + lines.joined(separator: "\n") + "\n  Total: \(Self.describe(total))", intent: "nutrition.query")
        }
        let asksLeft = ["left", "remaining", "remain", "more can"].contains { query.text.lowercased().contains($0) }
        if asksLeft {
            guard let body = state.model.nutrition.body, let targets = try? NutritionTargets.daily(body, goal: state.model.nutrition.goal, split: state.model.nutrition.split) else {
                let missing = state.model.nutrition.missing.joined(separator: ", ")
                return Reply("You've had \(Self.kcal(total.kcal)) \(label). To say what's left I need your profile (\(missing)), e.g. “I'm a 30 year old woman, 65 kg, 170 cm, moderately active”.", outcome: .notDone, intent: "nutrition.query")
            }
            let left = targets.kcal - total.kcal
            return Reply("\(Self.kcal(max(0, left))) left of \(Self.kcal(targets.kcal)) \(label) (you've had \(Self.kcal(total.kcal)))" + (left < 0 ? "; that's \(Self.kcal(-left)) over." : "."), intent: "nutrition.query")
        }
        return Reply("\(label.prefix(1).uppercased() + label.dropFirst()): \(Self.describe(total)).", intent: "nutrition.query")
    }

    mutating func updateProfile(_ update: ProfileUpdate) -> Reply {
        var profile = state.model.nutrition
        profile.sex = update.sex ?? profile.sex
        profile.ageYears = update.ageYears ?? profile.ageYears
        profile.weightKg = update.weightKg ?? profile.weightKg
        profile.heightCm = update.heightCm ?? profile.heightCm
        profile.activity = update.activity ?? profile.activity
        profile.restrictions.preferences = Array(Set(profile.restrictions.preferences + update.preferences)).sorted { $0.rawValue < $1.rawValue }
        profile.restrictions.allergies = Array(Set(profile.restrictions.allergies + update.allergies)).sorted()
        guard profile != state.model.nutrition else {
            return Reply("I didn't find anything to update. Try “I'm a 30 year old woman, 65 kg, 170 cm, moderately active”.", outcome: .notDone, intent: "profile.set")
        }
        state.checkpoint("updated your profile")
        state.model.nutrition = profile
        var text = "Profile updated."
        if !update.preferences.isEmpty || !update.allergies.isEmpty {
            text += " I'll warn you about foods that conflict (from the food table's tags, which are hints, not a guarantee)."
        }
        if let body = profile.body {
            do {
                let targets = try NutritionTargets.daily(body, goal: profile.goal, split: profile.split)
                text += " Daily target: \(Self.kcal(targets.kcal)) (BMR \(Self.kcal(targets.bmr)) × \(body.activity.factor) for \(body.activity.rawValue) activity)."
            } catch {
                text += " \(error)"
            }
        } else if !profile.missing.isEmpty {
            text += " For daily targets I still need: \(profile.missing.joined(separator: ", "))."
        }
        return Reply(text, intent: "profile.set")
    }

    mutating func setGoal(_ change: GoalChange) -> Reply {
        if let (macro, percent) = change.macroPercent {
            let insist = ["insist", "anyway", "i know"].contains { change.text.lowercased().contains($0) }
            let rescaled = state.model.nutrition.split.setting(macro, to: percent)
            let split = insist ? rescaled : Self.keepInRange(rescaled, fixed: macro)
            if !split.amdrViolations.isEmpty && !insist {
                return Reply("Not inside the recommended ranges (carbs 45-65%, protein 10-35%, fat 20-35%): \(split.amdrViolations.joined(separator: "; ")). Say it again with “anyway” to insist.", outcome: .notDone, intent: "goal.set")
            }
            state.checkpoint("set \(macro.rawValue) to \(Int(percent))%")
            state.model.nutrition.split = split
            return Reply(String(format: "Macro split: carbs %.0f%%, protein %.0f%%, fat %.0f%%.", split.carbsPercent, split.proteinPercent, split.fatPercent), intent: "goal.set")
        }
        if let goal = change.weightGoal {
            if case .lose(let rate) = goal, !(0.5...2).contains(rate) {
                return Reply("A safe pace is 0.5 to 2 lb a week; \(rate) is outside that.", outcome: .notDone, intent: "goal.set")
            }
            if case .gain(let rate) = goal, !(0.5...2).contains(rate) {
                return Reply("A safe pace is 0.5 to 2 lb a week; \(rate) is outside that.", outcome: .notDone, intent: "goal.set")
            }
            state.checkpoint("changed your weight goal")
            state.model.nutrition.goal = goal
            return Reply("Goal set: \(change.text.lowercased().contains("maintain") ? "maintain your weight" : change.text).", intent: "goal.set")
        }
        if let minutes = change.minutes {
            return set(SettingChange(setting: "daily focus goal", value: nil, duration: minutes * 60))
        }
        return Reply("What goal? For example: “set my daily goal to 90 minutes”, “I want to lose 1 lb a week”, or “set protein to 35%”.", outcome: .notDone, intent: "goal.set")
    }

    /// After one macro is set, moves percentage points between the other two so each stays in its
    /// recommended range when that is possible ("protein 35%": 45/30/25 -> 45/35/20, not 41.8/35/23.2).
    static func keepInRange(_ split: MacroSplit, fixed: MacroSplit.Macro) -> MacroSplit {
        let ranges: [MacroSplit.Macro: ClosedRange<Double>] = [.carbs: MacroSplit.carbsRange, .protein: MacroSplit.proteinRange, .fat: MacroSplit.fatRange]
        var values: [MacroSplit.Macro: Double] = [.carbs: split.carbsPercent, .protein: split.proteinPercent, .fat: split.fatPercent]
        let others = MacroSplit.Macro.allCases.filter { $0 != fixed }
        let total = others.reduce(0) { $0 + values[$1]! }
        for macro in others {
            let other = others.first { $0 != macro }!
            let clamped = min(max(values[macro]!, ranges[macro]!.lowerBound), ranges[macro]!.upperBound)
            let rest = total - clamped
            if ranges[other]!.contains(rest) {
                values[macro] = clamped
                values[other] = rest
            }
        }
        return MacroSplit(carbsPercent: values[.carbs]!, proteinPercent: values[.protein]!, fatPercent: values[.fat]!)
    }

    private func today() -> TimeWindow {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let start = calendar.startOfDay(for: now)
        return TimeWindow(start: start, end: calendar.date(byAdding: .day, value: 1, to: start)!, text: "today")
    }

    static func kcal(_ value: Double) -> String { "\(Int(value.rounded())) kcal" }
    static func grams(_ value: Double) -> String { value >= 10 ? "\(Int(value.rounded())) g" : String(format: "%.1f g", value) }
    static func describe(_ n: Nutrients) -> String {
        "\(kcal(n.kcal)), \(grams(n.proteinG)) protein, \(grams(n.carbsG)) carbs, \(grams(n.fatG)) fat"
    }
}
