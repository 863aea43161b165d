import Foundation
@testable import Copilot
import Intents
import Testing

/// Commands as a new user types them (issue 19, 20), end to end and checked on the stored
/// values, each phenomenon in made-up variants.
struct EverydayPhrasingTests {
    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }

    /// A group reminded at once: one reminder for each person the group names, undone as one.
    /// A hedge before what was eaten ("I had like half an avocado") is no part of the food.
    @Test func aHedgeBeforeAFoodIsNotPartOfIt() {
        for hedge in ["like", "maybe", "probably", "basically", "kind of"] {
            for food in ["half an avocado", "3 cookies", "a banana"] {
                var state = CopilotState()
                let reply = Fixtures.converse(["i had \(hedge) \(food)"], state: &state)[0]
                #expect(state.model.meals.first?.items.map(\.text) == [food], "\(hedge) \(food): \(reply)")
            }
        }
    }

    /// A day said after the list a task goes on ("put X on my to-do list for thursday") is when
    /// it is due, whatever the verb, list word or preposition.
    /// "all of today's tasks": a day said before the things, as whose they are, selects the tasks
    /// due that day, for a move, a deletion or a completion; other days' tasks stay.
    @Test func aDaysPossessiveSelectsItsTasks() {
        // The fixture's now is Wednesday 7 January; "friday" is the 9th.
        for (day, date) in [("today", "2026-01-07"), ("tomorrow", "2026-01-08"), ("friday", "2026-01-09")] {
            for determiner in ["all of", "all", "all of the"] {
                for noun in ["tasks", "to-dos", "things"] {
                    let setUp = ["add task buy stamps \(day)", "add task file taxes \(day)", "add task renew passport next month"]
                    var state = CopilotState()
                    _ = converse(setUp, &state)
                    let move = "move \(determiner) \(day)'s \(noun) to monday"
                    let replies = converse([move, "yes"], &state)
                    let moved = state.tasks.filter { $0.due.map { Fixtures.format($0.date).hasPrefix("2026-01-12") } ?? false }.map(\.title)
                    #expect(moved == ["buy stamps", "file taxes"], "\(move) (\(date)): \(replies)")
                    state = CopilotState()
                    _ = converse(setUp, &state)
                    let done = "mark \(determiner) \(day)'s \(noun) done"
                    _ = converse([done, "yes"], &state)
                    #expect(state.tasks.filter(\.isOpen).map(\.title) == ["renew passport"], "\(done)")
                }
            }
        }
    }

    /// A reminder within the day kept to the hours said ("every hour from 9 to 5") is due at the
    /// window's next step and, done, rolls to the next one, the next morning after the last.
    @Test func aReminderWithinTheDayKeepsToItsHours() {
        // The fixture's now is 09:00; at 16:30 the next step is 17:00, then 09:00 tomorrow.
        for (said, first, after) in [("remind me to stretch every hour from 9 to 5", "2026-01-07T17:00", "2026-01-08T09:00"),
                                     ("remind me to drink water every 30 minutes between 8am and 5pm", "2026-01-07T17:00", "2026-01-08T08:00"),
                                     ("remind me to stand up every hour from 10 to 5 on weekdays", "2026-01-07T17:00", "2026-01-08T10:00"),
                                     ("remind me to check the baby every 2 hours from 10pm to 6am", "2026-01-07T22:00", "2026-01-08T00:00")] {
            var state = CopilotState()
            var context = Fixtures.context
            context.now = context.now.addingTimeInterval(7.5 * 3600)
            _ = Fixtures.copilot.respond(to: said, state: &state, context: context)
            #expect(state.tasks.first.flatMap { $0.due.map { Fixtures.format($0.date) } } == first, "\(said)")
            _ = Fixtures.copilot.respond(to: "done 1", state: &state, context: context)
            #expect(state.tasks.first.flatMap { $0.due.map { Fixtures.format($0.date) } } == after, "\(said), done")
        }
    }

    /// A time said as what a thing does ("dinner is at 6") stays in what the reminder says and
    /// still says when; the user's own errand ("call mom at 6", "leave at 5") loses it.
    @Test func aTimeToldAsWhatAThingDoesStaysInTheReminder() {
        for subject in ["dinner", "the game", "soccer practice", "the bus"] {
            for verb in ["is", "starts", "leaves", "begins"] {
                for (time, due) in [("at 6", "2026-01-07T18:00"), ("at 7:30pm", "2026-01-07T19:30"), ("tomorrow at 3", "2026-01-08T15:00")] {
                    for lead in ["remind me that", "remind everyone that", "remind me"] {
                        var state = CopilotState()
                        let said = "\(lead) \(subject) \(verb) \(time)"
                        let reply = converse([said], &state)[0]
                        let reminder = state.tasks.first
                        #expect(reminder?.title == "\(subject) \(verb) \(time)", "\(said): \(reply)")
                        #expect(reminder?.due.map { Fixtures.format($0.date) } == due, "\(said): \(reply)")
                    }
                }
            }
        }
        for (said, title) in [("remind me to call mom at 6", "call mom"), ("remind me to leave at 5", "leave"), ("remind me to start dinner at 6", "start dinner")] {
            var state = CopilotState()
            _ = converse([said], &state)
            #expect(state.tasks.first?.title == title, "\(said)")
        }
    }

    /// What repeats, asked in any wording, lists every repeating item of the kind asked, and
    /// nothing that does not repeat.
    @Test func whatRepeatsListsTheRepeatingItems() {
        var state = CopilotState()
        _ = converse(["add quiz review every monday at 7pm", "water plants every 3 days", "remind me to stretch every weekday at 8am",
                      "add task pay rent", "remind me to call mom at 5pm"], &state)
        var asks: [String] = ["what repeats", "what recurs", "which things repeat", "which tasks are recurring", "what items do i have that repeat"]
        for verb in ["show", "list", "show me"] {
            for determiner in ["my", "all my", "the", ""] {
                for noun in ["tasks", "items", "things"] { asks.append([verb, determiner, "recurring", noun].filter { !$0.isEmpty }.joined(separator: " ")) }
            }
        }
        asks += ["my repeating tasks", "all my routine things", "show my regular tasks"]
        for ask in asks {
            let reply = converse([ask], &state)[0]
            #expect(reply.hasPrefix("3 repeating items:"), "\(ask): \(reply)")
            #expect(!reply.contains("pay rent") && !reply.contains("call mom"), "\(ask)")
        }
        for ask in ["which reminders repeat", "list my repeating reminders", "show my recurring reminders"] {
            #expect(converse([ask], &state)[0].hasPrefix("1 repeating reminder:\n  3. stretch"), "\(ask)")
        }
        #expect(Fixtures.copilot.parser.parse("recurring reminder please", context: Fixtures.context).intent == "reminder.add")
    }

    @Test func aDaySaidAfterTheToDoListIsTheDueDate() {
        let verbs = ["put", "add", "write", "stick", "jot"]
        let lists = ["my todo list", "the to-do list", "my to do list", "my task list"]
        let days = [("for thursday", "2026-01-08"), ("on friday", "2026-01-09"), ("for next monday", "2026-01-12"), ("tomorrow", "2026-01-08")]
        for verb in verbs {
            for list in lists {
                for (day, date) in days {
                    var state = CopilotState()
                    let said = "\(verb) call the plumber on \(list) \(day)"
                    let reply = converse([said], &state)[0]
                    let task = state.tasks.first
                    #expect(task?.title == "call the plumber", "\(said): \(reply)")
                    #expect(task?.due.map { Fixtures.format($0.date).hasPrefix(date) } == true, "\(said): \(reply)")
                }
            }
        }
    }

    /// "what should i work on", with or without "next", "first" or "now": the task to do next.
    @Test func whatShouldIWorkOnPicksTheNextTask() {
        for modal in ["should", "do", "can", "shall"] {
            for verb in ["work on", "do", "tackle", "focus on", "get done"] {
                for tail in ["", " next", " first", " now", " today", "?"] where verb != "do" || !["", "?"].contains(tail) {
                    var state = CopilotState()
                    let said = "what \(modal) i \(verb)\(tail)"
                    let reply = converse(["add task file the taxes p1", said], &state)[1]
                    #expect(reply.contains("file the taxes"), "\(said): \(reply)")
                }
            }
        }
        // "what should i do" alone asks for any advice, not for a task.
        for said in ["what should i do", "what do i do", "what can i do"] {
            var state = CopilotState()
            let reply = converse(["add task file the taxes p1", said], &state)[1]
            #expect(!reply.contains("file the taxes"), "\(said): \(reply)")
        }
    }

    /// What is left of a nutrient with the day before it ("whats left for today calories"): the
    /// day's remainder, never a food called "left".
    @Test func whatIsLeftWithTheNutrientLastIsTheRemainder() {
        for lead in ["whats", "what's", "what is", "how much do i have"] {
            for left in ["left", "remaining"] {
                for day in ["for today", "today", ""] {
                    for (nutrient, unit) in [("calories", "kcal left"), ("in calories", "kcal left"), ("protein", "g of protein left"), ("for carbs", "g of carbs left")] {
                        var state = CopilotState()
                        let said = [lead, left, day, nutrient].filter { !$0.isEmpty }.joined(separator: " ")
                        let replies = converse(["i'm a 30 year old woman, 65 kg, 170 cm, moderately active", "log an apple", said], &state)
                        #expect(replies[2].contains(unit), "\(said): \(replies[2])")
                        #expect(state.model.meals.count == 1, "\(said): \(replies[2])")
                    }
                }
            }
        }
    }

    /// The balance named by what it buys, then whose: each child's points.
    @Test func aBalanceForTheKidsIsEachChildsPoints() {
        for what in ["screen time balance", "points balance", "reward balance", "balance"] {
            for lead in ["whats the", "show me the", "what's the", "check the"] {
                var state = CopilotState()
                _ = converse(["add emma as my daughter", "add leo as my son", "emma read for 20 minutes"], &state)
                let said = "\(lead) \(what) for the kids"
                let reply = converse([said], &state)[0]
                #expect(reply.contains("Emma: 20 points") && reply.contains("Leo: 0 points"), "\(said): \(reply)")
                let one = converse(["\(lead) \(what) of leo"], &state)[0]
                #expect(one.hasPrefix("Leo: 0 points"), "\(lead) \(what) of leo: \(one)")
            }
        }
    }

    /// A session ends in its break: "how long until my break" is the time left.
    @Test func howLongUntilTheBreakIsTheTimeLeft() {
        for ask in ["how long", "how much time", "how many minutes"] {
            for until in ["until", "till", "before"] {
                for end in ["my break", "the break", "my next break", "the session ends", "the timer goes off"] {
                    var state = CopilotState()
                    let said = "\(ask) \(until) \(end)"
                    let replies = converse(["start a 25 minute focus session", said], &state)
                    #expect(replies[1].contains("25 min left"), "\(said): \(replies[1])")
                }
            }
        }
    }

    /// A word for "a task" after its words ("the passport thing") is no part of them.
    @Test func aWordForATaskAfterItsWordsFindsTheTask() {
        for filler in ["thing", "stuff", "task", "errand", "job"] {
            for frame in ["i finished the passport %@", "done with the passport %@", "mark the passport %@ as done", "i've done that passport %@", "finished passport %@"] {
                var state = CopilotState()
                let said = String(format: frame, filler)
                let replies = converse(["add task renew passport", "add task call mom", said], &state)
                #expect(state.tasks.first { $0.title == "renew passport" }?.completed != nil, "\(said): \(replies[2])")
                #expect(state.tasks.first { $0.title == "call mom" }?.completed == nil, "\(said): \(replies[2])")
            }
        }
    }

    /// Marked as bought: the item comes off the shopping list (and waits in restock).
    @Test func anItemMarkedAsBoughtComesOffTheList() {
        for verb in ["mark", "check", "tick"] {
            for det in ["", "the "] {
                for done in ["as bought", "as purchased", "off as bought", "as picked up", "as got"] {
                    var state = CopilotState()
                    let said = "\(verb) \(det)bananas \(done)"
                    let reply = converse(["add milk and bananas to the shopping list", said], &state)[1]
                    #expect(shopping(state) == ["milk"], "\(said): \(reply)")
                }
            }
        }
    }

    func shopping(_ state: CopilotState) -> [String] { state.model.lists.first { $0.name == "shopping" }?.items.map(\.display) ?? [] }

    /// The group after the word reminder ("add a reminder for the kids to …"): one reminder for
    /// each member the group names, as "remind the kids to …".
    @Test func aReminderForAGroupRemindsEachOfIt() {
        for lead in ["add a reminder", "set a reminder", "create a reminder", "make a reminder"] {
            for (group, expected) in [("the kids", ["Mia", "Leo"]), ("the whole family", [nil, "Mia", "Leo"]), ("everyone", [nil, "Mia", "Leo"])] as [(String, [String?])] {
                var state = CopilotState()
                _ = converse(["add mia as my daughter", "add leo as my son"], &state)
                let said = "\(lead) for \(group) to take vitamins at 8am"
                let reply = converse([said], &state)[0]
                let reminders = state.tasks.filter { $0.kind == .reminder }
                #expect(reminders.map(\.member) == expected, "\(said): \(reply)")
                #expect(reminders.allSatisfy { $0.title == "take vitamins" }, "\(said): \(reminders.map(\.title))")
            }
        }
    }

    /// An event said with no verb, its kind and a day or time ("soccer practice saturday 10am"):
    /// the member's when their name comes first or after "for".
    @Test func anEventWithoutAVerbIsAddedForWhoItNames() {
        let times = [("saturday 10am", "2026-01-10 10:00"), ("on friday at 4pm", "2026-01-09 16:00"), ("tomorrow at 3:30", "2026-01-08 15:30")]
        for (what, kind) in [("soccer practice", "practice"), ("piano lesson", "lesson"), ("swim class", "class"), ("dentist appointment", "appointment"), ("piano recital", "recital")] {
            for (time, at) in times {
                for (frame, member) in [("%@ %@", nil), ("emma %@ %@", "Emma"), ("%@ for emma %@", "Emma"), ("Emma's %@ %@", "Emma")] as [(String, String?)] {
                    var state = CopilotState()
                    _ = converse(["add emma as my daughter"], &state)
                    let said = frame.contains("for emma") ? String(format: frame, what, time) : String(format: frame, what, time)
                    let reply = converse([said], &state)[0]
                    let event = state.tasks.first { $0.kind == .event }
                    #expect(event?.title == what, "\(said): \(reply) (\(kind))")
                    #expect(event?.member == member, "\(said): \(reply)")
                    #expect(event.map { Fixtures.format($0.due!.date).hasPrefix(at.replacingOccurrences(of: " ", with: "T")) || Fixtures.format($0.due!.date).hasPrefix(at) } == true, "\(said): \(event.map { Fixtures.format($0.due!.date) } ?? "-")")
                }
            }
        }
        // A question about one is no event.
        var state = CopilotState()
        _ = converse(["what time is the party tonight", "is there a meeting tomorrow at 3"], &state)
        #expect(state.tasks.isEmpty)
    }

    /// "what's emma doing this week": the member's calendar for the window; the same words
    /// about what is no member ("what's bitcoin doing today") are no one's schedule.
    @Test func whatIsAMemberDoingIsTheirSchedule() {
        for said in ["what is bitcoin doing today", "whats the market doing this week", "what's traffic doing right now"] {
            var state = CopilotState()
            let reply = converse(["add emma as my daughter", said], &state)[1]
            #expect(!reply.contains("Emma") && !reply.contains("household"), "\(said): \(reply)")
        }
        for ask in ["whats emma doing", "what's Emma doing", "what is emma doing", "what will emma be doing"] {
            for (when, listed) in [("this week", true), ("on saturday", true), ("tomorrow", false)] {
                var state = CopilotState()
                _ = converse(["add emma as my daughter", "add emma's piano lesson saturday at 10am"], &state)
                let said = "\(ask) \(when)"
                let reply = converse([said], &state)[0]
                #expect(reply.contains("piano lesson") == listed && reply.contains("Emma"), "\(said): \(reply)")
            }
        }
    }

    /// A food named with the day it was eaten ("delete yesterday's pizza"): that day's, when no
    /// task has the words; the same food eaten today stays.
    @Test func aFoodNamedWithItsDayIsRemovedFromThatDay() {
        for said in ["delete yesterday's pizza", "remove the pizza from yesterday", "delete the pizza from last night", "remove yesterday's pizza"] {
            var state = CopilotState()
            _ = converse(["log 2 slices of pizza for dinner yesterday", "log a slice of pizza for lunch"], &state)
            let reply = converse([said], &state)[0]
            #expect(state.model.meals.count == 1 && state.model.meals[0].meal == "lunch", "\(said): \(reply)")
        }
    }

    /// "plan my weekend": the coming Saturday and Sunday, however the weekend is said.
    @Test func aWeekendPlanIsSaturdayAndSunday() {
        for verb in ["plan", "organize", "map out", "schedule"] {
            for weekend in ["my weekend", "the weekend", "this weekend", "our weekend"] {
                var state = CopilotState()
                let said = "\(verb) \(weekend)"
                let reply = converse(["add task clean the garage", said], &state)[1]
                #expect(reply.hasPrefix("Sat 10 Jan") && reply.contains("clean the garage"), "\(said): \(reply)")
            }
        }
    }

    /// "what are my reminders", as "show my reminders": the reminders alone.
    @Test func whatAreMyRemindersListsTheReminders() {
        for ask in ["what are my reminders", "what're my reminders", "whats my reminders", "what are all my reminders", "what are my upcoming reminders", "what are the reminders"] {
            var state = CopilotState()
            let reply = converse(["remind me to call mom at 6pm", "add task file taxes", ask], &state)[2]
            #expect(reply.contains("call mom") && !reply.contains("file taxes"), "\(ask): \(reply)")
        }
    }

    /// The running session's sound or background, however the change is said; the status says
    /// what plays; undo puts the last one back; with no session nothing changes.
    @Test func theSessionsSoundChangesWhileItRuns() {
        let sounds = [("forest", "forest birds"), ("ocean waves", "ocean waves"), ("rain", "light rain"), ("white noise", "white noise")]
        for frame in ["change the sound to %@", "switch the music to %@", "play %@ sounds instead", "set the noise to %@", "switch to %@ sounds"] {
            for (said, name) in sounds {
                var state = CopilotState()
                let line = String(format: frame, said)
                let replies = converse(["start a pomodoro with fireplace sounds", line, "what sound is playing", "undo", "how much time is left"], &state)
                #expect(replies[1] == "Now sound: \(name).", "\(line): \(replies[1])")
                #expect(replies[2].hasSuffix("25 min left · \(name)."), "\(line): \(replies[2])")
                #expect(replies[4].hasSuffix("· fireplace."), "\(line), undone: \(replies[4])")
            }
        }
        var state = CopilotState()
        let reply = converse(["change the sound to forest"], &state)[0]
        #expect(reply.hasPrefix("No session is running") && state.model.focus.current == nil && state.model.settings.defaultSound == nil, "\(reply)")
    }

    /// Progress asked as people ask it: a count with its period, what the next level or badge
    /// takes.
    @Test func progressAskedByItsPartsIsAnswered() {
        for said in ["how many sessions this month", "how many pomodoros today", "how many focus sessions this week so far"] {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(reply.contains("sessions"), "\(said): \(reply)")
        }
        for said in ["how much xp do i need for the next level", "how many xp to the next level", "how much experience until my next level"] {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(reply.contains("XP to level 2"), "\(said): \(reply)")
        }
        for said in ["what's my weekly average", "show me my weekly numbers", "what are my monthly totals"] {
            var state = CopilotState()
            let reply = converse(["log an apple", said], &state)[1]
            #expect(reply.contains("kcal a day on average"), "\(said): \(reply)")
        }
        for said in ["what's the next badge", "what badges can i still get", "which badges could i earn"] {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(reply.lowercased().contains("badge"), "\(said): \(reply)")
            #expect(!reply.hasPrefix("Sorry"), "\(said): \(reply)")
        }
    }

    /// Nutrition asked as people ask it: how much was eaten, the macro split, a goal weight said
    /// by its verb without a unit.
    @Test func nutritionAskedAsPeopleAskIt() {
        for said in ["how much have i eaten today", "how much did i eat today", "how much have i had so far"] {
            var state = CopilotState()
            let reply = converse(["log 2 eggs for breakfast", said], &state)[1]
            #expect(reply.contains("2 eggs") && reply.contains("kcal"), "\(said): \(reply)")
        }
        for said in ["what's my macro split", "show me my macro breakdown", "what are my macro targets"] {
            var state = CopilotState()
            let reply = converse(["I'm a 30 year old woman, 65 kg, 170 cm, moderately active", said], &state)[1]
            #expect(reply.contains("protein") && reply.contains("%"), "\(said): \(reply)")
        }
        for (said, pounds) in [("i want to get down to 180", 180.0), ("I'd like to weigh 165", 165), ("i want to go down to 150", 150)] {
            var state = CopilotState()
            let reply = converse(["I'm a 35 year old man, 200 lbs, 6 foot, lightly active", said], &state)[1]
            #expect(state.model.nutrition.targetWeightKg.map { abs($0 - pounds * 0.45359237) < 0.1 } == true, "\(said): \(reply)")
        }
    }

    /// "delete all my reminders", "cancel my reminders for tomorrow": the reminders alone (asked
    /// about first when several), never the tasks.
    @Test func theRemindersAloneAreDeleted() {
        for said in ["delete all reminders", "cancel all my reminders", "remove my reminders", "clear all the reminders", "delete my reminders for tomorrow"] {
            var state = CopilotState()
            let replies = converse(["remind me to call mom tomorrow at 6pm", "remind me to stretch tomorrow at 3pm", "add task file taxes", said, "yes"], &state)
            #expect(state.tasks.map(\.title) == ["file taxes"], "\(said): \(replies[3]) / \(replies[4])")
        }
    }

    /// A repeating item due again inside the window asked about is listed at that date.
    @Test func aRepeatingReminderIsListedOnTheDaysItComesBack() {
        for (ask, listed) in [("what reminders do i have tomorrow", true), ("what's due tomorrow", true), ("what reminders do i have on saturday", false), ("what do i have to do on friday", true)] {
            var state = CopilotState()
            let replies = converse(["remind me every weekday at 9 to check email", "snooze the email reminder for 10 minutes", ask], &state)
            #expect(replies[2].contains("check email") == listed, "\(ask): \(replies[2])")
        }
    }

    @Test func howManyTasksAreOpenCountsThem() {
        for ask in ["how many tasks are open", "how many open tasks", "how many tasks are still open", "how many tasks do i have left", "how many unfinished tasks are there"] {
            var state = CopilotState()
            let reply = converse(["add task pay rent", "add task file taxes", "done pay rent", ask], &state)[3]
            #expect(reply.hasPrefix("1 open task"), "\(ask): \(reply)")
        }
    }

    /// Learning said with its day counts on that day ("yesterday": no today's goal line); a day
    /// ahead is refused, nothing given.
    @Test func learningSaidWithItsDayCountsThatDay() {
        for (said, earlier) in [("mia read for 25 minutes today", false), ("mia read for 25 minutes yesterday", true), ("mia did 25 minutes of math yesterday", true),
                                ("mia did 25 minutes of math today", false), ("mia studied for 25 minutes last monday", true)] {
            var state = CopilotState()
            let reply = converse(["add mia as my daughter, she's 7", said], &state)[1]
            let entry = state.model.members.first?.rewards.last
            #expect(state.model.members.first?.points == 25, "\(said): \(reply)")
            #expect(entry.map { Calendar.current.dateComponents(in: Fixtures.context.timeZone, from: $0.date).day != 7 } == earlier, "\(said): \(reply)")
        }
        var state = CopilotState()
        let reply = converse(["add mia as my daughter, she's 7", "mia read for 25 minutes tomorrow"], &state)[1]
        #expect(state.model.members.first?.points == 0, "\(reply)")
    }

    /// A break said as it starts pauses the session.
    @Test func aBreakSaidAsItStartsPausesTheSession() {
        for said in ["im taking a break", "I'm taking a quick break", "taking a short break now", "break time", "time for a break"] {
            for back in ["resume it", "continue it", "unpause it", "start it again", "resume"] {
                var state = CopilotState()
                let replies = converse(["start a pomodoro", said, back], &state)
                #expect(replies[1].hasPrefix("Paused"), "\(said): \(replies[1])")
                #expect(replies[2].hasPrefix("Resumed"), "\(back): \(replies[2])")
            }
        }
    }

    /// A correction said with "instead" logs the food alone; "marinara" is the sauce; the food
    /// log asked for by its name lists the day.
    @Test func aFoodLoggedInsteadAndTheLogByName() {
        for said in ["log 1 cup of pasta with marinara for dinner instead", "log a cup of pasta with marinara instead"] {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(state.model.meals.first?.items.map(\.foodName).count == 2 && reply.hasPrefix("Logged"), "\(said): \(reply)")
            #expect(!reply.contains("instead”"), "\(said): \(reply)")
        }
        for ask in ["show my food log for today", "open my food diary", "show me my meal log", "check my food journal for today", "show my meals", "show me my logged meals for today"] {
            var state = CopilotState()
            let reply = converse(["log an apple", ask], &state)[1]
            #expect(reply.contains("apple") && reply.contains("Total"), "\(ask): \(reply)")
        }
    }

    /// New-user run 14 (a focus worker): a deadline told as a fact is a task with that deadline;
    /// "start deep work" is the Deep Work preset; "what level am i now"; "how close am i to my
    /// goal" with no weight goal is the day's focus goal.
    @Test func aFocusWorkersDayIsUnderstood() {
        for said in ["i have a deadline friday for the grant proposal", "I've got a hard deadline on friday for my grant proposal", "there's a deadline for the grant proposal on friday"] {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(state.tasks.first?.title == "grant proposal" && state.tasks.first?.deadline.map { Fixtures.format($0.date).hasPrefix("2026-01-09") } == true, "\(said): \(reply)")
        }
        for said in ["start deep work", "start the deep work preset", "begin deep work"] {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(reply.hasPrefix("Started Deep Work: 90 min"), "\(said): \(reply)")
        }
        for said in ["what level am i now", "what level am i at right now"] {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(reply.hasPrefix("Level 1"), "\(said): \(reply)")
        }
        // "my goal" unnamed is the weight goal when there is one, else the day's focus goal
        for said in ["how close am i to my goal", "how far am i from my goal", "am i on track for my goal", "am i on track to hit my goal",
                     "am i on pace to reach the goal", "am i on target with my goal"] {
            var state = CopilotState()
            let reply = converse(["set my daily focus goal to 3 hours", said], &state)[1]
            #expect(reply.hasPrefix("Daily focus goal: 3 h"), "\(said): \(reply)")
            _ = converse(["im a 42 year old man, 6 foot 1, 210 lbs, lightly active", "i want to lose 15 pounds"], &state)
            let weight = converse([said], &state)[0]
            #expect(weight.hasPrefix("Your goal weight is 195 lb"), "\(said), with a weight goal: \(weight)")
            #expect(converse(["am i on track for my daily focus goal"], &state)[0].hasPrefix("Daily focus goal: 3 h"))
        }
    }

    @Test func aGroupReminderRemindsEachMemberOfTheGroup() {
        let everyone = ["everyone", "everybody", "the whole family", "the family", "the household", "all of us"]
        let children = ["the kids", "all the kids", "the children", "both kids"]
        let frames = [("remind %@ to take out the trash friday at 7pm", "take out the trash"), ("remind %@ to brush their teeth at 8pm", "brush their teeth"),
                      ("please remind %@ tomorrow to pack their lunch", "pack their lunch")]
        for (group, expected) in everyone.map({ ($0, [nil, "Mia", "Leo", "Sam"]) }) + children.map({ ($0, ["Mia", "Leo"]) }) {
            for (frame, title) in frames {
                var state = CopilotState()
                _ = converse(["add mia as my daughter", "add leo as my son", "add sam as my wife"], &state)
                let said = String(format: frame, group)
                let reply = converse([said], &state)[0]
                let reminders = state.tasks.filter { $0.kind == .reminder }
                #expect(reminders.map(\.member) == expected as [String?], "\(said): \(reply)")
                #expect(reminders.allSatisfy { $0.title == title && $0.due != nil }, "\(said): \(reminders.map(\.title))")
                _ = converse(["undo"], &state)
                #expect(state.tasks.isEmpty, "\(said), undone")
            }
        }
        // With no children in the household, nothing is stored and the reply says why.
        var state = CopilotState()
        let reply = converse(["remind the kids to tidy up at 6pm"], &state)[0]
        #expect(state.tasks.isEmpty && reply.contains("no children"), "\(reply)")
    }

    /// A day named as the place something goes ("add a meeting to my tuesday") is an event that
    /// day, never a list called "tuesday".
    @Test func aDayNamedAsThePlaceSomethingGoesIsAnEventThatDay() {
        let frames = ["add %@ to my %@", "put %@ on my %@", "pencil %@ into my %@", "can you add %@ to my %@ please"]
        let days = [("tuesday", "2026-01-13"), ("friday", "2026-01-09"), ("tomorrow", "2026-01-08")]
        for frame in frames {
            for (day, date) in days {
                for (what, title) in [("a meeting with sam", "meeting with sam"), ("yoga", "yoga"), ("the dentist", "dentist")] {
                    var state = CopilotState()
                    let said = String(format: frame, what, day)
                    let reply = converse([said], &state)[0]
                    let event = state.tasks.first { $0.kind == .event }
                    #expect(event?.title == title, "\(said): \(reply)")
                    #expect(event.map { Fixtures.format($0.due!.date).hasPrefix(date) } == true, "\(said): \(reply)")
                    #expect(state.model.lists.isEmpty, "\(said)")
                }
            }
        }
    }

    /// "also X", "plus X", "X too": more of what was just added, on the list or in the meal talked
    /// about last; with neither, a question and nothing stored.
    @Test func alsoAddsToTheListOrTheMealTalkedAboutLast() {
        let frames = ["also %@", "plus %@", "oh and %@", "and also %@ please", "%@ too", "and %@ as well"]
        let things = [("bananas", "bananas"), ("a loaf of bread", "bread"), ("2 avocados", "avocados")]
        for frame in frames {
            for (said, name) in things {
                let line = String(format: frame, said)
                var state = CopilotState()
                let replies = converse(["add milk to the camping list", line], &state)
                #expect(state.model.lists.first { $0.name == "camping" }?.items.map(\.name) == ["milk", name], "\(line): \(replies)")
                var meal = CopilotState()
                let logged = converse(["had oatmeal for breakfast", line], &meal)
                #expect(meal.model.meals.count == 1 && meal.model.meals.first?.items.count == 2, "\(line): \(logged)")
                var empty = CopilotState()
                let asked = converse([line], &empty)
                #expect(empty.model.lists.isEmpty && empty.model.meals.isEmpty && asked[0].hasPrefix("Add “"), "\(line): \(asked)")
            }
        }
        // A command after "also" is that command.
        var state = CopilotState()
        _ = converse(["add milk to the shopping list", "also remind me to call mom at 5pm"], &state)
        #expect(state.tasks.count == 1 && state.model.lists.first?.items.count == 1)
    }

    /// A bare number after "I'm" is the age (not a height or weight with its unit), and the BMR
    /// and maintenance calories are answered from the profile by Mifflin-St Jeor.
    @Test func theAgeSaidBareAndTheEnergyBurnedAreRead() {
        for (said, age) in [("i'm 35, female, lightly active", 35.0), ("I'm 35", 35), ("im 52 and male", 52), ("i am 28, woman, 170 cm", 28)] {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(state.model.nutrition.ageYears == age, "\(said): \(reply)")
        }
        for said in ["i'm 178 cm tall", "i'm 82 kg", "i am 180 lbs"] {
            var state = CopilotState()
            _ = converse([said], &state)
            #expect(state.model.nutrition.ageYears == nil, "\(said)")
        }
        // 35-year-old woman, 65 kg, 170 cm: 10·65 + 6.25·170 − 5·35 − 161 = 1376.5 kcal; light activity × 1.375.
        for question in ["whats my bmr", "what's my basal metabolic rate", "how many calories do I burn at rest", "What is my BMR"] {
            var state = CopilotState()
            let replies = converse(["I'm a 35 year old woman, 65 kg, 170 cm, lightly active", question], &state)
            #expect(replies[1].hasPrefix("Your BMR: 1377 kcal"), "\(question): \(replies[1])")
        }
        for question in ["what are my maintenance calories", "what's my TDEE"] {
            var state = CopilotState()
            let replies = converse(["I'm a 35 year old woman, 65 kg, 170 cm, lightly active", question], &state)
            #expect(replies[1].hasPrefix("You burn about 1893 kcal a day"), "\(question): \(replies[1])")
        }
        var state = CopilotState()
        #expect(converse(["what's my bmr"], &state)[0].contains("I need your profile"))
    }

    /// A gathering named by what happens at it, with no verb ("movie night friday at 7pm"), is an
    /// event titled whole, at the time said.
    @Test func aGatheringSaidWithoutAVerbIsAnEvent() {
        let gatherings = ["movie night", "game night", "soccer game", "pool party", "jazz concert", "school fair"]
        let whens = [("friday at 7pm", "2026-01-09T19:00"), ("on saturday at 10am", "2026-01-10T10:00"), ("next tuesday at 6:30pm", "2026-01-13T18:30")]
        for gathering in gatherings {
            for (when, expected) in whens {
                var state = CopilotState()
                let said = "\(gathering) \(when)"
                let reply = converse([said], &state)[0]
                let event = state.tasks.first { $0.kind == .event }
                #expect(event?.title == gathering, "\(said): \(reply)")
                #expect(event.map { Fixtures.format($0.due!.date) } == expected, "\(said): \(reply)")
            }
        }
        for said in ["what game is on friday at 7pm", "is the party on saturday at 10"] {
            var state = CopilotState()
            _ = converse([said], &state)
            #expect(state.tasks.isEmpty, "\(said)")
        }
    }

    /// A unit of time typed one slip from both its singular and its plural ("minuts") is read by
    /// a spelling line, since the typo stage leaves such a tie alone.
    @Test func aUnitOfTimeOneSlipFromBothFormsIsRead() {
        for typed in ["minuts", "minites", "minuets"] {
            var state = CopilotState()
            let replies = converse(["add mia as my daughter", "mia did 25 \(typed) of reading"], &state)
            #expect(state.model.members.first?.points == 25, "\(typed): \(replies)")
            var focus = CopilotState()
            _ = converse(["focus for 30 \(typed)"], &focus)
            #expect(focus.model.focus.current?.plannedMinutes == 30, "\(typed)")
        }
    }

    /// A daily nutrient goal said with the amount after the goal word, the nutrient as its unit.
    @Test func aGoalOfAnAmountOfANutrientSetsThatTarget() {
        let frames = ["set a goal of %@ %@ a day", "set a daily goal of %@ %@", "give me a target of %@ %@ per day", "i want to eat %@ %@ a day",
                      "i'd like to have %@ %@ per day", "my %2$@ goal is %1$@"]
        for frame in frames {
            for (amount, value) in [("1800", 1800.0), ("2,100", 2100), ("1650", 1650)] {
                for unit in ["calories", "kcal", "cals"] {
                    var state = CopilotState()
                    let said = String(format: frame, amount, unit)
                    let reply = converse([said], &state)[0]
                    #expect(state.model.nutrition.calorieGoal == value, "\(said): \(reply)")
                }
            }
        }
        // A macro in grams is its share of the day's calories: 150 g of protein of 2000 kcal is 30 %.
        var state = CopilotState()
        let replies = converse(["my calorie goal is 2000", "i want to eat 150 g of protein a day"], &state)
        #expect(state.model.nutrition.split.proteinPercent == 30, "\(replies)")
    }

    /// Alarms are reminders titled by their kind; cancelling "my alarm" finds them by that kind.
    @Test func anAlarmIsCancelledByTheWordAlarm() {
        for (set, cancel) in [("set an alarm for 7am", "cancel my alarm"), ("wake me up at 6:30am", "turn off the wake up call"),
                              ("set an alrm for 7am", "cancle my 7am alarm"), ("i need an alarm at 5:45am tomorrow", "disable the alarm for tomorrow")] {
            var state = CopilotState()
            let replies = converse([set, cancel], &state)
            #expect(state.tasks.isEmpty, "\(set) / \(cancel): \(replies)")
        }
    }

    /// "What do I need to do today" answers with the day's tasks and the user's own events.
    @Test func whatToDoOnADayListsTasksAndOwnEvents() {
        for question in ["what do I need to do today", "what do i have to do today", "what's due today"] {
            var state = CopilotState()
            let replies = converse(["dentist appointment at 3pm today", "add task buy milk today", "add mia as my daughter", "mia's recital today at 5pm", question], &state)
            let answer = replies.last!
            #expect(answer.contains("buy milk") && answer.contains("dentist"), "\(question): \(answer)")
            #expect(!answer.contains("recital"), "\(question): a member's event is theirs: \(answer)")
        }
    }

    /// "by march": a deadline month or week runs to its end, so the task is due on its last day.
    @Test func aDeadlineByAMonthIsDueOnItsLastDay() {
        let frames = ["I need to %@ by %@", "gotta %@ by %@", "we have to %@ by %@", "add task %@ by %@"]
        let deadlines = [("march", "2026-03-31"), ("february", "2026-02-28"), ("the end of the month", "2026-01-31"), ("friday", "2026-01-09")]
        for frame in frames {
            for (deadline, day) in deadlines {
                var state = CopilotState()
                let said = String(format: frame, "renew my passport", deadline)
                let reply = converse([said], &state)[0]
                let due = state.tasks.first?.due.map { Fixtures.format($0.date).prefix(10) }
                #expect(due.map(String.init) == day, "\(said): \(reply)")
            }
        }
    }

    /// The target asked with the modal before the nutrient: "what should my calories be".
    @Test func aTargetAskedWithTheModalFirstIsTheTarget() {
        for (question, expected) in [("what should my calories be", "2000 kcal"), ("how much should my protein intake be per day", "g of protein"),
                                     ("how many should my daily carbs be", "g of carbs"), ("what should my fat target be", "g of fat")] {
            var state = CopilotState()
            let answer = converse(["my calorie goal is 2000", question], &state)[1]
            #expect(answer.hasPrefix("Your daily target") && answer.contains(expected), "\(question): \(answer)")
        }
    }

    /// "What did I eat" lists the meals, however it is asked.
    @Test func whatWasEatenListsTheMeals() {
        for question in ["what did I eat today", "what have i eaten today", "show me what i ate today", "what did i eat for lunch today", "tell me what i logged today"] {
            var state = CopilotState()
            let answer = converse(["log an apple for lunch", question], &state)[1]
            #expect(answer.hasPrefix("You logged") && answer.contains("lunch: an apple"), "\(question): \(answer)")
        }
    }

    /// The typo stage helps a command match; what is stored keeps the user's spelling, while a
    /// name that points at something (a list) is read as corrected.
    @Test func storedWordsKeepTheUsersSpelling() {
        for (said, stored) in [("note to self: the car needs new tyres", "the car needs new tyres"), ("jot down that the colour is teal", "the colour is teal")] {
            var state = CopilotState()
            _ = converse([said], &state)
            #expect(state.model.notes.map(\.text) == [stored], "\(said)")
        }
        for (said, title) in [("add task buy groceris tomorrow", "buy groceris"), ("remnd me to pick up the tyres at 5pm", "pick up the tyres")] {
            var state = CopilotState()
            _ = converse([said], &state)
            #expect(state.tasks.map(\.title) == [title], "\(said)")
        }
        var state = CopilotState()
        _ = converse(["add eggs to the shoping list"], &state)
        #expect(state.model.lists.map(\.name) == ["shopping"])
    }

    /// Where something was left, asked of the notes: the note's word may be another form of the
    /// word asked ("park", "parking").
    @Test func whereSomethingWasLeftIsANoteQuestion() {
        let cases = [("parking spot is B12", "where did i park"), ("parked on level 3, row F", "where did we park today?"),
                     ("the spare key is under the blue pot", "where did I put the spare key"), ("passports are in the desk drawer", "where do we keep the passports")]
        for (note, question) in cases {
            var state = CopilotState()
            let replies = converse(["note: \(note)", "note: call the dentist", question], &state)
            #expect(replies[2].hasPrefix("1 note about") && replies[2].hasSuffix(note), "\(question): \(replies)")
        }
    }

    /// A time said without am/pm names an item at that hour in the morning or the evening.
    @Test func aClockWithoutMeridiemNamesEitherHalfOfTheDay() {
        for (set, said) in [("set an alarm for 6:30am tomorrow", "delete my 6:30 alarm"), ("set an alarm for 7pm", "cancel the 7:00 alarm"),
                            ("set an alarm for 5:45 am", "remove my 5:45 alarm")] {
            var state = CopilotState()
            let replies = converse([set, said], &state)
            #expect(replies[1].hasPrefix("Deleted"), "\(said): \(replies)")
            #expect(state.tasks.isEmpty, "\(said)")
        }
    }

    /// "what should I do now" is the next thing to do, as "next" is.
    @Test func whatToDoNowIsTheNextTask() {
        for said in ["what should i do now", "what should I work on now", "what do i do right now", "what should i do next"] {
            var state = CopilotState()
            let replies = converse(["add task pay rent p1", said], &state)
            #expect(replies[1].contains("pay rent"), "\(said): \(replies)")
        }
    }

    /// "pause it", "hold that": the running session, as "pause" alone is.
    @Test func aPronounAfterPauseIsTheSession() {
        for said in ["pause it", "hold it", "pause that for a sec", "freeze it"] {
            var state = CopilotState()
            let replies = converse(["start a pomodoro", said], &state)
            #expect(replies[1].hasPrefix("Paused"), "\(said): \(replies)")
        }
    }

    /// An idea said with "idea:" and no kind is an idea, whatever its words ("... to the coast"
    /// names no list).
    @Test func anIdeaWithAColonIsAnIdea() {
        for said in ["add idea: weekend trip to the coast", "idea: a treehouse for the kids", "new idea - repaint the fence", "save an idea: move the piano to the den"] {
            var state = CopilotState()
            let replies = converse([said], &state)
            #expect(replies[0].hasPrefix("Added to your ideas"), "\(said): \(replies)")
            #expect(state.model.lists.isEmpty && state.model.backlog.count == 1, "\(said)")
        }
    }

    /// Where a day's measure stands: "what's my protein at".
    @Test func whereAMeasureStandsIsAQuestion() {
        for said in ["what's my protein at", "where are my calories at today", "whats my sugar at right now", "where's my fiber at"] {
            var state = CopilotState()
            let replies = converse(["log 2 eggs", said], &state)
            #expect(state.model.meals.count == 1 && !replies[1].hasPrefix("Nothing logged") && !replies[1].hasPrefix("I don't know"), "\(said): \(replies)")
        }
    }

    /// A session is left for now in the words people use; a task is never taken for "for now".
    @Test func doneForNowStopsTheSession() {
        for said in ["done for now", "I'm done for today", "that's enough for today", "ok done for the day", "calling it for the day"] {
            var state = CopilotState()
            let replies = converse(["add task write the report", "start a pomodoro", said], &state)
            #expect(replies[2].hasPrefix("Stopped after"), "\(said): \(replies)")
            #expect(state.tasks.allSatisfy { $0.isOpen }, "\(said)")
        }
        for said in ["how long have I been working", "how long have i been working on this", "how many minutes have I been concentrating"] {
            var state = CopilotState()
            let replies = converse(["start a pomodoro", said], &state)
            #expect(replies[1].hasPrefix("Pomodoro: "), "\(said): \(replies)")
        }
    }

    /// "add task X for Y": Y's chore when Y is in the household, else a task that keeps "for Y".
    @Test func aTaskForSomeoneOutsideTheHouseholdKeepsThemInTheTitle() {
        for (said, title) in [("add task buy a gift for grandma", "buy a gift for grandma"), ("add task book flights for conference next week", "book flights for conference"),
                              ("add a task pick up a cake for the party", "pick up a cake for the party")] {
            var state = CopilotState()
            let replies = converse([said], &state)
            #expect(state.tasks.first?.title == title && state.tasks.first?.member == nil, "\(said): \(replies)")
        }
        var state = CopilotState()
        let replies = converse(["add Leo as my son", "add task buy a gift for grandma", "add task buy a gift for leo"], &state)
        #expect(state.tasks.map(\.title) == ["buy a gift for grandma", "buy a gift"] && state.tasks.last?.member == "Leo", "\(replies)")
    }

    /// Undo brings back a task already celebrated: no second badge.
    @Test func undoIsNoMilestone() {
        var state = CopilotState()
        let replies = converse(["add task a", "done 1", "delete task 1", "undo", "how productive was i this week"], &state)
        #expect(replies[1].contains("New badge") && !replies[3].contains("New badge"), "\(replies)")
        #expect(replies[4].hasPrefix("This week:"), "\(replies)")
    }

    /// Time held by its length on a day or a part of one: from the part's hour, that long.
    @Test func aLengthHeldOnADayIsAnEvent() {
        let cases = [("block 2 hours tomorrow morning for the report", "the report", 9, 120), ("set aside 90 minutes on friday afternoon for taxes", "taxes", 15, 90),
                     ("reserve 45 min tomorrow at 10am for the budget review", "the budget review", 10, 45), ("carve out an hour on thursday evening to work on slides", "slides", 19, 60),
                     // what it is for before when
                     ("block 2 hours for deep work tomorrow morning", "deep work", 9, 120), ("set aside 90 minutes for taxes on friday afternoon", "taxes", 15, 90),
                     ("hold 30 minutes to do email tomorrow at 4pm", "email", 16, 30)]
        for (said, title, hour, minutes) in cases {
            var state = CopilotState()
            let replies = converse([said], &state)
            guard let event = state.tasks.first, let start = event.due?.date, let end = event.end else {
                Issue.record("\(said): \(replies)")
                continue
            }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = Fixtures.context.timeZone
            #expect(event.kind == .event && event.title == title && calendar.component(.hour, from: start) == hour, "\(said): \(replies)")
            #expect(end.timeIntervalSince(start) == Double(minutes * 60), "\(said): \(replies)")
        }
        // A day with no hour holds the day: no length counted from midnight.
        var state = CopilotState()
        let replies = converse(["carve out an hour tomorrow for email"], &state)
        #expect(state.tasks.first?.kind == .event && state.tasks.first?.end == nil && state.tasks.first?.due?.hasTime == false, "\(replies)")
    }

    /// A 1:1 is a kind of meeting, kept in its title and named by it.
    @Test func aOneOnOneIsAMeeting() {
        for said in ["schedule a 1:1 with Maria thursday at 3pm", "set up a one on one with Maria on thursday at 3pm", "book a 1:1 with maria thursday 3pm for 30 minutes"] {
            var state = CopilotState()
            let replies = converse([said, said.contains("1:1") ? "cancel the 1:1 with maria" : "cancel the one on one with maria"], &state)
            #expect(replies[0].hasPrefix("Added to your calendar") && replies[0].lowercased().contains("with maria"), "\(said): \(replies)")
            #expect(replies[1].hasPrefix("Deleted"), "\(said): \(replies)")
        }
    }

    /// What the day leaves for a meal to come is calories, when no nutrient is named.
    @Test func whatIsLeftForAMealIsCalories() {
        for said in ["what's left for dinner", "how many calories do i have left for dinner", "what do i have left for lunch", "whats left for my snack"] {
            var state = CopilotState()
            let replies = converse(["change my calorie goal to 1800", "log 2 eggs", said], &state)
            #expect(replies[2].hasPrefix("1657 kcal left of 1800 kcal"), "\(said): \(replies)")
        }
    }

    /// BMI from weight and height alone; without them, what is missing is named.
    @Test func bodyMassIndexFromWeightAndHeight() {
        for said in ["what's my bmi", "calculate my body mass index", "what is my BMI"] {
            var state = CopilotState()
            let replies = converse([said, "I'm 65 kg and 170 cm", said], &state)
            #expect(replies[0].hasPrefix("To work out your BMI I need"), "\(said): \(replies)")
            #expect(replies[2].hasPrefix("Your BMI: 22.5 (a healthy weight"), "\(said): \(replies)")
        }
    }

    /// A date that names which thing ("tomorrow's agenda", "friday's demo") is the due date of a
    /// task made with it and stays in its title; a later date says when instead.
    @Test func aDateNamingWhichThingStaysInTheTitle() {
        for lead in ["add task", "new task:", "add a task to"] {
            for (day, due) in [("tomorrow's", 8), ("friday's", 9), ("monday's", 12)] {
                for thing in ["agenda", "team meeting", "slides"] {
                    var state = CopilotState()
                    let reply = converse(["\(lead) review \(day) \(thing)"], &state)[0]
                    #expect(state.tasks.first?.title == "review \(day) \(thing)", "\(lead) \(day) \(thing): \(reply)")
                    #expect(state.tasks.first?.due.map { Calendar.current.dateComponents(in: Fixtures.context.timeZone, from: $0.date).day } == due, "\(lead) \(day): \(reply)")
                }
            }
        }
        var state = CopilotState()
        _ = converse(["add task prep for friday's demo by thursday"], &state)
        #expect(state.tasks.first?.title == "prep for friday's demo")
        #expect(state.tasks.first?.due.map { Calendar.current.dateComponents(in: Fixtures.context.timeZone, from: $0.date).day } == 8)
    }

    /// "my tasks" is the to-do list: what is added to it is a task, never a list named "tasks".
    @Test func myTasksIsTheToDoList() {
        for frame in ["add %@ to my tasks", "put %@ on my tasks", "add %@ to our tasks for tomorrow"] {
            for title in ["review the agenda", "buy milk", "call the plumber"] {
                var state = CopilotState()
                let reply = converse([String(format: frame, title)], &state)[0]
                #expect(state.tasks.map(\.title) == [title], "\(frame) / \(title): \(reply)")
                #expect(state.model.lists.isEmpty, "\(frame) / \(title)")
            }
        }
    }

    /// What a project holds, asked without a verb to show it.
    @Test func whatAProjectHoldsIsItsTasks() {
        for question in ["whats in #thesis", "what's left in my #thesis project", "anything in #thesis?", "what do i have for #thesis"] {
            var state = CopilotState()
            let replies = converse(["add task write intro #thesis", "add task buy milk", question], &state)
            #expect(replies[2].hasPrefix("1 open task in #thesis") && !replies[2].contains("milk"), "\(question): \(replies[2])")
        }
    }

    /// The morning brief said as "brief" alone, asked after and moved.
    @Test func theBriefSaidAlone() {
        for (set, asked) in [("change brief to 7:15am", "what time is my brief"), ("move my brief to 7:15", "when is my briefing"), ("set the brief for 7:15 am", "when's the morning brief")] {
            var state = CopilotState()
            let replies = converse([set, asked], &state)
            #expect(state.model.settings.morningBriefMinute == 7 * 60 + 15, "\(set): \(replies[0])")
            #expect(replies[1] == "Morning brief at 07:15.", "\(asked): \(replies[1])")
        }
    }

    /// Quiet hours set after an opening sentence, never an event of that sentence.
    @Test func quietHoursAfterAnOpening() {
        for opening in ["im going to bed,", "ok", "night night,", "alright then"] {
            var state = CopilotState()
            let line = "\(opening) quiet hours from 11pm to 7am"
            let reply = converse([line], &state)[0]
            #expect(state.model.settings.quietHours == [23 * 60, 7 * 60], "\(line): \(reply)")
            #expect(state.tasks.isEmpty, "\(line)")
        }
    }

    /// A task named by a whole word of its title wins over one whose word only begins it: "the
    /// card" is the birthday card, not "renew car registration".
    @Test func aWholeWordNamesATaskBeforeAStem() {
        for command in ["snooze the card reminder 2 days", "move the card task to friday", "mark the card one done", "delete the card thing"] {
            var state = CopilotState()
            _ = converse(["add task renew car registration", "add task buy birthday card for mom tomorrow"], &state)
            let reply = converse([command], &state)[0]
            let card = state.tasks.first { $0.title.contains("card") }
            let car = state.tasks.first { $0.title.contains("registration") }
            #expect(car?.due == nil && car?.isOpen == true, "\(command): \(reply)")
            #expect(card == nil || card?.isOpen == false || Calendar.current.dateComponents(in: Fixtures.context.timeZone, from: card!.due!.date).day != 8, "\(command): \(reply)")
        }
    }

    /// "tasks tagged phone", "show my @errands tasks": a tag of that name when no project has it.
    @Test func tasksTaggedAWord() {
        for question in ["show tasks tagged phone", "list my tasks tagged phone", "show my phone tasks"] {
            var state = CopilotState()
            let replies = converse(["add task call the dentist @phone", "add task buy milk", question], &state)
            #expect(replies[2].hasPrefix("1 open task tagged @phone") && !replies[2].contains("milk"), "\(question): \(replies[2])")
        }
    }

    /// A quoted title with its day and a project after it.
    @Test func aQuotedTitleWithItsDayAndProject() {
        for (said, project) in [("add \"review Q3 numbers\" for monday 9am #finance", "finance"), ("add 'review Q3 numbers' on monday at 9am #work", "work"), ("add \"review Q3 numbers\" monday 9am #finance p1", "finance")] {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(state.tasks.first?.title == "review Q3 numbers" && state.tasks.first?.project == project, "\(said): \(reply)")
            #expect(state.tasks.first?.due.map { Calendar.current.dateComponents(in: Fixtures.context.timeZone, from: $0.date).hour } == 9, "\(said)")
        }
    }

    /// "everything from today" names today's items; "from next week" still names that week's.
    @Test func everythingFromADayIsThatDaysItems() {
        for (command, from) in [("move everything from today to friday", "today"), ("push all my tasks from today to friday", "today"), ("move everything from tomorrow to friday", "tomorrow")] {
            var state = CopilotState()
            _ = converse(["add task a today", "add task b tomorrow", "add task c next tuesday"], &state)
            let reply = converse([command], &state)[0]
            let day = { (title: String) in state.tasks.first { $0.title == title }?.due.map { Calendar.current.dateComponents(in: Fixtures.context.timeZone, from: $0.date).day } ?? nil }
            let moved = from == "today" ? "a" : "b", kept = from == "today" ? "b" : "a"
            #expect(day(moved) == 9 && day(kept) != 9 && day("c") == 13, "\(command): \(reply)")
        }
    }

    /// A focus session ended early, and the day's goal asked after as a yes or no.
    @Test func doneEarlyAndTheGoalHit() {
        for said in ["i'm done early", "im done a bit early", "I'm all done"] {
            var state = CopilotState()
            let replies = converse(["start a 25 minute focus session", said], &state)
            #expect(state.model.focus.current == nil && state.model.focus.sessions.count == 1, "\(said): \(replies)")
            #expect(!replies[1].contains("household"), "\(said): \(replies)")
        }
        for question in ["did i hit my goal today", "have i met my daily goal", "did i reach my focus goal"] {
            var state = CopilotState()
            let reply = converse([question], &state)[0]
            #expect(reply.hasPrefix("Daily focus goal"), "\(question): \(reply)")
        }
    }

    /// The day's load asked loosely: "how many things left today", "who has what today".
    @Test func theDaysLoadAskedLoosely() {
        for question in ["how many things left today", "how many things are left today", "how many more things do i have today"] {
            var state = CopilotState()
            let replies = converse(["add task call the bank today", "add task pay rent tomorrow", question], &state)
            #expect(replies[2].hasPrefix("1 open task due today"), "\(question): \(replies[2])")
        }
        for question in ["who has what today", "who's doing what today", "whos got what on saturday"] {
            var state = CopilotState()
            let replies = converse(["add Ava as my daughter, 10", "remind ava to practice piano today at 4pm", "ava has soccer saturday at 10am", question], &state)
            #expect(replies[3].contains("Ava"), "\(question): \(replies[3])")
        }
    }
}

