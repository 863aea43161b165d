import Foundation
import Intents

/// Carries out intents on a copy of the state, one extension per domain. Every change is
/// checkpointed first, so undo can reverse it.
struct Executor {
    var state: CopilotState
    let format: ReplyFormat
    let now: Date
    /// The grammar's word classes, for comparing what was said with names the user gave.
    let lexicon: Lexicon
    /// True when the user already said yes to this change ("Delete 12 tasks?" -> "yes").
    var confirmed = false

    /// A reply that asks `text` and waits for the next line to answer it for `intent`.
    func ask(_ text: String, _ kind: PendingQuestion.Kind, about intent: Intent) -> Reply {
        Reply(text, outcome: .notDone, intent: intent.name, question: PendingQuestion(kind: kind, intent: intent, asked: now))
    }
}
