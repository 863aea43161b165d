import Foundation
import Intents

/// The approvals inbox at work: what waits, a parent's yes or no, standing approvals and the limit
/// under which screen time needs no one's yes. A yes spends the points then, so a balance that
/// fell short in the meantime is refused in plain words and the request keeps waiting.
extension Executor {
    func listApprovals(intent: String) -> Reply {
        let inbox = state.model.state(ApprovalInbox.self)
        let free = [inbox.limitMinutes.map { "screen time up to \($0) minutes" }, inbox.budgetCents.map { "purchases up to \(Self.price($0))" }].compactMap { $0 }
        let joined = free.joined(separator: " and ")
        let limit = free.isEmpty ? "" : " " + joined.prefix(1).uppercased() + joined.dropFirst() + (free.count == 1 && inbox.budgetCents == nil ? " is" : " are") + " approved without asking."
        guard !inbox.pending.isEmpty else { return Reply("Nothing waits for your approval.\(limit)", intent: intent) }
        let lines = inbox.pending.map { "  \($0.number). \(Self.describe($0)) (asked \(format.due(DueDate(date: $0.asked, hasTime: true))))" }
        let first = inbox.pending[0].number
        return Reply("\(ReplyFormat.count(inbox.pending.count, "request")) \(inbox.pending.count == 1 ? "waits" : "wait") for your approval:\n"
                     + lines.joined(separator: "\n") + "\nSay “approve \(first)” or “deny \(first)”.", intent: intent)
    }

