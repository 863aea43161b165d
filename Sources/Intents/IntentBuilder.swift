import Foundation
import NLParse
import Temporal

/// Builds the typed intent from a parse result. One branch per intent family; an intent the
/// grammar has but Swift does not type yet comes through as `.untyped` rather than being lost.
public enum IntentBuilder {
    public static func build(_ result: ParseResult, context: ParseContext) -> Intent {
        if result.isAmbiguous {
            return .ambiguous(result.candidates.filter { $0.rank == result.candidates[0].rank }.map(\.intent))
        }
        let slots = Slots(result: result, context: context)
        switch result.intent {
        case "none":
            return .none
        case "task.add":
            return .taskAdd(TaskAdd(
                title: slots.text("title"), due: slots.due("due"), recurrence: slots.recurrence("repeat"),
                priority: slots.priority("priority"), project: slots.name("project"), tags: slots.names("tags"),
                estimate: slots.duration("estimate")
            ))
        case "task.complete", "task.delete":
            guard let reference = slots.text("ref").flatMap(TaskReference.init(text:)) else { return .none }
            return result.intent == "task.complete" ? .taskComplete(reference) : .taskDelete(reference)
        case "task.list":
            let status = slots.name("status").flatMap { word -> TaskQuery.Status? in
                switch word {
                case "overdue", "late", "past due": .overdue
                case "completed", "done", "finished": .completed
                default: .open
                }
            } ?? .open
            return .taskList(TaskQuery(project: slots.name("project"), priority: slots.priority("priority"), status: status, due: slots.window("when")))
        case "reminder.add":
            return .reminderAdd(ReminderAdd(what: slots.text("what"), when: slots.due("when"), recurrence: slots.recurrence("repeat")))
        case "event.add":
            return .eventAdd(EventAdd(title: slots.text("title"), start: slots.due("when"), end: slots.rangeEnd("when"), recurrence: slots.recurrence("repeat")))
        case "note.add":
            guard let text = slots.text("text") else { return .none }
            return .noteAdd(NoteAdd(text: text))
        case "schedule.query":
            return .scheduleQuery(ScheduleQuery(window: slots.window("when")))
        case "task.edit":
            guard let reference = slots.text("ref").flatMap(TaskReference.init(text:)) else { return .none }
            return .taskEdit(TaskEdit(task: reference, title: slots.text("title"), due: slots.due("due"), priority: slots.priority("priority")))
        case "list.add", "list.remove", "list.restock":
            let change = ListChange(items: slots.text("items").map { ListItemPhrase.split($0) } ?? [], list: slots.text("list"))
            if result.intent == "list.add" { return change.items.isEmpty && change.list == nil ? .none : .listAdd(change) }
            return result.intent == "list.remove" ? .listRemove(change) : .listRestock(change)
        case "list.query":
            return .listQuery(list: slots.text("list"))
        case "backlog.add":
            return .backlogAdd(BacklogChange(item: slots.text("item"), backlog: slots.text("backlog")))
        case "backlog.query":
            return .backlogQuery(BacklogChange(item: nil, backlog: slots.text("backlog")))
        case "settings.set":
            let setting = [slots.text("setting"), slots.text("value")].compactMap { $0 }.joined(separator: " ")
            return .settingsSet(SettingChange(setting: setting.isEmpty ? result.text : setting, value: slots.text("value"),
                                              duration: slots.duration("length") ?? slots.duration("value"), window: slots.window("when") ?? slots.window("value")))
        case "rewards.earn", "rewards.redeem", "rewards.query":
            let change = RewardsChange(person: slots.text("person"), minutes: (slots.duration("length")).map { $0 / 60 }, activity: slots.text("activity"))
            switch result.intent {
            case "rewards.earn": return .rewardsEarn(change)
            case "rewards.redeem": return .rewardsRedeem(change)
            default: return .rewardsQuery(change)
            }
        case "meal.log":
            return .mealLog(MealLog(text: slots.text("meal") ?? result.text, meal: slots.text("mealtime"), when: slots.due("when")))
        case "meal.remove":
            guard let food = slots.text("food") else { return .none }
            return .mealRemove(food: food)
        case "meal.edit":
            // The new value as said: "2" + "slices of toast", "a" + "diet coke", or one text slot.
            let said = [slots.said("amount"), slots.said("lead"), slots.said("part"), slots.text("value")].compactMap { $0 }.joined(separator: " ")
            guard !said.isEmpty else { return .none }
            let item = slots.text("food").flatMap { MealEdit.pronouns.contains($0.lowercased()) ? nil : $0 }
            return .mealEdit(MealEdit(item: item, value: said, meal: slots.text("mealtime"), when: slots.due("when")))
        case "nutrition.query":
            return .nutritionQuery(NutritionQuery(metric: slots.text("metric"), food: slots.text("food"), window: slots.window("when"), text: result.text))
        case "profile.set":
            return .profileSet(ProfileUpdate(text: slots.text("details") ?? result.text))
        case "goal.set":
            let minutes = (slots.duration("length") ?? slots.duration("amount")).map { $0 / 60 }
            return .goalSet(GoalChange(text: result.text, minutes: minutes))
        case "focus.start":
            return .focusStart(FocusStart(preset: slots.text("preset"), minutes: slots.duration("length").map { $0 / 60 },
                                          task: slots.text("task"), sound: slots.text("sound"), background: slots.text("background")))
        case "focus.stop": return .focusStop
        case "focus.pause": return .focusPause
        case "focus.resume": return .focusResume
        case "focus.status": return .focusStatus
        case "preset.create":
            guard let name = slots.text("name") else { return .none }
            return .presetCreate(PresetCreate(name: name, minutes: slots.duration("length").map { $0 / 60 }, sound: slots.text("sound"), background: slots.text("background")))
        case "preset.list": return .presetList
        case "progress.query": return .progressQuery(ProgressAsk(text: result.text, window: slots.window("when")))
        case "plan.day": return .planDay(minutes: slots.duration("length").map { $0 / 60 })
        case "plan.next": return .planNext
        case "undo":
            return .undo
        case "cancel":
            return .cancel
        case "help":
            return .help(topic: slots.text("topic"))
        default:
            let values = Dictionary(result.slots.map { ($0.name, $0.value.json(in: context.timeZone).text) }, uniquingKeysWith: { first, _ in first })
            return .untyped(name: result.intent, slots: values)
        }
    }
}

