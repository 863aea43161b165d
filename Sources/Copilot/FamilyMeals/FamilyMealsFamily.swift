import Foundation
import Intents
import Nutrition
import Numbers

/// What a food is, and why one was not read, are said as for the user's own meals.
private let nutrition = Replies.nutrition

/// A member's diet and allergies (`member.diet`: "Emma is allergic to peanuts", "Jack is
/// vegetarian", "what is Emma allergic to"), food logged for them (`member.meal`: "Emma had a
/// peanut butter sandwich for lunch", "log a yogurt for Leo"), each food checked against their
/// restrictions, and what they ate (`member.meals`: "what did Emma eat today").
enum FamilyMealsFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case diet(person: String, preferences: [DietaryRestrictions.Preference], allergies: [String])
        case askDiet(person: String)
        /// "can Lily eat shrimp": the food checked against what is noted for them.
        case canEat(person: String, food: String)
        case meal(person: String, text: String, mealtime: String?, when: DueDate?)
        /// What one member ate, or ("what did the kids eat today", no person) each member the
        /// group names, one after the other.
        case meals(person: String?, group: ReminderAdd.Group?, window: TimeWindow?)
    }

    static let intents = ["member.diet", "member.meal", "member.meals"]
    static let states: [any FamilyState.Type] = [FamilyMeals.self]
    static let replies: [any ReplyFamily] = [say]
    private static let say = FamilyMealsReplies()

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        if slots.intent == "member.meals", let group = slots.name("group").flatMap(ReminderAdd.Group.init(rawValue:)) {
            return .meals(person: nil, group: group, window: slots.window("when"))
        }
        guard let person = slots.person("person") else { return nil }
        switch slots.intent {
        case "member.diet":
            let preferences = slots.name("diet").flatMap(DietaryRestrictions.Preference.init(rawValue:)).map { [$0] } ?? []
            let allergies = slots.itemNames("allergy")
            if let food = slots.text("food") { return .canEat(person: person, food: food) }
            if preferences.isEmpty && allergies.isEmpty { return .askDiet(person: person) }
            return .diet(person: person, preferences: preferences, allergies: allergies)
        case "member.meal":
            guard let text = slots.text("meal") else { return nil }
            return .meal(person: person, text: text, mealtime: slots.text("mealtime"), when: slots.due("when"))
        default:
            return .meals(person: person, group: nil, window: slots.window("when"))
        }
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let person: String
        switch command {
        case .diet(let said, _, _), .askDiet(let said), .canEat(let said, _), .meal(let said, _, _, _), .meals(let said?, _, _): person = said
        case .meals(nil, let group, let window):
            let members = executor.state.model.members.filter { group != .children || $0.role == .child }
            guard !members.isEmpty else {
                return Reply(group == .children ? say.noChildren() : say.noMembers(), outcome: .notDone, intent: intent)
            }
            return Reply(members.map { run(.meals(person: $0.name, group: nil, window: window), intent: intent, on: &executor).text }.joined(separator: "\n"), intent: intent)
        }
        guard let index = executor.memberIndex(person) else { return executor.unknownMember(person, intent: intent) }
        let name = executor.state.model.members[index].name
        let key = name.lowercased()
        var family = executor.state.model.state(FamilyMeals.self)
        switch command {
        case .diet(_, let preferences, let allergies):
            var restrictions = family.restrictions[key] ?? DietaryRestrictions()
            let tags = allergies.compactMap(DietaryRestrictions.allergyTag)
            let unknown = allergies.filter { DietaryRestrictions.allergyTag($0) == nil }
            guard !preferences.isEmpty || !tags.isEmpty else {
                return Reply(say.dietUnknown(allergies: ReplyFormat.list(unknown)), outcome: .notDone, intent: intent)
            }
            for preference in preferences where !restrictions.preferences.contains(preference) { restrictions.preferences.append(preference) }
            for tag in tags where !restrictions.allergies.contains(tag) { restrictions.allergies.append(tag) }
            guard restrictions != family.restrictions[key] else { return Reply(say.dietAlready(diet: describe(restrictions, of: name)), intent: intent) }
            executor.state.checkpoint(say.changeDiet(name: name))
            family.restrictions[key] = restrictions
            executor.state.model.setState(family)
            let unchecked = unknown.isEmpty ? "" : say.dietUnchecked(allergies: ReplyFormat.list(unknown))
            return Reply(say.dietNoted(diet: describe(restrictions, of: name), name: name, unchecked: unchecked), intent: intent)
        case .askDiet:
            guard let restrictions = family.restrictions[key], restrictions != DietaryRestrictions() else {
                return Reply(say.dietNone(name: name), intent: intent)
            }
            return Reply(say.diet(Diet: ReplyFormat.capitalised(describe(restrictions, of: name))), intent: intent)
        case .canEat(_, let food):
            return DietFit.reply(food, restrictions: family.restrictions[key] ?? DietaryRestrictions(), of: .member(name), intent: intent)
        case .meal(_, let text, let mealtime, let when):
            let parsed = Executor.meals.parse(text)
            let resolved = Executor.resolved(parsed)
            guard !resolved.isEmpty else {
                let reason = parsed.unresolved.map { nutrition.foodUnread(food: $0.foodPhrase, reason: $0.question ?? nutrition.foodUnknown()) }.joined(separator: " ")
                return Reply(say.mealNothing(name: name, reason: reason.isEmpty ? nutrition.foodNone() : reason), outcome: .notDone, intent: intent)
            }
            if let (item, refusal) = Executor.outOfRange(resolved) {
                return Reply(nutrition.logNothing(reason: nutrition.foodUnread(food: item.text, reason: refusal)), outcome: .notDone, intent: intent)
            }
            let foods = Executor.loggedFoods(resolved)
            let eaten = when?.date ?? executor.now
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = executor.format.timeZone
            let meal = mealtime ?? Meal.at(hour: calendar.component(.hour, from: eaten)).rawValue
            executor.state.checkpoint(say.changeMeal(name: name, meal: meal))
            family.meals[key, default: []].append(MealEntry(eaten: eaten, meal: meal, items: foods))
            executor.state.model.setState(family)
            var lines = [say.mealLogged(name: name, meal: meal, foods: Executor.listed(foods))]
            let restrictions = family.restrictions[key] ?? DietaryRestrictions()
            for item in resolved {
                for warning in DietaryCheck.warnings(for: item.food!, restrictions: restrictions) {
                    lines.append(say.mealWarning(name: name, warning: Executor.warning(warning, food: item.food!, member: name)))
                }
            }
            if !parsed.unresolved.isEmpty { lines.append(say.mealNotLogged(foods: parsed.unresolved.map { nutrition.quoted(food: $0.foodPhrase) }.joined(separator: ", "))) }
            return Reply(lines.joined(separator: "\n"), intent: intent)
        case .meals(_, _, let window):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = executor.format.timeZone
            let start = window?.start ?? calendar.startOfDay(for: executor.now)
            let end = window?.end ?? start.addingTimeInterval(86_400)
            let eaten = (family.meals[key] ?? []).filter { $0.eaten >= start && $0.eaten < end }
            let when = window?.text ?? nutrition.today()
            guard !eaten.isEmpty else { return Reply(say.mealsNone(name: name, when: when), intent: intent) }
            let lines = eaten.map { entry in nutrition.queryLine(meal: entry.meal ?? nutrition.meal(), foods: entry.items.map(\.text).joined(separator: ", ")) }
            let kcal = eaten.flatMap(\.items).map(\.nutrients.kcal).reduce(0, +)
            return Reply(([say.meals(name: name, when: when, kcal: Executor.kcal(kcal))] + lines).joined(separator: "\n"), intent: intent)
        }
    }

    /// "Emma is allergic to peanuts and eats vegetarian".
    static func describe(_ restrictions: DietaryRestrictions, of name: String) -> String {
        let allergies = ReplyFormat.list(restrictions.allergies.map { $0.replacingOccurrences(of: "_", with: " ") })
        let diets = ReplyFormat.list(restrictions.preferences.map(\.rawValue))
        switch (restrictions.allergies.isEmpty, restrictions.preferences.isEmpty) {
        case (false, false): return say.describeBoth(name: name, allergies: allergies, diets: diets)
        case (false, true): return say.describeAllergic(name: name, allergies: allergies)
        case (true, false): return say.describeEats(name: name, diets: diets)
        case (true, true): return ""
        }
    }
}
