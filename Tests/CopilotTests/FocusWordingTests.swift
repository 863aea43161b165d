@testable import Copilot
import Foundation
import Testing

/// How a running session is paused and picked up again in words new-user run 47 used: a pause
/// with its length ("pause for 5 min"), a break ended early ("skip break", "break's over").
struct FocusWordingTests {
    @Test func aPauseWithALengthIsAPause() {
        for verb in ["pause", "pause the session", "hold the timer", "pause my focus", "pause it"] {
            for length in ["5 min", "ten minutes", "a minute", "half an hour"] {
                var state = CopilotState()
                let line = "\(verb) for \(length)"
                let replies = Fixtures.converse(["start a pomodoro", line, "resume"], state: &state)
                #expect(replies[1].hasPrefix("Paused"), "\(line): \(replies[1])")
                #expect(replies[2].hasPrefix("Resumed"), "\(line): \(replies[2])")
            }
        }
    }

    @Test func aBreakEndedEarlyResumesTheSession() {
        for said in ["skip break", "skip the break", "end my break", "end my break early", "stop the break now", "cut short the break", "break's over", "my break is over", "break is done"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["start a pomodoro", "take a break", said], state: &state)
            #expect(replies[2].hasPrefix("Resumed"), "\(said): \(replies[2])")
        }
    }
}

/// "note" opening a line is a note, whatever it names ("note meeting notes: launch moved to feb");
/// "note down" or "note in" with a time may still be an event.
struct NoteOrEventTests {
    @Test func noteAloneIsANote() {
        for (text, dated) in [("meeting notes: launch moved to feb", "feb"), ("the plumber comes friday at 3", "friday at 3"), ("call back ana tomorrow", "tomorrow"),
                              ("gate code 4512 from monday", "monday")] {
            var state = CopilotState()
            let reply = Fixtures.converse(["note \(text)"], state: &state)[0]
            #expect(reply.hasPrefix("Noted"), "\(text): \(reply)")
            #expect(state.model.notes.count == 1, "\(text) (\(dated))")
        }
        var state = CopilotState()
        #expect(Fixtures.converse(["note down the dentist on friday at 3"], state: &state)[0].hasPrefix("Added to your calendar"))
    }
}
