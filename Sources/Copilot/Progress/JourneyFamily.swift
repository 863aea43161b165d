import Foundation
import Intents
import Numbers

private let say = Replies.progress

/// `progress.journey`: the journey view, one line per day, oldest first: focus and sessions,
/// tasks done, the day's XP, the streak state, and the milestones reached that day (level-ups and
/// badges). The last seven days unless a window is said ("my journey this month"), up to today
/// and at most 31 days.
enum JourneyFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case show(window: TimeWindow?)
    }

    static let intents = ["progress.journey"]
    /// Kept here as the family that shows progress day by day; every report reads it.
    static let states: [any FamilyState.Type] = [DeletedCompletions.self]
    static let maximumDays = 31

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        .show(window: slots.window("when"))
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let window = switch command { case .show(let window): window }
        let focus = executor.focus
        let history = FocusHistory(focus: focus, tasks: executor.state.tasks, settled: executor.state.model.pastCompletions, now: executor.now, timeZone: executor.format.timeZone,
                                   covering: window?.start)
        let today = history.days.day(executor.now)
        var first = window.map { history.days.day($0.start) } ?? today - 6
        var last = window.map { history.days.day($0.end.addingTimeInterval(-1)) } ?? today
        last = min(last, today)
        guard first <= last else { return Reply(say.journeyAhead(), outcome: .notDone, intent: intent) }
        let clipped = last - first + 1 > maximumDays
        if clipped { first = last - maximumDays + 1 }

        // Milestones by day: level-ups and badges, from the one walk that dates them.
        let goal = focus.dailyGoalMinutes
        var milestones: [Int: [String]] = [:]
        for badge in Badge.earned(in: history, goalMinutes: goal) {
            milestones[history.days.day(badge.earned), default: []].append(badge.kind.title)
        }
        // XP and level at the end of each day, and the streak running into it.
        var cumulativeSeconds: Double = 0, cumulativeTaskXP = 0, streak = 0
        var level = LevelProgress.level(forXP: 0)
        var lines: [String] = []
        var day = history.firstDay
        while day <= last {
            let seconds = history.focusSeconds(day: day)
            let index = history.index(day)
            let sessions = index.map { history.sessions[$0] } ?? 0
            let tasks = index.map { history.tasksCompleted[$0] } ?? 0
            let xpBefore = Experience.xp(focusedMinutes: cumulativeSeconds / 60) + cumulativeTaskXP
            cumulativeSeconds += seconds
            cumulativeTaskXP += index.map { history.taskXP[$0] } ?? 0
            let xpAfter = Experience.xp(focusedMinutes: cumulativeSeconds / 60) + cumulativeTaskXP
            let met = Streak.met(seconds, goalMinutes: goal)
            let broken = !met && streak > 0 && day < today
            streak = met ? streak + 1 : (day == today ? streak : 0)
            let newLevel = LevelProgress.level(forXP: xpAfter)
            var reached = milestones[day] ?? []
            let levelReached = say.badgeLevel(level: newLevel)
            if newLevel > level, !reached.contains(levelReached) { reached.insert(levelReached, at: 0) }
            level = newLevel
            if day >= first {
                lines.append(line(day: day, history: history, seconds: seconds, sessions: sessions, tasks: tasks, xp: xpAfter - xpBefore,
                                  met: met, streak: streak, broken: broken, isToday: day == today, goal: goal,
                                  milestones: reached, format: executor.format))
            }
            day += 1
        }
        // Days before any history: nothing happened on them.
        if lines.isEmpty || first < history.firstDay {
            let empty = (first..<min(history.firstDay, last + 1)).map { say.journeyEmpty(day: date(history, $0, executor.format)) }
            lines = empty + lines
        }
        let span = window?.text ?? say.journeyWeek()
        let header = clipped ? say.journeyClipped(days: maximumDays, span: span) : say.journey(span: span)
        return Reply(([header] + lines).joined(separator: "\n"), intent: intent)
    }

    /// "Wed 7 Jan  1 h 2 min in 2 sessions · 1 task · 29 XP · goal met, 2-day streak · Level 2, First session".
    private static func line(day: Int, history: FocusHistory, seconds: Double, sessions: Int, tasks: Int, xp: Int, met: Bool, streak: Int,
                             broken: Bool, isToday: Bool, goal: Int, milestones: [String], format: ReplyFormat) -> String {
        var parts: [String] = []
        if seconds >= 30 || sessions > 0 {
            parts.append(say.journeyFocus(focus: ReplyFormat.duration(seconds), sessions: sessions))
        }
        if tasks > 0 { parts.append(say.journeyTasks(tasks: tasks)) }
        if xp > 0 { parts.append(say.journeyXp(xp: xp)) }
        if met {
            parts.append(streak > 1 ? say.journeyMetStreak(days: streak) : say.journeyMet())
        } else if isToday {
            let minutes = max(0, goal - Int(seconds / 60))
            parts.append(streak > 0 ? say.journeyToKeep(minutes: minutes, days: streak) : say.journeyToGoal(minutes: minutes))
        } else if broken {
            parts.append(say.journeyEnded())
        }
        if !milestones.isEmpty { parts.append(say.journeyMilestones(milestones: milestones.joined(separator: ", "))) }
        let text = parts.isEmpty ? say.journeyRest() : parts.joined(separator: " · ")
        return say.journeyLine(day: date(history, day, format), text: text)
    }

    private static func date(_ history: FocusHistory, _ day: Int, _ format: ReplyFormat) -> String {
        format.due(DueDate(date: history.days.startDate(day).addingTimeInterval(12 * 3600), hasTime: false))
    }
}
