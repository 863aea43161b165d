import Foundation
import Intents
import Temporal

private let say = Replies.tasks

/// Tasks, reminders, events, notes and schedule queries.
extension Executor {
    /// "add tasks: vacuum, dishes and laundry": each added as if said alone, one undo step for all.
    private mutating func addSeveral(_ add: TaskAdd, _ others: [String]) -> Reply {
        let steps = state.history.count
        var lines: [String] = []
        var anyDone = false
        for title in [add.title ?? ""] + others {
            var one = add
            (one.title, one.others) = (title, nil)
            let reply = self.add(one)
            lines.append(reply.text)
            anyDone = anyDone || reply.outcome == .done
        }
        if state.history.count > steps + 1 {
            state.history.removeSubrange((steps + 1)...)
            state.history[steps].change = say.changeAddedSeveral(titles: ([add.title ?? ""] + others).map { say.quoted(title: $0) }.joined(separator: ", "))
        }
        return Reply(lines.joined(separator: "\n"), outcome: anyDone ? .done : .notDone, intent: "task.add")
    }

    mutating func add(_ add: TaskAdd) -> Reply {
        if let others = add.others, !others.isEmpty { return addSeveral(add, others) }
        guard let title = add.title, !title.isEmpty else {
            return ask(say.taskWhat(), .missing(.taskTitle), about: .taskAdd(add))
        }
        guard let id = state.model.issuableTaskID else { return noTaskNumberLeft(intent: "task.add") }
        var task = TaskItem(
            id: id, title: title, due: add.due ?? firstOccurrence(add.recurrence), recurrence: add.recurrence,
            priority: add.priority, project: add.project, tags: add.tags, estimate: add.estimate, created: now
        )
        task.deadline = add.deadline
        task.reminder = add.reminder
        if let (member, rest) = owner(of: title) {
            task.member = member
            task.title = rest
        }
        // An offset needs a due date to count back from: say so rather than drop it silently.
        var note = ""
        if case .before? = add.reminder, task.due == nil {
            task.reminder = nil
            note = say.noteNoReminder()
        }
        task.shared = add.shared
        if add.shared == true, !state.model.inHousehold {
            note += say.noteKeptHere()
        }
        insert(task, change: say.changeAdded(title: task.title))
        return Reply(say.added(task: format.task(state.tasks.last ?? task), note: note), intent: "task.add")
    }

    /// Every item `words` name, as `TaskLookup` reads a title's words (none, one or several).
    private func itemsNamed(_ words: String) -> [TaskItem] {
        switch TaskLookup.find(.words(words), in: state, lexicon: lexicon) {
        case .found(let index): [state.tasks[index]]
        case .several(let indices): indices.map { state.tasks[$0] }
        default: []
        }
    }

    /// The time `seconds` before the next open item with a date that `words` name ("my exam"),
    /// when one does and that time is still to come.
    private func aheadOfItem(named words: String, by seconds: Double, evening: Bool = false) -> DueDate? {
        guard let due = nextDatedItem(named: words)?.due else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        if evening {
            let at = due.eveningBefore(calendar: calendar)
            return at > now ? DueDate(date: at, hasTime: true) : nil
        }
        let at = due.date.addingTimeInterval(-seconds)
        // Whole days before a day with no time ("a week before mom's birthday") is a day too.
        let hasTime = due.hasTime || seconds.truncatingRemainder(dividingBy: 86_400) != 0
        return at > now || (!hasTime && at >= today().start) ? DueDate(date: at, hasTime: hasTime) : nil
    }

    /// The next open item with a date that `words` name.
    private func nextDatedItem(named words: String) -> TaskItem? {
        itemsNamed(words).filter { $0.isOpen && $0.due != nil }.min { $0.due!.date < $1.due!.date }
    }

    /// "remind me an hour before the dentist": a reminder with nothing of its own to say is the
    /// named item's own reminder, which moves when the item moves (a reminder apart, titled
    /// "the dentist", stayed behind). Nil when no dated item is named.
    private mutating func remindOfItem(named words: String, by seconds: Double, evening: Bool = false) -> Reply? {
        guard let named = nextDatedItem(named: words), let index = state.tasks.firstIndex(where: { $0.id == named.id }) else { return nil }
        var item = named
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        item.reminder = evening ? named.due!.eveningReminder(calendar: calendar) : .before(seconds: seconds)
        guard let instant = item.reminder?.instant(due: item.due, calendar: calendar) else { return nil }
        let at = DueDate(date: instant, hasTime: true)
        guard instant > now else {
            return Reply(say.aheadPast(length: ReplyFormat.duration(seconds), title: item.title, at: format.due(at)), outcome: .notDone, intent: "reminder.add")
        }
        state.checkpoint(say.changeReminderAhead(title: item.title))
        state.tasks[index] = item
        if evening { return Reply(say.remindedEvening(title: item.title, at: format.due(at), held: alertNote(for: at)), intent: "reminder.add") }
        return Reply(say.remindedAhead(length: ReplyFormat.duration(seconds), title: item.title, at: format.due(at), held: alertNote(for: at)), intent: "reminder.add")
    }

