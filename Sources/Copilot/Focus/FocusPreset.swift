import Foundation

/// A named way to focus: how long, the breaks after, and the sound and background it starts with.
public struct FocusPreset: Sendable, Equatable, Codable {
    public var name: String
    /// Length of one focus period.
    public var minutes: Int
    /// Break after each focus period; nil for none.
    public var breakMinutes: Int?
    /// Longer break after every `longBreakEvery` focus periods.
    public var longBreakMinutes: Int?
    public var longBreakEvery: Int?
    public var sound: FocusSound?
    public var background: FocusBackground?

    public init(name: String, minutes: Int, breakMinutes: Int? = nil, longBreakMinutes: Int? = nil, longBreakEvery: Int? = nil, sound: FocusSound? = nil, background: FocusBackground? = nil) {
        self.name = name
        self.minutes = minutes
        self.breakMinutes = breakMinutes
        self.longBreakMinutes = longBreakMinutes
        self.longBreakEvery = longBreakEvery
        self.sound = sound
        self.background = background
    }

    /// 90 minutes, about one ultradian cycle, then a 15-minute rest.
    public static let deepWork = FocusPreset(name: "Deep Work", minutes: 90, breakMinutes: 15) // not a reply: a name, kept and said as given
    public static let study = FocusPreset(name: "Study", minutes: 45, breakMinutes: 10)
    public static let writing = FocusPreset(name: "Writing", minutes: 60, breakMinutes: 10)
    /// The classic technique: 25 on, 5 off, and a long break after 4. The technique allows 15-30
    /// minutes for the long break; 15 keeps a planned day moving.
    public static let pomodoro = FocusPreset(name: "Pomodoro", minutes: 25, breakMinutes: 5, longBreakMinutes: 15, longBreakEvery: 4)

    public static let system: [FocusPreset] = [deepWork, study, writing, pomodoro]

    /// The preset a name means among the user's presets then the system ones, tolerating case,
    /// plurals, spacing and `filler` words (the grammar's, "preset": "deep work preset",
    /// "Pomodoros"); nil when none is.
    public static func named(_ name: String, in userPresets: [FocusPreset] = [], ignoring filler: Set<String> = []) -> FocusPreset? {
        let key = NameKey.key(name, ignoring: filler)
        guard !key.isEmpty else { return nil }
        return (userPresets + system).first { NameKey.key($0.name, ignoring: filler) == key }
    }

    /// Break after the `count`-th focus period of a run (1-based): the long break on every
    /// `longBreakEvery`-th, the short one otherwise.
    public func breakAfter(period count: Int) -> (minutes: Int, isLong: Bool)? {
        if let every = longBreakEvery, every > 0, count % every == 0, let long = longBreakMinutes { return (long, true) }
        return breakMinutes.map { ($0, false) }
    }
}
