import Foundation
import Grammars
import Intents
import NLParse
import Testing

struct IntentBuilderTests {
    static let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(secondsFromGMT: -5 * 3600)!)
    static let parser = Parser(grammar: try! Grammar.load(directory: BundledGrammars.directory()!))

    private func intent(_ text: String) -> Intent {
        IntentBuilder.build(Self.parser.parse(text, context: Self.context), context: Self.context)
    }

    /// A reference that is only a pointer is the task talked about last, whatever the verb and
    /// the pointer; a title after a determiner stays a title.
    @Test func aPointerAloneIsTheTaskTalkedAboutLast() {
        for pointer in ["it", "that", "that one", "this one", "the last one", "the last task"] {
            for (sentence, kind) in [("done with \(pointer)", "complete"), ("finish \(pointer)", "complete"), ("delete \(pointer)", "delete"),
                                     ("move \(pointer) to friday", "edit")] {
                switch intent(sentence) {
                case .taskComplete(let reference) where kind == "complete": #expect(reference == .lastMentioned, "\(sentence)")
                case .taskDelete(let reference) where kind == "delete": #expect(reference == .lastMentioned, "\(sentence)")
                case .taskEdit(let edit) where kind == "edit": #expect(edit.task == .lastMentioned, "\(sentence)")
                default: Issue.record("\(sentence): \(intent(sentence))")
                }
            }
        }
        guard case .taskComplete(let reference) = intent("mark the task buy milk as done") else { Issue.record("not complete"); return }
        #expect(reference == .words("buy milk"))
        guard case .mealEdit(let edit) = intent("change it to 3") else { Issue.record("not meal.edit"); return }
        #expect(edit.item == nil)
    }

    @Test func taskAddIsFullyTyped() {
        guard case .taskAdd(let add) = intent("add task: finish proposal by friday 5pm #work p1 @desk") else {
            Issue.record("not task.add")
            return
        }
        #expect(add.title == "finish proposal")
        #expect(add.due == DueDate(date: Date(timeIntervalSince1970: 1_767_996_000), hasTime: true))
        #expect(add.project == "work")
        #expect(add.priority == 1)
        #expect(add.tags == ["desk"])
    }

    @Test func references() {
        #expect(intent("done 3") == .taskComplete(.number(3)))
        #expect(intent("complete task number 4") == .taskComplete(.number(4)))
        #expect(intent("I finished the proposal") == .taskComplete(.words("proposal")))
        #expect(intent("delete that") == .taskDelete(.lastMentioned))
        #expect(TaskReference(text: "#12", numberLeads: []) == .number(12))
        // The words before a number are the grammar's (`t_number_lead`), not Swift's.
        let leads = Self.parser.grammar.words("t_number_lead")
        for lead in ["number", "no.", "No", "task", "item"] {
            #expect(TaskReference(text: "\(lead) 7", numberLeads: leads) == .number(7), "\(lead)")
        }
        #expect(TaskReference(text: "task 7", numberLeads: []) == .words("task 7"))
        #expect(TaskReference(text: "chapter 7", numberLeads: leads) == .words("chapter 7"))
        // The sign is kept: task -1 does not exist, and is not task 1 (issue 26).
        #expect(intent("done -1") == .taskComplete(.number(-1)))
        #expect(intent("delete -2") == .taskDelete(.number(-2)))
        #expect(TaskReference(text: "0", numberLeads: []) == .number(0))
    }

    @Test func editsAndMeta() {
        guard case .taskEdit(let edit) = intent("move it to monday") else {
            Issue.record("not task.edit")
            return
        }
        #expect(edit.task == .lastMentioned)
        #expect(edit.due?.hasTime == false)
        #expect(intent("undo") == .undo)
        #expect(intent("never mind") == .cancel(halts: false))
        #expect(intent("stop") == .cancel(halts: true))
        #expect(intent("please abort") == .cancel(halts: true))
        #expect(intent("help") == .help(topic: nil))
        #expect(intent("zxcv qwer") == .none)
    }

    /// Commands that name a household member carry the person; "me" is the user, not a person.
    @Test func householdMembersAreNamed() {
        #expect(intent("add Emma as a child") == .memberAdd(MemberChange(person: "Emma", role: "child")))
        #expect(intent("Jack is my son") == .memberAdd(MemberChange(person: "Jack", role: "child", relation: "son")))
        #expect(intent("remove Jack from the household") == .memberRemove(MemberChange(person: "Jack")))
        #expect(intent("who's in the household?") == .memberQuery)
        guard case .reminderAdd(let reminder) = intent("remind Emma to sign the permission slip") else {
            Issue.record("not reminder.add")
            return
        }
        #expect(reminder.person == "Emma" && reminder.what == "sign the permission slip")
        guard case .reminderAdd(let own) = intent("remind me to call mom") else {
            Issue.record("not reminder.add")
            return
        }
        #expect(own.person == nil && own.what == "call mom")
        guard case .eventAdd(let event) = intent("Jack's soccer practice 4pm every tuesday") else {
            Issue.record("not event.add")
            return
        }
        #expect(event.person == "Jack" && event.title == "soccer practice" && event.recurrence != nil)
    }

    /// "item" words are list items; an item can be named by its place.
    @Test func listItemsByPlace() {
        #expect(intent("remove item 3") == .listRemove(ListChange(items: [], list: nil, position: 3)))
        #expect(intent("remove the last item from the hardware list") == .listRemove(ListChange(items: [], list: "hardware", end: "last")))
        #expect(intent("delete the party list") == .listRemove(ListChange(items: [], list: "party")))
        #expect(intent("add an item") == .listAdd(ListChange(items: [], list: nil)))
    }

    @Test func rewardsCarryMinutesPointsAndGoals() {
        #expect(intent("Emma did 30 minutes of Khan Academy") == .rewardsEarn(RewardsChange(person: "Emma", minutes: 30, activity: "Khan Academy")))
        #expect(intent("give Emma 15 points") == .rewardsEarn(RewardsChange(person: "Emma", minutes: nil, activity: nil, points: 15)))
        #expect(intent("Jack wants 20 minutes of YouTube") == .rewardsRedeem(RewardsChange(person: "Jack", minutes: 20, activity: "YouTube")))
        #expect(intent("set Emma's daily learning goal to 45 minutes") == .rewardsGoal(RewardsChange(person: "Emma", minutes: 45, activity: nil)))
        #expect(intent("Jack's learning goal is 30 minutes a day") == .rewardsGoal(RewardsChange(person: "Jack", minutes: 30, activity: nil)))
        guard case .rewardsQuery(let today) = intent("how is Emma doing today?") else { Issue.record("not a rewards query"); return }
        #expect(today.person == "Emma" && today.window?.text == "today")
        #expect(intent("how is Emma doing this week") == .rewardsQuery(RewardsChange(person: "Emma", minutes: nil, activity: nil,
            window: TimeWindow(start: Date(timeIntervalSince1970: 1_767_589_200), end: Date(timeIntervalSince1970: 1_768_194_000), text: "this week"))))
        #expect(intent("what's Jack's points balance") == .rewardsQuery(RewardsChange(person: "Jack", minutes: nil, activity: nil)))
    }

    @Test func mealEditsCarryTheNewValueAsSaid() {
        #expect(intent("make that 2 slices of toast") == .mealEdit(MealEdit(value: "2 slices of toast")))
        #expect(intent("actually it was 3 eggs, not 2") == .mealEdit(MealEdit(value: "3 eggs")))
        #expect(intent("make it a diet coke") == .mealEdit(MealEdit(value: "a diet coke")))
        #expect(intent("change the rice at dinner to 1 1/2 cups") == .mealEdit(MealEdit(item: "rice", value: "1 1/2 cups", meal: "dinner")))
        #expect(intent("change the coffee to half a cup") == .mealEdit(MealEdit(item: "coffee", value: "half a cup")))
        guard case .mealEdit(let edit) = intent("the eggs at breakfast yesterday were 3") else {
            Issue.record("not meal.edit")
            return
        }
        #expect(edit.item == "eggs")
        #expect(edit.value == "3")
        #expect(edit.meal == "breakfast")
        #expect(edit.when?.date == Date(timeIntervalSince1970: 1_767_675_600))
    }

    @Test func alarmsOffsetsAndWholeListsAreTyped() {
        // An alarm says only when: a reminder called Alarm, not a question about what.
        guard case .reminderAdd(let alarm) = intent("set an alarm for 6:15am please") else {
            Issue.record("not reminder.add")
            return
        }
        #expect(alarm.what == "Alarm")
        #expect(alarm.when == DueDate(date: Date(timeIntervalSince1970: 1_767_870_900), hasTime: true))
        // "an hour before my 2pm appointment": the reminder is at 13:00.
        guard case .reminderAdd(let ahead) = intent("notify me an hour before my 2pm appointment at the garage") else {
            Issue.record("not reminder.add")
            return
        }
        #expect(ahead.when == DueDate(date: Date(timeIntervalSince1970: 1_767_808_800), hasTime: true))
        // The whole to-do list is every open task.
        guard case .taskDelete(.all) = intent("erase every item on our chore list") else {
            Issue.record("not a bulk task.delete")
            return
        }
        // A plan told with its verb keeps the verb in the title; an occasion keeps its kind.
        guard case .eventAdd(let plan) = intent("I want to meet with Sara tomorrow"), case .eventAdd(let wedding) = intent("next saturday my cousin's wedding") else {
            Issue.record("not event.add")
            return
        }
        #expect(plan.title == "meet with Sara")
        #expect(wedding.title == "cousin's wedding")
        guard case .scheduleQuery(let query) = intent("what time am I meeting with Priya") else {
            Issue.record("not schedule.query")
            return
        }
        #expect(query.about == "Priya")
    }

    @Test func typedIntentsEncodeAsJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(intent("add task buy milk p2"))
        #expect(String(decoding: data, as: UTF8.self) == #"{"taskAdd":{"_0":{"priority":2,"tags":[],"title":"buy milk"}}}"#)
    }
}

