import Foundation

/// What a focus command did, for the reply to say.
public enum FocusOutcome: Sendable, Equatable {
    case started(FocusSession)
    case paused(FocusStatus)
    case resumed(FocusStatus)
    /// The running session made longer by the minutes said.
    case extended(FocusStatus, byMinutes: Int)
    /// The finished session, as recorded, with its focused minutes.
    case stopped(FocusSession, minutes: Double)
    case status(FocusStatus)
    /// The running session with its sound or background changed.
    case ambience(FocusSession)
    case presetSaved(FocusPreset, replaced: Bool)
    case goalSet(minutes: Int)
    case refused(FocusRefusal)
}
