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

    func items(_ text: String) -> [ListItemPhrase] { ListItemPhrase.split(text) }

    @Test func itemsSplitOnCommasAndAndButKeepNamesThatContainAnd() {
        #expect(items("milk, eggs and 2 loaves of bread").map(\.name) == ["milk", "eggs", "bread"])
        #expect(items("milk, eggs and 2 loaves of bread")[2] == ListItemPhrase(name: "bread", quantity: 2, unit: "loaves of", text: "2 loaves of bread"))
        #expect(items("salt and pepper and a dozen eggs").map(\.name) == ["salt and pepper", "eggs"])
        #expect(items("a dozen eggs")[0].quantity == 12)
    }

    @Test func listsMergeDuplicatesCheckOffToRestockAndRestock() {
        var state = CopilotState()
        #expect(run(.listAdd(ListChange(items: items("milk, eggs and 2 loaves of bread"), list: "grocery")), &state).text
            == "Added to the shopping list: milk, eggs, 2 loaves of bread.")
        #expect(run(.listAdd(ListChange(items: items("1 loaf of bread"), list: nil)), &state).text == "Added to the shopping list: 3 loaves of bread (merged).")
        #expect(state.model.lists[0].items.map(\.display) == ["milk", "eggs", "3 loaves of bread"])
        #expect(run(.listAdd(ListChange(items: items("a loaf of bread"), list: nil)), &state).text == "Added to the shopping list: 4 loaves of bread (merged).")
        #expect(run(.listRemove(ListChange(items: items("milk"), list: "shopping")), &state).text == "Took off the shopping list: milk (kept in restock).")
        #expect(run(.listQuery(list: "groceries"), &state).text == "Shopping list (2):\n  - eggs\n  - 4 loaves of bread")
        #expect(run(.listRestock(ListChange(items: items("everything"), list: nil)), &state).text == "Back on the shopping list: milk.")
        #expect(run(.listAdd(ListChange(items: items("paint"), list: "hardware")), &state).text == "Added to the hardware list: paint.")
        #expect(run(.listRemove(ListChange(items: items("nails"), list: "hardware")), &state).text == "nails is not on the hardware list.")
        #expect(run(.undo, &state).text == "Undone: added paint to the hardware list.")
    }

    @Test func backlogGroupsIdeas() {
        var state = CopilotState()
        _ = run(.backlogAdd(BacklogChange(item: "a pottery class for mom", backlog: "gift ideas")), &state)
        _ = run(.backlogAdd(BacklogChange(item: "paint the fence", backlog: "home projects")), &state)
        #expect(run(.backlogQuery(BacklogChange(item: nil, backlog: "gift ideas")), &state).text == "Gift Ideas:\n  - a pottery class for mom")
        #expect(run(.backlogQuery(BacklogChange(item: nil, backlog: "vacation ideas")), &state).text == "No ideas in vacation ideas yet.")
    }

    @Test func rewardPointsAreEarnedByLearningAndSpentOnlyWhenThereAreEnough() {
        var state = CopilotState()
        #expect(run(.rewardsEarn(RewardsChange(person: "Emma", minutes: 30, activity: "Khan Academy")), &state).text == "Emma earned 30 points for Khan Academy: 30 in all.")
        #expect(run(.rewardsRedeem(RewardsChange(person: "Jack", minutes: 20, activity: "YouTube")), &state).text
            == "Jack has 0 points; 20 minutes of YouTube needs 20. Not yet: 20 more minutes of learning first.")
        #expect(run(.rewardsRedeem(RewardsChange(person: "emma", minutes: 20, activity: "YouTube")), &state).text == "OK: 20 minutes of YouTube for Emma. 10 points left.")
        #expect(run(.rewardsQuery(RewardsChange(person: nil, minutes: nil, activity: nil)), &state).text == "Emma: 10 points")
    }

    @Test func settingsAcceptAllowedValuesAndNameThemOtherwise() {
        var state = CopilotState()
        #expect(run(.settingsSet(SettingChange(setting: "daily focus goal", value: "90 minutes", duration: 5400)), &state).text == "Daily focus goal: 90 minutes.")
        #expect(run(.settingsSet(SettingChange(setting: "theme purple", value: nil)), &state).text == "The theme can be light, dark or system.")
        #expect(run(.settingsSet(SettingChange(setting: "switch to dark mode", value: nil)), &state).text == "Theme: dark.")
        #expect(run(.settingsSet(SettingChange(setting: "use imperial units", value: nil)), &state).text == "Units: imperial.")
        #expect(run(.settingsSet(SettingChange(setting: "time zone Mars/Olympus", value: nil)), &state).outcome == .notDone)
        #expect(run(.settingsSet(SettingChange(setting: "set my time zone to Europe/Lisbon", value: nil)), &state).text == "Time zone: Europe/Lisbon.")
        #expect(run(.settingsSet(SettingChange(setting: "start my week on sunday", value: nil)), &state).text == "Weeks start on Sunday.")
        #expect(run(.settingsSet(SettingChange(setting: "daily goal 2000 minutes", value: nil)), &state).text == "The daily focus goal can be 5 to 720 minutes; 2000 is outside that.")
        #expect(state.model.settings.dailyFocusGoalMinutes == 90)
    }
}
