import Foundation
@testable import Copilot
import Intents
import NLParse
import Temporal
import Testing

/// Reminders, events, schedule queries and repeating tasks, driven by typed intents so the
/// behaviour is pinned whatever the grammar says.
struct CalendarTests {
    let context = Fixtures.context
    var format: ReplyFormat { ReplyFormat(timeZone: context.timeZone, now: context.now) }

    func run(_ intent: Intent, _ state: inout CopilotState) -> Reply {
        Fixtures.copilot.execute(intent, text: "", state: &state, format: format, now: context.now)
    }

    func at(_ text: String) -> Date {
        ReferenceTime.parse(text)!.0
    }

    @Test func remindersNeedAWhatAndAWhen() {
        var state = CopilotState()
        #expect(run(.reminderAdd(ReminderAdd(what: "call mom")), &state).text == "When should I remind you to call mom? (For example: tomorrow at 9.)")
        let reply = run(.reminderAdd(ReminderAdd(what: "call mom", when: DueDate(date: at("2026-01-07T18:00:00-05:00"), hasTime: true))), &state)
        #expect(reply.text == "I'll remind you: “call mom”, Wed 7 Jan at 18:00.")
        #expect(state.tasks.first?.kind == .reminder)
    }

    /// "tonight" asked about holds the evening's last hours, 18:00 to midnight: a 6 pm dinner is
    /// tonight, a 5 pm call is not.
    @Test(arguments: ["what's on tonight", "what's happening tonight", "anything tonight", "do i have anything tonight", "what do we have on tonight"])
    func tonightHoldsASixOClockDinner(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add dinner with the Smiths tonight at 6pm", "add call with Sam today at 5pm", said], state: &state)
        #expect(replies[2].contains("dinner with the Smiths") && !replies[2].contains("call with Sam"), "\(said): \(replies)")
    }

