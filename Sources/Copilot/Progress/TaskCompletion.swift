import Foundation

/// One time a task was done, with the priority it had: all that progress (XP, levels, badges,
/// tasks done in a week) needs of a task.
public struct TaskCompletion: Sendable, Equatable, Codable {
    public var date: Date
    public var priority: Int?

    public init(date: Date, priority: Int?) {
        self.date = date
        self.priority = priority
    }
}
