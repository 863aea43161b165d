import Foundation
@testable import Copilot
import Intents
import NLParse
import Testing

struct HouseholdTests {
    let context = Fixtures.context
    var format: ReplyFormat { ReplyFormat(timeZone: context.timeZone, now: context.now) }

    func run(_ intent: Intent, _ state: inout CopilotState) -> Reply {
        Fixtures.copilot.execute(intent, text: "", state: &state, format: format, now: context.now)
    }

    func items(_ text: String) -> [ListItemPhrase] { ListItemPhrase.split(text, words: ItemWords(Fixtures.copilot.parser.grammar.valueMaps)) }

    @Test func itemsSplitOnCommasAndAndButKeepNamesThatContainAnd() {
        #expect(items("milk, eggs and 2 loaves of bread").map(\.name) == ["milk", "eggs", "bread"])
        #expect(items("milk, eggs and 2 loaves of bread")[2] == ListItemPhrase(name: "bread", quantity: 2, unit: "loaves of", text: "2 loaves of bread"))
        #expect(items("salt and pepper and a dozen eggs").map(\.name) == ["salt and pepper", "eggs"])
        #expect(items("a dozen eggs")[0].quantity == 12)
        // Staples bought apart are two items, said with a comma list or without.
        for said in ["eggs, bread and butter", "eggs and bread and butter", "eggs, bread, and butter"] {
            #expect(items(said).map(\.name) == ["eggs", "bread", "butter"], "\(said)")
        }
        #expect(items("mac and cheese, bread and butter").map(\.name) == ["mac and cheese", "bread", "butter"])
    }

    /// The measures, articles, joiners and names kept together are the grammar's (`l_measure`,
    /// `l_article`, `l_joiner`, `l_together`): without them an item is its text.
    @Test func itemWordsComeFromTheGrammar() {
        let words = ItemWords(Fixtures.copilot.parser.grammar.valueMaps)
        #expect(words.unit("loaf of", for: 2) == "loaves of")
        #expect(words.unit("loaves of", for: 1) == "loaf of")
        #expect(words.unit("lb", for: 3) == "lbs")
        #expect(words.unit("kg", for: 3) == "kg")
        #expect(words.unitKey("Bottles") == "bottle")
        #expect(ListItemPhrase.split("milk and 2 loaves of bread", words: .none).map(\.name) == ["milk and 2 loaves of bread"])
        #expect(ListItemPhrase("a jar of jam", words: words) == ListItemPhrase(name: "jam", quantity: 1, unit: "jar of", text: "a jar of jam"))
        #expect(ListItemPhrase("some jam", words: words).quantity == nil)
    }

