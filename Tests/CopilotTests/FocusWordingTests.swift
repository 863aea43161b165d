@testable import Copilot
import Foundation
import NLParse
import Testing

/// A focus worker's words from new-user run 63, in made-up variants: a number that labels the
/// thing worked on is part of its name, never the session's minutes ("start focus on chapter 3"
/// started a 3-minute session), by the grammar and by stage 2 alike; a daily goal said before
/// what it counts ("set a goal of 4 hours of focus a day"). Stage 2's side: `LabellingNumberTests`.
struct FocusWordingTests {
    static let things = ["chapter 3", "room 12", "step 2", "part 4", "lesson 7"]

    @Test func aNumberThatLabelsTheTaskIsItsName() {
        for opening in ["start focus on", "begin focus time on", "start deep work on", "start focusing on", "focus on"] {
            for thing in Self.things {
                var state = CopilotState()
                let line = "\(opening) \(thing)"
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(reply.hasPrefix("Started") && reply.contains("on “\(thing)”") && state.model.focus.current?.plannedMinutes ?? 0 >= 25, "\(line): \(reply)")
            }
        }
        var state = CopilotState()
        let reply = Fixtures.converse(["start focus on chapter 3 for 40 minutes"], state: &state)[0]
        #expect(reply == "Started Focus: 40 min · on “chapter 3”.", "\(reply)")
    }

    @Test func aDailyGoalSaidBeforeWhatItCounts() {
        for (said, minutes) in [("set a goal of 4 hours of focus a day", 240), ("i want a daily goal of 90 minutes of deep work", 90), ("set a goal of 2 hours for focus", 120)] {
            var state = CopilotState()
            let reply = Fixtures.converse([said], state: &state)[0]
            #expect(reply == "Daily focus goal: \(minutes) minutes.", "\(said): \(reply)")
        }
    }
}
