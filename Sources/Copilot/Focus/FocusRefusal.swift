import Foundation

/// Why a focus command was not carried out, each with the sentence that says so.
public enum FocusRefusal: Sendable, Equatable, Error {
    /// "start" while a session runs: its preset and minutes left.
    case alreadyRunning(preset: String?, minutesLeft: Int)
    case nothingRunning
    case alreadyPaused
    case notPaused
    /// A length outside 1...`FocusState.longestSession` minutes.
    case invalidLength(minutes: Int)
    case invalidGoal(minutes: Int)

    public var reason: String {
        switch self {
        case .alreadyRunning(let preset, let left):
            let what = preset.map { "A \($0) session" } ?? "A focus session"
            return "\(what) is already running, \(left) min left. Stop or pause it first."
        case .nothingRunning: return "No focus session is running."
        case .alreadyPaused: return "The session is already paused."
        case .notPaused: return "The session is not paused."
        case .invalidLength(let minutes):
            return "A focus session can last 1 to \(FocusState.longestSession) minutes; \(minutes) is outside that."
        case .invalidGoal(let minutes):
            return "The daily focus goal can be \(FocusState.goalRange.lowerBound) to \(FocusState.goalRange.upperBound) minutes; \(minutes) is outside that."
        }
    }
}