/// New-user run 38 (a student): a preset said as its activity, notes asked about as a question,
/// a priority said as a number, and how far off an item or a day is.
struct StudentPhrasingTests {
    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }

    @Test func aPresetSaidAsItsActivity() {
        for (said, started) in [("start studying", "Started Study: 45 min"), ("begin studying", "Started Study: 45 min"), ("start a study session", "Started Study: 45 min"),
                                ("start deep work", "Started Deep Work: 90 min"), ("start my pomodoro", "Started Pomodoro"), ("start pomodoros", "Started Pomodoro")] {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(reply.hasPrefix(started), "\(said): \(reply)")
        }
    }

    @Test func notesAskedAboutAsAQuestion() {
        for question in ["what are my notes about office hours", "what's in my notes on office hours", "what do my notes say about office hours"] {
            var state = CopilotState()
            _ = converse(["note: prof office hours tues 2-4 in room 301", "note: the gate code is 4512"], &state)
            let reply = converse([question], &state)[0]
            #expect(reply.contains("room 301") && !reply.contains("4512"), "\(question): \(reply)")
        }
    }

    @Test func aPriorityAsANumber() {
        for (said, priority) in [("change lab report priority to 1", 1), ("set the lab report priority to 3", 3), ("change lab report priority to high", 1),
                                 ("make task 1 priority to 4", 4)] {
            var state = CopilotState()
            _ = converse(["add task: lab report due monday 9am p2"], &state)
            let reply = converse([said], &state)[0]
            #expect(state.tasks.first?.priority == priority, "\(said): \(reply)")
        }
        var state = CopilotState()
        _ = converse(["add task: lab report due monday 9am p2"], &state)
        #expect(converse(["change lab report priority to 9"], &state)[0].hasPrefix("A priority can be 1 to 4") && state.tasks.first?.priority == 2)
    }

    /// Said on Wednesday 7 January 2026.
    @Test func howFarOffAnItemOrADayIs() {
        var state = CopilotState()
        _ = converse(["add exam on jan 20 at 10am to my calendar", "add task pay rent tomorrow"], &state)
        for (question, expected) in [("how many days until my exam", "“exam” is in 13 days"), ("how long until the exam", "“exam” is in 13 days"),
                                     ("how many days till pay rent", "“pay rent” is tomorrow"), ("how many days until christmas", "Fri 25 Dec is in 352 days"),
                                     ("how many sleeps till friday", "Fri 9 Jan is in 2 days"), ("how many days until jan 20", "Tue 20 Jan is in 13 days")] {
            let reply = converse([question], &state)[0]
            #expect(reply.hasPrefix(expected), "\(question): \(reply)")
        }
    }
}

