@testable import Copilot
import Foundation
import NLParse
import Testing

/// An event with an end moves whole: a new time, a new day, a shift, one event or several, keeps
/// its length, so no move leaves it ending before it starts, and the reply says the new span (found in new-user run 61: "move the
/// 1:1 with priya to 3pm" made 14:00-14:30 into 15:00-14:30).
struct EventLengthTests {
    static let events = [("1:1 with priya thursday 2-2:30pm", "1:1 with priya", 30), ("workshop on friday from 9 to 11am", "workshop", 120),
                         ("dentist next tuesday 3-4pm", "dentist", 60)]
    static let moves = ["move the %@ to 3pm", "move the %@ to monday", "push the %@ back an hour", "move the %@ to saturday at 10am",
                        "reschedule the %@ to next wednesday at 8:30am", "move the %@ 30 minutes earlier"]

    @Test func everyMoveKeepsTheLength() {
        for (added, title, minutes) in Self.events {
            for move in Self.moves {
                var state = CopilotState()
                let line = String(format: move, title)
                let replies = Fixtures.converse([added, line], state: &state)
                guard let event = state.model.tasks.first(where: { $0.title == title }), let due = event.due, let end = event.end else {
                    Issue.record("\(line): \(replies)")
                    continue
                }
                // The reply says the new span, end included ("due Thu 8 Jan at 15:00–15:30").
                #expect(replies[1].hasPrefix("Changed “\(title)”") && replies[1].contains("–"), "\(line): \(replies)")
                #expect(end.timeIntervalSince(due.date) == Double(minutes * 60), "\(line): \(replies), \(due.date) to \(end)")
            }
        }
    }

    @Test func severalMovedAtOnceKeepTheirLengths() {
        var state = CopilotState()
        let replies = Fixtures.converse(["1:1 with priya thursday 2-2:30pm", "workshop on thursday from 9 to 11am", "move everything on thursday to friday", "yes"], state: &state)
        for event in state.model.tasks {
            guard let due = event.due, let end = event.end else { Issue.record("\(replies)"); continue }
            #expect(end > due.date && end.timeIntervalSince(due.date) <= 7_200, "\(event.title): \(replies)")
        }
    }
}
