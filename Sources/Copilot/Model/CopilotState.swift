/// Everything the copilot knows, persisted between runs as one value.
public struct CopilotState: Sendable, Equatable, Codable {
    public var tasks: [TaskItem] = []
    public var nextTaskID = 1
    /// The task talked about last, for "it", "that", "the last one".
    public var lastMentionedTaskID: Int?
    /// Earlier states, newest last, for undo.
    public var history: [Snapshot] = []

    /// How many changes undo can reach back.
    public static let historyLimit = 50

    public init() {}

    /// A state before a change, with words saying what the change was ("added “buy milk”").
    public struct Snapshot: Sendable, Equatable, Codable {
        public var tasks: [TaskItem]
        public var nextTaskID: Int
        public var lastMentionedTaskID: Int?
        public var change: String
    }

    /// Records the current state so the change about to be made can be undone.
    mutating func checkpoint(_ change: String) {
        history.append(Snapshot(tasks: tasks, nextTaskID: nextTaskID, lastMentionedTaskID: lastMentionedTaskID, change: change))
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    }

    /// Restores the state before the last change; returns what that change was.
    mutating func undo() -> String? {
        guard let snapshot = history.popLast() else { return nil }
        tasks = snapshot.tasks
        nextTaskID = snapshot.nextTaskID
        lastMentionedTaskID = snapshot.lastMentionedTaskID
        return snapshot.change
    }
}
