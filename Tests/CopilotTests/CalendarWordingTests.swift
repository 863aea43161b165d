@testable import Copilot
import Foundation
import NLParse
import Testing

/// A calendar user's words from new-user run 61, in made-up variants: a meal with someone at a
/// time is an appointment, not food ("lunch with marco next tuesday at 12:30"), while a meal said
/// with what was in it stays a log; a reminder named before how long ahead of an item ("set a
/// reminder 30 minutes before the dentist") is that item's own.
struct CalendarWordingTests {
    @Test func aMealWithSomeoneIsAnAppointment() {
        for meal in ["lunch", "dinner", "breakfast", "brunch"] {
            for company in ["with marco", "with the smiths", "with my sister"] {
                for when in ["next tuesday at 12:30", "on friday at 7pm", "tomorrow at 9"] {
                    var state = CopilotState()
                    let line = "\(meal) \(company) \(when)"
                    let reply = Fixtures.converse([line], state: &state)[0]
                    #expect(reply.hasPrefix("Added to your calendar: “\(meal) \(company)”"), "\(line): \(reply)")
                    #expect(state.model.meals.isEmpty, "\(line)")
                }
            }
        }
        var state = CopilotState()
        #expect(Fixtures.converse(["lunch: a turkey sandwich"], state: &state)[0].hasPrefix("Logged lunch: a turkey sandwich"))
    }

    /// "before lunch with priya" is before that lunch, not before lunchtime (generated: meal ×
    /// company × how long).
    @Test func aReminderBeforeAMealWithSomeone() {
        for meal in ["lunch", "dinner", "breakfast"] {
            for company in ["priya", "the team", "my sister"] {
                for (said, minutes) in [("30 minutes", 30), ("an hour", 60)] {
                    var state = CopilotState()
                    let line = "remind me \(said) before \(meal) with \(company)"
                    let replies = Fixtures.converse(["\(meal) with \(company) on friday at 11am", line], state: &state)
                    // The event's own reminder, not a reminder apart.
                    #expect(state.model.tasks.count == 1, "\(line): \(replies)")
                    #expect(state.model.tasks.first?.reminder == .before(seconds: Double(minutes * 60)), "\(line): \(replies)")
                }
            }
        }
    }

    /// Something to do ahead of an item it is not ("remind me to buy a gift a week before mom's
    /// birthday"): timed from that item; a day before a day with no time is a day too.
    @Test func aReminderToDoSomethingBeforeAnotherItem() {
        for (item, said, days) in [("mom's birthday", "a week", 7), ("the party", "2 days", 2), ("the school trip", "3 days", 3)] {
            for form in ["remind me to %@ %@ before %@", "remind us to %@ %@ ahead of %@"] {
                var state = CopilotState()
                let line = String(format: form, "get a gift", said, item)
                let replies = Fixtures.converse(["add \(item) on dec 19", line], state: &state)
                let reminder = state.model.tasks.first { $0.kind == .reminder }
                #expect(reminder?.title == "get a gift" && reminder?.due?.hasTime == false, "\(line): \(replies)")
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = Fixtures.context.timeZone
                #expect(reminder?.due.map { calendar.component(.day, from: $0.date) } == 19 - days, "\(line): \(replies)")
            }
        }
        var state = CopilotState()
        let reply = Fixtures.converse(["remind me to get a gift a week before the gala"], state: &state)[0]
        #expect(reply.hasPrefix("Nothing coming up is called “the gala”. When should I remind you to get a gift?"), "\(reply)")
    }

    /// The schedule from now on, asked with no day (new-user run 74; generated: opening × word
    /// for what is ahead × ending).
    @Test func whatIsComingUpWithNoDaySaid() {
        for opening in ["what's", "whats", "anything", "is there anything", "what else is"] {
            for ahead in ["coming up", "upcoming"] {
                for ending in ["", "?", " for me", " soon"] {
                    var state = CopilotState()
                    let line = "\(opening) \(ahead)\(ending)"
                    let replies = Fixtures.converse(["dentist tomorrow at 3pm", line], state: &state)
                    #expect(replies[1].contains("dentist"), "\(line): \(replies)")
                }
            }
        }
    }

    /// Time blocked for something is the whole stretch said: a part of a day from its first hour
    /// to its last, a range as said, a day or a time as said (new-user run 78; generated: verb ×
    /// stretch; said on Wednesday 7 January 2026 at 09:00).
    @Test func aStretchBlockedIsHeldWhole() {
        let stretches: [(String, String)] = [
            ("friday afternoon", "Fri 9 Jan at 12:00–16:00"), ("tomorrow morning", "Thu 8 Jan at 08:00–12:00"), ("2 to 4 pm tomorrow", "Thu 8 Jan at 14:00–16:00"),
            ("thursday", "Thu 8 Jan."), ("tomorrow at 3pm", "Thu 8 Jan at 15:00."),
        ]
        for verb in ["block", "block out", "hold", "reserve", "keep"] {
            for (stretch, said) in stretches {
                var state = CopilotState()
                let line = "\(verb) \(stretch) for deep work"
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(reply == "Added to your calendar: “deep work”, \(said)" + (said.hasSuffix(".") ? "" : "."), "\(line): \(reply)")
            }
        }
    }

