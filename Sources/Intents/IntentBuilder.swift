import Foundation
import NLParse
import Numbers
import Nutrition
import Temporal
import Text

/// Builds the typed intent from a parse result. One branch per intent family; an intent the
/// grammar has but Swift does not type yet comes through as `.untyped` rather than being lost.
public enum IntentBuilder {
    /// A number outside the range of what it counts (`QuantityKind`) makes the intent
    /// `.outOfRange`, so the copilot refuses it before anything is changed.
    public static func build(_ result: ParseResult, context: ParseContext) -> Intent {
        do {
            return try typed(result, context: context)
        } catch {
            return .outOfRange(intent: result.intent, error)
        }
    }

    private static func typed(_ result: ParseResult, context: ParseContext) throws(QuantityOutOfRange) -> Intent {
        if result.isAmbiguous {
            return .ambiguous(result.candidates.filter { $0.rank == result.candidates[0].rank }.map(\.intent))
        }
        let slots = Slots(result: result, context: context)
        switch result.intent {
        case "none":
            return .none
        case "task.add":
            // "put X on my to-do list for thursday": the day said after the list is when it is due.
            let due = slots.due("due") ?? slots.due("when")
            var add = TaskAdd(
                title: slots.verbTitle(), due: due, deadline: slots.due("deadline"), recurrence: slots.recurrence("repeat"),
                priority: slots.priority("priority"), project: slots.name("project"), tags: slots.names("tags"),
                estimate: slots.duration("estimate"), reminder: slots.taskReminder(due: due)
            )
            add.shared = slots.sharing("shared") ?? slots.sharing("shared_with")
            // "add tasks: a, b and c": the title is a list, split as list items are (the grammar's joiners).
            if slots.result[slot: "many"] != nil, let title = add.title {
                let titles = ListItemPhrase.split(title, words: ItemWords(result.valueMaps)).map(\.text).filter { !$0.isEmpty }
                if titles.count > 1 { (add.title, add.others) = (titles[0], Array(titles.dropFirst())) }
            }
            return .taskAdd(add)
        case "task.complete", "task.delete":
            // "cancel my meeting with Priya" names the task by its detail; "cancel the meeting"
            // names none, and the copilot asks which.
            // "cancel my alarm" names the alarm set here by its title's words (the grammar's `item`).
            // "cancel the dentist appointment": the kind said (`noun`) finds it when nothing else does.
            var reference = slots.taskReference() ?? .words(slots.text("detail") ?? slots.text("noun") ?? "")
            // "clear my calendar tomorrow": nothing named but a day, so everything due then (asked first).
            if result.intent == "task.delete", reference == .words(""), let window = slots.window("when") ?? slots.partOfToday("today") {
                reference = .all(TaskSelection(status: .open, due: window))
            }
            // "cancel my 5 pm alarm", "delete the meeting on tuesday": the words narrowed by when it is due.
            if result.intent == "task.delete", case .words(let words) = reference, !words.isEmpty, let due = slots.dueFilter("when") {
                reference = .wordsDue(words, due)
            }
            return result.intent == "task.complete" ? .taskComplete(reference) : .taskDelete(reference)
        case "task.list":
            let status = slots.status() ?? .open
            // "show work tasks": a project named without its # is a word of the line.
            var query = TaskQuery(project: slots.name("project"), priority: slots.priority("priority"), status: status, due: slots.window("when"),
                                  projectWord: slots.text("projectname"), anyKind: slots.result[slot: "left"] != nil,
                                  reminders: slots.name("only") == "reminder",
                                  repeating: slots.name("repeating") != nil)
            query.named = slots.text("named")
            query.countdown = slots.name("countdown") != nil
            return .taskList(query)
        case "reminder.add":
            if let alarm = slots.alarm() { return .reminderAdd(alarm) }
            var reminder = ReminderAdd(what: slots.typedText("what") ?? slots.toldEvent() ?? slots.alarmTitle(), when: slots.due("when", before: slots.reminderOffset()), recurrence: slots.recurrence("repeat"), person: slots.person("person"),
                                       group: slots.name("group").flatMap(ReminderAdd.Group.init(rawValue:)))
            if reminder.when == nil { reminder.ahead = slots.reminderOffset() }
            if slots.name("days_ahead") == DueDate.eveningValue { reminder.evening = true }
            reminder.anchor = slots.typedText("anchor")
            return .reminderAdd(reminder)
        case "event.add":
            // A length said with the time ("block 2 hours tomorrow morning") ends the event, from its start.
            var start = slots.due("when")
            // A day with no time keeps the whole day: there is no start to count the length from.
            var end = slots.duration("length").flatMap { length in start.flatMap { $0.hasTime ? $0.date.addingTimeInterval(length) : nil } } ?? slots.rangeEnd("when")
            // "block friday afternoon for deep work": what is held is the whole stretch said (a part
            // of a day, from its first hour to its last); a day or a time is held as said.
            if let held = slots.due("held") {
                start = held
                end = slots.rangeEnd("held")
                if end == nil, held.hasTime, let window = slots.window("held"), window.start != held.date, window.end > window.start {
                    start = DueDate(date: window.start, hasTime: true)
                    end = window.end
                }
            }
            return .eventAdd(EventAdd(title: slots.eventTitle(), start: start, end: end, recurrence: slots.recurrence("repeat") ?? slots.saidRecurrence("annual"), person: slots.person("person")))
        case "note.add":
            // "take a note" with nothing after it: the copilot asks what the note says.
            return .noteAdd(NoteAdd(text: slots.typedText("text") ?? ""))
        case "note.query":
            // "where did I park": the place asked after is the note's subject (`n_where`).
            return .noteQuery(about: slots.typedText("about") ?? slots.name("where"))
        case "brief.show":
            return .briefShow(greeting: slots.name("greeting") != nil)
        case "schedule.query":
            // "when is my next haircut": a kind that names a thing is what is asked about.
            let kind = slots.name("kind") == "named" ? slots.said("kind") : nil
            let about = [slots.typedText("who") ?? slots.typedText("what"), kind].compactMap { $0 }.joined(separator: " ")
            var query = ScheduleQuery(window: slots.window("when"), person: slots.person("person"), about: about.isEmpty ? nil : about)
            query.namesAThing = kind != nil ? true : nil
            query.onlyNext = slots.name("which") == "next" && query.window == nil ? true : nil
            query.free = slots.name("free") ?? slots.name("freeslots") != nil ? true : nil
            return .scheduleQuery(query)
        case "task.edit":
            // No ref at all: a follow-up with the pronoun spelt out ("and make it p1").
            let reference = slots.taskReference() ?? .lastMentioned
            // A time alone ("to 3pm", "to 9") keeps the task's day; the executor knows that day.
            let time = slots.clockTime("due") ?? slots.number("hour").flatMap { $0 == $0.rounded() && abs($0) < 100 ? ClockTime(hourWithoutMeridiem: Int($0)) : nil }
            // "push it back 10 minutes", "bring it forward an hour", "snooze it": a move by an amount.
            let snooze = slots.result[slot: "snooze"] != nil
            // "snooze it till 3pm" names where it goes; only a bare snooze moves by the default amount.
            let amount = slots.duration("shift") ?? (snooze && result[slot: "due"] == nil && time == nil ? TaskEdit.defaultSnooze : nil)
            var shift = amount.map { (slots.name("direction") ?? slots.name("way")) == "earlier" ? -$0 : $0 }
            var due = time == nil ? slots.due("due") : nil
            // "move it 30 minutes later": counted from the item's own time, not from now.
            if case .temporal(let entity)? = result[slot: "due"], let moved = entity.shift { (shift, due) = (moved, nil) }
            // ("change its priority to 1": a number said alone is the level, p1 to p4)
            let level = try slots.count("levelnumber", as: .priority)
            var edit = TaskEdit(task: reference, title: slots.typedText("title"), due: due, time: time,
                                priority: slots.priority("priority") ?? slots.name("level").flatMap { Int($0) } ?? level, reminder: slots.taskReminder(due: nil), shift: shift, snooze: snooze)
            edit.project = slots.name("project")
            let tags = slots.names("tags") + slots.names("moretags")
            if !tags.isEmpty { edit.tags = tags }
            return .taskEdit(edit)
        case "list.add", "list.remove", "list.restock":
            // A list item has no date: things to buy said with one ("buy a gift for mom by the
            // 12th") are a to-do to get them by then, the verb as said its first word.
            if result.intent == "list.add", let verb = slots.said("buy"), let items = slots.typedText("items"), let due = slots.due("when") {
                return .taskAdd(TaskAdd(title: verb + " " + items, due: due))
            }
            let said = slots.typedText("items") ?? slots.text("label")
            var items = said.map { ListItemPhrase.split($0, words: ItemWords(result.valueMaps)) } ?? []
            // "emma needs new shoes": what a member needs is listed as theirs.
            // (The member slot gives the name as the household spells it.)
            if result.intent == "list.add", let person = slots.text("person") {
                items = items.map { ListItemPhrase(name: $0.name + " for " + person.lowercased(), quantity: $0.quantity, unit: $0.unit, text: $0.text + " for " + person) }
            }
            // "add 2 more milk": the amount said before "more" is the one item's quantity.
            if let more = slots.number("more"), items.count == 1, items[0].quantity == nil { items[0].quantity = more }
            for item in items { if let quantity = item.quantity { _ = try QuantityKind.items.amount(quantity) } }
            var change = ListChange(items: items, list: slots.text("list"),
                                    position: try slots.count("position", as: .position), end: slots.name("end"),
                                    wantsItems: slots.name("ask") != nil, pointsOnly: slots.name("pointer") != nil)
            if slots.name("empty") != nil || slots.name("everything") != nil { change.emptying = true }
            if result.intent == "list.add", slots.name("part") == "restock" { change.toRestock = true }
            switch result.intent {
            case "list.add": return .listAdd(change)
            case "list.remove": return .listRemove(change)
            default: return .listRestock(change)
            }
        case "list.query":
            return .listQuery(list: slots.text("list"), restock: slots.name("part") == "restock")
        case "backlog.add":
            return .backlogAdd(BacklogChange(item: slots.typedText("item"), backlog: slots.text("backlog") ?? slots.text("kind"), recipient: slots.text("for")))
        case "backlog.query":
            return .backlogQuery(BacklogChange(item: nil, backlog: slots.text("backlog")))
        case "settings.set":
            // The setting named (a value map) or the typed frame's slot says which one it is.
            let named: SettingChange.Key? = ["setting", "events", "default", "work"].lazy.compactMap { slots.name($0).flatMap(SettingChange.Key.init(rawValue:)) }.first
            let key = named
                ?? (slots.window("hours") != nil ? .quietHours : slots.window("time") != nil ? .brief : slots.name("theme") != nil ? .theme
                    : slots.name("units") != nil ? .units : slots.window("week_start") != nil ? .weekStart : slots.text("timezone") != nil ? .timezone
                    : slots.duration("length") != nil ? .focusGoal : slots.text("name") != nil ? .name : slots.text("contact") != nil ? .emergencyContact
                    : slots.name("sound") != nil ? .sound : slots.name("background") != nil ? .background
                    : slots.name("notify") != nil ? .notifications : slots.name("interest") != nil ? .interests : nil)
            let interests = ["interest", "interest2", "interest3"].compactMap { slots.name($0) }
            // "work hours 9 to 5": bare hours are working hours, an end before its start in the afternoon.
            var hours = slots.window("hours")
            if hours == nil, let from = slots.number("from_hour"), let to = slots.number("to_hour"), from == from.rounded(), to == to.rounded(), (0...23).contains(from), (1...24).contains(to) {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = context.timeZone
                let day = calendar.startOfDay(for: context.now)
                let end = to <= from && to + 12 <= 24 ? to + 12 : to
                hours = TimeWindow(start: day.addingTimeInterval(from * 3600), end: day.addingTimeInterval(end * 3600), text: "")
            }
            return .settingsSet(SettingChange(key: key, value: slots.text("timezone") ?? slots.text("name") ?? slots.typedText("contact") ?? slots.text("value"),
                                              duration: slots.duration("length") ?? slots.duration("value"),
                                              window: hours ?? slots.window("time") ?? slots.window("week_start") ?? slots.window("when") ?? slots.window("value"),
                                              clock: key == .brief ? slots.morningClock("time") ?? slots.morningClock("when") ?? slots.morningClock("value")
                                                  : slots.dailyClock("time") ?? slots.dailyClock("when"),
                                              choice: slots.name("theme") ?? slots.name("units") ?? slots.name("sound") ?? slots.name("background") ?? slots.name("notify") ?? slots.name("on"),
                                              off: slots.name("off") != nil, choices: interests))
        case "rewards.earn", "rewards.redeem", "rewards.query", "rewards.goal":
            // Two activities in one line ("10 minutes of duolingo and 10 of reading") count together.
            var minutes = try slots.minutes("length")
            if let more = try slots.minutes("length2") { minutes = try QuantityKind.minutes.amount((minutes ?? 0) + more) }
            // "Ava read for 20 minutes": the verb names the activity (`r_verb_activity`).
            let activities = [slots.text("activity") ?? slots.name("did"), slots.text("activity2")].compactMap { $0 }
            var change = RewardsChange(person: slots.person("person"), minutes: minutes,
                                       activity: activities.isEmpty ? nil : activities.joined(separator: " and "), points: try slots.count("amount", as: .points),
                                       window: result.intent == "rewards.query" ? slots.window("when") : nil)
            if slots.name("period") == "week", change.window == nil { change.thisWeek = true }
            if result.intent == "rewards.earn" { change.on = slots.due("when") }
            change.group = slots.name("group").flatMap(ReminderAdd.Group.init(rawValue:))
            switch result.intent {
            case "rewards.earn": return .rewardsEarn(change)
            case "rewards.redeem": return .rewardsRedeem(change)
            case "rewards.goal": return .rewardsGoal(change)
            default: return .rewardsQuery(change)
            }
        case "member.add", "member.remove":
            guard let person = slots.person("person") else { return .none }
            // A relation word ("son") gives a role through the grammar's value map and is kept as said.
            let years = try slots.years("years")
            // Each person of a list may have an age of their own ("mia age 9 and leo age 6": `age2`, `years2`, …).
            var others: [String] = [], otherAges: [Int?] = [], otherRoles: [String?] = [], otherRelations: [String?] = []
            for n in 2...4 {
                guard let other = slots.person("person\(n)") else { continue }
                others.append(other)
                otherRoles.append(slots.name("relation\(n)"))
                otherRelations.append(slots.name("relation\(n)") == nil ? nil : slots.said("relation\(n)").map(slots.corrected)?.lowercased())
                if let age = try slots.count("age\(n)", as: .age) { otherAges.append(age) } else { otherAges.append(try slots.years("years\(n)")) }
            }
            var change = MemberChange(person: person, role: slots.name("role") ?? slots.name("relation"), relation: slots.name("relation") == nil ? nil : slots.said("relation").map(slots.corrected)?.lowercased(),
                                      age: try slots.count("age", as: .age) ?? years, others: others.isEmpty ? nil : others,
                                      otherAges: otherAges.contains { $0 != nil } ? otherAges : nil)
            if otherRoles.contains(where: { $0 != nil }) { (change.otherRoles, change.otherRelations) = (otherRoles, otherRelations) }
            return result.intent == "member.add" ? .memberAdd(change) : .memberRemove(change)
        case "member.query":
            return .memberQuery
        case "meal.log":
            // The meal said, or said by the verb ("snacked on": `m_snackverb`).
            // ("2 eggs for breakfast": a count said before the food, as written)
            let food = [slots.said("amount"), slots.text("meal")].compactMap { $0 }.joined(separator: " ")
            // The meal parser reads the food from the line's tokens when it is a part of the line as
            // written. A food put together from pieces apart (a day taken out from between its words,
            // "eggs yesterday and toast"; an amount with a comma before the food; quotes dropped)
            // is read as put together, tokenized alone: reading the line's tokens there would read
            // words the slot left out, and could change the foods.
            let words = food.isEmpty ? TokenizedPart(result.input) : slots.part(of: ["amount", "meal"], reading: food)
            return .mealLog(MealLog(text: food.isEmpty ? result.text : food, meal: slots.text("mealtime") ?? slots.name("snackverb"), when: slots.due("when"),
                                    adds: slots.text("also") != nil, words: words))
        case "meal.remove":
            return .mealRemove(food: slots.text("food"))
        case "meal.edit":
            // The new value as said: "2" + "slices of toast", "a" + "diet coke", or one text slot.
            let said = [slots.said("amount"), slots.said("lead"), slots.said("part"), slots.text("value")].compactMap { $0 }.joined(separator: " ")
            guard !said.isEmpty else { return .none }
            // A pointer ("it", "those") is extracted by the grammar (`m_pointer`): no item named.
            let item = slots.text("food")
            return .mealEdit(MealEdit(item: item, value: said, meal: slots.text("mealtime"), when: slots.due("when")))
        case "nutrition.query":
            // The grammar gives each nutrient with a target its own slot (calories, protein, carbs, fat).
            // "what's my target", no nutrient named: the day's calorie target.
            let dayTarget = slots.name("daytarget") != nil
            // "what's left for dinner": what is left with no nutrient named is calories. "am i under
            // my calorie goal" (`standing`) is answered as what is left, or how far over.
            let asksLeft = slots.text("left") != nil || slots.name("standing") != nil
            let leftAlone = asksLeft && slots.text("metric") == nil
            let nutrient = NutritionQuery.TargetNutrient.allCases.first { slots.text($0.rawValue) != nil } ?? (dayTarget || leftAlone ? .calories : nil)
            var query = NutritionQuery(metric: slots.text("metric") ?? nutrient.flatMap { slots.text($0.rawValue) ?? (dayTarget || leftAlone ? $0.rawValue : nil) }, food: slots.text("food"),
                                       window: slots.window("when"), text: result.text, nutrient: nutrient,
                                       asksLeft: asksLeft, asksTarget: slots.text("target") != nil || dayTarget,
                                       asksMeals: slots.name("meals") == "meals")
            // "what's my BMR"; "how many calories do I burn at rest" (the grammar's `burn` value map)
            query.energy = (slots.name("energy") ?? slots.name("burn")).flatMap(NutritionQuery.Energy.init(rawValue:))
            query.mealtime = slots.text("mealtime")
            query.aboutLastMeal = slots.name("pointer") != nil
            return .nutritionQuery(query)
        case "profile.set":
            let allergies = slots.text("allergy").map { ListItemPhrase.split($0, words: ItemWords(result.valueMaps)).map(\.name) } ?? []
            // "my weight is …" / "my height is …": the grammar names the field a number without a unit is for.
            let field: ProfileUpdate.Field? = slots.text("weight") != nil || slots.text("weighed") != nil ? .weight : slots.text("height") != nil ? .height : nil
            let feet = slots.number("feet")
            let saidAlone = allergies.isEmpty && slots.name("diet") == nil && slots.number("age") == nil && feet == nil
            // The grammar's values for the parts said in the free text (`p_sex`, `p_activity`, `p_diet`).
            // ("weighed in at 208.5 this morning": the measure is what follows the weigh-in's verb)
            var update = ProfileUpdate(text: slots.throughEnd("details") ?? slots.throughEnd("weighs") ?? (saidAlone ? result.text : ""), sex: slots.name("sex"), activity: slots.name("activity"),
                                       diets: slots.names("diets"), allergies: allergies, field: field)
            // "a 30 year old": the age said as a length of time.
            if let seconds = slots.duration("years") {
                update.ageYears = try QuantityKind.age.amount((seconds / (365 * 86_400)).rounded())
            }
            // "i'm 6 foot 1": a height in feet and inches, refused outside a person's.
            if let feet {
                let inches = slots.number("inches") ?? 0
                guard (0..<12).contains(inches) else { throw QuantityOutOfRange(kind: .heightInches, value: feet * 12 + inches) }
                update.heightCm = ImperialMeasures.centimeters(feet: 0, inches: try QuantityKind.heightInches.amount(feet * 12 + inches))
            }
            if let age = try slots.count("age", as: .age) { update.ageYears = Double(age) }
            // A diet said directly comes as the grammar's value.
            if let diet = slots.name("diet").flatMap(DietaryRestrictions.Preference.init(rawValue:)), !update.preferences.contains(diet) { update.preferences.append(diet) }
            return .profileSet(update)
        case "goal.set":
            if let target = slots.number("target") { return .goalSet(GoalChange(targetWeight: target, mass: slots.name("mass"))) }
            var minutes = try slots.minutes("length")
            if minutes == nil { minutes = try slots.minutes("amount") }
            let nutrient = NutritionQuery.TargetNutrient.allCases.first { slots.text($0.rawValue) != nil }
            let total = slots.number("total")
            let pace = total == nil ? (slots.number("rate") ?? slots.name("half").flatMap(Double.init)) : nil
            let change = GoalChange(minutes: minutes, insist: slots.text("insist") != nil, nutrient: nutrient,
                                    amount: slots.number("percent") == nil ? slots.number("amount") : nil, percent: slots.number("percent"),
                                    weightGoal: GoalChange.weightGoal(direction: slots.name("direction"), rate: pace, mass: slots.name("mass")),
                                    totalPounds: total.map { slots.name("mass") == "kg" ? ImperialMeasures.pounds(kilograms: $0) : $0 })
            if let (_, percent) = change.macroPercent { _ = try QuantityKind.percent.amount(percent) }
            var said = change
            said.massSaid = slots.name("mass")
            // "by march": a deadline is the end of what it names (the range's end), a day its end.
            if said.totalPounds != nil { said.by = slots.window("by")?.end ?? slots.due("by")?.date }
            return .goalSet(said)
        case "preset.create":
            // "create a preset" with no name: the copilot asks for one.
            // A sound or background the grammar does not know is passed as said; the copilot names the ones it has.
            return .presetCreate(PresetCreate(name: slots.text("name") ?? "", minutes: try slots.minutes("length"),
                                              sound: slots.text("sound") ?? slots.text("unknown_sound"),
                                              background: slots.text("background") ?? slots.text("unknown_background"),
                                              breakMinutes: try slots.minutes("pause")))
        case "preset.list": return .presetList
        case "progress.query":
            return .progressQuery(ProgressAsk(topic: slots.name("topic").flatMap(ProgressAsk.Topic.init(rawValue:)),
                                              period: slots.name("period").flatMap(ProgressAsk.Period.init(rawValue:)), window: slots.window("when")))
        case "plan.day":
            // "plan my weekend": the coming Saturday and Sunday (this one's rest, on a weekend day).
            return .planDay(PlanRequest(minutes: slots.duration("length").map { $0 / 60 }, window: slots.window("when") ?? (slots.name("span") == "weekend" ? slots.weekend() : nil),
                                        part: slots.name("part").flatMap(PlanRequest.Part.init(rawValue:)),
                                        days: slots.name("span") == "week" ? 7 : nil))
        case "plan.next": return .planNext
        case "also.add":
            guard let what = slots.typedText("what") else { return .none }
            return .also(what, due: slots.due("when"))
        case "undo":
            return .undo
        case "redo":
            return .redo
        case "confirm":
            return .confirm
        case "cancel":
            // "cancel that" with no question waiting takes back the item last made or named
            // (the dialogue reads the grammar's intent, so a question waiting is dropped instead)
            if slots.name("back") != nil { return .taskDelete(.lastMentioned) }
            return .cancel(halts: slots.name("halt") != nil)
        case "help":
            // "help nutrition": the grammar names the row of help (`h_helptopic`)
            return .help(topic: slots.name("family") ?? slots.text("topic"))
        default:
            let values = Dictionary(result.slots.map { ($0.name, $0.value.json(in: context.timeZone).text) }, uniquingKeysWith: { first, _ in first })
            return .untyped(name: result.intent, slots: values)
        }
    }
}

