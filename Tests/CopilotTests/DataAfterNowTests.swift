import Foundation
@testable import Copilot
import Intents
import NLParse
import Testing

/// Data kept after "now": a session or a task done at a later time than the one a command runs
/// at (a clock set back, `--now` before the data, a shared store written from another zone). Every
/// progress question still answers; it crashed with an index out of range when a session started
/// after now.
struct DataAfterNowTests {
    func say(_ line: String, days: Double, _ state: inout CopilotState) -> String {
        var context = Fixtures.context
        context.now = context.now.addingTimeInterval(days * 86_400)
        return Fixtures.copilot.respond(to: line, state: &state, context: context).text
    }

    @Test func progressAnswersWithSessionsAndCompletionsAfterNow() {
        for later in [1.0, 30, 400] {
            var state = CopilotState()
            _ = say("log 45 minutes of focus", days: later, &state)
            _ = say("add task write the report", days: later, &state)
            _ = say("done with the report", days: later, &state)
            for question in ["what level am I", "how am I doing today", "how am I doing this week", "show my journey", "what badges do i have",
                             "whats my streak", "how much did i focus this month", "how close am i to my goal", "plan my day"] {
                let reply = say(question, days: 0, &state)
                #expect(!reply.isEmpty, "\(later) days later / \(question)")
            }
        }
    }
}