    /// "what's next" with no task to work on names the next thing on the schedule.
    @Test func whatIsNextWithOnlyTheSchedule() {
        var state = CopilotState()
        let replies = Fixtures.converse(["what's next", "lunch with sam friday at 12:30", "what's next", "add task write the report", "what's next"], state: &state)
        #expect(replies[0].hasPrefix("Nothing open"))
        #expect(replies[2] == "No task to work on. Next on your schedule:\n  Fri 9 Jan at 12:30  lunch with sam (event)", "\(replies)")
        #expect(replies[4].contains("write the report"), "\(replies)")
    }

    @Test func aReminderNamedBeforeHowLongAhead() {
        for (said, minutes) in [("30 minutes", 30), ("an hour", 60), ("15 min", 15)] {
            for form in ["set a reminder %@ before the dentist", "create a reminder %@ before the dentist", "give me a heads up %@ before the dentist"] {
                var state = CopilotState()
                let line = String(format: form, said)
                let replies = Fixtures.converse(["dentist tomorrow at 3pm", line], state: &state)
                #expect(state.model.tasks.count == 1 && state.model.tasks.first?.kind == .event, "\(line): \(replies)")
                #expect(state.model.tasks.first?.reminder == .before(seconds: Double(minutes * 60)), "\(line): \(replies)")
            }
        }
    }
}

/// A thing asked after by its kind ("when is my next haircut") that nothing is called is said
/// so before what is on instead; the day before, said so, is how far ahead a reminder is (new-user
/// run 81; generated: kind × question, wording × item).
struct AskedByKindAndTheDayBeforeTests {
    /// "what's my next meeting" is the one next, not all of them; "upcoming meetings" all
    /// (generated: wording × kind).
    @Test func theNextOneOnly() {
        for question in ["what's my next meeting", "whats my next event", "what is my next appointment", "when is my next meeting", "what's my first meeting"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["standup tomorrow at 9am", "lunch with sam friday at 12:30", question], state: &state)
            #expect(replies[2].contains("standup") && !replies[2].contains("lunch with sam"), "\(question): \(replies[2])")
        }
        var state = CopilotState()
        let replies = Fixtures.converse(["standup tomorrow at 9am", "lunch with sam friday at 12:30", "what are my upcoming meetings"], state: &state)
        #expect(replies[2].contains("standup") && replies[2].contains("lunch with sam"), "\(replies[2])")
    }

    @Test func aKindNothingIsCalled() {
        for kind in ["haircut", "interview", "concert"] {
            for question in ["when is my next %@", "what time is my %@", "when's my next %@"] {
                var state = CopilotState()
                let line = String(format: question, kind)
                let replies = Fixtures.converse(["add task renew passport friday", line, "add \(kind) saturday at 11am to my calendar", line], state: &state)
                #expect(replies[1].hasPrefix("Nothing with “\(kind)” coming up."), "\(line): \(replies)")
                #expect(replies[3].contains("\(kind) (event)") && !replies[3].contains("passport"), "\(line): \(replies)")
            }
        }
    }

    @Test func theDayBeforeSaidSo() {
        // "the night before" is that evening at 20:00: 14 hours before 10:00.
        for (wording, seconds) in [("remind me about the dentist the day before", 86_400.0), ("remind me the night before the dentist", 50_400), ("remind me about the dentist a week before", 604_800)] {
            var state = CopilotState()
            let replies = Fixtures.converse(["dentist on jan 20 at 10am", wording], state: &state)
            #expect(state.tasks.count == 1 && state.tasks[0].reminder == .before(seconds: seconds), "\(wording): \(replies)")
        }
        for task in ["add task file taxes friday remind me the day before", "add task pay rent friday, remind me the day before"] {
            var state = CopilotState()
            let replies = Fixtures.converse([task], state: &state)
            #expect(state.tasks.first?.due != nil && state.tasks.first?.reminder == .before(seconds: 86_400), "\(task): \(replies)")
        }
    }

    /// "the night before" a thing is 20:00 on the day before it, whatever its own time: a reminder
    /// of its own ("remind me to pack the night before the flight"), the item's own reminder
    /// ("remind me the night before the flight"), a quick-add's ("file taxes friday, remind me the
    /// night before"); an item with no time gets that evening as said.
    @Test func theNightBeforeIsThatEvening() {
        let items: [(add: String, name: String, evening: String)] = [("add flight to denver jan 20 at 6am", "the flight", "Mon 19 Jan at 20:00"),
                                                                     ("dentist on jan 20 at 10am", "the dentist", "Mon 19 Jan at 20:00"),
                                                                     ("add task renew passport jan 15", "renew passport", "Wed 14 Jan at 20:00")]
        for item in items {
            for night in ["the night before", "the evening before", "the night prior"] {
                for frame in ["remind me to pack %@ %@", "remind me %@ %@", "remind me about %@ %@"] {
                    let line = frame == "remind me about %@ %@" ? "remind me about \(item.name) \(night)"
                        : frame == "remind me %@ %@" ? "remind me \(night) \(item.name)" : "remind me to pack \(night) \(item.name)"
                    var state = CopilotState()
                    let replies = Fixtures.converse([item.add, line], state: &state)
                    #expect(replies[1].hasSuffix("\(item.evening)."), "\(line): \(replies)")
                }
            }
        }
        var state = CopilotState()
        let replies = Fixtures.converse(["add task file taxes friday, remind me the night before"], state: &state)
        #expect(replies[0] == "Added “file taxes”, due Fri 9 Jan · reminder Thu 8 Jan at 20:00.", "\(replies)")
    }
}