/// Typed access to a parse result's slots; families read theirs through it (see `FamilyCommand`).
public struct Slots {
    let result: ParseResult
    let context: ParseContext

    /// The items a free-text slot names, split as a list's items are ("eggs, milk and 2 loaves").
    public func listItems(_ name: String) -> [ListItemPhrase] {
        typedText(name).map { ListItemPhrase.split($0, words: ItemWords(result.valueMaps)) } ?? []
    }

    /// Words as said, with the typo stage's corrections applied ("daugter" is “daughter”): for a
    /// word the grammar knows that is kept, not free text.
    public func corrected(_ said: String) -> String {
        result.corrections.reduce(said) { ParseResult.replacingWord($1.from, with: $1.to, in: $0) }
    }

    /// A free-text slot as the user spelled it (see `ParseResult.typedText`): for what is stored.
    public func typedText(_ name: String) -> String? {
        result.typedText(name) ?? text(name)
    }

    public func text(_ name: String) -> String? {
        switch result[slot: name] {
        case .text(let text)?, .name(let text)?: text
        case .number(let number)?: JSONValue.format(number)
        default: nil
        }
    }

    /// The task a command points at: every task matching the selection when the grammar matched
    /// a bulk form (the `all` or `status` slot, or `whole` for the to-do list as a whole: "clear my
    /// to-do list"), else the one the `ref` text names.
    public func taskReference() -> TaskReference? {
        if result[slot: "all"] != nil || result[slot: "status"] != nil || result[slot: "whole"] != nil || (result.intent != "task.list" && result[slot: "only"] != nil) {
            return .all(TaskSelection(status: status(), project: name("project"), priority: priority("priority"), due: selectedDays("when"), onlyReminders: name("only") == "reminder" ? true : nil))
        }
        // "it", "that", "it's" in a follow-up ("and make it p1"): the task talked about last.
        if result[slot: "it"] != nil { return .lastMentioned }
        // "cancel Jack's piano": the owner said apart is part of the words that find the item.
        let leads = result.valueMaps.words("t_number_lead")
        if let owner = text("owner"), let ref = text("ref") { return TaskReference(text: "\(owner)'s \(ref)", numberLeads: leads) }
        // "cancel the dentist": an open item named by some of its words (an `item` entity).
        return (text("ref") ?? text("named")).flatMap { TaskReference(text: $0, numberLeads: leads) }
    }

