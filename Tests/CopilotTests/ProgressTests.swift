import Foundation
import NLParse
@testable import Copilot
import Intents
import Testing

struct ProgressTests {
    let now = FocusFixtures.now
    let zone = FocusFixtures.zone
    func at(_ text: String) -> Date { FocusFixtures.at(text) }
    func session(_ start: String, _ minutes: Int) -> FocusSession { FocusFixtures.session(start, minutes: minutes) }

    @Test func xpIsTenPerTwentyFiveMinutesProRataPlusTaskPriority() {
        #expect(Experience.xp(focusedMinutes: 25) == 10)
        #expect(Experience.xp(focusedMinutes: 50) == 20)
        #expect(Experience.xp(focusedMinutes: 10) == 4)
        #expect(Experience.xp(focusedMinutes: 2) == 0)
        #expect(Experience.xp(focusedMinutes: 0) == 0)
        #expect(Experience.xp(focusedMinutes: 3000.0 / 60 * 60 / 60) == 20)
        #expect([1, 2, 3, 4, nil].map { Experience.xp(completedTaskPriority: $0) } == [20, 15, 10, 5, 5])
    }

    /// Tasks done this instant count in the day's and the week's lines, and their XP equals the
    /// level line's: the clock is pinned, so completing and asking happen at the same moment.
    @Test func tasksDoneJustNowCountInEveryWindowAndAgreeWithTheLevel() {
        for (priorities, xp) in [(["p1"], 20), (["p2", "p4"], 20), ([String](), 0), (["p3", "p3", "p4"], 25)] {
            var state = CopilotState()
            let adds = priorities.isEmpty ? ["add task rest"] : priorities.enumerated().map { "add task chore \($0.offset) \($0.element)" }
            let dones = priorities.isEmpty ? [] : (1...priorities.count).map { "done \($0)" }
            _ = Fixtures.converse(adds + dones, state: &state)
            for question in ["how am i doing today", "how am i doing this week", "show my month"] {
                let reply = Fixtures.converse([question], state: &state)[0]
                let done = priorities.count
                #expect(reply.contains("\(done) task\(done == 1 ? "" : "s") done, \(xp) XP"), "\(priorities) / \(question): \(reply)")
                #expect(reply.contains("Level 1 (\(xp) XP"), "\(priorities) / \(question): \(reply)")
            }
        }
    }

    /// Clearing finished tasks tidies the list and keeps what they earned: the XP, the level and
    /// the week's count stay, in any wording of the deletion; undo puts the tasks back and counts
    /// them once.
    @Test func deletingDoneTasksKeepsWhatTheyEarned() {
        for deletion in ["delete all completed tasks", "clear completed", "remove all done tasks", "delete chore 0", "delete task 1"] {
            var state = CopilotState()
            _ = Fixtures.converse(["add task chore 0 p1", "add task chore 1 p3", "done 1", "done 2", "water plants every day at 8am",
                                   "done water plants"], state: &state)
            let before = Fixtures.converse(["how am i doing this week"], state: &state)[0]
            #expect(before.contains("3 tasks done, 35 XP"), "\(before)")
            let replies = Fixtures.converse([deletion, "yes"], state: &state)
            #expect(state.tasks.count < 3, "\(deletion): \(replies)")
            for question in ["how am i doing this week", "what level am i"] {
                let reply = Fixtures.converse([question], state: &state)[0]
                #expect(reply.contains("35 XP"), "\(deletion) / \(question): \(reply)")
            }
            #expect(Fixtures.converse(["how am i doing this week"], state: &state)[0].contains("3 tasks done"), "\(deletion)")
            _ = Fixtures.converse(["undo"], state: &state)
            #expect(Fixtures.converse(["how am i doing this week"], state: &state)[0].contains("3 tasks done, 35 XP"), "\(deletion), undone")
        }
    }

    /// The kept completions are stored small: seconds and priority, no keys.
    @Test func keptCompletionsAreStoredSmall() throws {
        var kept = DeletedCompletions()
        kept.completions = [TaskCompletion(date: Date(timeIntervalSince1970: 1_767_794_400), priority: 1), TaskCompletion(date: Date(timeIntervalSince1970: 1_767_798_000), priority: nil)]
        let json = String(decoding: try JSONEncoder().encode(kept), as: UTF8.self)
        #expect(json == #"{"completions":[[1767794400,1],[1767798000]]}"#)
        #expect(try JSONDecoder().decode(DeletedCompletions.self, from: Data(json.utf8)) == kept)
    }

