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
        let say = Replies.meta
        let name = executor.state.model.settings.displayName.map { say.hiName(name: $0) } ?? ""
        // What the user said they are here for comes first.
        let interests = executor.state.model.settings.interests
        let tries = interests.isEmpty ? [say.tryPlan(), say.tryTask(), say.tryFocus()] : Executor.suggestions(for: interests).prefix(3).map { $0 }
        return Reply(say.hi(name: name, tries: tries.map { say.quoted(text: $0) }.joined(separator: ", ")), intent: intent)
    }
}
