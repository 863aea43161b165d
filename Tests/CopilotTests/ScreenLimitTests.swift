import Copilot
import Foundation
import Testing

/// A child's daily screen-time limit: set in the ways a parent says it, for one child or every
/// child; time asked for past it is refused with what is left, whatever the points would buy;
/// taken off, and undone. Now: Wed 7 Jan 2026 09:00.
struct ScreenLimitTests {
    static let settings: [(said: String, everyone: Bool)] = [
        ("limit Noah's screen time to an hour a day", false), ("set a screen time limit of 60 minutes a day for noah", false),
        ("noah can have at most 60 minutes of screen time a day", false), ("set noah's daily screen time limit to 1 hour", false),
        ("limit the kids' tablet time to 60 minutes per day", true), ("no more than an hour of screen time a day for the kids", true),
        ("set a daily screen time cap of 60 min for all the kids", true),
    ]

    @Test func aLimitHoldsWhateverThePointsBuy() {
        for setting in Self.settings {
            var state = CopilotState()
            let replies = Fixtures.converse(["add Mia as my daughter", "add Noah as my son", "give the kids 200 points", setting.said,
                                             "noah wants 45 minutes of youtube", "noah wants 30 minutes of minecraft", "noah wants 15 minutes of minecraft",
                                             "noah wants 5 minutes of tv", "mia wants 70 minutes of tv"], state: &state)
            #expect(replies[3].hasPrefix("Screen time for \(setting.everyone ? "Mia and Noah" : "Noah"): at most 1 h a day."), "\(setting.said): \(replies[3])")
            #expect(replies[4].hasPrefix("OK"), "\(setting.said): \(replies)")
            #expect(replies[5] == "Not today: 30 minutes of minecraft would take Noah past the daily limit of 60 minutes (45 used, 15 left).", "\(setting.said): \(replies)")
            #expect(replies[6].hasPrefix("OK"), "\(setting.said): \(replies)")
            #expect(replies[7] == "Noah has used the daily limit of 60 minutes today.", "\(setting.said): \(replies)")
            #expect(replies[8].hasPrefix(setting.everyone ? "Not today" : "OK"), "\(setting.said): \(replies)")
            #expect(state.model.members.first { $0.name == "Noah" }?.points == 140, "\(setting.said)")
        }
    }

    @Test func takenOffAndUndone() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Noah as my son", "give noah 100 points", "limit noah's screen time to 10 minutes a day",
                                         "remove noah's screen time limit", "noah wants 20 minutes of tv", "undo", "undo", "noah wants 20 minutes of tv"], state: &state)
        #expect(replies[3] == "No daily screen-time limit for Noah.", "\(replies)")
        #expect(replies[4].hasPrefix("OK"), "\(replies)")
        #expect(replies[7].hasPrefix("Not today"), "\(replies)")
    }

    @Test func limitsOutsideTheirBoundsOrForAParent() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Ana as a parent", "add Noah as my son", "limit noah's screen time to 2 minutes a day",
                                         "limit ana's screen time to an hour a day"], state: &state)
        #expect(replies[2] == "A daily limit is 5 to 720 minutes.", "\(replies)")
        #expect(replies[3] == "Ana is a parent; screen-time limits are for children.", "\(replies)")
    }
}
