@testable import Copilot
import Foundation
import Testing

/// The onboarding choice, said at any time: what the user is here for orders what a greeting
/// suggests, and studying starts sessions with the Study preset and lofi sound where the user
/// set no default of their own.
struct InterestsTests {
    static let frames = ["I mostly use this for %@", "i'm here for %@", "I care about %@", "my main goal is %@", "set my interests to %@",
                         "we mainly use ask for %@"]

    @Test func whatTheUserIsHereForIsKept() {
        let said: [(String, [Settings.Interest])] = [("studying", [.study]), ("ambient study", [.study]), ("focus and planning", [.focus, .planning]),
                                                      ("tasks, planning and deep work", [.tasks, .planning, .focus]), ("getting things done", [.tasks])]
        for frame in Self.frames {
            for (words, interests) in said {
                var state = CopilotState()
                let line = String(format: frame, words)
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(state.model.settings.interests == interests, "\(line): \(reply)")
                #expect(reply.hasPrefix("Noted: you're here for"), "\(line): \(reply)")
            }
        }
    }

    @Test func studyingSetsTheSessionDefaultsAndGreetingsFollow() {
        var state = CopilotState()
        let replies = Fixtures.converse(["I mostly use this for studying", "hi", "start a focus session", "stop", "start a 10 minute session", "stop"], state: &state)
        #expect(replies[0].contains("Study preset (45 min, 10-min breaks) with lofi sound"), "\(replies)")
        #expect(replies[1] == "Hi! Try “start a study session”, “start a focus session”, “add task buy milk tomorrow” or “help”.")
        #expect(replies[2] == "Started Study: 45 min · lofi.", "\(replies)")
        // a length said is a session of that length, with the default sound
        #expect(replies[4] == "Started Focus: 10 min · lofi.", "\(replies)")
        // the user's own sound stays; dropping studying drops the preset it brought
        let more = Fixtures.converse(["set my default sound to rain", "I'm here for planning", "start a focus session"], state: &state)
        #expect(more[1].contains("sessions start with Pomodoro again"), "\(more)")
        #expect(more[2] == "Started Pomodoro: 25 min · light rain.", "\(more)")
        #expect(state.model.settings.defaultSound == .lightRain)
        #expect(Fixtures.converse(["undo", "undo"], state: &state)[1].hasPrefix("Undone: noted what you're here for"))
        #expect(state.model.settings.interests == [.study] && state.model.settings.defaultPreset == "Study")
    }

    /// "I want to focus" starts a session; it is no statement of interest.
    @Test func wantingToFocusStartsASession() {
        for said in ["I want to focus", "i need to concentrate", "I really need to focus now", "time to focus", "we gotta lock in"] {
            var state = CopilotState()
            let reply = Fixtures.converse([said], state: &state)[0]
            #expect(reply.hasPrefix("Started Pomodoro"), "\(said): \(reply)")
            #expect(state.model.settings.interests.isEmpty, "\(said)")
        }
    }
}
