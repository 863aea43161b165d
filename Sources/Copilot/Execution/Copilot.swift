import Foundation
import Intents
import NLParse

private let say = Replies.meta

/// The rule-based copilot: parses a command, executes it against the model, and answers in
/// plain words. No network, no model weights: every answer is computed from the state.
public struct Copilot: Sendable {
    public let parser: Parser
    /// The grammar's word classes, read once.
    let lexicon: Lexicon

    public init(parser: Parser) {
        self.parser = parser
        self.lexicon = Lexicon(parser.grammar)
    }

    /// Parses and executes `text`, changing `state` as the command asks. When the copilot asked
    /// a question on the previous turn, the line is first read as its answer.
    public func respond(to text: String, state: inout CopilotState, context: ParseContext) -> Reply {
        // The user's own names are read as entities: "start morning pages" names a saved preset.
        var context = context
        context.presets = state.model.focus.presets.map(\.name)
        context.members = state.model.members.map(\.name)
        context.items = Self.openTitles(state.model.tasks)
        context.lists = state.model.lists.map(\.name)
        context.lastMember = state.model.lastMember
        let result = parser.parse(text, context: context)
        if let error = result.error, result.intent == "none" {
            return Reply(say.unreadable(error: error), outcome: .notDone, intent: "none")
        }
        let intent = IntentFamilies.build(result, context: context)
        let format = ReplyFormat(timeZone: context.timeZone, now: context.now)
        var preface = ""
        if let pending = state.pending {
            state.pending = nil
            // A line of pleasantries alone ("thanks", "bye") answers no "What should I remind you
            // about?": it is answered in kind and the question let go. (A yes-or-no question keeps
            // its own reading of "ok".)
            if case .missing = pending.kind, case .none = intent, let pleasantries = result.pleasantries {
                return Reply(Self.answer(pleasantries: pleasantries), intent: "none")
            }
            switch answer(pending, with: text, parsed: result, meaning: intent, state: &state, format: format, context: context) {
            case .answered(let reply):
                return reply
            case .dropped(let note):
                preface = note.map { $0 + "\n" } ?? ""
            }
        }
        if case .none = intent, let pleasantries = result.pleasantries {
            return Reply(preface + Self.answer(pleasantries: pleasantries), intent: "none")
        }
        if var question = unsureReading(result, intent: intent, text: text, state: state, format: format, context: context)
            ?? foodReading(result, intent: intent, text: text, state: state, format: format, now: context.now) {
            state.pending = question.question
            question.text = preface + question.text
            return question
        }
        var reply = execute(intent, text: text, state: &state, format: format, now: context.now)
        if let member = Self.memberNamed(in: result, context: context, members: state.model.members) { state.model.lastMember = member }
        reply.text = preface + reply.text
        if !result.notes.isEmpty {
            reply.text += "\n" + result.notes.map { say.note(note: $0) }.joined(separator: "\n")
        }
        return reply
    }

    /// The household member a line named in any slot (as said, or by a pronoun for the one named
    /// before), so "her" and "him" on a later line mean them.
    static func memberNamed(in result: ParseResult, context: ParseContext, members: [Member]) -> String? {
        let slots = Slots(of: result, context: context)
        for slot in result.slots {
            guard let said = slots.person(slot.name)?.lowercased() else { continue }
            if let member = members.first(where: { $0.name.lowercased() == said }) { return member.name }
        }
        return nil
    }

    /// The titles a line may name an open item by (`ParseContext.items`): the newest few hundred
    /// open tasks, reminders and events, so a long history costs a parse nothing.
    static func openTitles(_ tasks: some BidirectionalCollection<TaskItem>, limit: Int = 300) -> [String] {
        var titles: [String] = []
        for task in tasks.reversed() where task.isOpen {
            titles.append(task.title)
            if titles.count == limit { break }
        }
        return titles
    }

