import Foundation
import Intents

/// `settings.set`: which setting is meant is read from its key words; a value it does not allow
/// gets a reply naming the values it does.
extension Executor {
    static let settingsHelp = "I can set: daily focus goal (e.g. 90 minutes), theme (light, dark or system), morning brief time, quiet hours (e.g. 10pm to 7am), week start (a weekday), time zone (e.g. Europe/Lisbon), units (metric or imperial)."

    mutating func set(_ change: SettingChange) -> Reply {
        let text = change.setting.lowercased()
        let words = Set(text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "/" && $0 != "_" }).map(String.init))
        var settings = state.model.settings
        let said: String

        if words.contains("quiet") {
            if words.contains("off") || words.contains("disable") || words.contains("none") {
                settings.quietHours = nil
                said = "Quiet hours are off."
            } else if let window = change.window {
                let start = minuteOfDay(window.start), end = minuteOfDay(window.end)
                settings.quietHours = [start, end]
                said = "Quiet hours: \(clock(start)) to \(clock(end))."
            } else {
                return refuse("Quiet hours need a start and an end, e.g. “quiet hours 10pm to 7am”.")
            }
        } else if words.contains("goal") && !words.contains("protein") && !words.contains("calorie") && !words.contains("calories") {
            guard let minutes = change.duration.map({ Int(($0 / 60).rounded()) }) ?? firstNumber(in: text) else {
                return refuse("The daily focus goal is a number of minutes, e.g. “set my daily goal to 90 minutes”.")
            }
            guard (5...720).contains(minutes) else {
                return refuse("The daily focus goal can be 5 to 720 minutes; \(minutes) is outside that.")
            }
            settings.dailyFocusGoalMinutes = minutes
            said = "Daily focus goal: \(minutes) minutes."
        } else if words.contains("theme") || words.contains("mode") || words.contains("dark") || words.contains("light") {
            guard let theme = Settings.Theme.allCases.first(where: { words.contains($0.rawValue) }) ?? (words.contains("auto") ? .system : nil) else {
                return refuse("The theme can be light, dark or system.")
            }
            settings.theme = theme
            said = "Theme: \(theme.rawValue)."
        } else if words.contains("brief") || words.contains("briefing") {
            // The time as said ("7:30" is 07:30), not its next occurrence from now.
            guard let minute = change.clock.map({ $0.hour * 60 + $0.minute }) ?? change.window.map({ minuteOfDay($0.start) }) else {
                return refuse("The morning brief needs a time, e.g. “morning brief at 7:30”.")
            }
            settings.morningBriefMinute = minute
            said = "Morning brief at \(clock(settings.morningBriefMinute))."
        } else if words.contains("week") && (words.contains("start") || words.contains("starts") || words.contains("begin") || words.contains("begins")) {
            let days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
            guard let day = days.firstIndex(where: { words.contains($0) }) else {
                return refuse("The week can start on any weekday, e.g. “start my week on sunday”.")
            }
            settings.weekStart = day + 1
            said = "Weeks start on \(days[day].capitalized)."
        } else if words.contains("zone") || words.contains("timezone") {
            guard let name = change.setting.split(separator: " ").map(String.init).first(where: { TimeZone(identifier: $0) != nil && ($0.contains("/") || $0.uppercased() == "UTC") }) else {
                return refuse("The time zone is a name such as Europe/Lisbon, America/New_York or UTC.")
            }
            settings.timeZone = name
            said = "Time zone: \(name)."
        } else if words.contains("metric") || words.contains("imperial") || words.contains("units") || words.contains("unit") {
            guard let units = Settings.Units.allCases.first(where: { words.contains($0.rawValue) }) else {
                return refuse("Units can be metric or imperial.")
            }
            settings.units = units
            said = "Units: \(units.rawValue)."
        } else {
            return refuse(Self.settingsHelp)
        }
        guard settings != state.model.settings else {
            return Reply("Already so: \(said)", intent: "settings.set")
        }
        state.checkpoint("changed a setting (\(said.dropLast()))")
        state.model.settings = settings
        return Reply(said, intent: "settings.set")
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

    private func clock(_ minute: Int) -> String {
        String(format: "%02d:%02d", minute / 60, minute % 60)
    }

    private func firstNumber(in text: String) -> Int? {
        text.split(separator: " ").lazy.compactMap { Int($0) }.first
    }
}
