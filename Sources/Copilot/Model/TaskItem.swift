import Foundation
import Intents
import Temporal

/// A task, reminder or calendar event in the model. They share numbering, lists and undo.
public struct TaskItem: Sendable, Equatable, Codable, Identifiable {
    public enum Kind: String, Sendable, Codable { case task, reminder, event }

    /// Stable number shown in lists and used in "done 3"; never reused.
    public var id: Int
    public var kind: Kind = .task
    public var title: String
    public var due: DueDate?
    /// The date it must be done by, apart from when it is planned ("due fri, deadline next wed").
    public var deadline: DueDate?
    public var recurrence: Recurrence?
    /// 1 (highest) to 4.
    public var priority: Int?
    public var project: String?
    public var tags: [String]
    /// Estimated length in seconds.
    public var estimate: Double?
    public var created: Date
    public var completed: Date?
    /// When an event ends (exclusive); nil for tasks and reminders, or an event with no end given.
    public var end: Date?
    /// The household member it is for ("remind Emma to ..."); nil when it is the user's own.
    public var member: String?
    /// A reminder set with the task; one given as an offset follows the due date.
    public var reminder: TaskReminder?
    /// When a repeating task was done, each time before it rolled forward: progress counts each
    /// (XP, tasks done); nil for a task never done that way.
    public var doneDates: [Date]?
    /// Kept in the shared household (`--store postgres://…`) rather than on this machine: true for
    /// a task shared there, false for one kept private that would have been shared (an event, a
    /// member's chore), nil otherwise. Set only while a household is connected.
    public var shared: Bool?
    /// Dates of a repeating item's schedule skipped one at a time ("cancel soccer practice next
    /// tuesday"), all after its next date; nil when none are.
    public var skipped: [Date]?

    public init(id: Int, kind: Kind = .task, title: String, due: DueDate? = nil, recurrence: Recurrence? = nil, priority: Int? = nil, project: String? = nil, tags: [String] = [], estimate: Double? = nil, created: Date, completed: Date? = nil) {
        self.id = id
        self.kind = kind
        self.title = title
        self.due = due
        self.recurrence = recurrence
        self.priority = priority
        self.project = project
        self.tags = tags
        self.estimate = estimate
        self.created = created
        self.completed = completed
    }

    public var isOpen: Bool { completed == nil }

    /// Something to do (a task or a reminder) rather than an event, which belongs to the schedule:
    /// task lists and counts of open tasks leave events out.
    public var isToDo: Bool { kind != .event }
    /// Every time the item was done: each completion of a repeating one, then the final one.
    public var completions: [Date] { (doneDates ?? []) + (completed.map { [$0] } ?? []) }
    /// In the shared household.
    public var isShared: Bool { shared == true }
    /// Shared when made while a household is connected, unless said otherwise: what belongs to the
    /// household's calendar (events) and its members' chores.
    public var sharedByDefault: Bool { kind == .event || member != nil }

    private enum Keys: String, CodingKey {
        case id, kind, title, due, deadline, recurrence, priority, project, tags, estimate, created, completed, end, member, reminder, doneDates, shared, skipped
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Int.self, forKey: .id)
        kind = try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .task
        title = try container.decode(String.self, forKey: .title)
        due = try container.decodeIfPresent(DueDate.self, forKey: .due)
        deadline = try container.decodeIfPresent(DueDate.self, forKey: .deadline)
        recurrence = try container.decodeIfPresent(Recurrence.self, forKey: .recurrence)
        priority = try container.decodeIfPresent(Int.self, forKey: .priority)
        project = try container.decodeIfPresent(String.self, forKey: .project)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        estimate = try container.decodeIfPresent(Double.self, forKey: .estimate)
        created = try container.decode(Date.self, forKey: .created)
        completed = try container.decodeIfPresent(Date.self, forKey: .completed)
        end = try container.decodeIfPresent(Date.self, forKey: .end)
        member = try container.decodeIfPresent(String.self, forKey: .member)
        reminder = try container.decodeIfPresent(TaskReminder.self, forKey: .reminder)
        doneDates = try container.decodeIfPresent([Date].self, forKey: .doneDates)
        shared = try container.decodeIfPresent(Bool.self, forKey: .shared)
        skipped = try container.decodeIfPresent([Date].self, forKey: .skipped)
    }
}

extension TaskItem {
    /// An item with an end moves whole: after its due date changed from `old`, the end keeps its
    /// distance ("move the 1:1 to 3pm" makes 14:00-14:30 into 15:00-15:30, never 15:00-14:30).
    mutating func keepLength(from old: DueDate?) {
        guard let end, let from = old?.date, let to = due?.date, from != to else { return }
        self.end = end.addingTimeInterval(to.timeIntervalSince(from))
    }
}
