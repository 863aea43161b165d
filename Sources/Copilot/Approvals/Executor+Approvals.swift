import Foundation
import Intents

private let say = Replies.approvals

/// The approvals inbox at work: what waits, a parent's yes or no, standing approvals and the limit
/// under which screen time needs no one's yes. A yes spends the points then, so a balance that
/// fell short in the meantime is refused in plain words and the request keeps waiting.
extension Executor {
    func listApprovals(intent: String) -> Reply {
        let inbox = state.model.state(ApprovalInbox.self)
        guard !inbox.pending.isEmpty else {
            let free: String? = switch (inbox.limitMinutes, inbox.budgetCents.map(Self.price)) {
            case (let minutes?, let price?): say.freeBoth(minutes: minutes, price: price)
            case (let minutes?, nil): say.freeLimit(minutes: minutes)
            case (nil, let price?): say.freeBudget(price: price)
            case (nil, nil): nil
            }
            return Reply(free.map { say.nothingWaitsFree(free: $0) } ?? say.nothingWaits(), intent: intent)
        }
        let lines = inbox.pending.map { say.line(number: $0.number, request: Self.describe($0), when: format.due(DueDate(date: $0.asked, hasTime: true))) }
        let first = inbox.pending[0].number
        let waiting = inbox.pending.count == 1 ? say.waitingOne() : say.waiting(count: inbox.pending.count)
        return Reply(([waiting] + lines + [say.decide(number: first)]).joined(separator: "\n"), intent: intent)
    }

    mutating func decide(_ target: ApprovalsFamily.Target, approve: Bool, intent: String) -> Reply {
        let inbox = state.model.state(ApprovalInbox.self)
        let chosen: [ApprovalInbox.Request]
        switch target {
        case .number(let number):
            guard let request = inbox.requests.first(where: { $0.number == number }) else {
                return Reply(say.noRequest(number: number), outcome: .notDone, intent: intent)
            }
            guard request.decision == nil else {
                return Reply(request.decision == .approved ? say.alreadyApproved(number: number) : say.alreadyDenied(number: number), outcome: .notDone, intent: intent)
            }
            chosen = [request]
        case .member(let said):
            guard let index = memberIndex(said) else { return unknownMember(said, intent: intent) }
            let name = state.model.members[index].name
            chosen = inbox.pending.filter { $0.member == name }
            guard !chosen.isEmpty else { return Reply(say.nothingFrom(member: name), outcome: .notDone, intent: intent) }
        case .activity(let said):
            // Named by its words, as a task is ("the youtube one" is YouTube's request).
            let wanted = TaskLookup.words(said).filter { !lexicon[.taskFiller].contains($0) }
            chosen = inbox.pending.filter { request in
                let named = Set(TaskLookup.words([request.activity, request.item].compactMap { $0 }.joined(separator: " ")))
                return !wanted.isEmpty && wanted.allSatisfy { named.contains($0) }
            }
            guard !chosen.isEmpty else { return Reply(say.nothingFor(said: said), outcome: .notDone, intent: intent) }
        case .all:
            chosen = inbox.pending
        case .latest:
            guard inbox.pending.count <= 1 else {
                let requests = inbox.pending.map { say.whichItem(number: $0.number, request: Self.describe($0)) }.joined(separator: "; ")
                return Reply(say.which(requests: requests), outcome: .notDone, intent: intent)
            }
            chosen = inbox.pending
        }
        guard !chosen.isEmpty else { return Reply(say.nothingWaits(), outcome: .notDone, intent: intent) }
        let requests = chosen.map { say.changeRequest(number: $0.number) }.joined(separator: ", ")
        state.checkpoint(approve ? say.changeApproved(requests: requests) : say.changeDenied(requests: requests))
        var lines: [String] = []
        var anyDone = false
        for request in chosen {
            let (line, done) = approve ? grant(request) : deny(request)
            lines.append(line)
            anyDone = anyDone || done
        }
        // Every yes refused (points short): nothing changed, so no undo step either.
        if !anyDone { _ = state.history.popLast() }
        return Reply(lines.joined(separator: "\n"), outcome: anyDone ? .done : .notDone, intent: intent)
    }

