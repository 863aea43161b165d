import Foundation
@testable import Copilot
import NLParse
import Testing

/// The morning brief and notes read back (issue 21), in made-up wordings.
struct BriefTests {
    /// Thursday 8 January 2026, 08:30 in New York, after the brief time (08:00 by default).
    static let morning = ParseContext(now: Date(timeIntervalSince1970: 1_767_879_000), timeZone: TimeZone(identifier: "America/New_York")!)

    func converse(_ lines: [String], _ state: inout CopilotState, at context: ParseContext = morning) -> [String] {
        lines.map { Fixtures.copilot.respond(to: $0, state: &state, context: context).text }
    }

    static let setup = ["add mia as my daughter", "mia's piano lesson today at 4pm", "team standup every weekday at 9:30am",
                        "add task pay rent today p1", "add task call the bank yesterday", "add task someday thing"]

    @Test func theBriefHasThePrioritiesAndTheFamilysDay() {
        for asked in ["good morning", "Good morning!", "morning", "brief me", "give me my morning brief", "catch me up on today", "show the daily briefing please"] {
            var state = CopilotState()
            _ = converse(Self.setup, &state)
            let brief = converse([asked], &state)[0]
            let lines = brief.split(separator: "\n").map(String.init)
            // Overdue first, then due today; a task with no date is not a priority.
            let bank = lines.firstIndex { $0.contains("call the bank") }, rent = lines.firstIndex { $0.contains("pay rent") }
            #expect(bank != nil && rent != nil && bank! < rent!, "\(asked): \(brief)")
            #expect(!brief.contains("someday thing"), "\(asked): \(brief)")
            // Everyone's events today, a repeating one included, in time order.
            let standup = lines.firstIndex { $0.contains("09:30  team standup") }, piano = lines.firstIndex { $0.contains("16:00  piano lesson (event, Mia)") }
            #expect(standup != nil && piano != nil && standup! < piano!, "\(asked): \(brief)")
        }
    }

    @Test func aGreetingBeforeTheBriefTimeSaysWhenItComes() {
        let early = ParseContext(now: Self.morning.now.addingTimeInterval(-2 * 3600), timeZone: Self.morning.timeZone)
        var state = CopilotState()
        _ = converse(Self.setup + ["set my morning brief to 7:30am"], &state)
        #expect(converse(["good morning"], &state, at: early)[0] == "Good morning! Your brief is at 07:30; say “brief me” for it now.")
        #expect(converse(["brief me"], &state, at: early)[0].contains("pay rent"))
    }

    /// Off, "good morning" greets without the brief; asked for by name it still comes; on again, at the
    /// time it had or the one said with it.
    @Test func theBriefTurnsOffAndOnAgain() {
        for (off, on, at) in [("turn off the morning brief", "turn on the morning brief", "08:00"), ("stop the daily brief", "enable my morning brief at 6:45am", "06:45"),
                              ("disable my daily briefing", "switch the morning brief back on", "08:00"), ("pause my morning brief please", "turn my daily brief on at 7", "07:00")] {
            var state = CopilotState()
            _ = converse(Self.setup, &state)
            #expect(converse([off], &state)[0].hasPrefix("Morning brief off"), "\(off)")
            #expect(converse(["good morning"], &state)[0] == "Good morning! (The morning brief is off; say “brief me” for it.)", "\(off)")
            #expect(converse(["what time is my morning brief"], &state)[0] == "Morning brief: off.", "\(off)")
            #expect(converse(["brief me"], &state)[0].contains("pay rent"), "\(off)")
            #expect(converse([on], &state)[0] == "Morning brief at \(at).", "\(on)")
            #expect(converse(["good morning"], &state)[0].contains("pay rent") == (at <= "08:30"), "\(on)")
        }
    }

    @Test func notesAreReadBackAndFoundByTheirWords() {
        var state = CopilotState()
        _ = converse(["note: the gate code is 4512", "note to self: the car needs new tyres in march", "jot down that the wifi password is on the fridge"], &state)
        #expect(converse(["show my notes"], &state)[0].hasPrefix("3 notes:"))
        for (asked, found) in [("find my note about the gate", "4512"), ("what did I note about the car", "tyres"), ("show notes about the wifi password", "fridge"),
                               ("search my notes for gate codes", "4512"), ("look for a note about tyres", "car")] {
            let reply = converse([asked], &state)[0]
            #expect(reply.hasPrefix("1 note about") && reply.contains(found), "\(asked): \(reply)")
        }
        #expect(converse(["find my note about the boat"], &state)[0] == "No note mentions “boat”.")
    }
}
