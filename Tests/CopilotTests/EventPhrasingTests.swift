import Copilot
import Foundation
import Testing

/// Ways of adding an event that read as a task or as nothing before: a block of clock time with
/// both ends after a plain "add" ("add study group on thursday from 4 to 6pm"), and a member named
/// after the event ("book a piano lesson for Leo next thursday at 4pm"). Now: Wed 7 Jan 2026 09:00.
struct EventPhrasingTests {
    @Test func aSpanWithBothEndsIsAnEvent() {
        for verb in ["add", "put", "pencil in"] {
            for title in ["study group", "team lunch", "piano recital"] {
                // (With no word before the day, "add study group thursday 4-6pm", the task pattern
                // ties and the intent model decides; this fixture has none.)
                for span in ["on thursday from 4 to 6pm", "on thursday 4-6pm", "for thursday from 4pm to 6pm", "on Thursday 16:00-18:00"] {
                    var state = CopilotState()
                    let said = "\(verb) \(title) \(span)"
                    let reply = Fixtures.converse([said], state: &state)[0]
                    #expect(reply == "Added to your calendar: “\(title)”, Thu 8 Jan at 16:00–18:00.", "\(said): \(reply)")
                }
            }
        }
        // One time alone, or the word "task", keeps it a task.
        var state = CopilotState()
        let replies = Fixtures.converse(["add study group on thursday at 4pm", "add task revise notes thursday 4-6pm"], state: &state)
        #expect(state.model.tasks.allSatisfy { $0.kind == .task }, "\(replies)")
    }

    /// Time held for something, the span first: "block 2 to 4 pm tomorrow for focus time".
    @Test(arguments: ["block 2 to 4 pm tomorrow for focus time", "block off 2-4pm tomorrow for focus time", "reserve tomorrow 2 to 4 pm for focus time",
                      "block time tomorrow from 2 to 4 pm for focus time", "set aside 2-4pm tomorrow for focus time"])
    func timeHeldForSomething(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse([said], state: &state)
        #expect(replies[0] == "Added to your calendar: “focus time”, Thu 8 Jan at 14:00–16:00.", "\(said): \(replies)")
    }

    @Test func aMemberNamedAfterTheEvent() {
        for verb in ["book", "schedule"] {
            for (event, title) in [("a piano lesson", "piano lesson"), ("piano lesson", "piano lesson"), ("a swim class", "swim class")] {
                for person in ["Leo", "Mia"] {
                    for (when, at) in [("next thursday at 4pm", "Thu 15 Jan at 16:00"), ("on friday at 3", "Fri 9 Jan at 15:00"),
                                       ("every saturday at 10am", "Sat 10 Jan at 10:00, repeating every saturday at 10am")] {
                        var state = CopilotState()
                        let said = "\(verb) \(event) for \(person) \(when)"
                        let reply = Fixtures.converse(["add Leo and Mia as children", said], state: &state)[1]
                        #expect(reply == "Added to \(person)'s calendar: “\(title)”, \(at).", "\(said): \(reply)")
                    }
                }
            }
        }
    }
}
