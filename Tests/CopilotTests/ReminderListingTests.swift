import Copilot
import Foundation
import Testing

/// A list asked for by kind ("what reminders do I have") shows reminders only, not every task;
/// with none set it says so and points at the tasks.
struct ReminderListingTests {
    static let asked = ["what reminders do I have", "show my reminders", "which reminders have I set", "how many reminders do I have",
                        "my reminders", "list my upcoming reminders", "what are my pending reminders"]

    @Test func remindersAskedForAreTheRemindersOnly() {
        for said in Self.asked {
            var state = CopilotState()
            let replies = Fixtures.converse(["add task renew passport by friday", "remind me to take my pills at 8pm", said], state: &state)
            #expect(replies[2].contains("take my pills") && !replies[2].contains("renew passport"), "\(said): \(replies)")
            #expect(replies[2].hasPrefix("1 open reminder"), "\(said): \(replies)")
        }
    }

    @Test func noRemindersPointsAtTheTasks() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task renew passport", "add task buy stamps", "what reminders do I have", "what's on my to do list"], state: &state)
        #expect(replies[2] == "No open reminders. You have 2 open tasks; “show my tasks” lists them.", "\(replies)")
        #expect(replies[3].contains("renew passport") && replies[3].contains("buy stamps"), "\(replies)")
    }
}
