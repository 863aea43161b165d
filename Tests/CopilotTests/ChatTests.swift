import Copilot
import Testing

/// A greeting said alone answers with commands to try; said with a command, the command is done.
struct ChatTests {
    static let greetings = ["hi", "Hi!", "hello", "hello there", "hey", "hey ask", "hiya", "howdy", "hi again"]

    @Test(arguments: greetings)
    func aGreetingSaysWhatToTry(_ line: String) {
        var state = CopilotState()
        #expect(Fixtures.converse([line], state: &state) == ["Hi! Try “plan my day”, “add task buy milk tomorrow”, “start a focus session” or “help”."])
        #expect(state.model == CopilotState().model)
    }

    @Test func aGreetingUsesTheNameGiven() {
        var state = CopilotState()
        _ = Fixtures.converse(["call me Sam"], state: &state)
        #expect(Fixtures.converse(["hello"], state: &state)[0].hasPrefix("Hi Sam! Try"))
    }

    /// The greeting is a lead-in: the command after it is what is done.
    @Test(arguments: ["hi", "hello", "hey"])
    func aCommandAfterAGreetingIsDone(_ lead: String) {
        var state = CopilotState()
        #expect(Fixtures.converse(["\(lead), add milk to the shopping list"], state: &state) == ["Added to the shopping list: milk."])
        #expect(state.model.lists.first?.items.map(\.name) == ["milk"])
    }
}
