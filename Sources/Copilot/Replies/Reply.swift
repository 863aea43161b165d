import NLParse
import Text

/// What the copilot says back, and whether it did what was asked.
public struct Reply: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// Done (or answered).
        case done
        /// Not understood, or understood but refused (missing task, nothing to undo, ...).
        case notDone
    }

    public var text: String
    public var outcome: Outcome
    /// The intent the reply answers (`none` when nothing was understood).
    public var intent: String
    /// Set when the reply is a question the next line should answer.
    public var question: PendingQuestion?

    /// `text` safe to write to a terminal: control characters and bidirectional overrides the
    /// user typed, echoed in the reply, are shown escaped (`PrintableText`). Print this, not `text`.
    public var printable: String { PrintableText.escaping(text) }

    public init(_ text: String, outcome: Outcome = .done, intent: String, question: PendingQuestion? = nil) {
        self.text = text
        self.outcome = outcome
        self.intent = intent
        self.question = question
    }

    /// The reply with one more line after it, when there is one.
    func adding(_ line: String?) -> Reply {
        guard let line else { return self }
        var reply = self
        reply.text += "\n" + line
        return reply
    }
}
