import Foundation
@testable import Copilot
import Testing

/// Ideas leave a backlog by being removed or turned into a task; either names the idea by any of
/// its words, with or without its backlog, and refuses rather than guesses when several match.
struct IdeasTests {
    /// The brief's kinds said before "idea"/"project" alone ("vacation idea: ..."), every
    /// backlog shown by "show my ideas" ("my" is no backlog), and an idea turned into an event
    /// on a day (asked for when none is said).
    @Test(arguments: [("vacation idea: a week in portugal", "vacation"), ("home project: repaint the fence", "home"),
                      ("trip idea a week in portugal", "trip"), ("garden project: raised beds", "garden")])
    func aKindSaidBeforeIdea(said: String, backlog: String) {
        var state = CopilotState()
        let replies = Fixtures.converse([said, "show my ideas", "what \(backlog) ideas do i have"], state: &state)
        #expect(replies[0].hasPrefix("Added to \(backlog) ideas: "), "\(said): \(replies)")
        #expect(state.model.backlog.first?.backlog == backlog, "\(said)")
        #expect(replies[1].hasPrefix(backlog.prefix(1).uppercased() + backlog.dropFirst() + ":"), "\(said): \(replies)")
    }

    /// An idea moved to a day as a task would be ("move learn rust to today") becomes a task due
    /// then; a task with the words is still the one moved, and words nothing has are said so.
    @Test func anIdeaMovedToADayBecomesATask() {
        for verb in ["move", "push", "reschedule", "move the"] {
            for (day, shown) in [("to today", "Wed 7 Jan"), ("to friday", "Fri 9 Jan"), ("for tomorrow", "Thu 8 Jan")] {
                let said = "\(verb) learn rust \(day)"
                var state = CopilotState()
                let replies = Fixtures.converse(["add to backlog: learn rust", said], state: &state)
                #expect(replies[1] == "Added “learn rust”, due \(shown). It's off your ideas.", "\(said): \(replies)")
                #expect(state.model.backlog.isEmpty && state.tasks.first?.title == "learn rust", "\(said)")
            }
        }
        var state = CopilotState()
        let replies = Fixtures.converse(["add to backlog: learn rust", "add task learn rust basics", "move learn rust to friday", "move piano to friday"], state: &state)
        #expect(replies[2].hasPrefix("Changed “learn rust basics”"), "\(replies)")
        #expect(state.model.backlog.count == 1)
        #expect(replies[3].contains("can't find"), "\(replies)")
    }

    @Test func anIdeaBecomesAnEvent() {
        var state = CopilotState()
        let replies = Fixtures.converse(["vacation idea: a week in portugal", "turn the portugal idea into an event", "turn the portugal idea into an event on june 5",
                                         "what's on june 5"], state: &state)
        #expect(replies[1].hasPrefix("On which day?"), "\(replies)")
        #expect(replies[2] == "Added to your calendar: “a week in portugal”, Fri 5 Jun. It's off vacation ideas.", "\(replies)")
        #expect(replies[3].contains("a week in portugal (event)"), "\(replies)")
        #expect(state.model.backlog.isEmpty)
    }

    private func backlog(_ state: CopilotState) -> [String] { state.model.backlog.map(\.item) }

    private func seeded() -> CopilotState {
        var state = CopilotState()
        _ = Fixtures.converse(["gift idea for alex: noise cancelling headphones", "add a trip to asheville to vacation ideas",
                               "add paint the fence to home projects", "add paint the shed to home projects"], state: &state)
        return state
    }

    @Test(arguments: ["remove the headphones idea", "delete the noise cancelling headphones idea", "drop the headphones idea from my gift ideas",
                      "take headphones off my gift ideas", "get rid of the headphone idea"])
    func anIdeaIsRemovedByItsWords(said: String) {
        var state = seeded()
        let reply = Fixtures.converse([said], state: &state)[0]
        #expect(backlog(state) == ["a trip to asheville", "paint the fence", "paint the shed"], "\(said): \(reply)")
        #expect(state.model.tasks.isEmpty)
    }

    @Test(arguments: ["turn the asheville trip into a task", "make the asheville trip idea a task", "move the asheville idea to my to-do list",
                      "convert the trip to asheville into a task"])
    func anIdeaBecomesATaskAndLeavesItsBacklog(said: String) {
        var state = seeded()
        _ = Fixtures.converse([said], state: &state)
        #expect(state.model.tasks.map(\.title) == ["a trip to asheville"], "\(said)")
        #expect(!backlog(state).contains("a trip to asheville"))
        // One change: undo brings the idea back and takes the task away.
        _ = Fixtures.converse(["undo"], state: &state)
        #expect(state.model.tasks.isEmpty)
        #expect(backlog(state).contains("a trip to asheville"))
    }

    @Test func aPromotedIdeaKeepsTheDateSaid() throws {
        var state = seeded()
        _ = Fixtures.converse(["make the fence project a task for saturday"], state: &state)
        let task = try #require(state.model.tasks.first)
        #expect(task.title == "paint the fence")
        #expect(Fixtures.format(try #require(task.due?.date)).hasPrefix("2026-01-10"))
    }

    @Test func severalOrNoMatchingIdeasChangeNothing() {
        var state = seeded()
        let replies = Fixtures.converse(["remove the paint idea", "delete the guitar idea", "turn the painting idea into a task"], state: &state)
        #expect(replies[0].contains("paint the fence") && replies[0].contains("paint the shed"), "\(replies[0])")
        #expect(replies[1].contains("can't find"), "\(replies[1])")
        #expect(backlog(state).count == 4)
        #expect(state.model.tasks.isEmpty)
    }
}
