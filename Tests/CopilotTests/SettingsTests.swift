import Foundation
@testable import Copilot
import Testing

/// Settings the grammar reads into typed slots are stored from those slots: the README's own examples.
struct SettingsConversationTests {
    @Test func quietHoursAndTheMorningBriefAreStored() {
        var state = CopilotState()
        let replies = Fixtures.converse(["quiet hours 10pm to 7am", "set the morning brief for 6:30am", "morning brief at 7:30"], state: &state)
        print(replies.joined(separator: "\n"))
        #expect(replies[0] == "Quiet hours: 22:00 to 07:00.")
        #expect(state.model.settings.quietHours == [22 * 60, 7 * 60])
        #expect(replies[1] == "Morning brief at 06:30.")
        // "7:30" said at 09:00 is the brief's time of day, 07:30, not the next 7:30 from now.
        #expect(replies[2] == "Morning brief at 07:30.")
        #expect(state.model.settings.morningBriefMinute == 7 * 60 + 30)
    }

    /// A goal given as a length with how often ("2 hours a day"): the length, never the bare number.
    @Test func aFocusGoalWithHowOften() {
        let goals = [("2 hours a day", 120), ("90 minutes per day", 90), ("an hour and a half a day", 90), ("45 min every day", 45), ("3 hrs daily", 180)]
        for (said, minutes) in goals {
            for frame in ["set my focus goal to %@", "change the daily focus goal to %@", "set my daily goal to %@", "set daily focus goal %@", "update my focus goal %@"] {
                var state = CopilotState()
                let line = String(format: frame, said)
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(state.model.settings.dailyFocusGoalMinutes == minutes, "\(line): \(reply)")
            }
        }
    }

    @Test func otherWordingsOtherTimes() {
        var state = CopilotState()
        let replies = Fixtures.converse(["set quiet hours from 11pm to 6:30am", "my daily brief should be at 8:15pm", "put the briefing at 5:45"], state: &state)
        print(replies.joined(separator: "\n"))
        #expect(state.model.settings.quietHours == [23 * 60, 6 * 60 + 30])
        #expect(replies[1] == "Morning brief at 20:15.")
        #expect(replies[2] == "Morning brief at 05:45.")
        #expect(state.model.settings.morningBriefMinute == 5 * 60 + 45)
    }

    @Test(arguments: ["what time zone am i in", "which timezone is set", "what's my time zone"])
    func theTimeZoneAskedAfter(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["my timezone is Europe/London", said], state: &state)
        #expect(replies[1] == "Time zone: Europe/London.", "\(said): \(replies)")
    }

    /// The morning brief's time said without am/pm is a morning hour, whatever the time of day
    /// it is said at (a task due "at 7" said at 10:00 is 19:00; the brief is not).
    @Test(arguments: ["morning brief at 6", "set the morning brief to 6", "set my morning brief at 6", "Morning briefing at 6 please",
                      "set the daily brief to 6:00"])
    func aBriefHourWithoutAmOrPmIsInTheMorning(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse([said, "morning brief at 6pm"], state: &state)
        #expect(replies[0] == "Morning brief at 06:00.", "\(said): \(replies)")
        #expect(replies[1] == "Morning brief at 18:00.", "\(said): \(replies)")
    }
}

/// How reminders arrive: on, silent or off, said as a toggle; off, a new reminder says it will
/// not alert. "turn on notifications for the news" asks for news alerts, not a reminder.
struct NotificationSettingTests {
    /// Generated: the verbs and word orders of a toggle, with and without a determiner and a scope.
    static let toggles: [(String, Settings.Notifications)] = ["", "all ", "my ", "the "].flatMap { det in
        ["", " for reminders"].flatMap { scope in
            [("turn off \(det)notifications\(scope)", .off), ("turn \(det)notifications off\(scope)", .off),
             ("disable \(det)notifications\(scope)", .off), ("stop sending me notifications\(scope)", .off),
             ("mute \(det)notifications\(scope)", .silent), ("make \(det)notifications\(scope) silent", .silent),
             ("set \(det)notifications\(scope) to vibrate", .silent), ("turn \(det)notifications back on\(scope)", .on),
             ("enable \(det)notifications\(scope)", .on), ("notifications\(scope) on", .on)] as [(String, Settings.Notifications)]
        }
    }

