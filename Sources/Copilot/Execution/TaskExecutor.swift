import Foundation
import Intents

/// Carries out the task intents on a copy of the state. Every change is checkpointed first,
/// so undo can reverse it.
struct TaskExecutor {
    var state: CopilotState
    let format: ReplyFormat
    let now: Date

    mutating func add(_ add: TaskAdd) -> Reply {
        guard let title = add.title, !title.isEmpty else {
            return Reply("What's the task? For example: “add task buy milk”.", outcome: .notDone, intent: "task.add")
        }
        let task = TaskItem(
            id: state.nextTaskID, title: title, due: add.due, recurrence: add.recurrence, priority: add.priority,
            project: add.project, tags: add.tags, estimate: add.estimate, created: now
        )
        state.checkpoint("added “\(title)”")
        state.tasks.append(task)
        state.nextTaskID += 1
        state.lastMentionedTaskID = task.id
        return Reply("Added \(format.task(task)).", intent: "task.add")
    }

    mutating func complete(_ reference: TaskReference) -> Reply {
        switch lookup(reference, intent: "task.complete") {
        case .failure(let error): return error.reply
        case .success(let index):
            let task = state.tasks[index]
            state.lastMentionedTaskID = task.id
            guard task.isOpen else {
                return Reply("“\(task.title)” is already done.", outcome: .notDone, intent: "task.complete")
            }
            state.checkpoint("completed “\(task.title)”")
            state.tasks[index].completed = now
            let open = state.tasks.filter(\.isOpen).count
            return Reply("Done: “\(task.title)”. \(ReplyFormat.count(open, "open task")) left.", intent: "task.complete")
        }
    }

    mutating func delete(_ reference: TaskReference) -> Reply {
        switch lookup(reference, intent: "task.delete", includeCompleted: true) {
        case .failure(let error): return error.reply
        case .success(let index):
            let task = state.tasks[index]
            state.checkpoint("deleted “\(task.title)”")
            state.tasks.remove(at: index)
            if state.lastMentionedTaskID == task.id { state.lastMentionedTaskID = nil }
            return Reply("Deleted “\(task.title)”.", intent: "task.delete")
        }
    }

    func list(_ query: TaskQuery) -> Reply {
        let open = state.tasks.filter { $0.isOpen && (query.project == nil || $0.project?.lowercased() == query.project?.lowercased()) }
        let scope = query.project.map { " in #\($0)" } ?? ""
        guard !open.isEmpty else {
            return Reply("No open tasks\(scope).", intent: "task.list")
        }
        let lines = open.map(format.listLine)
        return Reply("\(ReplyFormat.count(open.count, "open task"))\(scope):\n" + lines.joined(separator: "\n"), intent: "task.list")
    }

    mutating func edit(_ edit: TaskEdit) -> Reply {
        switch lookup(edit.task, intent: "task.edit") {
        case .failure(let error): return error.reply
        case .success(let index):
            let before = state.tasks[index]
            state.lastMentionedTaskID = before.id
            var changes: [String] = []
            var task = before
            if let title = edit.title, title != before.title {
                task.title = title
                changes.append("renamed to “\(title)”")
            }
            if let due = edit.due {
                task.due = due
                changes.append("due \(format.due(due))")
            }
            if let priority = edit.priority {
                task.priority = priority
                changes.append("p\(priority)")
            }
            guard !changes.isEmpty else {
                return Reply("What should change about “\(before.title)”?", outcome: .notDone, intent: "task.edit")
            }
            state.checkpoint("changed “\(before.title)”")
            state.tasks[index] = task
            return Reply("Changed “\(before.title)”: \(changes.joined(separator: ", ")).", intent: "task.edit")
        }
    }

    private func lookup(_ reference: TaskReference, intent: String, includeCompleted: Bool = false) -> Result<Int, ReplyError> {
        switch TaskLookup.find(reference, in: state, includeCompleted: includeCompleted) {
        case .found(let index):
            return .success(index)
        case .notFound(let message):
            return .failure(ReplyError(Reply(message, outcome: .notDone, intent: intent)))
        case .several(let indices):
            let lines = indices.prefix(5).map { format.listLine(state.tasks[$0]) }
            return .failure(ReplyError(Reply("Which one?\n" + lines.joined(separator: "\n"), outcome: .notDone, intent: intent)))
        }
    }
}

/// A reply carried through `Result` when a lookup fails.
struct ReplyError: Error {
    let reply: Reply
    init(_ reply: Reply) { self.reply = reply }
}
