import Foundation
@testable import Copilot
import Intents
import NLParse
import Testing

struct PlannerTests {
    let now = FocusFixtures.now
    let zone = FocusFixtures.zone
    func at(_ text: String) -> Date { FocusFixtures.at(text) }
    let created = FocusFixtures.at("2026-01-01 09:00")

    /// Pay rent overdue since Monday (p2), an invoice due today at 17:00 (20 min), a p1 proposal
    /// (90 min), a PR review due tomorrow (p3, 45 min), a call with no date or priority (10 min),
    /// a done task, and a 10:30 standup.
    var tasks: [TaskItem] {
        var standup = TaskItem(id: 7, kind: .event, title: "Standup", due: DueDate(date: at("2026-01-07 10:30"), hasTime: true), created: created)
        standup.end = at("2026-01-07 10:45")
        return [
            TaskItem(id: 5, title: "Review PR", due: DueDate(date: at("2026-01-08 00:00"), hasTime: false), priority: 3, estimate: 45 * 60, created: created),
            TaskItem(id: 4, title: "Call plumber", estimate: 10 * 60, created: at("2025-12-20 09:00")),
            TaskItem(id: 3, title: "Write proposal", priority: 1, estimate: 90 * 60, created: created),
            TaskItem(id: 2, title: "Send invoice", due: DueDate(date: at("2026-01-07 17:00"), hasTime: true), estimate: 20 * 60, created: created),
            TaskItem(id: 1, title: "Pay rent", due: DueDate(date: at("2026-01-05 00:00"), hasTime: false), priority: 2, created: created),
            TaskItem(id: 6, title: "Done already", priority: 1, created: created, completed: at("2026-01-06 10:00")),
            standup,
        ]
    }

