import Intents

extension Executor {
    /// "also bananas", "plus a black coffee", "and pick up the kids at 3:15": more of what was just
    /// added, to the list, the meal or the tasks talked about last. With nothing added just
    /// before, it asks where the words go rather than guessing.
    mutating func addAlso(_ what: String, due: DueDate? = nil) -> Reply {
        switch state.model.lastMention {
        case .task(let id)? where state.tasks.contains(where: { $0.id == id && $0.kind == .task }):
            return add(TaskAdd(title: what, due: due))
        case .listItems(let list, _)?:
            return addToList(ListChange(items: ListItemPhrase.split(what, words: lexicon.items), list: list))
        case .meal?:
            return logMeal(MealLog(text: what, when: due, adds: true))
        default:
            return Reply(Replies.tasks.alsoWhat(what: what), outcome: .notDone, intent: "also.add")
        }
    }
}
