import Foundation
import Intents
import Temporal

/// A task in the model.
public struct TaskItem: Sendable, Equatable, Codable, Identifiable {
    /// Stable number shown in lists and used in "done 3"; never reused.
    public var id: Int
    public var title: String
    public var due: DueDate?
    public var recurrence: Recurrence?
    /// 1 (highest) to 4.
    public var priority: Int?
    public var project: String?
    public var tags: [String]
    /// Estimated length in seconds.
    public var estimate: Double?
    public var created: Date
    public var completed: Date?

    public init(id: Int, title: String, due: DueDate? = nil, recurrence: Recurrence? = nil, priority: Int? = nil, project: String? = nil, tags: [String] = [], estimate: Double? = nil, created: Date, completed: Date? = nil) {
        self.id = id
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
}