    @Test(arguments: toggles.map { [$0.0, $0.1.rawValue] })
    func aToggleIsStored(said: [String]) {
        var state = CopilotState()
        // Start from the opposite so every toggle changes something.
        state.model.settings.notifications = said[1] == "on" ? .off : .on
        let replies = Fixtures.converse([said[0]], state: &state)
        #expect(state.model.settings.notifications.rawValue == said[1], "\(said[0]): \(replies)")
    }

    @Test func offIsSaidWhenAReminderIsMadeAndAskedBack() {
        var state = CopilotState()
        let replies = Fixtures.converse(["turn off notifications", "remind me to stretch at 3pm", "what are my notification settings",
                                         "turn notifications back on", "remind me to call mom at 5pm"], state: &state)
        #expect(replies[0] == "Notifications: off (reminders show in lists and the brief only).")
        #expect(replies[1] == "I'll remind you: “stretch”, Wed 7 Jan at 15:00. Notifications are off, so it will not alert you (say “turn on notifications”).")
        #expect(replies[2] == "Notifications: off (reminders show in lists and the brief only).")
        #expect(replies[4] == "I'll remind you: “call mom”, Wed 7 Jan at 17:00.")
    }

    @Test(arguments: ["turn on notifications for the stock market news", "turn on notification for all news about the election",
                      "enable alerts for new emails"])
    func newsAlertsAreNoReminder(line: String) {
        let intent = Fixtures.copilot.parser.parse(line, context: Fixtures.context).intent
        #expect(intent != "reminder.add" && intent != "settings.set", "\(line) -> \(intent)")
    }

    @Test func aStateWithoutTheSettingLoadsWithThemOn() throws {
        let old = #"{"dailyFocusGoalMinutes": 45}"#
        let settings = try JSONDecoder().decode(Settings.self, from: Data(old.utf8))
        #expect(settings.notifications == .on && settings.dailyFocusGoalMinutes == 45)
    }
}

/// "change my calorie goal to 1800": a calorie goal replaces the computed target everywhere it is used.
struct CalorieGoalConversationTests {
    @Test func aCalorieGoalIsTheDaysTarget() {
        var state = CopilotState()
        let replies = Fixtures.converse(["change my calorie goal to 1800", "log 2 eggs", "how many calories do i have left",
                                         "how many grams of protein should i eat a day"], state: &state)
        print(replies.joined(separator: "\n"))
        #expect(replies[0] == "Daily calorie goal: 1800 kcal.")
        #expect(state.model.nutrition.calorieGoal == 1800)
        #expect(replies[2] == "1657 kcal left of 1800 kcal today (you've had 143 kcal).")
        // 30 % of 1800 kcal at 4 kcal/g.
        #expect(replies[3] == "Your daily target: 135 g of protein (30% of 1800 kcal).")
    }

    @Test func anotherWordingAndAMacroInGrams() {
        var state = CopilotState()
        let replies = Fixtures.converse(["I'm a 30 year old woman, 65 kg, 170 cm, moderately active", "lower my daily calorie budget to 2100 kcal a day",
                                         "set my fat target to 50 grams", "set my calorie goal to 900"], state: &state)
        print(replies.joined(separator: "\n"))
        #expect(replies[1] == "Daily calorie goal: 2100 kcal (your profile gives 2172 kcal).")
        #expect(state.model.nutrition.calorieGoal == 2100)
        // 50 g × 9 = 450 kcal = 21.4 % of 2100; carbs and protein keep 45:30 in the other 78.6 %.
        #expect(replies[2] == "Macro split: carbs 47.1%, protein 31.4%, fat 21.4%.")
        #expect(abs(state.model.nutrition.split.fatPercent - 450.0 / 2100 * 100) < 1e-9)
        #expect(replies[3] == "A daily calorie goal can be 1200 kcal to 6000 kcal; 900 kcal is outside that.")
        #expect(state.model.nutrition.calorieGoal == 2100)
    }
}

