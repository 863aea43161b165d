import Copilot
import Intents
import Testing

struct TaskConversationTests {
    /// The verbs of putting off ("delay", "put off", "push back") move a task as "move" does.
    @Test(arguments: ["delay the taxes to monday", "put off the taxes to monday", "push back the taxes to monday", "defer the taxes till monday",
                      "postpone taxes to monday"])
    func puttingOffMovesATask(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task taxes friday", said], state: &state)
        #expect(replies[1] == "Changed “taxes”: due Mon 12 Jan.", "\(said): \(replies)")
    }

    /// A project named after the tasks ("tagged work", "in the garden project") filters as "work tasks" does.
    @Test(arguments: ["show tasks tagged work", "list my todos in the work project", "show me tasks with the tag work", "what are my tasks under work"])
    func tasksOfAProjectNamedAfter(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task review PR #work", "add task buy seeds #garden", said], state: &state)
        #expect(replies[2] == "1 open task in #work:\n  1. review PR · #work", "\(said): \(replies)")
    }

    /// The priority named before the task, its level said alone or as p1-p3.
    @Test(arguments: [("set priority of book flights to high", 1), ("change the priority of book flights to low", 3),
                      ("set the prio for the book flights task to medium", 2), ("raise the priority of book flights to p1", 1),
                      ("update priority on book flights to urgent", 1)])
    func thePriorityNamedFirst(said: String, level: Int) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task book flights for the conference", said, "what's my top priority"], state: &state)
        #expect(replies[1] == "Changed “book flights for the conference”: p\(level).", "\(said): \(replies)")
        #expect(replies[2].contains("book flights for the conference"), "\(said): \(replies)")
    }

    /// "cancel that": with a question waiting it drops the question; with none it takes back the
    /// item just made, as "delete that" would.
    @Test(arguments: ["cancel that", "cancel it", "please cancel that", "scrap that", "call that off"])
    func cancelThatTakesBackWhatWasJustMade(said: String) {
        var state = CopilotState()
        var replies = Fixtures.converse(["remind me at 4pm to stretch", said], state: &state)
        #expect(replies[1] == "Deleted “stretch”.", "\(said): \(replies)")
        #expect(state.tasks.isEmpty, "\(said)")
        state = CopilotState()
        replies = Fixtures.converse(["add task water the plants", "add a meeting with bob", said], state: &state)
        #expect(replies[1].hasPrefix("When is"), "\(said): \(replies)")
        #expect(replies[2] == "OK, never mind." && state.tasks.count == 1, "\(said): \(replies)")
    }

    /// Hours moved on an item due on a day without a time: on its day or after, from now; on a
    /// later day there is no hour to count from, and nothing changes.
    @Test func hoursMovedOnADayWithoutATime() {
        var state = CopilotState()
        var replies = Fixtures.converse(["add task water the plants today", "push it back 2 hours"], state: &state)
        #expect(replies[1] == "Changed “water the plants”: due Wed 7 Jan at 11:00.", "\(replies)")
        state = CopilotState()
        replies = Fixtures.converse(["add task review the PR on monday", "snooze it for 2 hours"], state: &state)
        #expect(replies[1].hasPrefix("“review the PR” is due Mon 12 Jan with no time to move by hours."), "\(replies)")
        #expect(state.tasks.first?.due?.hasTime == false)
    }

    /// A title typed with a typo is found by the word spelt right, and the other way round, by
    /// the typo corrector's rule (five letters or more, one edit; two from nine letters).
    @Test func aTypoOnEitherSideStillFindsTheTask() {
        let pairs = [("pick up prescripton", "prescription"), ("pick up prescription", "prescripton"), ("email the acountant", "accountant"),
                     ("renew pasport", "passport"), ("call the plumer", "plumber"), ("book the vetrinarian", "veterinarian")]
        for (title, said) in pairs {
            for frame in ["done %@", "mark %@ as done", "delete the %@ task", "move %@ to friday"] {
                var state = CopilotState()
                let line = String(format: frame, said)
                let replies = Fixtures.converse(["add task \(title)", "add task something else", line], state: &state)
                #expect(replies[2].contains("“\(title)”") && !replies[2].hasPrefix("I can't find"), "\(line): \(replies)")
            }
        }
        // Short words and words two edits apart are not typos of each other.
        var state = CopilotState()
        let replies = Fixtures.converse(["add task call the plumber", "done plumbing", "done cat"], state: &state)
        #expect(replies[1].hasPrefix("I can't find") && replies[2].hasPrefix("I can't find"), "\(replies)")
    }

    /// "mark X done" with or without "as", in the words people use for done: the task named by
    /// some of its words is completed at once, no "did you mean".
    @Test(arguments: ["mark email sarah done", "mark email sarah as done", "mark email Sarah complete", "mark the email sarah task as finished",
                      "mark email sarah completed"])
    func markSomethingDone(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task email Sarah about the budget", said], state: &state)
        #expect(replies[1] == "Done: “email Sarah about the budget”. 0 open tasks left.\nNew badge: First task done.", "\(said): \(replies)")
    }

    @Test func addListCompleteByNumberAndWordUndoList() {
        var state = CopilotState()
        let replies = Fixtures.converse([
            "add task: finish proposal by friday 5pm #work p1",
            "add task buy milk tomorrow",
            "add task call mom @phone",
            "list tasks",
            "done 2",
            "complete mom",
            "undo",
            "list",
        ], state: &state)
        #expect(replies == [
            "Added “finish proposal”, due Fri 9 Jan at 17:00 · #work · p1.",
            "Added “buy milk”, due Thu 8 Jan.",
            "Added “call mom” · @phone.",
            """
            3 open tasks:
              1. finish proposal · due Fri 9 Jan at 17:00 · #work · p1
              2. buy milk · due Thu 8 Jan
              3. call mom · @phone
            """,
            "Done: “buy milk”. 2 open tasks left.\nNew badge: First task done.",
            "Done: “call mom”. 1 open task left.",
            "Undone: completed “call mom”.",
            """
            2 open tasks:
              1. finish proposal · due Fri 9 Jan at 17:00 · #work · p1
              3. call mom · @phone
            """,
        ])
    }

    @Test func pronounsReferToTheLastTaskTalkedAbout() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task renew passport", "move it to monday", "change it to p2"], state: &state)
        #expect(replies[1] == "Changed “renew passport”: due Mon 12 Jan.")
        #expect(replies[2] == "Changed “renew passport”: p2.")
        #expect(state.tasks[0].priority == 2)
    }

    @Test func followUpsContinueOnTheTaskTalkedAboutLast() {
        var state = CopilotState()
        let replies = Fixtures.converse([
            "add task renew passport friday 5pm", "and make it p1", "actually move it to monday", "it's done",
        ], state: &state)
        #expect(replies == [
            "Added “renew passport”, due Fri 9 Jan at 17:00.",
            "Changed “renew passport”: p1.",
            "Changed “renew passport”: due Mon 12 Jan at 17:00.",
            "Done: “renew passport”. 0 open tasks left.\nNew badge: First task done.",
        ])
    }

    @Test func aDeadlineIsKeptApartFromTheDueDateAndPlannedByWhicheverComesFirst() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task finish report due fri, deadline next wed p2", "add task file taxes deadline today"], state: &state)
        #expect(replies[0] == "Added “finish report”, due Fri 9 Jan · deadline Wed 14 Jan · p2.")
        #expect(state.tasks[0].due?.date != state.tasks[0].deadline?.date)
        let plan = Fixtures.converse(["plan my day"], state: &state)[0]
        #expect(plan.hasPrefix("09:00–09:30  file taxes (deadline today)"))
    }

    @Test func aReminderSaidWithTheTaskIsKeptAndAnOffsetFollowsTheDueDate() {
        var state = CopilotState()
        let replies = Fixtures.converse([
            "add task call mom tomorrow at 6pm remind me 10 min before",
            "move it to friday 5pm",
            "add task send the invoice friday, remind me at 8am",
            "add task buy stamps remind me 1 hour before",
            "remind me 30 min before",
        ], state: &state)
        #expect(replies == [
            "Added “call mom”, due Thu 8 Jan at 18:00 · reminder Thu 8 Jan at 17:50 (10 min before).",
            "Changed “call mom”: due Fri 9 Jan at 17:00.",
            "Added “send the invoice”, due Fri 9 Jan · reminder Fri 9 Jan at 08:00.",
            "Added “buy stamps”. (No reminder: give the task a due date to be reminded before it.)",
            "“buy stamps” has no due date to be reminded before. Give it one first (for example: move it to friday 5pm).",
        ])
        #expect(state.tasks[0].reminder == .before(seconds: 600))
        #expect(state.tasks[2].reminder == nil)
    }

    /// Quick-add words that are not dates stay in the title; "~45m" is an estimate with its sign.
    @Test func aQuarterBeforeANounAndAnEstimateSign() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task prepare Q3 report by end of month", "add task read chapter 5 ~45m"], state: &state)
        #expect(replies == ["Added “prepare Q3 report”, due Sat 31 Jan.", "Added “read chapter 5” · ~45 min."])
    }

    /// "what did I finish today" lists what was done today, whatever its due date.
    @Test func whatWasFinishedIsFoundByWhenItWasDone() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task call mom tomorrow", "done 1", "what did I finish today", "what did I finish yesterday"], state: &state)
        #expect(replies.suffix(2) == ["1 task done today:\n  1. call mom · due Thu 8 Jan · done", "No tasks done yesterday."])
    }

    /// A repeating task stays open when done; each time it was done counts as done then.
    @Test(arguments: ["every day", "every weekday", "daily", "every wednesday"])
    func aRepeatingTaskDoneIsListedAsDone(repeats: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task water plants \(repeats)", "add task pay rent", "done water plants",
                                         "what did I finish today", "what did I finish yesterday", "show completed tasks"], state: &state)
        #expect(state.tasks[0].isOpen && state.tasks[0].doneDates?.count == 1, "\(repeats)")
        #expect(replies[3].hasPrefix("1 task done today:\n  1. water plants"), "\(repeats): \(replies[3])")
        #expect(replies[4] == "No tasks done yesterday.")
        #expect(replies[5].hasPrefix("1 completed task:\n  1. water plants"), "\(repeats): \(replies[5])")
    }

    /// An estimate said with a verb, any modal and any hedge, after a comma or not, leaves the title
    /// whole and is read as the estimate (generated from the parts of the lead-in).
    static let estimateLeadins: [String] = ["takes", "taking", "it takes", "should take", "will take", "might take", "it will take", "it should take"]
        .flatMap { verb in ["", " about", " roughly", " maybe", " around"].map { verb + $0 + " " } }

    @Test(arguments: estimateLeadins)
    func anEstimateSaidWithAVerb(leadin: String) {
        for (separator, length, minutes) in [(", ", "30 min", 30.0), (" ", "2 hours", 120)] {
            var state = CopilotState()
            let line = "add task book flights\(separator)\(leadin)\(length)"
            let reply = Fixtures.converse([line], state: &state)[0]
            #expect(state.tasks.first?.title == "book flights", "\(line): \(reply)")
            #expect(state.tasks.first?.estimate == minutes * 60, "\(line): \(reply)")
        }
    }

    /// A schedule of whole days starts today when today is one of its days (the fixture's today is
    /// Wednesday 7 January): "every day" and "every wednesday" are due today, "every weekend" and
    /// "every thursday" from their next day; a schedule with a time starts at its next time.
    @Test(arguments: [("every day", "2026-01-07"), ("daily", "2026-01-07"), ("every wednesday", "2026-01-07"), ("every weekday", "2026-01-07"),
                      ("every thursday", "2026-01-08"), ("every weekend", "2026-01-10"), ("every day at 8am", "2026-01-08T08:00"),
                      ("every wednesday at 6pm", "2026-01-07T18:00")])
    func aScheduleOfWholeDaysIncludesToday(repeats: String, due: String) {
        for kind in ["add task water plants", "mia needs to water plants"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add Mia as a child", "\(kind) \(repeats)"], state: &state)
            let said = state.tasks.first?.due.map { Fixtures.format($0.date) } ?? "none"
            #expect(due.count == 10 ? said.hasPrefix(due + "T00:00") : said == due, "\(kind) \(repeats): \(replies[1])")
        }
    }

    /// A reminder whole days ahead says so in days.
    @Test func aReminderDaysAheadReadsInDays() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task renew license in 3 weeks remind me 2 days before"], state: &state)
        #expect(replies == ["Added “renew license”, due Wed 28 Jan · reminder Mon 26 Jan at 09:00 (2 days before)."])
    }

    /// A project named without its # ("show work tasks") lists that project, in any wording.
    @Test func aProjectNamedWithoutItsHash() {
        for said in ["show work tasks", "list work tasks", "show me all work tasks", "view the work tasks", "list my work tasks"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add task submit report friday #work", "add task fix fence #home", said], state: &state)
            #expect(replies[2] == "1 open task in #work:\n  1. submit report · due Fri 9 Jan · #work", "\(said): \(replies[2])")
        }
        var state = CopilotState()
        #expect(Fixtures.converse(["add task fix fence #home", "show garden tasks"], state: &state)[1] == "No project is called #garden; 1 open task:\n  1. fix fence · #home")
    }

    /// The "at" or "on" before a schedule goes with it, not into the title.
    @Test func aScheduleTakesItsLeadIn() {
        var state = CopilotState()
        let replies = Fixtures.converse(["remind me to take meds at 8 every morning", "add task gym on mondays and fridays"], state: &state)
        #expect(replies == [
            "I'll remind you: “take meds”, Thu 8 Jan at 08:00, repeating 8 every morning.",
            "Added “gym”, due Fri 9 Jan · repeats mondays and fridays.",
        ])
    }

    /// "by friday" is due on Friday: the deadline range ends at Saturday 00:00, exclusive, and
    /// the due date is the last day it covers; a deadline with a time keeps that time.
    @Test func aDeadlineIsDueOnItsLastDay() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task x by friday", "add task y by the 15th", "add task z by friday 5pm"], state: &state)
        #expect(replies == ["Added “x”, due Fri 9 Jan.", "Added “y”, due Thu 15 Jan.", "Added “z”, due Fri 9 Jan at 17:00."])
    }

    /// "tomorrow at 6, remind me at 5": the comma after a bare hour ends the due time, it does
    /// not make "6" a plain number left in the title.
    @Test func aDueTimeBeforeACommaAndAReminderBothLand() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task call mom tomorrow at 6, remind me at 5"], state: &state)
        #expect(replies == ["Added “call mom”, due Thu 8 Jan at 18:00 · reminder Thu 8 Jan at 17:00."])
    }

    /// Said at 09:00: a wake-up call at a bare hour is tomorrow morning, not this evening;
    /// am/pm or a part of the day keeps the time that was said.
    @Test func aWakeUpAtABareHourIsTheNextMorning() {
        var state = CopilotState()
        let replies = Fixtures.converse(["wake me up at 6", "set an alarm for 6:30", "set an alarm for 6 tonight", "remind me to call mom at 6"], state: &state)
        #expect(replies == [
            "I'll remind you: “Wake up”, Thu 8 Jan at 06:00.",
            "I'll remind you: “Alarm”, Thu 8 Jan at 06:30.",
            "I'll remind you: “Alarm”, Wed 7 Jan at 18:00.",
            "I'll remind you: “call mom”, Wed 7 Jan at 18:00.",
        ])
    }

    @Test func referencesThatMatchSeveralTasksAskWhichOne() {
        var state = CopilotState()
        _ = Fixtures.converse(["add task call the bank", "add task call the plumber"], state: &state)
        let reply = Fixtures.copilot.respond(to: "done call", state: &state, context: Fixtures.context)
        #expect(reply.outcome == .notDone)
        #expect(reply.text.hasPrefix("Which one?"))
        #expect(state.tasks.allSatisfy { $0.isOpen })
        #expect(Fixtures.converse(["done plumber"], state: &state) == ["Done: “call the plumber”. 1 open task left.\nNew badge: First task done."])
    }

    @Test func missingTasksAndEmptyUndoAreRefusedPlainly() {
        var state = CopilotState()
        #expect(Fixtures.converse(["done 7", "undo", "delete dentist"], state: &state) == [
            "There is no task 7.", "Nothing to undo.", "I can't find an open task matching “dentist”.",
        ])
    }

    @Test func renameDeleteAndUndoAcrossIntents() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task water plants", "rename 1 to water the garden", "delete task 1", "undo", "undo", "list"], state: &state)
        #expect(replies[1] == "Changed “water plants”: renamed to “water the garden”.")
        #expect(replies[2] == "Deleted “water the garden”.")
        #expect(replies[3] == "Undone: deleted “water the garden”.")
        #expect(replies[4] == "Undone: changed “water plants”.")
        #expect(replies[5] == "1 open task:\n  1. water plants")
    }

    @Test func notUnderstoodSaysSoAndChangesNothing() {
        var state = CopilotState()
        let reply = Fixtures.copilot.respond(to: "what is the meaning of life", state: &state, context: Fixtures.context)
        #expect(reply.outcome == .notDone)
        #expect(reply.intent == "none")
        #expect(state == CopilotState())
    }
}

