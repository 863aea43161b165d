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

private let say = Replies.nutrition

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
            return Reply(say.goalWeightOutside(weight: pounds ? Self.pounds(said) : "\(Self.whole(said)) kg"), outcome: .notDone, intent: "goal.set")
        }
        state.checkpoint(say.changeGoalWeight(weight: weight(kg, pounds: pounds)))
        state.model.nutrition.targetWeightKg = kg
        state.model.nutrition.targetWeightUnit = pounds ? "lb" : "kg"
        guard let now = state.model.nutrition.weightKg else {
            return Reply(say.goalWeightSetNoNow(weight: weight(kg, pounds: pounds)), intent: "goal.set")
        }
        // Keep the pace already chosen when it goes the same way; 1 lb a week otherwise.
        let difference = ImperialMeasures.pounds(kilograms: now - kg)
        switch state.model.nutrition.goal {
        case .lose(let rate) where difference > 0.5: state.model.nutrition.goal = .lose(poundsPerWeek: rate)
        case .gain(let rate) where difference < -0.5: state.model.nutrition.goal = .gain(poundsPerWeek: rate)
        default: state.model.nutrition.goal = difference > 0.5 ? .lose(poundsPerWeek: 1) : difference < -0.5 ? .gain(poundsPerWeek: 1) : .maintain
        }
        return Reply(say.goalWeightSet(weight: weight(kg, pounds: pounds), distance: distance(pounds: pounds)), intent: "goal.set")
    }

    /// "how long will it take": the weight to go, at the goal's pace, in weeks and as a date.
    func goalProgress(intent: String) -> Reply {
        let nutrition = state.model.nutrition
        guard let target = nutrition.targetWeightKg else {
            switch nutrition.goal {
            case .lose(let rate), .gain(let rate):
                let loses = if case .lose = nutrition.goal { true } else { false }
                return Reply(loses ? say.goalPaceLose(pace: Self.pounds(rate)) : say.goalPaceGain(pace: Self.pounds(rate)), intent: intent)
            case .maintain:
                return Reply(say.goalNone(), outcome: .notDone, intent: intent)
            }
        }
        guard nutrition.weightKg != nil else {
            return Reply(say.goalIsNoNow(weight: weight(target, pounds: usesPounds)), outcome: .notDone, intent: intent)
        }
        return Reply(say.goalIs(weight: weight(target, pounds: usesPounds), distance: distance(pounds: usesPounds)), intent: intent)
    }

    /// "10 lb to lose at 1 lb a week: about 10 weeks, around Wed 18 Mar."
    private func distance(pounds: Bool) -> String {
        let nutrition = state.model.nutrition
        guard let target = nutrition.targetWeightKg, let now = nutrition.weightKg else { return "" }
        let togo = ImperialMeasures.pounds(kilograms: abs(now - target))
        guard togo > 0.5 else { return say.goalThere(weight: weight(now, pounds: pounds)) }
        let away = weight(abs(now - target), pounds: pounds)
        let rate: Double
        let loses: Bool
        switch nutrition.goal {
        case .lose(let pace): (rate, loses) = (pace, true)
        case .gain(let pace): (rate, loses) = (pace, false)
        case .maintain: return say.goalKeep(weight: away)
        }
        // Rounded to a tenth of a pound first: 15 lb said is 15 lb, not 15.000001 and a 16th week.
        let weeks = Int(((togo * 10).rounded() / 10 / rate).rounded(.up))
        guard loses == (now > target) else { return loses ? say.goalOtherWayLose(weight: away) : say.goalOtherWayGain(weight: away) }
        let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: weeks * 7, to: self.now) ?? self.now
        let (pace, day) = (Self.pounds(rate), format.due(DueDate(date: date, hasTime: false)))
        return loses ? say.goalToLose(weight: away, pace: pace, weeks: weeks, day: day) : say.goalToGain(weight: away, pace: pace, weeks: weeks, day: day)
    }
}