    /// A title whose verb the grammar matched apart ("call mom tomorrow": `verb` call, `title`
    /// mom): the verb as typed is the title's first word, then the determiner (`det`) if said.
    func verbTitle() -> String? {
        guard let verb = result.slots.first(where: { $0.name == "verb" })?.scalars, let title = typedText("title") else { return typedText("title") }
        // A determiner matched apart ("finish the report") is the title's too.
        let determiner = result.slots.first(where: { $0.name == "det" })?.scalars.map { result.input.substring($0) + " " } ?? ""
        return "\(result.input.substring(verb)) \(determiner)\(title)"
    }

    /// An event's title with its kind kept: "meeting with Sean", "call with the team". Generic
    /// words ("event", "entry") are not part of a title: the grammar gives them their own slot
    /// (`t_evgeneric`), or the value `generic` (`t_evnew`).
    func eventTitle() -> String? {
        // Where it is, said after when ("christmas party dec 19 7pm at jess's"), ends the title as said.
        guard let whereSlot = result.slots.first(where: { $0.name == "where" })?.scalars,
              let placeSlot = result.slots.first(where: { $0.name == "place" })?.scalars else { return namedTitle() }
        let place = result.input.substring(whereSlot.lowerBound..<placeSlot.upperBound)
        return namedTitle().map { "\($0) \(place)" } ?? place
    }

