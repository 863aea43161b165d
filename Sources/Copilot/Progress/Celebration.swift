import Foundation

/// The line that marks a milestone as it happens: a badge or a level earned by the task just done
/// or the session just ended ("New badge: First task done. Level 2 reached."). Off with the
/// `celebrations` setting; the badges and levels count either way.
enum Celebration {
    /// What `after` earned that `before` had not, as one line; nil when nothing was, when
    /// celebrations are off, or when the user did no task and ended no session (a child's chore
    /// ticked off is the child's to celebrate).
    static func line(before: Model, after: Model, now: Date, timeZone: TimeZone) -> String? {
        guard after.settings.celebrations else { return nil }
        // Cheap checks first: most commands neither end a session nor complete a task.
        let sessionEnded = after.focus.sessions.count > before.focus.sessions.count
        guard sessionEnded || completionsGained(before: before, after: after) > 0 else { return nil }
        let zone = timeZone
        // Finished work only: a running session's minutes count towards a level as they pass,
        // and would make the level reached at its end look reached before.
        var was = before.focus, finished = after.focus
        was.current = nil
        finished.current = nil
        // The goal streaks are judged by is the one in settings, as the executor's view has it.
        was.dailyGoalMinutes = before.settings.dailyFocusGoalMinutes
        finished.dailyGoalMinutes = after.settings.dailyFocusGoalMinutes
        // One history each side gives both the badges and the level.
        let then = FocusHistory(focus: was, tasks: before.tasks, settled: before.pastCompletions, now: now, timeZone: zone)
        let history = FocusHistory(focus: finished, tasks: after.tasks, settled: after.pastCompletions, now: now, timeZone: zone)
        let had = Set(Badge.earned(in: then, goalMinutes: was.dailyGoalMinutes).map(\.kind))
        let earned = Badge.earned(in: history, goalMinutes: finished.dailyGoalMinutes).map(\.kind).filter { !had.contains($0) }
        let levelBefore = LevelProgress(xp: then.totalXP).level
        let levelAfter = LevelProgress(xp: history.totalXP).level
        var parts: [String] = []
        // A level badge says the level itself; say it once.
        let levelBadges: Set<BadgeKind> = Set(BadgeKind.levels.map(\.kind))
        let named = earned.filter { !levelBadges.contains($0) }
        let badges = named.map(\.title).joined(separator: ", ")
        if !named.isEmpty { parts.append(named.count == 1 ? Replies.progress.newBadge(badges: badges) : Replies.progress.newBadges(badges: badges)) }
        if levelAfter > levelBefore { parts.append(Replies.progress.levelReached(level: levelAfter)) }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The user's own completions: tasks of no household member.
    /// Counted where the two task lists differ only (`TaskList.positionsNotShared`): this runs
    /// on every command, and at 100,000 tasks counting them all cost more than the command.
    private static func completionsGained(before: Model, after: Model) -> Int {
        func own(_ task: TaskItem) -> Int { task.member == nil ? (task.doneDates?.count ?? 0) + (task.completed == nil ? 0 : 1) : 0 }
        var gained = after.settledCompletions.count - before.settledCompletions.count
        for range in after.tasks.positionsNotShared(with: before.tasks) {
            for position in range {
                if position < after.tasks.count { gained += own(after.tasks[position]) }
                if position < before.tasks.count { gained -= own(before.tasks[position]) }
            }
        }
        return gained
    }
}
