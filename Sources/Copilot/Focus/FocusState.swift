import Foundation

/// The user's focus data: their presets, the sessions done, the one running and the daily goal.
/// Every change is a pure function returning the outcome and the new state, so the executor can
/// checkpoint for undo and tests can replay a day against a fixed clock.
public struct FocusState: Sendable, Equatable, Codable {
    /// The user's own presets; the system ones are `FocusPreset.system`.
    public var presets: [FocusPreset] = []
    /// Finished sessions, oldest first.
    public var sessions: [FocusSession] = []
    public var current: FocusSession?
    /// Minutes of focus a day that keep the streak.
    public var dailyGoalMinutes = 60

    /// Half a day: anything longer is a slip ("start a 900 minute session").
    public static let longestSession = 12 * 60
    public static let goalRange = 5...720

    public init(presets: [FocusPreset] = [], sessions: [FocusSession] = [], current: FocusSession? = nil, dailyGoalMinutes: Int = 60) {
        self.presets = presets
        self.sessions = sessions
        self.current = current
        self.dailyGoalMinutes = dailyGoalMinutes
    }

    /// The outcome of a command and the state after it (unchanged when refused).
    public struct Transition: Sendable, Equatable {
        public var outcome: FocusOutcome
        public var state: FocusState
    }

    /// The user's presets, then the built-in ones they have not made their own version of.
    public var allPresets: [FocusPreset] {
        let own = Set(presets.map { NameKey.key($0.name, ignoring: []) })
        return presets + FocusPreset.system.filter { !own.contains(NameKey.key($0.name, ignoring: [])) }
    }

    /// Starts a session: `minutes` overrides the preset's length, `sound` its sound; with neither
    /// a preset nor minutes, a Pomodoro. Refused while another session runs.
    public func start(preset: FocusPreset? = nil, minutes: Int? = nil, taskID: Int? = nil, intention: String? = nil, sound: FocusSound? = nil, background: FocusBackground? = nil, at now: Date) -> Transition {
        if let current {
            return refuse(.alreadyRunning(preset: current.preset, minutesLeft: FocusStatus(current, now: now).minutesLeft))
        }
        let preset = preset ?? (minutes == nil ? .pomodoro : nil)
        let length = minutes ?? preset?.minutes ?? FocusPreset.pomodoro.minutes
        guard (1...Self.longestSession).contains(length) else { return refuse(.invalidLength(minutes: length)) }
        var session = FocusSession(start: now, plannedMinutes: length, preset: preset?.name, taskID: taskID, sound: sound ?? preset?.sound, background: background ?? preset?.background)
        session.intention = intention
        var next = self
        next.current = session
        return Transition(outcome: .started(session), state: next)
    }

    public func pause(at now: Date) -> Transition {
        guard var session = current else { return refuse(.nothingRunning) }
        guard !session.isPaused else { return refuse(.alreadyPaused) }
        session.pauses.append(.init(start: now))
        var next = self
        next.current = session
        return Transition(outcome: .paused(FocusStatus(session, now: now)), state: next)
    }

    /// The running session's sound or background changed ("switch to ocean waves"); the one not
    /// said stays.
    public func ambience(sound: FocusSound?, background: FocusBackground?) -> Transition {
        guard var session = current else { return refuse(.nothingRunning) }
        if let sound { session.sound = sound }
        if let background { session.background = background }
        var next = self
        next.current = session
        return Transition(outcome: .ambience(session), state: next)
    }

    /// More time on the running session ("10 more minutes"), paused or not; refused past the
    /// longest session.
    public func extend(byMinutes minutes: Int, at now: Date) -> Transition {
        guard var session = current else { return refuse(.nothingRunning) }
        let length = session.plannedMinutes + minutes
        guard minutes >= 1, length <= Self.longestSession else { return refuse(.invalidLength(minutes: length)) }
        session.plannedMinutes = length
        var next = self
        next.current = session
        return Transition(outcome: .extended(FocusStatus(session, now: now), byMinutes: minutes), state: next)
    }

    public func resume(at now: Date) -> Transition {
        guard var session = current else { return refuse(.nothingRunning) }
        guard session.isPaused else { return refuse(.notPaused) }
        session.pauses[session.pauses.count - 1].end = now
        var next = self
        next.current = session
        return Transition(outcome: .resumed(FocusStatus(session, now: now)), state: next)
    }

    /// Ends the running session now ("I'm done"), closing an open pause, and records it.
    public func stop(at now: Date) -> Transition {
        guard var session = current else { return refuse(.nothingRunning) }
        let end = max(now, session.start)
        if session.isPaused { session.pauses[session.pauses.count - 1].end = end }
        session.end = end
        var next = self
        next.current = nil
        next.sessions.append(session)
        return Transition(outcome: .stopped(session, minutes: session.actualMinutes ?? 0), state: next)
    }

    /// "How long is left?"
    public func status(at now: Date) -> Transition {
        guard let current else { return refuse(.nothingRunning) }
        return Transition(outcome: .status(FocusStatus(current, now: now)), state: self)
    }

    /// Records a session that ran past its planned time while nobody was there to stop it,
    /// ending it when the planned time was reached; returns `nil` when there is nothing to settle.
    /// Call before answering anything, so a forgotten timer does not count hours of focus.
    public func settle(at now: Date) -> Transition? {
        guard let current, !current.isPaused, current.secondsLeft(asOf: now) == 0 else { return nil }
        return stop(at: current.completion(asOf: now))
    }

    /// Saves a user preset, replacing one of the same name (compared without `filler` words,
    /// the grammar's: "reading preset" is "reading").
    public func save(_ preset: FocusPreset, ignoring filler: Set<String> = []) -> Transition {
        guard (1...Self.longestSession).contains(preset.minutes) else { return refuse(.invalidLength(minutes: preset.minutes)) }
        // a built-in's name makes the user's own version of it, found first from then on
        let key = NameKey.key(preset.name, ignoring: filler)
        var next = self
        let existing = presets.firstIndex { NameKey.key($0.name, ignoring: filler) == key }
        if let existing { next.presets[existing] = preset } else { next.presets.append(preset) }
        return Transition(outcome: .presetSaved(preset, replaced: existing != nil), state: next)
    }

    /// "Set my daily goal to 90 minutes."
    public func setDailyGoal(minutes: Int) -> Transition {
        guard Self.goalRange.contains(minutes) else { return refuse(.invalidGoal(minutes: minutes)) }
        var next = self
        next.dailyGoalMinutes = minutes
        return Transition(outcome: .goalSet(minutes: minutes), state: next)
    }

    private func refuse(_ refusal: FocusRefusal) -> Transition {
        Transition(outcome: .refused(refusal), state: self)
    }

    private enum Keys: String, CodingKey { case presets, sessions, current, dailyGoalMinutes }

    /// Fields added later decode as their defaults, so older state files keep loading.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        presets = try container.decodeIfPresent([FocusPreset].self, forKey: .presets) ?? []
        sessions = try container.decodeIfPresent([FocusSession].self, forKey: .sessions) ?? []
        current = try container.decodeIfPresent(FocusSession.self, forKey: .current)
        dailyGoalMinutes = try container.decodeIfPresent(Int.self, forKey: .dailyGoalMinutes) ?? 60
    }
}
