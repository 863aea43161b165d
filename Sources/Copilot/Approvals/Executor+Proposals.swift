import Foundation
import Intents

private let say = Replies.approvals

/// A change another member proposes ("Sarah wants to move all of today's tasks to tomorrow"): one
/// to several tasks, or to a whole list, waits in the approvals inbox for a parent's yes and is
/// carried out then; a change of one thing needs no one's yes and is made at once.
extension Executor {
    mutating func propose(member said: String, change words: String, intent: String) -> Reply {
        guard let index = memberIndex(said) else { return unknownMember(said, intent: intent) }
        let name = state.model.members[index].name
        let change = read(words)
        guard Self.canPerform(change) else {
            return Reply(say.proposeRefused(member: name, words: words), outcome: .notDone, intent: intent)
        }
        guard Self.changesSeveral(change) else {
            var reply = perform(change)
            if reply.outcome != .notDone { reply.text = say.proposeOne(member: name, reply: reply.text) }
            return reply
        }
        // Tried on a copy first: a change that would change nothing is said so, not filed.
        var trial = self
        trial.confirmed = true
        let wouldBe = trial.perform(change)
        guard wouldBe.outcome != .notDone else { return Reply(say.proposeNothing(reply: wouldBe.text), outcome: .notDone, intent: intent) }
        var inbox = state.model.state(ApprovalInbox.self)
        state.checkpoint(say.changeProposal(member: name, words: words))
        let number = inbox.file(member: name, proposal: words, change: change, at: now)
        state.model.setState(inbox)
        return Reply(say.proposeWaits(member: name, words: words, number: number), intent: intent)
    }

    /// Carries out an approved proposal as if the parent had said it and said yes: one undo step
    /// takes back both the decision and the change.
    mutating func carryOut(_ request: ApprovalInbox.Request) -> (String, Bool) {
        guard let words = request.proposal else { return (say.carryNothing(number: request.number), false) }
        guard let change = request.change?.intent else {
            return (say.carryUnreadable(number: request.number, member: request.member, words: words), false)
        }
        let steps = state.history.count
        let wasConfirmed = confirmed
        confirmed = true
        let reply = perform(change)
        confirmed = wasConfirmed
        if state.history.count > steps { state.history.removeLast(state.history.count - steps) }
        guard reply.outcome != .notDone else {
            return (say.carryWaits(number: request.number, member: request.member, words: words, reply: reply.text), false)
        }
        return (say.carryApproved(number: request.number, member: request.member, reply: reply.text), true)
    }

    /// The changes a member may propose: to tasks and to lists.
    static func canPerform(_ change: Intent) -> Bool {
        switch change {
        case .taskComplete, .taskDelete, .taskEdit, .listRemove: true
        default: false
        }
    }

    /// A change to every task a selection takes, or to a list as a whole (cleared or deleted).
    static func changesSeveral(_ change: Intent) -> Bool {
        switch change {
        case .taskComplete(.all), .taskDelete(.all): true
        case .taskEdit(let edit): if case .all = edit.task { true } else { false }
        case .listRemove(let list): list.items.isEmpty && list.position == nil && list.end == nil && !list.namesNoItem && (list.emptying == true || list.list != nil)
        default: false
        }
    }

    private mutating func perform(_ change: Intent) -> Reply {
        guard Self.canPerform(change) else { return Reply(say.performRefused(), outcome: .notDone, intent: change.name) }
        return dispatch(change)
    }
}
