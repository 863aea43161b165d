import Foundation
import Intents
import Numbers

/// `rewards.app`: "Duolingo is a learning app", "Minecraft costs 2 points a minute", "reading
/// earns 2 points per minute". The grammar gives the kind as a value (`r_kind`: learning or
/// entertainment) and a rate as a number.
enum RewardAppsFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case sort(app: String, kind: RewardApps.Kind, rate: Int?)
    }

    static let intents = ["rewards.app"]
    /// Points a minute at most: an hour at this rate stays well inside a points amount's bound.
    static let maximumRate = 100
    static let states: [any FamilyState.Type] = [RewardApps.self]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        guard let app = slots.typedText("app")?.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)), !app.isEmpty,
              let kind = (slots.name("kind") ?? slots.name("charge")).flatMap(RewardApps.Kind.init(rawValue:)) else { return nil }
        // "2 points a minute"; "30 points an hour" is half a point a minute, refused as no whole rate.
        var rate = try slots.count("rate", as: .points)
        if let said = rate, let per = slots.duration("per"), per > 0 {
            let perMinute = Double(said) / (per / 60)
            rate = perMinute.isFinite && perMinute < Double(Int32.max) ? Int(perMinute.rounded(.down)) : 0
        }
        return .sort(app: app, kind: kind, rate: rate)
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .sort(let name, let kind, let rate): return sort(name, kind: kind, rate: rate, intent: intent, on: &executor)
        }
    }

    private static func sort(_ name: String, kind: RewardApps.Kind, rate: Int?, intent: String, on executor: inout Executor) -> Reply {
        if let rate, !(1...Self.maximumRate).contains(rate) {
            return Reply("A rate is a whole number of points a minute, 1 to \(Self.maximumRate).", outcome: .notDone, intent: intent)
        }
        var apps = executor.state.model.state(RewardApps.self)
        let key = RewardApps.key(name)
        let app = RewardApps.App(name: apps.apps[key]?.name ?? name, kind: kind, pointsPerMinute: rate ?? apps.apps[key]?.pointsPerMinute ?? 1)
        guard apps.apps[key] != app else { return Reply("\(Self.describe(app)) already.", intent: intent) }
        executor.state.checkpoint("sorted \(app.name) as \(kind.rawValue)")
        apps.apps[key] = app
        executor.state.model.setState(apps)
        return Reply("\(Self.describe(app)).", intent: intent)
    }

    /// "Minecraft is entertainment: 2 points a minute".
    static func describe(_ app: RewardApps.App) -> String {
        let verb = app.kind == .learning ? "earns" : "costs"
        return "\(app.name.prefix(1).uppercased() + app.name.dropFirst()) is \(app.kind.rawValue): it \(verb) \(ReplyFormat.count(app.pointsPerMinute, "point")) a minute"
    }
}