    private func namedTitle() -> String? {
        // A plan told with its verb ("I want to meet with Sara tomorrow"): the verb is part of the title.
        if result.slots.contains(where: { $0.name == "verb" }) { return verbTitle() }
        let title = typedText("title")
        guard let kindSlot = result.slots.first(where: { $0.name == "kind" || $0.name == "occasion" || $0.name == "annual" || $0.name == "noun" || $0.name == "gathering" || $0.name == "event" || $0.name == "visit" || $0.name == "activity" || $0.name == "drink" || $0.name == "travel" }), let kindScalars = kindSlot.scalars,
              case .name(let folded) = kindSlot.value, folded != "generic" else { return title }
        // As typed, unless the typo stage read it as another word ("apointment" is “appointment”).
        let typed = result.input.substring(kindScalars)
        var kind = result.corrections.contains(where: { $0.scalars.overlaps(kindScalars) }) ? folded : typed
        // "a team meeting": the word that says what kind of meeting belongs to its name.
        if let modifier = result.slots.first(where: { $0.name == "mod" })?.scalars {
            kind = "\(result.input.substring(modifier)) \(kind)"
        }
        guard let title else { return kind }
        if let preposition = result.slots.first(where: { $0.name == "prep" }).flatMap(\.scalars) {
            return "\(kind) \(result.input.substring(preposition)) \(title)"
        }
        let titleStart = result.slots.first(where: { $0.name == "title" })?.scalars?.lowerBound ?? 0
        return kindScalars.lowerBound < titleStart ? "\(kind) \(title)" : "\(title) \(kind)"
    }

