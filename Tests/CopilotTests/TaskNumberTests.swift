import Foundation
@testable import Copilot
import Testing

/// Task numbers are positive and finite (issue 26).
struct TaskNumberTests {
    /// A state whose `nextTaskID` is Int.max crashed "add task" on the increment.
    @Test(arguments: ["add task buy milk", "remind me to call mom tomorrow at 6pm", "dentist next tuesday 3-4pm"])
    func aStateWithNoTaskNumberLeftRefusesToAdd(line: String) {
        var state = CopilotState()
        state.model.nextTaskID = Int.max
        let reply = Fixtures.copilot.respond(to: line, state: &state, context: Fixtures.context)
        #expect(reply.text == "Nothing added: the state's next task number is 9223372036854775807, and task numbers go from 1 to 9223372036854775806.")
        #expect(reply.outcome == .notDone)
        #expect(state.tasks.isEmpty)
        #expect(state.model.nextTaskID == Int.max)
    }

    @Test func theLastNumberIsStillGiven() {
        var state = CopilotState()
        state.model.nextTaskID = Int.max - 1
        _ = Fixtures.converse(["add task buy milk"], state: &state)
        #expect(state.tasks.map(\.id) == [Int.max - 1])
    }

    /// "done -1" completed task 1 and "delete -2" deleted task 2 without asking: the sign was
    /// dropped with the dangling separators of a text slot.
    @Test func aNegativeOrZeroNumberNamesNoTask() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task a", "add task b", "done -1", "delete -2", "done 0", "remove item -2"], state: &state)
        #expect(Array(replies.dropFirst(2)) == ["There is no task -1.", "There is no task -2.", "There is no task 0.", "There is no task -2."])
        #expect(state.tasks.map(\.id) == [1, 2])
        #expect(state.tasks.filter(\.isOpen).count == 2)
    }

    /// "-1" in answer to "Which one?" picked the first listed task: the sign was dropped too.
    @Test func aNegativeAnswerToWhichOnePicksNothing() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task call the bank", "add task call mom", "done call", "-1", "\(Int.min)"], state: &state)
        #expect(replies[2].hasPrefix("Which one? Say its number."))
        #expect(replies[3] == "Sorry, I didn't understand “-1”. Try “add task buy milk”, or “help”.")
        #expect(state.tasks.filter(\.isOpen).count == 2)
    }
}
