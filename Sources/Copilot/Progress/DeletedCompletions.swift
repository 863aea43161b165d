import Foundation

/// The completions of tasks deleted after they were done: clearing finished tasks ("delete all
/// completed tasks") tidies the list and keeps the XP, levels, badges and past reports they
/// earned. A family state, so undo takes a deletion's completions back with the tasks.
public struct DeletedCompletions: FamilyState {
    public static let key = "progress.deleted"
    public var completions: [TaskCompletion] = []

    public init() {}
}

extension Model {
    /// Every completion progress counts that is not on a task in `tasks`: those a store read
    /// from its columns (`settledCompletions`) and those of tasks deleted after they were done.
    public var pastCompletions: [TaskCompletion] {
        let deleted = state(DeletedCompletions.self).completions
        return deleted.isEmpty ? settledCompletions : settledCompletions + deleted
    }
}

extension Executor {
    /// Keeps the completions of tasks about to be deleted.
    mutating func keepCompletions(of tasks: some Sequence<TaskItem>) {
        var kept = state.model.state(DeletedCompletions.self)
        let before = kept.completions.count
        for task in tasks { kept.completions += task.completions.map { TaskCompletion(date: $0, priority: task.priority) } }
        if kept.completions.count > before { state.model.setState(kept) }
    }
}