/// A setting asked about, however the question is put, answers with its value as set; "show my
/// settings" lists them all; "what's my morning brief" is still the brief itself.
struct SettingsQueryTests {
    @Test func aSettingAskedAbout() {
        var state = CopilotState()
        _ = Fixtures.converse(["set my morning brief to 7am", "quiet hours 10pm to 6:30am", "use imperial units"], state: &state)
        let questions = [
            ("what's my morning brief time", "Morning brief at 07:00."), ("when is my morning brief", "Morning brief at 07:00."),
            ("whats the briefing time set to", "Morning brief at 07:00."), ("what are my quiet hours", "Quiet hours: 22:00 to 06:30."),
            ("show me my do not disturb setting", "Quiet hours: 22:00 to 06:30."), ("what are my units", "Units: imperial."),
            ("what's my units setting", "Units: imperial."),
        ]
        for (question, answer) in questions {
            #expect(Fixtures.converse([question], state: &state) == [answer], "\(question)")
        }
        for ask in ["show my settings", "what are my settings", "list all my settings"] {
            let reply = Fixtures.converse([ask], state: &state)[0]
            #expect(reply.hasPrefix("Your settings:\n") && reply.contains("  Morning brief at 07:00\n") && reply.contains("  Units: imperial"), "\(ask)")
        }
        #expect(Fixtures.converse(["what's my morning brief"], state: &state)[0].hasPrefix("Your brief for"))
    }

