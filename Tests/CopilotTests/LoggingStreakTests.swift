@testable import Copilot
import Foundation
import NLParse
import Testing

/// The food logging streak: days in a row with anything logged, today not yet logged keeping the
/// run that ended yesterday, and the best run named when it is longer.
struct LoggingStreakTests {
    /// Runs each line at its own moment, New York time.
    static func converse(_ lines: [(String, String)], state: inout CopilotState) -> [String] {
        let formatter = ISO8601DateFormatter()
        return lines.map { at, line in
            let context = ParseContext(now: formatter.date(from: at)!, timeZone: Fixtures.context.timeZone)
            return Fixtures.copilot.respond(to: line, state: &state, context: context).text
        }
    }

    @Test(arguments: ["what's my logging streak", "how long is my food streak", "show my food tracking streak",
                      "how many days in a row have i logged my meals"])
    func daysInARowWithFoodLogged(said: String) {
        var state = CopilotState()
        let replies = Self.converse([
            ("2026-01-02T08:00:00-05:00", "log 2 eggs for breakfast"), ("2026-01-03T08:00:00-05:00", "log 2 eggs for breakfast"),
            ("2026-01-05T08:00:00-05:00", "log 2 eggs for breakfast"), ("2026-01-06T08:00:00-05:00", "log a banana"),
            ("2026-01-07T08:00:00-05:00", said), ("2026-01-07T12:30:00-05:00", "log a banana"), ("2026-01-07T13:00:00-05:00", said),
            ("2026-01-09T09:00:00-05:00", said),
        ], state: &state)
        #expect(replies[4] == "Logging streak: 2 days; log something today to make it 3.", "\(said): \(replies)")
        #expect(replies[6] == "Logging streak: 3 days, today included.", "\(said): \(replies)")
        #expect(replies[7] == "No logging streak right now; log a meal today to start one. Best: 3 days.", "\(said): \(replies)")
    }

    @Test func theFocusStreakStaysTheFocusStreak() {
        var state = CopilotState()
        let replies = Fixtures.converse(["what's my streak", "what's my logging streak"], state: &state)
        #expect(!replies[0].contains("Logging"), "\(replies)")
        #expect(replies[1] == "No logging streak yet: log a meal today to start one.", "\(replies)")
    }
}
