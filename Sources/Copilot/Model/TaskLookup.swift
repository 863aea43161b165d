import Intents
import NLParse
import Nutrition
import Text

/// Finds the task a reference points at: by number, by the last one mentioned, or by words of
/// its title (all the words must appear; an exact title wins over a partial one).
enum TaskLookup {
    enum Outcome: Equatable {
        case found(Int)
        /// The reference named no task at all ("delete task").
        case unnamed
        case notFound(String)
        case several([Int])
    }

    /// `index` into `state.tasks`. Completed tasks are found only by number unless `includeCompleted`;
    /// title words of `lexicon`'s task filler ("the", "task") are set aside.
    static func find(_ reference: TaskReference, in state: CopilotState, lexicon: Lexicon, includeCompleted: Bool = false) -> Outcome {
        let ignoredWords = lexicon[.taskFiller]
        switch reference {
        case .number(let number):
            guard let index = state.tasks.firstIndex(where: { $0.id == number }) else {
                return .notFound(Replies.tasks.noTask(number: number))
            }
            return .found(index)
        case .lastMentioned:
            // "it" is the task talked about last only when nothing of another kind came after it.
            if let mention = state.model.lastMention, case .listItems = mention {
                return .notFound(Replies.tasks.unsureWhich())
            }
            guard let id = state.model.lastMentionedTaskID, let index = state.tasks.firstIndex(where: { $0.id == id }) else {
                return .notFound(Replies.tasks.unsureWhich())
            }
            return .found(index)
        case .all:
            // Bulk references are resolved by `select`; one task cannot stand for them.
            return .notFound(Replies.tasks.severalTasks())
        case .words(let said):
            return find(words: said, due: nil, in: state, ignoredWords: ignoredWords, includeCompleted: includeCompleted)
        case .wordsDue(let said, let due):
            return find(words: said, due: due, in: state, ignoredWords: ignoredWords, includeCompleted: includeCompleted)
        }
    }

    /// The task named by words of its title and, when said, by when it is due. A repeating task
    /// is named by its words alone: any of its days is one of its occurrences.
    private static func find(words said: String, due: DueFilter?, in state: CopilotState, ignoredWords: Set<String>, includeCompleted: Bool) -> Outcome {
        // "jack's soccer practice": a member's possessive picks among that member's items.
        var text = said
        var member: String?
        if let (name, rest) = memberPossessive(said, members: state.model.members) { (member, text) = (name, rest) }
        let wanted = words(text).filter { !ignoredWords.contains($0) }
        guard !wanted.isEmpty else { return .unnamed }
        let candidates = state.tasks.indices.filter { index in
            let task = state.tasks[index]
            guard (task.isOpen || includeCompleted) && (member == nil || task.member == member) else { return false }
            guard let due, task.recurrence == nil else { return true }
            return task.due.map { due.matches($0.date, hasTime: $0.hasTime) } ?? false
        }
        let exact = candidates.filter { words(state.tasks[$0].title).filter { !ignoredWords.contains($0) } == wanted }
        if exact.count == 1 { return .found(exact[0]) }
        // A word matches a title word it begins ("rep" → "report") or that begins it
        // ("paying" → "pay", "emails" → "email"): the forms of one word share a stem.
        func stem(_ word: String, _ title: Set<String>) -> Bool {
            title.contains(word) || title.contains { ($0.hasPrefix(word) && word.count >= 3) || (word.hasPrefix($0) && $0.count >= 3) }
        }
        var matching = candidates.filter { index in
            let title = Set(words(state.tasks[index].title))
            return wanted.allSatisfy { stem($0, title) }
        }
        // Whole words before stems: "the card reminder" is the birthday card, not "renew car
        // registration" ("car" begins "card").
        let whole = matching.filter { index in
            let title = Set(words(state.tasks[index].title).map(WordForms.singular))
            return wanted.allSatisfy { title.contains(WordForms.singular($0)) }
        }
        if !whole.isEmpty { matching = whole }
        // None: a typo on either side ("prescripton" typed when the task was made, or now), by
        // the typo corrector's rule.
        if matching.isEmpty {
            matching = candidates.filter { index in
                let title = Set(words(state.tasks[index].title))
                return wanted.allSatisfy { word in stem(word, title) || title.contains { WordCorrector.isTypo(word, of: $0) } }
            }
        }
        switch matching.count {
        case 0: return .notFound(Replies.tasks.noMatch(words: text, due: due.map { Replies.tasks.noMatchDue(when: $0.text) } ?? ""))
        case 1: return .found(matching[0])
        default: return .several(matching)
        }
    }

    /// "Jack's soccer" → ("Jack", "soccer") when Jack is a member of the household.
    static func memberPossessive(_ text: String, members: [Member]) -> (String, String)? {
        guard let space = text.firstIndex(of: " ") else { return nil }
        let first = text[..<space].lowercased()
        guard first.hasSuffix("'s") || first.hasSuffix("\u{2019}s") else { return nil }
        let name = String(first.dropLast(2))
        guard let member = members.first(where: { $0.name.lowercased() == name }) else { return nil }
        return (member.name, String(text[space...]).trimmingCharacters(in: .whitespaces))
    }

    /// Indices of the tasks a bulk selection covers, in list order. Complete and edit act on open
    /// tasks only; delete also on completed ones.
    static func select(_ selection: TaskSelection, in state: CopilotState, format: ReplyFormat, includeCompleted: Bool) -> [Int] {
        state.tasks.indices.filter { index in
            let task = state.tasks[index]
            switch selection.status {
            case .open?: guard task.isOpen else { return false }
            case .completed?: guard !task.isOpen else { return false }
            case .overdue?: guard task.isOpen, let due = task.due, format.isOverdue(due) else { return false }
            case nil: guard task.isOpen || includeCompleted else { return false }
            }
            if selection.onlyReminders == true, task.kind != .reminder { return false }
            if let project = selection.project, task.project?.lowercased() != project.lowercased() { return false }
            if let priority = selection.priority, task.priority != priority { return false }
            if let window = selection.due {
                guard let due = task.due, due.date >= window.start, due.date < window.end else { return false }
            }
            return true
        }
    }

    static func words(_ text: String) -> [String] {
        Tokenizer.tokenize(text).tokens.filter { $0.kind == .word || $0.kind == .number }.map(\.folded)
    }
}
