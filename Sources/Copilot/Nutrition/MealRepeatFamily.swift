import Foundation
import Intents
import Numbers
import Nutrition

/// `meal.repeat`: a meal eaten before, logged again now ("same breakfast as yesterday", "log
/// yesterday's lunch again", "repeat my last dinner", "I had the same lunch as on monday"): every
/// food of that meal on that day, or of the last one before today, as a new meal with the same
/// amounts. One undo step.
enum MealRepeatFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        /// The meal (breakfast, lunch, dinner, snack; nil when the date names it: "yesterday's
        /// lunch" is its hours), the day or hours it was eaten (nil: the last one before today),
        /// and the meal it is logged as now when another is said.
        case again(meal: String?, from: TimeWindow?, as: String?)
    }

    static let intents = ["meal.repeat"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        let meal = slots.name("mealtime"), from = slots.window("when")
        guard meal != nil || from != nil else { return nil }
        return .again(meal: meal, from: from, as: slots.name("target"))
    }

    private static let say = Replies.nutrition

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .again(let meal, let from, let target): again(meal, from: from, as: target, intent: intent, on: &executor)
        }
    }

    private static func again(_ meal: String?, from: TimeWindow?, as target: String?, intent: String, on executor: inout Executor) -> Reply {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = executor.format.timeZone
        let today = calendar.startOfDay(for: executor.now)
        let meals = executor.state.model.meals
        // The day asked for (its hours, when the date names a meal), else the last day before
        // today with that meal.
        let window: (start: Date, end: Date)?
        if let from, meal == nil {
            window = (from.start, from.end)
        } else if let from {
            let day = calendar.startOfDay(for: from.start)
            window = calendar.date(byAdding: .day, value: 1, to: day).map { (day, $0) }
        } else {
            let day = meals.last { $0.meal == meal && $0.eaten < today }.map { calendar.startOfDay(for: $0.eaten) }
            window = day.flatMap { day in calendar.date(byAdding: .day, value: 1, to: day).map { (day, $0) } }
        }
        guard let window else {
            return Reply(say.repeatNone(meal: meal ?? say.meal()), outcome: .notDone, intent: intent)
        }
        let source = meals.filter { (meal == nil || $0.meal == meal) && $0.eaten >= window.start && $0.eaten < window.end && $0.eaten <= executor.now }
        guard let first = source.first else {
            if let meal { return Reply(say.mealNoneOn(meal: meal, day: executor.format.due(DueDate(date: window.start, hasTime: false))), outcome: .notDone, intent: intent) }
            return Reply(say.repeatNothing(when: from?.text ?? say.repeatThen()), outcome: .notDone, intent: intent)
        }
        let when = executor.format.due(DueDate(date: calendar.startOfDay(for: first.eaten), hasTime: false))
        let foods = source.flatMap(\.items)
        let said = meal ?? first.meal ?? say.meal()
        let name = target ?? said
        executor.state.checkpoint(say.changeRepeated(meal: name))
        executor.state.model.meals.append(MealEntry(eaten: executor.now, meal: name, items: foods))
        executor.state.model.lastMention = .meal
        let total = foods.map(\.nutrients).reduce(.zero, +)
        let (listed, kcal) = (Executor.listed(foods), Executor.kcal(total.kcal))
        return Reply(name == said ? say.repeated(meal: said, day: when, foods: listed, kcal: kcal)
                                  : say.repeatedAs(meal: said, day: when, name: name, foods: listed, kcal: kcal), intent: intent)
    }
}