    /// The household's schedule asked after as a whole ("who's busy on tuesday"): every
    /// member's items of that day.
    @Test(arguments: ["who's busy on tuesday", "who has something on tuesday", "what's everyone doing on tuesday", "what does the family have on tuesday"])
    func theWholeHouseholdsDay(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Jack as a child", "add Anna as a parent", "jack has soccer every tuesday at 5pm",
                                         "anna has book club on tuesday at 7pm", said], state: &state)
        #expect(replies[4].hasPrefix("2 items on Tue 13 Jan:") && replies[4].contains("soccer") && replies[4].contains("book club"), "\(said): \(replies)")
    }

    @Test func eventsShowTheirSpanAndTheScheduleFindsThem() {
        var state = CopilotState()
        let start = DueDate(date: at("2026-01-13T15:00:00-05:00"), hasTime: true)
        let reply = run(.eventAdd(EventAdd(title: "dentist", start: start, end: at("2026-01-13T16:00:00-05:00"))), &state)
        #expect(reply.text == "Added to your calendar: “dentist”, Tue 13 Jan at 15:00–16:00.")
        let week = TimeWindow(start: at("2026-01-12T00:00:00-05:00"), end: at("2026-01-19T00:00:00-05:00"), text: "next week")
        #expect(run(.scheduleQuery(ScheduleQuery(window: week)), &state).text == "1 item next week:\n  Tue 13 Jan at 15:00–16:00  dentist (event)")
        let friday = TimeWindow(start: at("2026-01-09T00:00:00-05:00"), end: at("2026-01-10T00:00:00-05:00"), text: "on friday")
        #expect(run(.scheduleQuery(ScheduleQuery(window: friday)), &state).text == "Nothing on Fri 9 Jan — you're free.")
    }

    @Test func aScheduleQuestionAboutSomeoneListsTheirItemsWhenThereAreAny() {
        var state = CopilotState()
        _ = run(.eventAdd(EventAdd(title: "dentist", start: DueDate(date: at("2026-01-09T15:00:00-05:00"), hasTime: true))), &state)
        _ = run(.eventAdd(EventAdd(title: "meet with Sara", start: DueDate(date: at("2026-01-08T10:00:00-05:00"), hasTime: true))), &state)
        #expect(run(.scheduleQuery(ScheduleQuery(window: nil, about: "Sara")), &state).text
            == "1 item with “Sara” coming up:\n  Thu 8 Jan at 10:00  meet with Sara (event)")
        // Nothing names the words: everything in the window, as for a plain question.
        #expect(run(.scheduleQuery(ScheduleQuery(window: nil, about: "the plumber")), &state).text.hasPrefix("2 items coming up:"))
    }

    @Test func repeatingTasksRollForwardPastMissedDates() throws {
        var state = CopilotState()
        let rule = RecurrenceRule(frequency: .weekly, interval: 1, weekdays: [1])
        let recurrence = Recurrence(timex: "XXXX-WXX-1", text: "every monday", rule: rule)
        // Due Monday 22 Dec 2025, three Mondays missed by Wednesday 7 Jan 2026.
        _ = run(.taskAdd(TaskAdd(title: "water the plants", due: DueDate(date: at("2025-12-22T00:00:00-05:00"), hasTime: false), recurrence: recurrence)), &state)
        let reply = run(.taskComplete(.number(1)), &state)
        #expect(reply.text == "Done: “water the plants”. Next: Mon 12 Jan.\nNew badge: First task done.")
        #expect(state.tasks[0].isOpen)
        #expect(run(.undo, &state).text == "Undone: completed “water the plants”.")
        #expect(state.tasks[0].due?.date == at("2025-12-22T00:00:00-05:00"))
    }

    @Test func listFiltersByStatusProjectPriorityAndDueWindow() {
        var state = CopilotState()
        _ = run(.taskAdd(TaskAdd(title: "late report", due: DueDate(date: at("2026-01-05T00:00:00-05:00"), hasTime: false), priority: 1, project: "work")), &state)
        _ = run(.taskAdd(TaskAdd(title: "today thing", due: DueDate(date: at("2026-01-07T00:00:00-05:00"), hasTime: false))), &state)
        _ = run(.taskAdd(TaskAdd(title: "someday", project: "home")), &state)
        #expect(run(.taskList(TaskQuery(status: .overdue)), &state).text == "1 overdue task:\n  1. late report · due Mon 5 Jan (overdue) · #work · p1")
        let today = TimeWindow(start: at("2026-01-07T00:00:00-05:00"), end: at("2026-01-08T00:00:00-05:00"), text: "today")
        #expect(run(.taskList(TaskQuery(due: today)), &state).text == "1 open task due today:\n  2. today thing · due Wed 7 Jan")
        #expect(run(.taskList(TaskQuery(project: "home")), &state).text == "1 open task in #home:\n  3. someday · #home")
        #expect(run(.taskList(TaskQuery(priority: 2)), &state).text == "No open tasks at p2.")
    }

    /// Events belong to the schedule: a task list and the count of open tasks leave them out,
    /// reminders stay (they are something to do). Asked about a day ("what do I need to do
    /// tomorrow"), the user's own events that day follow the tasks, under their own heading.
    @Test func aTaskListLeavesEventsToTheSchedule() {
        var state = CopilotState()
        _ = run(.taskAdd(TaskAdd(title: "buy milk", due: DueDate(date: at("2026-01-08T00:00:00-05:00"), hasTime: false))), &state)
        _ = run(.eventAdd(EventAdd(title: "dentist", start: DueDate(date: at("2026-01-08T15:00:00-05:00"), hasTime: true), end: at("2026-01-08T16:00:00-05:00"))), &state)
        _ = run(.reminderAdd(ReminderAdd(what: "call mom", when: DueDate(date: at("2026-01-07T18:00:00-05:00"), hasTime: true))), &state)
        #expect(run(.taskList(TaskQuery()), &state).text == "2 open tasks:\n  1. buy milk · due Thu 8 Jan\n  3. call mom · due Wed 7 Jan at 18:00")
        let tomorrow = TimeWindow(start: at("2026-01-08T00:00:00-05:00"), end: at("2026-01-09T00:00:00-05:00"), text: "tomorrow")
        #expect(run(.taskList(TaskQuery(due: tomorrow)), &state).text
            == "1 open task due tomorrow:\n  1. buy milk · due Thu 8 Jan\nOn your calendar tomorrow:\n  Thu 8 Jan at 15:00–16:00  dentist (event)")
        #expect(run(.taskComplete(.number(1)), &state).text == "Done: “buy milk”. 1 open task left.\nNew badge: First task done.")
        #expect(run(.scheduleQuery(ScheduleQuery(window: tomorrow)), &state).text.contains("dentist (event)"))
    }
}

