import Foundation
import Intents

private let say = Replies.settings

/// The onboarding choice: what the user is here for (focus, tasks, planning, studying), said
/// at any time ("I mostly use this for studying", "I care about focus and planning"). It orders
/// what a greeting suggests, and fills the defaults that go with it where the user has set none:
/// studying starts sessions with the Study preset and lofi sound. Saying it again replaces it.
extension Executor {
    mutating func setInterests(_ said: [Settings.Interest]) -> Reply {
        var interests: [Settings.Interest] = []
        for interest in said where !interests.contains(interest) { interests.append(interest) }
        guard !interests.isEmpty else {
            return Reply(say.interestsHow(), outcome: .notDone, intent: "settings.set")
        }
        var settings = state.model.settings
        settings.interests = interests
        var defaults: [String] = []
        // The default preset is only ever set here: it goes with studying, and goes when it does.
        if !interests.contains(.study), settings.defaultPreset == FocusPreset.study.name {
            settings.defaultPreset = nil
            defaults.append(say.defaultPomodoro())
        }
        if interests.contains(.study) {
            if settings.defaultPreset == nil {
                settings.defaultPreset = FocusPreset.study.name
                defaults.append(say.defaultStudy(settings: Self.settings(FocusPreset.study)))
            }
            if settings.defaultSound == nil {
                settings.defaultSound = .lofi
                defaults.append(say.defaultLofi())
            }
        }
        let named = ReplyFormat.list(interests.map(\.said))
        let tries = ReplyFormat.list(Self.suggestions(for: interests).prefix(3).map { Replies.meta.quoted(text: $0) }, conjunction: "or")
        let text = defaults.isEmpty ? say.interestsNoted(interests: named, tries: tries)
            : say.interestsNotedDefaults(interests: named, defaults: defaults.joined(separator: " "), tries: tries)
        guard settings != state.model.settings else { return Reply(say.interestsAlready(interests: named), intent: "settings.set") }
        state.checkpoint(say.changeInterests(interests: named))
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
        case .focus: say.interestFocus()
        case .tasks: say.interestTasks()
        case .planning: say.interestPlanning()
        case .study: say.interestStudy()
        }
    }

    /// One command that serves it.
    var suggestion: String {
        switch self {
        case .focus: say.suggestFocus()
        case .tasks: say.suggestTasks()
        case .planning: say.suggestPlanning()
        case .study: say.suggestStudy()
        }
    }
}
