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

    /// Stored as `[seconds since 1970, priority]` (`[seconds]` with none): a year of deleted
    /// done tasks is kept in a few kilobytes (`DeletedCompletions`).
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        date = Date(timeIntervalSince1970: try container.decode(Double.self))
        priority = container.isAtEnd ? nil : try container.decodeIfPresent(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(date.timeIntervalSince1970)
        if let priority { try container.encode(priority) }
    }
}