    /// What a reminder is about when the sentence told it before asking ("I have a meeting with
    /// Sean at 4pm, can you remind me?"): the told thing, only when a time came with it.
    func toldEvent() -> String? {
        guard let context = text("context"), result[slot: "when"] != nil || result[slot: "repeat"] != nil else { return nil }
        // The longest lead (`event_lead`) the words start with; what follows is the event.
        let words = context.split(separator: " ").map(String.init)
        guard let lead = result.valueMaps.leadingPhrase(of: "event_lead", in: words), lead < words.count else { return nil }
        return words.dropFirst(lead).joined(separator: " ")
    }

    /// An alarm or a wake-up call that says only when ("wake me up at 6", "set an alarm for 6:30
    /// tomorrow"): a bare hour is the morning (`AlarmTime`). Nil when the reminder says what it is
    /// about, or no time at all.
    func alarm() -> ReminderAdd? {
        var when: DueDate?
        if case .temporal(let entity)? = result[slot: "when"] {
            when = AlarmTime(result.valueMaps).due(entity.asPoint, now: context.now, timeZone: context.timeZone)
        }
        if let said = text("what") {
            // "set an alarm for 6": the hour was read as words.
            guard let due = AlarmTime.due(hourText: said, day: when, now: context.now, timeZone: context.timeZone) else { return nil }
            when = due
        }
        let repeats = recurrence("repeat").map(AlarmTime(result.valueMaps).recurrence)
        guard when != nil || repeats != nil, let title = alarmTitle(hasTime: true) else { return nil }
        if var moved = when, let before = reminderOffset() {
            moved.date = moved.date.addingTimeInterval(-before)
            when = moved
        }
        return ReminderAdd(what: title, when: when, recurrence: repeats, person: person("person"))
    }

