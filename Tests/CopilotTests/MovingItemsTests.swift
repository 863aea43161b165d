import Copilot
import Intents
import Testing

/// Moving a task or an event: to a day, to a time of day alone (the item keeps its day), or to a
/// bare hour after "to" ("move the principal meeting to 9"). Made-up variants of verb, reference
/// and target; the fixtures' now is Wed 7 Jan 2026 09:00, New York.
struct MovingItemsTests {
    static let verbs = ["move", "push", "reschedule", "bump", "shift"]

    /// "move 3 to friday", "push task 12 to tomorrow": the number is the task, never the day of
    /// a month ("the 3rd to Friday").
    @Test func aNumberedTaskMovesToADay() {
        let targets = [("friday", "Fri 9 Jan"), ("tomorrow", "Thu 8 Jan"), ("monday", "Mon 12 Jan"), ("next tuesday", "Tue 13 Jan")]
        for verb in Self.verbs {
            for (target, day) in targets {
                for reference in ["3", "task 3"] {
                    var state = CopilotState()
                    let replies = Fixtures.converse(["add task a", "add task b", "add task water the ferns", "\(verb) \(reference) to \(target)"], state: &state)
                    #expect(replies[3] == "Changed “water the ferns”: due \(day).", "\(verb) \(reference) to \(target)")
                }
            }
        }
    }

    /// A time of day alone keeps the day the item had; an hour without am/pm is read as the
    /// parser reads "at 9" (1-7 afternoon, 8-12 morning).
    @Test func aTimeOfDayKeepsTheDay() {
        let times = [("9", "09:00"), ("3", "15:00"), ("11 o'clock", "11:00"), ("3pm", "15:00"), ("10:30am", "10:30"), ("9 am", "09:00")]
        let items = [("principal meeting tomorrow at 8am", "principal meeting", "Thu 8 Jan"), ("add task plumber visit friday 5pm", "plumber visit", "Fri 9 Jan")]
        for verb in Self.verbs {
            for (said, time) in times {
                for (added, title, day) in items {
                    for reference in ["the \(title)", "it"] {
                        var state = CopilotState()
                        let text = "\(verb) \(reference) to \(said)"
                        let replies = Fixtures.converse([added, text], state: &state)
                        #expect(replies[1] == "Changed “\(title)”: due \(day) at \(time).", "\(added) / \(text)")
                    }
                }
            }
        }
    }

    /// A task with no day yet takes the time's next occurrence; a day said with the time wins.
    /// Snoozed or moved to a time or a part of the day: "snooze that till the afternoon" (until
    /// the afternoon starts, 12:00), "snooze it until 3pm", "push that to the evening" (19:00).
    @Test func snoozedOrMovedToAPartOfTheDay() {
        let cases: [(String, String)] = [
            ("snooze that till the afternoon", "12:00"), ("snooze it until the afternoon", "12:00"), ("snooze it until 3pm", "15:00"),
            ("snooze that to 4pm", "16:00"), ("move it to the afternoon", "15:00"),
            ("push that to the evening", "19:00"), ("move it till the evening", "16:00"), ("snooze the water reminder till 3pm", "15:00"),
        ]
        for (said, time) in cases {
            var state = CopilotState()
            let replies = Fixtures.converse(["remind me to drink water at 10am", said], state: &state)
            #expect(replies[1] == "Changed “drink water”: due Wed 7 Jan at \(time).", "\(said): \(replies)")
        }
    }

    @Test func aTimeWithoutADayOrWithOne() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task pay rent", "move it to 11am", "move it to tomorrow 4pm", "move it to 5"], state: &state)
        #expect(replies[1] == "Changed “pay rent”: due Wed 7 Jan at 11:00.")
        #expect(replies[2] == "Changed “pay rent”: due Thu 8 Jan at 16:00.")
        #expect(replies[3] == "Changed “pay rent”: due Thu 8 Jan at 17:00.")
    }

    /// A count changed on a meal is not a time: "change the eggs to 3" stays a meal edit.
    @Test func aQuantityChangeIsNoTime() {
        #expect(Fixtures.copilot.parser.parse("change the eggs to 3", context: Fixtures.context).intent == "meal.edit")
        #expect(Fixtures.copilot.parser.parse("move it to 3", context: Fixtures.context).intent == "task.edit")
    }
}

