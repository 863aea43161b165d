import Foundation
import Intents

/// A named shopping list and its restock shelf: items checked off wait in `restock` until the
/// next trip puts them back.
public struct ShoppingList: Sendable, Equatable, Codable {
    public var name: String
    public var items: [ListEntry] = []
    public var restock: [ListEntry] = []

    public init(name: String) {
        self.name = name
    }
}

/// One item of a list, with its quantity kept.
public struct ListEntry: Sendable, Equatable, Codable {
    /// Lower-cased name: duplicates are merged on it.
    public var name: String
    public var quantity: Double?
    public var unit: String?

    public init(name: String, quantity: Double? = nil, unit: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
    }

    /// "2 loaves of bread", "milk": the unit as stored (the executor fits it to the quantity).
    public var display: String {
        var words: [String] = []
        // `Int(exactly:)`: a quantity too large for an Int (a state written before quantities were
        // bounded) is shown as a Double, not trapped on.
        if let quantity { words.append(Int(exactly: quantity).map(String.init) ?? String(quantity)) }
        if let unit { words.append(unit) }
        words.append(name)
        return words.joined(separator: " ")
    }
}

/// An idea kept for later: a home project, a trip, a gift.
public struct BacklogEntry: Sendable, Equatable, Codable {
    public var backlog: String
    public var item: String
    public var added: Date
    /// Who it is for ("gift idea for Alex"); absent in state files written before it existed.
    public var recipient: String?

    public init(backlog: String, item: String, added: Date, recipient: String? = nil) {
        self.backlog = backlog
        self.item = item
        self.added = added
        self.recipient = recipient
    }
}

/// The user's settings, each with the values it allows.
public struct Settings: Sendable, Equatable, Codable {
    public enum Theme: String, Sendable, Codable, CaseIterable { case light, dark, system }
    public enum Units: String, Sendable, Codable, CaseIterable { case metric, imperial }
    /// How reminders arrive: with sound, silently (shown, no sound), or not at all (read in the
    /// brief and in lists only).
    public enum Notifications: String, Sendable, Codable, CaseIterable { case on, silent, off }
    /// The app's named colour themes, shown in light or dark as `theme` says.
    /// What the user said they are here for, the onboarding choice; it orders the suggestions
    /// and sets the defaults that go with it (`Executor.setInterests`).
    public enum Interest: String, Sendable, Codable, CaseIterable {
        case focus, tasks, planning, study
    }
    public enum ColorTheme: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
        case classic, ocean, forest, sunset, lavender, navy, rose, mint, sand, slate
        public var description: String { rawValue }
    }

    /// Minutes of focus a day that keep a streak.
    public var dailyFocusGoalMinutes = 60
    public var theme = Theme.system
    /// Minutes after midnight.
    public var morningBriefMinute = 8 * 60
    /// Off: "good morning" greets without the brief (asked for by name, it comes at any hour).
    public var morningBriefOn = true
    /// Minutes after midnight, start and end; nil when off.
    public var quietHours: [Int]?
    /// The working day the planner plans, minutes after midnight, start and end; nil: 09:00-17:00.
    public var workHours: [Int]?
    /// 1 = Monday ... 7 = Sunday.
    public var weekStart = 1
    public var timeZone: String?
    public var units = Units.metric
    /// What the user asked to be called ("call me Sam").
    public var displayName: String?
    /// Who to call in an emergency, as the user said it ("Grandma, 555-0134").
    public var emergencyContact: String?
    /// What a focus session starts with when neither the command nor its preset says.
    public var defaultSound: FocusSound?
    public var defaultBackground: FocusBackground?
    public var notifications = Notifications.on
    public var colorTheme = ColorTheme.classic
    /// A line when a task done or a session ended earns a badge or a level ("New badge: …").
    public var celebrations = true
    public var interests: [Interest] = []
    /// Minutes before an event with a time that its reminder goes off (the reminder window); nil: none.
    public var eventReminderMinutes: Int?
    /// The preset a session starts with when none and no length is said (Pomodoro when nil).
    public var defaultPreset: String?
    /// The length of a session started with no length and no preset said ("set default focus
    /// length to 50 minutes"); it comes before `defaultPreset`.
    public var defaultFocusMinutes: Int?

    public init() {}

    private enum Keys: String, CodingKey {
        case dailyFocusGoalMinutes, theme, morningBriefMinute, quietHours, weekStart, timeZone, units, displayName, emergencyContact, defaultSound, defaultBackground, notifications
        case colorTheme, celebrations, interests, defaultPreset, eventReminderMinutes, defaultFocusMinutes, morningBriefOn, workHours
    }

    /// Settings added later decode as their defaults, so older state files keep loading.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        dailyFocusGoalMinutes = try container.decodeIfPresent(Int.self, forKey: .dailyFocusGoalMinutes) ?? 60
        theme = try container.decodeIfPresent(Theme.self, forKey: .theme) ?? .system
        morningBriefMinute = try container.decodeIfPresent(Int.self, forKey: .morningBriefMinute) ?? 8 * 60
        morningBriefOn = try container.decodeIfPresent(Bool.self, forKey: .morningBriefOn) ?? true
        quietHours = try container.decodeIfPresent([Int].self, forKey: .quietHours)
        workHours = try container.decodeIfPresent([Int].self, forKey: .workHours)
        weekStart = try container.decodeIfPresent(Int.self, forKey: .weekStart) ?? 1
        timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone)
        units = try container.decodeIfPresent(Units.self, forKey: .units) ?? .metric
        displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        emergencyContact = try container.decodeIfPresent(String.self, forKey: .emergencyContact)
        defaultSound = try? container.decodeIfPresent(FocusSound.self, forKey: .defaultSound)
        defaultBackground = try? container.decodeIfPresent(FocusBackground.self, forKey: .defaultBackground)
        notifications = try container.decodeIfPresent(Notifications.self, forKey: .notifications) ?? .on
        colorTheme = (try? container.decodeIfPresent(ColorTheme.self, forKey: .colorTheme)) ?? .classic
        celebrations = try container.decodeIfPresent(Bool.self, forKey: .celebrations) ?? true
        interests = (try? container.decodeIfPresent([Interest].self, forKey: .interests)) ?? []
        defaultPreset = try container.decodeIfPresent(String.self, forKey: .defaultPreset)
        eventReminderMinutes = try container.decodeIfPresent(Int.self, forKey: .eventReminderMinutes)
        defaultFocusMinutes = try container.decodeIfPresent(Int.self, forKey: .defaultFocusMinutes)
    }
}
