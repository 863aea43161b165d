import Foundation
import Intents
import NLParse

/// A reading the parser's intent model (stage 2) was not sure of is offered, not done, when it
/// would change something: "Did you mean …?" with what it would do, and "yes" does it. A reading
/// that only answers a question, or that asks one of its own, goes ahead as it is.
extension Copilot {
    /// Below this confidence a model reading that changes data is asked about first. Above the
    /// model's own threshold (0.9, `IntentModelSource.defaultThreshold`), so a line no pattern
    /// matched can still be a question: the model reads it at 0.9, and acts on it at 0.92.
    public static let sureConfidence = 0.92

    /// The question to ask instead of doing `intent`, or nil to do it. It tries the command on a
    /// copy of the state: a change is one that leaves an undo step behind.
    func unsureReading(_ result: ParseResult, intent: Intent, text: String, state: CopilotState, format: ReplyFormat, context: ParseContext) -> Reply? {
        // A line read as nothing whose best model reading fell short of the threshold ("add bread",
        // 0.8 a list item): that reading is offered too, when it would change something.
        if case .none = intent, let tentative = result.tentativeReading {
            return unsureReading(tentative, intent: IntentFamilies.build(tentative, context: context), text: text, state: state, format: format, context: context,
                                 offered: result.tentative?.offered == true)
        }
        return unsureReading(result, intent: intent, text: text, state: state, format: format, context: context, offered: false)
    }

    /// `offered`: a pattern that `offers` the intent matched (sure of the words, not that they
    /// ask for it), so the question gives no percentage.
    private func unsureReading(_ result: ParseResult, intent: Intent, text: String, state: CopilotState, format: ReplyFormat, context: ParseContext, offered: Bool) -> Reply? {
        let now = context.now
        guard offered || (result.stage == .model && result.confidence < Self.sureConfidence) else { return nil }
        var trial = state
        let wouldBe = execute(intent, text: text, state: &trial, format: format, now: now)
        guard wouldBe.question == nil, wouldBe.outcome == .done, trial.history.count != state.history.count || trial.history.last != state.history.last || trial.journal != state.journal else {
            return nil
        }
        // "OK, I won't act on “…”." on no, "(Not done: act on “…”.)" when the next line moves on.
        let said = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let say = Replies.meta
        let question = PendingQuestion(kind: .confirmation(summary: say.actOn(text: said)), intent: intent, asked: now)
        let percent = Int((result.confidence * 100).rounded())
        // The intent in the user's words, as the grammar says it ("set a reminder").
        let meaning = parser.grammar.says(result.intent).map { say.meaningTo(says: $0) } ?? ""
        let text = offered ? say.didYouMean(meaning: meaning, reply: wouldBe.text) : say.unsure(percent: percent, meaning: meaning, reply: wouldBe.text)
        return Reply(text, outcome: .notDone, intent: result.intent, question: question)
    }
}