    @Test func levelsFollowFiftyTimesNTimesNMinusOne() {
        #expect([1, 2, 3, 5, 10, 25, 50].map { LevelProgress.threshold($0) } == [0, 100, 300, 1_000, 4_500, 30_000, 122_500])
        #expect(LevelProgress.level(forXP: 0) == 1)
        #expect(LevelProgress.level(forXP: 99) == 1)
        #expect(LevelProgress.level(forXP: 100) == 2)
        #expect(LevelProgress.level(forXP: 299) == 2)
        #expect(LevelProgress.level(forXP: 300) == 3)
        #expect(LevelProgress.level(forXP: 4_499) == 9)
        #expect(LevelProgress.level(forXP: 4_500) == 10)
        #expect(LevelProgress.level(forXP: 122_499) == 49)
        #expect(LevelProgress.level(forXP: 122_500) == 50)
        #expect(LevelProgress.level(forXP: 10_000_000) == 50)
        for level in 1...50 {
            #expect(LevelProgress.level(forXP: LevelProgress.threshold(level)) == level)
            if level > 1 { #expect(LevelProgress.level(forXP: LevelProgress.threshold(level) - 1) == level - 1) }
        }
        #expect(LevelProgress(xp: 150) == LevelProgress(xp: 150))
        #expect(LevelProgress(xp: 150).xpToNext == 150)
        #expect(LevelProgress(xp: 200_000).xpToNext == nil)
    }

    @Test func localDaysAgreeWithTheCalendarAcrossDaylightSavingChanges() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let from = at("2026-01-01 00:00"), to = at("2027-01-01 00:00")
        let days = LocalDays(timeZone: zone, from: from, through: to)
        var date = from
        while date < to {
            let day = days.day(date)
            #expect(days.startDate(day) == calendar.startOfDay(for: date))
            #expect(LocalDays.weekday(day) == (calendar.component(.weekday, from: date) + 5) % 7 + 1)
            date = date.addingTimeInterval(7 * 3600 + 13 * 60)
        }
        #expect(LocalDays.weekday(days.day(now)) == 3)
    }

    func streak(_ sessions: [FocusSession], goal: Int = 60, now: Date? = nil) -> Streak {
        let history = FocusHistory(focus: FocusState(sessions: sessions, dailyGoalMinutes: goal), tasks: [], now: now ?? self.now, timeZone: zone)
        return Streak(history: history, goalMinutes: goal)
    }

    @Test func streakKeepsYesterdayUntilTodayEndsAndCountsTodayOnceMet() {
        let before = [session("2026-01-05 10:00", 60), session("2026-01-06 10:00", 60)]
        let kept = streak(before)
        #expect(kept.current == 2)
        #expect(!kept.todayMet)
        #expect(kept.summary == "2-day streak; 60 min of focus today keeps it going.")
        let met = streak(before + [session("2026-01-07 08:00", 60)])
        #expect(met.current == 3)
        #expect(met.todayMet)
        #expect(met.summary == "3-day streak: today's goal of 60 min is met.")
        // Thursday morning with nothing on Wednesday: the streak is gone.
        #expect(streak(before, now: at("2026-01-08 09:00")).current == 0)
        #expect(streak(before, now: at("2026-01-08 09:00")).best == 2)
        #expect(streak([]).summary == "No streak yet; 60 min of focus today starts one.")
        #expect(streak(before, now: at("2026-01-08 09:00")).summary == "No streak right now (best: 2 days); 60 min of focus today starts a new one.")
    }

