import Copilot

/// What a shared household holds, and what stays on each person's machine.
///
/// Shared: the household's members (with their reward points and history), the shopping lists
/// (items and restock), and the backlog (ideas, gifts). Local: tasks, reminders and events,
/// meals and the nutrition profile, focus sessions, notes, settings, undo steps and each
/// conversation's pending question. Tasks stay local because their numbers ("done 3") come from
/// one counter per store; sharing them needs one household-wide counter and a way to renumber
/// what each person had before joining, which is not built yet.
enum HouseholdData {
    /// The tables kept in the household, by the name `ModelRows` gives them.
    static let tables: [RowTable] = [.lists, .backlog, .members]

    /// A model holding only the shared part of `model` (everything else at its default).
    static func sharedPart(of model: Model) -> Model {
        var part = Model()
        part.lists = model.lists
        part.backlog = model.backlog
        part.members = model.members
        return part
    }

    /// `model` without the shared part: what the local store keeps.
    static func localPart(of model: Model) -> Model {
        var local = model
        local.lists = []
        local.backlog = []
        local.members = []
        return local
    }

    /// Puts the household's part into `model`, replacing what the local store held of it.
    static func overlay(_ part: Model, onto model: inout Model) {
        model.lists = part.lists
        model.backlog = part.backlog
        model.members = part.members
    }

    /// Whether `model` has anything the household would keep.
    static func hasSharedData(_ model: Model) -> Bool {
        !model.lists.isEmpty || !model.backlog.isEmpty || !model.members.isEmpty
    }
}
