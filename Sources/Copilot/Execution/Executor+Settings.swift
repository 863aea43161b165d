import Foundation
import Intents

/// `settings.set`: the grammar names the setting (a value map, or the typed frame that matched)
/// and types its value; a value it does not allow gets a reply naming the values it does.
extension Executor {
    static let settingsHelp = "I can set: daily focus goal (e.g. 90 minutes), default focus length (e.g. 50 minutes), theme (light, dark or system; or a named one, e.g. ocean), morning brief time, quiet hours (e.g. 10pm to 7am), week start (a weekday), time zone (e.g. Europe/Lisbon), units (metric or imperial), what I call you, the default focus sound and background (e.g. “set my default sound to rain”), notifications (on, silent or off), celebrations (on or off), and the emergency contact (e.g. “our emergency contact is Grandma, 555-0134”)."

    mutating func set(_ change: SettingChange) -> Reply {
        var settings = state.model.settings
        let said: String
        switch change.key {
        case .quietHours:
            if change.off {
                settings.quietHours = nil
                said = "Quiet hours are off."
            } else if let window = change.window {
                let start = minuteOfDay(window.start), end = minuteOfDay(window.end)
                settings.quietHours = [start, end]
                said = "Quiet hours: \(clock(start)) to \(clock(end))." + heldNote(settings)
            } else {
                return refuse("Quiet hours need a start and an end, e.g. “quiet hours 10pm to 7am”.")
            }
        case .focusGoal:
            guard let minutes = change.duration.map({ Int(($0 / 60).rounded()) }) ?? change.value.flatMap(firstNumber(in:)) else {
                return refuse("The daily focus goal is a number of minutes, e.g. “set my daily goal to 90 minutes”.")
            }
            guard (5...720).contains(minutes) else {
                return refuse("The daily focus goal can be 5 to 720 minutes; \(minutes) is outside that.")
            }
            settings.dailyFocusGoalMinutes = minutes
            said = "Daily focus goal: \(minutes) minutes."
        case .theme:
            // Light, dark or system; or one of the named colour themes, shown in that mode.
            if let color = change.choice.flatMap(Settings.ColorTheme.init(rawValue:)) {
                settings.colorTheme = color
                said = Self.themeLine(settings) + "."
            } else if let theme = change.choice.flatMap(Settings.Theme.init(rawValue:)) {
                settings.theme = theme
                said = Self.themeLine(settings) + "."
            } else {
                return refuse("The themes are \(Settings.ColorTheme.listed); each in light, dark or system mode.")
            }
        case .brief:
            if change.off {
                settings.morningBriefOn = false
                said = "Morning brief off: “good morning” just greets you. Say “brief me” for it any time, or “turn on the morning brief”."
                break
            }
            // The time as said ("7:30" is 07:30), not its next occurrence from now.
            let minute = change.clock.map({ $0.hour * 60 + $0.minute }) ?? change.window.map({ minuteOfDay($0.start) })
            if minute == nil, change.choice != "on" {
                return refuse("The morning brief needs a time, e.g. “morning brief at 7:30”.")
            }
            settings.morningBriefOn = true
            settings.morningBriefMinute = minute ?? settings.morningBriefMinute
            said = "Morning brief at \(clock(settings.morningBriefMinute))."
        case .weekStart:
            // A weekday arrives as its next date; the setting keeps the weekday.
            guard let day = change.window?.start else {
                return refuse("The week can start on any weekday, e.g. “start my week on sunday”.")
            }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = format.timeZone
            let weekday = (calendar.component(.weekday, from: day) + 5) % 7 + 1
            settings.weekStart = weekday
            said = "Weeks start on \(ReplyFormat.weekdayNames[weekday % 7])."
        case .timezone:
            guard let name = change.value?.split(separator: " ").map(String.init).first(where: { TimeZone(identifier: $0) != nil && ($0.contains("/") || $0.uppercased() == "UTC") }) else {
                return refuse("The time zone is a name such as Europe/Lisbon, America/New_York or UTC.")
            }
            settings.timeZone = name
            said = "Time zone: \(name)."
        case .units:
            guard let units = change.choice.flatMap(Settings.Units.init(rawValue:)) else {
                return refuse("Units can be metric or imperial.")
            }
            settings.units = units
            said = "Units: \(units.rawValue)."
        case .name:
            guard let name = change.value?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
                return refuse("What should I call you? Say “call me Sam”.")
            }
            settings.displayName = name
            said = "I'll call you \(name)."
        case .emergencyContact:
            if change.off {
                settings.emergencyContact = nil
                said = "No emergency contact now."
            } else {
                guard let contact = change.value?.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ":,"))), !contact.isEmpty else {
                    return refuse("Who is the emergency contact? Say “our emergency contact is Grandma, 555-0134”.")
                }
                settings.emergencyContact = contact
                said = "Emergency contact: \(contact)."
            }
        case .sound:
            switch choice(change, FocusSound.init(grammarValue:), named: "sounds") {
            case .failure(let refusal): return refusal.reply
            case .success(let sound):
                settings.defaultSound = sound
                said = sound.map { "Default sound: \($0)." } ?? "No default sound: sessions start quiet unless a preset has one."
            }
        case .background:
            switch choice(change, FocusBackground.init(grammarValue:), named: "backgrounds") {
            case .failure(let refusal): return refusal.reply
            case .success(let background):
                settings.defaultBackground = background
                said = background.map { "Default background: \($0)." } ?? "No default background."
            }
        case .notifications:
            guard let style = change.off ? .off : change.choice.flatMap(Settings.Notifications.init(rawValue:)) else {
                return refuse("Notifications can be on, silent or off.")
            }
            settings.notifications = style
            said = Self.notificationsLine(style) + "."
        case .reminderWindow:
            if change.off {
                settings.eventReminderMinutes = nil
                said = "Event reminders: off."
            } else {
                guard let seconds = change.duration, seconds >= 60, seconds <= 86_400 else {
                    return refuse("The reminder window is a length from a minute to a day, e.g. “remind me 15 minutes before events”.")
                }
                settings.eventReminderMinutes = Int((seconds / 60).rounded())
                said = "Event reminders: \(ReplyFormat.duration(seconds)) before each event with a time."
            }
        case .interests:
            return setInterests(change.choices.compactMap(Settings.Interest.init(rawValue:)))
        case .celebrations:
            guard change.off || change.choice == "on" else { return refuse("Celebrations can be on or off.") }
            settings.celebrations = !change.off
            said = change.off ? "Celebrations: off (badges and levels still count, without a word when earned)." : "Celebrations: on."
        case .focusLength:
            guard let minutes = change.duration.map({ Int(($0 / 60).rounded()) }) ?? change.value.flatMap(firstNumber(in:)) else {
                return refuse("The default focus length is a number of minutes, e.g. “set default focus length to 50 minutes”.")
            }
            guard (1...FocusState.longestSession).contains(minutes) else {
                return refuse("A focus session can be 1 to \(FocusState.longestSession / 60) hours; \(minutes) minutes is outside that.")
            }
            settings.defaultFocusMinutes = minutes
            said = "Focus sessions start at \(minutes) minutes when no length or preset is said."
        case .workHours, nil:
            return refuse(Self.settingsHelp)
        }
        // ("use metric" after measures said in pounds changes how they are read, though the setting was metric)
        guard settings != state.model.settings || (change.key == .units && state.model.nutrition.measuresImperial != nil) else {
            return Reply("Already so: \(said)", intent: "settings.set")
        }
        state.checkpoint("changed a setting (\(said.dropLast()))")
        // Units chosen outright outrank the units measures were last said in.
        if settings.units != state.model.settings.units || change.key == .units { state.model.nutrition.measuresImperial = nil }
        state.model.settings = settings
        return Reply(said, intent: "settings.set")
    }

    /// "Theme: dark", "Theme: ocean, dark mode": the mode alone while the colours are the classic ones.
    static func themeLine(_ settings: Settings) -> String {
        settings.colorTheme == .classic ? "Theme: \(settings.theme.rawValue)" : "Theme: \(settings.colorTheme), \(settings.theme.rawValue) mode"
    }

    static func notificationsLine(_ style: Settings.Notifications) -> String {
        switch style {
        case .on: "Notifications: on, with sound"
        case .silent: "Notifications: silent (shown, no sound)"
        case .off: "Notifications: off (reminders show in lists and the brief only)"
        }
    }

    /// " They hold 2 reminders (“stretch”, “pills”) until 07:00." for the reminders the new quiet hours hold.
    private func heldNote(_ settings: Settings) -> String {
        let held = remindersHeld(by: settings)
        guard !held.isEmpty, let end = settings.quietEnd else { return "" }
        let titles = held.prefix(3).map { "“\($0.title)”" }.joined(separator: ", ") + (held.count > 3 ? ", …" : "")
        return " They hold \(ReplyFormat.count(held.count, "reminder")) (\(titles)) until \(clock(end))."
    }

    /// A value from a closed set (the default sound, the default background): nil when turned
    /// off; a value the set lacks is refused naming the ones it has.
    private func choice<Value: CaseIterable & CustomStringConvertible>(_ change: SettingChange, _ read: (String) -> Value?,
                                                                       named plural: String) -> Result<Value?, ReplyError> {
        if change.off { return .success(nil) }
        guard let value = change.choice.flatMap(read) else {
            return .failure(ReplyError(refuse("The \(plural) are \(Value.listed).")))
        }
        return .success(value)
    }

    private func refuse(_ text: String) -> Reply {
        Reply(text, outcome: .notDone, intent: "settings.set")
    }

    private func minuteOfDay(_ date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return parts.hour! * 60 + parts.minute!
    }

    func clock(_ minute: Int) -> String {
        String(format: "%02d:%02d", minute / 60, minute % 60)
    }

    private func firstNumber(in text: String) -> Int? {
        text.split(separator: " ").lazy.compactMap { Int($0) }.first
    }
}
