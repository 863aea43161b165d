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
    /// A line read as a command of its own, as the copilot reads one: a member's proposed change
    /// ("Sarah wants to clear the shopping list") names its change in words.
    var read: (String) -> Intent = { _ in .none }

    /// A reply that asks `text` and waits for the next line to answer it for `intent`.
    func ask(_ text: String, _ kind: PendingQuestion.Kind, about intent: Intent) -> Reply {
        Reply(text, outcome: .notDone, intent: intent.name, question: PendingQuestion(kind: kind, intent: intent, asked: now))
    }
}

extension Executor {
    /// The first day of the week holding `day` (a start of day), from the week start the user set.
    func weekBegin(of day: Date, in calendar: Calendar) -> Date {
        let weekday = (calendar.component(.weekday, from: day) + 5) % 7 + 1  // 1 = Monday
        return calendar.date(byAdding: .day, value: -((weekday - state.model.settings.weekStart + 7) % 7), to: day)!
    }
}
