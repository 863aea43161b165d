import Copilot
import Foundation
import Testing

/// "plan my week": one working day after another from today, each task laid in once; what a
/// day cannot hold of a long task goes on the next day.
struct WeekPlanTests {
    @Test(arguments: ["plan my week", "organise my week", "Plan my week please", "schedule the week"])
    func aWeekIsPlannedDayByDay(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task write the grant report ~10h", "add task call the plumber", said], state: &state)
        let plan = replies[2]
        // Wed 7 Jan 09:00: a working day holds less than 10 h of focus with lunch and breaks
        #expect(plan.hasPrefix("Wed 7 Jan:\n  09:00–"), "\(said): \(plan)")
        #expect(plan.contains("\nThu 8 Jan:\n"), "\(said): \(plan)")
        #expect(!plan.contains("Sat 10 Jan") && !plan.contains("Lunch (lunch)\nThu"), "\(said): \(plan)")
        #expect(plan.components(separatedBy: "call the plumber").count == 2, "\(said): \(plan)")
        let minutes = Self.focusMinutes(plan, title: "write the grant report")
        #expect(minutes == 600, "\(said): \(minutes) min in \(plan)")
    }

    /// Once every task has its day, the days after still show their fixed events (a repeating
    /// one at its date in the week, a member's too); days with neither are left out.
    @Test func theWeeksEventsAreShownAfterTheTasks() {
        for said in ["plan my week", "organise my week", "plan the week ahead"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add Emma as my kid", "Emma has soccer practice every saturday at 10am",
                                             "add event dentist friday at 2pm", "add task call the plumber", said], state: &state)
            let plan = replies[4]
            #expect(plan.hasPrefix("Wed 7 Jan:\n") && plan.contains("\nFri 9 Jan:\n") && plan.contains("  14:00–15:00  dentist (in your calendar)\nSat 10 Jan") && plan.contains("\nSat 10 Jan:\n  10:00–11:00  soccer practice"),
                    "\(said): \(plan)")
            #expect(!plan.contains("Thu 8 Jan") && !plan.contains("Sun 11 Jan"), "\(said): \(plan)")
        }
    }

    @Test func nextWeekStartsOnItsMonday() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task call the plumber", "plan next week"], state: &state)
        #expect(replies[1].hasPrefix("Mon 12 Jan:\n  09:00–09:30  call the plumber"), "\(replies)")
    }

    @Test func nothingOpen() {
        var state = CopilotState()
        let replies = Fixtures.converse(["plan my week"], state: &state)
        #expect(replies[0].hasPrefix("Nothing open to plan"), "\(replies)")
    }

    /// No task, but the time asked about holds events: the plan shows them and says what is missing.
    @Test func eventsWithoutTasksAreShown() {
        for (event, plan, block) in [("add dentist appointment tomorrow at 2pm for an hour", "plan tomorrow", "14:00–15:00  dentist appointment"),
                                     ("add team meeting today from 3 to 4pm", "plan my afternoon", "15:00–16:00  team meeting"),
                                     ("add standup today at 9:30am for 15 minutes", "plan my day", "09:30–09:45  standup")] {
            var state = CopilotState()
            let replies = Fixtures.converse([event, plan], state: &state)
            #expect(replies[1].hasPrefix(block) && replies[1].hasSuffix("No task to fit around it: add one with “add task …”."), "\(event) / \(plan): \(replies)")
        }
    }

    /// The minutes of the plan's blocks for one title, from their "HH:MM–HH:MM" clocks.
    static func focusMinutes(_ plan: String, title: String) -> Int {
        plan.split(separator: "\n").filter { $0.contains("  \(title) (") }.reduce(0) { total, line in
            let clocks = line.trimmingCharacters(in: .whitespaces).prefix(11).split(separator: "–").map { $0.split(separator: ":").compactMap { Int($0) } }
            guard clocks.count == 2, clocks[0].count == 2, clocks[1].count == 2 else { return total }
            return total + (clocks[1][0] * 60 + clocks[1][1]) - (clocks[0][0] * 60 + clocks[0][1])
        }
    }
}
