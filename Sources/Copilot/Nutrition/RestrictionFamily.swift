import Foundation
import Intents
import Nutrition
import Numbers

/// `diet.remove`: a diet or an allergy taken off the profile ("remove the dairy allergy", "I'm
/// not allergic to peanuts anymore", "I'm no longer vegetarian"). The grammar gives a diet as
/// its value (`p_diet`); an allergy is read as the food table's tag, as when it was added.
enum RestrictionFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case remove(diets: [String], allergies: [String], said: String)
    }

    static let intents = ["diet.remove"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        let diets = slots.names("diet")
        let allergies = slots.text("allergy").map { [$0] } ?? []
        guard !diets.isEmpty || !allergies.isEmpty else { return nil }
        return .remove(diets: diets, allergies: allergies, said: slots.text("allergy") ?? diets.joined(separator: ", "))
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .remove(let diets, let allergies, let said): return remove(diets: diets, allergies: allergies, said: said, intent: intent, on: &executor)
        }
    }

    private static func remove(diets: [String], allergies: [String], said: String, intent: String, on executor: inout Executor) -> Reply {
        var restrictions = executor.state.model.nutrition.restrictions
        let preferences = Set(diets.compactMap(DietaryRestrictions.Preference.init(rawValue:)))
        // "dairy and peanuts": each item is one allergy, read as its tag.
        let tags = Set(allergies.flatMap { ListItemPhrase.split($0, words: executor.lexicon.items).compactMap { DietaryRestrictions.allergyTag($0.name) } })
        let before = restrictions
        restrictions.preferences.removeAll { preferences.contains($0) }
        restrictions.allergies.removeAll { tags.contains(DietaryRestrictions.allergyTag($0) ?? $0) }
        guard restrictions != before else {
            return Reply(Replies.nutrition.restrictionAbsent(said: said, left: Self.left(before)), outcome: .notDone, intent: intent)
        }
        let removed = before.preferences.filter { !restrictions.preferences.contains($0) }.map(\.rawValue)
            + before.allergies.filter { !restrictions.allergies.contains($0) }.map { Replies.nutrition.allergy(allergen: Self.name($0)) }
        executor.state.checkpoint(Replies.nutrition.changeRestriction(removed: removed.joined(separator: ", ")))
        executor.state.model.nutrition.restrictions = restrictions
        return Reply(Replies.nutrition.restrictionRemoved(removed: removed.joined(separator: ", "), left: Self.left(restrictions)), intent: intent)
    }

    /// " Still on it: vegan, peanut allergy." or " No diets or allergies left."
    static func left(_ restrictions: DietaryRestrictions) -> String {
        let kept = restrictions.preferences.map(\.rawValue) + restrictions.allergies.map { Replies.nutrition.allergy(allergen: name($0)) }
        return kept.isEmpty ? Replies.nutrition.restrictionsNone() : Replies.nutrition.restrictionsLeft(kept: kept.joined(separator: ", "))
    }

    /// A tag as words: "tree_nut" → "tree nut".
    static func name(_ tag: String) -> String { tag.replacingOccurrences(of: "_", with: " ") }
}
