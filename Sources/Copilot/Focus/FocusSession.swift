import Foundation

/// One focus session, running or finished. Pauses are kept as intervals so the focused time is
/// exact and can be split at midnight for daily totals.
public struct FocusSession: Sendable, Equatable, Codable {
    public struct Pause: Sendable, Equatable, Codable {
        public var start: Date
        /// nil while the pause lasts.
        public var end: Date?

        public init(start: Date, end: Date? = nil) {
            self.start = start
            self.end = end
        }
    }

    public var start: Date
    public var plannedMinutes: Int
    /// The preset's name, nil for a plain "25 minute session".
    public var preset: String?
    public var taskID: Int?
    /// What the session is for, as said, when it names no task on the list ("focus on taxes").
    public var intention: String?
    public var sound: FocusSound?
    public var background: FocusBackground?
    public var pauses: [Pause]
    /// nil while the session runs.
    public var end: Date?

    public init(start: Date, plannedMinutes: Int, preset: String? = nil, taskID: Int? = nil, sound: FocusSound? = nil, background: FocusBackground? = nil, pauses: [Pause] = [], end: Date? = nil) {
        self.start = start
        self.plannedMinutes = plannedMinutes
        self.preset = preset
        self.taskID = taskID
        self.sound = sound
        self.background = background
        self.pauses = pauses
        self.end = end
    }

    public var isPaused: Bool { pauses.last.map { $0.end == nil } ?? false }

    /// Minutes focused, pauses excluded; nil while the session runs.
    public var actualMinutes: Double? { end.map { focusedSeconds(asOf: $0) / 60 } }

    /// Seconds focused from the start to `now` (or the end, if earlier), pauses excluded.
    public func focusedSeconds(asOf now: Date) -> TimeInterval {
        var total: TimeInterval = 0
        forEachFocusedInterval(asOf: now) { total += $1 - $0 }
        return total
    }

    /// Seconds of the planned time still to go at `now`; 0 once it is reached.
    public func secondsLeft(asOf now: Date) -> TimeInterval {
        max(0, TimeInterval(plannedMinutes) * 60 - focusedSeconds(asOf: now))
    }

    /// When the planned time is reached if nothing is paused from `now` on.
    public func plannedEnd(asOf now: Date) -> Date {
        (isPaused ? now : max(now, start)).addingTimeInterval(secondsLeft(asOf: now))
    }

    /// When the focused time reached the planned time, or `now` if it has not yet.
    func completion(asOf now: Date) -> Date {
        var needed = TimeInterval(plannedMinutes) * 60
        var reached: TimeInterval?
        forEachFocusedInterval(asOf: now) { from, to in
            guard reached == nil else { return }
            if to - from >= needed { reached = from + needed } else { needed -= to - from }
        }
        return reached.map { Date(timeIntervalSince1970: $0) } ?? now
    }

    /// Calls `body` with each stretch of focus (start, end) as seconds since 1970, in order,
    /// up to `now` or the end. Closures over doubles keep the year-long index free of allocation.
    func forEachFocusedInterval(asOf now: Date, _ body: (TimeInterval, TimeInterval) -> Void) {
        let stop = min(end ?? now, now).timeIntervalSince1970
        var cursor = start.timeIntervalSince1970
        for pause in pauses {
            let pauseStart = min(pause.start.timeIntervalSince1970, stop)
            if pauseStart > cursor { body(cursor, pauseStart) }
            guard let pauseEnd = pause.end else { return }
            cursor = max(cursor, pauseEnd.timeIntervalSince1970)
        }
        if stop > cursor { body(cursor, stop) }
    }
}
