import Foundation
import Intents
import NLParse

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
            return Reply("Sorry, I can't read that: \(error).", outcome: .notDone, intent: "none")
        }
        let intent = IntentFamilies.build(result, context: context)
        let format = ReplyFormat(timeZone: context.timeZone, now: context.now)
        var preface = ""
        if let pending = state.pending {
            state.pending = nil
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
            reply.text += "\n" + result.notes.map { "Note: \($0)" }.joined(separator: "\n")
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
                reply = Reply("Undone: \(change).", intent: "undo")
            } else {
                reply = Reply("Nothing to undo.", outcome: .notDone, intent: "undo")
            }
        case .redo:
            if let change = executor.state.redo() {
                reply = Reply("Redone: \(change).", intent: "redo")
            } else {
                reply = Reply("Nothing to redo.", outcome: .notDone, intent: "redo")
            }
        case .confirm:
            reply = Reply("There's nothing waiting for a yes.", outcome: .notDone, intent: "confirm")
        case .cancel(let halts):
            // With no question waiting, a bare "stop" means what is running: the focus session.
            if executor.isFocusRunning, halts {
                reply = executor.stopFocus()
            } else {
                reply = Reply("OK, never mind.", intent: "cancel")
            }
        case .help(let topic):
            reply = Reply(Self.help(topic: topic), intent: "help")
        case .ambiguous(let names):
            // In words, as the grammar says each intent ("stop the focus session"), never its name.
            let said = names.map { name in parser.grammar.says(name).map { "“\($0)”" } ?? "something else" }
            reply = Reply("That could mean \(said.joined(separator: " or ")); could you say it another way?", outcome: .notDone, intent: "none")
        case .family(let command):
            reply = IntentFamilies.run(command, on: &executor)
                ?? Reply("Sorry, I can't do that any more.", outcome: .notDone, intent: command.intent)
        case .untyped(let name, _):
            let said = parser.grammar.says(name).map { "“\($0)”" } ?? "something"
            reply = Reply("I understood that as a request to \(said), but I can't do that yet.", outcome: .notDone, intent: name)
        case .outOfRange(let name, let refusal):
            reply = Reply(refusal.description, outcome: .notDone, intent: name)
        case .none:
            reply = Reply("Sorry, I didn't understand “\(text.trimmingCharacters(in: .whitespacesAndNewlines))”. Try “add task buy milk”, or “help”.", outcome: .notDone, intent: "none")
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

    /// The examples of one row of `helpText` ("help nutrition"), one a line; all of it for no
    /// topic or one that names no row.
    static func help(topic: String?) -> String {
        guard let topic, let row = helpText.split(separator: "\n").first(where: { $0.hasPrefix("  \(topic) ") }) else { return helpText }
        let examples = row.dropFirst(2 + topic.count).trimmingCharacters(in: .whitespaces).components(separatedBy: " · ")
        return "Things you can say about \(topic):\n" + examples.map { "  " + $0 }.joined(separator: "\n") + "\nSay “help” for every kind."
    }

    static let helpText = """
        Things you can say, one of each kind:
          tasks        add task: finish proposal by friday 5pm #work p1 · done 3 · move it to monday
          reminders    remind me to call mom at 6pm · remind me every weekday at 8am to stretch
          calendar     dentist next tuesday 3-4pm · what's on my calendar tomorrow
          notes        note: the gate code is 4512 · show my notes about the gate · delete the note about the gate
          brief        good morning · brief me
          lists        add milk and 2 loaves of bread to the shopping list · take milk off the list · clear the list
          focus        start a 25 minute pomodoro · pause · 10 more minutes · I'm done · log 45 minutes of focus yesterday
          progress     how am I doing this week? · show my journey · plan my day · plan my week · what should I do next
          nutrition    log 2 eggs and a slice of toast for breakfast · calories in a banana · I drank 2 glasses of water
          profile      I'm a 30 year old woman, 65 kg, 170 cm, moderately active · I weigh 208 · lose 10 pounds
          household    add Emma as a child · who's in the household? · share task 3 (with --store postgres://…)
          chores       assign the dishes to Sam · what chores does Sam have?
          diets        Emma is allergic to peanuts · Emma had a ham sandwich for lunch · what did Emma eat today
          rewards      Emma did 30 minutes of Khan Academy · how is Emma doing today?
          approvals    auto-approve requests up to 20 minutes · what needs my approval? · approve 1 · Sam wants to clear the shopping list
          ideas        gift idea for mom: a pottery class · turn the pottery class idea into a task
          settings     set my daily goal to 90 minutes · quiet hours 10pm to 7am
          anytime      undo · redo · cancel
        When I ask a question ("What's the task?", "Delete 3 tasks?"), answer on the next line,
        or say "cancel". When I'm not sure what you meant, I ask before changing anything.
        """
}
