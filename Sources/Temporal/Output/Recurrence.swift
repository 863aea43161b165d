import Foundation

/// A repeating schedule ("every other monday at 9", "every 3 days after done").
public struct Recurrence: Sendable, Equatable, Codable {
    /// The TIMEX3 form used in the corpus record format (`P1D`, `XXXX-WXX-1T09`).
    public var timex: String
    /// True for completion-based recurrences ("every 3 days after done"): the next date counts
    /// from when the task was completed, not from when it was due.
    public var afterCompletion: Bool
    /// The recurrence as the user wrote it, for replies.
    public var text: String

    public init(timex: String, afterCompletion: Bool = false, text: String) {
        self.timex = timex
        self.afterCompletion = afterCompletion
        self.text = text
    }
}
