import Foundation
import Intents

/// The onboarding choice: what the user is here for (focus, tasks, planning, studying), said
/// at any time ("I mostly use this for studying", "I care about focus and planning"). It orders
/// what a greeting suggests, and fills the defaults that go with it where the user has set none:
/// studying starts sessions with the Study preset and lofi sound. Saying it again replaces it.
extension Executor {
    mutating func setInterests(_ said: [Settings.Interest]) -> Reply {
        var interests: [Settings.Interest] = []
        for interest in said where !interests.contains(interest) { interests.append(interest) }
        guard !interests.isEmpty else {
            return Reply("Tell me what you're here for: focus, tasks, planning or studying, e.g. “I mostly use this for studying”.",
                         outcome: .notDone, intent: "settings.set")
        }
        var settings = state.model.settings
        settings.interests = interests
        var defaults: [String] = []
        // The default preset is only ever set here: it goes with studying, and goes when it does.
        if !interests.contains(.study), settings.defaultPreset == FocusPreset.study.name {
            settings.defaultPreset = nil
            defaults.append("sessions start with Pomodoro again")
        }
        if interests.contains(.study) {
            if settings.defaultPreset == nil {
                settings.defaultPreset = FocusPreset.study.name
                defaults.append("sessions start with the Study preset (\(Self.settings(FocusPreset.study)))")
            }
            if settings.defaultSound == nil {
                settings.defaultSound = .lofi
                defaults.append("with lofi sound")
            }
        }
        let named = ReplyFormat.list(interests.map(\.said))
        var text = "Noted: you're here for \(named)."
        if !defaults.isEmpty { text += " From now on " + defaults.joined(separator: " ") + "." }
        text += " Try " + ReplyFormat.list(Self.suggestions(for: interests).prefix(3).map { "“\($0)”" }, conjunction: "or") + "."
        guard settings != state.model.settings else { return Reply("Already so: you're here for \(named).", intent: "settings.set") }
        state.checkpoint("noted what you're here for (\(named))")
        state.model.settings = settings
        return Reply(text, intent: "settings.set")
    }

    /// A command to try for each interest, those named first.
    static func suggestions(for interests: [Settings.Interest]) -> [String] {
        let order = interests + Settings.Interest.allCases.filter { !interests.contains($0) }
        return order.map(\.suggestion)
    }
}

extension Settings.Interest {
    /// As said in a reply.
    var said: String {
        switch self {
        case .focus: "focus"
        case .tasks: "tasks"
        case .planning: "planning"
        case .study: "studying"
        }
    }

    /// One command that serves it.
    var suggestion: String {
        switch self {
        case .focus: "start a focus session"
        case .tasks: "add task buy milk tomorrow"
        case .planning: "plan my day"
        case .study: "start a study session"
        }
    }
}