/// An alarm or wake-up call with a bare hour is the morning; with am/pm, a part of the day or a
/// 24-hour time it is what was said. Now is Wed 2026-01-07 09:00 at UTC-5.
struct AlarmTimeTests {
    private func reminder(_ text: String) -> ReminderAdd? {
        let context = IntentBuilderTests.context
        guard case .reminderAdd(let add) = IntentBuilder.build(IntentBuilderTests.parser.parse(text, context: context), context: context) else { return nil }
        return add
    }

    /// Seconds since 1970 of a local (UTC-5) time on January 2026.
    private func local(day: Int, hour: Int, minute: Int = 0) -> Date {
        let seconds: Int = (day - 1) * 86_400 + hour * 3600 + minute * 60
        return Date(timeIntervalSince1970: 1_767_243_600 + Double(seconds))
    }

    @Test(arguments: [
        ("wake me up at 6", 8, 6, 0) as (String, Int, Int, Int),
        ("wake me up at 6:30", 8, 6, 30),
        ("set an alarm for 6", 8, 6, 0),
        ("set an alarm for 5:45", 8, 5, 45),
        ("wake me up tomorrow at 7", 8, 7, 0),
        ("set an alarm for 7 tomorrow", 8, 7, 0),
        ("wake me up at 10", 7, 10, 0),
        ("wake me up at 6pm", 7, 18, 0),
        ("set an alarm for 6 tonight", 7, 18, 0),
        ("wake me at 18:00", 7, 18, 0),
        ("wake me up in 6 hours", 7, 15, 0),
    ])
    func alarmHour(text: String, day: Int, hour: Int, minute: Int) throws {
        let add = try #require(reminder(text))
        #expect(add.when?.date == local(day: day, hour: hour, minute: minute))
        #expect(add.what == "Alarm" || add.what == "Wake up")
    }

    @Test func aReminderThatSaysWhatKeepsTheAfternoon() throws {
        let add = try #require(reminder("remind me to call mom at 6"))
        #expect(add.what == "call mom")
        #expect(add.when?.date == local(day: 7, hour: 18))
    }

    @Test func aRepeatingWakeUpIsInTheMorning() throws {
        let add = try #require(reminder("wake me up at 5 every day"))
        #expect(add.recurrence?.rule?.timeOfDay?.hour == 5)
        #expect(add.recurrence?.timex.hasSuffix("T05") == true)
    }
}
