import Foundation
import Intents
import Numbers

private let say = Replies.rewards

/// Reward points for the household's children: a point for every minute of learning, a point
/// spent for every minute of entertainment (refused, in plain words, when the balance is short),
/// and a daily learning goal with the day's progress.
extension Executor {
    /// The child a rewards command is about, or the reply that says why there is none.
    private func child(_ said: String?, intent: String, example: String) -> Result<Int, ReplyError> {
        guard let said else {
            return .failure(ReplyError(Reply(say.who(example: example), outcome: .notDone, intent: intent)))
        }
        guard let index = memberIndex(said) else { return .failure(ReplyError(unknownMember(said, intent: intent))) }
        let member = state.model.members[index]
        guard member.role == .child else {
            return .failure(ReplyError(Reply(say.parent(member: member.name), outcome: .notDone, intent: intent)))
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
            return Reply(say.noChildren(), outcome: .notDone, intent: "rewards.earn")
        }
        let before = state
        state.checkpoint(group == .children ? say.changeGaveKids() : say.changeGaveEveryone())
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
        let example = say.exampleEarn()
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
            return Reply(say.learningHow(member: name, example: example), outcome: .notDone, intent: "rewards.earn")
        }
        // At an app's rate the points may pass what one command can give (`QuantityKind.points`).
        do {
            _ = try QuantityKind.points.amount(Double(points))
        } catch {
            return Reply(say.nothingGiven(error: error), outcome: .notDone, intent: "rewards.earn")
        }
        // The day said ("yesterday"), at this hour; never ahead of now.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        var date = now
        if let said = change.on {
            let day = said.hasTime ? said.date : calendar.date(byAdding: .day, value: calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: said.date)).day ?? 0, to: now) ?? now
            guard day <= now else {
                return Reply(say.learningAhead(member: name), outcome: .notDone, intent: "rewards.earn")
            }
            date = day
        }
        let earlier = !calendar.isDate(date, inSameDayAs: now)
        let before = learnedToday(state.model.members[index])
        if checkpoint { state.checkpoint(say.changeGave(member: name, points: points)) }
        let kind: RewardEntry.Kind = change.points == nil ? .learning : .points
        state.model.members[index].points += points
        state.model.members[index].rewards.append(RewardEntry(kind: kind, date: date, minutes: kind == .learning ? minutes : nil, points: points, activity: change.activity))
        let member = state.model.members[index]
        let on = earlier ? say.on(day: format.due(DueDate(date: date, hasTime: false))) : ""
        var text = say.earned(member: name, points: points, for: change.activity.map { say.activity(activity: $0) } ?? "", on: on, total: member.points)
        if kind == .learning, !earlier, let goal = member.dailyGoalMinutes {
            let learned = learnedToday(member)
            text += before < goal && learned >= goal ? say.goalReached(goal: goal) : say.goalToday(progress: progress(learned, goal))
        }
        return Reply(text, intent: "rewards.earn")
    }

    /// Entertainment costs a point a minute; refused, saying how much learning is missing, when short.
    mutating func redeem(_ change: RewardsChange) -> Reply {
        let example = say.exampleRedeem()
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
            return Reply(say.isLearning(app: app, member: member.name), outcome: .notDone, intent: "rewards.redeem")
        }
        // An entertainment app's own rate ("Minecraft costs 2 points a minute"), else a point a minute.
        guard let cost = change.points ?? minutes.map({ apps.points(minutes: $0, activity: change.activity, member: member.name, spending: true) }), cost > 0 else {
            return Reply(say.redeemHow(member: member.name, example: example), outcome: .notDone, intent: "rewards.redeem")
        }
        let what = minutes.map { minutes in change.activity.map { say.whatMinutesOf(minutes: minutes, activity: $0) } ?? say.whatMinutes(minutes: minutes) } ?? say.whatPoints(points: cost)
        // Points taken away, not spent on anything: never below nothing, and never more than there are.
        if minutes == nil, member.points < cost {
            let text = member.points == 0 ? say.noneToTake(member: member.name) : say.tooFewToTake(member: member.name, points: member.points, cost: cost)
            return Reply(text, outcome: .notDone, intent: "rewards.redeem")
        }
        guard member.points >= cost else {
            return Reply(say.short(member: member.name, points: member.points, what: what, cost: cost, missing: cost - member.points), outcome: .notDone, intent: "rewards.redeem")
        }
        // Screen time over the parent's limit waits in the approvals inbox; points are spent on a yes.
        var inbox = state.model.state(ApprovalInbox.self)
        if let minutes, inbox.needsApproval(member: member.name, minutes: minutes, activity: change.activity) {
            state.checkpoint(say.changeAsked(what: what, member: member.name))
            let number = inbox.file(member: member.name, minutes: minutes, activity: change.activity, at: now)
            state.model.setState(inbox)
            return Reply(say.overLimit(what: what.prefix(1).uppercased() + what.dropFirst(), member: member.name, limit: inbox.limitMinutes!, number: number), intent: "rewards.redeem")
        }
        state.checkpoint(say.changeSpent(cost: cost, member: member.name))
        if let minutes {
            spendScreenTime(index, minutes: minutes, activity: change.activity)
        } else {
            state.model.members[index].points -= cost
            state.model.members[index].rewards.append(RewardEntry(kind: .points, date: now, minutes: nil, points: -cost, activity: change.activity))
        }
        // The cost is said when it is not a point a minute.
        let priced = minutes.map { cost != $0 ? say.priced(points: cost) : "" } ?? ""
        let left = state.model.members[index].points
        // Points alone are taken ("take away 10 points from Jake for ..."); minutes are granted.
        guard minutes != nil else {
            return Reply(say.took(what: what, member: member.name, for: change.activity.map { say.activity(activity: $0) } ?? "", left: left), intent: "rewards.redeem")
        }
        return Reply(say.granted(what: what, member: member.name, priced: priced, left: left), intent: "rewards.redeem")
    }

    /// "set Emma's daily learning goal to 45 minutes".
    mutating func setLearningGoal(_ change: RewardsChange) -> Reply {
        let index: Int
        switch child(change.person, intent: "rewards.goal", example: say.exampleGoal()) {
        case .failure(let error): return error.reply
        case .success(let found): index = found
        }
        let member = state.model.members[index]
        guard let minutes = change.minutes.map({ Int($0.rounded()) }) else {
            // A goal counts minutes of learning; points depend on each app's rate.
            if let points = change.points {
                return Reply(say.goalPoints(points: points, member: member.name), outcome: .notDone, intent: "rewards.goal")
            }
            return Reply(say.goalHow(member: member.name), outcome: .notDone, intent: "rewards.goal")
        }
        guard (5...600).contains(minutes) else {
            return Reply(say.goalOutside(minutes: minutes), outcome: .notDone, intent: "rewards.goal")
        }
        guard member.dailyGoalMinutes != minutes else {
            return Reply(say.goalAlready(member: member.name, minutes: minutes), intent: "rewards.goal")
        }
        state.checkpoint(say.changeGoal(member: member.name, minutes: minutes))
        state.model.members[index].dailyGoalMinutes = minutes
        return Reply(say.goalSet(member: member.name, minutes: minutes, progress: progress(learnedToday(member), minutes)), intent: "rewards.goal")
    }

    /// The week holding today, from the week start the user set.
    func currentWeek() -> TimeWindow {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let start = weekBegin(of: calendar.startOfDay(for: now), in: calendar)
        return TimeWindow(start: start, end: calendar.date(byAdding: .day, value: 7, to: start)!, text: say.thisWeek())
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
            return Reply(say.noChildrenYet(), intent: "rewards.query")
        }
        // A window longer than a day ("this week") is summed day by day.
        if let window = change.window ?? (change.thisWeek == true ? currentWeek() : nil), window.end.timeIntervalSince(window.start) > 25 * 3600 {
            return Reply(children.map { summary(of: $0, in: window) }.joined(separator: "\n"), intent: "rewards.query")
        }
        let lines = children.map { member -> String in
            guard member.role == .child else { return say.parent(member: member.name) }
            let learned = learnedToday(member)
            let today = member.dailyGoalMinutes.map { say.reportProgress(progress: progress(learned, $0)) }
                ?? (learned > 0 ? say.reportLearned(minutes: learned) : say.reportNothing())
            let played = self.today(member).filter { $0.kind == .entertainment }.compactMap(\.minutes).reduce(0, +)
            return played > 0 ? say.reportPlayed(member: member.name, points: member.points, today: today, played: played)
                              : say.report(member: member.name, points: member.points, today: today)
        }
        return Reply(lines.joined(separator: "\n"), intent: "rewards.query")
    }

    /// "Emma this week: 75 minutes of learning (goal met 2 of 3 days), 45 minutes of
    /// entertainment; 75 points earned, 45 spent; 30 points now." Days after now are not counted.
    private func summary(of member: Member, in window: TimeWindow) -> String {
        guard member.role == .child else { return say.parent(member: member.name) }
        let entries = member.rewards.filter { $0.date >= window.start && $0.date < window.end }
        let learned = entries.filter { $0.kind == .learning }.compactMap(\.minutes).reduce(0, +)
        let played = entries.filter { $0.kind == .entertainment }.compactMap(\.minutes).reduce(0, +)
        let earned = entries.map(\.points).filter { $0 > 0 }.reduce(0, +)
        let spent = -entries.map(\.points).filter { $0 < 0 }.reduce(0, +)
        var goalMet = ""
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
            if days > 0 { goalMet = say.summaryGoal(goal: goal, met: met, days: days) }
        }
        return say.summary(member: member.name, when: window.text, learned: learned, goal: goalMet, played: played, earned: earned, spent: spent, points: member.points)
    }

    /// "30 of 45 minutes of learning, 15 to go", or "50 of 45 minutes of learning, goal reached".
    private func progress(_ learned: Int, _ goal: Int) -> String {
        learned >= goal ? say.progressReached(learned: learned, goal: goal) : say.progressLeft(learned: learned, goal: goal, left: goal - learned)
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
