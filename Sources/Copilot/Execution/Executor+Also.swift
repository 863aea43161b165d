import Intents

extension Executor {
    /// "also bananas", "plus a black coffee": more of what was just added, to the list or the meal
    /// talked about last. With nothing added just before, it asks where the words go rather
    /// than guessing.
    mutating func addAlso(_ what: String) -> Reply {
        switch state.model.lastMention {
        case .listItems(let list, _)?:
            return addToList(ListChange(items: ListItemPhrase.split(what, words: lexicon.items), list: list))
        case .meal?:
            return logMeal(MealLog(text: what, adds: true))
        default:
            return Reply("Add “\(what)” to what? Say, for example, “add \(what) to the shopping list” or “I also had \(what)”.", outcome: .notDone, intent: "also.add")
        }
    }
}
