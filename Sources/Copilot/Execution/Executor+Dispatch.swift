import Foundation
import Intents

/// One intent to the executor's method that carries it out: the domain's commands, one place for
/// every caller. The copilot answers the conversation's own (undo, redo, yes, cancel, help, an
/// ambiguity) before it comes here; a member's proposed change, once approved, comes here too
/// (`carryOut`).
extension Executor {
    mutating func dispatch(_ intent: Intent) -> Reply {
        switch intent {
        case .listAdd(let change): addToList(change)
        case .listRemove(let change): removeFromList(change)
        case .listQuery(let list, let restock): restock ? showRestock(list) : showList(list)
        case .listRestock(let change): restock(change)
        case .backlogAdd(let change): addIdea(change)
        case .backlogQuery(let change): showIdeas(change)
        case .rewardsEarn(let change): earn(change)
        case .rewardsRedeem(let change): redeem(change)
        case .rewardsQuery(let change): rewardsReport(change)
        case .rewardsGoal(let change): setLearningGoal(change)
        case .memberAdd(let change): addMember(change)
        case .memberRemove(let change): removeMember(change)
        case .memberQuery: showMembers()
        case .settingsSet(let change): set(change)
        case .mealLog(let log): logMeal(log)
        case .mealRemove(let food): food.map { removeFood($0) } ?? removeLastMeal()
        case .mealEdit(let change): editMeal(change)
        case .nutritionQuery(let query): answer(query)
        case .profileSet(let update): updateProfile(update)
        case .goalSet(let change): setGoal(change)
        case .presetCreate(let create): createPreset(create)
        case .presetList: listPresets()
        case .progressQuery(let ask): progress(ask)
        case .planDay(let request): planDay(request)
        case .planNext: planNext()
        case .taskAdd(let task): add(task)
        case .taskComplete(let reference): complete(reference)
        case .taskDelete(let reference): deleteTaskOrFood(reference)
        case .taskList(let query): list(query).adding(query.anyKind == true ? foodLeft(in: query.due) : nil)
        case .taskEdit(let change): edit(change)
        case .reminderAdd(let reminder): remind(reminder)
        case .eventAdd(let event): addEvent(event)
        case .noteAdd(let added): note(added)
        case .noteQuery(let about): notes(about: about)
        case .briefShow(let greeting): brief(greeting: greeting)
        case .scheduleQuery(let query): schedule(query)
        case .also(let what, let due): addAlso(what, due: due)
        case .undo, .redo, .confirm, .cancel, .help, .ambiguous, .family, .untyped, .outOfRange, .none:
            Reply(Replies.meta.notHere(), outcome: .notDone, intent: intent.name)
        }
    }
}