    /// A reminder for the user, for a household member ("remind Emma to sign the permission
    /// slip"; a name the household does not know is asked about, not guessed), or for a group:
    /// one reminder each for the user and every member ("remind everyone"), or for every child
    /// ("remind the kids"), added and undone as one change.
    mutating func remind(_ reminder: ReminderAdd) -> Reply {
        // Whose reminders these are (nil: the user's own), and how the reply names them.
        let recipients: [String?]
        let whom: String
        switch (reminder.group, reminder.person) {
        case (let group?, _):
            let members = state.model.members.filter { group == .everyone || $0.role == .child }.map(\.name)
            if group == .children, members.isEmpty {
                return Reply(say.noChildren(), outcome: .notDone, intent: "reminder.add")
            }
            recipients = (group == .everyone ? [nil] : []) + members.map(Optional.some)
            whom = group == .everyone ? say.everyone() : say.theKids()
        case (nil, let person?):
            guard let index = memberIndex(person) else { return unknownMember(person, intent: "reminder.add") }
            recipients = [state.model.members[index].name]
            whom = state.model.members[index].name
        case (nil, nil):
            recipients = [nil]
            whom = say.you()
        }
        guard let what = reminder.what, !what.isEmpty else {
            let example = reminder.group == nil ? say.remindExample() : say.remindExampleGroup()
            return ask(say.remindWhat(whom: whom, example: example), .missing(.reminderText), about: .reminderAdd(reminder))
        }
        if reminder.when == nil, reminder.anchor == nil, recipients == [nil], let seconds = reminder.ahead,
           let reply = remindOfItem(named: what, by: seconds, evening: reminder.evening == true) {
            return reply
        }
        // "remind me 3 days before my exam": the open dated item the words name gives the time.
        let ahead = reminder.when == nil ? reminder.ahead.flatMap { seconds in aheadOfItem(named: reminder.anchor ?? what, by: seconds, evening: reminder.evening == true) } : nil
        guard let when = reminder.when ?? ahead ?? firstOccurrence(reminder.recurrence) else {
            let question = reminder.anchor.map { say.remindWhenUnknown(anchor: $0, whom: whom, what: what) } ?? say.remindWhen(whom: whom, what: what)
            return ask(question, .missing(.reminderTime), about: .reminderAdd(reminder))
        }
        guard let first = state.model.issuableTaskID, first <= Int.max - recipients.count else { return noTaskNumberLeft(intent: "reminder.add") }
        let yours = reminder.group == nil && reminder.person == nil
        state.checkpoint(yours ? say.changeReminder(what: what) : say.changeReminderFor(what: what, whom: whom))
        for member in recipients {
            var item = TaskItem(id: state.model.nextTaskID, kind: .reminder, title: what, due: when, recurrence: reminder.recurrence, created: now)
            item.member = member
            append(item)
        }
        let repeats = reminder.recurrence.map { say.repeats(schedule: $0.text) } ?? ""
        let held = alertNote(for: when)
        guard let group = reminder.group else {
            return Reply(say.reminded(whom: whom, what: what, due: format.due(when), repeats: repeats, held: held), intent: "reminder.add")
        }
        let names = recipients.map { $0 ?? say.you() }
        let list = ReplyFormat.list(names)
        let everyone = group == .everyone
        let alone = everyone && names.count == 1 ? say.alone() : ""
        return Reply(say.remindedGroup(whom: everyone && names.count > 1 ? say.everyoneNamed(names: list) : list, what: what, due: format.due(when), repeats: repeats,
                                       alone: alone, held: held), intent: "reminder.add")
    }

    /// An event, a household member's when the title starts with their name ("Jack's soccer
    /// practice"); someone else's possessive stays in the title ("Grandma's birthday dinner").
    mutating func addEvent(_ event: EventAdd) -> Reply {
        guard var title = event.title, !title.isEmpty else {
            return ask(say.eventWhat(), .missing(.eventTitle), about: .eventAdd(event))
        }
        var member: String?
        if let person = event.person {
            if let index = memberIndex(person) { member = state.model.members[index].name } else { title = say.possessive(person: person, title: title) }
        } else if let (owner, rest) = owner(of: title) {
            (member, title) = (owner, rest)
        }
        let (recurrence, given, givenEnd) = seriesStart(event)
        guard let start = given ?? firstOccurrence(recurrence) else {
            return ask(say.eventWhen(title: title), .missing(.eventTime), about: .eventAdd(event))
        }
        guard let id = state.model.issuableTaskID else { return noTaskNumberLeft(intent: "event.add") }
        var item = TaskItem(id: id, kind: .event, title: title, due: start, recurrence: recurrence, created: now)
        item.end = givenEnd
        item.member = member
        // The reminder window: an event at a time is reminded of that long before it.
        var reminded = ""
        if let minutes = state.model.settings.eventReminderMinutes, start.hasTime {
            item.reminder = .before(seconds: Double(minutes * 60))
            reminded = say.eventReminder(length: ReplyFormat.duration(Double(minutes * 60)))
        }
        insert(item, change: member.map { say.changeEventFor(title: title, member: $0) } ?? say.changeEvent(title: title))
        let repeats = event.recurrence.map { say.repeats(schedule: $0.text) } ?? ""
        let shared = state.tasks.last?.isShared == true ? say.eventShared() : ""
        let whose = member.map { say.members(member: $0) } ?? say.your()
        return Reply(say.eventAdded(whose: whose, title: title, span: format.span(item), repeats: repeats, shared: shared, reminded: reminded), intent: "event.add")
    }