/// A task is found by another form of its words: "paying" finds "pay", "emails" finds "email".
struct TaskWordFormTests {
    @Test func anotherFormOfATitleWordFindsTheTask() {
        for (title, said) in [("pay the electricity bill", "i finished paying the electricity bill"), ("email the landlord", "done emailing the landlord"),
                              ("call mom", "i'm done with calling mom"), ("book the venue", "finished booking the venue")] {
            var state = CopilotState()
            _ = Fixtures.converse(["add task \(title)", said], state: &state)
            #expect(state.tasks.first?.completed != nil, "\(said)")
        }
    }

    /// A move by an amount ("push the water reminder back 10 minutes", "bring it forward an
    /// hour", "snooze it") moves the item's own time, in any order of its words; "snooze" alone
    /// is ten minutes, counted from now once the time has passed.
    @Test func aMoveByAnAmountMovesTheItemsOwnTime() {
        // Fixtures' now is Wed 7 Jan 09:00 in New York; the reminder is at 15:00.
        let three = Fixtures.context.now.addingTimeInterval(6 * 3600)
        let refs = ["the water reminder", "water", "it", "the drink water reminder"]
        let moves: [(String, Double)] = [
            ("push {r} back 10 minutes", 600), ("delay {r} by an hour", 3600), ("move {r} back 2 hours", 7200),
            ("bring {r} forward 15 min", -900), ("push {r} out 20 minutes", 1200), ("move {r} up 30 minutes", -1800),
            ("move {r} 20 minutes later", 1200), ("push {r} an hour earlier", -3600), ("move {r} two hours later", 7200),
            ("snooze {r}", 600), ("snooze {r} for 5 minutes", 300), ("postpone {r} by 45 mins", 2700),
        ]
        for ref in refs {
            for (template, seconds) in moves {
                var state = CopilotState()
                let said = template.replacingOccurrences(of: "{r}", with: ref)
                let replies = Fixtures.converse(["remind me to drink water at 3pm", said], state: &state)
                #expect(state.tasks.first?.due?.date == three.addingTimeInterval(seconds), "\(said): \(replies[1])")
            }
        }
        // Gone off already: a snooze counts from now.
        var state = CopilotState()
        _ = Fixtures.converse(["remind me to stretch at 8am today", "snooze it"], state: &state)
        #expect(state.tasks.first?.due?.date == Fixtures.context.now.addingTimeInterval(600))
        // Nothing to move.
        var undated = CopilotState()
        let reply = Fixtures.converse(["add task buy milk", "push it back an hour"], state: &undated)[1]
        #expect(reply.hasPrefix("“buy milk” has no time to move") && undated.tasks.first?.due == nil, "\(reply)")
    }

