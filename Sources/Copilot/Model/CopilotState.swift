/// Everything the copilot knows, persisted between runs: the model and the undo history.
public struct CopilotState: Sendable, Equatable, Codable {
    public var model = Model()
    /// Earlier models, newest last, for undo.
    public var history: [Snapshot] = []
    /// Models undone, newest last, for redo; any new change clears them.
    public var undone: [Snapshot] = []
    /// The question the copilot asked last, if the next line should answer it.
    public var pending: PendingQuestion?
    /// When undo lives in a store's change log rather than in `history`: the newest step each
    /// way, handed in for the command. Not part of the state file.
    public var journal: UndoJournal?

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

        public init(model: Model, change: String) {
            self.model = model
            self.change = change
        }
    }

    /// Records the current model so the change about to be made can be undone. With a store, the
    /// store turns each snapshot into a step of rows before and after, and drops the snapshot.
    mutating func checkpoint(_ change: String) {
        history.append(Snapshot(model: model, change: change))
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        undone.removeAll()
    }

    /// Restores the model before the last change; returns what that change was.
    mutating func undo() -> String? {
        guard let snapshot = history.popLast() else { return journal?.undo(&model) }
        undone.append(Snapshot(model: model, change: snapshot.change))
        model = snapshot.model
        return snapshot.change
    }

    /// Puts back the change undone last; returns what that change was.
    mutating func redo() -> String? {
        guard let snapshot = undone.popLast() else { return journal?.redo(&model) }
        history.append(Snapshot(model: model, change: snapshot.change))
        model = snapshot.model
        return snapshot.change
    }

    // Shorthands for the task domain, the most used.
    public var tasks: TaskList {
        get { model.tasks }
        _modify { yield &model.tasks }
        set { model.tasks = newValue }
    }
}

/// The undo and redo steps a store keeps as a change log: the newest of each, with the rows it
/// changed, so undo costs what the step changed and not the size of the model. `undo` and `redo`
/// replay a step on the model and say which one they took; the store marks it.
public struct UndoJournal: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var id: Int64
        /// Words saying what the change was ("added “buy milk”").
        public var change: String
        public var rows: [RowChange]

        public init(id: Int64, change: String, rows: [RowChange]) {
            self.id = id
            self.change = change
            self.rows = rows
        }
    }

    public enum Taken: Sendable, Equatable { case undo(Int64), redo(Int64) }

    public var newestUndo: Step?
    public var newestRedo: Step?
    /// The step undo or redo replayed during this command.
    public private(set) var taken: Taken?
    /// A step that no longer applies (a row that does not decode) is reported, not replayed.
    public private(set) var failure: String?

    public init(newestUndo: Step? = nil, newestRedo: Step? = nil) {
        self.newestUndo = newestUndo
        self.newestRedo = newestRedo
    }

    mutating func undo(_ model: inout Model) -> String? {
        guard taken == nil, let step = newestUndo else { return nil }
        do {
            try ModelRows.apply(step.rows, backwards: true, to: &model)
        } catch {
            failure = "\(error)"
            return nil
        }
        taken = .undo(step.id)
        newestUndo = nil
        return step.change
    }

    mutating func redo(_ model: inout Model) -> String? {
        guard taken == nil, let step = newestRedo else { return nil }
        do {
            try ModelRows.apply(step.rows, backwards: false, to: &model)
        } catch {
            failure = "\(error)"
            return nil
        }
        taken = .redo(step.id)
        newestRedo = nil
        return step.change
    }
}
