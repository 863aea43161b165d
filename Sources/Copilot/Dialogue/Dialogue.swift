import Foundation
import Intents
import NLParse
import Numbers
import Temporal

/// Reading a line as the answer to the question the copilot asked on the previous turn.
///
/// - "cancel", "never mind", "no" drop any question.
/// - "undo", "redo" and "help" drop it and do what they say.
/// - A confirmation goes ahead only on "yes"; any other line drops it (and says so) and is
///   handled as a new command.
/// - "Which one?" takes a task number, a position ("the second one") or words of a title; a line
///   that picks none of them is a new command.
/// - A missing part takes the whole line: "What's the task?" -> "buy milk tomorrow p1" is read as
///   the task's title with its date and priority. A missing time takes the date or time in the
///   line; a line with none that is a command of its own is handled as one.
extension Copilot {
    enum DialogueTurn {
        case answered(Reply)
        /// Not an answer; the line is a new command. The note, if any, says what was dropped.
        case dropped(note: String?)
    }

    func answer(
        _ pending: PendingQuestion, with text: String, parsed: ParseResult, meaning intent: Intent, state: inout CopilotState,
        format: ReplyFormat, context: ParseContext
    ) -> DialogueTurn {
        guard context.now.timeIntervalSince(pending.asked) <= PendingQuestion.lifetime, context.now >= pending.asked else {
            return .dropped(note: nil)
        }
        // "cancel that" means the question while one waits, whatever it means without one
        let intent = parsed.intent == "cancel" ? Intent.cancel(halts: false) : intent
        switch intent {
        case .cancel:
            if case .confirmation(let summary) = pending.kind {
                return .answered(Reply(Replies.meta.wont(summary: summary), intent: "cancel"))
            }
            return .answered(Reply(Replies.meta.neverMind(), intent: "cancel"))
        case .undo, .redo, .help:
            return .dropped(note: nil)
        default:
            break
        }
        // A whole command of its own (the grammar read it, with two or more of its words) is not
        // an answer: "start a pomodoro" after "Which task?" starts a pomodoro.
        if !pending.kind.isConfirmation, parsed.stage == .grammar, let winner = parsed.winner, winner.literalTokens >= 2 {
            return .dropped(note: parsed.intent == pending.intent.name ? nil : Replies.meta.questionLeft())
        }
        switch pending.kind {
        case .confirmation(let summary):
            guard intent == .confirm else { return .dropped(note: Replies.meta.notDone(summary: summary)) }
            return .answered(execute(pending.intent, text: text, state: &state, format: format, now: context.now, confirmed: true))
        case .choice(let ids):
            guard let id = Self.pick(text, among: ids, state: state, lexicon: lexicon) else { return .dropped(note: nil) }
            return .answered(execute(pending.intent.pointing(at: .number(id)), text: text, state: &state, format: format, now: context.now))
        case .missing(let slot):
            guard let filled = fill(slot, of: pending.intent, with: text, parsed: parsed, meaning: intent, context: context) else { return .dropped(note: nil) }
            return .answered(execute(filled, text: text, state: &state, format: format, now: context.now))
        }
    }

