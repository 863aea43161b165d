@testable import Copilot
import Foundation
import NLParse
import Testing

/// More time on the running session (`focus.extend`): "10 more minutes", "extend by 10 minutes",
/// "add 10 minutes to the timer", in made-up wordings and lengths; paused or not; refused with
/// nothing running or past the longest session; undone like any change.
struct FocusExtendTests {
    static let forms = ["extend by {n} minutes", "extend the session by {n} min", "extend it for another {n} minutes", "add {n} minutes to the timer",
                        "put another {n} minutes on the clock", "{n} more minutes", "give me {n} more minutes", "I need another {n} minutes",
                        "make it {n} minutes longer", "keep it going for another {n} minutes", "can I get {n} more minutes please"]

    @Test(arguments: [5, 10, 15]) func theSessionGrowsByWhatIsSaid(minutes: Int) {
        for form in Self.forms {
            var state = CopilotState()
            let line = form.replacingOccurrences(of: "{n}", with: "\(minutes)")
            let replies = Fixtures.converse(["start a 25 minute focus session", line], state: &state)
            #expect(replies[1] == "Added \(minutes) min: \(25 + minutes) min in all, \(25 + minutes) min left.", "\(line): \(replies[1])")
            #expect(state.model.focus.current?.plannedMinutes == 25 + minutes, "\(line)")
        }
    }

    @Test func pausedItStaysPausedAndUndoTakesTheMinutesBack() {
        var state = CopilotState()
        let replies = Fixtures.converse(["start a 25 minute focus session", "pause", "10 more minutes", "undo"], state: &state)
        #expect(replies[2] == "Added 10 min: 35 min in all, 35 min left (paused).", "\(replies[2])")
        #expect(state.model.focus.current?.plannedMinutes == 25 && state.model.focus.current?.isPaused == true, "\(replies)")
    }

    @Test func withNothingRunningOrTooLongNothingChanges() {
        var idle = CopilotState()
        #expect(Fixtures.converse(["10 more minutes"], state: &idle)[0] == "No focus session is running.")
        var state = CopilotState()
        let replies = Fixtures.converse(["start a 25 minute focus session", "extend by \(FocusState.longestSession) minutes"], state: &state)
        #expect(replies[1].hasPrefix("A focus session can last 1 to \(FocusState.longestSession) minutes"), "\(replies[1])")
        #expect(state.model.focus.current?.plannedMinutes == 25)
    }

    @Test func otherLengthsAreNotTheSessions() {
        for line in ["add 10 minutes of reading for leo", "extend the deadline by 2 days", "log 10 minutes of focus", "how many minutes left"] {
            let result = Fixtures.copilot.parser.parse(line, context: Fixtures.context)
            #expect(result.intent != "focus.extend", "\(line)")
        }
    }
}
