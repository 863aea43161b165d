import Foundation
import Intents
import Numbers
import Nutrition

/// `weight.query`: "how much have I lost", "how much weight have I gained since monday", "show my
/// weight history". The weigh-ins are the weights told through `profile.set` ("I weigh 213"),
/// kept in `WeightLog` as they come.
enum WeightHistoryFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        /// The change from the first weigh-in of the window (all of them when nil) to the last.
        case change(window: TimeWindow?)
        /// Each weigh-in of the window.
        case history(window: TimeWindow?)
    }

    static let intents = ["weight.query"]
    static let states: [any FamilyState.Type] = [WeightLog.self]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        slots.name("history") ?? slots.name("weighins") != nil ? .history(window: slots.window("when")) : .change(window: slots.window("when"))
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let log = executor.state.model.state(WeightLog.self)
        let pounds = executor.measuresInPounds(executor.state.model.nutrition)
        func weight(_ kg: Double) -> String { executor.weight(kg, pounds: pounds) }
        func day(_ date: Date) -> String { executor.format.due(DueDate(date: date, hasTime: false)) }
        let window: TimeWindow?
        switch command {
        case .change(let asked), .history(let asked): window = asked
        }
        let weighIns = log.since(window?.start).filter { $0.weighed <= executor.now }
        guard let first = weighIns.first, let last = weighIns.last else {
            let none = log.weighIns.isEmpty ? "No weigh-ins yet" : "No weigh-ins \(window?.text ?? "")"
            return Reply("\(none). Tell me your weight when you step on the scale (“I weigh 180 lb”) and I'll keep the history.", intent: intent)
        }
        switch command {
        case .history:
            let lines = weighIns.suffix(14).map { "  \(day($0.weighed))  \(weight($0.kilograms))" }
            let more = weighIns.count > 14 ? " (the last 14 of \(weighIns.count))" : ""
            let total = weighIns.count > 1 ? "\n" + change(first, last, today: day(executor.now), weight: weight, day: day) : ""
            return Reply("Your weigh-ins\(more):\n" + lines.joined(separator: "\n") + total, intent: intent)
        case .change:
            guard weighIns.count > 1 else {
                return Reply("One weigh-in so far: \(weight(first.kilograms)) on \(day(first.weighed)). Tell me your weight again later to see the change.", intent: intent)
            }
            return Reply(change(first, last, today: day(executor.now), weight: weight, day: day), intent: intent)
        }
    }

    /// "Down 2 lb since Wed 2 Dec (215 lb → 213 lb)."
    private static func change(_ first: WeightLog.WeighIn, _ last: WeightLog.WeighIn, today: String, weight: (Double) -> String, day: (Date) -> String) -> String {
        let difference = last.kilograms - first.kilograms
        let shown = weight(abs(difference))
        let way = shown == weight(0) ? "No change" : difference < 0 ? "Down \(shown)" : "Up \(shown)"
        // Two weigh-ins of one day: "since earlier today", not since the day's own date.
        let since = day(first.weighed) != day(last.weighed) ? day(first.weighed) : day(last.weighed) == today ? "earlier today" : "earlier on \(day(first.weighed))"
        return "\(way) since \(since) (\(weight(first.kilograms)) → \(weight(last.kilograms)))."
    }
}

extension Executor {
    /// A weight told that changes the profile's is a weigh-in, kept with its time.
    mutating func recordWeighIn(_ kilograms: Double?) {
        guard let kilograms else { return }
        var log = state.model.state(WeightLog.self)
        log.weighIns.append(WeightLog.WeighIn(kilograms: kilograms, weighed: now))
        state.model.setState(log)
    }
}
