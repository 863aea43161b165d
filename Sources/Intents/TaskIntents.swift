import Foundation
import Temporal

/// `task.add`: "add task: finish proposal by friday 5pm #work p1".
public struct TaskAdd: Sendable, Equatable, Codable {
    /// Nil when the command named no task ("add a task"); the copilot asks for it.
    public var title: String?
    public var due: DueDate?
    /// A date it must be done by, kept apart from the due date ("deadline next wed").
    public var deadline: DueDate?
    public var recurrence: Recurrence?
    /// 1 (highest) to 4.
    public var priority: Int?
    public var project: String?
    public var tags: [String]
    /// Estimated length in seconds ("for 30m").
    public var estimate: Double?
    /// "remind me 10 min before", "remind me at 8".
    public var reminder: TaskReminder?
    /// "add tasks: vacuum, dishes and laundry": the titles after the first, each added like it
    /// (nil for one task, so a stored question from before reads as it did).
    public var others: [String]?
    /// "add a shared task …" (true), "add a private event …" (false): whether it goes to the shared
    /// household; nil when not said.
    public var shared: Bool?

    public init(title: String?, due: DueDate? = nil, deadline: DueDate? = nil, recurrence: Recurrence? = nil, priority: Int? = nil, project: String? = nil, tags: [String] = [], estimate: Double? = nil, reminder: TaskReminder? = nil) {
        self.title = title
        self.due = due
        self.deadline = deadline
        self.recurrence = recurrence
        self.priority = priority
        self.project = project
        self.tags = tags
        self.estimate = estimate
        self.reminder = reminder
    }
}

/// `task.edit`: "move it to monday", "rename 2 to call the bank", "change the proposal to p1".
public struct TaskEdit: Sendable, Equatable, Codable {
    public var task: TaskReference
    public var title: String?
    public var due: DueDate?
    /// A time of day alone ("move it to 9am", "push the meeting to 3"): the task keeps its day.
    public var time: ClockTime?
    public var priority: Int?
    /// "and remind me 10 min before": a reminder added to the task.
    public var reminder: TaskReminder?
    /// A move by an amount, in seconds, negative for earlier ("push it back 10 minutes", "snooze it").
    public var shift: Double?
    /// Snoozed: the move counts from now when the item's time has passed (nil: not snoozed).
    public var snooze: Bool?
    /// "tag the report with #work", "put the report in #work": the project it moves to.
    public var project: String?
    /// "tag the report @phone": tags added to those it has.
    public var tags: [String]?
    /// How far "snooze" alone moves a reminder.
    public static let defaultSnooze: Double = 10 * 60

    public init(task: TaskReference, title: String? = nil, due: DueDate? = nil, time: ClockTime? = nil, priority: Int? = nil, reminder: TaskReminder? = nil,
                shift: Double? = nil, snooze: Bool = false) {
        self.shift = shift
        self.snooze = snooze ? true : nil
        self.task = task
        self.title = title
        self.due = due
        self.time = time
        self.priority = priority
        self.reminder = reminder
    }
}

/// `task.list`: "show my tasks for #work", "what's due today", "show overdue p1 tasks".
public struct TaskQuery: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable { case open, overdue, completed }

    public var project: String?
    public var priority: Int?
    public var status: Status
    /// Only tasks due inside this window.
    public var due: TimeWindow?
    /// A word that may name a project, said without its # ("show work tasks"): the project when
    /// one by that name is in use, else no filter at all (and the reply says so).
    public var projectWord: String?
    /// "what's left for today": what remains of the day with no kind named, so the food target's
    /// remainder is part of the answer when there is one.
    public var anyKind: Bool?
    /// Reminders only ("what reminders do I have"), not every task.
    public var reminders: Bool?
    /// Only what repeats ("show my recurring tasks", "what repeats"): tasks, reminders and events.
    public var repeating: Bool?
    /// Words of the titles asked about ("what alarms do I have": the open items they name).
    public var named: String?
    /// "how many days until my exam": how far off the named item is.
    public var countdown = false

    public init(project: String? = nil, priority: Int? = nil, status: Status = .open, due: TimeWindow? = nil, projectWord: String? = nil,
                anyKind: Bool = false, reminders: Bool = false, repeating: Bool = false) {
        self.repeating = repeating ? true : nil
        self.anyKind = anyKind ? true : nil
        self.reminders = reminders ? true : nil
        self.project = project
        self.priority = priority
        self.status = status
        self.due = due
        self.projectWord = projectWord
    }
}

/// `note.add`: "note: gate code 4512".
public struct NoteAdd: Sendable, Equatable, Codable {
    public var text: String
    public init(text: String) {
        self.text = text
    }
}