/// Typed access to a parse result's slots.
private struct Slots {
    let result: ParseResult
    let context: ParseContext

    func text(_ name: String) -> String? {
        switch result[slot: name] {
        case .text(let text)?, .name(let text)?: text
        case .number(let number)?: JSONValue.format(number)
        default: nil
        }
    }

    /// The slot's words exactly as written ("1 1/2", not 1.5).
    func said(_ name: String) -> String? {
        guard let slot = result.slots.first(where: { $0.name == name }), let range = slot.scalars else { return text(name) }
        let scalars = result.text.unicodeScalars
        let lower = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
        let upper = scalars.index(lower, offsetBy: range.count)
        return String(scalars[lower..<upper])
    }

    func name(_ name: String) -> String? {
        if case .name(let value)? = result[slot: name] { return value }
        return nil
    }

    func names(_ name: String) -> [String] {
        switch result[slot: name] {
        case .list(let values)?: values.compactMap { if case .name(let value) = $0 { value } else { nil } }
        case .name(let value)?: [value]
        default: []
        }
    }

    func priority(_ name: String) -> Int? {
        if case .priority(let level)? = result[slot: name] { return level }
        return nil
    }

    func due(_ name: String) -> DueDate? {
        guard case .temporal(let entity)? = result[slot: name] else { return nil }
        return DueDate(entity.value, now: context.now, timeZone: context.timeZone)
    }

    func window(_ name: String) -> TimeWindow? {
        guard case .temporal(let entity)? = result[slot: name] else { return nil }
        return TimeWindow(entity, timeZone: context.timeZone)
    }

    /// The end of a range given for an event ("3-4pm"), when there is one.
    func rangeEnd(_ name: String) -> Date? {
        guard case .temporal(let entity)? = result[slot: name], case .range(.some, let end, _) = entity.value else { return nil }
        return end
    }

    func recurrence(_ name: String) -> Recurrence? {
        if case .temporal(let entity)? = result[slot: name], case .recurrence(let recurrence) = entity.value { return recurrence }
        return nil
    }

    func duration(_ name: String) -> Double? {
        if case .temporal(let entity)? = result[slot: name], case .duration(let seconds) = entity.value { return seconds }
        return nil
    }
}