    /// "add tasks: vacuum, dishes and laundry": the kind in the plural before a list adds each,
    /// with the date, priority or project said once for all, and one undo takes them all back.
    @Test func severalTasksInOneLine() {
        let leads = ["add tasks:", "add chores", "create todos:", "add these tasks:", "new to-dos:"]
        let lists: [(String, [String])] = [
            ("vacuum, dishes and laundry", ["vacuum", "dishes", "laundry"]),
            ("call the plumber, pay rent", ["call the plumber", "pay rent"]),
            ("buy salt and pepper, water the plants", ["buy salt and pepper", "water the plants"]),
            ("mow the lawn friday, fix the gate p2", ["mow the lawn", "fix the gate"]),
        ]
        for lead in leads {
            for (said, titles) in lists {
                var state = CopilotState()
                let text = "\(lead) \(said)"
                let replies = Fixtures.converse([text], state: &state)
                #expect(state.tasks.map(\.title) == titles, "\(text): \(replies[0])")
                if said.hasSuffix("p2") {
                    #expect(state.tasks.allSatisfy { $0.priority == 2 && $0.due != nil }, "\(text)")
                }
                _ = Fixtures.converse(["undo"], state: &state)
                #expect(state.tasks.isEmpty, "\(text): undo")
            }
        }
        // One task whose title has a joiner stays one.
        var state = CopilotState()
        _ = Fixtures.converse(["add task buy salt and pepper", "add a task: call mom, about the trip"], state: &state)
        #expect(state.tasks.map(\.title) == ["buy salt and pepper", "call mom, about the trip"])
    }
}