    @Test func streakSplitsFocusAtMidnightAndBreaksOnAMissedDay() {
        // Tuesday gets 30 min before midnight from the late session: with 30 more it is met.
        let late = session("2026-01-06 23:30", 60)
        #expect(streak([session("2026-01-05 10:00", 60), session("2026-01-06 18:00", 30), late]).current == 2)
        #expect(streak([session("2026-01-05 10:00", 60), late]).current == 0)
        #expect(streak([session("2026-01-05 10:00", 60), late], goal: 30).current == 3)
        // Saturday and Monday met, Sunday missed: only Monday and Tuesday count.
        let missed = [session("2026-01-03 10:00", 60), session("2026-01-05 10:00", 60), session("2026-01-06 10:00", 60)]
        #expect(streak(missed).current == 2)
        #expect(streak(missed).best == 2)
        // Pauses are not focus: 75 minutes with a 30-minute pause is 45.
        var paused = session("2026-01-06 10:00", 75)
        paused.pauses = [.init(start: at("2026-01-06 10:15"), end: at("2026-01-06 10:45"))]
        #expect(streak([session("2026-01-05 10:00", 60), paused]).current == 0)
    }

    func badges(_ sessions: [FocusSession], tasks: [TaskItem] = [], goal: Int = 60) -> [Badge] {
        let history = FocusHistory(focus: FocusState(sessions: sessions, dailyGoalMinutes: goal), tasks: tasks, now: now, timeZone: zone)
        return Badge.earned(in: history, goalMinutes: goal)
    }