/// "remind me 3 days before my exam": with no time said, the open dated item the words name
/// gets a reminder that long before, its own, so it moves with the item; with no such item the
/// copilot asks when, as before.
struct ReminderAheadOfAnItemTests {
    @Test func theItemsDateGivesTheTime() {
        // Said on Wednesday 7 January 2026 at 09:00; the exam is on the 20th at 10:00.
        for (said, expected) in [("remind me 3 days before my exam", "Sat 17 Jan at 10:00"), ("notify me 2 days before the exam", "Sun 18 Jan at 10:00"),
                                 ("remind me an hour before my exam", "Tue 20 Jan at 09:00"), ("alert me 1 day ahead of the exam", "Mon 19 Jan at 10:00"), ("remind me about the exam 2 days before", "Sun 18 Jan at 10:00"), ("remind me about my exam a week in advance", "Tue 13 Jan at 10:00")] {
            var state = CopilotState()
            _ = Fixtures.converse(["add exam on jan 20 at 10am to my calendar"], state: &state)
            let reply = Fixtures.converse([said], state: &state)[0]
            #expect(reply.hasPrefix("I'll remind you ") && reply.hasSuffix(" before “exam”: \(expected)."), "\(said): \(reply)")
            #expect(state.tasks.count == 1, "\(said): the exam's own reminder, not one apart")
        }
        var state = CopilotState()
        let reply = Fixtures.converse(["remind me 2 days before my wedding"], state: &state)[0]
        #expect(reply.hasPrefix("When should I remind you"), "\(reply)")
        #expect(state.tasks.isEmpty)
    }

