import Foundation
import Intents
import Numbers

/// `water.log` ("I drank 2 glasses of water"), `water.query` ("how much water today") and
/// `water.goal` ("set my water goal to 2 liters"). The
/// grammar gives a unit as its millilitres and "a"/"half a" as a count (`w_unit`, `w_one`).
/// The family is this one file: the command and how it runs, its state (`WaterLog`) and its
/// reply keys (`WaterReplies`).
enum WaterFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        /// `at` nil: now.
        case log(milliliters: Double, at: Date?)
        /// `window` nil: today.
        case query(window: TimeWindow?)
        /// Millilitres a day.
        case goal(milliliters: Double)
    }

    static let intents = ["water.log", "water.query", "water.goal"]
    static let states: [any FamilyState.Type] = [WaterLog.self]
    static let replies: [any ReplyFamily] = [say]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        if slots.intent == "water.query" { return .query(window: slots.window("when")) }
        guard let perUnit = slots.name("unit").flatMap(Double.init), let count = slots.number("amount") ?? slots.name("count").flatMap(Double.init) else { return nil }
        // The amount is refused past what anyone drinks at once, before anything is stored.
        let milliliters = try QuantityKind.items.amount(count) * perUnit
        if slots.intent == "water.goal" { return .goal(milliliters: milliliters) }
        return .log(milliliters: milliliters, at: slots.due("when")?.date)
    }

    private static let say = WaterReplies()

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let today = day(of: executor.now, in: executor.format.timeZone)
        var log = executor.state.model.state(WaterLog.self)
        switch command {
        case .log(let milliliters, let at):
            let drunk = at ?? executor.now
            guard milliliters > 0 else { return Reply(say.nothing(), outcome: .notDone, intent: intent) }
            executor.state.checkpoint(say.changeLogged(amount: amount(milliliters)))
            log.drinks.append(WaterLog.Drink(milliliters: milliliters, drunk: drunk))
            executor.state.model.setState(log)
            let total = log.milliliters(from: today.start, to: today.end)
            let goal = ofGoal(log, total: total)
            return Reply(say.logged(amount: amount(milliliters), total: amount(total), of: goal.of, left: goal.left), intent: intent)
        case .query(let window):
            let (start, end, said) = window.map { ($0.start, $0.end, $0.text) } ?? (today.start, today.end, say.today())
            let total = log.milliliters(from: start, to: end)
            // The goal is a day's: said beside today's total only.
            let isToday = start == today.start && end == today.end
            let goal = isToday ? ofGoal(log, total: total) : (of: "", left: "")
            if total == 0 {
                let target = isToday ? log.goal.map { say.target(goal: amount($0)) } ?? "" : ""
                return Reply(say.none(when: said, target: target), intent: intent)
            }
            return Reply(say.had(total: amount(total), of: goal.of, when: said, left: goal.left), intent: intent)
        case .goal(let milliliters):
            guard (250...10_000).contains(milliliters) else {
                return Reply(say.goalOutside(amount: amount(milliliters)), outcome: .notDone, intent: intent)
            }
            executor.state.checkpoint(say.changeGoal(amount: amount(milliliters)))
            log.goal = milliliters
            executor.state.model.setState(log)
            return Reply(say.goalSet(amount: amount(milliliters), total: amount(log.milliliters(from: today.start, to: today.end))), intent: intent)
        }
    }

    /// (" of 2 L", " (1.5 L to go)") when a goal is set, empty otherwise.
    private static func ofGoal(_ log: WaterLog, total: Double) -> (of: String, left: String) {
        guard let goal = log.goal else { return ("", "") }
        return (say.of(goal: amount(goal)), total >= goal ? say.reached() : say.left(left: amount(goal - total)))
    }

    /// "500 ml", "1.5 L": millilitres under a litre, litres from there.
    static func amount(_ milliliters: Double) -> String {
        if milliliters < 1000 { return "\(Int(milliliters.rounded())) ml" }
        let litres = (milliliters / 100).rounded() / 10
        return litres == litres.rounded() ? "\(Int(litres)) L" : "\(litres) L"
    }

    private static func day(of now: Date, in timeZone: TimeZone) -> (start: Date, end: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.startOfDay(for: now)
        return (start, calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400))
    }
}

/// The water drunk, one entry a drink: a family state (`FamilyState`), so the store keeps it and
/// undo takes a drink back like any other change.
public struct WaterLog: FamilyState {
    public struct Drink: Sendable, Equatable, Codable {
        public var milliliters: Double
        public var drunk: Date
    }

    public static let key = "water"
    public var drinks: [Drink] = []
    /// The millilitres to drink a day, once set ("set my water goal to 2 liters").
    public var goal: Double?

    public init() {}

    /// The millilitres drunk from `start` up to `end`.
    public func milliliters(from start: Date, to end: Date) -> Double {
        drinks.filter { $0.drunk >= start && $0.drunk < end }.reduce(0) { $0 + $1.milliliters }
    }
}

/// What `WaterFamily` says: `Resources/replies/<locale>/water.replies`.
struct WaterReplies: ReplyFamily {
    static let file = ReplyFile.bundled("water")

    let nothing = Key("nothing")
    let logged = Key("logged", "amount", "total", "of", "left")
    let had = Key("had", "total", "of", "when", "left")
    let none = Key("none", "when", "target")
    let today = Key("today")
    let of = Key("of", "goal")
    let left = Key("left", "left")
    let reached = Key("reached")
    let target = Key("target", "goal")
    let goalOutside = Key("goal.outside", "amount")
    let goalSet = Key("goal.set", "amount", "total")

    let changeLogged = Key("change.logged", "amount")
    let changeGoal = Key("change.goal", "amount")
}