    mutating func decide(_ target: ApprovalsFamily.Target, approve: Bool, intent: String) -> Reply {
        let inbox = state.model.state(ApprovalInbox.self)
        let chosen: [ApprovalInbox.Request]
        switch target {
        case .number(let number):
            guard let request = inbox.requests.first(where: { $0.number == number }) else {
                return Reply("There is no request \(number).", outcome: .notDone, intent: intent)
            }
            guard request.decision == nil else {
                return Reply("Request \(number) was already \(request.decision!.rawValue).", outcome: .notDone, intent: intent)
            }
            chosen = [request]
        case .member(let said):
            guard let index = memberIndex(said) else { return unknownMember(said, intent: intent) }
            let name = state.model.members[index].name
            chosen = inbox.pending.filter { $0.member == name }
            guard !chosen.isEmpty else { return Reply("Nothing from \(name) waits for your approval.", outcome: .notDone, intent: intent) }
        case .activity(let said):
            // Named by its words, as a task is ("the youtube one" is YouTube's request).
            let wanted = TaskLookup.words(said).filter { !lexicon[.taskFiller].contains($0) }
            chosen = inbox.pending.filter { request in
                let named = Set(TaskLookup.words([request.activity, request.item].compactMap { $0 }.joined(separator: " ")))
                return !wanted.isEmpty && wanted.allSatisfy { named.contains($0) }
            }
            guard !chosen.isEmpty else { return Reply("No request for \(said) waits for your approval.", outcome: .notDone, intent: intent) }
        case .all:
            chosen = inbox.pending
        case .latest:
            guard inbox.pending.count <= 1 else {
                return Reply("Which one? " + inbox.pending.map { "\($0.number). \(Self.describe($0))" }.joined(separator: "; ") + ".", outcome: .notDone, intent: intent)
            }
            chosen = inbox.pending
        }
        guard !chosen.isEmpty else { return Reply("Nothing waits for your approval.", outcome: .notDone, intent: intent) }
        state.checkpoint("\(approve ? "approved" : "denied") \(chosen.map { "request \($0.number)" }.joined(separator: ", "))")
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
            return ("Approved request \(request.number): \(Self.what(request)) for \(request.member); it's on the shopping list.", true)
        }
        guard let index = state.model.members.firstIndex(where: { $0.name == request.member }) else {
            return ("Request \(request.number): \(request.member) is no longer in the household; it stays as it is.", false)
        }
        let member = state.model.members[index]
        guard member.points >= request.minutes else {
            return ("Not approved: \(member.name) has \(ReplyFormat.count(member.points, "point")) now and request \(request.number) needs \(request.minutes); it keeps waiting.", false)
        }
        spendScreenTime(index, minutes: request.minutes, activity: request.activity)
        settle(request.number, .approved)
        return ("Approved request \(request.number): \(Self.what(request)) for \(member.name). \(ReplyFormat.count(state.model.members[index].points, "point")) left.", true)
    }

    private mutating func deny(_ request: ApprovalInbox.Request) -> (String, Bool) {
        settle(request.number, .denied)
        if request.proposal != nil { return ("Denied request \(request.number), \(request.member)'s proposal \(Self.what(request)): nothing changed.", true) }
        return ("Denied request \(request.number): \(Self.what(request)) for \(request.member).\(request.item == nil ? " No points spent." : "")", true)
    }

    /// "Jack wants to buy a new game for $30": under the budget threshold it goes on the shopping
    /// list at once; over it, or with no threshold set, it waits for a parent.
    mutating func requestPurchase(member said: String, item: String, cents: Int, intent: String) -> Reply {
        guard let index = memberIndex(said) else { return unknownMember(said, intent: intent) }
        let name = state.model.members[index].name
        var inbox = state.model.state(ApprovalInbox.self)
        let price = Self.price(cents)
        guard inbox.needsApproval(cents: cents) else {
            state.checkpoint("put \(item) on the shopping list for \(name)")
            putOnList(item, for: name, cents: cents)
            return Reply("OK: \(item) (\(price)) for \(name) is within the \(Self.price(inbox.budgetCents ?? 0)) budget; it's on the shopping list.", intent: intent)
        }
        state.checkpoint("filed \(name)'s request for \(item)")
        let number = inbox.file(member: name, item: item, cents: cents, at: now)
        state.model.setState(inbox)
        let why = inbox.budgetCents.map { "over the \(Self.price($0)) budget" } ?? "every purchase asks first (say “approve purchases up to $20” to set a budget)"
        return Reply("\(name)'s request for \(item) (\(price)) waits for your approval as request \(number): \(why). Say “approve \(number)” or “deny \(number)”.", intent: intent)
    }

    mutating func setBudget(_ cents: Int?, intent: String) -> Reply {
        setThreshold(\.budgetCents, to: cents, intent: intent,
                     already: { $0.map { "Already so: purchases up to \(Self.price($0)) are approved without asking." } ?? "There is no budget threshold: every purchase asks." },
                     change: { $0.map { "set the budget threshold to \(Self.price($0))" } ?? "removed the budget threshold" },
                     done: { $0.map { "Purchases up to \(Self.price($0)) are approved without asking; dearer ones wait for you (“what needs my approval”)." }
                         ?? "No budget threshold: every purchase waits for your approval." })
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
        _ = addToList(ListChange(items: [ListItemPhrase(name: "\(item) (for \(member), \(Self.price(cents)))", text: item)], list: nil))
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
        let what = activity.map { "\(name)'s \($0) requests" } ?? "\(name)'s requests"
        guard !inbox.standing.contains(standing) else { return Reply("Already so: \(what) are approved without asking.", intent: intent) }
        state.checkpoint("always approve \(what)")
        inbox.standing.append(standing)
        state.model.setState(inbox)
        var text = "From now on \(what) are approved without asking."
        for request in inbox.pending where request.member == name && (activity == nil || request.activity?.lowercased() == activity) {
            text += "\n" + grant(request).0
        }
        return Reply(text, intent: intent)
    }

    mutating func setApprovalLimit(_ minutes: Int?, intent: String) -> Reply {
        setThreshold(\.limitMinutes, to: minutes, intent: intent,
                     already: { $0.map { "Already so: screen time up to \($0) minutes is approved without asking." } ?? "There is no approval limit." },
                     change: { $0.map { "set the approval limit to \($0) minutes" } ?? "removed the approval limit" },
                     done: { $0.map { "Screen time up to \($0) minutes is approved without asking; longer requests wait for you (“what needs my approval”)." }
                         ?? "No approval limit: screen time is approved without asking when the points are there." })
    }

    /// Takes a child's points for minutes of entertainment and records it.
    mutating func spendScreenTime(_ index: Int, minutes: Int, activity: String?) {
        // At the app's own rate ("Minecraft costs 2 points a minute"), else a point a minute.
        let cost = state.model.state(RewardApps.self).points(minutes: minutes, activity: activity, member: state.model.members[index].name)
        state.model.members[index].points -= cost
        state.model.members[index].rewards.append(RewardEntry(kind: .entertainment, date: now, minutes: minutes, points: -cost, activity: activity))
    }

    /// "30 minutes of Minecraft".
    static func what(_ request: ApprovalInbox.Request) -> String {
        if let proposal = request.proposal { return "to \(proposal)" }
        if let item = request.item, let cents = request.cents { return "\(item) (\(price(cents)))" }
        return "\(request.minutes) minutes" + (request.activity.map { " of \($0)" } ?? "")
    }

    /// "Emma: 30 minutes of Minecraft".
    static func describe(_ request: ApprovalInbox.Request) -> String {
        if let proposal = request.proposal { return "\(request.member) proposes to \(proposal)" }
        return "\(request.member): \(what(request))"
    }
}