    /// The task an answer to "Which one?" picks: a listed number, a position among the listed
    /// ones ("2", "the second one", "the last one"), or title words that only one of them has.
    static func pick(_ text: String, among ids: [Int], state: CopilotState, lexicon: Lexicon) -> Int? {
        // A signed number is read with its sign: "-1" names no listed task, never the first (the
        // tokenizer below keeps the digits and drops the "-").
        let filler = lexicon[.answerFiller]
        let words = TaskLookup.words(text).filter { $0 != "#" && !filler.contains($0) }
        if let number = Int(text.trimmingCharacters(in: .whitespaces)) ?? (words.count == 1 ? Int(words[0]) : nil) {
            if ids.contains(number) { return number }
            return number >= 1 && number <= ids.count ? ids[number - 1] : nil
        }
        if words.count == 1, lexicon[.answerLast].contains(words[0]) { return ids.last }
        if let (position, used) = OrdinalReader.read(words, at: 0), used == words.count {
            return (1...ids.count).contains(position) ? ids[position - 1] : nil
        }
        guard !words.isEmpty else { return nil }
        let matching = ids.filter { id in
            guard let task = state.tasks.first(where: { $0.id == id }) else { return false }
            let title = Set(TaskLookup.words(task.title))
            return words.allSatisfy { title.contains($0) }
        }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The pending command with the answer in its missing part; nil when the line does not
    /// answer (a time was asked and the line has none but is a command of its own).
    /// `parsed` is the line as the parser read it on its own (its dates and durations).
    func fill(_ slot: MissingSlot, of intent: Intent, with text: String, parsed: ParseResult, meaning command: Intent, context: ParseContext) -> Intent? {
        let answer = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !answer.isEmpty else { return intent }
        switch (slot, intent) {
        case (.taskTitle, .taskAdd(let partial)):
            // Read the answer as a quick-add title, so its date, priority and tags count.
            // not a reply: the command the answer completes, read by the parser
            guard case .taskAdd(let read)? = reparse("add task: " + answer, context: context), read.title != nil else {
                var filled = partial
                filled.title = answer
                return .taskAdd(filled)
            }
            return .taskAdd(TaskAdd(
                title: read.title, due: read.due ?? partial.due, recurrence: read.recurrence ?? partial.recurrence,
                priority: read.priority ?? partial.priority, project: read.project ?? partial.project,
                tags: partial.tags + read.tags, estimate: read.estimate ?? partial.estimate
            ))
        case (.reminderText, .reminderAdd(let partial)):
            // not a reply: the command the answer completes, read by the parser
            guard case .reminderAdd(let read)? = reparse("remind me to " + answer, context: context), read.what != nil else {
                var filled = partial
                filled.what = answer
                return .reminderAdd(filled)
            }
            return .reminderAdd(ReminderAdd(what: read.what, when: read.when ?? partial.when, recurrence: read.recurrence ?? partial.recurrence))
        case (.reminderTime, .reminderAdd(var partial)):
            guard let (due, recurrence) = time(in: parsed, unless: command, context: context) else { return nil }
            partial.when = due ?? partial.when
            partial.recurrence = recurrence ?? partial.recurrence
            return .reminderAdd(partial)
        case (.eventTitle, .eventAdd(var partial)):
            partial.title = answer
            return .eventAdd(partial)
        case (.eventTime, .eventAdd(var partial)):
            guard let (due, recurrence) = time(in: parsed, unless: command, context: context) else { return nil }
            partial.start = due ?? partial.start
            partial.recurrence = recurrence ?? partial.recurrence
            return .eventAdd(partial)
        case (.noteText, .noteAdd):
            return .noteAdd(NoteAdd(text: answer))
        case (.presetName, .presetCreate(let partial)):
            // "reading, 30 minutes, fireplace sound" names it and may say the rest.
            // not a reply: the command the answer completes, read by the parser
            guard case .presetCreate(let read)? = reparse("create a preset called " + answer, context: context), !read.name.isEmpty else {
                return .presetCreate(PresetCreate(name: answer, minutes: partial.minutes, sound: partial.sound, background: partial.background))
            }
            return .presetCreate(PresetCreate(name: read.name, minutes: read.minutes ?? partial.minutes, sound: read.sound ?? partial.sound,
                                              background: read.background ?? partial.background))
        case (.presetLength, .presetCreate(var partial)):
            let seconds = parsed.entities.lazy.compactMap { entity -> Double? in
                if case .temporal(let found) = entity.value, case .duration(let seconds) = found.value { return seconds }
                return nil
            }.first
            guard let seconds else { return command == .none ? intent : nil }
            partial.minutes = seconds / 60
            return .presetCreate(partial)
        case (.listItems, .listAdd(var partial)):
            partial.items = ListItemPhrase.split(answer, words: lexicon.items)
            partial.wantsItems = false
            return .listAdd(partial)
        case (.taskReference, _):
            guard let reference = TaskReference(text: answer, numberLeads: lexicon[.taskNumberLead]) else { return intent }
            return intent.pointing(at: reference)
        default:
            return intent
        }
    }

    private func reparse(_ text: String, context: ParseContext) -> Intent? {
        IntentFamilies.build(parser.parse(text, context: context), context: context)
    }

    /// The date or time (or schedule) an answer gives; nil when it gives none, or when the line
    /// is a command of its own with more in it than a time ("remind me at 5 to stretch").
    private func time(in result: ParseResult, unless command: Intent, context: ParseContext) -> (DueDate?, Recurrence?)? {
        let temporal = result.entities.filter { if case .temporal = $0.value { true } else { false } }
        guard let first = temporal.first, case .temporal(let found) = first.value else { return nil }
        let rest = result.input.tokens.filter { token in
            token.kind == .word && !temporal.contains { $0.scalars.contains(token.scalars.lowerBound) } && !lexicon[.timeFiller].contains(token.folded)
        }
        switch command {
        case .none, .ambiguous, .confirm: break
        default: if !rest.isEmpty { return nil }
        }
        if case .recurrence(let recurrence) = found.value { return (nil, recurrence) }
        // An answer schedules one moment: "tonight" is its default hour.
        return DueDate(found.asPoint.value, now: context.now, timeZone: context.timeZone).map { ($0, nil) }
    }

}

extension Intent {
    /// The same command aimed at another task (the answer to "Which one?").
    func pointing(at reference: TaskReference) -> Intent {
        switch self {
        case .taskComplete: .taskComplete(reference)
        case .taskDelete: .taskDelete(reference)
        case .taskEdit(var edit):
            { edit.task = reference; return .taskEdit(edit) }()
        default: self
        }
    }
}
