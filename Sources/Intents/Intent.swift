import NLParse
import Numbers

/// A command, typed. The grammar decides which intent a phrase is; this says what it means.
public enum Intent: Sendable, Equatable, Codable {
    case taskAdd(TaskAdd)
    case taskComplete(TaskReference)
    case taskDelete(TaskReference)
    case taskList(TaskQuery)
    case taskEdit(TaskEdit)
    case reminderAdd(ReminderAdd)
    case eventAdd(EventAdd)
    case noteAdd(NoteAdd)
    /// `note.query`: the notes, or those about some words ("show my notes about the car").
    case noteQuery(about: String?)
    /// `brief.show`: the morning brief ("good morning", "brief me"); `greeting` when it was said as one.
    case briefShow(greeting: Bool)
    case scheduleQuery(ScheduleQuery)
    case listAdd(ListChange)
    case listRemove(ListChange)
    /// `restock`: the checked-off items waiting for the next trip, not the list itself.
    case listQuery(list: String?, restock: Bool = false)
    case listRestock(ListChange)
    case backlogAdd(BacklogChange)
    case backlogQuery(BacklogChange)
    case settingsSet(SettingChange)
    case rewardsEarn(RewardsChange)
    case rewardsRedeem(RewardsChange)
    case rewardsQuery(RewardsChange)
    case rewardsGoal(RewardsChange)
    case memberAdd(MemberChange)
    case memberRemove(MemberChange)
    case memberQuery
    case mealLog(MealLog)
    /// `food` nil: the meal logged last ("delete my last meal").
    case mealRemove(food: String?)
    case mealEdit(MealEdit)
    case nutritionQuery(NutritionQuery)
    case profileSet(ProfileUpdate)
    case goalSet(GoalChange)
    case presetCreate(PresetCreate)
    case presetList
    case progressQuery(ProgressAsk)
    /// `plan.day`: "plan my day", "plan my next 2 hours" (minutes).
    case planDay(PlanRequest)
    case planNext
    /// `also.add`: "also bananas", "plus a black coffee": more of what was just added, to the list
    /// or the meal talked about last; the words as typed.
    /// More of what was just added; `due` the day said with it ("and pick up the kids at 3:15").
    case also(String, due: DueDate? = nil)
    case undo
    /// Puts back the last change undone.
    case redo
    /// "yes", "go ahead": the answer to a confirmation question.
    case confirm
    /// "never mind"; `halts` for "stop" and "abort", which also stop what is running.
    case cancel(halts: Bool)
    case help(topic: String?)
    /// A command of a family registered in the copilot (`IntentFamily`): built and run there.
    case family(FamilyCommand)
    /// An intent the grammar knows but that has no Swift type yet: its name and slots as JSON text.
    case untyped(name: String, slots: [String: String])
    /// Two intents tied under the ranking rule: their names, best first.
    case ambiguous([String])
    /// Nothing matched.
    case none
    /// The grammar matched `intent`, but a number in it is outside the range of what it counts
    /// ("remove item 9223372036854775807"): refused before anything runs.
    case outOfRange(intent: String, QuantityOutOfRange)

    /// The dotted family name (`task.add`, `undo`, `none`).
    public var name: String {
        switch self {
        case .taskAdd: "task.add"
        case .taskComplete: "task.complete"
        case .taskDelete: "task.delete"
        case .taskList: "task.list"
        case .taskEdit: "task.edit"
        case .reminderAdd: "reminder.add"
        case .eventAdd: "event.add"
        case .noteAdd: "note.add"
        case .noteQuery: "note.query"
        case .briefShow: "brief.show"
        case .scheduleQuery: "schedule.query"
        case .listAdd: "list.add"
        case .listRemove: "list.remove"
        case .listQuery: "list.query"
        case .listRestock: "list.restock"
        case .backlogAdd: "backlog.add"
        case .backlogQuery: "backlog.query"
        case .settingsSet: "settings.set"
        case .rewardsEarn: "rewards.earn"
        case .rewardsRedeem: "rewards.redeem"
        case .rewardsQuery: "rewards.query"
        case .rewardsGoal: "rewards.goal"
        case .memberAdd: "member.add"
        case .memberRemove: "member.remove"
        case .memberQuery: "member.query"
        case .mealLog: "meal.log"
        case .mealRemove: "meal.remove"
        case .mealEdit: "meal.edit"
        case .nutritionQuery: "nutrition.query"
        case .profileSet: "profile.set"
        case .goalSet: "goal.set"
        case .presetCreate: "preset.create"
        case .presetList: "preset.list"
        case .progressQuery: "progress.query"
        case .planDay: "plan.day"
        case .planNext: "plan.next"
        case .also: "also.add"
        case .undo: "undo"
        case .redo: "redo"
        case .confirm: "confirm"
        case .cancel: "cancel"
        case .help: "help"
        case .family(let command): command.intent
        case .untyped(let name, _): name
        case .ambiguous: "none"
        case .none: "none"
        case .outOfRange(let name, _): name
        }
    }
}
