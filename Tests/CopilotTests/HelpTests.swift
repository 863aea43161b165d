import Copilot
import Foundation
import NLParse
import Testing

/// `help` names every family with examples, and every example it gives is understood.
struct HelpTests {
    @Test func everyExampleInHelpIsUnderstood() throws {
        var state = CopilotState()
        let help = Fixtures.converse(["help"], state: &state)[0]
        let rows = help.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("  ") }
        #expect(rows.count == 18)
        var examples = 0
        for row in rows {
            let sayings = row.dropFirst(2).drop { $0 != " " }.trimmingCharacters(in: .whitespaces).components(separatedBy: " · ")
            for saying in sayings {
                let result = Fixtures.copilot.parser.parse(saying, context: Fixtures.context)
                #expect(result.intent != "none", "help says “\(saying)”, which is not understood")
                examples += 1
            }
        }
        #expect(examples >= 28)
    }
}

/// "help nutrition", "help me with my lists": one row of help, by any word the grammar gives
/// the topic; every row but "anytime" can be asked for so.
struct HelpTopicTests {
    @Test func eachRowCanBeAskedFor() {
        let rows = ["tasks", "reminders", "calendar", "notes", "brief", "lists", "focus", "progress", "nutrition", "profile", "household", "chores",
                    "diets", "rewards", "approvals", "ideas", "settings"]
        for row in rows {
            for frame in ["help %@", "help with %@", "help me with my %@"] {
                var state = CopilotState()
                let said = String(format: frame, row)
                let reply = Fixtures.converse([said], state: &state)[0]
                #expect(reply.hasPrefix("Things you can say about \(row):\n  ") && reply.hasSuffix("Say “help” for every kind."), "\(said): \(reply)")
            }
        }
        for (said, row) in [("help food", "nutrition"), ("help pomodoro", "focus"), ("help groceries", "lists"), ("help alarms", "reminders"), ("help with screen time", "rewards")] {
            var state = CopilotState()
            #expect(Fixtures.converse([said], state: &state)[0].hasPrefix("Things you can say about \(row):"), "\(said)")
        }
    }
}

/// "how do I add a reminder": a question about one of ask's own kinds of thing is help on it;
/// "how do I change a tire" is not.
struct HowDoIHelpTests {
    @Test func howDoIAsksForHelpOnAKind() {
        for (thing, family) in [("a reminder", "reminders"), ("my meals", "nutrition"), ("a task", "tasks"), ("the shopping list", "lists"), ("a note", "notes")] {
            for lead in ["how do i add", "how can I log", "how do we set up", "how should i use"] {
                let line = "\(lead) \(thing)"
                var state = CopilotState()
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(reply.hasPrefix("Things you can say about \(family)"), "\(line): \(reply)")
            }
        }
        var state = CopilotState()
        #expect(!Fixtures.converse(["how do i change a tire"], state: &state)[0].hasPrefix("Things you can say"))
    }
}

