import Foundation
import Intents
import Numbers

/// The approvals inbox: `approval.list` ("what needs my approval"), `approval.decide` ("approve 1",
/// "deny Jack's request", "approve all"), `approval.always` ("always approve Emma's reading
/// requests") and `approval.limit` ("auto-approve requests up to 20 minutes"). Requests arrive from
/// `rewards.redeem` when screen time is over the limit (`Executor.redeem`), from `approval.purchase`
/// over the budget, and from `approval.propose`: a change to several things another member asks for.
enum ApprovalsFamily: IntentFamily {
    enum Target: Codable, Sendable, Equatable {
        case number(Int), member(String), all
        /// "approve the youtube one", "deny roblox": the pending requests for that activity or item.
        case activity(String)
        /// "approve it": the one request waiting, or a question when there are several.
        case latest
    }

    enum Command: Codable, Sendable, Equatable {
        case list
        case decide(Target, approve: Bool)
        case always(member: String, activity: String?)
        /// nil: no limit, everything approved without asking.
        case limit(minutes: Int?)
        /// "Jack wants to buy a new game for $30".
        case purchase(member: String, item: String, cents: Int)
        /// nil: no threshold, every purchase asks.
        case budget(cents: Int?)
        /// "Sarah wants to move all of today's tasks to tomorrow": the change as a command of its own.
        case propose(member: String, change: String)
    }

    static let intents = ["approval.list", "approval.decide", "approval.always", "approval.limit", "approval.purchase", "approval.budget", "approval.propose"]

    static let states: [any FamilyState.Type] = [ApprovalInbox.self]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        switch slots.intent {
        case "approval.list":
            return .list
        case "approval.decide":
            guard let verdict = slots.name("verdict") else { return nil }
            let target: Target
            if let number = try slots.count("number", as: .position) {
                target = .number(number)
            } else if let person = slots.person("person") {
                target = .member(person)
            } else if let activity = slots.text("activity") {
                target = .activity(activity)
            } else {
                target = slots.name("all") != nil ? .all : .latest
            }
            return .decide(target, approve: verdict == "approve")
        case "approval.always":
            guard let person = slots.person("person") else { return nil }
            return .always(member: person, activity: slots.text("activity")?.lowercased())
        case "approval.purchase":
            guard let person = slots.person("person"), let item = slots.typedText("item"), let cents = try cents(slots) else { return nil }
            return .purchase(member: person, item: item, cents: cents)
        case "approval.propose":
            guard let person = slots.person("person"), let verb = slots.name("verb"), let change = slots.typedText("change") else { return nil }
            return .propose(member: person, change: verb + " " + change)
        case "approval.budget":
            if slots.name("off") != nil { return .budget(cents: nil) }
            guard let cents = try cents(slots) else { return nil }
            return .budget(cents: cents)
        case "approval.limit":
            if slots.name("off") != nil { return .limit(minutes: nil) }
            guard let minutes = try slots.minutes("length") else { return nil }
            return .limit(minutes: Int(minutes.rounded()))
        default:
            return nil
        }
    }

    /// The price said ("$29.99", "30 dollars") in cents; out of range is refused before anything runs.
    private static func cents(_ slots: Slots) throws(QuantityOutOfRange) -> Int? {
        guard let said = slots.number("price") else { return nil }
        return Int((try QuantityKind.dollars.amount(said) * 100).rounded())
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .list: return executor.listApprovals(intent: intent)
        case .decide(let target, let approve): return executor.decide(target, approve: approve, intent: intent)
        case .always(let member, let activity): return executor.approveAlways(member: member, activity: activity, intent: intent)
        case .limit(let minutes): return executor.setApprovalLimit(minutes, intent: intent)
        case .purchase(let member, let item, let cents): return executor.requestPurchase(member: member, item: item, cents: cents, intent: intent)
        case .budget(let cents): return executor.setBudget(cents, intent: intent)
        case .propose(let member, let change): return executor.propose(member: member, change: change, intent: intent)
        }
    }
}
