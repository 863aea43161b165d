import Foundation
import Intents
import Numbers
import Temporal

/// Chores: tasks that belong to someone in the household (`chore.assign`: "assign the dishes to
/// Sam", "Sam needs to clean his room by friday"; `chore.query`: "what chores does Sam have";
/// `chore.done`: "Liam took out the trash").
/// A chore is a task whose `member` is set; it stays on the user's list too, marked "for Sam".
/// Handing over finds the open task the words name; with none, a new task is made theirs.
enum ChoresFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case assign(task: String, person: String, due: DueDate?, recurrence: Recurrence?)
        /// "add task buy a gift for grandma": a chore when the name is a member's, else a task
        /// whose title keeps "for grandma".
        case addFor(task: String, person: String, due: DueDate?, recurrence: Recurrence?)
        /// `window` nil: every open chore.
        case query(person: String, window: TimeWindow?)
        /// Words of the chore's title, without the verb that said it was done.
        case done(task: String, person: String)
        /// "show zoe's reminders": the member's open reminders (not chores).
        case reminders(person: String, window: TimeWindow?)
        /// "what chores are left today": each member's open chores.
        case everyone(window: TimeWindow?)
        /// "how many chores did mia do this week": the member's chores done in the window (this
        /// week when none is said).
        case doneCount(person: String, window: TimeWindow?)
    }

    static let intents = ["chore.assign", "chore.query", "chore.done"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        if slots.intent == "chore.query", slots.name("all") != nil { return .everyone(window: slots.window("when")) }
        guard let person = slots.person("person"), !person.isEmpty else { return nil }
        if slots.intent == "chore.query", slots.name("done") != nil { return .doneCount(person: person, window: slots.window("when")) }
        if slots.intent == "chore.query" {
            return slots.name("kind") == "reminder" ? .reminders(person: person, window: slots.window("when")) : .query(person: person, window: slots.window("when"))
        }
        guard let task = slots.typedText("task")?.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)),
              !task.isEmpty else { return nil }
        if slots.intent == "chore.done" { return .done(task: task, person: person) }
        if slots.name("link") == "for" { return .addFor(task: task, person: person, due: slots.due("due"), recurrence: slots.recurrence("repeat")) }
        return .assign(task: task, person: person, due: slots.due("due"), recurrence: slots.recurrence("repeat"))
    }

    private static let say = Replies.chores

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .everyone(let window): everyone(in: window, intent: intent, on: executor)
        case .assign(_, let person, _, _), .addFor(_, let person, _, _), .query(let person, _), .done(_, let person), .reminders(let person, _), .doneCount(let person, _):
            run(command, for: person, intent: intent, on: &executor)
        }
    }

    private static func run(_ command: Command, for person: String, intent: String, on executor: inout Executor) -> Reply {
        guard let member = executor.memberIndex(person).map({ executor.state.model.members[$0].name }) else {
            if case .addFor(let task, let person, let due, let recurrence) = command {
                return executor.add(TaskAdd(title: say.titleFor(task: task, member: person), due: due, recurrence: recurrence))
            }
            return executor.unknownMember(person, intent: intent)
        }
        switch command {
        case .assign(let task, _, let due, let recurrence):
            return assign(task, to: member, due: due, recurrence: recurrence, intent: intent, on: &executor)
        case .addFor(let task, _, let due, let recurrence):
            // "add": a new chore, never a task of those words handed over
            return assign(task, to: member, due: due, recurrence: recurrence, new: true, intent: intent, on: &executor)
        case .query(_, let window):
            return chores(of: member, in: window, intent: intent, on: executor)
        case .reminders(_, let window):
            return reminders(of: member, in: window, intent: intent, on: executor)
        case .done(let task, _):
            return done(task, by: member, intent: intent, on: &executor)
        case .doneCount(_, let window):
            return doneCount(by: member, in: window, intent: intent, on: executor)
        case .everyone(let window):
            return everyone(in: window, intent: intent, on: executor)
        }
    }

    /// Each member's open chores, in household order; those with none are said in one line.
    private static func everyone(in window: TimeWindow?, intent: String, on executor: Executor) -> Reply {
        let members = executor.state.model.members.map(\.name)
        guard !members.isEmpty else { return Reply(say.nobody(), outcome: .notDone, intent: intent) }
        var lines: [String] = []
        var free: [String] = []
        for member in members {
            if openChores(of: member, in: window, on: executor).isEmpty { free.append(member) } else { lines.append(chores(of: member, in: window, intent: intent, on: executor).text) }
        }
        if !free.isEmpty { lines.append(say.free(scope: scope(window), members: ReplyFormat.list(free))) }
        return Reply(lines.joined(separator: "\n"), intent: intent)
    }

    /// The member's chores ticked off in the window: each completion of a task that is theirs.
    private static func doneCount(by member: String, in window: TimeWindow?, intent: String, on executor: Executor) -> Reply {
        let window = window ?? executor.currentWeek()
        let done = executor.state.tasks.filter { $0.kind == .task && $0.member == member }
            .flatMap { task in task.completions.filter { $0 >= window.start && $0 < window.end }.map { _ in task.title } }
        guard !done.isEmpty else { return Reply(say.noneDone(member: member, when: window.text), intent: intent) }
        var counts: [(String, Int)] = []
        for title in done {
            if let index = counts.firstIndex(where: { $0.0 == title }) { counts[index].1 += 1 } else { counts.append((title, 1)) }
        }
        let listed = counts.map { $0.1 > 1 ? say.doneTimes(title: $0.0, times: $0.1) : say.quoted(title: $0.0) }
        return Reply(say.did(member: member, count: done.count, when: window.text, chores: ReplyFormat.list(listed)), intent: intent)
    }

    /// Ticks off the chore the words name: the member's own first, else any open task with the
    /// words (someone did a household job that was no one's).
    private static func done(_ words: String, by member: String, intent: String, on executor: inout Executor) -> Reply {
        var found: TaskLookup.Outcome = .notFound("")
        for text in ["\(member)'s \(words)", words] {
            guard let reference = TaskReference(text: text, numberLeads: []) else { continue }
            found = TaskLookup.find(reference, in: executor.state, lexicon: executor.lexicon)
            if case .notFound = found { continue }
            break
        }
        switch found {
        case .found(let index) where executor.state.tasks[index].isToDo:
            var reply = executor.complete(.number(executor.state.tasks[index].id))
            if reply.outcome == .done { reply.text = say.wellDone(member: member, reply: reply.text) }
            reply.intent = intent
            return reply
        case .several(let indices):
            let lines = indices.prefix(9).map { executor.format.listLine(executor.state.tasks[$0]) }
            return Reply(([say.whichDone(number: executor.state.tasks[indices[0]].id)] + lines).joined(separator: "\n"), outcome: .notDone, intent: intent)
        default:
            return Reply(say.noMatch(member: member, words: words), outcome: .notDone, intent: intent)
        }
    }

    private static func assign(_ words: String, to member: String, due: DueDate?, recurrence: Recurrence?, new: Bool = false, intent: String,
                               on executor: inout Executor) -> Reply {
        let found = new ? nil : TaskReference(text: words, numberLeads: []).map { TaskLookup.find($0, in: executor.state, lexicon: executor.lexicon) }
        // Several open tasks have the words: which one is said by number, never guessed or duplicated.
        if case .several(let indices)? = found {
            let lines = indices.prefix(9).map { executor.format.listLine(executor.state.tasks[$0]) }
            let first = executor.state.tasks[indices[0]].id
            return Reply(([say.whichAssign(number: first, member: member)] + lines).joined(separator: "\n"), outcome: .notDone, intent: intent)
        }
        if case .found(let index)? = found, executor.state.tasks[index].isToDo {
            var task = executor.state.tasks[index]
            if task.member == member, due == nil { return Reply(say.already(title: task.title, member: member), intent: intent) }
            executor.state.checkpoint(say.changeGave(title: task.title, member: member))
            task.member = member
            if let due { task.due = due }
            if let recurrence { task.recurrence = recurrence }
            executor.state.tasks[index] = task
            executor.state.model.lastMentionedTaskID = task.id
            let due = task.due.map { say.due(due: executor.format.due($0)) } ?? ""
            // A chore belongs to the household: with one connected, it goes there (a new number).
            if executor.state.model.inHousehold, task.shared == nil, let id = executor.share(taskAt: index) {
                return Reply(say.gaveShared(title: task.title, member: member, due: due, id: id, old: task.id), intent: intent)
            }
            return Reply(say.gave(title: task.title, member: member, due: due), intent: intent)
        }
        // No open task by those words: a new one, theirs.
        let added = executor.add(TaskAdd(title: words, due: due, recurrence: recurrence))
        guard added.outcome == .done, let id = executor.state.model.lastMentionedTaskID,
              let index = executor.state.tasks.firstIndex(where: { $0.id == id }) else { return added }
        executor.state.tasks[index].member = member
        // Numbered from the household's counter just now: shared under the same number.
        if executor.state.model.inHousehold, executor.state.tasks[index].shared == nil { executor.state.tasks[index].shared = true }
        if let last = executor.state.history.indices.last { executor.state.history[last].change = say.changeAdded(title: executor.state.tasks[index].title, member: member) }
        return Reply(say.added(task: executor.format.task(executor.state.tasks[index])), intent: intent)
    }

    /// " this week": the time asked about, after what is said of it; nothing when none was.
    private static func scope(_ window: TimeWindow?) -> String {
        window.map { say.scope(when: $0.text) } ?? ""
    }

    /// The member's open reminders, by when they are due (in `window` when one is said).
    private static func reminders(of member: String, in window: TimeWindow?, intent: String, on executor: Executor) -> Reply {
        let theirs = { (task: TaskItem) in task.kind == .reminder && task.member == member }
        let open = (window == nil ? executor.state.tasks.filter { $0.isOpen && theirs($0) } : executor.dated(in: window, theirs))
            .sorted { ($0.due?.date ?? .distantFuture) < ($1.due?.date ?? .distantFuture) }
        guard !open.isEmpty else { return Reply(say.noReminders(member: member, scope: scope(window)), intent: intent) }
        return Reply(([say.reminders(member: member, count: open.count, scope: scope(window))] + open.map(executor.format.listLine)).joined(separator: "\n"), intent: intent)
    }

    /// The member's open chores (those due in `window`, repeats projected, when one is said; a
    /// window that holds now also takes the chores with no day), and what they finished today.
    /// The member's open chores in the window (every one with none).
    private static func openChores(of member: String, in window: TimeWindow?, on executor: Executor) -> [TaskItem] {
        // a chore is a task: a reminder the family got ("remind everyone about the dentist") is not one
        let theirs = { (task: TaskItem) in task.isOpen && task.kind == .task && task.member == member }
        var open = window == nil ? executor.state.tasks.filter(theirs) : executor.dated(in: window) { $0.kind == .task && $0.member == member }
        // A chore with no day can be done any day, so it is one of today's ("what does Liam have to do today").
        if let window, window.start <= executor.now, executor.now < window.end {
            open += executor.state.tasks.filter { theirs($0) && $0.due == nil }
        }
        return open
    }

    private static func chores(of member: String, in window: TimeWindow?, intent: String, on executor: Executor) -> Reply {
        let open = openChores(of: member, in: window, on: executor)
        let today = executor.today()
        let done = executor.state.tasks.filter { task in
            task.kind == .task && task.member == member && task.completions.contains { $0 >= today.start && $0 < today.end }
        }
        var lines: [String]
        if open.isEmpty {
            lines = [say.noChores(member: member, scope: scope(window))]
        } else {
            lines = [say.chores(member: member, count: open.count, scope: scope(window))] + open.map(executor.format.listLine)
        }
        if !done.isEmpty { lines.append(say.doneToday(titles: ReplyFormat.list(done.map { say.quoted(title: $0.title) }))) }
        return Reply(lines.joined(separator: "\n"), intent: intent)
    }
}