    /// Spends the request's points now; refused, and left waiting, when the balance is short. A
    /// purchase goes on the shopping list, with whom it is for and its price.
    private mutating func grant(_ request: ApprovalInbox.Request) -> (String, Bool) {
        if request.change != nil {
            let (line, done) = carryOut(request)
            if done { settle(request.number, .approved) }
            return (line, done)
        }
        if let item = request.item, let cents = request.cents {
            putOnList(item, for: request.member, cents: cents)
            settle(request.number, .approved)
            return (say.approvedPurchase(number: request.number, what: Self.what(request), member: request.member), true)
        }
        guard let index = state.model.members.firstIndex(where: { $0.name == request.member }) else {
            return (say.gone(number: request.number, member: request.member), false)
        }
        let member = state.model.members[index]
        guard member.points >= request.minutes else {
            return (say.short(member: member.name, points: member.points, number: request.number, minutes: request.minutes), false)
        }
        spendScreenTime(index, minutes: request.minutes, activity: request.activity)
        settle(request.number, .approved)
        return (say.approved(number: request.number, what: Self.what(request), member: member.name, points: state.model.members[index].points), true)
    }

    private mutating func deny(_ request: ApprovalInbox.Request) -> (String, Bool) {
        settle(request.number, .denied)
        if request.proposal != nil { return (say.deniedProposal(number: request.number, member: request.member, what: Self.what(request)), true) }
        if request.item != nil { return (say.deniedPurchase(number: request.number, what: Self.what(request), member: request.member), true) }
        return (say.denied(number: request.number, what: Self.what(request), member: request.member), true)
    }

    /// "Jack wants to buy a new game for $30": under the budget threshold it goes on the shopping
    /// list at once; over it, or with no threshold set, it waits for a parent.
    mutating func requestPurchase(member said: String, item: String, cents: Int, intent: String) -> Reply {
        guard let index = memberIndex(said) else { return unknownMember(said, intent: intent) }
        let name = state.model.members[index].name
        var inbox = state.model.state(ApprovalInbox.self)
        let price = Self.price(cents)
        guard inbox.needsApproval(cents: cents) else {
            state.checkpoint(say.changePurchaseListed(item: item, member: name))
            putOnList(item, for: name, cents: cents)
            return Reply(say.purchaseWithin(item: item, price: price, member: name, budget: Self.price(inbox.budgetCents ?? 0)), intent: intent)
        }
        state.checkpoint(say.changePurchaseFiled(member: name, item: item))
        let number = inbox.file(member: name, item: item, cents: cents, at: now)
        state.model.setState(inbox)
        let why = inbox.budgetCents.map { say.purchaseOver(budget: Self.price($0)) } ?? say.purchaseAlways()
        return Reply(say.purchaseWaits(member: name, item: item, price: price, number: number, why: why), intent: intent)
    }

    mutating func setBudget(_ cents: Int?, intent: String) -> Reply {
        setThreshold(\.budgetCents, to: cents, intent: intent,
                     already: { $0.map { say.budgetAlready(price: Self.price($0)) } ?? say.budgetAlreadyNone() },
                     change: { $0.map { say.changeBudget(price: Self.price($0)) } ?? say.changeBudgetNone() },
                     done: { $0.map { say.budgetSet(price: Self.price($0)) } ?? say.budgetNone() })
    }

    /// Sets one of the inbox's thresholds; the sentences say which, and what it means now.
    private mutating func setThreshold(_ field: WritableKeyPath<ApprovalInbox, Int?>, to value: Int?, intent: String,
                                       already: (Int?) -> String, change: (Int?) -> String, done: (Int?) -> String) -> Reply {
        var inbox = state.model.state(ApprovalInbox.self)
        guard inbox[keyPath: field] != value else { return Reply(already(value), intent: intent) }
        state.checkpoint(change(value))
        inbox[keyPath: field] = value
        state.model.setState(inbox)
        return Reply(done(value), intent: intent)
    }

