import Intents
import Numbers

/// `chat`: a greeting said as the whole line. A greeting is often the first thing a new
/// user types, so it answers with commands to try rather than "I didn't understand".
enum ChatFamily: IntentFamily {
    enum Command: String, Codable, Sendable {
        case hello
    }

    static let intents = ["chat"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        slots.name("chat").flatMap(Command.init(rawValue:))
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let name = executor.state.model.settings.displayName.map { " \($0)" } ?? ""
        // What the user said they are here for comes first.
        let interests = executor.state.model.settings.interests
        let tries = interests.isEmpty ? ["plan my day", "add task buy milk tomorrow", "start a focus session"] : Executor.suggestions(for: interests).prefix(3).map { $0 }
        return Reply("Hi\(name)! Try " + tries.map { "“\($0)”" }.joined(separator: ", ") + " or “help”.", intent: intent)
    }
}
