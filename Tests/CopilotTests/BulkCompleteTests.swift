import Copilot
import Foundation
import Testing

/// "mark everything done": every open task and reminder, asked first; events are the schedule
/// and stay; a repeating task rolls forward and counts as done once, as when it is done alone.
struct BulkCompleteTests {
    static let said = ["mark everything done", "mark everything as done", "mark all tasks done", "check off everything",
                       "mark all my tasks as completed", "Mark everything complete"]

    @Test func everythingDoneLeavesTheEvents() {
        for line in Self.said {
            var state = CopilotState()
            _ = Fixtures.converse(["add task buy stamps", "remind me to call mom at 6pm", "add task water the plants every day",
                                   "dentist friday 3-4pm"], state: &state)
            let replies = Fixtures.converse([line, "yes"], state: &state)
            #expect(replies[0].hasPrefix("Complete 3 tasks?"), "\(line): \(replies)")
            #expect(!replies[0].contains("dentist"), "\(line): \(replies)")
            let dentist = state.tasks.first { $0.title == "dentist" }
            #expect(dentist?.isOpen == true, "\(line)")
            #expect(state.tasks.filter { $0.isToDo && $0.recurrence == nil }.allSatisfy { !$0.isOpen }, "\(line)")
            let plants = state.tasks.first { $0.title == "water the plants" }
            #expect(plants?.isOpen == true && plants?.doneDates?.count == 1, "\(line): \(String(describing: plants))")
        }
    }
}