    @Test func listsMergeDuplicatesCheckOffToRestockAndRestock() {
        var state = CopilotState()
        #expect(run(.listAdd(ListChange(items: items("milk, eggs and 2 loaves of bread"), list: "grocery")), &state).text
            == "Added to the shopping list: milk, eggs, 2 loaves of bread.")
        #expect(run(.listAdd(ListChange(items: items("1 loaf of bread"), list: nil)), &state).text == "Added to the shopping list: 3 loaves of bread (merged).")
        #expect(state.model.lists[0].items.map(\.display) == ["milk", "eggs", "3 loaves of bread"])
        #expect(run(.listAdd(ListChange(items: items("a loaf of bread"), list: nil)), &state).text == "Added to the shopping list: 4 loaves of bread (merged).")
        #expect(run(.listRemove(ListChange(items: items("milk"), list: "shopping")), &state).text == "Took off the shopping list: milk (kept in restock).")
        #expect(run(.listQuery(list: "groceries"), &state).text == "Shopping list (2):\n  1. eggs\n  2. 4 loaves of bread")
        #expect(run(.listRestock(ListChange(items: [], list: nil)), &state).text == "Back on the shopping list: milk.")
        #expect(run(.listAdd(ListChange(items: items("paint"), list: "hardware")), &state).text == "Added to the hardware list: paint.")
        #expect(run(.listRemove(ListChange(items: items("nails"), list: "hardware")), &state).text == "nails is not on the hardware list.")
        #expect(run(.undo, &state).text == "Undone: added paint to the hardware list.")
    }

    /// "remove item 2" counts as the list is shown; "the last item" is the last; a list named
    /// with no item is deleted whole; "it" with nothing before asks which.
    /// The shopping list answers to the word for what is on it, with or without "list", and to
    /// the grammar's names for it (the `shopping_list` word class).
    @Test func theGroceriesAreTheShoppingList() {
        for name in ["the groceries", "my groceries", "groceries", "the grocery list", "our shopping list", "my supermarket list"] {
            var state = CopilotState()
            _ = Fixtures.converse(["add oat milk to \(name)"], state: &state)
            #expect(state.model.lists.first { $0.name == "shopping" }?.items.map(\.name) == ["oat milk"], "\(name)")
            for question in ["show \(name)", "what's on \(name)"] {
                #expect(Fixtures.converse([question], state: &state)[0] == "Shopping list (1):\n  1. oat milk", "\(question)")
            }
        }
    }

    /// A word that points ("it", "that one", "those") names no item: asked which, and a named list
    /// is never deleted or created for it.
    @Test func aPointerNamesNoItemAndNeverDeletesTheList() {
        for pointer in ["it", "that", "this one", "those", "these ones", "them"] {
            var state = CopilotState()
            _ = Fixtures.converse(["add milk and eggs to the shopping list"], state: &state)
            let removed = Fixtures.converse(["remove \(pointer) from the shopping list"], state: &state)[0]
            #expect(removed.hasPrefix("Which item?"), "remove \(pointer): \(removed)")
            #expect(state.model.lists.first { $0.name == "shopping" }?.items.count == 2, "remove \(pointer)")
            state.pending = nil
            let added = Fixtures.converse(["add \(pointer) to the hardware list"], state: &state)[0]
            #expect(added.hasPrefix("What should I add"), "add \(pointer): \(added)")
            #expect(!state.model.lists.contains { $0.name == "hardware" }, "add \(pointer)")
        }
    }

    @Test func itemsByPlaceWholeListsAndUnnamedItems() {
        var state = CopilotState()
        _ = run(.listAdd(ListChange(items: items("milk, eggs and bread"), list: nil)), &state)
        _ = run(.listAdd(ListChange(items: items("paint"), list: "party")), &state)
        #expect(run(.listRemove(ListChange(items: [], list: nil, position: 2)), &state).text == "Took off the shopping list: eggs (kept in restock).")
        #expect(run(.listRemove(ListChange(items: [], list: nil, position: 5)), &state).text == "The shopping list has 2 items; there is no item 5.")
        #expect(run(.listRemove(ListChange(items: [], list: nil, end: "last")), &state).text == "Took off the shopping list: bread (kept in restock).")
        #expect(run(.listRemove(ListChange(items: [], list: nil, pointsOnly: true)), &state).text == "Which item? The shopping list has:\n  1. milk")
        #expect(run(.listRemove(ListChange(items: [], list: nil)), &state).outcome == .notDone)
        #expect(run(.listAdd(ListChange(items: [], list: nil, pointsOnly: true)), &state).outcome == .notDone)
        #expect(run(.listAdd(ListChange(items: [], list: nil)), &state).outcome == .notDone)
        #expect(run(.listRemove(ListChange(items: [], list: "party")), &state).text == "Deleted the party list (1 item).")
        #expect(run(.listRemove(ListChange(items: [], list: "party")), &state).text == "There is no party list.")
        #expect(run(.undo, &state).text == "Undone: deleted the party list.")
        #expect(state.model.lists.map(\.name) == ["shopping", "party"])
        // Through the parser.
        let replies = Fixtures.converse(["remove item 1", "what's on my shopping list"], state: &state)
        #expect(replies == ["Took off the shopping list: milk (kept in restock).", "The shopping list is empty."])
    }

    @Test func backlogGroupsIdeas() {
        var state = CopilotState()
        _ = run(.backlogAdd(BacklogChange(item: "a pottery class for mom", backlog: "gift ideas")), &state)
        _ = run(.backlogAdd(BacklogChange(item: "paint the fence", backlog: "home projects")), &state)
        #expect(run(.backlogQuery(BacklogChange(item: nil, backlog: "gift ideas")), &state).text == "Gift Ideas:\n  - a pottery class for mom")
        #expect(run(.backlogQuery(BacklogChange(item: nil, backlog: "vacation ideas")), &state).text == "No ideas in vacation ideas yet.")
    }

    /// A household with Emma and Jack (children) and Ana (a parent).
    func household() -> CopilotState {
        var state = CopilotState()
        _ = run(.memberAdd(MemberChange(person: "Emma", role: "child", relation: "daughter")), &state)
        _ = run(.memberAdd(MemberChange(person: "jack", role: "child", relation: "son")), &state)
        _ = run(.memberAdd(MemberChange(person: "Ana", role: "parent", relation: "wife")), &state)
        return state
    }

    @Test func membersAreAddedWithARoleListedChangedAndRemovedAndEveryChangeUndoes() {
        var state = CopilotState()
        #expect(run(.memberQuery, &state).text == "Nobody is in the household yet. Say “add Emma as a child” or “Ana is my wife”.")
        #expect(run(.memberAdd(MemberChange(person: "Emma", role: "child")), &state).text == "Added Emma to the household as a child. 1 member: Emma.")
        #expect(run(.memberAdd(MemberChange(person: "jack", role: "child", relation: "son")), &state).text == "Added Jack to the household as a child (son). 2 members: Emma, Jack.")
        #expect(run(.memberAdd(MemberChange(person: "Theo", relation: nil)), &state).text
            == "Is Theo a parent or a child? Say “add Theo as a child” or “add Theo as a parent”.")
        #expect(run(.memberAdd(MemberChange(person: "emma", role: "child")), &state).outcome == .notDone)
        #expect(run(.memberAdd(MemberChange(person: "Emma", role: "parent")), &state).text == "Emma is now a parent.")
        #expect(run(.undo, &state).text == "Undone: changed Emma to a parent.")
        #expect(run(.memberQuery, &state).text == "2 members in the household:\n  Emma · child · 0 points\n  Jack · child (son) · 0 points")
        #expect(run(.memberRemove(MemberChange(person: "son")), &state).text == "Removed Jack from the household.")
        #expect(state.model.members.map(\.name) == ["Emma"])
        #expect(run(.undo, &state).text == "Undone: removed Jack from the household.")
        #expect(state.model.members.map(\.name) == ["Emma", "Jack"])
    }

    @Test func remindersAndEventsCanBeForAMember() {
        var state = household()
        let tomorrow7 = DueDate(date: context.now.addingTimeInterval(22 * 3600), hasTime: true)
        #expect(run(.reminderAdd(ReminderAdd(what: "sign the permission slip", when: tomorrow7, person: "Emma")), &state).text
            == "I'll remind Emma: “sign the permission slip”, Thu 8 Jan at 07:00.")
        #expect(state.tasks.last?.member == "Emma" && state.tasks.last?.title == "sign the permission slip")
        #expect(run(.reminderAdd(ReminderAdd(what: "pack the gym bag", person: "my son")), &state).outcome == .notDone)
        #expect(run(.reminderAdd(ReminderAdd(what: "pack the gym bag", person: "son")), &state).text
            == "When should I remind Jack to pack the gym bag? (For example: tomorrow at 9.)")
        #expect(run(.reminderAdd(ReminderAdd(what: "bring chairs", when: tomorrow7, person: "Bob")), &state).text
            == "Bob isn't in the household yet. Say “add Bob as a child” (or “as a parent”) first.")
        #expect(run(.reminderAdd(ReminderAdd(what: "bring chairs", when: tomorrow7, person: "Emam")), &state).text == "Emam isn't in the household. Did you mean Emma?")

        // Through the parser: the possessive names whose event it is.
        let replies = Fixtures.converse(["Jack's soccer practice 4pm every tuesday", "Grandma's birthday dinner on friday at 6pm", "add Emma's recital on friday at 5pm"], state: &state)
        #expect(replies[0] == "Added to Jack's calendar: “soccer practice”, Tue 13 Jan at 16:00, repeating 4pm every tuesday.")
        #expect(replies[1] == "Added to your calendar: “Grandma's birthday dinner”, Fri 9 Jan at 18:00.")
        #expect(replies[2] == "Added to Emma's calendar: “recital”, Fri 9 Jan at 17:00.")
        let week = TimeWindow(start: context.now, end: context.now.addingTimeInterval(7 * 86_400), text: "this week")
        #expect(run(.scheduleQuery(ScheduleQuery(window: week, person: "Emma")), &state).text
            == "2 items for Emma this week:\n  Thu 8 Jan at 07:00  sign the permission slip (reminder, Emma)\n  Fri 9 Jan at 17:00  recital (event, Emma)")
        #expect(run(.memberQuery, &state).text.contains("Emma · child (daughter) · 0 points · 2 coming up"))
    }

    @Test func rewardPointsAreEarnedByLearningAndSpentOnlyWhenThereAreEnough() {
        var state = CopilotState()
        #expect(run(.rewardsEarn(RewardsChange(person: "Emma", minutes: 30, activity: "Khan Academy")), &state).text
            == "Emma isn't in the household yet. Say “add Emma as a child” (or “as a parent”) first.")
        #expect(state.model.members.isEmpty)
        state = household()
        #expect(run(.rewardsEarn(RewardsChange(person: "Emma", minutes: 30, activity: "Khan Academy")), &state).text == "Emma earned 30 points for Khan Academy: 30 in all.")
        #expect(run(.rewardsRedeem(RewardsChange(person: "Jack", minutes: 20, activity: "YouTube")), &state).text
            == "Jack has 0 points; 20 minutes of YouTube needs 20. Not yet: 20 more minutes of learning first.")
        #expect(run(.rewardsRedeem(RewardsChange(person: "emma", minutes: 20, activity: "YouTube")), &state).text == "OK: 20 minutes of YouTube for Emma. 10 points left.")
        #expect(run(.rewardsEarn(RewardsChange(person: "Ana", minutes: 10, activity: "reading")), &state).text == "Ana is a parent; reward points are for children.")
        #expect(run(.rewardsEarn(RewardsChange(person: "Jack", minutes: nil, activity: nil, points: 15)), &state).text == "Jack earned 15 points: 15 in all.")
        #expect(run(.rewardsRedeem(RewardsChange(person: "Jack", minutes: nil, activity: nil, points: 20)), &state).text
            == "Jack has only 15 points, fewer than 20: nothing taken. To take them all, say “take 15 points from Jack”.")
        #expect(run(.undo, &state).text == "Undone: gave Jack 15 points.")
        #expect(run(.rewardsQuery(RewardsChange(person: nil, minutes: nil, activity: nil)), &state).text
            == "Emma: 10 points. Today: 30 minutes of learning; 20 minutes of entertainment.\nJack: 0 points. Nothing learned today yet.")
    }

    @Test func aDailyLearningGoalShowsTheDaysProgress() {
        var state = household()
        #expect(run(.rewardsGoal(RewardsChange(person: "Emma", minutes: 45, activity: nil)), &state).text
            == "Emma's daily learning goal: 45 minutes. Today so far: 0 of 45 minutes of learning, 45 to go.")
        #expect(run(.rewardsGoal(RewardsChange(person: "Emma", minutes: 2, activity: nil)), &state).text
            == "A daily learning goal can be 5 to 600 minutes; 2 is outside that.")
        #expect(run(.rewardsGoal(RewardsChange(person: "Ana", minutes: 30, activity: nil)), &state).outcome == .notDone)
        #expect(run(.rewardsEarn(RewardsChange(person: "Emma", minutes: 30, activity: "Khan Academy")), &state).text
            == "Emma earned 30 points for Khan Academy: 30 in all. Today: 30 of 45 minutes of learning, 15 to go.")
        #expect(run(.rewardsEarn(RewardsChange(person: "Emma", minutes: 20, activity: "reading")), &state).text
            == "Emma earned 20 points for reading: 50 in all. Daily goal of 45 minutes reached!")
        #expect(run(.rewardsQuery(RewardsChange(person: "Emma", minutes: nil, activity: nil)), &state).text
            == "Emma: 50 points. Today: 50 of 45 minutes of learning, goal reached.")
        // Yesterday's learning does not count today.
        var tomorrow = state
        let nextDay = Fixtures.copilot.execute(.rewardsQuery(RewardsChange(person: "Emma", minutes: nil, activity: nil)), text: "", state: &tomorrow,
                                               format: format, now: context.now.addingTimeInterval(86_400))
        #expect(nextDay.text == "Emma: 50 points. Today: 0 of 45 minutes of learning, 45 to go.")
        #expect(run(.undo, &state).text == "Undone: gave Emma 20 points.")
        #expect(state.model.members[0].points == 30 && state.model.members[0].rewards.count == 1)
    }

    @Test func settingsAcceptAllowedValuesAndNameThemOtherwise() {
        var state = CopilotState()
        func say(_ text: String) -> Reply { Fixtures.copilot.respond(to: text, state: &state, context: context) }
        #expect(say("set my daily focus goal to 90 minutes").text == "Daily focus goal: 90 minutes.")
        #expect(say("set my theme to neon").text == "The themes are classic, ocean, forest, sunset, lavender, navy, rose, mint, sand, slate; each in light, dark or system mode.")
        #expect(state.model.settings.theme == .system && state.model.settings.colorTheme == .classic)
        #expect(run(.settingsSet(SettingChange(key: .theme, choice: "neon")), &state).outcome == .notDone)
        // a named colour theme keeps the mode; the mode keeps the colours
        #expect(say("set my theme to purple").text == "Theme: lavender, system mode.")
        #expect(say("switch to dark mode").text == "Theme: lavender, dark mode.")
        #expect(state.model.settings.theme == .dark && state.model.settings.colorTheme == .lavender)
        #expect(say("time zone Mars/Olympus").outcome == .notDone)
        #expect(say("set my time zone to Europe/Lisbon").text == "Time zone: Europe/Lisbon.")
        #expect(run(.settingsSet(SettingChange(key: .focusGoal, duration: 2000 * 60)), &state).text == "The daily focus goal can be 5 to 720 minutes; 2000 is outside that.")
        #expect(state.model.settings.dailyFocusGoalMinutes == 90)
        #expect(say("call me Sam").text == "I'll call you Sam.")
        #expect(state.model.settings.displayName == "Sam")
    }

    /// The setting and its value come from the grammar's value maps, in any of their wordings.
    @Test func settingsAreNamedAndValuedByTheGrammar() {
        for (said, theme) in [("switch to dark mode", Settings.Theme.dark), ("set my theme to light", .light), ("use night mode", .dark),
                              ("change the appearance to automatic", .system), ("set the colour scheme to day", .light)] {
            var state = CopilotState()
            _ = Fixtures.converse([said], state: &state)
            #expect(state.model.settings.theme == theme, "\(said)")
        }
        for (said, units) in [("use imperial units", Settings.Units.imperial), ("change the units to us customary", .imperial), ("switch to metric", .metric)] {
            var state = CopilotState()
            state.model.settings.units = units == .metric ? .imperial : .metric
            _ = Fixtures.converse([said], state: &state)
            #expect(state.model.settings.units == units, "\(said)")
        }
        for (said, day) in [("start my week on sunday", 7), ("set my week to start on saturday", 6), ("my week starts on tuesday", 2), ("set the week start to monday", 1)] {
            var state = CopilotState()
            state.model.settings.weekStart = 4
            _ = Fixtures.converse([said], state: &state)
            #expect(state.model.settings.weekStart == day, "\(said)")
        }
        for said in ["turn off quiet hours", "quiet hours off", "disable do not disturb", "set my quiet hours to off"] {
            var state = CopilotState()
            _ = Fixtures.converse(["quiet hours 10pm to 7am"], state: &state)
            #expect(state.model.settings.quietHours == [22 * 60, 7 * 60])
            _ = Fixtures.converse([said], state: &state)
            #expect(state.model.settings.quietHours == nil, "\(said)")
        }
    }
}
