import Foundation
import Intents

private let say = Replies.settings

/// `settings.set`: the grammar names the setting (a value map, or the typed frame that matched)
/// and types its value; a value it does not allow gets a reply naming the values it does.
extension Executor {
    static var settingsHelp: String { say.help() }

    mutating func set(_ change: SettingChange) -> Reply {
        var settings = state.model.settings
        let said: String
        switch change.key {
        case .quietHours:
            if change.off {
                settings.quietHours = nil
                said = say.quietTurnedOff()
            } else if let window = change.window {
                let start = minuteOfDay(window.start), end = minuteOfDay(window.end)
                settings.quietHours = [start, end]
                said = say.sentence(line: say.quiet(start: clock(start), end: clock(end))) + heldNote(settings)
            } else {
                return refuse(say.quietHow())
            }
        case .focusGoal:
            guard let minutes = change.duration.map({ Int(($0 / 60).rounded()) }) ?? change.value.flatMap(firstNumber(in:)) else {
                return refuse(say.focusGoalHow())
            }
            guard (5...720).contains(minutes) else {
                return refuse(say.focusGoalOutside(minutes: minutes))
            }
            settings.dailyFocusGoalMinutes = minutes
            said = say.sentence(line: say.focusGoal(minutes: minutes))
        case .theme:
            // Light, dark or system; or one of the named colour themes, shown in that mode.
            if let color = change.choice.flatMap(Settings.ColorTheme.init(rawValue:)) {
                settings.colorTheme = color
                said = say.sentence(line: Self.themeLine(settings))
            } else if let theme = change.choice.flatMap(Settings.Theme.init(rawValue:)) {
                settings.theme = theme
                said = say.sentence(line: Self.themeLine(settings))
            } else {
                return refuse(say.themes(themes: Settings.ColorTheme.listed))
            }
        case .brief:
            if change.off {
                settings.morningBriefOn = false
                said = say.briefTurnedOff()
                break
            }
            // The time as said ("7:30" is 07:30), not its next occurrence from now.
            let minute = change.clock.map({ $0.hour * 60 + $0.minute }) ?? change.window.map({ minuteOfDay($0.start) })
            if minute == nil, change.choice != "on" {
                return refuse(say.briefHow())
            }
            settings.morningBriefOn = true
            settings.morningBriefMinute = minute ?? settings.morningBriefMinute
            said = say.sentence(line: say.brief(time: clock(settings.morningBriefMinute)))
        case .weekStart:
            // A weekday arrives as its next date; the setting keeps the weekday.
            guard let day = change.window?.start else {
                return refuse(say.weekHow())
            }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = format.timeZone
            let weekday = (calendar.component(.weekday, from: day) + 5) % 7 + 1
            settings.weekStart = weekday
            said = say.sentence(line: say.week(day: ReplyFormat.weekdayNames[weekday % 7]))
        case .timezone:
            // A zone's name as the database spells it, however it was typed ("europe/london").
            guard let name = change.value?.split(separator: " ").lazy.compactMap({ Self.timeZoneName(String($0)) }).first else {
                return refuse(say.timezoneHow())
            }
            settings.timeZone = name
            said = say.sentence(line: say.timezone(zone: name))
        case .units:
            guard let units = change.choice.flatMap(Settings.Units.init(rawValue:)) else {
                return refuse(say.unitsHow())
            }
            settings.units = units
            said = say.sentence(line: say.units(units: units.rawValue))
        case .name:
            guard let name = change.value?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
                return refuse(say.nameHow())
            }
            settings.displayName = name
            said = say.nameSet(name: name)
        case .emergencyContact:
            if change.off {
                settings.emergencyContact = nil
                said = say.contactRemoved()
            } else {
                guard let contact = change.value?.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ":,"))), !contact.isEmpty else {
                    return refuse(say.contactHow())
                }
                settings.emergencyContact = contact
                said = say.sentence(line: say.contact(contact: contact))
            }
        case .sound:
            switch choice(change, FocusSound.init(grammarValue:), named: say.sounds()) {
            case .failure(let refusal): return refusal.reply
            case .success(let sound):
                settings.defaultSound = sound
                said = sound.map { say.sentence(line: say.sound(sound: $0)) } ?? say.soundNone()
            }
        case .background:
            switch choice(change, FocusBackground.init(grammarValue:), named: say.backgrounds()) {
            case .failure(let refusal): return refusal.reply
            case .success(let background):
                settings.defaultBackground = background
                said = background.map { say.sentence(line: say.background(background: $0)) } ?? say.backgroundNone()
            }
        case .notifications:
            guard let style = change.off ? .off : change.choice.flatMap(Settings.Notifications.init(rawValue:)) else {
                return refuse(say.notificationsHow())
            }
            settings.notifications = style
            said = say.sentence(line: Self.notificationsLine(style))
        case .reminderWindow:
            if change.off {
                settings.eventReminderMinutes = nil
                said = say.sentence(line: say.remindersOff())
            } else {
                guard let seconds = change.duration, seconds >= 60, seconds <= 86_400 else {
                    return refuse(say.remindersHow())
                }
                settings.eventReminderMinutes = Int((seconds / 60).rounded())
                said = say.remindersSet(length: ReplyFormat.duration(seconds))
            }
        case .interests:
            return setInterests(change.choices.compactMap(Settings.Interest.init(rawValue:)))
        case .celebrations:
            guard change.off || change.choice == "on" else { return refuse(say.celebrationsHow()) }
            settings.celebrations = !change.off
            said = change.off ? say.celebrationsTurnedOff() : say.sentence(line: say.celebrationsOn())
        case .focusLength:
            guard let minutes = change.duration.map({ Int(($0 / 60).rounded()) }) ?? change.value.flatMap(firstNumber(in:)) else {
                return refuse(say.focusLengthHow())
            }
            guard (1...FocusState.longestSession).contains(minutes) else {
                return refuse(say.focusLengthOutside(hours: FocusState.longestSession / 60, minutes: minutes))
            }
            settings.defaultFocusMinutes = minutes
            said = say.focusLengthSet(minutes: minutes)
        case .workHours:
            // The day the planner plans: a start before its end, on one day.
            guard let window = change.window else { return refuse(say.workHow()) }
            let start = minuteOfDay(window.start), end = minuteOfDay(window.end)
            guard start < end else { return refuse(say.workHow()) }
            settings.workHours = [start, end]
            said = say.sentence(line: say.work(start: clock(start), end: clock(end)))
        case nil:
            return refuse(Self.settingsHelp)
        }
        // ("use metric" after measures said in pounds changes how they are read, though the setting was metric)
        guard settings != state.model.settings || (change.key == .units && state.model.nutrition.measuresImperial != nil) else {
            return Reply(say.already(said: said), intent: "settings.set")
        }
        state.checkpoint(say.changeSetting(setting: said.dropLast()))
        // Units chosen outright outrank the units measures were last said in.
        if settings.units != state.model.settings.units || change.key == .units { state.model.nutrition.measuresImperial = nil }
        state.model.settings = settings
        return Reply(said, intent: "settings.set")
    }

    /// "Theme: dark", "Theme: ocean, dark mode": the mode alone while the colours are the classic ones.
    static func themeLine(_ settings: Settings) -> String {
        settings.colorTheme == .classic ? say.theme(mode: settings.theme.rawValue) : say.themeNamed(theme: settings.colorTheme, mode: settings.theme.rawValue)
    }

    static func notificationsLine(_ style: Settings.Notifications) -> String {
        switch style {
        case .on: say.notificationsOn()
        case .silent: say.notificationsSilent()
        case .off: say.notificationsOff()
        }
    }

    /// " They hold 2 reminders (“stretch”, “pills”) until 07:00." for the reminders the new quiet hours hold.
    private func heldNote(_ settings: Settings) -> String {
        let held = remindersHeld(by: settings)
        guard !held.isEmpty, let end = settings.quietEnd else { return "" }
        let titles = held.prefix(3).map { say.quoted(title: $0.title) }.joined(separator: ", ") + (held.count > 3 ? ", …" : "")
        return say.quietHolds(count: held.count, titles: titles, end: clock(end))
    }

    /// A value from a closed set (the default sound, the default background): nil when turned
    /// off; a value the set lacks is refused naming the ones it has.
    private func choice<Value: CaseIterable & CustomStringConvertible>(_ change: SettingChange, _ read: (String) -> Value?,
                                                                       named plural: String) -> Result<Value?, ReplyError> {
        if change.off { return .success(nil) }
        guard let value = change.choice.flatMap(read) else {
            return .failure(ReplyError(refuse(say.choices(plural: plural, values: Value.listed))))
        }
        return .success(value)
    }

    /// The time-zone database's own spelling of `typed`, compared without case: "Europe/London"
    /// for "europe/london", "UTC" for "utc"; nil for anything that is no zone's name.
    static func timeZoneName(_ typed: String) -> String? {
        guard typed.contains("/") || typed.uppercased() == "UTC" else { return nil }
        if typed.contains("/"), TimeZone(identifier: typed) != nil { return typed }
        let folded = typed.lowercased()
        return (TimeZone.knownTimeZoneIdentifiers + ["UTC"]).first { $0.lowercased() == folded }
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
