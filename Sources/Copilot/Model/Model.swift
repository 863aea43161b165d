import Foundation

/// The user's data, all domains together so one snapshot undoes any change.
///
/// Every field decodes with a default when absent, so a state file written before a domain
/// existed still loads: nothing the user had is lost when `ask` learns something new.
public struct Model: Sendable, Equatable, Codable {
    public var tasks = TaskList()
    public var nextTaskID = 1
    /// The number the next task, reminder or event gets; nil when the state has none left to
    /// give: task numbers are positive, and one of `Int.max` cannot be counted past (a state
    /// file can say anything).
    public var issuableTaskID: Int? { nextTaskID >= 1 && nextTaskID < Int.max ? nextTaskID : nil }
    /// The task talked about last, for "it", "that", "the last one".
    public var lastMentionedTaskID: Int?
    /// The thing of any kind talked about last; "it" means this one when it fits the command.
    public var lastMention: Mention?
    /// The household member talked about last, whom "her" and "him" mean.
    public var lastMember: String?
    public var notes: [Note] = []
    public var lists: [ShoppingList] = []
    public var backlog: [BacklogEntry] = []
    public var members: [Member] = []
    public var settings = Settings()
    public var meals: [MealEntry] = []
    public var nutrition = NutritionProfile()
    public var focus = FocusState()
    /// Each registered family's own state as JSON, by its key (`FamilyState`).
    public var families: [String: String] = [:]
    /// A shared household is connected for this command (set by the store that holds it, never
    /// saved): new events and chores go to it, and "share task 3" can.
    public var inHousehold = false
    /// Set by a store that read only the newest meals (a one-shot's `LoadPlan`): the position of
    /// `meals[0]` among all stored meals, so changed meals are written back to their own rows.
    /// Never saved.
    public var mealsOffset = 0
    /// Set by a store that read no task but what progress needs of them (a one-shot's
    /// `LoadPlan`): every completion of the tasks not in `tasks`. Never saved.
    public var settledCompletions: [TaskCompletion] = []

    public init() {}

    private enum Keys: String, CodingKey {
        case tasks, nextTaskID, lastMentionedTaskID, lastMention, lastMember, notes, lists, backlog, members, settings, meals, nutrition, focus, families
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        tasks = TaskList(try container.decodeIfPresent([TaskItem].self, forKey: .tasks) ?? [])
        nextTaskID = try container.decodeIfPresent(Int.self, forKey: .nextTaskID) ?? (tasks.map(\.id).max() ?? 0) + 1
        lastMentionedTaskID = try container.decodeIfPresent(Int.self, forKey: .lastMentionedTaskID)
        lastMention = try container.decodeIfPresent(Mention.self, forKey: .lastMention)
        lastMember = try container.decodeIfPresent(String.self, forKey: .lastMember)
        notes = try container.decodeIfPresent([Note].self, forKey: .notes) ?? []
        lists = try container.decodeIfPresent([ShoppingList].self, forKey: .lists) ?? []
        backlog = try container.decodeIfPresent([BacklogEntry].self, forKey: .backlog) ?? []
        members = try container.decodeIfPresent([Member].self, forKey: .members) ?? []
        settings = try container.decodeIfPresent(Settings.self, forKey: .settings) ?? Settings()
        meals = try container.decodeIfPresent([MealEntry].self, forKey: .meals) ?? []
        nutrition = try container.decodeIfPresent(NutritionProfile.self, forKey: .nutrition) ?? NutritionProfile()
        focus = try container.decodeIfPresent(FocusState.self, forKey: .focus) ?? FocusState()
        families = try container.decodeIfPresent([String: String].self, forKey: .families) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(tasks, forKey: .tasks)
        try container.encode(nextTaskID, forKey: .nextTaskID)
        try container.encodeIfPresent(lastMentionedTaskID, forKey: .lastMentionedTaskID)
        try container.encodeIfPresent(lastMention, forKey: .lastMention)
        try container.encodeIfPresent(lastMember, forKey: .lastMember)
        try container.encode(notes, forKey: .notes)
        try container.encode(lists, forKey: .lists)
        try container.encode(backlog, forKey: .backlog)
        try container.encode(members, forKey: .members)
        try container.encode(settings, forKey: .settings)
        try container.encode(meals, forKey: .meals)
        try container.encode(nutrition, forKey: .nutrition)
        try container.encode(focus, forKey: .focus)
        if !families.isEmpty { try container.encode(families, forKey: .families) }
    }
}

/// A note ("note: gate code 4512").
public struct Note: Sendable, Equatable, Codable {
    public var text: String
    public var created: Date

    public init(text: String, created: Date) {
        self.text = text
        self.created = created
    }
}
