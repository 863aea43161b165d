import Foundation
import Intents
import Numbers

/// `water.log` ("I drank 2 glasses of water") and `water.query` ("how much water today"). The
/// grammar gives a unit as its millilitres and "a"/"half a" as a count (`w_unit`, `w_one`).
enum WaterFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        /// `at` nil: now.
        case log(milliliters: Double, at: Date?)
        /// `window` nil: today.
        case query(window: TimeWindow?)
    }

    static let intents = ["water.log", "water.query"]
    static let states: [any FamilyState.Type] = [WaterLog.self]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        if slots.intent == "water.query" { return .query(window: slots.window("when")) }
        guard let perUnit = slots.name("unit").flatMap(Double.init), let count = slots.number("amount") ?? slots.name("count").flatMap(Double.init) else { return nil }
        // The amount is refused past what anyone drinks at once, before anything is stored.
        let milliliters = try QuantityKind.items.amount(count) * perUnit
        return .log(milliliters: milliliters, at: slots.due("when")?.date)
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let today = day(of: executor.now, in: executor.format.timeZone)
        var log = executor.state.model.state(WaterLog.self)
        switch command {
        case .log(let milliliters, let at):
            let drunk = at ?? executor.now
            guard milliliters > 0 else { return Reply("That's no water at all; nothing logged.", outcome: .notDone, intent: intent) }
            executor.state.checkpoint("logged \(amount(milliliters)) of water")
            log.drinks.append(WaterLog.Drink(milliliters: milliliters, drunk: drunk))
            executor.state.model.setState(log)
            let total = log.milliliters(from: today.start, to: today.end)
            return Reply("Logged \(amount(milliliters)) of water; \(amount(total)) today.", intent: intent)
        case .query(let window):
            let (start, end, said) = window.map { ($0.start, $0.end, $0.text) } ?? (today.start, today.end, "today")
            let total = log.milliliters(from: start, to: end)
            if total == 0 { return Reply("No water logged \(said).", intent: intent) }
            return Reply("You've had \(amount(total)) of water \(said).", intent: intent)
        }
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