/// "it" after a listing: the one item it showed, or, when it showed several, nothing until the
/// next command says which.
struct ItAfterAListingTests {
    @Test func theOneItemShownIsIt() {
        var state = CopilotState()
        let replies = Fixtures.converse(["remind me to call the dentist tomorrow at 9", "add task buy milk", "what do I have tomorrow",
                                         "move it to friday"], state: &state)
        #expect(replies[3] == "Changed “call the dentist”: due Fri 9 Jan at 09:00.", "\(replies)")
        #expect(state.tasks.first { $0.title == "buy milk" }?.due == nil)
    }

    @Test(arguments: ["show my tasks", "what's due friday", "what do I have friday"])
    func afterSeveralItIsAsked(listing: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task pay rent friday", "add task buy milk friday", listing, "mark it done"], state: &state)
        #expect(replies[3] == "I'm not sure which task you mean; say its number or a word of its title.", "\(replies)")
        let open = state.tasks.filter { $0.isOpen }.count
        #expect(open == 2)
    }
}

/// A project or tags given to a task already added (new-user run 76; generated: verb × how the
/// task is named × project or tags): the project replaces the old one, tags add to those it has,
/// and undo takes the change back.
struct TaskProjectAndTagEditTests {
    @Test func aProjectOrTagsGivenToATask() {
        let forms: [(String, String?, [String])] = [
            ("tag %@ with #eng", "eng", []), ("tag %@ #eng", "eng", []), ("label %@ @phone", nil, ["phone"]),
            ("label %@ @phone and @family", nil, ["phone", "family"]), ("add @errands to %@", nil, ["errands"]),
            ("put #home on %@", "home", []), ("move %@ to #home", "home", []), ("put %@ in the #q1 project", "q1", []),
        ]
        for (form, project, tags) in forms {
            for name in ["review pull requests", "the pull requests", "task 1"] {
                var state = CopilotState()
                let line = String(format: form, name)
                let replies = Fixtures.converse(["add task review pull requests @work", line], state: &state)
                let task = state.tasks.first
                #expect(task?.project == project, "\(line): \(replies)")
                #expect(task?.tags == ["work"] + tags, "\(line): \(replies)")
                _ = Fixtures.converse(["undo"], state: &state)
                #expect(state.tasks.first?.project == nil && state.tasks.first?.tags == ["work"], "\(line): undone")
            }
        }
    }
}