    @Test func badgesForStreaksAndFocusHoursCarryTheDateEarned() {
        let week = (0..<7).map { session(String(format: "2025-12-%02d 10:00", 24 + $0), 60) }
        let earned = badges(week)
        #expect(earned == [
            Badge(kind: .firstSession, earned: at("2025-12-24 11:00")),
            Badge(kind: .streak3Days, earned: at("2025-12-26 00:00")),
            Badge(kind: .streak7Days, earned: at("2025-12-30 00:00")),
        ])
        let long = (0..<4).map { session(String(format: "2026-01-0%d 08:00", 3 + $0), 150) }
        #expect(badges(long).map(\.kind) == [.firstSession, .streak3Days, .focused10Hours])
        #expect(badges(long).last == Badge(kind: .focused10Hours, earned: at("2026-01-06 10:30")))
    }

    @Test func aSessionStoppedAtOnceEarnsNoFirstSessionBadge() {
        // Stopped after 0 minutes, then a real 25-minute session: the badge comes from the second.
        let earned = badges([session("2026-01-05 10:00", 0), session("2026-01-05 11:00", 25)])
        #expect(earned == [Badge(kind: .firstSession, earned: at("2026-01-05 11:25"))])
        #expect(badges([session("2026-01-05 10:00", 0)]).isEmpty)
    }

    @Test func badgesForTaskCountsAndLevelsComeFromTheCompletionThatCrossedTheLine() {
        // 225 p1 tasks, one a minute: 20 XP each, level 5 at 1,000 XP, level 10 at 4,500.
        let start = at("2026-01-06 08:00")
        let tasks = (1...225).map { TaskItem(id: $0, title: "t\($0)", priority: 1, created: start, completed: start.addingTimeInterval(Double($0 * 60))) }
        let earned = badges([], tasks: tasks)
        func minute(_ n: Int) -> Date { start.addingTimeInterval(Double(n * 60)) }
        #expect(earned == [
            Badge(kind: .firstTask, earned: minute(1)),
            Badge(kind: .tasks10, earned: minute(10)),
            Badge(kind: .level5, earned: minute(50)),
            Badge(kind: .tasks100, earned: minute(100)),
            Badge(kind: .level10, earned: minute(225)),
        ])
    }

    /// Last week: Mon 60, Tue 60, Wed 30 before 09:00, Thu 120, and a p3 task; this week: Mon 90,
    /// Tue 60, Wed 45 before 09:00, and a p1 task.
    func fixture(goal: Int = 60) -> (FocusState, [TaskItem]) {
        let sessions = [
            session("2025-12-29 09:00", 60), session("2025-12-30 09:00", 60), session("2025-12-31 08:00", 30), session("2026-01-01 09:00", 120),
            session("2026-01-05 09:00", 90), session("2026-01-06 09:00", 60), session("2026-01-07 08:00", 45),
        ]
        return (FocusState(sessions: sessions, dailyGoalMinutes: goal), [FocusFixtures.completed(1, "2025-12-30 15:00", priority: 3), FocusFixtures.completed(2, "2026-01-06 15:00", priority: 1)])
    }

    @Test func thisWeekIsComparedWithLastWeekUpToTheSamePoint() {
        let (focus, tasks) = fixture()
        let report = ProgressReport(focus: focus, tasks: tasks, period: .week, now: now, timeZone: zone)
        #expect(report.start == at("2026-01-05 00:00"))
        #expect(report.end == at("2026-01-12 00:00"))
        #expect(report.isInProgress)
        #expect(report.totals == .init(focusMinutes: 195, sessions: 3, tasksCompleted: 1, xp: 78 + 20))
        #expect(report.previous == .init(focusMinutes: 150, sessions: 3, tasksCompleted: 1, xp: 60 + 10))
        #expect(report.days.map(\.focusMinutes) == [90, 60, 45, 0, 0, 0, 0])
        #expect(report.days.map(\.goalMet) == [true, true, false, false, false, false, false])
        #expect(report.days.map(\.isFuture) == [false, false, false, true, true, true, true])
        // 465 minutes → 186 XP, plus 30 for the tasks.
        #expect(report.level == LevelProgress(xp: 216))
        #expect(report.level.level == 2)
        #expect(report.streak.current == 2)
        #expect(report.streak.best == 2)
        #expect(Streak(focus: focus, now: now, timeZone: zone) == report.streak)
        #expect(LevelProgress(focus: focus, tasks: tasks, now: now, timeZone: zone) == report.level)
        #expect(Badge.earned(focus: focus, tasks: tasks, now: now, timeZone: zone) == report.badges)
        #expect(report.badges.map(\.kind) == [.firstSession, .firstTask])
        #expect(report.summary == """
            This week: 3 h 15 min of focus in 3 sessions, 1 task done, 98 XP.
            Mon 1 h 30 min ✓ · Tue 1 h ✓ · Wed 45 min · Thu – · Fri – · Sat – · Sun –
            Level 2 (216 XP, 84 to level 3) · 2-day streak; 15 min of focus today keeps it going.
            Up on last week (2 h 30 min and 1 task last week by this point): nice momentum.
            """)
    }

    @Test func lastWeekAndYesterdayAreWholeWindowsComparedWithTheOneBefore() {
        let (focus, tasks) = fixture()
        let lastWeek = ProgressReport(focus: focus, tasks: tasks, period: .week, offset: -1, now: now, timeZone: zone)
        #expect(!lastWeek.isInProgress)
        #expect(lastWeek.totals == .init(focusMinutes: 270, sessions: 4, tasksCompleted: 1, xp: 108 + 10))
        #expect(lastWeek.previous == .init(focusMinutes: 0, sessions: 0, tasksCompleted: 0, xp: 0))
        #expect(lastWeek.summary.hasSuffix("Up from nothing the week before: a good start."))

        // "How much did I focus yesterday?"
        let yesterday = ProgressReport(focus: focus, tasks: tasks, period: .day, offset: -1, now: now, timeZone: zone)
        #expect(yesterday.start == at("2026-01-06 00:00"))
        #expect(yesterday.totals == .init(focusMinutes: 60, sessions: 1, tasksCompleted: 1, xp: 24 + 20))
        #expect(yesterday.previous == .init(focusMinutes: 90, sessions: 1, tasksCompleted: 0, xp: 36))
        #expect(yesterday.summary.hasPrefix("Yesterday (Tue 6 Jan): 1 h of focus in 1 session, 1 task done, 44 XP."))
        #expect(yesterday.summary.hasSuffix("Up on the day before (1 h 30 min and 0 tasks the day before): nice momentum."))
    }

    @Test func theEncouragingLineNeverPraisesZeroAndSaysDownOrSteady() {
        let empty = ProgressReport(focus: FocusState(), tasks: [], period: .week, now: now, timeZone: zone)
        #expect(empty.totals == .init(focusMinutes: 0, sessions: 0, tasksCompleted: 0, xp: 0))
        #expect(empty.summary.hasSuffix("Nothing logged yet. A 25-minute Pomodoro is an easy way in."))
        #expect(!empty.summary.contains("nice") && !empty.summary.contains("good"))

        let onlyLastWeek = FocusState(sessions: [session("2025-12-29 09:00", 60)])
        #expect(ProgressReport(focus: onlyLastWeek, tasks: [], period: .week, now: now, timeZone: zone).summary
            .hasSuffix("Nothing logged yet (1 h and 0 tasks last week by this point). A 25-minute Pomodoro is an easy way in."))

        let down = FocusState(sessions: [session("2025-12-29 09:00", 120), session("2026-01-05 09:00", 30)])
        #expect(ProgressReport(focus: down, tasks: [], period: .week, now: now, timeZone: zone).summary
            .hasSuffix("Down on last week (2 h and 0 tasks last week by this point); one focused session today closes the gap."))

        let steady = FocusState(sessions: [session("2025-12-29 09:00", 60), session("2026-01-05 09:00", 65)])
        #expect(ProgressReport(focus: steady, tasks: [], period: .week, now: now, timeZone: zone).summary
            .hasSuffix("Steady with last week (1 h and 0 tasks last week by this point): consistency is what builds streaks."))
    }

    @Test func aMonthIsTheCalendarMonthComparedWithTheMonthBeforeUpToTheSameDay() {
        // 7 January: this month is 1-7 January, compared with 1-7 December at 09:00.
        let focus = FocusState(sessions: [session("2025-12-03 09:00", 50), session("2025-12-20 09:00", 100), session("2026-01-02 09:00", 25),
                                          session("2026-01-06 09:00", 75), session("2025-11-30 09:00", 40)])
        let month = ProgressReport(focus: focus, tasks: [], period: .month, now: now, timeZone: zone)
        #expect(month.start == at("2026-01-01 00:00") && month.end == at("2026-02-01 00:00"))
        #expect(month.days.count == 31)
        #expect(month.totals.focusMinutes == 100 && month.totals.sessions == 2)
        #expect(month.previous.focusMinutes == 50)
        #expect(month.summary.hasPrefix("This month: 1 h 40 min of focus in 2 sessions"))
        #expect(month.summary.contains("Best day: Tue 6 Jan, 1 h 15 min"))

        // Last month is all of December (31 days), compared with all of November.
        let last = ProgressReport(focus: focus, tasks: [], period: .month, offset: -1, now: now, timeZone: zone)
        #expect(last.start == at("2025-12-01 00:00") && last.end == at("2026-01-01 00:00"))
        #expect(last.totals.focusMinutes == 150 && last.previous.focusMinutes == 40)
        #expect(last.summary.hasPrefix("Last month: 2 h 30 min of focus in 2 sessions"))

        // February has 28 days; two months back is named.
        let march = ProgressReport(focus: focus, tasks: [], period: .month, offset: -1, now: at("2026-03-30 12:00"), timeZone: zone)
        #expect(march.days.count == 28)
        let named = ProgressReport(focus: focus, tasks: [], period: .month, offset: -2, now: now, timeZone: zone)
        #expect(named.summary.hasPrefix("November 2025: 40 min of focus"))
    }

    @Test func progressQuestionsAnswerThePartTheyNameInAnyWording() {
        var state = CopilotState()
        state.model.focus = FocusState(sessions: [session("2026-01-05 09:00", 250), session("2025-12-10 09:00", 125)])
        let level = "Level 2: 150 XP, 150 XP to level 3."
        // Frames × topic words: the grammar's value map names the part, not words read in Swift.
        for frame in ["what %@ am i", "what's my %@", "whats my current %@", "show me my %@", "tell me my %@"] {
            for word in ["level", "xp", "experience"] {
                let reply = Fixtures.converse([String(format: frame, word)], state: &state)[0]
                #expect(reply == level, "\(frame) / \(word): \(reply)")
            }
        }
        #expect(Fixtures.converse(["which badges have I earned"], state: &state)[0].hasPrefix("1 badge: First session"))
        #expect(Fixtures.converse(["how long is my streak"], state: &state)[0] == Streak(focus: state.model.focus, now: now, timeZone: zone).summary)
        for said in ["recap last month", "show me my month", "summarise last month", "how did I do last month"] {
            let reply = Fixtures.converse([said], state: &state)[0]
            #expect(reply.hasPrefix(said.contains("last") ? "Last month: 2 h 5 min" : "This month: 4 h 10 min"), "\(said): \(reply)")
        }
        #expect(Fixtures.converse(["recap last week"], state: &state)[0].hasPrefix("Last week"))
        // the minutes themselves asked after, with or without a verb
        for said in ["how many focus minutes this week", "how much focus time this week so far", "how many minutes did I focus this week",
                     "how many hours have i focused this week", "how many minutes of focus this week"] {
            let reply = Fixtures.converse([said], state: &state)[0]
            #expect(reply.hasPrefix("This week: 4 h 10 min"), "\(said): \(reply)")
        }
        #expect(Fixtures.converse(["how did I do yesterday"], state: &state)[0].hasPrefix("Yesterday (Tue 6 Jan): 0 min"))
    }

    /// A weekday or a month named without its year reads forward as dates do; asked after in a
    /// progress question it is the last one, whatever the wording (Wednesday 7 January 2026).
    @Test func aNamedDayOrMonthIsTheLastOne() {
        var state = CopilotState()
        let days = [("monday", "Mon 5 Jan"), ("tuesday", "Yesterday (Tue 6 Jan)"), ("friday", "Fri 2 Jan"), ("saturday", "Sat 3 Jan"), ("sunday", "Sun 4 Jan")]
        let months = [("december", "Last month"), ("november", "November 2025"), ("october", "October 2025"), ("february", "February 2025")]
        for (name, heading) in days + months {
            for frame in ["how did I do on %@", "how did I do in %@", "how was my %@", "how was %@", "how did %@ go"] {
                let said = String(format: frame, name)
                let reply = Fixtures.converse([said], state: &state)[0]
                if frame == "how did %@ go", days.contains(where: { $0.0 == name }) { continue }  // a bare weekday leading is no date
                #expect(reply.hasPrefix(heading + ":"), "\(said): \(reply)")
            }
        }
    }

    @Test func howLongHaveIBeenFocusingIsAboutTheRunningSession() {
        var state = CopilotState()
        state.model.focus.current = FocusSession(start: at("2026-01-07 08:48"), plannedMinutes: 25, preset: "Pomodoro")
        for said in ["how long have I been focusing", "how many minutes have i been at it", "how long has the timer been running", "how long is left"] {
            #expect(Fixtures.converse([said], state: &state)[0] == "Pomodoro: 12 min in, 13 min left.", "\(said)")
        }
    }

    @Test func weeksCanStartOnSundayAndTheRunningSessionCountsUpToNow() {
        let (focus, tasks) = fixture()
        var running = focus
        running.current = FocusSession(start: at("2026-01-07 08:50"), plannedMinutes: 25)
        let report = ProgressReport(focus: running, tasks: tasks, period: .week, now: now, timeZone: zone, weekStart: 7)
        #expect(report.start == at("2026-01-04 00:00"))
        #expect(report.days.map(\.weekday) == [7, 1, 2, 3, 4, 5, 6])
        #expect(report.days.map(\.focusMinutes) == [0, 90, 60, 55, 0, 0, 0])
        #expect(report.totals.focusMinutes == 205)
        #expect(report.totals.sessions == 4)
        #expect(report.summary.contains("Sun 0 min · Mon 1 h 30 min ✓"))
    }

    @Test func aYearOfSessionsReportsQuickly() {
        // Four 25-minute sessions a day for a year before now, and a task done each day.
        let first = at("2025-01-07 08:00")
        var sessions: [FocusSession] = []
        var tasks: [TaskItem] = []
        for day in 0..<365 {
            let morning = first.addingTimeInterval(Double(day) * 86_400)
            for slot in 0..<4 {
                let start = morning.addingTimeInterval(Double(slot) * 1_800)
                sessions.append(FocusSession(start: start, plannedMinutes: 25, end: start.addingTimeInterval(1_500)))
            }
            tasks.append(TaskItem(id: day + 1, title: "t", priority: day % 4 + 1, created: morning, completed: morning.addingTimeInterval(3 * 3600)))
        }
        let focus = FocusState(sessions: sessions)
        var report: ProgressReport?
        let seconds = FocusFixtures.cpuSeconds(runs: 50) {
            report = ProgressReport(focus: focus, tasks: tasks, period: .week, now: now, timeZone: zone)
        }
        print("progress report over \(sessions.count) sessions: \(String(format: "%.3f", seconds * 1000)) ms CPU per report")
        #expect(report?.streak.current == 365)
        #expect(report?.badges.map(\.kind).contains(.streak100Days) == true)
        // A debug build is far slower than release; this only catches a lost index (seconds).
        #expect(seconds < 0.1)
    }

    /// A summary asked by someone who logs meals has a food line: a day against its target, a
    /// week as the average of the days logged; none without meals in the window.
    @Test func aSummaryHasTheFoodOfItsWindow() {
        for question in ["how am i doing today", "how did i do today", "daily summary"] {
            var state = CopilotState()
            let replies = Fixtures.converse([question, "change my calorie goal to 1800", "log 2 eggs for breakfast", "log a banana for breakfast", question], state: &state)
            #expect(!replies[0].contains("Food:"), "\(question): \(replies[0])")
            let had = state.model.meals.flatMap(\.items).map(\.nutrients.kcal).reduce(0, +)
            #expect(replies[4].hasSuffix("Food: \(Int(had.rounded())) kcal in 2 meals, \(Int((1800 - had).rounded())) kcal left of 1800 kcal."), "\(question): \(replies[4])")
        }
        for question in ["how am i doing this week", "weekly summary", "how was my week", "weekly review", "do my weekly review", "let's do the weekly retro"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["log 2 eggs for breakfast", question], state: &state)
            let had = state.model.meals.flatMap(\.items).map(\.nutrients.kcal).reduce(0, +)
            #expect(replies[1].hasSuffix("Food: \(Int(had.rounded())) kcal a day on average over 1 day logged."), "\(question): \(replies[1])")
        }
    }

    /// A repeating task done counts each time (XP and tasks done) though it rolls forward rather
    /// than closing; undo takes the count back. Each time is the occurrence then due, on its day
    /// (said done twice on one day, it is done once: `ChoreWordingTests`).
    @Test func aRepeatingTaskDoneCountsEachTime() {
        for (add, priority, xpEach, days) in [("add task stand-up notes every weekday", "", 5, 1), ("add task water the plants every 3 days p1", " p1", 20, 3),
                                              ("add task review the budget every friday", "", 5, 2)] {
            var state = CopilotState()
            let title = add.replacingOccurrences(of: "add task ", with: "").components(separatedBy: " every")[0]
            let later = ParseContext(now: Fixtures.context.now.addingTimeInterval(Double(days) * 86_400), timeZone: Fixtures.context.timeZone)
            _ = Fixtures.converse([add, "done \(title)"], state: &state)
            _ = Fixtures.copilot.respond(to: "done \(title)", state: &state, context: later)
            let level = LevelProgress(focus: state.model.focus, tasks: state.tasks, now: later.now, timeZone: Fixtures.context.timeZone)
            #expect(state.tasks[0].isOpen && state.tasks[0].doneDates?.count == 2, "\(add)\(priority)")
            #expect(level.xp == 2 * xpEach, "\(add): \(level.xp) XP")
            let week = Fixtures.copilot.respond(to: "how much did i focus this week", state: &state, context: later).text
            #expect(week.contains("2 tasks done"), "\(add): \(week)")
            _ = Fixtures.converse(["undo", "undo"], state: &state)
            #expect(LevelProgress(focus: state.model.focus, tasks: state.tasks, now: Fixtures.context.now, timeZone: Fixtures.context.timeZone).xp == 0)
        }
    }
}

/// A progress topic asked for with a verb in front ("show badges", "let me see all my
/// achievements", "check my streak"): the topic's answer, never "not understood".
struct ProgressTopicVerbTests {
    @Test func aTopicAfterAVerb() {
        for verb in ["show", "show me", "list", "check", "view", "let me see"] {
            for (said, starts) in [("badges", "No badges yet"), ("my achievements", "No badges yet"), ("all my badges", "No badges yet"), ("my streak", "No streak"), ("my level", "Level"), ("the xp", "Level")] {
                let line = "\(verb) \(said)"
                var state = CopilotState()
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(reply.hasPrefix(starts), "\(line): \(reply)")
            }
        }
    }
}
