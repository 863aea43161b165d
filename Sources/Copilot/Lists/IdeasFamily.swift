import Foundation
import Intents
import Numbers

/// Ideas taken out of a backlog: `backlog.remove` ("remove the headphones idea", "delete paint
/// the fence from home projects") and `backlog.promote` ("turn the asheville trip into a task"),
/// which adds the task and takes the idea off its backlog as one change.
enum IdeasFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        /// `backlog` nil: any backlog.
        case remove(words: String, backlog: String?)
        case promote(words: String, backlog: String?, due: DueDate?, asEvent: Bool = false)
    }

    static let intents = ["backlog.remove", "backlog.promote"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        guard let words = slots.typedText("item") else { return nil }
        let backlog = slots.text("backlog")
        if slots.intent == "backlog.promote" { return .promote(words: words, backlog: backlog, due: slots.due("due"), asEvent: slots.name("event") != nil) }
        return .remove(words: words, backlog: backlog)
    }

    private static let say = Replies.ideas

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .remove(let words, let backlog):
            let index: Int
            switch executor.idea(words, in: backlog, intent: intent) {
            case .failure(let error): return error.reply
            case .success(let found): index = found
            }
            let entry = executor.state.model.backlog[index]
            executor.state.checkpoint(say.changeRemoved(idea: entry.item))
            executor.state.model.backlog.remove(at: index)
            let left = executor.state.model.backlog.filter { $0.backlog == entry.backlog }.count
            return Reply(say.removed(idea: entry.item, backlog: Self.name(entry.backlog), count: left), intent: intent)
        case .promote(let words, let backlog, let due, let asEvent):
            let index: Int
            switch executor.idea(words, in: backlog, intent: intent) {
            case .failure(let error): return error.reply
            case .success(let found): index = found
            }
            let entry = executor.state.model.backlog[index]
            // The task is added first (its checkpoint is the change undo reverts), then the idea
            // leaves the backlog within that same change.
            // A gift idea keeps who it is for: "a fishing rod for Dad".
            let title = entry.recipient.map { say.gift(idea: entry.item, recipient: $0) } ?? entry.item
            // an event needs its day: asked for, the idea kept, when none was said
            if asEvent, due == nil {
                return Reply(say.eventDay(words: words), outcome: .notDone, intent: intent)
            }
            let added = asEvent ? executor.addEvent(EventAdd(title: title, start: due)) : executor.add(TaskAdd(title: title, due: due))
            guard added.outcome == .done else { return added }
            executor.state.model.backlog.remove(at: index)
            return Reply(say.promoted(added: added.text, backlog: Self.name(entry.backlog)), intent: intent)
        }
    }

    /// "gift ideas", "your ideas" (the backlog with no name of its own).
    static func name(_ backlog: String) -> String {
        backlog == "ideas" ? say.yours() : say.named(backlog: backlog)
    }
}

extension Executor {
    /// The idea whose words include every word said (filler set aside, plurals as singulars),
    /// in the backlog named, if one was; else the reply that says why none was taken.
    func idea(_ said: String, in backlog: String?, intent: String) -> Result<Int, ReplyError> {
        let filler = lexicon[.taskFiller]
        let wanted = TaskLookup.words(said).filter { !filler.contains($0) }.map(NameKey.singular)
        let pile = backlog.map { TaskLookup.words($0).filter { !filler.contains($0) }.joined(separator: " ") }
        let matches = state.model.backlog.indices.filter { index in
            let entry = state.model.backlog[index]
            if let pile, !pile.isEmpty, !Self.backlog(entry.backlog, isNamed: pile) { return false }
            let words = Set(TaskLookup.words(entry.item + " " + (entry.recipient ?? "")).map(NameKey.singular))
            return !wanted.isEmpty && wanted.allSatisfy(words.contains)
        }
        switch matches.count {
        case 1:
            return .success(matches[0])
        case 0:
            let say = Replies.ideas
            let text = pile.flatMap { $0.isEmpty ? nil : say.notFoundIn(said: said, backlog: IdeasFamily.name($0)) } ?? say.notFound(said: said)
            return .failure(ReplyError(Reply(text, outcome: .notDone, intent: intent)))
        default:
            let say = Replies.ideas
            let listed = matches.map { say.quoted(idea: state.model.backlog[$0].item) }.joined(separator: ", ")
            return .failure(ReplyError(Reply(say.several(said: said, ideas: listed), outcome: .notDone, intent: intent)))
        }
    }
}