    /// Quiet hours hold back a reminder that falls inside them, and say so; across midnight or
    /// within one day, for every hour of the day.
    @Test(arguments: [("10pm to 7am", 22, 7), ("1pm to 3pm", 13, 15), ("11:00pm to 6:00am", 23, 6)])
    func quietHoursHoldRemindersInsideThem(said: String, start: Int, end: Int) {
        for hour in 0..<24 {
            var state = CopilotState()
            let clock = String(format: "%02d:00", hour)
            let replies = Fixtures.converse(["quiet hours \(said)", "remind me to stretch tomorrow at \(clock)"], state: &state)
            let inside = start < end ? (hour >= start && hour < end) : (hour >= start || hour < end)
            let endClock = String(format: "%02d:00", end)
            #expect(replies[1].contains("quiet hours") == inside, "\(said), \(clock): \(replies[1])")
            if inside { #expect(replies[1].hasSuffix("so it will come at \(endClock)."), "\(replies[1])") }
            // The reminder keeps its own time: only its alert waits.
            #expect(state.tasks.first.map { Fixtures.format($0.due!.date).hasSuffix("T" + clock) } == true, "\(clock)")
        }
    }

    @Test func settingQuietHoursSaysWhichRemindersTheyHold() {
        var state = CopilotState()
        let replies = Fixtures.converse(["remind me to stretch at 11pm", "remind me to take pills every day at 6am", "remind me to call mom at 5pm",
                                         "quiet hours 10pm to 7am", "quiet hours off", "remind me to read at 11pm"], state: &state)
        #expect(replies[3] == "Quiet hours: 22:00 to 07:00. They hold 2 reminders (“stretch”, “take pills”) until 07:00.", "\(replies[3])")
        #expect(!replies[5].contains("quiet"))
    }

    /// The emergency contact, said as a setting or as a fact, kept exactly as said (numbers and
    /// punctuation included), read back, undone and cleared.
    @Test(arguments: ["Grandma, 555-0134", "Dr Patel 555 0100", "mom (555) 123-4567", "Aunt Rosa"].flatMap { contact in
        ["our emergency contact is \(contact)", "set an emergency contact: \(contact)", "add \(contact) as my emergency contact",
         "set my emergency contact to \(contact)", "my emergency number is \(contact)"].map { ($0, contact) }
    })
    func theEmergencyContactIsKeptAsSaid(line: String, contact: String) {
        var state = CopilotState()
        let replies = Fixtures.converse([line, "who is our emergency contact", "undo"], state: &state)
        #expect(replies[0] == "Emergency contact: \(contact).", "\(line): \(replies[0])")
        #expect(replies[1] == "Emergency contact: \(contact).", "\(line): \(replies[1])")
        #expect(state.model.settings.emergencyContact == nil)
        _ = Fixtures.converse([line, "turn off the emergency contact"], state: &state)
        #expect(state.model.settings.emergencyContact == nil)
    }

    /// A default sound and background, said in several ways, start every session that names none
    /// (a preset's own, or one said, wins); a value the app lacks is refused naming the ones it has.
    @Test(arguments: [("set my default sound to rain", "light rain"), ("make fireplace my default sound", "fireplace"),
                      ("always use ocean waves sounds when I focus", "ocean waves"), ("change the focus sound to white noise", "white noise")])
    func aDefaultSoundStartsSessionsThatNameNone(line: String, sound: String) {
        var state = CopilotState()
        var replies = Fixtures.converse([line, "make forest my default background", "start a 25 minute session"], state: &state)
        #expect(replies[0] == "Default sound: \(sound).", "\(line): \(replies[0])")
        #expect(state.model.focus.current?.sound?.description == sound, "\(line): \(replies)")
        #expect(state.model.focus.current?.background == .forest)
        replies = Fixtures.converse(["stop", "start a pomodoro with thunderstorm"], state: &state)
        #expect(state.model.focus.current?.sound == .thunderstorm, "\(replies)")
        replies = Fixtures.converse(["stop", "what's my default sound"], state: &state)
        #expect(replies[1] == "Default sound: \(sound).")
        let refused = Fixtures.converse(["set my default sound to jazz", "turn off the default sound"], state: &state)
        #expect(refused[0].hasPrefix("The sounds are light rain"), "\(refused[0])")
        #expect(state.model.settings.defaultSound == nil)
    }

    /// The default focus length, said in any wording, starts a session said with no length or
    /// preset; a length or a preset said wins; out of range is refused; undo takes it back.
    @Test func theDefaultFocusLengthStartsAPlainSession() {
        for said in ["set default focus length to 50 minutes", "change my default session length to 50 min", "set the focus length to 50 minutes",
                     "make my focus sessions 50 minutes by default", "sessions should be 50 minutes long by default", "set my default timer length to 50 minutes"] {
            var state = CopilotState()
            let replies = Fixtures.converse([said, "start a focus session", "stop", "start a pomodoro", "stop", "start a 10 minute session"], state: &state)
            #expect(state.model.settings.defaultFocusMinutes == 50 && state.model.settings.dailyFocusGoalMinutes == 60, "\(said): \(replies[0])")
            #expect(replies[1] == "Started Focus: 50 min." && replies[3].hasPrefix("Started Pomodoro: 25 min") && replies[5].hasPrefix("Started Focus: 10 min"), "\(said): \(replies)")
        }
        var state = CopilotState()
        #expect(Fixtures.converse(["set default focus length to 900 minutes"], state: &state)[0].hasPrefix("A focus session can be"))
        _ = Fixtures.converse(["set default focus length to 40 minutes", "undo"], state: &state)
        #expect(state.model.settings.defaultFocusMinutes == nil)
    }
}

/// Work hours, the day the planner plans (new-user run 82: the grammar read them and the copilot
/// answered with its list of settings): bare hours are working hours (an end before its start is
/// in the afternoon), am/pm as said, kept and asked about, and "plan my day" starts at them
/// (generated: wording × hours).
struct WorkHoursTests {
    @Test func workHoursSetAskedAndPlanned() {
        let wordings = ["set my work hours to %@", "work hours %@", "my working hours are %@", "change my workday to %@"]
        for (said, start, end) in [("9 to 5", "09:00", "17:00"), ("8 to 4", "08:00", "16:00"), ("10am to 6pm", "10:00", "18:00"), ("7 to 3", "07:00", "15:00")] {
            for wording in wordings {
                var state = CopilotState()
                let line = String(format: wording, said)
                let replies = Fixtures.converse([line, "what are my work hours", "add task write the report", "plan my day"], state: &state)
                #expect(replies[0] == "Work hours: \(start) to \(end).", "\(line): \(replies)")
                #expect(replies[1] == "Work hours: \(start) to \(end).", "\(line): \(replies)")
                // Said at 09:00 on a Wednesday: the plan starts at the later of now and the work day.
                let planStart = max(start, "09:00")
                #expect(replies[3].hasPrefix(planStart), "\(line): \(replies)")
            }
        }
        var state = CopilotState()
        let replies = Fixtures.converse(["set my work hours to 5pm to 9am"], state: &state)
        #expect(replies[0].hasPrefix("Work hours need a start and a later end"), "\(replies)")
        #expect(state.model.settings.workHours == nil)
    }
}
