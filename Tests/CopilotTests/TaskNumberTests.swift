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
}
