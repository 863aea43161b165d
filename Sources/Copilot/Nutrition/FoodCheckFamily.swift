import Numbers
import Intents
import Nutrition

/// `food.check`: whether a food suits the user's own diet and allergies ("can I eat chicken", "is
/// peanut butter ok for me"). A member's is `member.diet`'s question ("can Lily eat shrimp").
enum FoodCheckFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case check(food: String)
    }

    static let intents = ["food.check"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        slots.text("food").map { .check(food: $0) }
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .check(let food):
            DietFit.reply(food, restrictions: executor.state.model.nutrition.restrictions, of: .user, intent: intent)
        }
    }
}
