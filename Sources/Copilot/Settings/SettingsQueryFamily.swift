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
        let say = Replies.settings
        guard let key else { return Reply(([say.yours()] + lines.map { say.line(line: $0.1) }).joined(separator: "\n"), intent: intent) }
        guard let line = lines.first(where: { $0.0 == key })?.1 else { return Reply(Executor.settingsHelp, outcome: .notDone, intent: intent) }
        return Reply(say.sentence(line: line), intent: intent)
    }
}

extension Executor {
    /// Each setting as a line, in the words `settings.set` replies with.
    func settingLines() -> [(SettingChange.Key, String)] {
        let settings = state.model.settings
        let say = Replies.settings
        let interests = ReplyFormat.list(settings.interests.map(\.said))
        return [
            (.focusGoal, say.focusGoal(minutes: settings.dailyFocusGoalMinutes)),
            (.focusLength, settings.defaultFocusMinutes.map { say.focusLength(minutes: $0) } ?? say.focusLengthPreset()),
            (.brief, settings.morningBriefOn ? say.brief(time: clock(settings.morningBriefMinute)) : say.briefOff()),
            (.notifications, Executor.notificationsLine(settings.notifications)),
            (.quietHours, settings.quietHours.map { say.quiet(start: clock($0[0]), end: clock($0[1])) } ?? say.quietOff()),
            (.workHours, say.work(start: clock(settings.workHours?.first ?? 9 * 60), end: clock(settings.workHours?.last ?? 17 * 60))),
            (.theme, Executor.themeLine(settings)),
            (.celebrations, settings.celebrations ? say.celebrationsOn() : say.celebrationsOff()),
            (.reminderWindow, settings.eventReminderMinutes.map { say.reminders(length: ReplyFormat.duration(Double($0 * 60))) } ?? say.remindersOff()),
            (.interests, settings.interests.isEmpty ? say.interestsNone()
                : settings.defaultPreset.map { say.interestsPreset(interests: interests, preset: $0) } ?? say.interests(interests: interests)),
            (.units, say.units(units: settings.units.rawValue)),
            (.weekStart, say.week(day: ReplyFormat.weekdayNames[settings.weekStart % 7])),
            (.timezone, say.timezone(zone: settings.timeZone ?? format.timeZone.identifier)),
            (.name, settings.displayName.map { say.name(name: $0) } ?? say.nameNone()),
            (.sound, say.sound(sound: settings.defaultSound?.description ?? say.none())),
            (.background, say.background(background: settings.defaultBackground?.description ?? say.none())),
            (.emergencyContact, settings.emergencyContact.map { say.contact(contact: $0) } ?? say.contactNone()),
        ]
    }
}
