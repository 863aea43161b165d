@testable import Copilot
import Foundation
import NLParse
import Testing

/// An obligation with no date ("i need to call the insurance company", "gotta do laundry") is
/// offered as a task, never added unasked: `task.offer` in the grammar `offers task.add`, so the
/// parse is `none` with a tentative reading, and the copilot asks. Made-up variants of subject,
/// modal, adverb and errand.
struct OfferedTaskTests {
    static let modals = ["i need to", "I have to", "i must", "i should", "i gotta", "i've got to", "we need to", "we really have to", "gotta", "need to", "i still need to"]
    static let errands = ["call the insurance company", "do laundry", "renew my library card", "water the plants", "fix the gate", "email the landlord"]

    @Test func anObligationIsOfferedAndYesAddsIt() {
        for (index, modal) in Self.modals.enumerated() {
            let errand = Self.errands[index % Self.errands.count]
            let line = "\(modal) \(errand)"
            let result = Fixtures.copilot.parser.parse(line, context: Fixtures.context)
            #expect(result.intent == "none", "\(line)")
            #expect(result.tentative?.intent == "task.add" && result.tentative?.offered == true, "\(line)")
            var state = CopilotState()
            let replies = Fixtures.converse([line, "yes"], state: &state)
            #expect(replies[0] == "Did you mean to add a task? Added “\(errand)”. (yes or no)", "\(line): \(replies[0])")
            #expect(state.model.tasks.map(\.title) == [errand], "\(line): \(replies)")
            var declined = CopilotState()
            _ = Fixtures.converse([line, "no"], state: &declined)
            #expect(declined.model.tasks.isEmpty, "\(line)")
        }
    }

    @Test func withADateItIsATaskAtOnce() {
        var state = CopilotState()
        let reply = Fixtures.converse(["i need to call the insurance company tomorrow"], state: &state)[0]
        #expect(reply.hasPrefix("Added “call the insurance company”, due"), "\(reply)")
    }

    @Test func whatIsNoErrandIsNotOffered() {
        for line in ["i need to check how my calendar is looking", "we need to go over the shopping list", "i need to know the time", "i need to sleep",
                     "i have to buy milk", "i need to pick up the kids"] {
            let result = Fixtures.copilot.parser.parse(line, context: Fixtures.context)
            #expect(result.tentative?.offered != true, "\(line)")
        }
    }

    @Test func theJSONSaysWhatIsOffered() {
        let json = Fixtures.copilot.parser.parse("gotta do laundry", context: Fixtures.context).json(in: Fixtures.context.timeZone).text
        #expect(json.contains(#""intent":"none""#))
        #expect(json.contains(#""tentative":{"intent":"task.add","confidence":1,"offered":true}"#), "\(json)")
    }
}
