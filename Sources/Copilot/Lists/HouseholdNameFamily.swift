import Foundation
import Intents
import Numbers

/// The household's own name (`household.name`: "name our household the Smiths", "our family is
/// called the Parkers"), kept as a family state and shown where the household is listed.
enum HouseholdNameFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable { case name(String) }

    static let intents = ["household.name"]
    static let states: [any FamilyState.Type] = [HouseholdName.self]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        guard let name = slots.typedText("name")?.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)), !name.isEmpty else { return nil }
        return .name(name)
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .name(let said): return name(said, intent: intent, on: &executor)
        }
    }

    private static func name(_ said: String, intent: String, on executor: inout Executor) -> Reply {
        // "the smiths" → "the Smiths": the words keep the user's capitals, a lower-case first
        // letter of each name word is raised.
        let name = said.split(separator: " ").enumerated().map { index, word in
            index == 0 && said.split(separator: " ").count > 1 && word.lowercased() == word ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
        var household = executor.state.model.state(HouseholdName.self)
        let say = Replies.household
        guard household.name != name else { return Reply(say.nameSame(name: name), intent: intent) }
        executor.state.checkpoint(say.changeName(name: name))
        household.name = name
        executor.state.model.setState(household)
        let members = executor.state.model.members.count
        return Reply(say.nameSet(name: name, count: members), intent: intent)
    }
}

/// The household's name, once given.
public struct HouseholdName: FamilyState {
    public static let key = "household-name"
    public var name: String?
    public init() {}
}
