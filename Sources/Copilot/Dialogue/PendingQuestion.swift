import Foundation
import Intents

/// A question the copilot asked and is waiting on: the next line answers it ("add a task" ->
/// "What's the task?" -> "buy milk"). "cancel" or "no" drops it; a question left unanswered for
/// `lifetime` is forgotten, so an old question never swallows a new command.
public struct PendingQuestion: Sendable, Equatable, Codable {
    public enum Kind: Sendable, Equatable, Codable {
        /// A required part of the command was missing; the answer fills it.
        case missing(MissingSlot)
        /// A destructive or bulk change waits for "yes"; `summary` says what it would do.
        case confirmation(summary: String)
        /// Several tasks matched; the answer picks one by number, position or words.
        case choice(taskIDs: [Int])
    }

    public var kind: Kind
    /// The command waiting on the answer, with what it already has.
    public var intent: Intent
    public var asked: Date

    /// How long a question waits for its answer.
    public static let lifetime: TimeInterval = 10 * 60

    public init(kind: Kind, intent: Intent, asked: Date) {
        self.kind = kind
        self.intent = intent
        self.asked = asked
    }
}

extension PendingQuestion.Kind {
    var isConfirmation: Bool {
        if case .confirmation = self { return true }
        return false
    }
}

/// The part of a command that a follow-up question asks for.
public enum MissingSlot: String, Sendable, Equatable, Codable {
    case taskTitle, reminderText, reminderTime, eventTitle, eventTime, noteText, taskReference, presetName, presetLength, listItems
}
