@testable import Copilot
import Foundation
import NLParse
import Testing

/// A line of pleasantries alone ("thanks", "thanks, bye", "great") is no command: the intent stays
/// `none` and the copilot answers in kind, never "I didn't understand". Made-up variants of the
/// phrases, their order, separators and case.
struct PleasantryTests {
    static let thanks = ["thanks", "thank you", "Thank you so much", "thx", "thanks a lot", "thanks for the help", "thank you for your help", "cheers", "much appreciated"]
    static let byes = ["bye", "goodbye", "good night", "see you later", "talk to you later", "ttyl", "have a good one"]
    static let glad = ["great", "perfect", "awesome", "got it", "sounds good", "nice"]
    static let separators = [" ", ", ", "! ", ". ", " - "]

    @Test func eachAloneIsAnsweredInKind() {
        var state = CopilotState()
        for (phrases, answer) in [(Self.thanks, "You're welcome."), (Self.byes, "Bye for now."), (Self.glad, "Glad to help.")] {
            for phrase in phrases {
                for ending in ["", "!", ".", " :)", " 🙏"] {
                    let line = phrase + ending
                    let result = Fixtures.copilot.parser.parse(line, context: Fixtures.context)
                    #expect(result.intent == "none", "\(line)")
                    let reply = Fixtures.copilot.respond(to: line, state: &state, context: Fixtures.context)
                    #expect(reply.text == answer, "\(line): \(reply.text)")
                }
            }
        }
    }

    @Test func twoTogetherAreAnsweredBothInTheOrderSaid() {
        var state = CopilotState()
        for (index, thank) in Self.thanks.enumerated() {
            let bye = Self.byes[index % Self.byes.count], separator = Self.separators[index % Self.separators.count]
            #expect(Fixtures.copilot.respond(to: thank + separator + bye, state: &state, context: Fixtures.context).text == "You're welcome. Bye for now.")
            #expect(Fixtures.copilot.respond(to: bye + separator + thank, state: &state, context: Fixtures.context).text == "Bye for now. You're welcome.")
            let great = Self.glad[index % Self.glad.count]
            #expect(Fixtures.copilot.respond(to: great + separator + thank, state: &state, context: Fixtures.context).text == "You're welcome.")
        }
    }

    @Test func aCommandWithThemIsTheCommand() {
        var state = CopilotState()
        let replies = Fixtures.converse(["thanks, add milk to the shopping list", "great, what's on my list", "bye bye birdie", "thanks for nothing at all"], state: &state)
        #expect(replies[0].hasPrefix("Added to the shopping list: milk"), "\(replies)")
        #expect(replies[1].contains("milk"), "\(replies)")
        #expect(replies[2].hasPrefix("Sorry, I didn't understand"), "\(replies)")
        #expect(replies[3].hasPrefix("Sorry, I didn't understand"), "\(replies)")
    }

    @Test func theJSONNamesThemAndChangesNothingElse() {
        let result = Fixtures.copilot.parser.parse("Thanks, bye!", context: Fixtures.context)
        #expect(result.pleasantries == ["thanks", "bye"])
        #expect(result.json(in: Fixtures.context.timeZone).text.contains(#""intent":"none""#))
        #expect(result.json(in: Fixtures.context.timeZone).text.contains(#""pleasantries":["thanks","bye"]"#))
        #expect(Fixtures.copilot.parser.parse("add milk", context: Fixtures.context).pleasantries == nil)
        #expect(Fixtures.copilot.parser.parse("bye milk", context: Fixtures.context).pleasantries == nil)
    }
}
