/// Everything the copilot knows, persisted between runs: the model and the undo history.
public struct CopilotState: Sendable, Equatable, Codable {
    public var model = Model()
    /// Earlier models, newest last, for undo.
    public var history: [Snapshot] = []
    /// Models undone, newest last, for redo; any new change clears them.
    public var undone: [Snapshot] = []
    /// The question the copilot asked last, if the next line should answer it.
    public var pending: PendingQuestion?

    /// How many changes undo can reach back.
    public static let historyLimit = 50

    public init() {}

    private enum Keys: String, CodingKey { case model, history, undone, pending }

    /// Fields added after the first release decode with defaults, so older state files load.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        model = try container.decodeIfPresent(Model.self, forKey: .model) ?? Model()
        history = try container.decodeIfPresent([Snapshot].self, forKey: .history) ?? []
        undone = try container.decodeIfPresent([Snapshot].self, forKey: .undone) ?? []
        pending = try container.decodeIfPresent(PendingQuestion.self, forKey: .pending)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(model, forKey: .model)
        try container.encode(history, forKey: .history)
        try container.encode(undone, forKey: .undone)
        try container.encodeIfPresent(pending, forKey: .pending)
    }

    /// The model before a change, with words saying what the change was ("added “buy milk”").
    public struct Snapshot: Sendable, Equatable, Codable {
        public var model: Model
        public var change: String
    }

    /// Records the current model so the change about to be made can be undone.
    mutating func checkpoint(_ change: String) {
        history.append(Snapshot(model: model, change: change))
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        undone.removeAll()
    }

    /// Restores the model before the last change; returns what that change was.
    mutating func undo() -> String? {
        guard let snapshot = history.popLast() else { return nil }
        undone.append(Snapshot(model: model, change: snapshot.change))
        model = snapshot.model
        return snapshot.change
    }

    /// Puts back the change undone last; returns what that change was.
    mutating func redo() -> String? {
        guard let snapshot = undone.popLast() else { return nil }
        history.append(Snapshot(model: model, change: snapshot.change))
        model = snapshot.model
        return snapshot.change
    }

    // Shorthands for the task domain, the most used.
    public var tasks: [TaskItem] {
        get { model.tasks }
        set { model.tasks = newValue }
    }
}
