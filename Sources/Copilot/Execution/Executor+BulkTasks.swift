import Foundation
import Intents

/// Changes to several tasks at once ("delete all completed tasks", "push everything due today to
/// tomorrow"). More than one task is changed only after a "yes"; one change, one undo.
extension Executor {
    mutating func completeAll(_ selection: TaskSelection) -> Reply {
        // Events are the schedule, not things to tick off: "mark everything done" leaves them.
        let indices = TaskLookup.select(selection, in: state, format: format, includeCompleted: false).filter { state.tasks[$0].isToDo }
        if let early = precheck(indices, selection, action: { "complete \($0)" }, intent: .taskComplete(.all(selection))) { return early }
        state.checkpoint("completed \(ReplyFormat.count(indices.count, "task"))")
        for index in indices {
            let task = state.tasks[index]
            // A repeating task rolls forward instead of closing, as when completed alone.
            if let recurrence = task.recurrence, let next = nextDue(task, recurrence) {
                state.tasks[index].due = next
                state.tasks[index].doneDates = (task.doneDates ?? []) + [now]
            } else {
                state.tasks[index].completed = now
            }
        }
        return Reply("Done: \(titles(indices)).", intent: "task.complete")
    }

    mutating func deleteAll(_ selection: TaskSelection) -> Reply {
        let indices = TaskLookup.select(selection, in: state, format: format, includeCompleted: true)
        if let early = precheck(indices, selection, action: { "delete \($0)" }, intent: .taskDelete(.all(selection))) { return early }
        let removed = titles(indices)
        state.checkpoint("deleted \(ReplyFormat.count(indices.count, "task"))")
        let ids = Set(indices.map { state.tasks[$0].id })
        keepCompletions(of: indices.map { state.tasks[$0] })
        state.tasks.removeAll { ids.contains($0.id) }
        if let last = state.model.lastMentionedTaskID, ids.contains(last) { state.model.lastMentionedTaskID = nil }
        return Reply("Deleted \(removed). Say “undo” to bring \(indices.count == 1 ? "it" : "them") back.", intent: "task.delete")
    }

    mutating func editAll(_ selection: TaskSelection, _ edit: TaskEdit) -> Reply {
        guard edit.title == nil else {
            return Reply("I can rename one task at a time; say which one.", outcome: .notDone, intent: "task.edit")
        }
        guard edit.due != nil || edit.time != nil || edit.priority != nil else {
            return Reply("What should change about the \(selection.description)?", outcome: .notDone, intent: "task.edit")
        }
        let indices = TaskLookup.select(selection, in: state, format: format, includeCompleted: false)
        let time = edit.time.map { format.clock($0) }
        let target = [edit.due.map { "to \(format.due($0))" }, time.map { "to \($0)" }, edit.priority.map { "to p\($0)" }].compactMap { $0 }.joined(separator: " and ")
        let verb = edit.due != nil || edit.time != nil ? "move" : "set"
        if let early = precheck(indices, selection, action: { "\(verb) \($0) \(target)" }, intent: .taskEdit(edit)) { return early }
        state.checkpoint("changed \(ReplyFormat.count(indices.count, "task"))")
        for index in indices {
            let before = state.tasks[index].due
            if let due = edit.due { state.tasks[index].due = moved(state.tasks[index].due, to: due) }
            if let clock = edit.time { state.tasks[index].due = moved(state.tasks[index].due, toTime: clock) }
            if let priority = edit.priority { state.tasks[index].priority = priority }
            state.tasks[index].keepLength(from: before)
        }
        let what = [edit.due.map { "moved to \(format.due($0))" }, time.map { "moved to \($0)" }, edit.priority.map { "now p\($0)" }].compactMap { $0 }.joined(separator: ", ")
        return Reply("Changed \(titles(indices)): \(what).", intent: "task.edit")
    }

    /// The reply that comes before a bulk change: nothing matches, or "yes?" when more than one
    /// task would change and the user has not said yes yet. Nil means go ahead.
    /// `action` says the change for a count of tasks: "delete 12 tasks".
    private func precheck(_ indices: [Int], _ selection: TaskSelection, action: (String) -> String, intent: Intent) -> Reply? {
        guard !indices.isEmpty else {
            return Reply("No \(selection.description) to change.", outcome: .notDone, intent: intent.name)
        }
        guard indices.count > 1, !confirmed else { return nil }
        let summary = action(ReplyFormat.count(indices.count, "task"))
        let lines = indices.prefix(5).map { format.listLine(state.tasks[$0]) } + (indices.count > 5 ? ["     … and \(indices.count - 5) more"] : [])
        let question = summary.prefix(1).uppercased() + summary.dropFirst() + "? (yes or no)"
        return ask(question + "\n" + lines.joined(separator: "\n"), .confirmation(summary: summary), about: intent)
    }

    /// "3 tasks (“a”, “b”, “c”)" or "“a”" for one; long lists are cut after five titles.
    private func titles(_ indices: [Int]) -> String {
        let names = indices.prefix(5).map { "“\(state.tasks[$0].title)”" }
        if indices.count == 1 { return names[0] }
        let more = indices.count > 5 ? ", …" : ""
        return "\(ReplyFormat.count(indices.count, "task")) (\(names.joined(separator: ", "))\(more))"
    }
}
