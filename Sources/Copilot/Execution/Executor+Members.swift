import Foundation
import Intents

private let say = Replies.household

/// The household: who is in it, as parent or child, so commands can name them.
///
/// A name the household does not know is never added on the side: "remind Emam to ..." or
/// "Emam did 30 minutes of reading" asks (suggesting a close name) instead of creating a member
/// from a typo. Members are added by saying so: "add Emma as a child", "Jack is my son".
extension Executor {
    /// The member called `said` (any case), or the only one introduced with that word ("my son").
    func memberIndex(_ said: String) -> Int? {
        let wanted = said.lowercased().trimmingCharacters(in: .whitespaces)
        if let index = state.model.members.firstIndex(where: { $0.name.lowercased() == wanted }) { return index }
        let byRelation = state.model.members.indices.filter { state.model.members[$0].relation == wanted }
        return byRelation.count == 1 ? byRelation[0] : nil
    }

    /// The reply when a command names someone the household does not have.
    func unknownMember(_ said: String, intent: String) -> Reply {
        // A whole phrase taken for a name (a reading that found no name) is not echoed back as one.
        let words = said.split(separator: " ")
        if words.count > 3 || said.contains(where: \.isNumber) {
            return Reply(say.unknownPhrase(), outcome: .notDone, intent: intent)
        }
        // "remind my wife …" with no wife in the household: who she is, not a member called Wife.
        if lexicon.isRelation(said) {
            let word = said.lowercased()
            return Reply(say.unknownRelation(relation: word), outcome: .notDone, intent: intent)
        }
        let name = Self.displayName(said)
        let close = state.model.members.map(\.name).filter { Self.isClose($0.lowercased(), said.lowercased()) }
        if let guess = close.first {
            return Reply(say.unknownClose(member: name, guess: guess), outcome: .notDone, intent: intent)
        }
        return Reply(say.unknown(member: name), outcome: .notDone, intent: intent)
    }

