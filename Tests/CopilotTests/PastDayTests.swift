import Foundation
@testable import Copilot
import Intents
import NLParse
import Testing

/// A day named for something done is the last such day (the grammar's `past` slots): "on monday"
/// said on Wednesday 7 January 2026 is the 5th, whether a meal, learning or focus is told or
/// asked after; a day said outright ahead ("tomorrow") is refused as not done yet.
struct PastDayTests {
    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }
    func day(_ date: Date) -> Int? { Calendar.current.dateComponents(in: Fixtures.context.timeZone, from: date).day }

    static let days: [(said: String, day: Int)] = [("monday", 5), ("on monday", 5), ("on Tuesday", 6), ("sunday", 4), ("on friday", 2), ("last friday", 2), ("yesterday", 6)]

    @Test func aMealToldForADayIsLoggedOnIt() {
        for (said, expected) in Self.days {
            for frame in ["i had pizza %@", "I ate 2 eggs for breakfast %@", "log a bagel for lunch %@"] {
                var state = CopilotState()
                let line = String(format: frame, said)
                let reply = converse([line], &state)[0]
                #expect(state.model.meals.first.map { day($0.eaten) } == expected, "\(line): \(reply)")
            }
        }
    }

    @Test func whatWasEatenOnADayIsAskedOfIt() {
        for (said, expected) in Self.days {
            var state = CopilotState()
            _ = converse(["i had pizza \(said)"], &state)
            let question = "what did i eat \(said)"
            let reply = converse([question], &state)[0]
            #expect(reply.contains("pizza"), "\(question) (\(expected)): \(reply)")
        }
    }

    @Test func learningAndFocusToldForADayCountOnIt() {
        for (said, expected) in Self.days {
            var state = CopilotState()
            _ = converse(["add Emma as a child, 8"], &state)
            let learning = "Emma read for 20 minutes \(said)"
            let reply = converse([learning], &state)[0]
            #expect(state.model.members.first?.rewards.first.map { day($0.date) } == expected, "\(learning): \(reply)")
            let focus = "log 30 minutes of focus \(said)"
            let logged = converse([focus], &state)[0]
            #expect(state.model.focus.sessions.first.map { day($0.start) } == expected, "\(focus): \(logged)")
            let asked = converse(["how much did i focus \(said)"], &state)[0]
            #expect(asked.contains("30 min of focus"), "how much did i focus \(said): \(asked)")
        }
    }

    @Test func aDayAheadIsNotDoneYet() {
        var state = CopilotState()
        _ = converse(["add Emma as a child, 8"], &state)
        let replies = converse(["Emma read for 20 minutes tomorrow", "log 30 minutes of focus tomorrow"], &state)
        #expect(state.model.members.first?.points == 0, "\(replies)")
        #expect(state.model.focus.sessions.isEmpty, "\(replies)")
    }
}
