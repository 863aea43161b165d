import Foundation
import Intents
import Numbers

/// `rewards.set`: a child's points set outright by a parent, with the reason when one is given:
/// "reset Jake's points", "set Mia's points to 50 because she was sick", "take away all of Leo's
/// points for lying", "reset everyone's points for the new month". The change is written to the
/// child's ledger as one entry (the difference), so the balance stays the sum of the ledger.
enum RewardBalanceFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        /// `person` nil: every child.
        case set(person: String?, points: Int, reason: String?)
    }

    static let intents = ["rewards.set"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        let points = try slots.count("amount", as: .points) ?? 0
        let reason = slots.typedText("reason")?.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        if slots.name("all") != nil { return .set(person: nil, points: points, reason: reason) }
        guard let person = slots.person("person") else { return nil }
        return .set(person: person, points: points, reason: reason)
    }

    private static let say = Replies.rewards

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let (person, points, reason) = switch command { case .set(let person, let points, let reason): (person, points, reason) }
        let indices: [Int]
        if let person {
            guard let index = executor.memberIndex(person) else { return executor.unknownMember(person, intent: intent) }
            let member = executor.state.model.members[index]
            guard member.role == .child else {
                return Reply(say.parent(member: member.name), outcome: .notDone, intent: intent)
            }
            indices = [index]
        } else {
            indices = executor.state.model.members.indices.filter { executor.state.model.members[$0].role == .child }
            guard !indices.isEmpty else { return Reply(say.noChildrenReset(), outcome: .notDone, intent: intent) }
        }
        let changed = indices.filter { executor.state.model.members[$0].points != points }
        let names = indices.map { executor.state.model.members[$0].name }
        let why = reason.map { say.why(reason: $0) } ?? ""
        guard !changed.isEmpty else {
            let members = ReplyFormat.list(names)
            return Reply(names.count == 1 ? say.alreadyOne(members: members, points: points) : say.already(members: members, points: points), intent: intent)
        }
        executor.state.checkpoint(say.changeSet(members: ReplyFormat.list(names), points: points))
        var was: [String] = []
        for index in changed {
            let before = executor.state.model.members[index].points
            executor.state.model.members[index].points = points
            executor.state.model.members[index].rewards.append(
                RewardEntry(kind: .points, date: executor.now, minutes: nil, points: points - before, activity: reason))
            was.append(say.had(member: executor.state.model.members[index].name, points: before))
        }
        let whose = names.count == 1 ? say.whoseOne(member: names[0]) : say.whose(members: ReplyFormat.list(names))
        let had = was.joined(separator: ", ")
        return Reply(points == 0 ? say.reset(whose: whose, points: points, why: why, was: had) : say.set(whose: whose, points: points, why: why, was: had), intent: intent)
    }
}
