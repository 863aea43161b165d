import Foundation

/// Carries out intents on a copy of the state, one extension per domain. Every change is
/// checkpointed first, so undo can reverse it.
struct Executor {
    var state: CopilotState
    let format: ReplyFormat
    let now: Date
}
