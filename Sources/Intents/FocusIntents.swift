/// `focus.start`: "start deep work preset", "start a 25 minute pomodoro", "focus on the proposal
/// for 50 min with rain sounds". Names are as said; the copilot resolves them against presets.
public struct FocusStart: Sendable, Equatable, Codable {
    public var preset: String?
    public var minutes: Double?
    public var task: String?
    public var sound: String?
    public var background: String?

    public init(preset: String? = nil, minutes: Double? = nil, task: String? = nil, sound: String? = nil, background: String? = nil) {
        self.preset = preset
        self.minutes = minutes
        self.task = task
        self.sound = sound
        self.background = background
    }
}

/// `preset.create`: "create a preset called reading, 30 minutes, fireplace sound, forest background".
public struct PresetCreate: Sendable, Equatable, Codable {
    public var name: String
    public var minutes: Double?
    public var sound: String?
    public var background: String?
    /// The break between its focus periods, when said ("10 minute breaks").
    public var breakMinutes: Double?

    public init(name: String, minutes: Double? = nil, sound: String? = nil, background: String? = nil, breakMinutes: Double? = nil) {
        self.name = name
        self.minutes = minutes
        self.breakMinutes = breakMinutes
        self.sound = sound
        self.background = background
    }
}

/// `plan.day`: "plan my day", "plan my next 2 hours", "plan tomorrow", "plan my afternoon".
public struct PlanRequest: Sendable, Equatable, Codable {
    /// A part of the day named without a date, from the grammar's value map.
    public enum Part: String, Sendable, Codable { case morning, afternoon, evening }
    public var minutes: Double?
    public var window: TimeWindow?
    public var part: Part?
    /// "plan my week": this many days from today, each its own working day.
    public var days: Int?
    public init(minutes: Double? = nil, window: TimeWindow? = nil, part: Part? = nil, days: Int? = nil) {
        self.minutes = minutes
        self.window = window
        self.part = part
        self.days = days
    }
}

/// `progress.query`: "how am I doing this week?", "what's my streak?", "how much did I focus yesterday?".
public struct ProgressAsk: Sendable, Equatable, Codable {
    /// The part asked about, from the grammar's value map; nil asks for the whole report.
    public enum Topic: String, Sendable, Codable { case streak, level, badges, goal, summary }
    /// A period named without a date ("show my month").
    public enum Period: String, Sendable, Codable { case day, week, month }

    public var topic: Topic?
    public var period: Period?
    public var window: TimeWindow?
    public init(topic: Topic? = nil, period: Period? = nil, window: TimeWindow?) {
        self.topic = topic
        self.period = period
        self.window = window
    }
}
