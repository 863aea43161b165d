@testable import Copilot
import Foundation
import NLParse
import Testing

/// A thing said with a clock time and no verb ("school pickup at 3 tomorrow") is offered as an
/// event, never made unasked: `event.offer` in the grammar `offers event.add`. Made-up variants of
/// thing, clock form and day; a command or a question that reads the line takes it instead. (A
/// thing named by a kind of event, "parent teacher conference at 3", is added as an event, as
/// "dentist appointment at 3" is: `EventPlaceAndKindTests`.)
struct OfferedEventTests {
    static let things = ["school pickup", "swim team", "book club", "carpool to school", "pickup for leo"]
    static let clocks = [("at 3", 15), ("at 4:30", 16), ("at 7pm", 19), ("at 10am", 10)]
    static let days = [" tomorrow", " on friday", ""]

    @Test func aThingAtATimeIsOfferedAndYesAddsIt() {
        for (index, thing) in Self.things.enumerated() {
            for (clockIndex, (clock, hour)) in Self.clocks.enumerated() {
                let day = Self.days[(index + clockIndex) % Self.days.count]
                let line = "\(thing) \(clock)\(day)"
                let result = Fixtures.copilot.parser.parse(line, context: Fixtures.context)
                #expect(result.intent == "none" && result.tentative?.intent == "event.add" && result.tentative?.offered == true, "\(line)")
                var state = CopilotState()
                let replies = Fixtures.converse([line, "yes"], state: &state)
                #expect(replies[0].hasPrefix("Did you mean to add an event to a calendar? Added to your calendar: “\(thing)”"), "\(line): \(replies[0])")
                #expect(state.model.tasks.map(\.title) == [thing], "\(line): \(replies)")
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = Fixtures.context.timeZone
                #expect(state.model.tasks.first?.due.map { calendar.component(.hour, from: $0.date) } == hour, "\(line): \(replies)")
                var declined = CopilotState()
                _ = Fixtures.converse([line, "no"], state: &declined)
                #expect(declined.model.tasks.isEmpty, "\(line)")
            }
        }
    }

    /// The day before the time ("book club thursday at 7pm"), and where after it, are offered too;
    /// the place ends the title.
    @Test func theDayFirstAndWhereAreOfferedToo() {
        for thing in Self.things {
            for (place, suffix) in [("", ""), (" at the library", " at the library"), (" in room 4", " in room 4")] {
                let line = "\(thing) thursday at 7pm\(place)"
                var state = CopilotState()
                let replies = Fixtures.converse([line, "yes"], state: &state)
                #expect(replies[0].hasPrefix("Did you mean to add an event to a calendar?"), "\(line): \(replies)")
                #expect(state.model.tasks.map(\.title) == [thing + suffix], "\(line): \(replies)")
            }
        }
    }

    @Test func aCommandOrAQuestionTakesTheLineInstead() {
        for line in ["and pick up the kids at 3:15", "remind me to call mom at 5", "what's happening at 3 tomorrow", "alarm at 6", "call the dentist at 9",
                     "meeting with sam at 3 tomorrow", "dentist at 3 tomorrow"] {
            let result = Fixtures.copilot.parser.parse(line, context: Fixtures.context)
            #expect(result.tentative?.offered != true, "\(line): \(result.intent)")
        }
    }
}