    /// The purchase on the shopping list, as "a new game (for Jack, $30)".
    private mutating func putOnList(_ item: String, for member: String, cents: Int) {
        _ = addToList(ListChange(items: [ListItemPhrase(name: say.purchaseItem(item: item, member: member, price: Self.price(cents)), text: item)], list: nil))
    }

    /// "$30", "$29.99".
    static func price(_ cents: Int) -> String {
        cents % 100 == 0 ? "$\(cents / 100)" : String(format: "$%d.%02d", cents / 100, cents % 100)
    }

    private mutating func settle(_ number: Int, _ decision: ApprovalInbox.Decision) {
        var inbox = state.model.state(ApprovalInbox.self)
        guard let index = inbox.requests.firstIndex(where: { $0.number == number }) else { return }
        inbox.requests[index].decision = decision
        inbox.requests[index].decided = now
        state.model.setState(inbox)
    }

    /// "always approve Emma's reading requests": kept, and what waits that it covers is approved now.
    mutating func approveAlways(member said: String, activity: String?, intent: String) -> Reply {
        guard let index = memberIndex(said) else { return unknownMember(said, intent: intent) }
        let name = state.model.members[index].name
        var inbox = state.model.state(ApprovalInbox.self)
        let standing = ApprovalInbox.Standing(member: name, activity: activity)
        let what = activity.map { say.alwaysActivity(member: name, activity: $0) } ?? say.alwaysRequests(member: name)
        guard !inbox.standing.contains(standing) else { return Reply(say.alwaysAlready(what: what), intent: intent) }
        state.checkpoint(say.changeAlways(what: what))
        inbox.standing.append(standing)
        state.model.setState(inbox)
        var text = say.alwaysSet(what: what)
        for request in inbox.pending where request.member == name && (activity == nil || request.activity?.lowercased() == activity) {
            text += "\n" + grant(request).0
        }
        return Reply(text, intent: intent)
    }

    mutating func setApprovalLimit(_ minutes: Int?, intent: String) -> Reply {
        setThreshold(\.limitMinutes, to: minutes, intent: intent,
                     already: { $0.map { say.limitAlready(minutes: $0) } ?? say.limitAlreadyNone() },
                     change: { $0.map { say.changeLimit(minutes: $0) } ?? say.changeLimitNone() },
                     done: { $0.map { say.limitSet(minutes: $0) } ?? say.limitNone() })
    }

    /// Takes a child's points for minutes of entertainment and records it.
    mutating func spendScreenTime(_ index: Int, minutes: Int, activity: String?) {
        // At the app's own rate ("Minecraft costs 2 points a minute"), else a point a minute.
        let cost = state.model.state(RewardApps.self).points(minutes: minutes, activity: activity, member: state.model.members[index].name, spending: true)
        state.model.members[index].points -= cost
        state.model.members[index].rewards.append(RewardEntry(kind: .entertainment, date: now, minutes: minutes, points: -cost, activity: activity))
    }

    /// "30 minutes of Minecraft".
    static func what(_ request: ApprovalInbox.Request) -> String {
        if let proposal = request.proposal { return say.whatProposal(proposal: proposal) }
        if let item = request.item, let cents = request.cents { return say.whatPurchase(item: item, price: price(cents)) }
        return request.activity.map { say.whatMinutesOf(minutes: request.minutes, activity: $0) } ?? say.whatMinutes(minutes: request.minutes)
    }

    /// "Emma: 30 minutes of Minecraft".
    static func describe(_ request: ApprovalInbox.Request) -> String {
        if let proposal = request.proposal { return say.describeProposal(member: request.member, proposal: proposal) }
        return say.describe(member: request.member, what: what(request))
    }
}
