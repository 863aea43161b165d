import Intents
import Numbers

/// One family of commands end to end: the grammar intents it handles, how a parse of one becomes
/// its typed command, and how the copilot carries that out. A family is registered once
/// (`IntentFamilies`); nothing else names its intents, so a new family adds files and edits none
/// of the builder's or the copilot's switches.
protocol IntentFamily: Sendable {
    /// The family's typed command. Codable, so a pending question can hold it.
    associatedtype Command: Codable & Sendable

    /// The grammar intents it handles (`water.log`, `water.query`).
    static var intents: [String] { get }

    /// The state it keeps in the model (`FamilyState`), persisted and undone with the rest.
    static var states: [any FamilyState.Type] { get }

    /// Its replies when it keeps its own (`ReplyFamily`, one `.replies` file a locale), so
    /// `ReplyFileTests` finds them through the registry.
    static var replies: [any ReplyFamily] { get }

    /// The command the slots of one of `intents` say (`slots.intent`); nil when they lack what the
    /// command needs, which reads as not understood. A number outside its range throws, and the
    /// copilot refuses the line before anything runs.
    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command?

    /// Carries the command out on the executor's state and says what happened.
    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply
}

extension IntentFamily {
    static var states: [any FamilyState.Type] { [] }
    static var replies: [any ReplyFamily] { [] }
}
