import Foundation
@testable import Copilot
import Intents
import NLParse
import Testing

/// Focus done away from the timer, told after the fact in made-up wordings: a finished session
/// of that length, on the day said, counted like any other; never ahead of now, never on top of
/// a session already kept, undone as one step.
struct FocusLogTests {
    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }

    @Test func aLengthOfFocusToldIsASessionOfThatLength() {
        let lengths: [(String, Int)] = [("45 minutes", 45), ("an hour", 60), ("1.5 hours", 90), ("two hours", 120), ("20 mins", 20)]
        // "of" may go unsaid ("log 40 min focus").
        let frames = ["log %@ of focus", "record %@ of deep work", "i did %@ of focus", "I focused for %@", "add a %@ focus session", "track %@ worth of focus time",
                      "log %@ focus", "record %@ deep work", "log %@ focus on email", "track %@ study"]
        for (said, minutes) in lengths {
            for frame in frames {
                var state = CopilotState()
                let line = String(format: frame, said)
                let reply = converse([line], &state)[0]
                let session = state.model.focus.sessions.first
                #expect(session.flatMap(\.actualMinutes).map { Int($0.rounded()) } == minutes, "\(line): \(reply)")
                #expect(session?.end.map { $0 <= Fixtures.context.now } ?? false, "\(line)")
            }
        }
    }

    /// A stretch said ends the session ("earlier today" ends now; the task's words stay the
    /// task's), and a time of day with no day is today's, or yesterday's when today's is to come.
    /// (Fixtures.context.now is Wednesday 7 January 2026, 09:00 in New York.)
    @Test func aStretchEndsTheSessionAndATimeOfDayStartsIt() {
        for frame in ["log 30 minutes of focus on the report %@", "record 30 mins of deep work on the report %@", "i did 30 minutes of focus on the report %@"] {
            var state = CopilotState()
            let line = String(format: frame, "earlier today")
            let reply = converse([line], &state)[0]
            let session = state.model.focus.sessions.first
            #expect(session?.end == Fixtures.context.now && reply.contains("“the report”") && reply.contains("08:30–09:00"), "\(line): \(reply)")
        }
        for (time, shown) in [("at 8am", "today 08:00–08:25"), ("at 7:35 am", "today 07:35–08:00"), ("at 2pm", "Tue 6 Jan 14:00–14:25"), ("at 11 pm", "Tue 6 Jan 23:00–23:25")] {
            var state = CopilotState()
            let line = "log 25 minutes of focus \(time)"
            let reply = converse([line], &state)[0]
            #expect(reply.contains(shown), "\(line): \(reply)")
        }
    }

    @Test func theDaySaidAndTheTaskNamedAreKept() {
        for (said, day) in [("yesterday", 6), ("on monday", 5), ("today", 7)] {
            var state = CopilotState()
            _ = converse(["add task write the report"], &state)
            let line = "log 45 minutes of focus on the report \(said)"
            let reply = converse([line], &state)[0]
            let session = state.model.focus.sessions.first
            #expect(session.map { Calendar.current.dateComponents(in: Fixtures.context.timeZone, from: $0.start).day } == day, "\(line): \(reply)")
            #expect(session?.taskID == state.tasks.first?.id, "\(line)")
        }
        var state = CopilotState()
        _ = converse(["log 30 minutes of focus for taxes"], &state)
        #expect(state.model.focus.sessions.first?.intention == "taxes")
    }

    @Test func aheadOfNowOrOnTopOfASessionNothingIsLogged() {
        var state = CopilotState()
        #expect(converse(["log 45 minutes of focus tomorrow"], &state)[0].hasPrefix("Focus counts once it is done"))
        _ = converse(["log 45 minutes of focus"], &state)
        #expect(converse(["i did 30 minutes of focus"], &state)[0].hasPrefix("That overlaps"))
        #expect(converse(["log 13 hours of focus yesterday"], &state)[0].hasPrefix("A focus session can be"))
        #expect(state.model.focus.sessions.count == 1)
        _ = converse(["undo"], &state)
        #expect(state.model.focus.sessions.isEmpty)
    }

    @Test func aLoggedSessionCountsInProgress() {
        var state = CopilotState()
        let replies = converse(["log 2 hours of focus", "how much did i focus today"], &state)
        #expect(replies[1].contains("2 h of focus in 1 session"), "\(replies)")
    }
}