/// Whole sentences through the parser: the kind of event stays in its title, and a time told
/// before "can you remind me?" is what the reminder is about.
struct EventSentenceTests {
    @Test func theKindOfEventStaysInTheTitle() {
        var state = CopilotState()
        let replies = Fixtures.converse([
            "meeting with Sean at 4pm on Wednesday", "schedule a call with the team friday", "dinner at 7 tomorrow",
            "dentist appointment next tuesday at 3pm", "schedule a team meeting tomorrow at 3", "book a client meeting for friday at 10",
            "budget meeting on monday",
        ], state: &state)
        #expect(replies == [
            "Added to your calendar: “meeting with Sean”, Wed 7 Jan at 16:00.",
            "Added to your calendar: “call with the team”, Fri 9 Jan.",
            "Added to your calendar: “dinner”, Thu 8 Jan at 19:00.",
            "Added to your calendar: “dentist appointment”, Tue 13 Jan at 15:00.",
            "Added to your calendar: “team meeting”, Thu 8 Jan at 15:00.",
            "Added to your calendar: “client meeting”, Fri 9 Jan at 10:00.",
            "Added to your calendar: “budget meeting”, Mon 12 Jan.",
        ])
    }

    /// "for me", "for us" before the time says whose it is, never what it is called.
    @Test func forMeIsNoPartOfTheTitle() {
        for who in ["for me", "for myself", "for us"] {
            for (said, title) in [("add a dentist appointment %@ tomorrow at 10", "dentist appointment"), ("book a haircut %@ on friday", "haircut"),
                                  ("schedule a team meeting %@ monday at 3", "team meeting")] {
                var state = CopilotState()
                let text = String(format: said, who)
                let reply = Fixtures.converse([text], state: &state)[0]
                #expect(state.tasks.first?.title == title, "\(text): \(reply)")
            }
        }
    }

    @Test func aToldEventWithATimeBecomesTheReminder() {
        var state = CopilotState()
        #expect(Fixtures.converse(["i have a meeting with Sean at 4PM on Wednesday, can you remind me?"], state: &state)
            == ["I'll remind you: “meeting with Sean”, Wed 7 Jan at 16:00."])
        // An unrelated opening is not what the reminder is about: ask.
        #expect(Fixtures.converse(["Sounds good, remind me at 5"], state: &state) == ["What should I remind you about? (For example: call mom at 6pm.)"])
        // A new command while a time is asked for is run as itself.
        #expect(Fixtures.converse(["cancel", "add an event", "lunch", "list tasks"], state: &state).last?.hasSuffix("\n1 open task:\n  1. meeting with Sean · due Wed 7 Jan at 16:00") == true)
    }
}

