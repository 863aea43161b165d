import Foundation
import Intents

/// Requests that wait for a parent: a child's screen time over the limit the parent set
/// (`limitMinutes`), unless a standing approval covers it, and a purchase a member asks for over
/// the budget threshold (`budgetCents`; every purchase when none is set), and a change to several
/// things at once another member proposes. A family state (`FamilyState`), so the
/// store keeps it and undo takes a decision back like any other change.
public struct ApprovalInbox: FamilyState {
    public enum Decision: String, Sendable, Codable { case approved, denied }

    /// One request: who asked for how many minutes of what, and what the parent said.
    public struct Request: Sendable, Equatable, Codable {
        public var number: Int
        public var member: String
        public var minutes: Int
        public var activity: String?
        /// A purchase asked for ("a new game", 3000 cents) instead of screen time.
        public var item: String?
        public var cents: Int?
        /// A change to several things a member proposed, as said ("delete all completed tasks"),
        /// and as read, to be carried out on a yes.
        public var proposal: String?
        public var change: StoredIntent?
        public var asked: Date
        public var decision: Decision?
        public var decided: Date?
    }

    /// "always approve Emma's reading requests": the member's requests for that activity (any,
    /// when nil) skip the inbox.
    public struct Standing: Sendable, Equatable, Codable {
        public var member: String
        public var activity: String?
    }

    public static let key = "approvals"
    public var requests: [Request] = []
    /// Screen time up to this many minutes is approved without asking; nil: everything is.
    public var limitMinutes: Int?
    /// Purchases up to this many cents are approved without asking; nil: every purchase asks.
    public var budgetCents: Int?
    public var standing: [Standing] = []
    public var nextNumber = 1

    public init() {}

    /// A proposed change kept until a parent decides: a change this build can no longer read
    /// (stored by another version) is nil and its request says so, and the rest of the inbox
    /// still reads.
    public struct StoredIntent: Sendable, Equatable, Codable {
        public var intent: Intent?
        public init(_ intent: Intent) { self.intent = intent }
        public init(from decoder: any Decoder) throws { intent = try? Intent(from: decoder) }
        public func encode(to encoder: any Encoder) throws { try intent.encode(to: encoder) }
    }

    /// Requests no parent has answered yet, oldest first.
    public var pending: [Request] { requests.filter { $0.decision == nil } }

    /// Whether a request must wait for a parent.
    public func needsApproval(member: String, minutes: Int, activity: String?) -> Bool {
        guard let limit = limitMinutes, minutes > limit else { return false }
        return !standing.contains { $0.member == member && ($0.activity == nil || $0.activity == activity?.lowercased()) }
    }

    /// Whether a purchase must wait for a parent.
    public func needsApproval(cents: Int) -> Bool {
        guard let budget = budgetCents else { return true }
        return cents > budget
    }

    /// Files a purchase request and returns its number.
    public mutating func file(member: String, item: String, cents: Int, at date: Date) -> Int {
        let number = nextNumber
        nextNumber += 1
        requests.append(Request(number: number, member: member, minutes: 0, activity: nil, item: item, cents: cents, asked: date))
        return number
    }

    /// Files a member's proposed change and returns its number.
    public mutating func file(member: String, proposal: String, change: Intent, at date: Date) -> Int {
        let number = nextNumber
        nextNumber += 1
        requests.append(Request(number: number, member: member, minutes: 0, activity: nil, proposal: proposal, change: StoredIntent(change), asked: date))
        return number
    }

    /// Files a request and returns its number.
    public mutating func file(member: String, minutes: Int, activity: String?, at date: Date) -> Int {
        let number = nextNumber
        nextNumber += 1
        requests.append(Request(number: number, member: member, minutes: minutes, activity: activity, asked: date))
        return number
    }
}
