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

    /// The children ranked, asked as a board: determiners, owners and the board's word vary.
    @Test func theBoardRanksTheChildren() {
        for lead in ["", "what's ", "show ", "show me ", "check "] {
            for owner in ["the ", "the kids' ", "our family ", ""] {
                for board in ["points leaderboard", "leaderboard", "standings", "star rankings", "scoreboard"] {
                    let line = "\(lead)\(owner)\(board)"
                    var state = Self.household()
                    _ = Fixtures.converse(["give ava 50 points"], state: &state)
                    let reply = Fixtures.converse([line], state: &state)[0]
                    let ava = reply.range(of: "Ava"), leo = reply.range(of: "Leo")
                    #expect(ava != nil && leo != nil && ava!.lowerBound < leo!.lowerBound, "\(line): \(reply)")
                }
            }
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

    /// The household's chores with no one named ("what chores are left today"): each member's,
    /// and those with none in one line.
    @Test func theHouseholdsChores() {
        // Asked by whose they are, too: "who has chores today" (generated: asker × verb × chore word).
        let whose = ["who has", "who has got", "who got", "which kids have", "which kids have got", "who all has"].flatMap { asker in
            ["chores", "jobs", "household chores", "open chores"].map { chores in "\(asker) \(chores) today" } }
        for line in ["what chores are left today", "which chores are still open today", "what jobs are left today", "show all the chores today", "list the family chores for today",
                     "who's got chores left today", "whos got any jobs today?"] + whose {
            var state = Self.household()
            let reply = Fixtures.converse(["assign the trash to Ava today"], state: &state) + Fixtures.converse([line], state: &state)
            #expect(reply[1].hasPrefix("Ava has 1 open chore today:") && reply[1].contains("trash"), "\(line): \(reply[1])")
            #expect(reply[1].contains("Leo has 1 open chore today:") || reply[1].contains("No open chores today: Leo."), "\(line): \(reply[1])")
        }
        var empty = CopilotState()
        #expect(Fixtures.converse(["what chores are left today"], state: &empty)[0].hasPrefix("No one is in the household yet"))
    }

    /// Chores done, counted for a member over a period (this week when none is said).
    @Test func choresDoneCounted() {
        for line in ["how many chores did leo do this week", "how many chores has Leo done", "how many jobs did leo finish this week", "how many tasks has leo completed"] {
            var state = Self.household()
            let replies = Fixtures.converse(["Leo did the dishes", line], state: &state)
            #expect(replies[1] == "Leo did 1 chore this week: “dishes”.", "\(line): \(replies)")
            #expect(Fixtures.converse([line.replacingOccurrences(of: "leo", with: "ava").replacingOccurrences(of: "Leo", with: "Ava")], state: &state)[0] == "Ava has done no chores this week.", "\(line)")
        }
    }

    /// "assign Mia to empty the dishwasher": the chore is what follows "to", without it.
    @Test func aMemberAssignedToAChore() {
        for (line, title) in [("assign ava to empty the dishwasher every evening", "empty the dishwasher"), ("assign Leo to feed the cat", "feed the cat"), ("assign ava the recycling", "recycling")] {
            var state = Self.household()
            let reply = Fixtures.converse([line], state: &state)[0]
            #expect(reply.hasPrefix("Added “\(title)”") || reply.contains("“\(title)”"), "\(line): \(reply)")
        }
    }
}
