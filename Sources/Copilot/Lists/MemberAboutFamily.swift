import Foundation
import Intents
import Numbers

/// `member.about`: what the household knows of one member ("how old is Mia", "tell me about
/// Noah", "what do you know about Emma"): role and age, points for a child, diet and allergies,
/// and what is coming up for them.
enum MemberAboutFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable { case about(String) }

    static let intents = ["member.about"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        slots.person("person").map(Command.about)
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .about(let said):
            guard let index = executor.memberIndex(said) else { return executor.unknownMember(said, intent: intent) }
            return about(executor.state.model.members[index], intent: intent, on: executor)
        }
    }

    private static func about(_ member: Member, intent: String, on executor: Executor) -> Reply {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = executor.format.timeZone
        var lines: [String] = []
        let age = member.age(on: executor.now, calendar: calendar)
        let say = Replies.household
        let (name, role) = (member.name, Executor.roleName(member.role))
        switch (member.relation, age) {
        case (nil, let age?): lines.append(say.about(member: name, role: role, age: age))
        case (let relation?, let age?): lines.append(say.aboutRelation(member: name, role: role, relation: relation, age: age))
        case (nil, nil): lines.append(say.aboutNoAge(member: name, role: role))
        case (let relation?, nil): lines.append(say.aboutRelationNoAge(member: name, role: role, relation: relation))
        }
        if member.role == .child { lines.append(say.aboutPoints(points: member.points)) }
        if let diet = executor.state.model.state(FamilyMeals.self).restrictions[member.name.lowercased()], !(diet.preferences.isEmpty && diet.allergies.isEmpty) {
            let parts = diet.preferences.map(\.rawValue) + diet.allergies.map { say.allergic(allergen: $0) }
            lines.append(say.aboutDiet(diet: parts.joined(separator: ", ")))
        }
        let upcoming = executor.state.tasks.filter { $0.member == member.name && $0.isOpen && ($0.due?.date ?? executor.now) >= executor.now }
        if let next = upcoming.min(by: { ($0.due?.date ?? .distantFuture) < ($1.due?.date ?? .distantFuture) }) {
            lines.append(next.due.map { say.aboutComingDue(count: upcoming.count, title: next.title, due: executor.format.due($0)) }
                         ?? say.aboutComing(count: upcoming.count, title: next.title))
        }
        return Reply(lines.joined(separator: " "), intent: intent)
    }
}
