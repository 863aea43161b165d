import Foundation

private let say = Replies.progress

/// A time-boxed plan: blocks in order, each saying why it is there, and what did not fit.
public struct DayPlan: Sendable, Equatable {
    public var start: Date
    public var end: Date
    public var blocks: [PlanBlock]
    /// Open tasks with time still to plan, in the order they would come next.
    public var didNotFit: [Leftover]
    /// Why the plan is empty when it is ("The working day is over (17:00)."); nil otherwise.
    public var note: String?

    public struct Leftover: Sendable, Equatable {
        public var taskID: Int
        public var title: String
        /// Minutes still to plan: the whole estimate, or what is left of a task split by the end.
        public var minutes: Int
    }

    /// One line a block, then what did not fit:
    /// `09:00–09:30  Pay rent (overdue since Mon, p2)` … `Did not fit: Review PR (45 min).`
    /// How many tasks that did not fit are named in the text.
    static let namedLeftovers = 5

    public func text(timeZone: TimeZone) -> String {
        if blocks.isEmpty { return note ?? say.planEmpty() }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        func clock(_ date: Date) -> String {
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            // Plain padding: String(format:) goes through Foundation's formatter for every block.
            func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            return pad(parts.hour!) + ":" + pad(parts.minute!)
        }
        var lines = blocks.map { say.planBlock(start: clock($0.start), end: clock($0.end), title: $0.title, reason: $0.reason) }
        if !didNotFit.isEmpty {
            // The most urgent few by name; a long backlog is a count, not a wall of titles.
            let named = didNotFit.prefix(Self.namedLeftovers).map { say.planLeftover(title: $0.title, length: ReplyFormat.duration(Double($0.minutes * 60))) }
            let more = didNotFit.count > Self.namedLeftovers ? say.planMore(count: didNotFit.count - Self.namedLeftovers) : ""
            lines.append(say.planDidNotFit(tasks: named.joined(separator: ", "), more: more))
        }
        return lines.joined(separator: "\n")
    }

    public var focusBlocks: [PlanBlock] { blocks.filter { if case .focus = $0.kind { true } else { false } } }
}

/// One stretch of a plan.
public struct PlanBlock: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case focus(taskID: Int)
        case shortBreak
        case longBreak
        /// Lunch or an event already in the calendar.
        case busy
    }

    public var start: Date
    public var end: Date
    public var kind: Kind
    /// The task's title, "Short break", "Lunch", or the event's title.
    public var title: String
    /// Why the block is there: "overdue since Mon, p1", "due today at 17:00", "fills the 20 min before lunch".
    public var reason: String

    public var minutes: Int { Int((end.timeIntervalSince(start) / 60).rounded()) }
}
