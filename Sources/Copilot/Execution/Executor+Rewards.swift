import Foundation
import Intents
import Numbers

/// Reward points for the household's children: a point for every minute of learning, a point
/// spent for every minute of entertainment (refused, in plain words, when the balance is short),
/// and a daily learning goal with the day's progress.
extension Executor {
    /// The child a rewards command is about, or the reply that says why there is none.
    private func child(_ said: String?, intent: String, example: String) -> Result<Int, ReplyError> {
        guard let said else {
            return .failure(ReplyError(Reply("Who is it for? For example: “\(example)”.", outcome: .notDone, intent: intent)))
        }
        guard let index = memberIndex(said) else { return .failure(ReplyError(unknownMember(said, intent: intent))) }
        let member = state.model.members[index]
        guard member.role == .child else {
            return .failure(ReplyError(Reply("\(member.name) is a parent; reward points are for children.", outcome: .notDone, intent: intent)))
        }
        return .success(index)
    }

    /// What an app or activity is to the points: the parent's sorting, else the grammar's common apps.
    private func kind(of activity: String?, in apps: RewardApps) -> RewardApps.Kind? {
        apps.app(activity)?.kind ?? lexicon.appKind(activity).flatMap(RewardApps.Kind.init(rawValue:))
    }

    /// One point per minute of learning, or points given outright ("give Emma 15 points"); to a
    /// group, each child the same, undone as one step.
    mutating func earn(_ change: RewardsChange) -> Reply {
        guard let group = change.group, change.person == nil else { return earn(change, checkpoint: true) }
        let children = state.model.members.filter { $0.role == .child }.map(\.name)
        guard !children.isEmpty else {
            return Reply("There are no children in the household yet. Say “add Emma as a child” first.", outcome: .notDone, intent: "rewards.earn")
        }
        let before = state
        state.checkpoint("gave \(group == .children ? "the kids" : "everyone") points")
        var lines: [String] = []
        for name in children {
            var one = change
            one.person = name
            one.group = nil
            let reply = earn(one, checkpoint: false)
            guard reply.outcome != .notDone else {
                state = before
                return reply
            }
            lines.append(reply.text)
        }
        return Reply(lines.joined(separator: "\n"), intent: "rewards.earn")
    }

