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