    func lines(_ plan: DayPlan) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "HH:mm"
        return plan.blocks.map { "\(formatter.string(from: $0.start))-\(formatter.string(from: $0.end)) \($0.title) (\($0.reason))" }
    }

    @Test func aDayPlanPutsOverdueThenDueTodayThenPriorityAroundStandupAndLunch() {
        let plan = DayPlanner().plan(tasks: tasks, now: now, timeZone: zone)
        #expect(lines(plan) == [
            "09:00-09:30 Pay rent (overdue since Mon, p2)",
            "09:30-09:35 Short break (Pomodoro break)",
            "09:35-09:55 Send invoice (due today at 17:00)",
            "09:55-10:00 Short break (Pomodoro break)",
            "10:00-10:25 Write proposal (p1)",
            "10:30-10:45 Standup (in your calendar)",
            "10:45-11:10 Write proposal (continued)",
            "11:10-11:15 Short break (Pomodoro break)",
            "11:15-11:40 Write proposal (continued)",
            "11:40-11:45 Short break (Pomodoro break)",
            "11:45-12:00 Write proposal (continued)",
            "12:00-13:00 Lunch (lunch)",
            "13:00-13:25 Review PR (due tomorrow, p3)",
            "13:25-13:30 Short break (Pomodoro break)",
            "13:30-13:50 Review PR (continued)",
            "13:50-13:55 Short break (Pomodoro break)",
            "13:55-14:05 Call plumber (no deadline or priority, oldest first)",
        ])
        #expect(plan.blocks[0].kind == .focus(taskID: 1))
        #expect(plan.blocks[5].kind == .busy)
        #expect(plan.didNotFit.isEmpty)
        #expect(plan.start == now)
        #expect(plan.end == at("2026-01-07 17:00"))
    }

    @Test func theFourthPomodoroEarnsALongBreak() {
        let four = (1...5).map { TaskItem(id: $0, title: "t\($0)", priority: 1, estimate: 25 * 60, created: created.addingTimeInterval(Double($0))) }
        var options = DayPlanner.Options()
        options.lunch = nil
        let plan = DayPlanner(options: options).plan(tasks: four, window: .next(minutes: 180), now: now, timeZone: zone)
        #expect(lines(plan)[6] == "10:30-10:55 t4 (p1)")
        #expect(lines(plan)[7] == "10:55-11:10 Long break (long break after 4 focus blocks)")
        #expect(lines(plan).last == "11:10-11:35 t5 (p1)")
    }

    @Test func aTaskThatDoesNotFitBeforeAnEventLetsAShorterOneFillTheGapAndLeftoversAreListed() {
        var options = DayPlanner.Options()
        options.lunch = nil
        options.preset = .deepWork
        options.workdayEnd = 11 * 60 + 45
        var standup = TaskItem(id: 9, kind: .event, title: "Standup", due: DueDate(date: at("2026-01-07 10:00"), hasTime: true), created: created)
        standup.end = at("2026-01-07 10:15")
        let work = [
            TaskItem(id: 1, title: "Write proposal", priority: 1, estimate: 90 * 60, created: created),
            TaskItem(id: 2, title: "Call plumber", estimate: 10 * 60, created: created),
            standup,
        ]
        let plan = DayPlanner(options: options).plan(tasks: work, now: now, timeZone: zone)
        #expect(lines(plan) == [
            "09:00-09:10 Call plumber (fills the gap before “Standup”, no deadline or priority, oldest first)",
            "10:00-10:15 Standup (in your calendar)",
            "10:15-11:45 Write proposal (p1)",
        ])
        options.workdayEnd = 11 * 60 + 30
        let short = DayPlanner(options: options).plan(tasks: work, now: now, timeZone: zone)
        #expect(short.didNotFit == [.init(taskID: 1, title: "Write proposal", minutes: 90)])
        #expect(short.text(timeZone: zone) == """
            09:00–09:10  Call plumber (fills the gap before “Standup”, no deadline or priority, oldest first)
            10:00–10:15  Standup (in your calendar)
            Did not fit: Write proposal (1 h 30 min).
            """)
    }

    @Test func aLongBacklogThatDoesNotFitIsCountedNotListed() {
        let many = (1...40).map { TaskItem(id: $0, title: "t\($0)", priority: 1, estimate: 60 * 60, created: created) }
        let plan = DayPlanner().plan(tasks: many, now: now, timeZone: zone)
        #expect(plan.didNotFit.count > 5)
        let last = plan.text(timeZone: zone).split(separator: "\n").last!
        let named = plan.didNotFit.prefix(5).map { "\($0.title) (1 h)" }.joined(separator: ", ")
        #expect(last == "Did not fit: \(named), and \(plan.didNotFit.count - 5) more.")
    }

    @Test func theNextTwoHoursStartOnTheNextFiveMinutesAndTheDayCanBeOver() {
        let plan = DayPlanner().plan(tasks: tasks, window: .next(minutes: 120), now: at("2026-01-07 09:03"), timeZone: zone)
        #expect(plan.start == at("2026-01-07 09:05"))
        #expect(plan.end == at("2026-01-07 11:03"))
        #expect(lines(plan).first == "09:05-09:35 Pay rent (overdue since Mon, p2)")
        #expect(lines(plan).suffix(3) == [
            "10:05-10:30 Write proposal (p1)",
            "10:30-10:45 Standup (in your calendar)",
            "10:45-10:55 Call plumber (fills the gap before the end, no deadline or priority, oldest first)",
        ])
        #expect(plan.didNotFit.map(\.taskID) == [3, 5])
        #expect(plan.didNotFit.first?.minutes == 65)

        let late = DayPlanner().plan(tasks: tasks, now: at("2026-01-07 18:00"), timeZone: zone)
        #expect(late.blocks.isEmpty)
        #expect(late.note == "The working day is over (17:00).")
        #expect(late.didNotFit.count == 5)

        let tomorrow = DayPlanner().plan(tasks: tasks, window: .workday(of: at("2026-01-08 07:00")), now: now, timeZone: zone)
        #expect(lines(tomorrow).first == "09:00-09:30 Pay rent (overdue since Mon, p2)")
    }

    /// A deadline is named as one, until it has passed: then it is overdue, as a due date is.
    @Test func aDeadlineIsSaidAsOneAndAPassedOneIsOverdue() {
        var filing = TaskItem(id: 1, title: "File taxes", created: created)
        filing.deadline = DueDate(date: at("2026-01-07 17:00"), hasTime: true)
        #expect(DayPlanner().nextTask(tasks: [filing], now: now, timeZone: zone)?.text == "Next: “File taxes”, because it is deadline today at 17:00.")
        filing.deadline = DueDate(date: at("2026-01-08 00:00"), hasTime: false)
        #expect(DayPlanner().nextTask(tasks: [filing], now: now, timeZone: zone)?.reason == "deadline tomorrow")
        filing.deadline = DueDate(date: at("2026-01-05 00:00"), hasTime: false)
        #expect(DayPlanner().nextTask(tasks: [filing], now: now, timeZone: zone)?.text == "Next: “File taxes”, because it is overdue since Mon.")
        filing.deadline = DueDate(date: at("2026-01-07 08:30"), hasTime: true)
        #expect(DayPlanner().nextTask(tasks: [filing], now: now, timeZone: zone)?.reason == "overdue since 08:30")
    }

    @Test func nextTaskExplainsTheChoiceInOneLine() {
        let planner = DayPlanner()
        var open = tasks
        #expect(planner.nextTask(tasks: open, now: now, timeZone: zone)?.text == "Next: “Pay rent”, because it is overdue since Mon and p2.")
        open.removeAll { $0.id == 1 }
        #expect(planner.nextTask(tasks: open, now: now, timeZone: zone)?.text == "Next: “Send invoice”, because it is due today at 17:00.")
        open.removeAll { $0.id == 2 }
        #expect(planner.nextTask(tasks: open, now: now, timeZone: zone)?.text == "Next: “Write proposal”, because it is p1 and nothing is due sooner.")
        open.removeAll { $0.id == 3 }
        #expect(planner.nextTask(tasks: open, now: now, timeZone: zone)?.text == "Next: “Review PR”, because it is p3 and due tomorrow.")
        open.removeAll { $0.id == 5 }
        #expect(planner.nextTask(tasks: open, now: now, timeZone: zone)?.reason == "no deadline or priority, oldest first")
        #expect(planner.nextTask(tasks: open, now: now, timeZone: zone)?.text == "Next: “Call plumber”, because it is the oldest open task and nothing is due.")
        open.removeAll { $0.id == 4 }
        #expect(planner.nextTask(tasks: open, now: now, timeZone: zone) == nil)
    }

    @Test func fiveHundredOpenTasksPlanQuickly() {
        var many: [TaskItem] = []
        for index in 1...500 {
            let hours = Double(index - 250)
            let due: DueDate? = index % 3 == 0 ? DueDate(date: now.addingTimeInterval(hours * 3_600), hasTime: index % 2 == 0) : nil
            let priority: Int? = index % 5 == 0 ? nil : index % 4 + 1
            let estimate: Double? = index % 7 == 0 ? nil : Double(10 + index % 50) * 60
            many.append(TaskItem(id: index, title: "task \(index)", due: due, priority: priority, estimate: estimate, created: created))
        }
        let planner = DayPlanner()
        var plan: DayPlan?
        var next: NextTask?
        let seconds = FocusFixtures.cpuSeconds(runs: 50) { plan = planner.plan(tasks: many, now: now, timeZone: zone) }
        let nextSeconds = FocusFixtures.cpuSeconds(runs: 50) { next = planner.nextTask(tasks: many, now: now, timeZone: zone) }
        print("plan over \(many.count) open tasks: \(String(format: "%.3f", seconds * 1000)) ms CPU per plan, next task \(String(format: "%.3f", nextSeconds * 1000)) ms")
        #expect(next?.reason.hasPrefix("overdue since") == true)
        #expect(plan?.focusBlocks.isEmpty == false)
        var planned = Set<Int>()
        for block in plan?.focusBlocks ?? [] { if case .focus(let id) = block.kind { planned.insert(id) } }
        #expect(planned.count + (plan?.didNotFit.count ?? 0) >= 500)
        #expect(seconds < 0.1)
    }
}

/// The window a planning request names: minutes from now, a part of the day, a whole day.
struct PlanWindowConversationTests {
    @Test func planningFollowsTheWindowSaid() {
        var state = CopilotState()
        _ = Fixtures.converse(["add task write report, takes 1 hour", "add task call bank, 15 min"], state: &state)
        // Wednesday 09:00: the afternoon starts at 12:00, after lunch's slot.
        let afternoon = Fixtures.converse(["plan my afternoon"], state: &state)[0]
        #expect(afternoon.hasPrefix("12:") || afternoon.hasPrefix("13:"), "\(afternoon)")
        #expect(!afternoon.contains("09:00"))
        let evening = Fixtures.converse(["plan my evening"], state: &state)[0]
        #expect(evening.hasPrefix("17:00"), "\(evening)")
        // In the evening the next two hours are still there to plan.
        let late = Fixtures.copilot.respond(to: "plan my next 2 hours", state: &state,
                                            context: ParseContext(now: Fixtures.context.now.addingTimeInterval(11 * 3600), timeZone: Fixtures.context.timeZone))
        #expect(late.text.hasPrefix("20:00–20:25  write report"), "\(late.text)")
        #expect(Fixtures.converse(["plan tomorrow"], state: &state)[0].hasPrefix("09:00–09:25  write report"))
    }
}
