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
        let say = Replies.focus
        switch self {
        case .alreadyRunning(let preset, let left):
            return preset.map { say.runningPreset(preset: $0, left: left) } ?? say.running(left: left)
        case .nothingRunning: return say.nothingRunning()
        case .alreadyPaused: return say.alreadyPaused()
        case .notPaused: return say.notPaused()
        case .invalidLength(let minutes):
            return say.lengthOutside(longest: FocusState.longestSession, minutes: minutes)
        case .invalidGoal(let minutes):
            return say.goalOutside(lowest: FocusState.goalRange.lowerBound, highest: FocusState.goalRange.upperBound, minutes: minutes)
        }
    }
}
