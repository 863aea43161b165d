import Foundation

/// Requests that wait for a parent: a child's screen time over the limit the parent set
/// (`limitMinutes`), unless a standing approval covers it. A family state (`FamilyState`), so the
/// store keeps it and undo takes a decision back like any other change.
public struct ApprovalInbox: FamilyState {
    public enum Decision: String, Sendable, Codable { case approved, denied }

    /// One request: who asked for how many minutes of what, and what the parent said.
    public struct Request: Sendable, Equatable, Codable {
        public var number: Int
        public var member: String
        public var minutes: Int
        public var activity: String?
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
    public var standing: [Standing] = []
    public var nextNumber = 1

    public init() {}

    /// Requests no parent has answered yet, oldest first.
    public var pending: [Request] { requests.filter { $0.decision == nil } }

    /// Whether a request must wait for a parent.
    public func needsApproval(member: String, minutes: Int, activity: String?) -> Bool {
        guard let limit = limitMinutes, minutes > limit else { return false }
        return !standing.contains { $0.member == member && ($0.activity == nil || $0.activity == activity?.lowercased()) }
    }

    /// Files a request and returns its number.
    public mutating func file(member: String, minutes: Int, activity: String?, at date: Date) -> Int {
        let number = nextNumber
        nextNumber += 1
        requests.append(Request(number: number, member: member, minutes: minutes, activity: activity, asked: date))
        return number
    }
}
