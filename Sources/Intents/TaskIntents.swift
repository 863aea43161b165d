import Foundation
import Temporal

/// `task.add`: "add task: finish proposal by friday 5pm #work p1".
public struct TaskAdd: Sendable, Equatable, Codable {
    /// Nil when the command named no task ("add a task"); the copilot asks for it.
    public var title: String?
    public var due: DueDate?
    public var recurrence: Recurrence?
    /// 1 (highest) to 4.
    public var priority: Int?
    public var project: String?
    public var tags: [String]
    /// Estimated length in seconds ("for 30m").
    public var estimate: Double?

    public init(title: String?, due: DueDate? = nil, recurrence: Recurrence? = nil, priority: Int? = nil, project: String? = nil, tags: [String] = [], estimate: Double? = nil) {
        self.title = title
        self.due = due
        self.recurrence = recurrence
        self.priority = priority
        self.project = project
        self.tags = tags
        self.estimate = estimate
    }
}

/// `task.edit`: "move it to monday", "rename 2 to call the bank", "change the proposal to p1".
public struct TaskEdit: Sendable, Equatable, Codable {
    public var task: TaskReference
    public var title: String?
    public var due: DueDate?
    public var priority: Int?

    public init(task: TaskReference, title: String? = nil, due: DueDate? = nil, priority: Int? = nil) {
        self.task = task
        self.title = title
        self.due = due
        self.priority = priority
    }
}

/// `task.list`: "show my tasks for #work".
public struct TaskQuery: Sendable, Equatable, Codable {
    public var project: String?
    public init(project: String? = nil) {
        self.project = project
    }
}