    mutating func note(_ note: NoteAdd) -> Reply {
        guard !note.text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return ask(Replies.notes.what(), .missing(.noteText), about: .noteAdd(note))
        }
        state.checkpoint(Replies.notes.changeNoted(note: note.text))
        state.model.notes.append(Note(text: note.text, created: now))
        return Reply(Replies.notes.noted(note: note.text), intent: "note.add")
    }

    mutating func schedule(_ query: ScheduleQuery) -> Reply {
        if query.free == true, query.person == nil { return freeTime(in: query.window) }
        var query = query
        let window = query.window
        var member: String?
        if let person = query.person {
            if let index = memberIndex(person) {
                member = state.model.members[index].name
            } else {
                // "when is mom's birthday" with no mom in the household: an item named for them
                // ("mom's birthday") is what is asked about.
                let about = [person, query.about].compactMap { $0 }.joined(separator: " ")
                let words = itemWords(about)
                guard !dated(in: window, { item in words.allSatisfy { item.title.lowercased().contains($0) } }).isEmpty else {
                    return unknownMember(person, intent: "schedule.query")
                }
                query.person = nil
                query.about = about
            }
        }
        var items = dated(in: window) { member == nil || $0.member == member }
        // A moment asked about ("am I free at 2pm") is the hour after it, said as its day and time.
        // One whole day is said by its date ("on Fri 4 Dec"), today and tomorrow by name: the
        // span's own words ("friday") lack the "on" that was outside it.
        let said = window.map { window in
            if window.end.timeIntervalSince(window.start) <= 3600 { return say.scopeOn(day: format.due(DueDate(date: window.start, hasTime: true))) }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = format.timeZone
            let day = calendar.startOfDay(for: window.start)
            guard day == window.start, calendar.date(byAdding: .day, value: 1, to: day) == window.end else { return say.scopeWhen(when: window.text) }
            switch calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: day).day {
            case 0: return say.scopeToday()
            case 1: return say.scopeTomorrow()
            default: return say.scopeOn(day: format.due(DueDate(date: day, hasTime: false)))
            }
        }
        var scope = (member.map { say.scopeFor(member: $0) } ?? "") + (said ?? say.scopeComing())
        // "what time am I meeting with Sara": the items that name Sara, when any do.
        let about = query.about.map { itemWords($0) } ?? []
        let matching = items.filter { item in about.allSatisfy { item.title.lowercased().contains($0) } }
        if !about.isEmpty, !matching.isEmpty {
            items = matching
            scope = say.scopeWith(about: query.about!) + scope
        }
        // A thing asked about by its kind ("when is my next haircut") that nothing is called: said
        // so, before what is on instead.
        let noneNamed = query.namesAThing == true && !about.isEmpty && matching.isEmpty ? say.nothing(scope: say.scopeWith(about: query.about!) + scope) : nil
        guard !items.isEmpty else {
            return Reply(noneNamed ?? (member == nil ? say.free(scope: scope) : say.nothing(scope: scope)), intent: "schedule.query")
        }
        if query.onlyNext == true { items = Array(items.prefix(1)) }
        // One reminder made for the whole family ("remind everyone ...") is one line, naming them all.
        var groups: [(item: TaskItem, members: [String?])] = []
        for item in items {
            if let index = groups.firstIndex(where: { $0.item.title == item.title && $0.item.due == item.due && $0.item.end == item.end && $0.item.kind == item.kind }) {
                groups[index].members.append(item.member)
            } else {
                groups.append((item, [item.member]))
            }
        }
        let lines = groups.prefix(20).map { say.line(line: format.scheduleLine($0.item, shared: $0.members.count > 1 ? $0.members : nil)) }
        showed(items.map(\.id))
        return Reply(([noneNamed, say.items(count: groups.count, scope: scope)].compactMap { $0 } + lines).joined(separator: "\n"), intent: "schedule.query")
    }

    /// The item once for each date it falls on in the window: a repeating item is projected
    /// through its schedule ("every weekday at 8am" shows on each weekday asked about), up to 100
    /// dates; with no window, its next date from now.
    func occurrences(of item: TaskItem, in window: TimeWindow?) -> [TaskItem] {
        guard let due = item.due else { return [] }
        let start = window?.start ?? now
        guard let recurrence = item.recurrence else {
            if let window { return due.date >= window.start && due.date < window.end ? [item] : [] }
            return due.date >= now ? [item] : []
        }
        var dates: [Date] = []
        var next: Date? = due.date
        var steps = 0
        // Dates of the schedule before the window are skipped from the due date on (bounded: a
        // state file can hold a daily item due decades ago).
        while let date = next, dates.count < 100, steps < 20_000 {
            steps += 1
            if let window, date >= window.end { break }
            if date >= start { dates.append(date) }
            // One line for a schedule that repeats within a day ("every hour"): the next time.
            if window == nil || recurrence.isSubDaily, !dates.isEmpty { break }
            next = recurrence.nextOccurrence(after: date, timeZone: format.timeZone)
            if let following = next, following <= date { break }
        }
        let skipped = Set(item.skipped ?? [])
        return dates.filter { !skipped.contains($0) }.map { date in
            var copy = item
            copy.due = DueDate(date: date, hasTime: due.hasTime)
            copy.keepLength(from: due)
            return copy
        }
    }

    /// The refusal when the state has no task number left to give (`Model.issuableTaskID`).
    private func noTaskNumberLeft(intent: String) -> Reply {
        Reply(say.noNumber(next: state.model.nextTaskID, last: Int.max - 1), outcome: .notDone, intent: intent)
    }

    private mutating func insert(_ item: TaskItem, change: String) {
        state.checkpoint(change)
        append(item)
    }

    /// Adds an item under the next task number, as the thing talked about last. With a household
    /// connected, an event or a chore goes to it unless it was made private.
    private mutating func append(_ item: TaskItem) {
        var item = item
        if state.model.inHousehold, item.shared == nil, item.sharedByDefault { item.shared = true }
        if !state.model.inHousehold { item.shared = nil }
        state.tasks.append(item)
        state.model.nextTaskID += 1
        state.model.lastMentionedTaskID = item.id
    }

    /// "every tuesday from 5 to 6pm": a clock time said beside a schedule of days is the schedule's
    /// time of day, and the series starts on its first day at that time, not on the day the time was
    /// read on (today). The end keeps its distance from the start.
    private func seriesStart(_ event: EventAdd) -> (Recurrence?, DueDate?, Date?) {
        guard var recurrence = event.recurrence, var rule = recurrence.rule, rule.timeOfDay == nil, !recurrence.isSubDaily,
              let start = event.start, start.hasTime else { return (event.recurrence, event.start, event.end) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let clock = calendar.dateComponents([.hour, .minute], from: start.date)
        rule.timeOfDay = ClockTime(hour: clock.hour ?? 0, minute: clock.minute ?? 0)
        recurrence.rule = rule
        guard let first = recurrence.nextOccurrence(after: calendar.startOfDay(for: start.date).addingTimeInterval(-1), timeZone: format.timeZone) else {
            return (event.recurrence, event.start, event.end)
        }
        let shift = first.timeIntervalSince(start.date)
        return (recurrence, DueDate(date: first, hasTime: true), event.end.map { $0.addingTimeInterval(shift) })
    }

    /// The first date of a recurrence with no date of its own ("water the plants every monday").
    private func firstOccurrence(_ recurrence: Recurrence?) -> DueDate? {
        guard let recurrence else { return nil }
        let hasTime = recurrence.rule?.timeOfDay != nil || recurrence.isSubDaily
        // A schedule of whole days includes today when today is one of its days: "feed the cat
        // every day" said at 08:30 is due today, not from tomorrow.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let from = hasTime ? now : calendar.startOfDay(for: now).addingTimeInterval(-1)
        guard let date = recurrence.nextOccurrence(after: from, timeZone: format.timeZone) else { return nil }
        return DueDate(date: date, hasTime: hasTime)
    }

    mutating func complete(_ reference: TaskReference) -> Reply {
        if case .all(let selection) = reference { return completeAll(selection) }
        // "check off eggs and bread": when no open task has the words but a list has the items,
        // the user is ticking off the list.
        if let items = listItemsInstead(of: reference, includeCompleted: false) { return removeFromList(items) }
        switch lookup(reference, for: .taskComplete(reference)) {
        case .failure(let error): return error.reply
        case .success(let index):
            let task = state.tasks[index]
            state.model.lastMentionedTaskID = task.id
            guard task.isOpen else {
                return Reply(say.alreadyDone(title: task.title), outcome: .notDone, intent: "task.complete")
            }
            // A repeating task already done today is not the next one done early: "Ava did the
            // vacuuming" twice on a Saturday keeps next Saturday's open (several a day still roll).
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = format.timeZone
            if task.recurrence != nil, task.completions.contains(where: { calendar.isDate($0, inSameDayAs: now) }),
               let due = task.due, calendar.startOfDay(for: due.date) > calendar.startOfDay(for: now) {
                return Reply(say.doneToday(title: task.title, due: format.due(due)), outcome: .notDone, intent: "task.complete")
            }
            state.checkpoint(say.changeCompleted(title: task.title))
            if let recurrence = task.recurrence, let next = nextDue(task, recurrence) {
                // A repeating task rolls forward instead of closing: due-based ones to the next date
                // of the schedule after today (however many were missed), completion-based ones counted
                // from now.
                state.tasks[index].due = next
                state.tasks[index].doneDates = (task.doneDates ?? []) + [now]
                return Reply(say.doneNext(title: task.title, due: format.due(next)), intent: "task.complete")
            }
            state.tasks[index].completed = now
            let open = state.tasks.filter { $0.isOpen && $0.isToDo }.count
            return Reply(say.done(title: task.title, count: open), intent: "task.complete")
        }
    }

    func nextDue(_ task: TaskItem, _ recurrence: Recurrence) -> DueDate? {
        let from = recurrence.afterCompletion ? now : max(now, task.due?.date ?? now)
        guard let date = recurrence.nextOccurrence(after: from, timeZone: format.timeZone) else { return nil }
        return DueDate(date: date, hasTime: task.due?.hasTime ?? (recurrence.rule?.timeOfDay != nil))
    }

    /// "check off eggs and bread", "remove bread": when no task, done or not, has the words but
    /// one list has every item named, the user means the list.
    private func listItemsInstead(of reference: TaskReference, includeCompleted: Bool) -> ListChange? {
        guard case .words(let text) = reference, case .notFound = TaskLookup.find(reference, in: state, lexicon: lexicon, includeCompleted: includeCompleted) else { return nil }
        let items = ListItemPhrase.split(text, words: lexicon.items)
        // On the list, or ticked off already and waiting in restock ("check off eggs" twice).
        guard !items.isEmpty, let list = state.model.lists.first(where: { list in
            items.allSatisfy { item in list.items.contains { Self.namedBy($0.name, item.name) } || list.restock.contains { Self.namedBy($0.name, item.name) } }
        }) else { return nil }
        return ListChange(items: items, list: list.name)
    }

    mutating func delete(_ reference: TaskReference) -> Reply {
        if case .all(let selection) = reference { return deleteAll(selection) }
        if let items = listItemsInstead(of: reference, includeCompleted: true) { return removeFromList(items) }
        switch lookup(reference, for: .taskDelete(reference), includeCompleted: true) {
        case .failure(let error): return error.reply
        case .success(let index):
            let task = state.tasks[index]
            // "cancel soccer practice next tuesday": a day named for a repeating item skips that
            // day's occurrence; the series stays.
            if task.isOpen, task.recurrence != nil, case .wordsDue(_, .within(let window)) = reference {
                return skip(at: index, in: window)
            }
            state.checkpoint(say.changeDeleted(title: task.title))
            keepCompletions(of: [task])
            state.tasks.remove(at: index)
            if state.model.lastMentionedTaskID == task.id { state.model.lastMentionedTaskID = nil }
            return Reply(say.deleted(title: task.title), intent: "task.delete")
        }
    }

    mutating func list(_ query: TaskQuery) -> Reply {
        if query.repeating == true { return listRepeating(query) }
        if let words = query.named { return query.countdown ? countdown(to: words) : listNamed(words, due: query.due) }
        if query.countdown, let window = query.due { return countdown(toDay: window) }
        if let word = query.projectWord, query.project == nil {
            var named = query
            named.projectWord = nil
            if state.tasks.contains(where: { $0.project?.lowercased() == word.lowercased() }) {
                named.project = state.tasks.first { $0.project?.lowercased() == word.lowercased() }!.project
                return list(named)
            }
            // "tasks tagged phone": a tag of that name, when no project has it.
            let tagged = state.tasks.filter { $0.isOpen && $0.isToDo && $0.tags.contains { $0.lowercased() == word.lowercased() } }
            if !tagged.isEmpty {
                return Reply(([say.tagged(count: tagged.count, tag: word.lowercased())] + tagged.map(format.listLine)).joined(separator: "\n"), intent: "task.list")
            }
            let all = list(named)
            return Reply(say.noProject(project: word, rest: all.text.prefix(1).lowercased() + all.text.dropFirst()), outcome: all.outcome, intent: all.intent)
        }
        // For completed tasks a time window is when they were done ("what did I finish today").
        let byCompletion = query.status == .completed ? query.due : nil
        let selection = TaskSelection(status: query.status, project: query.project, priority: query.priority, due: byCompletion == nil ? query.due : nil)
        var matching = TaskLookup.select(selection, in: state, format: format, includeCompleted: false).map { state.tasks[$0] }.filter(\.isToDo)
        if query.status == .completed {
            // A repeating task stays open; each time it was done counts ("water plants" done today).
            var repeating = selection
            repeating.status = .open
            let done = TaskLookup.select(repeating, in: state, format: format, includeCompleted: false).map { state.tasks[$0] }
            matching += done.filter { $0.isToDo && !($0.doneDates ?? []).isEmpty }
        }
        if let window = byCompletion {
            matching = matching.filter { task in task.completions.contains { $0 >= window.start && $0 < window.end } }
        }
        // A repeating item due again inside the window asked about ("what reminders do I have
        // tomorrow" and one every weekday) is listed at its date there.
        if byCompletion == nil, query.status == .open, let window = query.due {
            var unbounded = selection
            unbounded.due = nil
            let listed = Set(matching.map(\.id))
            for task in TaskLookup.select(unbounded, in: state, format: format, includeCompleted: false).map({ state.tasks[$0] })
            where task.isToDo && task.recurrence != nil && !listed.contains(task.id) {
                if let first = occurrences(of: task, in: window).first { matching.append(first) }
            }
        }
        let total = matching.count
        if query.reminders == true { matching = matching.filter { $0.kind == .reminder } }
        var scope = ""
        if let project = query.project { scope += say.scopeProject(project: project) }
        if let priority = query.priority { scope += say.scopePriority(priority: priority) }
        if let window = byCompletion { scope += say.scopeDone(when: window.text) } else if let window = query.due { scope += say.scopeDue(when: window.text) }
        let status = byCompletion != nil ? nil : query.status == .open ? TaskNoun.Status.open : query.status == .overdue ? .overdue : .completed
        let noun = TaskNoun(status: status, reminders: query.reminders == true)
        // "what do I need to do today": the user's own events in the window are part of the answer.
        let events = byCompletion == nil && query.status == .open && query.project == nil && query.priority == nil && query.reminders != true
            ? calendarEvents(in: query.due) : []
        let also = events.isEmpty ? "" : "\n" + ([say.calendar(when: query.due!.text)] + events.map { say.line(line: format.scheduleLine($0)) }).joined(separator: "\n")
        guard !matching.isEmpty else {
            // Reminders asked for and none set: the other tasks are one command away.
            let tasks = TaskNoun(status: noun.status, reminders: false).counted(total)
            let others = query.reminders == true && total > 0 ? say.others(tasks: tasks) : ""
            return Reply(say.none(none: noun.none, scope: scope, others: others, also: also), intent: "task.list")
        }
        let lines = matching.map(format.listLine)
        showed(matching.map(\.id) + events.map(\.id))
        return Reply(([say.listed(counted: noun.counted(matching.count), scope: scope)] + lines).joined(separator: "\n") + also, intent: "task.list")
    }

    /// "what alarms do I have", "when is the dentist": the open items of every kind the words
    /// name (as `TaskLookup` reads a title's words), due in the window when one is said.
    private mutating func listNamed(_ words: String, due window: TimeWindow?) -> Reply {
        let items = itemsNamed(words).filter { task in
            task.isOpen && (window.map { window in task.due.map { $0.date >= window.start && $0.date < window.end } ?? false } ?? true)
        }.sorted { ($0.due?.date ?? .distantFuture) < ($1.due?.date ?? .distantFuture) }
        let scope = window.map { say.scopeDue(when: $0.text) } ?? ""
        guard !items.isEmpty else { return Reply(say.nothingMatches(words: words, scope: scope), intent: "task.list") }
        let counted = items.allSatisfy { $0.kind == .reminder } ? say.countNamedReminder(count: items.count)
            : items.allSatisfy { $0.kind == .event } ? say.countNamedEvent(count: items.count) : say.countNamedItem(count: items.count)
        showed(items.map(\.id))
        return Reply(([say.named(counted: counted, scope: scope)] + items.map(format.listLine)).joined(separator: "\n"), intent: "task.list")
    }

    /// "how many days until my exam": the days from today to the next open item the words name
    /// that has a date.
    private mutating func countdown(to words: String) -> Reply {
        guard let item = itemsNamed(words).filter({ $0.isOpen && $0.due != nil }).min(by: { $0.due!.date < $1.due!.date }), let due = item.due else {
            return Reply(say.countdownNone(words: words), outcome: .notDone, intent: "task.list")
        }
        showed([item.id])
        return Reply(say.countdown(title: item.title, away: daysAway(due.date), due: format.due(due)), intent: "task.list")
    }

    /// "how many days until christmas": the days from today to the day said.
    private func countdown(toDay window: TimeWindow) -> Reply {
        // "until christmas" is read as the stretch through it (open at the start, so the window
        // starts where it ends): the day is its last.
        let day = window.start > now && window.end > window.start ? window.start : window.end.addingTimeInterval(-1)
        return Reply(say.countdownDay(day: format.due(DueDate(date: day, hasTime: false)), away: daysAway(day)), intent: "task.list")
    }

    /// How many calendar days `date` is from today, in words ("today", "in 13 days", "2 days ago").
    private func daysAway(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 0
        return days == 0 ? say.awayToday() : days == 1 ? say.awayTomorrow() : days > 0 ? say.awayAhead(days: days) : say.awayAgo(days: -days)
    }

    /// What repeats, of every kind (tasks, reminders, events), or of the kind or project said, by
    /// when each is next due.
    private mutating func listRepeating(_ query: TaskQuery) -> Reply {
        let repeating = state.tasks.filter { task in
            task.isOpen && task.recurrence != nil && (query.reminders != true || task.kind == .reminder)
                && (query.project == nil || task.project?.lowercased() == query.project?.lowercased())
        }.sorted { ($0.due?.date ?? .distantFuture) < ($1.due?.date ?? .distantFuture) }
        let reminders = query.reminders == true
        guard !repeating.isEmpty else {
            return Reply(reminders ? say.repeatingNoneReminders() : say.repeatingNone(), intent: "task.list")
        }
        showed(repeating.map(\.id))
        let heading = reminders ? say.repeatingReminders(count: repeating.count) : say.repeating(count: repeating.count)
        return Reply(([heading] + repeating.map(format.listLine)).joined(separator: "\n"), intent: "task.list")
    }

    /// Skips the occurrences of a repeating item in `window`; its next date becomes the first one not skipped.
    private mutating func skip(at index: Int, in window: TimeWindow) -> Reply {
        var item = state.tasks[index]
        state.model.lastMentionedTaskID = item.id
        let dates = occurrences(of: item, in: window).compactMap { $0.due?.date }
        guard let due = item.due, let recurrence = item.recurrence, !dates.isEmpty else {
            return Reply(say.notOn(title: item.title, when: window.text), outcome: .notDone, intent: "task.delete")
        }
        state.checkpoint(say.changeSkipped(title: item.title, when: window.text))
        var skipped = Set((item.skipped ?? []) + dates)
        var next = due.date
        while skipped.contains(next), let following = recurrence.nextOccurrence(after: next, timeZone: format.timeZone), following > next {
            next = following
        }
        guard !skipped.contains(next) else {
            keepCompletions(of: [state.tasks[index]])
            state.tasks.remove(at: index)
            return Reply(say.deletedLast(title: item.title, when: window.text), intent: "task.delete")
        }
        item.due = DueDate(date: next, hasTime: due.hasTime)
        item.keepLength(from: due)
        // Dates before the next one are behind the series now.
        skipped = skipped.filter { $0 > next }
        item.skipped = skipped.isEmpty ? nil : skipped.sorted()
        state.tasks[index] = item
        let said = dates.map { format.due(DueDate(date: $0, hasTime: due.hasTime)) }
        return Reply(say.skipped(title: item.title, dates: ReplyFormat.list(said), due: format.due(item.due!)), intent: "task.delete")
    }

    /// What "it" means after a listing: the one item it showed ("what do I have tomorrow" then
    /// "move it to friday"), or nothing when it showed several (the next command must say which).
    private mutating func showed(_ ids: [Int]) {
        guard let first = ids.first else { return }
        if ids.allSatisfy({ $0 == first }) {
            state.model.lastMentionedTaskID = first
            state.model.lastMention = .task(id: first)
        } else {
            state.model.lastMentionedTaskID = nil
            state.model.lastMention = nil
        }
    }

    /// The user's own events (no member's) on the dates of `window`, repeats projected; none without a window.
    private func calendarEvents(in window: TimeWindow?) -> [TaskItem] {
        guard let window else { return [] }
        return dated(in: window) { $0.kind == .event && $0.member == nil }
    }

    /// The open dated items `include` keeps, once for each date they fall on in `window` (see
    /// `occurrences`), in time order.
    func dated(in window: TimeWindow?, _ include: (TaskItem) -> Bool) -> [TaskItem] {
        state.tasks.filter { $0.isOpen && $0.due != nil && include($0) }
            .flatMap { occurrences(of: $0, in: window) }
            .sorted { $0.due!.date < $1.due!.date }
    }

    mutating func edit(_ edit: TaskEdit) -> Reply {
        if case .all(let selection) = edit.task { return editAll(selection, edit) }
        switch lookup(edit.task, for: .taskEdit(edit)) {
        case .failure(let error): return ideaMoved(edit) ?? error.reply
        case .success(let index):
            let before = state.tasks[index]
            state.model.lastMentionedTaskID = before.id
            var changes: [String] = []
            var task = before
            if let title = edit.title, title != before.title {
                task.title = title
                changes.append(say.editRenamed(title: title))
            }
            // An event with an end moves whole, and the reply says its new span ("15:00–15:30").
            if let due = edit.due {
                let old = task.due
                task.due = moved(before.due, to: due)
                task.keepLength(from: old)
                changes.append(say.editDue(span: format.span(task)))
            }
            if let time = edit.time {
                let old = task.due
                task.due = moved(before.due, toTime: time)
                task.keepLength(from: old)
                changes.append(say.editDue(span: format.span(task)))
            }
            if let shift = edit.shift {
                guard let due = before.due else {
                    return Reply(say.editNoTime(title: before.title), outcome: .notDone, intent: "task.edit")
                }
                // A snoozed reminder that has already gone off comes back that long from now; so
                // does a day's item (no time to count hours from) moved by hours on its day or
                // after it. A later day has no hour to start from: the user says one.
                var base = edit.snooze == true && due.date < now ? now : due.date
                if !due.hasTime, abs(shift) < 86_400 {
                    guard due.date <= now else {
                        return Reply(say.editNoHours(title: before.title, due: format.due(due)), outcome: .notDone, intent: "task.edit")
                    }
                    base = now
                }
                task.due = DueDate(date: base.addingTimeInterval(shift), hasTime: due.hasTime || abs(shift) < 86_400)
                task.keepLength(from: due)
                changes.append(say.editDue(span: format.span(task)))
            }
            if let priority = edit.priority {
                task.priority = priority
                changes.append(say.editPriority(priority: priority))
            }
            if let project = edit.project {
                task.project = project
                changes.append("#\(project)")
            }
            if let tags = edit.tags {
                let added = tags.filter { !task.tags.contains($0) }
                task.tags += added
                changes += added.map { "@\($0)" }
            }
            if let reminder = edit.reminder {
                if case .before = reminder, task.due == nil {
                    return Reply(say.editNoDue(title: before.title), outcome: .notDone, intent: "task.edit")
                }
                task.reminder = reminder
                changes.append(format.reminder(task)!)
            }
            guard !changes.isEmpty else {
                return Reply(say.editWhat(title: before.title), outcome: .notDone, intent: "task.edit")
            }
            state.checkpoint(say.changeChanged(title: before.title))
            state.tasks[index] = task
            return Reply(say.changed(title: before.title, changes: changes.joined(separator: ", ")), intent: "task.edit")
        }
    }

    /// The task `reference` points at for `intent`; when it names none or several, the reply
    /// asks which one, and the answer on the next line finishes the command.
    func lookup(_ reference: TaskReference, for intent: Intent, includeCompleted: Bool = false) -> Result<Int, ReplyError> {
        switch TaskLookup.find(reference, in: state, lexicon: lexicon, includeCompleted: includeCompleted) {
        case .found(let index):
            return .success(index)
        case .unnamed:
            return .failure(ReplyError(ask(say.whichTask(), .missing(.taskReference), about: intent)))
        case .notFound(let message):
            return .failure(ReplyError(Reply(message, outcome: .notDone, intent: intent.name)))
        case .several(let indices):
            let lines = indices.prefix(9).map { format.listLine(state.tasks[$0]) }
            let ids = indices.prefix(9).map { state.tasks[$0].id }
            return .failure(ReplyError(ask(([say.whichOne()] + lines).joined(separator: "\n"), .choice(taskIDs: ids), about: intent)))
        }
    }

    /// "move learn rust to today": no open task has the words, one idea in a backlog does, and a
    /// day is all that changes: the idea becomes a task due then, as "turn the learn rust idea
    /// into a task for today" makes it.
    private mutating func ideaMoved(_ edit: TaskEdit) -> Reply? {
        guard case .words(let words) = edit.task, let due = edit.due, edit.title == nil, edit.time == nil, edit.shift == nil,
              edit.priority == nil, edit.reminder == nil, edit.project == nil, edit.tags == nil,
              case .notFound = TaskLookup.find(edit.task, in: state, lexicon: lexicon, includeCompleted: false),
              case .success = idea(words, in: nil, intent: "task.edit") else { return nil }
        return IdeasFamily.run(.promote(words: words, backlog: nil, due: due), intent: "backlog.promote", on: &self)
    }

    /// A task moved to a time of day alone ("move it to 9am") keeps its day; one with no day yet
    /// takes the time's next occurrence.
    func moved(_ old: DueDate?, toTime time: ClockTime) -> DueDate {
        guard let old else { return DueDate(date: time.nextOccurrence(after: now, timeZone: format.timeZone), hasTime: true) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let date = calendar.date(bySettingHour: time.hour, minute: time.minute, second: time.second, of: old.date) ?? old.date
        return DueDate(date: date, hasTime: true)
    }

    /// A new due date for a task being moved: a bare day keeps the time the task had
    /// ("move it to monday" keeps 17:00).
    func moved(_ old: DueDate?, to target: DueDate) -> DueDate {
        guard !target.hasTime, let old, old.hasTime else { return target }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let time = calendar.dateComponents([.hour, .minute, .second], from: old.date)
        let date = calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: target.date) ?? target.date
        return DueDate(date: date, hasTime: true)
    }
}