    /// What an alarm reminds of: an alarm ("set an alarm for 7am", "wake me up at 6") says only
    /// when, and is a reminder called "Alarm" or "Wake up" at that time rather than a question.
    func alarmTitle(hasTime: Bool = false) -> String? {
        guard hasTime || result[slot: "when"] != nil || result[slot: "repeat"] != nil else { return nil }
        // The grammar names the kind (`t_alarmword`, `t_wake`): an alarm, or being woken.
        if name("alarm") == "alarm" { return "Alarm" }
        if name("alarm") == "wake" || name("wake") == "wake" { return "Wake up" }
        return nil
    }

    func status() -> TaskQuery.Status? {
        // "what did I finish": the verb asks for what is done.
        if name("done") != nil { return .completed }
        // The grammar's value map gives one of the statuses' names ("late" arrives as `overdue`).
        return name("status").map { TaskQuery.Status(rawValue: $0) ?? .open }
    }

    /// A person named in the command; "me", "us" and "myself" are the user, not a person
    /// (`person_self`).
    /// A `t_share` value: "shared" is true, "private" false.
    public func sharing(_ name: String) -> Bool? {
        switch text(name) {
        case "shared"?: true
        case "private"?: false
        default: nil
        }
    }

    /// A list said in free text ("peanuts, shellfish and eggs"), as its items' names.
    public func itemNames(_ name: String) -> [String] {
        text(name).map { ListItemPhrase.split($0, words: ItemWords(result.valueMaps)).map(\.name) } ?? []
    }

