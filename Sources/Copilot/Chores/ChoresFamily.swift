import Foundation
import Intents
import Numbers
import Temporal

/// Chores: tasks that belong to someone in the household (`chore.assign`: "assign the dishes to
/// Sam", "Sam needs to clean his room by friday"; `chore.query`: "what chores does Sam have").
/// A chore is a task whose `member` is set; it stays on the user's list too, marked "for Sam".
/// Handing over finds the open task the words name; with none, a new task is made theirs.
enum ChoresFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case assign(task: String, person: String, due: DueDate?, recurrence: Recurrence?)
        /// `window` nil: every open chore.
        case query(person: String, window: TimeWindow?)
    }

    static let intents = ["chore.assign", "chore.query"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        guard let person = slots.person("person"), !person.isEmpty else { return nil }
        if slots.intent == "chore.query" { return .query(person: person, window: slots.window("when")) }
        guard let task = slots.typedText("task")?.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)),
              !task.isEmpty else { return nil }
        return .assign(task: task, person: person, due: slots.due("due"), recurrence: slots.recurrence("repeat"))
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let person = switch command { case .assign(_, let person, _, _), .query(let person, _): person }
        guard let member = executor.memberIndex(person).map({ executor.state.model.members[$0].name }) else {
            return executor.unknownMember(person, intent: intent)
        }
        switch command {
        case .assign(let task, _, let due, let recurrence):
            return assign(task, to: member, due: due, recurrence: recurrence, intent: intent, on: &executor)
        case .query(_, let window):
            return chores(of: member, in: window, intent: intent, on: executor)
        }
    }

    private static func assign(_ words: String, to member: String, due: DueDate?, recurrence: Recurrence?, intent: String,
                               on executor: inout Executor) -> Reply {
        let found = TaskReference(text: words, numberLeads: []).map { TaskLookup.find($0, in: executor.state, lexicon: executor.lexicon) }
        // Several open tasks have the words: which one is said by number, never guessed or duplicated.
        if case .several(let indices)? = found {
            let lines = indices.prefix(9).map { executor.format.listLine(executor.state.tasks[$0]) }
            let first = executor.state.tasks[indices[0]].id
            return Reply("Which one? Say “assign \(first) to \(member)”.\n" + lines.joined(separator: "\n"), outcome: .notDone, intent: intent)
        }
        if case .found(let index)? = found, executor.state.tasks[index].isToDo {
            var task = executor.state.tasks[index]
            if task.member == member, due == nil { return Reply("“\(task.title)” is already \(member)'s.", intent: intent) }
            executor.state.checkpoint("gave “\(task.title)” to \(member)")
            task.member = member
            if let due { task.due = due }
            if let recurrence { task.recurrence = recurrence }
            executor.state.tasks[index] = task
            executor.state.model.lastMentionedTaskID = task.id
            let due = task.due.map { ", due " + executor.format.due($0) } ?? ""
            // A chore belongs to the household: with one connected, it goes there (a new number).
            if executor.state.model.inHousehold, task.shared == nil, let id = executor.share(taskAt: index) {
                return Reply("Gave “\(task.title)” to \(member)\(due); shared with the household as task \(id) (it was task \(task.id)).", intent: intent)
            }
            return Reply("Gave “\(task.title)” to \(member)\(due).", intent: intent)
        }
        // No open task by those words: a new one, theirs.
        let added = executor.add(TaskAdd(title: words, due: due, recurrence: recurrence))
        guard added.outcome == .done, let id = executor.state.model.lastMentionedTaskID,
              let index = executor.state.tasks.firstIndex(where: { $0.id == id }) else { return added }
        executor.state.tasks[index].member = member
        // Numbered from the household's counter just now: shared under the same number.
        if executor.state.model.inHousehold, executor.state.tasks[index].shared == nil { executor.state.tasks[index].shared = true }
        if let last = executor.state.history.indices.last { executor.state.history[last].change = "added “\(executor.state.tasks[index].title)” for \(member)" }
        return Reply("Added \(executor.format.task(executor.state.tasks[index])).", intent: intent)
    }

    /// The member's open chores (those due in `window`, repeats projected, when one is said),
    /// and what they finished today.
    private static func chores(of member: String, in window: TimeWindow?, intent: String, on executor: Executor) -> Reply {
        let open = window == nil
            ? executor.state.tasks.filter { $0.isOpen && $0.isToDo && $0.member == member }
            : executor.dated(in: window) { $0.isToDo && $0.member == member }
        let today = executor.today()
        let done = executor.state.tasks.filter { task in
            task.isToDo && task.member == member && task.completions.contains { $0 >= today.start && $0 < today.end }
        }
        let scope = window.map { " \($0.text)" } ?? ""
        var lines: [String]
        if open.isEmpty {
            lines = ["\(member) has no open chores\(scope)."]
        } else {
            lines = ["\(member) has \(ReplyFormat.count(open.count, "open chore"))\(scope):"] + open.map(executor.format.listLine)
        }
        if !done.isEmpty { lines.append("Done today: " + ReplyFormat.list(done.map { "“\($0.title)”" }) + ".") }
        return Reply(lines.joined(separator: "\n"), intent: intent)
    }
}