/// What a task listing counts: tasks or reminders, open, overdue or completed (none: done in a
/// time asked about), said counted ("3 open tasks") or as none ("No open tasks").
private struct TaskNoun {
    enum Status { case open, overdue, completed }
    let status: Status?
    let reminders: Bool

    func counted(_ count: Int) -> String {
        switch (status, reminders) {
        case (nil, false): say.countTask(count: count)
        case (nil, true): say.countReminder(count: count)
        case (.open?, false): say.countOpenTask(count: count)
        case (.open?, true): say.countOpenReminder(count: count)
        case (.overdue?, false): say.countOverdueTask(count: count)
        case (.overdue?, true): say.countOverdueReminder(count: count)
        case (.completed?, false): say.countCompletedTask(count: count)
        case (.completed?, true): say.countCompletedReminder(count: count)
        }
    }

    var none: String {
        switch (status, reminders) {
        case (nil, false): say.noneTask()
        case (nil, true): say.noneReminder()
        case (.open?, false): say.noneOpenTask()
        case (.open?, true): say.noneOpenReminder()
        case (.overdue?, false): say.noneOverdueTask()
        case (.overdue?, true): say.noneOverdueReminder()
        case (.completed?, false): say.noneCompletedTask()
        case (.completed?, true): say.noneCompletedReminder()
        }
    }
}

/// A reply carried through `Result` when a lookup fails.
struct ReplyError: Error {
    let reply: Reply
    init(_ reply: Reply) { self.reply = reply }
}
