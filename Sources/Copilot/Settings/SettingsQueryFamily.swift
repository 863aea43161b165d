import Foundation
import Intents
import Numbers

/// `settings.query`: one setting as it stands ("when is my morning brief"), or all of them
/// ("show my settings"). Setting them is `settings.set`, through `IntentBuilder`.
enum SettingsQueryFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        /// nil: every setting.
        case show(SettingChange.Key?)
    }

    static let intents = ["settings.query"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        .show((slots.name("setting") ?? slots.name("brief")).flatMap(SettingChange.Key.init(rawValue:)))
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        guard case .show(let key) = command else { return Reply("", intent: intent) }
        let lines = executor.settingLines()
        guard let key else { return Reply("Your settings:\n" + lines.map { "  \($0.1)" }.joined(separator: "\n"), intent: intent) }
        guard let line = lines.first(where: { $0.0 == key })?.1 else { return Reply(Executor.settingsHelp, outcome: .notDone, intent: intent) }
        return Reply(line + ".", intent: intent)
    }
}

extension Executor {
    /// Each setting as a line, in the words `settings.set` replies with.
    func settingLines() -> [(SettingChange.Key, String)] {
        let settings = state.model.settings
        return [
            (.focusGoal, "Daily focus goal: \(settings.dailyFocusGoalMinutes) minutes"),
            (.focusLength, settings.defaultFocusMinutes.map { "Default focus length: \($0) minutes" } ?? "Default focus length: the preset's (Pomodoro, 25 minutes)"),
            (.brief, settings.morningBriefOn ? "Morning brief at \(clock(settings.morningBriefMinute))" : "Morning brief: off"),
            (.notifications, Executor.notificationsLine(settings.notifications)),
            (.quietHours, settings.quietHours.map { "Quiet hours: \(clock($0[0])) to \(clock($0[1]))" } ?? "Quiet hours: off"),
            (.theme, Executor.themeLine(settings)),
            (.celebrations, "Celebrations: \(settings.celebrations ? "on" : "off")"),
            (.reminderWindow, settings.eventReminderMinutes.map { "Event reminders: \(ReplyFormat.duration(Double($0 * 60))) before" } ?? "Event reminders: off"),
            (.interests, settings.interests.isEmpty ? "Here for: not said (say “I mostly use this for studying”)"
                : "Here for: " + ReplyFormat.list(settings.interests.map(\.said)) + (settings.defaultPreset.map { " (sessions start with \($0))" } ?? "")),
            (.units, "Units: \(settings.units.rawValue)"),
            (.weekStart, "Weeks start on \(ReplyFormat.weekdayNames[settings.weekStart % 7])"),
            (.timezone, "Time zone: \(settings.timeZone ?? format.timeZone.identifier)"),
            (.name, settings.displayName.map { "I call you \($0)" } ?? "Name: not set (say “call me Sam”)"),
            (.sound, "Default sound: \(settings.defaultSound?.description ?? "none")"),
            (.background, "Default background: \(settings.defaultBackground?.description ?? "none")"),
            (.emergencyContact, settings.emergencyContact.map { "Emergency contact: \($0)" }
                ?? "Emergency contact: not set (say “our emergency contact is Grandma, 555-0134”)"),
        ]
    }
}
