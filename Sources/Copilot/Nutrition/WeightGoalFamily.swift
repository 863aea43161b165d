import Foundation
import Intents
import Numbers
import Nutrition

/// A weight to reach and when it is reached: `goal.query` ("how long will it take", "when will I
/// reach my goal weight"). The goal weight itself is set through `goal.set` ("I want to get to
/// 170 lbs"), which still goes through `IntentBuilder` (`Executor.setGoalWeight`).
enum WeightGoalFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case query
        /// "how far am I from my goal": the goal not named (the grammar's `anygoal` slot), so with
        /// no weight goal it is the day's focus goal.
        case anyGoal
    }

    static let intents = ["goal.query"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        slots.text("anygoal") != nil ? .anyGoal : .query
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let nutrition = executor.state.model.nutrition
        if command == .anyGoal, nutrition.targetWeightKg == nil, nutrition.goal == .maintain, nutrition.weightKg == nil {
            return executor.progress(ProgressAsk(topic: .goal, window: nil))
        }
        return executor.goalProgress(intent: intent)
    }
}

extension Executor {
    /// Pounds when the goal weight was said in pounds, or, said without a unit, the body measures
    /// were said in pounds ("200 lbs, 6 foot") or the user's units are imperial.
    private var usesPounds: Bool {
        state.model.nutrition.targetWeightUnit.map { $0 == "lb" } ?? measuresInPounds(state.model.nutrition)
    }

    /// A weight in the units the user said: "213 lb", "94.3 kg".
    func weight(_ kg: Double, pounds: Bool) -> String {
        pounds ? Self.pounds(ImperialMeasures.pounds(kilograms: kg)) : "\(Self.whole(kg)) kg"
    }

    /// "I want to get to 170 lbs": the goal weight, and the way and pace to it from the weight now.
    mutating func setGoalWeight(_ said: Double, mass: String?) -> Reply {
        let pounds = mass == "lb" || (mass == nil && usesPounds)
        let kg = pounds ? ImperialMeasures.kilograms(pounds: said) : said
        guard (20...400).contains(kg) else {
            return Reply("A goal weight can be 20 to 400 kg (44 to 882 lb); \(pounds ? Self.pounds(said) : "\(Self.whole(said)) kg") is outside that.", outcome: .notDone, intent: "goal.set")
        }
        state.checkpoint("set your goal weight to \(weight(kg, pounds: pounds))")
        state.model.nutrition.targetWeightKg = kg
        state.model.nutrition.targetWeightUnit = pounds ? "lb" : "kg"
        guard let now = state.model.nutrition.weightKg else {
            return Reply("Goal weight: \(weight(kg, pounds: pounds)). Tell me your weight now (“I weigh 180 lb”) and I'll say how long it takes.", intent: "goal.set")
        }
        // Keep the pace already chosen when it goes the same way; 1 lb a week otherwise.
        let difference = ImperialMeasures.pounds(kilograms: now - kg)
        switch state.model.nutrition.goal {
        case .lose(let rate) where difference > 0.5: state.model.nutrition.goal = .lose(poundsPerWeek: rate)
        case .gain(let rate) where difference < -0.5: state.model.nutrition.goal = .gain(poundsPerWeek: rate)
        default: state.model.nutrition.goal = difference > 0.5 ? .lose(poundsPerWeek: 1) : difference < -0.5 ? .gain(poundsPerWeek: 1) : .maintain
        }
        return Reply("Goal weight: \(weight(kg, pounds: pounds)). " + distance(pounds: pounds), intent: "goal.set")
    }

    /// "how long will it take": the weight to go, at the goal's pace, in weeks and as a date.
    func goalProgress(intent: String) -> Reply {
        let nutrition = state.model.nutrition
        guard let target = nutrition.targetWeightKg else {
            switch nutrition.goal {
            case .lose(let rate), .gain(let rate):
                let verb = if case .lose = nutrition.goal { "lose" } else { "gain" }
                return Reply("Your goal: \(verb) \(Self.pounds(rate)) a week, with no goal weight. Say one (“I want to get to 170 lb”) and I'll say when you'd reach it.", intent: intent)
            case .maintain:
                return Reply("No goal weight yet. Say one, for example “I want to get to 170 lb”.", outcome: .notDone, intent: intent)
            }
        }
        guard nutrition.weightKg != nil else {
            return Reply("Your goal weight is \(weight(target, pounds: usesPounds)). Tell me your weight now (“I weigh 180 lb”) and I'll say how long it takes.", outcome: .notDone, intent: intent)
        }
        return Reply("Your goal weight is \(weight(target, pounds: usesPounds)). " + distance(pounds: usesPounds), intent: intent)
    }

    /// "10 lb to lose at 1 lb a week: about 10 weeks, around Wed 18 Mar."
    private func distance(pounds: Bool) -> String {
        let nutrition = state.model.nutrition
        guard let target = nutrition.targetWeightKg, let now = nutrition.weightKg else { return "" }
        let togo = ImperialMeasures.pounds(kilograms: abs(now - target))
        guard togo > 0.5 else { return "You're there: \(weight(now, pounds: pounds)) now." }
        let rate: Double
        let verb: String
        switch nutrition.goal {
        case .lose(let pace): (rate, verb) = (pace, "lose")
        case .gain(let pace): (rate, verb) = (pace, "gain")
        case .maintain: return "\(weight(abs(now - target), pounds: pounds)) away, and your goal is to keep your weight; say a pace (“lose 1 lb a week”)."
        }
        // Rounded to a tenth of a pound first: 15 lb said is 15 lb, not 15.000001 and a 16th week.
        let weeks = Int(((togo * 10).rounded() / 10 / rate).rounded(.up))
        let when = now > target ? verb == "lose" : verb == "gain"
        guard when else { return "\(weight(abs(now - target), pounds: pounds)) away, but your goal is to \(verb) weight; say a pace the other way." }
        let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: weeks * 7, to: self.now) ?? self.now
        return "\(weight(abs(now - target), pounds: pounds)) to \(verb) at \(Self.pounds(rate)) a week: about \(ReplyFormat.count(weeks, "week")), around \(format.due(DueDate(date: date, hasTime: false)))."
    }
}
