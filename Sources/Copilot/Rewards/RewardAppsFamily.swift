import Foundation
import Intents
import Numbers
import Temporal

/// `rewards.app`: "Duolingo is a learning app", "Minecraft costs 2 points a minute", "reading
/// earns 2 points per minute", "Jake can earn 2 points a minute for reading" (Jake's own rate).
/// The grammar gives the kind as a value (`r_kind`: learning or entertainment) and a rate as a
/// number. `rewards.apps` lists them: "which apps are learning apps", "what apps can Jake use".
enum RewardAppsFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        /// `person` nil: the rate is everyone's.
        case sort(app: String, kind: RewardApps.Kind, rate: RewardApps.Rate?, person: String?)
        /// `kind` nil: both kinds; `person`: what their points buy.
        case list(kind: RewardApps.Kind?, person: String?)
        /// "is reading a learning app": one app's kind, against the kind asked about if any.
        case ask(app: String, kind: RewardApps.Kind?)
    }

    static let intents = ["rewards.app", "rewards.apps"]
    /// Points a minute at most: an hour at this rate stays well inside a points amount's bound.
    static let maximumRate = 100
    /// The longest stretch a point may take: two hours ("1 point every 2 hours of reading").
    static let longestStretch = 120
    static let states: [any FamilyState.Type] = [RewardApps.self]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        if slots.intent == "rewards.apps", let app = slots.typedText("app")?.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)), !app.isEmpty {
            return .ask(app: app, kind: slots.name("kind").flatMap(RewardApps.Kind.init(rawValue:)))
        }
        if slots.intent == "rewards.apps" {
            return .list(kind: slots.name("kind").flatMap(RewardApps.Kind.init(rawValue:)), person: slots.person("person"))
        }
        guard let app = slots.typedText("app")?.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)), !app.isEmpty,
              let kind = (slots.name("kind") ?? slots.name("charge")).flatMap(RewardApps.Kind.init(rawValue:)) else { return nil }
        // "2 points a minute"; "1 point per 10 minutes" and "for every 10 minutes" are a stretch
        // of minutes a point; "30 points an hour" is one every 2 minutes. A stretch that is no
        // whole number of minutes (or none) is refused where the rate is checked.
        let rate = try (slots.count("rate", as: .points) ?? slots.name("one").flatMap(Int.init)).map { points in
            let seconds = slots.duration("per") ?? slots.recurrence("each").flatMap(Self.seconds) ?? 60
            let minutes = seconds / 60
            return minutes >= 1 && minutes == minutes.rounded() && minutes <= Double(Self.longestStretch) ? RewardApps.Rate(points: points, minutes: Int(minutes)) : RewardApps.Rate(points: 0)
        }
        return .sort(app: app, kind: kind, rate: rate, person: rate == nil ? nil : slots.person("person"))
    }

    private static let say = Replies.rewards

    /// The length of one step of a schedule within a day ("every 10 minutes", "every hour").
    private static func seconds(_ each: Recurrence) -> Double? {
        guard let rule = each.rule else { return nil }
        switch rule.frequency {
        case .minutely: return Double(rule.interval) * 60
        case .hourly: return Double(rule.interval) * 3600
        default: return nil
        }
    }

    /// A rate's points a minute at most, and a point for no more than the longest stretch.
    private static func allowed(_ rate: RewardApps.Rate) -> Bool {
        rate.points >= 1 && rate.minutes <= longestStretch && rate.points <= maximumRate * rate.minutes
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .sort(let name, let kind, let rate, nil): return sort(name, kind: kind, rate: rate, intent: intent, on: &executor)
        case .sort(let name, let kind, let rate, let person?):
            guard let index = executor.memberIndex(person) else { return executor.unknownMember(person, intent: intent) }
            return sort(name, kind: kind, rate: rate, for: executor.state.model.members[index].name, intent: intent, on: &executor)
        case .list(let kind, let person): return list(kind, for: person, intent: intent, on: executor)
        case .ask(let name, let kind): return ask(name, kind: kind, intent: intent, on: executor)
        }
    }

    /// "Yes: Reading is learning: it earns 1 point a minute." An app not sorted yet is said so,
    /// with what it counts as until it is.
    private static func ask(_ name: String, kind: RewardApps.Kind?, intent: String, on executor: Executor) -> Reply {
        guard let app = executor.state.model.state(RewardApps.self).apps[RewardApps.key(name)] else {
            // A common app has a kind before the parent sorts it (the grammar's `r_app_kind`).
            if let known = executor.lexicon.appKind(name).flatMap(RewardApps.Kind.init(rawValue:)) {
                return Reply(answer(describe(RewardApps.App(name: name, kind: known)), agrees: kind.map { $0 == known }), intent: intent)
            }
            return Reply(say.unsorted(app: display(name), name: name), intent: intent)
        }
        return Reply(answer(describe(app), agrees: kind.map { $0 == app.kind }), intent: intent)
    }

    /// "Yes: …" or "No: …" when a kind was asked about, the app as it is otherwise.
    private static func answer(_ app: String, agrees: Bool?) -> String {
        switch agrees {
        case true?: say.appYes(app: app)
        case false?: say.appNo(app: app)
        case nil: say.app(app: app)
        }
    }

    private static func sort(_ name: String, kind: RewardApps.Kind, rate: RewardApps.Rate?, intent: String, on executor: inout Executor) -> Reply {
        if let rate, !allowed(rate) {
            return Reply(say.rateOutside(maximum: Self.maximumRate), outcome: .notDone, intent: intent)
        }
        var apps = executor.state.model.state(RewardApps.self)
        let key = RewardApps.key(name)
        let app = RewardApps.App(name: apps.apps[key]?.name ?? name, kind: kind, rate: rate ?? apps.apps[key]?.rate ?? .one,
                                 memberRates: apps.apps[key]?.memberRates)
        guard apps.apps[key] != app else { return Reply(say.appAlready(app: Self.describe(app)), intent: intent) }
        executor.state.checkpoint(say.changeSorted(app: app.name, kind: kind.rawValue))
        apps.apps[key] = app
        executor.state.model.setState(apps)
        return Reply(say.app(app: Self.describe(app)), intent: intent)
    }

    /// "Jake can earn 2 points a minute for reading": a rate for one child; the app keeps its kind
    /// (a new one takes the kind the rate's verb says) and everyone else's rate.
    private static func sort(_ name: String, kind: RewardApps.Kind, rate: RewardApps.Rate?, for member: String, intent: String,
                             on executor: inout Executor) -> Reply {
        guard let rate, allowed(rate) else {
            return Reply(say.rateOutside(maximum: Self.maximumRate), outcome: .notDone, intent: intent)
        }
        var apps = executor.state.model.state(RewardApps.self)
        let key = RewardApps.key(name)
        var app = apps.apps[key] ?? RewardApps.App(name: name, kind: kind)
        guard app.rate(for: member) != rate || app.memberRates?[member.lowercased()] == nil else {
            return Reply(say.appAlready(app: describe(app, for: member)), intent: intent)
        }
        executor.state.checkpoint(say.changeRate(member: member, app: app.name))
        app.memberRates = (app.memberRates ?? [:]).merging([member.lowercased(): rate]) { $1 }
        apps.apps[key] = app
        executor.state.model.setState(apps)
        let others = app.rate == rate ? "" : say.others(rate: said(app.rate))
        return Reply(say.rated(app: describe(app, for: member), others: others), intent: intent)
    }

    /// The sorted apps by kind, each with its rate; for a child, what their points buy.
    private static func list(_ kind: RewardApps.Kind?, for person: String?, intent: String, on executor: Executor) -> Reply {
        var member: Member?
        if let person {
            guard let index = executor.memberIndex(person) else { return executor.unknownMember(person, intent: intent) }
            member = executor.state.model.members[index]
        }
        var apps = Array(executor.state.model.state(RewardApps.self).apps.values)
        // For a child, what they have used counts too, at a point a minute, as their ledger has it.
        if let member {
            var known = Set(apps.map { RewardApps.key($0.name) })
            for entry in member.rewards where entry.kind != .points {
                guard let activity = entry.activity, known.insert(RewardApps.key(activity)).inserted else { continue }
                apps.append(RewardApps.App(name: activity, kind: entry.kind == .learning ? .learning : .entertainment))
            }
        }
        apps.sort { $0.name.lowercased() < $1.name.lowercased() }
        // A child uses what their points buy (entertainment) and what earns them more (learning).
        let kinds: [RewardApps.Kind] = kind.map { [$0] } ?? [.learning, .entertainment]
        var lines: [String] = []
        for shown in kinds {
            let sorted = apps.filter { $0.kind == shown }
            guard !sorted.isEmpty else { continue }
            let items = sorted.map { app in
                let rate = app.rate(for: member?.name)
                if shown == .entertainment, let member, rate.points > 0 {
                    return say.appsItemMinutes(app: display(app.name), rate: said(rate), minutes: rate.minutesBought(with: member.points), points: member.points)
                }
                return say.appsItem(app: display(app.name), rate: said(rate))
            }.joined(separator: ", ")
            lines.append(shown == .learning ? say.appsLearning(apps: items) : say.appsEntertainment(apps: items))
        }
        if lines.isEmpty {
            return Reply(kind.map { say.appsNoneKind(kind: $0.rawValue) } ?? say.appsNone(), intent: intent)
        }
        if let member { lines.insert(say.has(member: member.name, points: member.points), at: 0) }
        return Reply(lines.joined(separator: "\n"), intent: intent)
    }

    /// "2 points a minute", "1 point every 10 minutes".
    static func said(_ rate: RewardApps.Rate) -> String {
        switch rate.minutes {
        case 1: say.ratePerMinute(points: rate.points)
        case 60: say.ratePerHour(points: rate.points)
        default: say.ratePerStretch(points: rate.points, minutes: rate.minutes)
        }
    }

    /// "minecraft" reads as "Minecraft"; "YouTube" stays as written.
    static func display(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// "Minecraft is entertainment: it costs 2 points a minute"; for one child, "it earns Jake …".
    static func describe(_ app: RewardApps.App, for member: String? = nil) -> String {
        let (name, kind, rate) = (display(app.name), app.kind.rawValue, said(app.rate(for: member)))
        switch (app.kind == .learning, member) {
        case (true, nil): return say.describeEarns(app: name, kind: kind, rate: rate)
        case (false, nil): return say.describeCosts(app: name, kind: kind, rate: rate)
        case (true, let member?): return say.describeEarnsMember(app: name, kind: kind, member: member, rate: rate)
        case (false, let member?): return say.describeCostsMember(app: name, kind: kind, member: member, rate: rate)
        }
    }
}
