import Foundation
import Intents
import Nutrition
import Numbers

private let say = Replies.nutrition

/// Meal logging, nutrition questions, body profile and goals.
extension Executor {
    static let meals = MealParser.bundled()

    mutating func logMeal(_ log: MealLog) -> Reply {
        // The line's own tokens when the food is a part of it; a text put together is tokenized here.
        let parsed = log.words.map { Self.meals.parse($0) } ?? Self.meals.parse(log.text)
        let resolved = Self.resolved(parsed)
        let unresolved = parsed.unresolved.map { say.foodUnread(food: $0.foodPhrase, reason: $0.question ?? say.foodUnknown()) }
        guard !resolved.isEmpty else {
            let reason = unresolved.isEmpty ? say.foodNone() : unresolved.joined(separator: "\n")
            return Reply(say.logNothing(reason: reason), outcome: .notDone, intent: "meal.log",
                         question: offeredParts(parsed, meal: log.meal ?? parsed.meal?.rawValue, when: log.when, adds: false))
        }
        if let (item, refusal) = Self.outOfRange(resolved) {
            return Reply(say.logNothing(reason: say.foodUnread(food: item.text, reason: refusal)), outcome: .notDone, intent: "meal.log")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        // A day said with no time ("on monday"): that day at this time of day, never past now.
        var eaten = log.when?.date ?? now
        if let when = log.when, !when.hasTime, !calendar.isDate(when.date, inSameDayAs: now) {
            let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: when.date)).day ?? 0
            eaten = min(calendar.date(byAdding: .day, value: days, to: now) ?? now, max(now, when.date))
        }
        let earlier = !calendar.isDate(eaten, inSameDayAs: now) ? say.logEarlier(day: format.due(DueDate(date: eaten, hasTime: false))) : ""
        let said = log.meal ?? parsed.meal?.rawValue
        let foods = Self.loggedFoods(resolved)
        let listed = Self.listed(foods)
        var lines: [String]
        if log.adds, let index = mealJustLogged(named: said, on: eaten) {
            // "too", "also": the meal just logged (of that name, when one is said) gets the food.
            let meal = state.model.meals[index].meal ?? say.mealLast()
            state.checkpoint(say.changeAddedTo(meal: meal))
            state.model.meals[index].items += foods
            let total = state.model.meals[index].items.map(\.nutrients).reduce(.zero, +)
            lines = [say.added(meal: meal, foods: listed, Meal: ReplyFormat.capitalised(meal), kcal: Self.kcal(total.kcal))]
        } else {
            // No meal word: the hour it was eaten says which (oatmeal at 07:30 is breakfast).
            let meal = said ?? Meal.at(hour: calendar.component(.hour, from: eaten)).rawValue
            state.checkpoint(say.changeLogged(meal: meal))
            state.model.meals.append(MealEntry(eaten: eaten, meal: meal, items: foods))
            let total = foods.map(\.nutrients).reduce(.zero, +)
            lines = [say.logged(meal: meal, earlier: earlier, foods: listed, kcal: Self.kcal(total.kcal))]
        }
        let assumed = foods.flatMap(\.assumed)
        if !assumed.isEmpty { lines.append(say.assumed(assumed: assumed.joined(separator: "; "))) }
        if !unresolved.isEmpty { lines.append(say.notLogged(unread: unresolved.joined(separator: " "))) }
        state.model.lastMention = .meal
        lines += resolved.flatMap { Self.warnings(for: $0.food!, restrictions: state.model.nutrition.restrictions) }
        let meal = log.adds ? said : (said ?? state.model.meals.last?.meal)
        return Reply(lines.joined(separator: "\n"), intent: "meal.log",
                     question: offeredParts(parsed, meal: meal, when: log.when, adds: true))
    }

    /// The items of a parse with a food, a weight and nutrients: what can be logged.
    static func resolved(_ parsed: MealParse) -> [MealItem] {
        parsed.items.filter { $0.food != nil && $0.grams != nil && $0.nutrients != nil }
    }

    /// The warnings for a food under a diet and allergies, each a line: "Warning: …".
    static func warnings(for food: Food, restrictions: DietaryRestrictions) -> [String] {
        DietaryCheck.warnings(for: food, restrictions: restrictions).map { say.warning(warning: warning($0, food: food)) }
    }

    /// A warning in words: what the food may contain or is tagged, and whose allergy or diet it
    /// does not fit (`member` nil: the user's). The tags are hints, and each warning says so.
    static func warning(_ warning: DietaryWarning, food: Food, member: String? = nil) -> String {
        guard warning.reason == "allergy" else { return say.warningDiet(food: food.name, tag: warning.tag, diet: warning.reason) }
        // An allergy's tag as said: "tree_nut" is "tree nut".
        let allergen = warning.tag.replacingOccurrences(of: "_", with: " ")
        return member.map { say.warningAllergyMember(food: food.name, allergen: allergen, member: $0) } ?? say.warningAllergy(food: food.name, allergen: allergen)
    }

    /// Resolved items as they are kept in a log.
    static func loggedFoods(_ resolved: [MealItem]) -> [LoggedFood] {
        resolved.map { item in
            LoggedFood(text: item.text, foodID: item.food!.id, foodName: item.food!.name, grams: item.grams!, nutrients: item.nutrients!, assumed: item.assumed)
        }
    }

    /// "2 eggs (100 g, 143 kcal), toast (27 g, 78 kcal)".
    static func listed(_ foods: [LoggedFood]) -> String {
        foods.map { say.food(food: $0.text, grams: grams($0.grams), kcal: kcal($0.nutrients.kcal)) }.joined(separator: ", ")
    }

    /// "Should I log it as shrimp?": when every food left unread is a dish made of known foods and
    /// nothing else, "yes" logs those foods (into the meal just logged, when part of it was).
    func offeredParts(_ parsed: MealParse, meal: String?, when: DueDate?, adds: Bool) -> PendingQuestion? {
        let unread = parsed.unresolved
        guard !unread.isEmpty, unread.allSatisfy({ !$0.match.parts.isEmpty && $0.match.unknownWords.isEmpty }) else { return nil }
        let names = unread.flatMap { $0.match.parts.map(\.name) }
        let text = ReplyFormat.list(names)
        let intent = Intent.mealLog(MealLog(text: text, meal: meal, when: when, adds: adds))
        return PendingQuestion(kind: .confirmation(summary: say.confirmLog(foods: text)), intent: intent, asked: now)
    }

    /// Whether a meal belongs to a window: eaten in it, or, for a window inside one day ("lunch
    /// today" reads as lunchtime), logged that day as the meal eaten at that hour, whenever it
    /// was logged ("log an apple for lunch" at 09:00 is lunch).
    func belongs(_ entry: MealEntry, to window: TimeWindow) -> Bool {
        if entry.eaten >= window.start && entry.eaten < window.end { return true }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        guard window.end.timeIntervalSince(window.start) < 86_400, calendar.isDate(entry.eaten, inSameDayAs: window.start),
              let meal = entry.meal.flatMap({ Meal.named($0.lowercased()) }) else { return false }
        return meal == Meal.at(hour: calendar.component(.hour, from: window.start))
    }

    /// The meal a "too" adds to: the last one logged on that day (the last of that name, when a meal is said).
    func mealJustLogged(named meal: String?, on day: Date) -> Int? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        return state.model.meals.indices.last { index in
            let entry = state.model.meals[index]
            guard calendar.isDate(entry.eaten, inSameDayAs: day) else { return false }
            guard let meal, let named = Meal.named(meal.lowercased()) else { return true }
            return entry.meal.flatMap { Meal.named($0.lowercased()) } == named
        }
    }

    /// Removes the most recent logged food matching the words ("remove the toast").
    mutating func removeFood(_ words: String) -> Reply {
        guard let found = loggedFood(matching: words) else {
            return Reply(say.foodNotFound(words: words), outcome: .notDone, intent: "meal.remove")
        }
        return removeFood(at: found)
    }

    private mutating func removeFood(at found: (meal: Int, item: Int)) -> Reply {
        let (mealIndex, itemIndex) = found
        let food = state.model.meals[mealIndex].items[itemIndex]
        state.checkpoint(say.changeFoodRemoved(food: food.text))
        state.model.meals[mealIndex].items.remove(at: itemIndex)
        if state.model.meals[mealIndex].items.isEmpty { state.model.meals.remove(at: mealIndex) }
        return Reply(say.foodRemoved(food: food.text, kcal: Self.kcal(food.nutrients.kcal)), intent: "meal.remove")
    }

    /// "delete my last meal": the meal logged most recently, whole.
    mutating func removeLastMeal() -> Reply {
        // The meal eaten last; of meals eaten at the same moment (logged without a time, all "now"),
        // the one logged last.
        guard let index = state.model.meals.indices.max(by: { (state.model.meals[$0].eaten, $0) < (state.model.meals[$1].eaten, $1) }) else {
            return Reply(say.loggedNone(), outcome: .notDone, intent: "meal.remove")
        }
        let meal = state.model.meals[index]
        let kcal = meal.items.reduce(0) { $0 + $1.nutrients.kcal }
        state.checkpoint(say.changeRemoved(meal: meal.meal ?? say.meal()))
        state.model.meals.remove(at: index)
        return Reply(say.mealRemoved(meal: meal.meal ?? say.meal(), foods: meal.items.map(\.text).joined(separator: ", "), kcal: Self.kcal(kcal)), intent: "meal.remove")
    }

    /// "remove the toast" reads as deleting a task: when no task has those words and a logged food does,
    /// the food is what was meant.
    mutating func deleteTaskOrFood(_ reference: TaskReference) -> Reply {
        if case .notFound = TaskLookup.find(reference, in: state, lexicon: lexicon, includeCompleted: true) {
            if case .words(let words) = reference, let found = loggedFood(matching: words) { return removeFood(at: found) }
            // "delete yesterday's pizza", "remove the pizza from last night": a food eaten then.
            if case .wordsDue(let words, let due) = reference, let found = loggedFood(matching: words, eaten: { self.eaten($0, matches: due) }) {
                return removeFood(at: found)
            }
        }
        return delete(reference)
    }

    /// Whether a meal eaten at `date` is one `due` names: on the day its window starts ("last
    /// night" starts after dinner was eaten; "the pizza from yesterday" is a window from yesterday
    /// on, which means the day), or within a window of a month or less ("this week").
    private func eaten(_ date: Date, matches due: DueFilter) -> Bool {
        guard case .within(let window) = due else { return due.matches(date, hasTime: true) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        if calendar.isDate(date, inSameDayAs: window.start) { return true }
        return window.end.timeIntervalSince(window.start) <= 31 * 86_400 && due.matches(date, hasTime: true)
    }

    /// The most recent logged food whose words include all of `words` (meal, item), of a meal
    /// `eaten` accepts.
    func loggedFood(matching words: String, eaten: (Date) -> Bool = { _ in true }) -> (meal: Int, item: Int)? {
        let wanted = itemWords(words)
        guard !wanted.isEmpty else { return nil }
        for mealIndex in state.model.meals.indices.reversed() where eaten(state.model.meals[mealIndex].eaten) {
            if let itemIndex = state.model.meals[mealIndex].items.lastIndex(where: { Self.food($0, has: wanted) }) {
                return (mealIndex, itemIndex)
            }
        }
        return nil
    }

    /// The words that name a logged item: "the scrambled eggs" → ["scrambled", "eggs"].
    func itemWords(_ words: String) -> [String] {
        let filler = lexicon[.foodFiller]
        return words.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init).filter { !filler.contains($0) }
    }

    /// True when every word appears in the food's text or name (singular or plural).
    static func food(_ food: LoggedFood, has words: [String]) -> Bool {
        let name = (food.text + " " + food.foodName).lowercased()
        return words.allSatisfy { name.contains($0) || name.contains(WordForms.singular($0)) }
    }

    /// Changes the amount, or the whole item, of something logged: "actually it was 3 eggs", "make that 2
    /// slices of toast", "change the eggs to 3", "the eggs at breakfast were 3". The item is the one named,
    /// else the one with the same food (or the same head word: "a coke" for "a diet coke"), else the only
    /// one; when that leaves a choice the reply asks instead of guessing.
    mutating func editMeal(_ edit: MealEdit) -> Reply {
        // A correction goes to the thing talked about last: items just added to a list are changed there.
        if case .listItems(let list, let names)? = state.model.lastMention, !names.isEmpty {
            return correctListItem(edit, list: list, names: names)
        }
        guard let mealIndex = mealIndex(for: edit) else {
            let text = edit.meal.map { say.editMealNotFound(meal: $0) } ?? say.editNone()
            return Reply(text, outcome: .notDone, intent: "meal.edit")
        }
        let entry = state.model.meals[mealIndex]
        let mealName = entry.meal ?? say.mealLast()
        let listed = entry.items.map(\.text).joined(separator: ", ")
        var target: Int?
        if let item = edit.item {
            let wanted = itemWords(item)
            target = entry.items.lastIndex { Self.food($0, has: wanted) }
            if target == nil {
                return Reply(say.editItemNotFound(item: item, meal: mealName, foods: listed), outcome: .notDone, intent: "meal.edit")
            }
        }
        let which = say.editWhich(meal: mealName, items: entry.items.map { say.quoted(food: $0.text) }.joined(separator: say.or()))
        let changed: MealItem
        if Self.meals.amountOnly(edit.value) != nil {
            // "change the eggs to 3": a new amount of the same food; "one slice": the one item
            // counted in that measure.
            let measure = edit.value.split(separator: " ").last.map { WordForms.singular($0.lowercased()) }
            let inMeasure = measure.map { word in
                entry.items.indices.filter { entry.items[$0].text.lowercased().split(separator: " ").contains { WordForms.singular(String($0)) == word } }
            } ?? []
            guard let index = target ?? (entry.items.count == 1 ? 0 : nil) ?? (inMeasure.count == 1 ? inMeasure[0] : nil) else {
                return Reply(which, outcome: .notDone, intent: "meal.edit")
            }
            let old = entry.items[index]
            guard let food = Self.meals.matcher.table.food(id: old.foodID),
                  let item = Self.meals.item(old.text, of: food, withAmount: edit.value) else {
                return Reply(say.editAmountUnread(value: edit.value, food: old.text), outcome: .notDone, intent: "meal.edit")
            }
            target = index
            changed = item
        } else {
            // "actually it was 3 eggs", "make it a diet coke": a whole new item.
            let parsed = Self.meals.parse(edit.value)
            guard parsed.items.count == 1, let item = parsed.items.first else {
                return Reply(say.editOne(), outcome: .notDone, intent: "meal.edit")
            }
            if item.food == nil || item.grams == nil, let (index, same) = Self.sameFoodNewAmount(item, in: entry.items, target: target) {
                target = index
                changed = same
            } else {
            guard let food = item.food, item.grams != nil, item.nutrients != nil else {
                return Reply(say.editNothing(reason: say.foodUnread(food: item.foodPhrase, reason: item.question ?? say.foodUnknown())), outcome: .notDone, intent: "meal.edit")
            }
            let head = FoodLexicon.keys(item.foodPhrase).last
            target = target
                ?? entry.items.lastIndex { $0.foodID == food.id }
                ?? head.flatMap { head in entry.items.lastIndex { FoodLexicon.keys($0.text + " " + $0.foodName).contains(head) } }
                ?? (entry.items.count == 1 ? 0 : nil)
            guard target != nil else {
                let example = itemWords(FoodLexicon.keys(entry.items[entry.items.count - 1].text).suffix(1).joined()).joined(separator: " ")
                return Reply(say.editNotIn(food: item.foodPhrase, meal: mealName, foods: listed, example: example, item: item.text), outcome: .notDone, intent: "meal.edit")
            }
            changed = Self.keepingWhatIsNotNamed(item, of: entry.items[target!]) ?? item
            }
        }
        if let (item, refusal) = Self.outOfRange([changed]) {
            return Reply(say.editNothing(reason: say.foodUnread(food: item.text, reason: refusal)), outcome: .notDone, intent: "meal.edit")
        }
        let index = target!
        let old = entry.items[index]
        let new = LoggedFood(text: changed.text, foodID: changed.food!.id, foodName: changed.food!.name, grams: changed.grams!,
                             nutrients: changed.nutrients!, assumed: changed.assumed)
        guard new.foodID != old.foodID || abs(new.grams - old.grams) >= 0.05 else {
            // The amount said is the one assumed ("the rice was 1 cup" after 1 cup was assumed): so noted.
            return Reply(say.editSame(Meal: ReplyFormat.capitalised(mealName), food: new.text, grams: Self.grams(old.grams)), outcome: .notDone, intent: "meal.edit")
        }
        state.checkpoint(say.changeChanged(old: old.text, new: new.text))
        state.model.meals[mealIndex].items[index] = new
        let total = state.model.meals[mealIndex].items.map(\.nutrients).reduce(.zero, +)
        var lines = [say.edited(meal: mealName, old: Self.listed([old]), new: Self.listed([new]), Meal: ReplyFormat.capitalised(mealName), kcal: Self.kcal(total.kcal))]
        if !new.assumed.isEmpty { lines.append(say.assumed(assumed: new.assumed.joined(separator: "; "))) }
        if new.foodID != old.foodID { lines += Self.warnings(for: changed.food!, restrictions: state.model.nutrition.restrictions) }
        return Reply(lines.joined(separator: "\n"), intent: "meal.edit")
    }

    /// "actually it was 2 sandwiches" of "a turkey sandwich": words that alone name no food (or
    /// none sure enough to log), all of them words of one logged item, with an amount, are that
    /// item with the new amount. The item is `target` when one was named, else the only one the
    /// words fit.
    static func sameFoodNewAmount(_ item: MealItem, in logged: [LoggedFood], target: Int?) -> (Int, MealItem)? {
        let fits = logged.indices.compactMap { index in keepingWhatIsNotNamed(item, of: logged[index]).map { (index, $0) } }
        return target.flatMap { target in fits.first { $0.0 == target } } ?? (fits.count == 1 ? fits[0] : nil)
    }

    /// A correction keeps what it does not name: "3 eggs" said of "2 scrambled eggs" names only the
    /// count, so the food stays scrambled eggs with the new amount. When every word of the new food
    /// phrase is already in the logged item (its text or food name), the new item is the logged food
    /// with the new amount; a word the logged item lacks ("a diet coke" for "a coke") names a new food,
    /// and nil is returned.
    /// The words need not name a food on their own ("2 sandwiches" of "a turkey sandwich").
    static func keepingWhatIsNotNamed(_ item: MealItem, of old: LoggedFood) -> MealItem? {
        let oldKeys = Set(FoodLexicon.keys(old.text + " " + old.foodName))
        let newKeys = FoodLexicon.keys(item.foodPhrase)
        guard !newKeys.isEmpty, newKeys.allSatisfy(oldKeys.contains), let amount = meals.amountText(of: item),
              let loggedFood = meals.matcher.table.food(id: old.foodID) else { return nil }
        return meals.item(old.text, of: loggedFood, withAmount: amount)
    }

    /// The meal an edit is about: the last one logged with that meal word (on that day, when said), else
    /// the last one logged (on that day, when said).
    func mealIndex(for edit: MealEdit) -> Int? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        return state.model.meals.indices.last { index in
            let entry = state.model.meals[index]
            if let meal = edit.meal, let named = Meal.named(meal.lowercased()), entry.meal.flatMap({ Meal.named($0.lowercased()) }) != named {
                return false
            }
            if let day = edit.when?.date, !calendar.isDate(entry.eaten, inSameDayAs: day) { return false }
            return true
        }
    }

    func answer(_ query: NutritionQuery) -> Reply {
        // "how many calories in that" right after a meal is logged: that meal.
        if query.aboutLastMeal {
            guard case .meal? = state.model.lastMention, let entry = state.model.meals.last else {
                return Reply(say.queryWhich(), outcome: .notDone, intent: "nutrition.query")
            }
            let total = entry.items.map(\.nutrients).reduce(.zero, +)
            let name = (entry.meal ?? say.meal()).lowercased()
            return Reply(say.queryThat(meal: name, foods: entry.items.map(\.text).joined(separator: ", "), figures: Self.describe(total, leading: query.measure)), intent: "nutrition.query")
        }
        if let food = query.food, !food.isEmpty {
            let parsed = Self.meals.parse(food)
            guard !parsed.items.isEmpty, parsed.unresolved.isEmpty else {
                return Reply(parsed.unresolved.first?.question ?? say.foodUnknown(), outcome: .notDone, intent: "nutrition.query")
            }
            if let (item, refusal) = Self.outOfRange(parsed.items) {
                return Reply(say.foodUnread(food: item.text, reason: refusal), outcome: .notDone, intent: "nutrition.query")
            }
            return Reply(parsed.items.map { say.queryFood(food: $0.text, grams: Self.grams($0.grams!), figures: Self.describe($0.nutrients!, leading: query.measure)) }.joined(separator: "\n"), intent: "nutrition.query")
        }
        let window = query.window ?? today()
        // "what did I have for breakfast", "how much protein was in dinner": that meal's entries
        // alone ("what's left for dinner" is the day's, with dinner to come).
        let asked = query.asksMeals || !(query.asksLeft || query.asksTarget) ? query.mealtime.flatMap { Meal.named($0.lowercased()) } : nil
        let eaten = state.model.meals.filter { belongs($0, to: window) && (asked == nil || $0.meal.flatMap { Meal.named($0.lowercased()) } == asked) }
        let total = eaten.flatMap(\.items).map(\.nutrients).reduce(.zero, +)
        let label = query.window?.text ?? say.today()
        let metric = query.metric?.lowercased()
        if let energy = query.energy { return energyBurned(energy) }
        if metric == nil || query.asksMeals {
            guard !eaten.isEmpty else {
                return Reply(asked == nil ? say.queryNothing(when: label) : say.queryNothingFor(meal: query.mealtime!.lowercased(), when: label), intent: "nutrition.query")
            }
            let lines = eaten.map { say.queryLine(meal: $0.meal ?? say.meal(), foods: $0.items.map(\.text).joined(separator: ", ")) }
            return Reply(([say.queryLogged(when: label)] + lines + [say.queryTotal(figures: Self.describe(total))]).joined(separator: "\n"), intent: "nutrition.query")
        }
        if query.asksLeft || query.asksTarget {
            guard let targets = dayTargets() else {
                let missing = state.model.nutrition.missing.joined(separator: ", ")
                let had = Self.kcal(total.kcal)
                // A whole profile whose targets are refused says why, not what is missing.
                if missing.isEmpty, let body = state.model.nutrition.body {
                    do { _ = try NutritionTargets.daily(body, goal: state.model.nutrition.goal, split: state.model.nutrition.split, insist: true) } catch {
                        return Reply(say.queryRefused(kcal: had, when: label, reason: "\(error)"), outcome: .notDone, intent: "nutrition.query")
                    }
                }
                return Reply(query.asksLeft ? say.queryLeftNoProfile(kcal: had, when: label, missing: missing) : say.queryTargetNoProfile(kcal: had, when: label, missing: missing),
                             outcome: .notDone, intent: "nutrition.query")
            }
            let nutrient = query.nutrient ?? .calories
            let (target, had) = Self.amounts(of: nutrient, targets: targets, eaten: total)
            let name = nutrient == .calories ? "" : say.of(nutrient: nutrient.rawValue)
            func show(_ value: Double) -> String { nutrient == .calories ? Self.kcal(value) : Self.grams(value) }
            if query.asksTarget {
                // The calories with the split they come in ("what's my macro split"); a macro with its share.
                let share = nutrient == .calories
                    ? say.targetMacros(macros: [NutritionQuery.TargetNutrient.carbs, .protein, .fat].map { macro in
                        say.targetMacro(macro: macro.rawValue, percent: Self.percent(Self.share(of: macro, in: targets.macros.split)),
                                        grams: Self.grams(Self.amounts(of: macro, targets: targets, eaten: total).target))
                    }.joined(separator: ", "))
                    : say.targetShare(percent: Self.percent(Self.share(of: nutrient, in: targets.macros.split)), kcal: Self.kcal(targets.kcal))
                return Reply(say.target(target: show(target), of: name, share: share), intent: "nutrition.query")
            }
            let left = target - had
            return Reply(say.left(left: show(max(0, left)), of: name, target: show(target), when: label, had: show(had), over: left < 0 ? say.leftOver(over: show(-left)) : ""),
                         intent: "nutrition.query")
        }
        if asked != nil, let meal = query.mealtime?.lowercased() {
            guard !eaten.isEmpty else { return Reply(say.queryNothingFor(meal: meal, when: label), intent: "nutrition.query") }
            return Reply(say.queryMeal(Meal: ReplyFormat.capitalised(meal), when: label, foods: eaten.flatMap(\.items).map(\.text).joined(separator: ", "),
                                       figures: Self.describe(total, leading: query.measure)), intent: "nutrition.query")
        }
        // A day's intake is measured against the day's target, when there is one.
        var remainder = ""
        if window.end.timeIntervalSince(window.start) <= 25 * 3600, let targets = dayTargets() {
            remainder = say.queryRemainder(remainder: Self.remainder(had: total.kcal, of: targets.kcal))
        }
        return Reply(say.queryWindow(When: ReplyFormat.capitalised(label), figures: Self.describe(total, leading: query.measure), remainder: remainder), intent: "nutrition.query")
    }

    /// "what's left for today" said by someone with a calorie target: the day's remainder of it, as
    /// a line to go with the tasks; nil without a target or for a window that is not today.
    func foodLeft(in window: TimeWindow?) -> String? {
        let window = window ?? today()
        guard window.end.timeIntervalSince(window.start) <= 25 * 3600, window.start <= now, now < window.end, let targets = dayTargets() else { return nil }
        let had = state.model.meals.filter { belongs($0, to: window) }.flatMap(\.items).map(\.nutrients).reduce(.zero, +).kcal
        return say.foodLeft(remainder: Self.remainder(had: had, of: targets.kcal), when: window.text, kcal: Self.kcal(had))
    }

    /// Whether a body measure said without a unit is in pounds and inches: the units the measures
    /// were last said in, else the units setting.
    func measuresInPounds(_ profile: NutritionProfile) -> Bool {
        profile.measuresImperial ?? (state.model.settings.units == .imperial)
    }

    /// "how am I doing this week" from someone who logs meals: the food of the window, a day's
    /// against its target, several days as the average of the days logged. Nil with no meals.
    func foodSummary(from start: Date, to end: Date) -> String? {
        let eaten = state.model.meals.filter { $0.eaten >= start && $0.eaten < end && $0.eaten <= now }
        guard !eaten.isEmpty else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let days = Set(eaten.map { calendar.startOfDay(for: $0.eaten) }).count
        let kcal = eaten.flatMap(\.items).map(\.nutrients.kcal).reduce(0, +)
        let target = dayTargets()?.kcal
        if end.timeIntervalSince(start) <= 25 * 3600 {
            let left = target.map { say.foodDayLeft(remainder: Self.remainder(had: kcal, of: $0)) } ?? ""
            return say.foodDay(kcal: Self.kcal(kcal), meals: eaten.count, left: left)
        }
        let average = kcal / Double(days)
        let against = target.map { say.foodDaysTarget(kcal: Self.kcal($0)) } ?? ""
        return say.foodDays(kcal: Self.kcal(average), days: days, target: against)
    }

    mutating func updateProfile(_ update: ProfileUpdate) -> Reply {
        var profile = state.model.nutrition
        profile.sex = update.sex ?? profile.sex
        profile.ageYears = update.ageYears ?? profile.ageYears
        profile.weightKg = update.weightKg ?? profile.weightKg
        profile.heightCm = update.heightCm ?? profile.heightCm
        profile.measuresImperial = update.saidImperial ?? profile.measuresImperial
        var assumedUnit: String?
        var nearLast = false
        if let unitless = update.unitless {
            // A number without a unit is in the units the user last said a measure in, else the
            // units setting: kg and cm, or pounds and inches.
            let imperial = measuresInPounds(profile)
            switch unitless.field {
            case .weight:
                var pounds = imperial
                // A weight far from the last one in those units and near it in the others is in the
                // others: "179.2" after 81 kg is pounds, not 98 kg gained in a day.
                if let last = state.model.nutrition.weightKg, last > 0 {
                    let kilograms = { (inPounds: Bool) in inPounds ? ImperialMeasures.kilograms(pounds: unitless.value) : unitless.value }
                    if abs(kilograms(pounds) - last) / last > 0.2, abs(kilograms(!pounds) - last) / last < 0.1 {
                        pounds.toggle()
                        nearLast = true
                    }
                }
                profile.weightKg = pounds ? ImperialMeasures.kilograms(pounds: unitless.value) : unitless.value
                assumedUnit = pounds ? "lb" : "kg"
            case .height:
                profile.heightCm = imperial ? unitless.value * ImperialMeasures.centimetersPerInch : unitless.value
                assumedUnit = imperial ? "inches" : "cm"
            }
        }
        profile.activity = update.activity ?? profile.activity
        profile.restrictions.preferences = Array(Set(profile.restrictions.preferences + update.preferences)).sorted { $0.rawValue < $1.rawValue }
        profile.restrictions.allergies = Array(Set(profile.restrictions.allergies + update.allergies)).sorted()
        // The same weight told again is a weigh-in all the same.
        if profile == state.model.nutrition, update.weightKg != nil || update.unitless?.field == .weight, let kilograms = profile.weightKg {
            state.checkpoint(say.changeWeighed())
            recordWeighIn(kilograms)
            return Reply(say.weighedSame(weight: weight(kilograms, pounds: measuresInPounds(profile))), intent: "profile.set")
        }
        guard profile != state.model.nutrition else {
            return Reply(say.profileUnchanged(), outcome: .notDone, intent: "profile.set")
        }
        state.checkpoint(say.changeProfile())
        let weighed = profile.weightKg != state.model.nutrition.weightKg
        state.model.nutrition = profile
        if weighed { recordWeighIn(profile.weightKg) }
        var text = say.profileUpdated()
        if let assumedUnit, let unitless = update.unitless {
            let why = nearLast ? say.unitNear(unit: assumedUnit)
                : profile.measuresImperial.map { $0 ? say.unitImperial() : say.unitMetric() } ?? say.unitSetting(units: state.model.settings.units.rawValue)
            let value = QuantityParser.format(unitless.value)
            let said = switch unitless.field {
            case .weight: say.profileWeightUnit(value: value, unit: assumedUnit, why: why)
            case .height: say.profileHeightUnit(value: value, unit: assumedUnit, why: why)
            }
            text += said
        }
        if !update.preferences.isEmpty || !update.allergies.isEmpty {
            text += say.profileWarns()
        }
        if let body = profile.body {
            do {
                let targets = try NutritionTargets.daily(body, goal: profile.goal, split: profile.split)
                text += say.profileDaily(kcal: Self.kcal(targets.kcal), bmr: Self.kcal(targets.bmr), factor: "\(body.activity.factor)", activity: body.activity.rawValue)
                if let goal = profile.calorieGoal { text += say.profileOwnGoal(kcal: Self.kcal(goal)) }
            } catch {
                text += say.profileRefused(reason: "\(error)")
            }
        } else if !profile.missing.isEmpty {
            text += say.profileNeeds(missing: profile.missing.joined(separator: ", "))
        }
        return Reply(text, intent: "profile.set")
    }

    mutating func setGoal(_ change: GoalChange) -> Reply {
        if let nutrient = change.nutrient, let amount = change.amount {
            return setTarget(nutrient, to: amount)
        }
        if let (macro, percent) = change.macroPercent {
            return setMacro(macro, to: percent, insist: change.insist)
        }
        if let target = change.targetWeight {
            return setGoalWeight(target, mass: change.targetMass)
        }
        if var goal = change.weightGoal {
            // "lose 10 pounds by march": the pace that gets there, in whole weeks from today.
            if let total = change.totalPounds, let by = change.by {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = format.timeZone
                let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: by)).day ?? 0
                let weeks = Double(days / 7)
                guard weeks >= 1 else {
                    return Reply(say.goalBySoon(day: format.due(DueDate(date: by, hasTime: false))), outcome: .notDone, intent: "goal.set")
                }
                // Never slower than the slowest pace the targets plan for (0.5 lb a week): the
                // total is then reached before the date.
                let rate = max((total / weeks * 10).rounded(.up) / 10, 0.5)
                if case .lose = goal { goal = .lose(poundsPerWeek: rate) }
                if case .gain = goal { goal = .gain(poundsPerWeek: rate) }
            }
            // Said in kilograms, or measured so: the reply speaks kilograms (the pace is kept in pounds).
            let metric = change.massSaid.map { $0 == "kg" } ?? !measuresInPounds(state.model.nutrition)
            let mass = { (pounds: Double) in metric ? Self.kilograms(pounds) : Self.pounds(pounds) }
            switch goal {
            case .lose(let rate), .gain(let rate):
                guard rate <= 2, rate >= 0.5 else {
                    // A pace worked out from a date says where it came from.
                    let from = change.by.flatMap { by in change.totalPounds.map { say.goalPaceFrom(total: mass($0), day: format.due(DueDate(date: by, hasTime: false)), pace: mass(rate)) } } ?? ""
                    let outside = from.isEmpty ? say.goalPaceOutside(pace: mass(rate)) : ""
                    return Reply(say.goalPaceSafe(from: from, range: metric ? say.goalPaceKg() : say.goalPaceLb(), outside: outside), outcome: .notDone, intent: "goal.set")
                }
            case .maintain:
                break
            }
            state.checkpoint(say.changeGoal())
            state.model.nutrition.goal = goal
            let pace: (loses: Bool, rate: Double)? = switch goal {
            case .lose(let rate): (true, rate)
            case .gain(let rate): (false, rate)
            case .maintain: nil
            }
            guard let (loses, rate) = pace else { return Reply(say.goalSetMaintain(), intent: "goal.set") }
            let weeks = change.totalPounds.map { say.goalWeeks(weeks: Int((($0 * 10).rounded() / 10 / rate).rounded(.up)), total: mass($0)) } ?? ""
            // "lose 15 pounds" from a known weight is a goal weight too.
            var reached = ""
            if let total = change.totalPounds, let current = state.model.nutrition.weightKg {
                let kg = current + (loses ? -1 : 1) * ImperialMeasures.kilograms(pounds: total)
                if (20...400).contains(kg) {
                    let pounds = measuresInPounds(state.model.nutrition)
                    state.model.nutrition.targetWeightKg = kg
                    state.model.nutrition.targetWeightUnit = pounds ? "lb" : "kg"
                    reached = say.goalReached(weight: pounds ? Self.pounds(ImperialMeasures.pounds(kilograms: kg)) : "\(Self.whole(kg)) kg")
                }
            }
            return Reply(loses ? say.goalSetLose(pace: mass(rate), weeks: weeks, reached: reached) : say.goalSetGain(pace: mass(rate), weeks: weeks, reached: reached), intent: "goal.set")
        }
        if let minutes = change.minutes {
            return set(SettingChange(key: .focusGoal, duration: minutes * 60))
        }
        return Reply(say.goalWhat(), outcome: .notDone, intent: "goal.set")
    }

    /// A mass kept in pounds, said in kilograms: "0.5 kg", "5 kg".
    static func kilograms(_ pounds: Double) -> String {
        let rounded = (ImperialMeasures.kilograms(pounds: pounds) * 10).rounded() / 10
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " kg"
    }

    /// "1 lb", "0.5 lb", "1.1 lb".
    static func pounds(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " lb"
    }

    /// The day's target and what was eaten of one nutrient: kcal for calories, grams for the macros.
    static func amounts(of nutrient: NutritionQuery.TargetNutrient, targets: DayTargets, eaten: Nutrients) -> (target: Double, had: Double) {
        switch nutrient {
        case .calories: return (targets.kcal, eaten.kcal)
        case .protein: return (targets.macros.proteinG, eaten.proteinG)
        case .carbs: return (targets.macros.carbsG, eaten.carbsG)
        case .fat: return (targets.macros.fatG, eaten.fatG)
        }
    }

    /// Sets one macro's percentage; the other two keep their ratio. A split outside the AMDR is refused
    /// with the reason unless `insist` ("anyway").
    mutating func setMacro(_ macro: MacroSplit.Macro, to percent: Double, insist: Bool) -> Reply {
        // The other two keep their ratio (docs/NUTRITION.md); a result outside the AMDR is refused
        // with the reason, never moved silently into range.
        let split = state.model.nutrition.split.setting(macro, to: percent)
        let said = Self.describe(split)
        if !split.amdrViolations.isEmpty && !insist {
            return Reply(say.macroRefused(macro: macro.rawValue, percent: Self.percent(percent), split: said, outside: split.amdrViolations.joined(separator: "; ")),
                         outcome: .notDone, intent: "goal.set")
        }
        state.checkpoint(say.changeMacro(macro: macro.rawValue, percent: Self.percent(percent)))
        state.model.nutrition.split = split
        return Reply(say.macroSplit(split: said), intent: "goal.set")
    }

    /// "change my calorie goal to 1800": the day's calories, in place of the computed target (never under
    /// the floor for the user's sex, 1,200 kcal when it is not known). "set my fat target to 60 grams": a
    /// macro in grams is its share of the day's calories, set like a percentage (the other two keep their
    /// ratio).
    mutating func setTarget(_ nutrient: NutritionQuery.TargetNutrient, to amount: Double) -> Reply {
        guard nutrient != .calories else {
            let floor = state.model.nutrition.sex?.calorieFloor ?? Sex.female.calorieFloor
            guard amount >= floor, amount <= 6000 else {
                return Reply(say.caloriesOutside(floor: Self.kcal(floor), kcal: Self.kcal(amount)), outcome: .notDone, intent: "goal.set")
            }
            let computed = state.model.nutrition.body.flatMap { try? NutritionTargets.daily($0, goal: state.model.nutrition.goal, split: state.model.nutrition.split, insist: true).kcal }
            state.checkpoint(say.changeCalories(kcal: Self.kcal(amount)))
            state.model.nutrition.calorieGoal = amount
            let instead = computed.map { say.caloriesProfile(kcal: Self.kcal($0)) } ?? ""
            return Reply(say.caloriesSet(kcal: Self.kcal(amount), profile: instead), intent: "goal.set")
        }
        guard let targets = dayTargets() else {
            return Reply(say.gramsNeedCalories(nutrient: nutrient.rawValue), outcome: .notDone, intent: "goal.set")
        }
        let perGram = nutrient == .fat ? 9.0 : 4.0
        let percent = amount * perGram / targets.kcal * 100
        let macro: MacroSplit.Macro = nutrient == .fat ? .fat : nutrient == .protein ? .protein : .carbs
        return setMacro(macro, to: percent, insist: false)
    }

    /// The day's calories and macro grams: the calorie goal the user set, else the one computed from the
    /// profile; the macros are the current split of it. Nil when neither is known.
    struct DayTargets {
        var kcal: Double
        var macros: NutritionTargets.Macros
    }

    func dayTargets() -> DayTargets? {
        let nutrition = state.model.nutrition
        let computed = nutrition.body.flatMap { try? NutritionTargets.daily($0, goal: nutrition.goal, split: nutrition.split, insist: true).kcal }
        guard let kcal = nutrition.calorieGoal ?? computed,
              let macros = try? NutritionTargets.macros(kcal: kcal, split: nutrition.split, insist: true) else { return nil }
        return DayTargets(kcal: kcal, macros: macros)
    }

    /// A macro's percentage of calories in a split.
    static func share(of nutrient: NutritionQuery.TargetNutrient, in split: MacroSplit) -> Double {
        switch nutrient {
        case .calories: return 100
        case .protein: return split.proteinPercent
        case .carbs: return split.carbsPercent
        case .fat: return split.fatPercent
        }
    }

    /// "carbs 41.8%, protein 35%, fat 23.2%".
    static func describe(_ split: MacroSplit) -> String {
        say.split(carbs: percent(split.carbsPercent), protein: percent(split.proteinPercent), fat: percent(split.fatPercent))
    }

    /// A percentage to one decimal, without a trailing ".0".
    static func percent(_ value: Double) -> String { QuantityParser.format((value * 10).rounded() / 10) + "%" }

    func today() -> TimeWindow {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let start = calendar.startOfDay(for: now)
        return TimeWindow(start: start, end: calendar.date(byAdding: .day, value: 1, to: start)!, text: say.today())
    }

    /// The first item whose weight is past what an amount of food can be (`QuantityKind.grams`),
    /// with the refusal: checked before anything is logged, so no absurd amount is stored.
    static func outOfRange(_ items: [MealItem]) -> (MealItem, QuantityOutOfRange)? {
        for item in items {
            guard let grams = item.grams else { continue }
            do { _ = try QuantityKind.grams.amount(grams) } catch { return (item, error) }
        }
        return nil
    }

    static func kcal(_ value: Double) -> String { "\(whole(value)) kcal" }
    /// What is left of a calorie target, or how far over it: "1363 kcal left of 1800 kcal".
    static func remainder(had: Double, of target: Double) -> String {
        target >= had ? say.remainderLeft(left: kcal(target - had), target: kcal(target)) : say.remainderOver(over: kcal(had - target), target: kcal(target))
    }
    /// "12 g", "4.3 g", "0 g" (nothing is no "0.0 g").
    static func grams(_ value: Double) -> String {
        if value == 0 { return "0 g" }
        return value >= 10 ? "\(whole(value)) g" : String(format: "%.1f g", value)
    }
    /// A rounded value; one too large for an Int (a state logged before amounts were bounded)
    /// is written in scientific notation instead of trapping.
    static func whole(_ value: Double) -> String {
        Int(exactly: value.rounded()).map(String.init) ?? String(format: "%.3g", value)
    }
    static func describe(_ n: Nutrients) -> String {
        say.figures(kcal: kcal(n.kcal), protein: grams(n.proteinG), carbs: grams(n.carbsG), fat: grams(n.fatG))
    }

    /// The usual figures, led by the measure asked about when it is none of them ("how much
    /// fiber does a pear have": "5.5 g fiber · 101 kcal, …"); one the food table lacks is said so.
    static func describe(_ n: Nutrients, leading measure: NutritionQuery.Measure?) -> String {
        let usual = describe(n)
        switch measure {
        case .fiber?: return say.figuresFiber(fiber: n.fiberG.map(grams) ?? say.figuresNone(), figures: usual)
        case .sugar?: return say.figuresSugars(sugars: n.sugarsG.map(grams) ?? say.figuresNone(), figures: usual)
        case .saturatedFat?: return say.figuresSaturatedFat(fat: n.saturatedFatG.map(grams) ?? say.figuresNone(), figures: usual)
        case .sodium?: return say.figuresSodium(sodium: milligrams(n.sodiumMg), figures: usual)
        case .cholesterol?: return say.figuresCholesterol(figures: usual)
        default: return usual
        }
    }

    static func milligrams(_ value: Double) -> String { whole(value) + " mg" }
}