    /// A pronoun (`person_pointer`) is the member talked about last, when there is one.
    public func person(_ name: String) -> String? {
        guard var person = text(name)?.trimmingCharacters(in: .whitespaces), !person.isEmpty else { return nil }
        if person.lowercased().hasSuffix("'s") || person.hasSuffix("\u{2019}s") { person = String(person.dropLast(2)) }
        if let member = context.lastMember, result.valueMaps.words("person_pointer", contain: person) { return member }
        return result.valueMaps.words("person_self", contain: person) ? nil : person
    }

    /// The input from where free-text slot `name` starts to the end of the sentence: the words a
    /// pattern matched after the slot ("cm" in "I'm …, 180 cm") belong to what it says.
    public func throughEnd(_ name: String) -> String? {
        guard let start = result.slots.first(where: { $0.name == name })?.scalars?.lowerBound else { return nil }
        return result.input.substring(start..<result.input.scalarCount)
    }

    public func number(_ name: String) -> Double? {
        if case .number(let value)? = result[slot: name] { return value }
        return nil
    }

    /// A number slot as a count of `kind`, refused outside the kind's range.
    public func count(_ name: String, as kind: QuantityKind) throws(QuantityOutOfRange) -> Int? {
        guard let value = number(name) else { return nil }
        return try kind.count(value)
    }

    /// A duration slot read as an age in years ("6 years old"), refused outside the range of an age.
    func years(_ name: String) throws(QuantityOutOfRange) -> Int? {
        guard let seconds = duration(name) else { return nil }
        return try QuantityKind.age.count((seconds / 31_536_000).rounded())
    }

    /// A duration slot in minutes, refused outside the range of a number of minutes.
    public func minutes(_ name: String) throws(QuantityOutOfRange) -> Double? {
        guard let seconds = duration(name) else { return nil }
        return try QuantityKind.minutes.amount(seconds / 60)
    }

    /// The slot's words exactly as written ("1 1/2", not 1.5).
    public func said(_ name: String) -> String? {
        guard let slot = result.slots.first(where: { $0.name == name }), let range = slot.scalars else { return text(name) }
        let scalars = result.text.unicodeScalars
        let lower = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
        let upper = scalars.index(lower, offsetBy: range.count)
        return String(scalars[lower..<upper])
    }

    public func name(_ name: String) -> String? {
        if case .name(let value)? = result[slot: name] { return value }
        return nil
    }

    public func names(_ name: String) -> [String] {
        switch result[slot: name] {
        case .list(let values)?: values.compactMap { if case .name(let value) = $0 { value } else { nil } }
        case .name(let value)?: [value]
        default: []
        }
    }

    public func priority(_ name: String) -> Int? {
        if case .priority(let level)? = result[slot: name] { return level }
        return nil
    }

    /// A due date is one moment: a part of the day read as a period ("this evening") is due at
    /// its default hour (`TemporalEntity.asPoint`).
    public func due(_ name: String) -> DueDate? {
        guard case .temporal(let entity)? = result[slot: name] else { return nil }
        return DueDate(entity.asPoint.value, now: context.now, timeZone: context.timeZone)
    }

    /// A time slot that names no day ("3pm", "at 9:30"): the clock time alone.
    /// The resolver gives such a time as a clock, or as an instant today typed `.time`.
    public func clockTime(_ name: String) -> ClockTime? {
        guard case .temporal(let entity)? = result[slot: name] else { return nil }
        switch entity.value {
        case .clock(let clock):
            return clock
        case .instant(let date, _) where entity.type == .time:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = context.timeZone
            let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
            return ClockTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
        default:
            return nil
        }
    }

    /// A due date moved earlier by `before` seconds ("an hour before my 2pm appointment": 1pm).
    public func due(_ name: String, before: Double?) -> DueDate? {
        guard var due = due(name) else { return nil }
        if let before { due.date = due.date.addingTimeInterval(-before) }
        return due
    }

    /// "my evening", "my day": that part of today (`t_daypart`), as the date reader bounds it.
    func partOfToday(_ name: String) -> TimeWindow? {
        guard let word = self.name(name) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let midnight = calendar.startOfDay(for: context.now)
        let hours: (start: Int, end: Int) = PartOfDay(rawValue: word)?.hours ?? (0, 24)
        // Clock hours, not hours elapsed since midnight: a day with a clock change keeps 16:00 at 16:00.
        func at(_ hour: Int) -> Date? {
            hour < 24 ? calendar.date(bySettingHour: hour, minute: 0, second: 0, of: midnight) : calendar.date(byAdding: .day, value: 1, to: midnight)
        }
        guard let start = at(hours.start), let end = at(hours.end) else { return nil }
        return TimeWindow(start: start, end: end, text: word == "day" ? "today" : "this \(word)")
    }

    /// A time of day alone ("the 5 pm alarm") matches on any day; anything else is a window.
    func dueFilter(_ name: String) -> DueFilter? {
        guard case .temporal(let found)? = result[slot: name] else { return nil }
        if found.asPoint.type == .time, let time = clock(name) { return .clock(time, context.timeZone, eitherHalf: found.clockAsSaid != nil) }
        return window(name).map { .within($0) }
    }

