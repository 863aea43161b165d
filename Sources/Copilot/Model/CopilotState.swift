/// Everything the copilot knows, persisted between runs: the model and the undo history.
public struct CopilotState: Sendable, Equatable, Codable {
    public var model = Model()
    /// Earlier models, newest last, for undo.
    public var history: [Snapshot] = []

    /// How many changes undo can reach back.
    public static let historyLimit = 50

    public init() {}

    /// The model before a change, with words saying what the change was ("added “buy milk”").
    public struct Snapshot: Sendable, Equatable, Codable {
        public var model: Model
        public var change: String
    }

    /// Records the current model so the change about to be made can be undone.
    mutating func checkpoint(_ change: String) {
        history.append(Snapshot(model: model, change: change))
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    }

    /// Restores the model before the last change; returns what that change was.
    mutating func undo() -> String? {
        guard let snapshot = history.popLast() else { return nil }
        model = snapshot.model
        return snapshot.change
    }

    // Shorthands for the task domain, the most used.
    public var tasks: [TaskItem] {
        get { model.tasks }
        set { model.tasks = newValue }
    }
}
