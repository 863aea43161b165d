import Foundation
import Intents

private let say = Replies.tasks

/// Changes to several tasks at once ("delete all completed tasks", "push everything due today to
/// tomorrow"). More than one task is changed only after a "yes"; one change, one undo.
extension Executor {
    mutating func completeAll(_ selection: TaskSelection) -> Reply {
        // Events are the schedule, not things to tick off: "mark everything done" leaves them.
        let indices = TaskLookup.select(selection, in: state, format: format, includeCompleted: false).filter { state.tasks[$0].isToDo }
        if let early = precheck(indices, selection, action: { say.bulkComplete(count: $0) }, intent: .taskComplete(.all(selection))) { return early }
        state.checkpoint(say.changeBulkCompleted(count: indices.count))
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
        return Reply(say.bulkDone(titles: titles(indices)), intent: "task.complete")
    }

    mutating func deleteAll(_ selection: TaskSelection) -> Reply {
        let indices = TaskLookup.select(selection, in: state, format: format, includeCompleted: true)
        if let early = precheck(indices, selection, action: { say.bulkDelete(count: $0) }, intent: .taskDelete(.all(selection))) { return early }
        let removed = titles(indices)
        state.checkpoint(say.changeBulkDeleted(count: indices.count))
        let ids = Set(indices.map { state.tasks[$0].id })
        keepCompletions(of: indices.map { state.tasks[$0] })
        state.tasks.removeAll { ids.contains($0.id) }
        if let last = state.model.lastMentionedTaskID, ids.contains(last) { state.model.lastMentionedTaskID = nil }
        return Reply(indices.count == 1 ? say.bulkDeletedOne(titles: removed) : say.bulkDeleted(titles: removed), intent: "task.delete")
    }

    mutating func editAll(_ selection: TaskSelection, _ edit: TaskEdit) -> Reply {
        guard edit.title == nil else {
            return Reply(say.bulkRename(), outcome: .notDone, intent: "task.edit")
        }
        guard edit.due != nil || edit.time != nil || edit.priority != nil else {
            return Reply(say.bulkWhat(selection: selection.description), outcome: .notDone, intent: "task.edit")
        }
        let indices = TaskLookup.select(selection, in: state, format: format, includeCompleted: false)
        let time = edit.time.map { format.clock($0) }
        let target = [edit.due.map { say.bulkTo(value: format.due($0)) }, time.map { say.bulkTo(value: $0) }, edit.priority.map { say.bulkToPriority(priority: $0) }]
            .compactMap { $0 }.joined(separator: " and ")
        let moves = edit.due != nil || edit.time != nil
        if let early = precheck(indices, selection, action: { moves ? say.bulkMove(count: $0, target: target) : say.bulkSet(count: $0, target: target) }, intent: .taskEdit(edit)) {
            return early
        }
        state.checkpoint(say.changeBulkChanged(count: indices.count))
        for index in indices {
            let before = state.tasks[index].due
            if let due = edit.due { state.tasks[index].due = moved(state.tasks[index].due, to: due) }
            if let clock = edit.time { state.tasks[index].due = moved(state.tasks[index].due, toTime: clock) }
            if let priority = edit.priority { state.tasks[index].priority = priority }
            state.tasks[index].keepLength(from: before)
        }
        let what = [edit.due.map { say.bulkMoved(value: format.due($0)) }, time.map { say.bulkMoved(value: $0) }, edit.priority.map { say.bulkNowPriority(priority: $0) }]
            .compactMap { $0 }.joined(separator: ", ")
        return Reply(say.bulkChanged(titles: titles(indices), what: what), intent: "task.edit")
    }

    /// The reply that comes before a bulk change: nothing matches, or "yes?" when more than one
    /// task would change and the user has not said yes yet. Nil means go ahead.
    /// `action` says the change for a count of tasks: "delete 12 tasks".
    private func precheck(_ indices: [Int], _ selection: TaskSelection, action: (Int) -> String, intent: Intent) -> Reply? {
        guard !indices.isEmpty else {
            return Reply(say.bulkNone(selection: selection.description), outcome: .notDone, intent: intent.name)
        }
        guard indices.count > 1, !confirmed else { return nil }
        let summary = action(indices.count)
        let lines = indices.prefix(5).map { format.listLine(state.tasks[$0]) } + (indices.count > 5 ? [say.bulkMore(count: indices.count - 5)] : [])
        let question = say.bulkConfirm(summary: summary.prefix(1).uppercased() + summary.dropFirst())
        return ask(question + "\n" + lines.joined(separator: "\n"), .confirmation(summary: summary), about: intent)
    }

    /// "3 tasks (“a”, “b”, “c”)" or "“a”" for one; long lists are cut after five titles.
    private func titles(_ indices: [Int]) -> String {
        let names = indices.prefix(5).map { say.quoted(title: state.tasks[$0].title) }
        if indices.count == 1 { return names[0] }
        let listed = names.joined(separator: ", ")
        return indices.count > 5 ? say.bulkTitlesMore(count: indices.count, titles: listed) : say.bulkTitles(count: indices.count, titles: listed)
    }
}