    private mutating func earn(_ change: RewardsChange, checkpoint: Bool) -> Reply {
        let example = "Emma did 30 minutes of Khan Academy"
        let index: Int
        switch child(change.person, intent: "rewards.earn", example: example) {
        case .failure(let error): return error.reply
        case .success(let found): index = found
        }
        let name = state.model.members[index].name
        let minutes = change.minutes.map { Int($0.rounded()) }
        let apps = state.model.state(RewardApps.self)
        // Time on entertainment costs points, whatever verb reports it ("Emma spent 10 minutes on
        // YouTube"): the parent's sorting first, else the grammar's common apps.
        if change.points == nil, minutes != nil, kind(of: change.activity, in: apps) == .entertainment {
            return redeem(change)
        }
        // A learning app's own rate ("Khan Academy earns 2 points a minute"), else a point a minute.
        guard let points = change.points ?? minutes.map({ apps.points(minutes: $0, activity: change.activity, member: name) }), points > 0 else {
            return Reply("How many minutes did \(name) spend learning? For example: “\(example)”.", outcome: .notDone, intent: "rewards.earn")
        }
        // At an app's rate the points may pass what one command can give (`QuantityKind.points`).
        do {
            _ = try QuantityKind.points.amount(Double(points))
        } catch {
            return Reply("Nothing given: \(error)", outcome: .notDone, intent: "rewards.earn")
        }
        // The day said ("yesterday"), at this hour; never ahead of now.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        var date = now
        if let said = change.on {
            let day = said.hasTime ? said.date : calendar.date(byAdding: .day, value: calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: said.date)).day ?? 0, to: now) ?? now
            guard day <= now else {
                return Reply("Learning counts once it is done: say it then, or say when it was (“\(name) read for 20 minutes yesterday”).", outcome: .notDone, intent: "rewards.earn")
            }
            date = day
        }
        let earlier = !calendar.isDate(date, inSameDayAs: now)
        let before = learnedToday(state.model.members[index])
        if checkpoint { state.checkpoint("gave \(name) \(ReplyFormat.count(points, "point"))") }
        let kind: RewardEntry.Kind = change.points == nil ? .learning : .points
        state.model.members[index].points += points
        state.model.members[index].rewards.append(RewardEntry(kind: kind, date: date, minutes: kind == .learning ? minutes : nil, points: points, activity: change.activity))
        let member = state.model.members[index]
        var text = "\(name) earned \(ReplyFormat.count(points, "point"))\(change.activity.map { " for \($0)" } ?? "")\(earlier ? " on \(format.due(DueDate(date: date, hasTime: false)))" : ""): \(member.points) in all."
        if kind == .learning, !earlier, let goal = member.dailyGoalMinutes {
            let learned = learnedToday(member)
            text += before < goal && learned >= goal ? " Daily goal of \(goal) minutes reached!" : " Today: \(progress(learned, goal))."
        }
        return Reply(text, intent: "rewards.earn")
    }

    /// Entertainment costs a point a minute; refused, saying how much learning is missing, when short.
    mutating func redeem(_ change: RewardsChange) -> Reply {
        let example = "Jack wants 20 minutes of YouTube"
        let index: Int
        switch child(change.person, intent: "rewards.redeem", example: example) {
        case .failure(let error): return error.reply
        case .success(let found): index = found
        }
        let member = state.model.members[index]
        let minutes = change.points == nil ? change.minutes.map { Int($0.rounded()) } : nil
        let apps = state.model.state(RewardApps.self)
        if minutes != nil, kind(of: change.activity, in: apps) == .learning {
            let app = apps.app(change.activity)?.name ?? change.activity ?? ""
            return Reply("\(app) is learning: its minutes earn points, so \(member.name) needs no points for it.", outcome: .notDone, intent: "rewards.redeem")
        }
        // An entertainment app's own rate ("Minecraft costs 2 points a minute"), else a point a minute.
        guard let cost = change.points ?? minutes.map({ apps.points(minutes: $0, activity: change.activity, member: member.name) }), cost > 0 else {
            return Reply("How long does \(member.name) want? For example: “\(example)”.", outcome: .notDone, intent: "rewards.redeem")
        }
        let what = minutes.map { "\($0) minutes" + (change.activity.map { " of \($0)" } ?? "") } ?? ReplyFormat.count(cost, "point")
        // Points taken away, not spent on anything: never below nothing, and never more than there are.
        if minutes == nil, member.points < cost {
            let text = member.points == 0 ? "\(member.name) has no points to take." :
                "\(member.name) has only \(ReplyFormat.count(member.points, "point")), fewer than \(cost): nothing taken. To take them all, say “take \(member.points) points from \(member.name)”."
            return Reply(text, outcome: .notDone, intent: "rewards.redeem")
        }
        guard member.points >= cost else {
            return Reply("\(member.name) has \(ReplyFormat.count(member.points, "point")); \(what) needs \(cost). Not yet: \(cost - member.points) more minutes of learning first.", outcome: .notDone, intent: "rewards.redeem")
        }
        // Screen time over the parent's limit waits in the approvals inbox; points are spent on a yes.
        var inbox = state.model.state(ApprovalInbox.self)
        if let minutes, inbox.needsApproval(member: member.name, minutes: minutes, activity: change.activity) {
            state.checkpoint("asked for \(what) for \(member.name)")
            let number = inbox.file(member: member.name, minutes: minutes, activity: change.activity, at: now)
            state.model.setState(inbox)
            return Reply("\(what.prefix(1).uppercased() + what.dropFirst()) for \(member.name) is over the \(inbox.limitMinutes!)-minute limit, so it waits for a parent: request \(number). Say “approve \(number)” or “deny \(number)”.", intent: "rewards.redeem")
        }
        state.checkpoint("spent \(cost) of \(member.name)'s points")
        if let minutes {
            spendScreenTime(index, minutes: minutes, activity: change.activity)
        } else {
            state.model.members[index].points -= cost
            state.model.members[index].rewards.append(RewardEntry(kind: .points, date: now, minutes: nil, points: -cost, activity: change.activity))
        }
        // The cost is said when it is not a point a minute.
        let priced = minutes.map { cost != $0 ? " (\(ReplyFormat.count(cost, "point")))" : "" } ?? ""
        let left = ReplyFormat.count(state.model.members[index].points, "point")
        // Points alone are taken ("take away 10 points from Jake for ..."); minutes are granted.
        guard minutes != nil else {
            return Reply("Took \(what) from \(member.name)\(change.activity.map { " for \($0)" } ?? ""). \(left) left.", intent: "rewards.redeem")
        }
        return Reply("OK: \(what) for \(member.name)\(priced). \(left) left.", intent: "rewards.redeem")
    }

    /// "set Emma's daily learning goal to 45 minutes".
    mutating func setLearningGoal(_ change: RewardsChange) -> Reply {
        let index: Int
        switch child(change.person, intent: "rewards.goal", example: "set Emma's daily learning goal to 45 minutes") {
        case .failure(let error): return error.reply
        case .success(let found): index = found
        }
        let member = state.model.members[index]
        guard let minutes = change.minutes.map({ Int($0.rounded()) }) else {
            // A goal counts minutes of learning; points depend on each app's rate.
            if let points = change.points {
                return Reply("A daily goal is minutes of learning, not points. For \(points) minutes at 1 point a minute, say “set \(member.name)'s daily learning goal to \(points) minutes”.", outcome: .notDone, intent: "rewards.goal")
            }
            return Reply("How many minutes a day? For example: “set \(member.name)'s daily learning goal to 45 minutes”.", outcome: .notDone, intent: "rewards.goal")
        }
        guard (5...600).contains(minutes) else {
            return Reply("A daily learning goal can be 5 to 600 minutes; \(minutes) is outside that.", outcome: .notDone, intent: "rewards.goal")
        }
        guard member.dailyGoalMinutes != minutes else {
            return Reply("Already so: \(member.name)'s daily learning goal is \(minutes) minutes.", intent: "rewards.goal")
        }
        state.checkpoint("set \(member.name)'s daily learning goal to \(minutes) minutes")
        state.model.members[index].dailyGoalMinutes = minutes
        return Reply("\(member.name)'s daily learning goal: \(minutes) minutes. Today so far: \(progress(learnedToday(member), minutes)).", intent: "rewards.goal")
    }

    /// The week holding today, from the week start the user set.
    func currentWeek() -> TimeWindow {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let start = weekBegin(of: calendar.startOfDay(for: now), in: calendar)
        return TimeWindow(start: start, end: calendar.date(byAdding: .day, value: 7, to: start)!, text: "this week")
    }

    /// Points, and today's learning against the goal: "how is Emma doing today?".
    func rewardsReport(_ change: RewardsChange) -> Reply {
        let children: [Member]
        if let person = change.person {
            guard let index = memberIndex(person) else { return unknownMember(person, intent: "rewards.query") }
            children = [state.model.members[index]]
        } else {
            // Every child, the most points first ("who has the most points"); ties keep household order.
            children = state.model.members.filter { $0.role == .child }.enumerated()
                .sorted { ($0.element.points, -$0.offset) > ($1.element.points, -$1.offset) }.map(\.element)
        }
        guard !children.isEmpty else {
            return Reply("No children in the household yet. Say “add Emma as a child”.", intent: "rewards.query")
        }
        // A window longer than a day ("this week") is summed day by day.
        if let window = change.window ?? (change.thisWeek == true ? currentWeek() : nil), window.end.timeIntervalSince(window.start) > 25 * 3600 {
            return Reply(children.map { summary(of: $0, in: window) }.joined(separator: "\n"), intent: "rewards.query")
        }
        let lines = children.map { member -> String in
            guard member.role == .child else { return "\(member.name) is a parent; reward points are for children." }
            var line = "\(member.name): \(ReplyFormat.count(member.points, "point"))."
            let learned = learnedToday(member)
            if let goal = member.dailyGoalMinutes {
                line += " Today: \(progress(learned, goal))"
            } else {
                line += learned > 0 ? " Today: \(learned) minutes of learning" : " Nothing learned today yet"
            }
            let played = today(member).filter { $0.kind == .entertainment }.compactMap(\.minutes).reduce(0, +)
            line += played > 0 ? "; \(played) minutes of entertainment." : "."
            return line
        }
        return Reply(lines.joined(separator: "\n"), intent: "rewards.query")
    }

    /// "Emma this week: 75 minutes of learning (goal met 2 of 3 days), 45 minutes of
    /// entertainment; 75 points earned, 45 spent; 30 points now." Days after now are not counted.
    private func summary(of member: Member, in window: TimeWindow) -> String {
        guard member.role == .child else { return "\(member.name) is a parent; reward points are for children." }
        let entries = member.rewards.filter { $0.date >= window.start && $0.date < window.end }
        let learned = entries.filter { $0.kind == .learning }.compactMap(\.minutes).reduce(0, +)
        let played = entries.filter { $0.kind == .entertainment }.compactMap(\.minutes).reduce(0, +)
        let earned = entries.map(\.points).filter { $0 > 0 }.reduce(0, +)
        let spent = -entries.map(\.points).filter { $0 < 0 }.reduce(0, +)
        var line = "\(member.name) \(window.text): \(learned) minutes of learning"
        if let goal = member.dailyGoalMinutes {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = format.timeZone
            var day = calendar.startOfDay(for: window.start)
            var days = 0, met = 0
            while day < window.end, day <= now {
                let next = calendar.date(byAdding: .day, value: 1, to: day)!
                let minutes = entries.filter { $0.kind == .learning && $0.date >= day && $0.date < next }.compactMap(\.minutes).reduce(0, +)
                days += 1
                if minutes >= goal { met += 1 }
                day = next
            }
            if days > 0 { line += " (goal of \(goal) met \(met) of \(ReplyFormat.count(days, "day")))" }
        }
        line += ", \(played) minutes of entertainment; \(ReplyFormat.count(earned, "point")) earned, \(spent) spent; \(ReplyFormat.count(member.points, "point")) now."
        return line
    }

    /// "30 of 45 minutes of learning, 15 to go", or "50 of 45 minutes of learning, goal reached".
    private func progress(_ learned: Int, _ goal: Int) -> String {
        "\(learned) of \(goal) minutes of learning, " + (learned >= goal ? "goal reached" : "\(goal - learned) to go")
    }

    private func today(_ member: Member) -> [RewardEntry] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        return member.rewards.filter { calendar.isDate($0.date, inSameDayAs: now) }
    }

    private func learnedToday(_ member: Member) -> Int {
        today(member).filter { $0.kind == .learning }.compactMap(\.minutes).reduce(0, +)
    }
}
