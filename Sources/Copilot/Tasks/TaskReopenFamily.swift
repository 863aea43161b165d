import Foundation
import Intents
import Numbers

/// `task.reopen`: a task ticked off by mistake is open again ("reopen task 3", "mark the report
/// as not done", "uncheck call mom"). Its completion is taken back, so the XP, streaks and badges
/// it gave go with it; undo ticks it off again. A repeating task's next one is open already, so
/// reopening it says so and changes nothing (undo takes back the last tick).
enum TaskReopenFamily: IntentFamily {
    struct Command: Codable, Sendable, Equatable {
        var task: TaskReference
    }

    static let intents = ["task.reopen"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        Command(task: slots.taskReference() ?? .lastMentioned)
    }

    private static let say = Replies.tasks

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        // Done tasks first: the one meant is the one ticked off, not an open one of the same words.
        var done = executor.state
        done.tasks = done.tasks.filter { !$0.isOpen }
        let index: Int
        switch TaskLookup.find(command.task, in: done, lexicon: executor.lexicon, includeCompleted: true) {
        case .found(let found):
            index = executor.state.tasks.firstIndex { $0.id == done.tasks[found].id }!
        case .several(let indices):
            let lines = indices.prefix(9).map { executor.format.listLine(done.tasks[$0]) }
            return Reply(([say.reopenWhich(number: done.tasks[indices[0]].id)] + lines).joined(separator: "\n"), outcome: .notDone, intent: intent)
        case .notFound, .unnamed:
            // None done by those words: an open one is said to be open; none at all, not found.
            switch executor.lookup(command.task, for: .family(FamilyCommand(intent: intent, payload: ModelRows.encode(command))), includeCompleted: true) {
            case .failure(let error): return error.reply
            case .success(let found): index = found
            }
        }
        let task = executor.state.tasks[index]
        if task.recurrence != nil {
            return Reply(say.reopenRepeats(title: task.title), outcome: .notDone, intent: intent)
        }
        guard task.completed != nil else {
            return Reply(say.reopenOpen(title: task.title), outcome: .notDone, intent: intent)
        }
        executor.state.checkpoint(say.changeReopened(title: task.title))
        executor.state.tasks[index].completed = nil
        let open = executor.state.tasks.filter(\.isOpen).count
        return Reply(say.reopened(title: task.title, count: open), intent: intent)
    }
}

/// The task domain's registered families (`IntentFamilies`); the rest of tasks go through `Intent`.
enum TaskFamilies {
    static let all: [any IntentFamily.Type] = [TaskReopenFamily.self]
}
