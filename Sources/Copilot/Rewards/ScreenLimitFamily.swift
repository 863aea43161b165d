import Foundation
import Intents
import Numbers

/// `rewards.limit`: the most entertainment a child may have in a day, set by a parent ("limit
/// Noah's screen time to an hour a day", "set a screen time limit of 60 minutes a day for Noah",
/// "no more than 90 minutes of screen time a day for the kids") or taken off ("remove Noah's
/// screen time limit"). Asking for time past it is refused with what is left today, whatever the
/// points would buy (`Executor.redeem`).
enum ScreenLimitFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        /// `person` nil: every child. `minutes` nil: the limit taken off.
        case set(person: String?, minutes: Int?)
    }

    static let intents = ["rewards.limit"]
    static let states: [any FamilyState.Type] = [ScreenLimits.self]
    static let replies: [any ReplyFamily] = [say]
    /// A day's limit: from 5 minutes to 12 hours.
    static let allowed = 5...720

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        let person = slots.name("all") != nil ? nil : slots.person("person")
        guard person != nil || slots.name("all") != nil else { return nil }
        if slots.name("off") != nil { return .set(person: person, minutes: nil) }
        guard let minutes = try slots.minutes("length") else { return nil }
        return .set(person: person, minutes: Int(minutes.rounded()))
    }

    private static let say = Replies.screenLimit

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let (person, minutes) = switch command { case .set(let person, let minutes): (person, minutes) }
        if let minutes, !allowed.contains(minutes) {
            return Reply(say.outside(lowest: allowed.lowerBound, highest: allowed.upperBound), outcome: .notDone, intent: intent)
        }
        let names: [String]
        if let person {
            guard let index = executor.memberIndex(person) else { return executor.unknownMember(person, intent: intent) }
            let member = executor.state.model.members[index]
            guard member.role == .child else { return Reply(say.parent(member: member.name), outcome: .notDone, intent: intent) }
            names = [member.name]
        } else {
            names = executor.state.model.members.filter { $0.role == .child }.map(\.name)
            guard !names.isEmpty else { return Reply(say.noChildren(), outcome: .notDone, intent: intent) }
        }
        var limits = executor.state.model.state(ScreenLimits.self)
        let who = ReplyFormat.list(names)
        executor.state.checkpoint(minutes == nil ? say.changeOff(members: who) : say.changeSet(members: who))
        for name in names { limits.minutes[name.lowercased()] = minutes }
        executor.state.model.setState(limits)
        guard let minutes else { return Reply(say.off(members: who), intent: intent) }
        return Reply(say.set(members: who, length: ReplyFormat.duration(Double(minutes * 60))), intent: intent)
    }
}

/// Each child's most entertainment a day, in minutes, by the member's name in lower case.
public struct ScreenLimits: FamilyState {
    public static let key = "screen-limits"
    public var minutes: [String: Int] = [:]
    public init() {}

    public func limit(for member: String) -> Int? { minutes[member.lowercased()] }
}

/// What the limit says: `screenlimit.replies`.
struct ScreenLimitReplies: ReplyFamily {
    static let file = ReplyFile.bundled("screenlimit")

    let set = Key("set", "members", "length")
    let off = Key("off", "members")
    let outside = Key("outside", "lowest", "highest")
    let parent = Key("parent", "member")
    let noChildren = Key("no.children")
    let over = Key("over", "member", "what", "limit", "used", "left")
    let spent = Key("spent", "member", "limit")
    let changeSet = Key("change.set", "members")
    let changeOff = Key("change.off", "members")
}
