import Foundation
import Intents
import Numbers

/// `meal.delete`: a whole meal taken off the log by its name ("delete breakfast", "remove my
/// snack", "delete yesterday's lunch"): the last one of that name eaten that day (today when no
/// day is said). With none logged, the words may name a task or event ("delete lunch" with a
/// lunch on the calendar), which the delete command then takes.
enum MealDeleteFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        /// The meal's name (`h_mealtime`'s value) and the day it was eaten (nil: today).
        case delete(meal: String, day: TimeWindow?)
    }

    static let intents = ["meal.delete"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        guard let meal = slots.name("mealtime") else { return nil }
        return .delete(meal: meal, day: slots.window("when"))
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .delete(let meal, let day): delete(meal, day: day, intent: intent, on: &executor)
        }
    }

    private static func delete(_ meal: String, day: TimeWindow?, intent: String, on executor: inout Executor) -> Reply {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = executor.format.timeZone
        let start = calendar.startOfDay(for: day?.start ?? executor.now)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        let meals = executor.state.model.meals
        guard let index = meals.indices.filter({ meals[$0].meal == meal && meals[$0].eaten >= start && meals[$0].eaten < end })
            .max(by: { (meals[$0].eaten, $0) < (meals[$1].eaten, $1) }) else {
            let named = executor.deleteTaskOrFood(.words(meal))
            if named.outcome == .done { return named }
            let say = Replies.nutrition
            let none = start == calendar.startOfDay(for: executor.now) ? say.mealNoneToday(meal: meal)
                : say.mealNoneOn(meal: meal, day: executor.format.due(DueDate(date: start, hasTime: false)))
            return Reply(none, outcome: .notDone, intent: intent)
        }
        let removed = meals[index]
        let kcal = removed.items.reduce(0) { $0 + $1.nutrients.kcal }
        executor.state.checkpoint(Replies.nutrition.changeRemoved(meal: meal))
        executor.state.model.meals.remove(at: index)
        return Reply(Replies.nutrition.mealRemoved(meal: meal, foods: removed.items.map(\.text).joined(separator: ", "), kcal: Executor.kcal(kcal)), intent: intent)
    }
}
