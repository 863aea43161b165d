import Foundation

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
