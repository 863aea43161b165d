import Foundation

/// A milestone, earned once, with the moment it was earned.
public struct Badge: Sendable, Equatable, Codable {
    public var kind: BadgeKind
    /// When it was earned: the end of the session or the completion that crossed the line; for a
    /// streak, the local midnight starting the day that completed it.
    public var earned: Date

    public init(kind: BadgeKind, earned: Date) {
        self.kind = kind
        self.earned = earned
    }
}

/// The milestones, in the order they are usually reached within each family.
public enum BadgeKind: String, Sendable, Codable, CaseIterable {
    case firstSession, focused10Hours, focused50Hours, focused100Hours
    case streak3Days, streak7Days, streak30Days, streak100Days
    case level5, level10, level25, level50
    case firstTask, tasks10, tasks100, tasks500

    /// The badge as said: "First session", "7-day streak", "Level 5" (`progress.replies`).
    public var title: String {
        let say = Replies.progress
        switch self {
        case .firstSession: return say.badgeFirstSession()
        case .focused10Hours, .focused50Hours, .focused100Hours:
            return say.badgeHours(hours: Int(Self.focusHours.first { $0.kind == self }!.hours))
        case .streak3Days, .streak7Days, .streak30Days, .streak100Days:
            return say.badgeStreak(days: Self.streakDays.first { $0.kind == self }!.days)
        case .level5, .level10, .level25, .level50:
            return say.badgeLevel(level: Self.levels.first { $0.kind == self }!.level)
        case .firstTask: return say.badgeFirstTask()
        case .tasks10, .tasks100, .tasks500:
            return say.badgeTasks(count: Self.taskCounts.first { $0.kind == self }!.count)
        }
    }

    /// The focus a session needs before it counts as the first one.
    static let firstSessionMinimumSeconds: Double = 60
    static let focusHours: [(hours: Double, kind: BadgeKind)] = [(10, .focused10Hours), (50, .focused50Hours), (100, .focused100Hours)]
    static let streakDays: [(days: Int, kind: BadgeKind)] = [(3, .streak3Days), (7, .streak7Days), (30, .streak30Days), (100, .streak100Days)]
    static let levels: [(level: Int, kind: BadgeKind)] = [(5, .level5), (10, .level10), (25, .level25), (50, .level50)]
    static let taskCounts: [(count: Int, kind: BadgeKind)] = [(1, .firstTask), (10, .tasks10), (100, .tasks100), (500, .tasks500)]
}

extension Badge {
    /// Every badge earned by `now`, oldest first.
    public static func earned(focus: FocusState, tasks: some Collection<TaskItem>, settled: [TaskCompletion] = [], now: Date, timeZone: TimeZone) -> [Badge] {
        earned(in: FocusHistory(focus: focus, tasks: tasks, settled: settled, now: now, timeZone: timeZone), goalMinutes: focus.dailyGoalMinutes)
    }

    /// Every badge earned in the history, oldest first, from one merged walk over session ends
    /// and task completions (for focus, tasks and levels) and one over days (for streaks).
    /// Streaks are judged against today's goal: changing the goal does not rewrite the past badges'
    /// dates much, and keeping one goal keeps the answer simple to explain.
    static func earned(in history: FocusHistory, goalMinutes: Int) -> [Badge] {
        var badges: [Badge] = []
        var focusSeconds: Double = 0, taskXP = 0, tasks = 0
        var nextHours = 0, nextLevel = 0, nextTasks = 0
        var sessionIndex = 0, taskIndex = 0
        var hasFirstSession = false
        let sessions = history.allSessions, completions = history.completions

        // XP is compared with the next level badge's threshold: a year of completions would
        // otherwise work out a level each.
        var focusXP = 0
        var nextLevelXP = LevelProgress.threshold(BadgeKind.levels[0].level)
        func checkLevel(at date: Date) {
            guard nextLevel < BadgeKind.levels.count, focusXP + taskXP >= nextLevelXP else { return }
            let level = LevelProgress.level(forXP: focusXP + taskXP)
            while nextLevel < BadgeKind.levels.count, level >= BadgeKind.levels[nextLevel].level {
                badges.append(Badge(kind: BadgeKind.levels[nextLevel].kind, earned: date))
                nextLevel += 1
            }
            if nextLevel < BadgeKind.levels.count { nextLevelXP = LevelProgress.threshold(BadgeKind.levels[nextLevel].level) }
        }

        while sessionIndex < sessions.count || taskIndex < completions.count {
            let sessionEnd = sessionIndex < sessions.count ? min(sessions[sessionIndex].end ?? history.now, history.now) : .distantFuture
            // The completions before this session ends, then the session.
            while taskIndex < completions.count, completions[taskIndex].date < sessionEnd {
                let completion = completions[taskIndex]
                taskIndex += 1
                tasks += 1
                taskXP += Experience.xp(completedTaskPriority: completion.priority)
                while nextTasks < BadgeKind.taskCounts.count, tasks >= BadgeKind.taskCounts[nextTasks].count {
                    badges.append(Badge(kind: BadgeKind.taskCounts[nextTasks].kind, earned: completion.date))
                    nextTasks += 1
                }
                checkLevel(at: completion.date)
            }
            if sessionIndex < sessions.count {
                let session = sessions[sessionIndex]
                sessionIndex += 1
                // A running session earns its badge only when it ends.
                guard session.end != nil else { continue }
                let focused = session.focusedSeconds(asOf: sessionEnd)
                // A session stopped before a minute of focus is not a first session.
                if !hasFirstSession, focused >= BadgeKind.firstSessionMinimumSeconds {
                    badges.append(Badge(kind: .firstSession, earned: sessionEnd))
                    hasFirstSession = true
                }
                focusSeconds += focused
                focusXP = Experience.xp(focusedMinutes: focusSeconds / 60)
                while nextHours < BadgeKind.focusHours.count, focusSeconds + 0.5 >= BadgeKind.focusHours[nextHours].hours * 3600 {
                    badges.append(Badge(kind: BadgeKind.focusHours[nextHours].kind, earned: sessionEnd))
                    nextHours += 1
                }
                checkLevel(at: sessionEnd)
            }
        }

        var run = 0, nextStreak = 0
        for (index, seconds) in history.focusSeconds.enumerated() where nextStreak < BadgeKind.streakDays.count {
            run = Streak.met(seconds, goalMinutes: goalMinutes) ? run + 1 : 0
            while nextStreak < BadgeKind.streakDays.count, run >= BadgeKind.streakDays[nextStreak].days {
                badges.append(Badge(kind: BadgeKind.streakDays[nextStreak].kind, earned: history.days.startDate(history.firstDay + index)))
                nextStreak += 1
            }
        }
        return badges.enumerated().sorted { ($0.element.earned, $0.offset) < ($1.element.earned, $1.offset) }.map(\.element)
    }
}