/// A reminder repeating within a day ("every hour") stands as one line in a schedule, its next
/// time in the window, saying how it repeats; its first time is a time, not a whole day.
struct SubDailyRepeatTests {
    @Test func oneLineAWindowWhateverTheInterval() {
        for (said, text) in [("every hour", "every hour"), ("every 2 hours", "every 2 hours"), ("every 30 minutes", "every 30 minutes"), ("every 45 min", "every 45 min")] {
            for window in ["this weekend", "today", "next week"] {
                var state = CopilotState()
                let replies = Fixtures.converse(["remind me to stretch \(said)", "what's happening \(window)"], state: &state)
                #expect(replies[0].hasPrefix("I'll remind you: “stretch”, Wed 7 Jan at "), "\(said): \(replies[0])")
                let lines = replies[1].split(separator: "\n").filter { $0.contains("stretch") }
                #expect(lines.count == 1 && lines[0].hasSuffix("stretch (reminder, \(text))"), "\(said) / \(window): \(replies[1])")
            }
        }
    }
}

/// "How much time left" and its kin, asked in a running session, however the question is put.
struct FocusTimeLeftTests {
    @Test func timeLeftInAnyWording() {
        let starts = ["how much time", "how long", "how many minutes"]
        let verbs = ["", " is", " do i have", " have i got"]
        let ends = [" left", " remaining", " to go"]
        let tails = ["", " on the timer", " in this session"]
        var asked = 0
        for start in starts {
            for verb in verbs {
                for end in ends {
                    for tail in tails {
                        var state = CopilotState()
                        let question = start + verb + end + tail
                        let replies = Fixtures.converse(["start a pomodoro", question], state: &state)
                        #expect(replies[1] == "Pomodoro: 0 min in, 25 min left.", "\(question): \(replies[1])")
                        asked += 1
                    }
                }
            }
        }
        #expect(asked == 108)
        for question in ["how much longer", "how many minutes more", "how much longer on the pomodoro"] {
            var state = CopilotState()
            #expect(Fixtures.converse(["start a pomodoro", question], state: &state)[1] == "Pomodoro: 0 min in, 25 min left.", "\(question)")
        }
    }
}

/// What a session is for: a task on the list by its title, anything else as said, shown when it
/// starts and when asked "what am I working on".
struct FocusIntentionTests {
    @Test func theThingWorkedOnIsKeptAndShown() {
        let starts = ["start focusing on %@ for 45 minutes", "focus on %@ for 45 minutes", "start a 45 minute focus session on %@", "i want to work on %@ for 45 min"]
        for start in starts {
            for (said, shown, task) in [("taxes", "taxes", false), ("the tax return", "the tax return", false), ("the report", "write report", true)] {
                var state = CopilotState()
                let lines = (task ? ["add task write report"] : []) + [String(format: start, said), "what am I working on"]
                let replies = Fixtures.converse(lines, state: &state)
                let started = replies[task ? 1 : 0], asked = replies[task ? 2 : 1]
                #expect(started == "Started Focus: 45 min · on “\(shown)”.", "\(lines): \(started)")
                #expect(asked == "Focus on “\(shown)”: 0 min in, 45 min left.", "\(lines): \(asked)")
            }
        }
        for said in ["start a pomodoro for the newsletter", "start a pomodoro on the newsletter", "begin a pomodoro for the newsletter"] {
            var state = CopilotState()
            #expect(Fixtures.converse([said], state: &state) == ["Started Pomodoro: 25 min · on “the newsletter”."], "\(said)")
        }
        var state = CopilotState()
        #expect(Fixtures.converse(["start a pomodoro for 30 minutes"], state: &state) == ["Started Pomodoro: 30 min."])
    }
}
