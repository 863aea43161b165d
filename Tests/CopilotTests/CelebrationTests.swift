@testable import Copilot
import Foundation
import NLParse
import Testing

/// A milestone is said as it happens, on the line that earned it: a badge for the first task
/// done or the first session ended, a level reached. Off with the `celebrations` setting, which
/// changes nothing but the line.
struct CelebrationTests {
    func at(_ text: String) -> Date { FocusFixtures.at(text) }

    @Test func theFirstTaskDoneIsABadge() {
        for done in ["done 1", "mark pay rent as done", "I finished pay rent", "complete pay rent"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add task pay rent", "add task call mom", done, "done call mom"], state: &state)
            #expect(replies[2].hasSuffix("\nNew badge: First task done."), "\(done): \(replies)")
            // once: the second task earns nothing new
            #expect(!replies[3].contains("New badge"), "\(done): \(replies)")
        }
    }

    @Test func aSessionEndedMayReachALevel() {
        var state = CopilotState()
        // 90 XP of finished focus before; the running hour's 23 XP crosses 100 when it ends.
        state.model.focus.sessions = (0..<4).map { day in
            let start = at("2026-01-0\(2 + day) 10:00")
            return FocusSession(start: start, plannedMinutes: 60, end: start.addingTimeInterval(3_540))
        }
        state.model.focus.current = FocusSession(start: at("2026-01-07 08:00"), plannedMinutes: 70)
        let reply = Fixtures.converse(["stop"], state: &state)[0]
        #expect(reply.hasSuffix("\nLevel 2 reached!"), "\(reply)")
        #expect(!reply.contains("First session"), "\(reply)")
    }

    @Test func celebrationsOffSayNothingAndCountTheSame() {
        for off in ["turn off celebrations", "disable celebrations", "celebrations off", "turn off the confetti"] {
            var state = CopilotState()
            let replies = Fixtures.converse([off, "add task pay rent", "done 1", "what badges do i have", "turn celebrations back on", "add task b", "done b"], state: &state)
            #expect(replies[0].hasPrefix("Celebrations: off"), "\(off): \(replies)")
            #expect(replies[2] == "Done: “pay rent”. 0 open tasks left.", "\(off): \(replies)")
            #expect(replies[3] == "1 badge: First task done.", "\(off): \(replies)")
            #expect(replies[4] == "Celebrations: on.", "\(off): \(replies)")
            #expect(!replies[6].contains("New badge"), "\(off): \(replies)")
        }
    }

    /// A child's chore ticked off is no badge of the user's.
    @Test func aChildsChoreIsNotTheUsersMilestone() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Sam as a child", "assign the dishes to Sam", "Sam did the dishes"], state: &state)
        #expect(replies[2].contains("Done: “the dishes”") || replies[2].contains("dishes"), "\(replies)")
        #expect(!replies[2].contains("New badge"), "\(replies)")
    }

    /// The named colour themes and the mode are set apart, whatever the frame.
    @Test func aNamedThemeKeepsTheMode() {
        let themes = [("ocean", Settings.ColorTheme.ocean), ("lavender", .lavender), ("purple", .lavender), ("forest", .forest), ("navy", .navy), ("grey", .slate)]
        let frames = ["change the theme to %@", "set my theme to %@", "use the %@ theme", "switch to the %@ theme", "try the %@ colors"]
        for (word, theme) in themes {
            for frame in frames {
                var state = CopilotState()
                let said = String(format: frame, word)
                let replies = Fixtures.converse(["turn on dark mode", said], state: &state)
                #expect(replies[1] == "Theme: \(theme), dark mode.", "\(said): \(replies)")
                #expect(state.model.settings.colorTheme == theme && state.model.settings.theme == .dark, "\(said)")
            }
        }
    }
}
