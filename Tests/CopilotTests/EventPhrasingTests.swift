import Copilot
import Foundation
import Testing

/// Ways of adding an event that read as a task or as nothing before: a block of clock time with
/// both ends after a plain "add" ("add study group on thursday from 4 to 6pm"), and a member named
/// after the event ("book a piano lesson for Leo next thursday at 4pm"). Now: Wed 7 Jan 2026 09:00.
struct EventPhrasingTests {
    @Test func aSpanWithBothEndsIsAnEvent() {
        for verb in ["add", "put", "pencil in"] {
            for title in ["study group", "team lunch", "piano recital"] {
                // (With no word before the day, "add study group thursday 4-6pm", the task pattern
                // ties and the intent model decides; this fixture has none.)
                for span in ["on thursday from 4 to 6pm", "on thursday 4-6pm", "for thursday from 4pm to 6pm", "on Thursday 16:00-18:00"] {
                    var state = CopilotState()
                    let said = "\(verb) \(title) \(span)"
                    let reply = Fixtures.converse([said], state: &state)[0]
                    #expect(reply == "Added to your calendar: “\(title)”, Thu 8 Jan at 16:00–18:00.", "\(said): \(reply)")
                }
            }
        }
        // One time alone, or the word "task", keeps it a task.
        var state = CopilotState()
        let replies = Fixtures.converse(["add study group on thursday at 4pm", "add task revise notes thursday 4-6pm"], state: &state)
        #expect(state.model.tasks.allSatisfy { $0.kind == .task }, "\(replies)")
    }

    /// Time held for something, the span first: "block 2 to 4 pm tomorrow for focus time".
    @Test(arguments: ["block 2 to 4 pm tomorrow for focus time", "block off 2-4pm tomorrow for focus time", "reserve tomorrow 2 to 4 pm for focus time",
                      "block time tomorrow from 2 to 4 pm for focus time", "set aside 2-4pm tomorrow for focus time"])
    func timeHeldForSomething(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse([said], state: &state)
        #expect(replies[0] == "Added to your calendar: “focus time”, Thu 8 Jan at 14:00–16:00.", "\(said): \(replies)")
    }

    @Test func aMemberNamedAfterTheEvent() {
        for verb in ["book", "schedule"] {
            for (event, title) in [("a piano lesson", "piano lesson"), ("piano lesson", "piano lesson"), ("a swim class", "swim class")] {
                for person in ["Leo", "Mia"] {
                    for (when, at) in [("next thursday at 4pm", "Thu 15 Jan at 16:00"), ("on friday at 3", "Fri 9 Jan at 15:00"),
                                       ("every saturday at 10am", "Sat 10 Jan at 10:00, repeating every saturday at 10am")] {
                        var state = CopilotState()
                        let said = "\(verb) \(event) for \(person) \(when)"
                        let reply = Fixtures.converse(["add Leo and Mia as children", said], state: &state)[1]
                        #expect(reply == "Added to \(person)'s calendar: “\(title)”, \(at).", "\(said): \(reply)")
                    }
                }
            }
        }
    }
}

/// Where an event is, said after when ("christmas party dec 19 7pm at jess's"); travel on the
/// calendar ("add flight to denver dec 18 at 6am"); a kind of event at a time of day with no verb
/// ("team lunch friday at noon"); a holiday naming the event when a later date says when; the
/// schedule's own word ("recurring") left out of the title; an item cancelled by its time alone.
/// Now: Wed 7 Jan 2026 09:00.
struct EventPlaceAndKindTests {
    static let places = ["at jess's", "at the deli", "in room 4", "at grandma's house"]
    static let events: [(said: String, title: String)] = [("christmas party", "christmas party"), ("team lunch", "team lunch"), ("board meeting", "board meeting"),
                                                          ("thanksgiving dinner", "thanksgiving dinner")]
    static let times: [(said: String, shown: String)] = [("friday at 7pm", "Fri 9 Jan at 19:00"), ("jan 20 at noon", "Tue 20 Jan at 12:00"), ("tomorrow 8:30am", "Thu 8 Jan at 08:30")]

    @Test func aPlaceAfterTheTimeEndsTheTitle() {
        for (index, event) in Self.events.enumerated() {
            for (timeIndex, time) in Self.times.enumerated() {
                let place = Self.places[(index + timeIndex) % Self.places.count]
                for verb in ["add ", ""] {
                    let said = "\(verb)\(event.said) \(time.said) \(place)"
                    var state = CopilotState()
                    let reply = Fixtures.converse([said], state: &state)[0]
                    #expect(reply == "Added to your calendar: “\(event.title) \(place)”, \(time.shown).", "\(said): \(reply)")
                }
                // No place: the title as said, the holiday kept; "add" with a meal's word is an
                // event too ("add team lunch friday at 7pm" is no meal logged).
                for verb in ["add ", ""] {
                    var state = CopilotState()
                    let reply = Fixtures.converse(["\(verb)\(event.said) \(time.said)"], state: &state)[0]
                    #expect(reply == "Added to your calendar: “\(event.title)”, \(time.shown).", "\(verb)\(event.said): \(reply)")
                }
            }
        }
    }

    @Test func travelIsAnEvent() {
        for (said, title) in [("add flight to denver", "flight to denver"), ("add a train to boston", "train to boston"), ("add hotel checkin", "hotel checkin"),
                              ("add hotel check-in", "hotel check-in"), ("add dinner reservation", "dinner reservation")] {
            for time in Self.times {
                var state = CopilotState()
                let reply = Fixtures.converse(["\(said) \(time.said)"], state: &state)[0]
                #expect(reply == "Added to your calendar: “\(title)”, \(time.shown).", "\(said) \(time.said): \(reply)")
            }
        }
        var state = CopilotState()
        _ = Fixtures.converse(["book a flight to lisbon"], state: &state)
        #expect(state.tasks.isEmpty)
    }

    @Test func theScheduleWordIsNoTitle() {
        for lead in ["add recurring", "add a recurring", "schedule a repeating", "add my recurring"] {
            var state = CopilotState()
            let reply = Fixtures.converse(["\(lead) standup every weekday at 9:15am"], state: &state)[0]
            #expect(reply.hasPrefix("Added to your calendar: “standup”"), "\(lead): \(reply)")
        }
    }

    @Test func anItemCancelledByItsTime() {
        for said in ["cancel my 11am tomorrow", "cancel the 11am tomorrow", "scrap my 11 am tomorrow", "please cancel my 11am call tomorrow"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add call with the bank tomorrow at 11am", "add dentist tomorrow at 3pm", said], state: &state)
            #expect(replies[2].hasPrefix("Deleted “call with the bank”"), "\(said): \(replies)")
            #expect(state.tasks.map(\.title) == ["dentist"], "\(said)")
        }
    }
}