    /// The item named with what happens then ("before the invoice is due", "before the exam
    /// starts"): the words before it name the item (final run; generated: item × ending).
    @Test func theItemNamedWithWhatHappensThen() {
        for (add, name, ending) in [("add task send the invoice by friday 3pm", "the invoice", "is due"), ("add exam on jan 20 at 10am to my calendar", "the exam", "starts"),
                                    ("add exam on jan 20 at 10am to my calendar", "my exam", "begins")] {
            var state = CopilotState()
            let line = "remind me an hour before \(name) \(ending)"
            let replies = Fixtures.converse([add, line], state: &state)
            #expect(state.tasks.count == 1 && state.tasks[0].reminder == .before(seconds: 3600), "\(line): \(replies)")
        }
    }

    /// The reminder follows its item when the item moves, goes with undo, and a time already
    /// past is said, not set (generated: how long ahead × how the item is named).
    @Test func theReminderMovesWithItsItem() {
        for (ahead, seconds) in [("an hour", 3600.0), ("30 minutes", 1800), ("2 days", 172_800)] {
            for name in ["the exam", "my exam", "exam"] {
                var state = CopilotState()
                let replies = Fixtures.converse(["add exam on jan 20 at 10am to my calendar", "remind me \(ahead) before \(name)", "move the exam to jan 22 at 10am"], state: &state)
                #expect(state.tasks.count == 1 && state.tasks[0].reminder == .before(seconds: seconds), "\(name): \(replies)")
                #expect(replies[2].contains("Thu 22 Jan at 10:00"), "\(replies)")
                _ = Fixtures.converse(["undo", "undo"], state: &state)
                #expect(state.tasks.count == 1 && state.tasks[0].reminder == nil, "\(name): undone")
            }
        }
        var state = CopilotState()
        let replies = Fixtures.converse(["add exam tomorrow at 10am to my calendar", "remind me 3 days before the exam"], state: &state)
        #expect(replies[1].hasSuffix("already past."), "\(replies)")
        #expect(state.tasks.count == 1 && state.tasks[0].reminder == nil)
    }
}

