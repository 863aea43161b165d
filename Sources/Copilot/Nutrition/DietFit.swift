import Nutrition

/// Whether a food suits someone ("can Lily eat shrimp", "can I eat chicken"): each food read
/// from the words checked against their diet and allergies with the food table's tags, named as
/// the hints they are. Nothing is logged.
enum DietFit {
    enum Person {
        case user
        case member(String)

        var object: String {
            switch self {
            case .user: "you"
            case .member(let name): name
            }
        }

        /// As the one who asks: "can I eat …", "can Lily eat …".
        var subject: String {
            switch self {
            case .user: "I"
            case .member(let name): name
            }
        }

        var possessive: String {
            switch self {
            case .user: "your"
            case .member(let name): name + "'s"
            }
        }
    }

    static func reply(_ food: String, restrictions: DietaryRestrictions, of person: Person, intent: String) -> Reply {
        let parsed = Executor.meals.parse(food)
        let resolved = Executor.resolved(parsed)
        guard !resolved.isEmpty else {
            return Reply("I can't check “\(food)” for \(person.object): it is no food I know. Name what is in it (“can \(person.subject) eat rice and peanuts”).",
                         outcome: .notDone, intent: intent)
        }
        let names = ReplyFormat.list(resolved.map { $0.food!.name })
        guard restrictions != DietaryRestrictions() else {
            let example = switch person {
            case .user: "I'm allergic to peanuts"
            case .member(let name): "\(name) is allergic to peanuts"
            }
            return Reply("No diet or allergies noted for \(person.object), so nothing to check \(names) against. Say “\(example)” to note one.", intent: intent)
        }
        let warnings = resolved.flatMap { DietaryCheck.warnings(for: $0.food!, restrictions: restrictions) }
        guard warnings.isEmpty else {
            let reasons = warnings.map { warning in
                if case .member(let name) = person { return warning.message.replacingOccurrences(of: "which you are allergic to", with: "which \(name) is allergic to") }
                return warning.message
            }
            return Reply("Best not: " + reasons.joined(separator: " "), intent: intent)
        }
        return Reply("Nothing in \(names) clashes with \(person.possessive) diet and allergies, going by the food table's tags, which are hints: check the label.", intent: intent)
    }
}
