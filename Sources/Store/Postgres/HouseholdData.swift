import Copilot

/// What a shared household holds, and what stays on each person's machine.
///
/// Shared: the household's members (with their reward points and history), the shopping lists
/// (items and restock), the backlog (ideas, gifts), the tasks, reminders and events marked shared
/// (`TaskItem.shared`: events and chores made while connected, and what someone shares), and the
/// counter that numbers tasks. Local: the other tasks, meals and the nutrition profile, focus
/// sessions, notes, settings, undo steps and each conversation's pending question.
///
/// Task numbers: while connected, every new task (shared or not) takes its number from the
/// household's counter, which each command raises to at least the local one, so a number given
/// then is nobody else's. Tasks made before joining may share numbers with the household's: a task
/// shared later takes a new number (`TaskShareFamily`), and a local task whose number a shared
/// one has is renumbered when `ask` starts (`HouseholdStore.renumberClashes`); until then the
/// shared one is shown.
enum HouseholdData {
    /// The tables with rows in the household, by the name `ModelRows` gives them.
    static let tables: [RowTable] = [.lists, .backlog, .members, .tasks, .values]

    /// Whether a row belongs in the household: of `values`, only the task counter.
    static func isShared(_ key: RowKey) -> Bool {
        guard tables.contains(key.table) else { return false }
        return key.table != .values || key.id == ValueKey.nextTaskID.rawValue
    }

    /// A model holding only the shared part of `model` (everything else at its default).
    static func sharedPart(of model: Model) -> Model {
        var part = Model()
        part.lists = model.lists
        part.backlog = model.backlog
        part.members = model.members
        part.tasks = model.tasks.filter(\.isShared)
        part.nextTaskID = model.nextTaskID
        return part
    }

    /// `model` without the shared part: what the local store keeps.
    static func localPart(of model: Model) -> Model {
        var local = model
        local.lists = []
        local.backlog = []
        local.members = []
        local.tasks = model.tasks.filter { !$0.isShared }
        local.inHousehold = false
        return local
    }

    /// Puts the household's part into `model`, replacing what the local store held of it. A local
    /// task numbered like a shared one stays stored but out of sight until it is renumbered.
    static func overlay(_ part: Model, onto model: inout Model) {
        model.lists = part.lists
        model.backlog = part.backlog
        model.members = part.members
        let sharedIDs = Set(part.tasks.map(\.id))
        model.tasks = TaskList((model.tasks.filter { !$0.isShared && !sharedIDs.contains($0.id) } + part.tasks).sorted { $0.id < $1.id })
        model.nextTaskID = max(model.nextTaskID, part.nextTaskID)
        model.inHousehold = true
    }

    /// Whether `model` has anything the household would keep (the counter aside).
    static func hasSharedData(_ model: Model) -> Bool {
        !model.lists.isEmpty || !model.backlog.isEmpty || !model.members.isEmpty || model.tasks.contains(where: \.isShared)
    }
}