/// New-user run 40, typed tersely: a preset's name alone starts it, "notes" and "plan day"
/// alone, a theme without "to", "dark mode", chat spellings ("bfast", "doin"), a count and a food
/// for a meal.
struct TersePhrasingTests {
    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }

    @Test func terseCommandsDoWhatTheySay() {
        let cases: [(String, String)] = [
            ("pomodoro", "Started Pomodoro: 25 min"), ("deep work please", "Started Deep Work: 90 min"), ("lets do some deep work", "Started Deep Work"),
            ("study session", "Started Study"), ("notes", "No notes yet"), ("my notes", "No notes yet"),
            ("set theme dark", "Theme: dark"), ("theme ocean", "Theme: ocean"), ("dark mode", "Theme: dark"), ("light mode please", "Theme: light"),
            ("2 eggs for bfast", "Logged breakfast: 2 eggs"), ("3 pancakes for brekkie", "Logged breakfast: 3 pancakes"),
            ("how am i doin", "This week:"),
        ]
        for (said, expected) in cases {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(reply.hasPrefix(expected), "\(said): \(reply)")
        }
        var state = CopilotState()
        _ = converse(["add task call the bank"], &state)
        for said in ["plan day", "plan the day", "plan my day"] {
            #expect(converse([said], &state)[0].contains("call the bank"), "\(said)")
        }
        // not starts: a break is a pause, a reading is an activity to log
        for said in ["break", "a table for dinner"] {
            var fresh = CopilotState()
            let reply = converse([said], &fresh)[0]
            #expect(!reply.hasPrefix("Started") && !reply.hasPrefix("Logged"), "\(said): \(reply)")
        }
    }
}
