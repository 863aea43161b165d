import Copilot
import Foundation
import Testing

/// Sharing tasks with a household (`task.share`, `TaskItem.shared`), run on a model that says a
/// household is connected, as the PostgreSQL store sets it (the store itself: `SharedTasksTests`).
struct TaskSharingTests {
    static func household() -> CopilotState {
        var state = CopilotState()
        state.model.inHousehold = true
        return state
    }

    /// Generated: ways to share task 2 ("call the plumber"), by number or by its words.
    static let shareLines: [String] = {
        let leads = ["", "please ", "and ", "can you "]
        let refs = ["task 2", "2", "the plumber", "number 2", "the plumber task"]
        let tails = ["", " with the household", " with my partner", " with everyone", " with the family"]
        var lines: [String] = []
        for (i, ref) in refs.enumerated() {
            for (j, tail) in tails.enumerated() { lines.append("\(leads[(i + j) % leads.count])share \(ref)\(tail)") }
        }
        return lines
    }()

    /// "share" with what is no item (a fact, a definition, a location, the date) asks nothing of
    /// the tasks: no reply about sharing, no task changed.
    @Test func sharingWhatIsNoItemIsNoShare() {
        for lead in ["share", "please share", "can you share", "could you share"] {
            for what in ["something interesting about the moon", "the meaning of life", "the definition of a word", "what my credit limit is", "to grandma my location", "the news with me", "a joke"] {
                var state = Self.household()
                let said = "\(lead) \(what)"
                let replies = Fixtures.converse(["add task call the plumber", said], state: &state)
                #expect(!replies[1].hasPrefix("Shared") && !replies[1].contains("open task"), "\(said): \(replies[1])")
                #expect(state.tasks.allSatisfy { $0.shared != true }, "\(said)")
            }
        }
    }

    @Test(arguments: shareLines)
    func anExistingTaskJoinsTheHouseholdUnderANewNumber(line: String) {
        var state = Self.household()
        let replies = Fixtures.converse(["add task renew my passport", "add task call the plumber", line], state: &state)
        #expect(replies.last == "Shared “call the plumber” with the household, as task 3 (it was task 2).", "\(line)")
        #expect(state.tasks.map(\.id) == [1, 3], "\(line)")
        #expect(state.tasks.map(\.isShared) == [false, true], "\(line)")
        #expect(state.model.nextTaskID == 4, "\(line)")
        // One undo: back to task 2, not shared.
        _ = Fixtures.converse(["undo"], state: &state)
        #expect(state.tasks.map(\.id) == [1, 2] && !state.tasks.contains(where: \.isShared), "\(line)")
    }

    static let privateLines = ["make task 2 private", "keep 2 private", "unshare task 2", "stop sharing 2", "make 2 just mine",
                               "make the plumber private", "and make it private", "keep it to myself"]

    @Test(arguments: privateLines)
    func aSharedTaskIsTakenBackKeepingItsNumber(line: String) {
        var state = Self.household()
        let replies = Fixtures.converse(["add task renew my passport", "add a shared task: call the plumber", line], state: &state)
        #expect(replies[1] == "Added “call the plumber” · shared.")
        #expect(replies.last == "“call the plumber” (task 2) is yours alone now: it has left the household.", "\(line)")
        #expect(state.tasks.map(\.id) == [1, 2] && !state.tasks.contains(where: \.isShared), "\(line)")
    }

    @Test func eventsAndChoresAreSharedWhenMadeOtherTasksAreNot() {
        var state = Self.household()
        let replies = Fixtures.converse([
            "add Sam as a child", "add task renew my passport", "add event school concert friday at 6pm",
            "Sam needs to feed the cat every day", "add task water the plants for the household", "assign renew my passport to Sam",
        ], state: &state)
        let byTitle = Dictionary(uniqueKeysWithValues: state.tasks.map { ($0.title, $0) })
        #expect(byTitle["school concert"]?.isShared == true, "\(replies)")
        #expect(byTitle["feed the cat"]?.isShared == true, "\(replies)")
        #expect(byTitle["water the plants"]?.isShared == true, "\(replies)")
        // A task of one's own given to a child becomes the household's, under a new number.
        #expect(byTitle["renew my passport"]?.isShared == true && byTitle["renew my passport"]?.id == 5, "\(replies)")
        #expect(replies.last == "Gave “renew my passport” to Sam; shared with the household as task 5 (it was task 1).")
        #expect(Set(state.tasks.map(\.id)).count == state.tasks.count)
    }

    @Test func severalTasksByTheWordsAreAskedByNumber() {
        var state = Self.household()
        let replies = Fixtures.converse(["add task call the plumber", "add task call the bank", "share the call", "share 2"], state: &state)
        #expect(replies[2] == "Which one? Say “share 1”.\n  1. call the plumber\n  2. call the bank", "\(replies)")
        #expect(replies[3] == "Shared “call the bank” with the household, as task 3 (it was task 2).", "\(replies)")
    }

    @Test func withoutAHouseholdNothingIsMarkedShared() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Sam as a child", "add event school concert friday at 6pm", "Sam needs to feed the cat every day",
                                         "add a shared task: call the plumber", "share task 1"], state: &state)
        #expect(state.tasks.allSatisfy { $0.shared == nil }, "\(replies)")
        #expect(replies[3].hasSuffix("(Kept here: no shared household is connected. Start ask with --store postgres://… to share.)"))
        #expect(replies[4].hasPrefix("There is no shared household to share “school concert” with"))
    }
}