    /// Runs `intent`; `confirmed` when the user already said yes to it. A reply that asks a
    /// question leaves it pending for the next line.
    func execute(_ intent: Intent, text: String, state: inout CopilotState, format: ReplyFormat, now: Date, confirmed: Bool = false) -> Reply {
        var executor = Executor(state: state, format: format, now: now, lexicon: lexicon, confirmed: confirmed)
        // A line inside this one (a member's proposed change) is read with the same names.
        executor.read = { [parser, model = state.model] said in
            var context = ParseContext(now: now, timeZone: format.timeZone, weekStart: model.settings.weekStart,
                                       presets: model.focus.presets.map(\.name), members: model.members.map(\.name))
            context.items = Self.openTitles(model.tasks)
            context.lists = model.lists.map(\.name)
            return IntentFamilies.build(parser.parse(said, context: context), context: context)
        }
        let taskBefore = state.model.lastMentionedTaskID
        var reply: Reply
        let aimed = Self.pointingAtLastMention(intent, in: state.model)
        switch aimed {
        case .undo:
            if let change = executor.state.undo() {
                reply = Reply(say.undone(change: change), intent: "undo")
            } else {
                reply = Reply(say.nothingToUndo(), outcome: .notDone, intent: "undo")
            }
        case .redo:
            if let change = executor.state.redo() {
                reply = Reply(say.redone(change: change), intent: "redo")
            } else {
                reply = Reply(say.nothingToRedo(), outcome: .notDone, intent: "redo")
            }
        case .confirm:
            reply = Reply(say.nothingToConfirm(), outcome: .notDone, intent: "confirm")
        case .cancel(let halts):
            // With no question waiting, a bare "stop" means what is running: the focus session.
            if executor.isFocusRunning, halts {
                reply = executor.stopFocus()
            } else {
                reply = Reply(say.neverMind(), intent: "cancel")
            }
        case .help(let topic):
            reply = Reply(Self.help(topic: topic), intent: "help")
        case .ambiguous(let names):
            // In words, as the grammar says each intent ("stop the focus session"), never its name.
            let said = names.map { name in parser.grammar.says(name).map { say.meaning(says: $0) } ?? say.somethingElse() }
            reply = Reply(say.ambiguous(meanings: said.joined(separator: " or ")), outcome: .notDone, intent: "none")
        case .family(let command):
            reply = IntentFamilies.run(command, on: &executor)
                ?? Reply(say.cannotAnyMore(), outcome: .notDone, intent: command.intent)
        case .untyped(let name, _):
            let said = parser.grammar.says(name).map { say.meaning(says: $0) } ?? say.something()
            reply = Reply(say.notYet(says: said), outcome: .notDone, intent: name)
        case .outOfRange(let name, let refusal):
            reply = Reply(refusal.description, outcome: .notDone, intent: name)
        case .none:
            reply = Reply(say.notUnderstood(text: text.trimmingCharacters(in: .whitespacesAndNewlines)), outcome: .notDone, intent: "none")
        default:
            reply = executor.dispatch(aimed)
        }
        // (Undo and redo bring back what was already celebrated.)
        if reply.outcome != .notDone, intent != .undo, intent != .redo, let line = Celebration.line(before: state.model, after: executor.state.model, now: now, timeZone: format.timeZone) {
            reply.text += "\n" + line
        }
        state = executor.state
        state.pending = reply.question
        if let task = state.model.lastMentionedTaskID, task != taskBefore { state.model.lastMention = .task(id: task) }
        // Items taken off by "remove it" are gone: "it" no longer points anywhere.
        if aimed != intent, case .listItems(let list, _)? = state.model.lastMention { state.model.lastMention = .listItems(list: list, names: []) }
        return reply
    }

    /// "remove it", "it's done" aimed at what was talked about last when that was not a task:
    /// the items just added to a list are taken off it (checked off, into restock).
    static func pointingAtLastMention(_ intent: Intent, in model: Model) -> Intent {
        guard case .listItems(let list, let names)? = model.lastMention, !names.isEmpty else { return intent }
        switch intent {
        case .taskDelete(.lastMentioned), .taskComplete(.lastMentioned):
            return .listRemove(ListChange(items: names.map { ListItemPhrase(name: $0, text: $0) }, list: list))
        default:
            return intent
        }
    }

    /// The examples of one topic of `helpText` ("help nutrition"), one a line; all of it for no
    /// topic or one that names none.
    static func help(topic: String?) -> String {
        guard let topic, let row = say.helpTopics.first(where: { $0.topic == topic }) else { return helpText }
        let examples = row.examples().components(separatedBy: " · ")
        return ([say.helpAbout(topic: topic)] + examples.map { "  " + $0 } + [say.helpEvery()]).joined(separator: "\n")
    }

    /// Every topic, one a row: its name in a column, then its examples.
    static var helpText: String {
        let rows = say.helpTopics.map { "  " + $0.topic.padding(toLength: 13, withPad: " ", startingAt: 0) + $0.examples() }
        return ([say.helpHeading()] + rows + [say.helpClosing1(), say.helpClosing2()]).joined(separator: "\n")
    }
}
