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

    private static let say = Replies.nutrition

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
            return Reply(log.weighIns.isEmpty ? say.weighinsNone() : say.weighinsNoneWhen(when: window?.text ?? ""), intent: intent)
        }
        switch command {
        case .history:
            let lines = weighIns.suffix(14).map { say.weighin(day: day($0.weighed), weight: weight($0.kilograms)) }
            let heading = weighIns.count > 14 ? say.weighinsLast(count: weighIns.count) : say.weighins()
            let total = weighIns.count > 1 ? [change(first, last, today: day(executor.now), weight: weight, day: day)] : []
            return Reply(([heading] + lines + total).joined(separator: "\n"), intent: intent)
        case .change:
            guard weighIns.count > 1 else {
                return Reply(say.weighinOne(weight: weight(first.kilograms), day: day(first.weighed)), intent: intent)
            }
            return Reply(change(first, last, today: day(executor.now), weight: weight, day: day), intent: intent)
        }
    }

    /// "Down 2 lb since Wed 2 Dec (215 lb → 213 lb)."
    private static func change(_ first: WeightLog.WeighIn, _ last: WeightLog.WeighIn, today: String, weight: (Double) -> String, day: (Date) -> String) -> String {
        let difference = last.kilograms - first.kilograms
        let shown = weight(abs(difference))
        // Two weigh-ins of one day: "since earlier today", not since the day's own date.
        let since = day(first.weighed) != day(last.weighed) ? day(first.weighed) : day(last.weighed) == today ? say.sinceToday() : say.sinceEarlier(day: day(first.weighed))
        let (from, to) = (weight(first.kilograms), weight(last.kilograms))
        if shown == weight(0) { return say.weightSame(since: since, first: from, last: to) }
        return difference < 0 ? say.weightDown(change: shown, since: since, first: from, last: to) : say.weightUp(change: shown, since: since, first: from, last: to)
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
