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

/// The reminder window: events with a time are reminded of that long before, once set.
struct ReminderWindowTests {
    @Test func anEventWithATimeGetsTheWindowsReminder() {
        for (set, minutes) in [("remind me 15 minutes before events", 15), ("set my reminder window to 30 minutes", 30),
                               ("always remind me an hour before my appointments", 60), ("remind us 10 min before meetings", 10)] {
            var state = CopilotState()
            let replies = Fixtures.converse([set, "add a dentist appointment tomorrow at 2pm", "add lunch with sam on friday"], state: &state)
            #expect(state.model.settings.eventReminderMinutes == minutes, "\(set): \(replies)")
            #expect(state.tasks.first?.reminder == .before(seconds: Double(minutes * 60)), "\(set): \(replies)")
            // a day with no time has nothing to count back from
            #expect(state.tasks.last?.reminder == nil, "\(set): \(replies)")
            #expect(replies[1].hasSuffix("(reminder \(minutes == 60 ? "1 h" : "\(minutes) min") before)."), "\(set): \(replies)")
        }
        var state = CopilotState()
        let replies = Fixtures.converse(["remind me 15 minutes before events", "turn off event reminders", "add a dentist appointment tomorrow at 2pm",
                                         "remind me 10 minutes before the meeting"], state: &state)
        #expect(state.model.settings.eventReminderMinutes == nil && state.tasks.first?.reminder == nil, "\(replies)")
        #expect(!replies[3].hasPrefix("Event reminders"), "a reminder for one thing is no setting: \(replies)")
    }
}
