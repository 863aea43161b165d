import Foundation
import Intents
import Numbers

/// `task.share`: a task, reminder or event put in the shared household or taken back ("share task
/// 3", "share the dentist appointment with the family", "make it private").
///
/// A shared task lives in the household's PostgreSQL store (`HouseholdData`), where everyone
/// connected sees and changes it under the same number. Task numbers come from one counter the
/// household keeps once it is connected, but a task made before may carry a number another person
/// also has: so a task joining the household takes a new number, and the reply says which.
/// Without a household there is nothing to share with, and the reply says how to connect one.
enum TaskShareFamily: IntentFamily {
    struct Command: Codable, Sendable, Equatable {
        var task: TaskReference
        /// True to share, false to keep private.
        var shared: Bool
    }

    static let intents = ["task.share"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        guard let shared = slots.sharing("share") else { return nil }
        return Command(task: slots.taskReference() ?? .lastMentioned, shared: shared)
    }

    private static let say = Replies.tasks

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        // Several tasks by the words: which one is said by number (a family command cannot take
        // the answer to "Which one?" on the next line).
        if case .several(let indices) = TaskLookup.find(command.task, in: executor.state, lexicon: executor.lexicon, includeCompleted: true) {
            let lines = indices.prefix(9).map { executor.format.listLine(executor.state.tasks[$0]) }
            let first = executor.state.tasks[indices[0]].id
            return Reply(([command.shared ? say.shareWhich(number: first) : say.unshareWhich(number: first)] + lines).joined(separator: "\n"), outcome: .notDone, intent: intent)
        }
        let index: Int
        switch executor.lookup(command.task, for: .family(FamilyCommand(intent: intent, payload: ModelRows.encode(command))), includeCompleted: true) {
        case .failure(let error): return error.reply
        case .success(let found): index = found
        }
        let task = executor.state.tasks[index]
        executor.state.model.lastMentionedTaskID = task.id
        guard executor.state.model.inHousehold else {
            return Reply(command.shared ? say.shareNoHousehold(title: task.title) : say.unshareNoHousehold(title: task.title), outcome: .notDone, intent: intent)
        }
        if command.shared {
            if task.isShared { return Reply(say.shareAlready(title: task.title, number: task.id), intent: intent) }
            executor.state.checkpoint(say.changeShared(title: task.title))
            guard let moved = executor.share(taskAt: index) else {
                return Reply(say.shareNoNumber(), outcome: .notDone, intent: intent)
            }
            return Reply(say.shared(title: task.title, number: moved, old: task.id), intent: intent)
        }
        if !task.isShared {
            return Reply(say.unshareNot(title: task.title), intent: intent)
        }
        executor.state.checkpoint(say.changeUnshared(title: task.title))
        executor.state.tasks[index].shared = false
        return Reply(say.unshared(title: task.title, number: task.id), intent: intent)
    }
}

extension Executor {
    /// Puts the task at `index` in the household under a new number (one nobody connected has:
    /// see `TaskShareFamily`); returns the number, or nil when none is left to give.
    mutating func share(taskAt index: Int) -> Int? {
        guard let id = state.model.issuableTaskID else { return nil }
        var task = state.tasks.remove(at: index)
        let old = task.id
        task.id = id
        task.shared = true
        state.model.nextTaskID += 1
        // The new number is the highest: the tasks stay in number order.
        state.tasks.append(task)
        if state.model.lastMentionedTaskID == old { state.model.lastMentionedTaskID = id }
        return id
    }
}
