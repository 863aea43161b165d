import Nutrition

private let say = Replies.nutrition

/// Whether a food suits someone ("can Lily eat shrimp", "can I eat chicken"): each food read
/// from the words checked against their diet and allergies with the food table's tags, named as
/// the hints they are. Nothing is logged.
enum DietFit {
    enum Person {
        case user
        case member(String)
    }

    static func reply(_ food: String, restrictions: DietaryRestrictions, of person: Person, intent: String) -> Reply {
        let parsed = Executor.meals.parse(food)
        let resolved = Executor.resolved(parsed)
        guard !resolved.isEmpty else {
            let text = switch person {
            case .user: say.fitUnknown(food: food)
            case .member(let name): say.fitUnknownMember(food: food, name: name)
            }
            return Reply(text, outcome: .notDone, intent: intent)
        }
        let names = ReplyFormat.list(resolved.map { $0.food!.name })
        guard restrictions != DietaryRestrictions() else {
            let text = switch person {
            case .user: say.fitNone(foods: names)
            case .member(let name): say.fitNoneMember(name: name, foods: names)
            }
            return Reply(text, intent: intent)
        }
        let member = if case .member(let name) = person { name } else { String?.none }
        let reasons = resolved.flatMap { item in
            DietaryCheck.warnings(for: item.food!, restrictions: restrictions).map { Executor.warning($0, food: item.food!, member: member) }
        }
        guard reasons.isEmpty else { return Reply(say.fitNot(reasons: reasons.joined(separator: " ")), intent: intent) }
        let text = switch person {
        case .user: say.fitOk(foods: names)
        case .member(let name): say.fitOkMember(foods: names, name: name)
        }
        return Reply(text, intent: intent)
    }
}
