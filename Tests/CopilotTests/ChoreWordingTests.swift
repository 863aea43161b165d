@testable import Copilot
import Foundation
import NLParse
import Testing

/// A parent running chores in words new-user run 51 used: a chore ticked off for a child ("mark
/// vacuuming done for ava"), chores counted ("how many tasks does dan have"), the leader asked
/// with "who's" ("whos got the most points"), and a repeating chore said done twice in a day.
struct ChoreWordingTests {
    static func household() -> CopilotState {
        var state = CopilotState()
        _ = Fixtures.converse(["add Ava as my daughter", "add Leo as my son", "assign vacuuming to Ava every saturday", "assign the dishes to Leo tomorrow",
                               "Leo did 30 minutes of reading"], state: &state)
        return state
    }

    @Test func aChoreTickedOffForAChild() {
        for frame in ["mark %@ done for ava", "mark the %@ as done for Ava", "check off %@ for ava", "tick off the %@ for Ava", "cross off %@ for ava"] {
            var state = Self.household()
            let line = String(format: frame, "vacuuming")
            let reply = Fixtures.converse([line], state: &state)[0]
            #expect(reply.hasPrefix("Well done, Ava! Done: “vacuuming”."), "\(line): \(reply)")
        }
    }

    @Test func choresCounted() {
        for line in ["how many tasks does leo have", "how many chores has Leo got left", "how many jobs does leo have to do", "how many things does Leo still have left"] {
            var state = Self.household()
            let reply = Fixtures.converse([line], state: &state)[0]
            #expect(reply.contains("dishes"), "\(line): \(reply)")
        }
    }

    @Test func theLeaderAskedWithWhos() {
        for line in ["whos got the most points", "who's got the most points", "who has the most points", "who's earned more stars", "whos got the fewest points"] {
            var state = Self.household()
            let reply = Fixtures.converse([line], state: &state)[0]
            #expect(reply.contains("Leo") && reply.contains("30"), "\(line): \(reply)")
        }
    }

    @Test func aRepeatingChoreDoneTwiceInADayKeepsTheNextOneOpen() {
        var state = Self.household()
        let saturday = ParseContext(now: Fixtures.context.now.addingTimeInterval(3 * 86_400), timeZone: Fixtures.context.timeZone)
        let first = Fixtures.copilot.respond(to: "ava did the vacuuming", state: &state, context: saturday).text
        let second = Fixtures.copilot.respond(to: "ava did the vacuuming", state: &state, context: saturday).text
        #expect(first.hasPrefix("Well done, Ava!"), "\(first)")
        #expect(second == "Already done today: “vacuuming”. Next: Sat 17 Jan.", "\(second)")
        let task = state.model.tasks.first { $0.title == "vacuuming" }
        #expect(task?.completions.count == 1)
    }

    /// The same holds for any repeating task, by number or by words, while one that repeats
    /// several times a day still rolls on.
    @Test func aRepeatingTaskDoneTwiceInADayKeepsTheNextOneOpen() {
        var state = CopilotState()
        let replies = Fixtures.converse(["water the plants every day at 8pm", "done water the plants", "done 1", "i watered the plants"], state: &state)
        #expect(replies[1].hasPrefix("Done: “water the plants”. Next:"), "\(replies)")
        #expect(replies[2].hasPrefix("Already done today: “water the plants”."), "\(replies)")
        #expect(replies[3].hasPrefix("Already done today"), "\(replies)")
        #expect(state.model.tasks.first?.completions.count == 1)
    }

    /// A chore said as a label, with its owner and how often after the name: "add chore: feed
    /// the dog for leo every day", "chore - water the plants for Ava tomorrow".
    @Test func aChoreSaidAsALabel() {
        for opening in ["add chore:", "add chore", "add a chore:", "chore:", "chore -", "new chore:", "job:"] {
            for (tail, repeats) in [(" every day", true), (" every monday", true), (" tomorrow", false), ("", false)] {
                var state = Self.household()
                let line = "\(opening) feed the dog for leo\(tail)"
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(reply.hasPrefix("Added “feed the dog”") && reply.contains("for Leo") && reply.contains("repeats") == repeats, "\(line): \(reply)")
            }
        }
    }
}