    /// "emma" reads as "Emma"; "McKenzie" stays as written.
    static func displayName(_ said: String) -> String {
        said.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// One typo apart (a letter added, dropped, changed, or two swapped), for names of four
    /// letters or more.
    static func isClose(_ a: String, _ b: String) -> Bool {
        guard a != b, min(a.count, b.count) >= 4, abs(a.count - b.count) <= 1 else { return false }
        let a = Array(a), b = Array(b)
        if a.count == b.count {
            let differ = a.indices.filter { a[$0] != b[$0] }
            if differ.count == 2, differ[1] == differ[0] + 1, a[differ[0]] == b[differ[1]], a[differ[1]] == b[differ[0]] { return true }
            return differ.count == 1
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        return long.indices.contains { skip in Array(long[..<skip] + long[(skip + 1)...]) == short }
    }

    /// A title that starts with a member's possessive (or name) is theirs: "Jack's recital" is
    /// Jack's "recital". Other possessives stay in the title ("Grandma's birthday dinner").
    func owner(of title: String) -> (member: String, title: String)? {
        guard let space = title.firstIndex(of: " ") else { return nil }
        let first = title[..<space]
        let index: Int
        if first.lowercased().hasSuffix("'s") || first.hasSuffix("\u{2019}s"), let found = memberIndex(String(first.dropLast(2))) {
            index = found
        } else if let found = state.model.members.firstIndex(where: { $0.name.lowercased() == first.lowercased() }) {
            // "jack soccer practice thursday 4pm": a member's name said first, without the 's.
            index = found
        } else {
            return nil
        }
        let rest = title[space...].trimmingCharacters(in: .whitespaces)
        return rest.isEmpty ? nil : (state.model.members[index].name, rest)
    }

    mutating func addMember(_ change: MemberChange) -> Reply {
        // "mia is 9 and noah is 6": ages of members already here, each changed, one undo step; a
        // name not in the household is asked about, never added on the side.
        if change.role == nil, let age = change.age, let others = change.others, let ages = change.otherAges, others.count == ages.count {
            guard let index = memberIndex(change.person) else { return unknownMember(change.person, intent: "member.add") }
            var told = [(index, age)]
            for (other, otherAge) in zip(others, ages) {
                guard let otherIndex = memberIndex(other) else { return unknownMember(other, intent: "member.add") }
                guard let otherAge else { return Reply(say.howOld(member: state.model.members[otherIndex].name), outcome: .notDone, intent: "member.add") }
                told.append((otherIndex, otherAge))
            }
            state.checkpoint(say.changeAges(ages: told.map { say.ageTo(member: state.model.members[$0.0].name, age: $0.1) }.joined(separator: " and ")))
            for (member, years) in told { (state.model.members[member].age, state.model.members[member].ageSaidOn) = (years, now) }
            return Reply(say.agesSet(ages: told.map { say.age(member: state.model.members[$0.0].name, age: $0.1) }.joined(separator: ", ")), intent: "member.add")
        }
        if let others = change.others, !others.isEmpty { return addMembers(change, others) }
        let name = Self.displayName(change.person)
        // A name is a few words without digits or list marks; anything else is a sentence the
        // parser could not split into people, and is never stored as one member.
        if change.person.split(separator: " ").count > 3 || change.person.contains(where: { $0.isNumber || ":;,()".contains($0) }) {
            return Reply(say.noName(), outcome: .notDone, intent: "member.add")
        }
        // "Emma is 13 now": an age alone changes a member already here.
        if change.role == nil, let age = change.age, let index = memberIndex(change.person) {
            return setAge(age, of: index)
        }
        // The grammar says the role; the word said is kept when it says more than the role ("son").
        // An age says it when the words do not ("add member Ava, age 9"): under 18 is a child.
        guard let role = change.role.flatMap(Member.Role.init(rawValue:)) ?? change.age.map(Member.Role.init(age:)) else {
            return Reply(say.whichRole(member: name), outcome: .notDone, intent: "member.add")
        }
        let kept = change.relation
        if let index = state.model.members.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) {
            let member = state.model.members[index]
            if let age = change.age, member.role == role, kept == nil || member.relation == kept { return setAge(age, of: index) }
            guard member.role != role || (kept != nil && member.relation != kept) else {
                return Reply(say.already(member: member.name, described: describe(member)), outcome: .notDone, intent: "member.add")
            }
            state.checkpoint(say.changeRole(member: member.name, role: Self.roleName(role)))
            state.model.members[index].role = role
            if kept != nil { state.model.members[index].relation = kept }
            if let age = change.age { (state.model.members[index].age, state.model.members[index].ageSaidOn) = (age, now) }
            return Reply(say.now(member: member.name, described: describe(state.model.members[index])), intent: "member.add")
        }
        state.checkpoint(say.changeAdded(member: name))
        var member = Member(name: name, role: role, relation: kept)
        if let age = change.age { (member.age, member.ageSaidOn) = (age, now) }
        state.model.members.append(member)
        let everyone = state.model.members.map(\.name)
        return Reply(say.added(member: name, described: describe(state.model.members.last!), count: everyone.count, members: everyone.joined(separator: ", ")), intent: "member.add")
    }

    /// "add Jack and Mia as my kids": each added as if said alone, one undo step for all.
    private mutating func addMembers(_ change: MemberChange, _ others: [String]) -> Reply {
        // No role and no age: one question for everyone, not one per name.
        if change.role == nil, change.age == nil, change.otherAges == nil {
            let names = ReplyFormat.list(([change.person] + others).map(Self.displayName))
            return Reply(say.whichRoles(members: names), outcome: .notDone, intent: "member.add")
        }
        let steps = state.history.count
        var lines: [String] = []
        var anyDone = false
        let ages = [change.age] + (change.otherAges ?? others.map { _ in nil as Int? })
        for (position, person) in ([change.person] + others).enumerated() {
            var one = change
            one.person = person
            // An age said with one name is that person's; one said once for all ("as my kids, both 7") is everyone's.
            one.age = change.otherAges == nil ? change.age : ages.indices.contains(position) ? ages[position] : nil
            // A word said with one name is that person's ("my husband Tom and our son Eli").
            if position > 0, let roles = change.otherRoles, let relations = change.otherRelations, position - 1 < roles.count, let role = roles[position - 1] {
                (one.role, one.relation) = (role, relations[position - 1])
            }
            (one.others, one.otherAges, one.otherRoles, one.otherRelations) = (nil, nil, nil, nil)
            let reply = addMember(one)
            lines.append(reply.text)
            anyDone = anyDone || reply.outcome == .done
        }
        if state.history.count > steps + 1 {
            state.history.removeSubrange((steps + 1)...)
            state.history[steps].change = say.changeAddedSeveral(members: ([change.person] + others).map(Self.displayName).joined(separator: ", "))
        }
        return Reply(lines.joined(separator: "\n"), outcome: anyDone ? .done : .notDone, intent: "member.add")
    }

    mutating func removeMember(_ change: MemberChange) -> Reply {
        guard let index = memberIndex(change.person) else { return unknownMember(change.person, intent: "member.remove") }
        let member = state.model.members[index]
        state.checkpoint(say.changeRemoved(member: member.name))
        state.model.members.remove(at: index)
        let lost = member.role == .child && member.points != 0
        return Reply(lost ? say.removedPoints(member: member.name, points: member.points) : say.removed(member: member.name), intent: "member.remove")
    }

    func showMembers() -> Reply {
        let members = state.model.members
        guard !members.isEmpty else {
            return Reply(say.nobody(), intent: "member.query")
        }
        let lines = members.map { member in
            var parts = [member.name, describe(member)]
            if member.role == .child { parts.append(Replies.rewards.whatPoints(points: member.points)) }
            let upcoming = state.tasks.filter { $0.member == member.name && $0.isOpen && ($0.due?.date ?? now) >= now }.count
            if upcoming > 0 { parts.append(say.comingUp(count: upcoming)) }
            return say.line(parts: parts.joined(separator: " · "))
        }
        let household = state.model.state(HouseholdName.self).name.map { say.named(name: $0) } ?? say.theHousehold()
        return Reply(([say.members(count: members.count, household: household)] + lines).joined(separator: "\n"), intent: "member.query")
    }

    /// "child (daughter)", "parent".
    /// "child (daughter, 9)": the role, then the word said and the age, when known.
    func describe(_ member: Member) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let details = [member.relation, member.age(on: now, calendar: calendar).map(String.init)].compactMap { $0 }
        let role = Self.roleName(member.role)
        return details.isEmpty ? role : say.described(role: role, details: details.joined(separator: ", "))
    }

    /// "child", "parent": a role as replies say it.
    static func roleName(_ role: Member.Role) -> String {
        role == .child ? say.roleChild() : say.roleParent()
    }

    private mutating func setAge(_ age: Int, of index: Int) -> Reply {
        let member = state.model.members[index]
        state.checkpoint(say.changeAges(ages: say.ageTo(member: member.name, age: age)))
        (state.model.members[index].age, state.model.members[index].ageSaidOn) = (age, now)
        return Reply(say.ageSet(member: member.name, age: age), intent: "member.add")
    }
}