    /// A stretch of time: a part of a named day is all of it ("friday afternoon", 12:00-16:00).
    /// The coming weekend, Saturday to Monday; from now on a Saturday or Sunday.
    func weekend() -> TimeWindow? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let today = calendar.startOfDay(for: context.now)
        let weekday = calendar.component(.weekday, from: today)  // 1 = Sunday, 7 = Saturday
        let daysToMonday = (9 - weekday) % 7 == 0 ? 7 : (9 - weekday) % 7
        guard let monday = calendar.date(byAdding: .day, value: daysToMonday, to: today),
              let saturday = calendar.date(byAdding: .day, value: -2, to: monday) else { return nil }
        return TimeWindow(start: max(saturday, context.now), end: monday, text: "this weekend")
    }

    public func window(_ name: String) -> TimeWindow? {
        guard case .temporal(let entity)? = result[slot: name] else { return nil }
        return TimeWindow(entity.asPeriod, timeZone: context.timeZone)
    }

    /// The days a bulk selection names: "everything from today" (a range open after a day, as the
    /// reader gives "from today") is that day's items, not everything from then on; "from next
    /// week" (a week) stays as read.
    func selectedDays(_ name: String) -> TimeWindow? {
        guard case .temporal(let entity)? = result[slot: name] else { return nil }
        if case .range(let start?, nil, .day) = entity.value {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = context.timeZone
            if calendar.startOfDay(for: start) == start, let end = calendar.date(byAdding: .day, value: 1, to: start) {
                return TimeWindow(start: start, end: end, text: entity.plainText)
            }
        }
        return window(name)
    }

    /// The end of a range given for an event ("3-4pm"), when there is one; a part of the day
    /// ("this afternoon") is the event's start time, not its length.
    public func rangeEnd(_ name: String) -> Date? {
        guard case .temporal(let entity)? = result[slot: name], case .range(.some, let end, _) = entity.asPoint.value else { return nil }
        return end
    }

    public func recurrence(_ name: String) -> Recurrence? {
        if case .temporal(let entity)? = result[slot: name], case .recurrence(let recurrence) = entity.value { return recurrence }
        return nil
    }

    /// "remind me 10 min before" (`reminder_offset`), or "remind me at 8" (`reminder`): a clock
    /// time alone is on the due day when the task has one, else its next occurrence.
    func taskReminder(due: DueDate?) -> TaskReminder? {
        if name("days_ahead") == DueDate.eveningValue, let due {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = context.timeZone
            return due.eveningReminder(calendar: calendar)
        }
        if let seconds = reminderOffset() { return .before(seconds: seconds) }
        guard case .temporal(let entity)? = result[slot: "reminder"] else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        if let clock = clock("reminder"), let due, let onDueDay = calendar.date(bySettingHour: clock.hour, minute: clock.minute, second: clock.second, of: due.date) {
            return .at(onDueDay)
        }
        return DueDate(entity.asPoint.value, now: context.now, timeZone: context.timeZone).map { .at($0.date) }
    }

    /// A time of day as said ("7:30", "6:30am"), not moved to its next occurrence: a setting's time
    /// is the same every day.
    public func clock(_ name: String) -> ClockTime? {
        guard case .temporal(let found)? = result[slot: name] else { return nil }
        let entity = found.asPoint
        switch entity.value {
        case .clock(let time): return time
        case .instant(let date, _) where entity.type == .time:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = context.timeZone
            let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
            return ClockTime(hour: parts.hour!, minute: parts.minute!, second: parts.second!)
        default: return nil
        }
    }

    /// A clock for something of the morning (the morning brief): said without am/pm it is the
    /// hour as written ("at 7" is 07:00, not the 19:00 a task due "at 7" gets); a bare number
    /// typed as the value ("set the morning brief to 7") is that hour.
    func morningClock(_ name: String) -> ClockTime? {
        if case .temporal(let entity)? = result[slot: name], let said = entity.clockAsSaid { return said }
        if case .text(let text)? = result[slot: name], let hour = Int(text.trimmingCharacters(in: .whitespaces)), (1...12).contains(hour) {
            return ClockTime(hour: hour, minute: 0)
        }
        return dailyClock(name)
    }

    /// How a thing named by a value-mapped slot repeats, when the value map's value is a schedule in
    /// the temporal resolver's words (`t_annual`: a birthday told as a fact is `yearly`).
    func saidRecurrence(_ name: String) -> Recurrence? {
        guard let value = self.name(name) else { return nil }
        let read = TemporalResolver(context: context.temporalContext).entities(in: value)
        guard read.count == 1, case .recurrence(let recurrence)? = read.first?.value else { return nil }
        return recurrence
    }

    /// The time of day of a daily setting ("morning brief at 7:30"): read as on a day that has not
    /// begun, so a time without am/pm is its first occurrence of the day (07:30), not the next one from
    /// now (19:30 when asked at 09:00); "7:30pm" stays 19:30.
    func dailyClock(_ name: String) -> ClockTime? {
        guard case .temporal(let entity)? = result[slot: name] else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        var temporal = context.temporalContext
        temporal.now = calendar.startOfDay(for: context.now)
        let again = TemporalResolver(context: temporal).entities(in: entity.text)
        guard again.count == 1, let only = again.first?.asPoint else { return clock(name) }
        switch only.value {
        case .clock(let time): return time
        case .instant(let date, _) where only.type == .time:
            let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
            return ClockTime(hour: parts.hour!, minute: parts.minute!, second: parts.second!)
        default: return clock(name)
        }
    }

    public func duration(_ name: String) -> Double? {
        if case .temporal(let entity)? = result[slot: name], case .duration(let seconds) = entity.value { return seconds }
        return nil
    }

    /// How far ahead a reminder is: a length said ("10 min before", `reminder_offset`) or the
    /// day before, said so (`days_ahead`, a value in seconds).
    func reminderOffset() -> Double? {
        duration("reminder_offset") ?? name("days_ahead").flatMap { $0 == DueDate.eveningValue ? 86_400 : Double($0) }
    }
}