/// A repeating item shows on every date of its schedule that a question asks about.
struct RecurringProjectionTests {
    @Test func aRepeatingReminderShowsOnEachDateOfTheWindow() {
        var state = CopilotState()
        _ = Fixtures.converse(["remind me every weekday at 8am to stand up", "add task water the plants every monday"], state: &state)
        // Wednesday 7 January, 09:00: today's 08:00 has passed, so the schedule starts tomorrow.
        let week = Fixtures.converse(["what's on my calendar next week"], state: &state)[0]
        #expect(week.hasPrefix("6 items next week:"), "\(week)")
        for day in ["Mon 12 Jan at 08:00  stand up", "Tue 13 Jan", "Wed 14 Jan", "Thu 15 Jan", "Fri 16 Jan at 08:00  stand up", "Mon 12 Jan  water the plants"] {
            #expect(week.contains(day), "\(day)")
        }
        #expect(!week.contains("Sat") && !week.contains("Sun"))
        #expect(Fixtures.converse(["what's tomorrow"], state: &state)[0].contains("Thu 8 Jan at 08:00  stand up"))
        #expect(Fixtures.converse(["what's on my calendar on saturday"], state: &state)[0].hasPrefix("Nothing"))
        // Still one item each in the model: projection changes nothing.
        #expect(state.tasks.count == 2)
    }

    /// A professional seen at a time, with no verb ("dentist tomorrow at 3pm", "vet friday 10am"),
    /// is an event; with a verb ("call the dentist tomorrow") it is not.
    @Test func aVisitAtATimeIsAnEvent() {
        for who in ["dentist", "vet", "doctor", "orthodontist", "Dentist"] {
            for (when, local) in [("tomorrow at 3pm", "2026-01-08T15:00"), ("friday 10am", "2026-01-09T10:00"), ("on monday at 9:30", "2026-01-12T09:30")] {
                var state = CopilotState()
                let text = "\(who) \(when)"
                let reply = Fixtures.converse([text], state: &state)[0]
                #expect(state.tasks.first?.kind == .event && state.tasks.first?.title == who, "\(text): \(reply)")
                #expect(state.tasks.first?.due.map { Fixtures.format($0.date) } == local, "\(text): \(reply)")
            }
        }
        var state = CopilotState()
        _ = Fixtures.converse(["call the dentist tomorrow"], state: &state)
        #expect(!state.tasks.contains { $0.kind == .event })
    }

    /// "clear my calendar tomorrow", "cancel everything on friday": a day and nothing else named is
    /// everything due that day, asked about first, one undo step.
    @Test func aDayClearedIsEverythingDueThenAfterAYes() {
        for said in ["clear my calendar on friday", "cancel everything on friday", "clear my schedule friday", "delete everything friday"] {
            var state = CopilotState()
            _ = Fixtures.converse(["add task pay rent friday", "meeting with priya friday at 2", "add task call mom tomorrow"], state: &state)
            let asked = Fixtures.converse([said], state: &state)[0]
            #expect(asked.hasPrefix("Delete 2 tasks? (yes or no)"), "\(said): \(asked)")
            #expect(state.tasks.count == 3)
            _ = Fixtures.converse(["yes"], state: &state)
            #expect(state.tasks.map(\.title) == ["call mom"], "\(said)")
            _ = Fixtures.converse(["undo"], state: &state)
            #expect(state.tasks.count == 3, "\(said): undo")
        }
    }

    /// A moment asked about is said as its day and time ("am I free at 2pm").
    @Test func aMomentAskedAboutIsSaidAsItsTime() {
        var state = CopilotState()
        #expect(Fixtures.converse(["am i free at 2pm"], state: &state)[0] == "Nothing on Wed 7 Jan at 14:00 — you're free.")
    }

    /// "add event gym at 5:30pm": "event" is the command's word, never the start of the title.
    @Test(arguments: ["add event gym at 5:30pm", "add an event gym at 5:30pm", "add calendar event gym at 5:30pm", "new event gym at 5:30pm"])
    func theGenericWordIsNotTheTitle(_ line: String) {
        var state = CopilotState()
        #expect(Fixtures.converse([line], state: &state) == ["Added to your calendar: “gym”, Wed 7 Jan at 17:30."])
    }
}
