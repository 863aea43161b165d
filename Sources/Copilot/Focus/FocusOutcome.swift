import Foundation

/// What a focus command did, for the reply to say.
public enum FocusOutcome: Sendable, Equatable {
    case started(FocusSession)
    case paused(FocusStatus)
    case resumed(FocusStatus)
    /// The finished session, as recorded, with its focused minutes.
    case stopped(FocusSession, minutes: Double)
    case status(FocusStatus)
    case presetSaved(FocusPreset, replaced: Bool)
    case goalSet(minutes: Int)
    case refused(FocusRefusal)
}

/// Where the running session stands: "how long is left?".
public struct FocusStatus: Sendable, Equatable {
    public var session: FocusSession
    public var focusedMinutes: Double
    /// Whole minutes to go, rounded up, so "1 minute left" lasts until the end.
    public var minutesLeft: Int
    public var isPaused: Bool
    /// True once the planned time is reached and the session has not been stopped.
    public var isOvertime: Bool

    init(_ session: FocusSession, now: Date) {
        self.session = session
        focusedMinutes = session.focusedSeconds(asOf: now) / 60
        let secondsLeft = session.secondsLeft(asOf: now)
        minutesLeft = Int((secondsLeft / 60).rounded(.up))
        isPaused = session.isPaused
        isOvertime = secondsLeft == 0
    }
}

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
    /// A user preset may not take a system preset's name.
    case reservedPresetName(String)

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
        case .reservedPresetName(let name): return "“\(name)” is a built-in preset; pick another name."
        }
    }
}
