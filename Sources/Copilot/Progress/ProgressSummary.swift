import Foundation

private let say = Replies.progress

/// The words of a progress report: what was done, level and streak, and one line that depends on
/// the numbers: a gentle nudge for nothing done (never praise), otherwise up, down or steady
/// against the window before.
struct ProgressSummary {
    let report: ProgressReport
    let format: ReplyFormat

    /// Within a tenth either way (and at least 5 XP) counts as steady.
    static let steadyShare = 0.1
    static let steadyXP = 5

    var text: String {
        var lines = [headline]
        if report.period == .week { lines.append(week) }
        if report.period == .month, report.totals.focusMinutes > 0 { lines.append(bestDay) }
        let level = report.level
        lines.append(level.xpToNext.map { say.summaryLevel(level: level.level, xp: level.xp, left: $0, next: level.level + 1, streak: report.streak.summary) }
            ?? say.summaryLevelTop(level: level.level, xp: level.xp, streak: report.streak.summary))
        if !report.newBadges.isEmpty { lines.append(say.summaryBadges(badges: report.newBadges.map(\.kind.title).joined(separator: ", "))) }
        lines.append(comparison)
        return lines.joined(separator: "\n")
    }

    private var name: (this: String, before: String) {
        switch (report.period, report.offset) {
        case (.day, 0): (say.dayThis(), say.dayThisBefore())
        case (.day, -1): (say.dayLast(), say.dayBefore())
        case (.day, _): (format.due(.init(date: report.start, hasTime: false)), say.dayBefore())
        case (.week, 0): (say.weekThis(), say.weekThisBefore())
        case (.week, -1): (say.weekLast(), say.weekBefore())
        case (.week, _): (say.weekOf(day: format.due(.init(date: report.start, hasTime: false))), say.weekBefore())
        case (.month, 0): (say.monthThis(), say.monthThisBefore())
        case (.month, -1): (say.monthLast(), say.monthBefore())
        case (.month, _): (Self.monthName(report.start, timeZone: format.timeZone), say.monthBefore())
        }
    }

    private var headline: String {
        let totals = report.totals
        let when = report.period == .day && report.offset >= -1 ? say.summaryDay(period: name.this, day: format.due(.init(date: report.start, hasTime: false))) : name.this
        return say.summaryHeadline(when: when, focus: Self.minutes(totals.focusMinutes), sessions: totals.sessions, tasks: totals.tasksCompleted, xp: totals.xp)
    }

    /// "Mon 1 h 10 min ✓ · Tue 45 min · Wed 20 min · Thu – ...": ✓ where the goal was met.
    private var week: String {
        report.days.map { day in
            let weekday = ReplyFormat.weekdays[day.weekday % 7]
            if day.isFuture { return say.weekdayAhead(weekday: weekday) }
            let focus = Self.minutes(day.focusMinutes)
            return day.goalMet ? say.weekdayMet(weekday: weekday, focus: focus) : say.weekday(weekday: weekday, focus: focus)
        }.joined(separator: " · ")
    }

    /// "Best day: Tue 13 Jan, 2 h 5 min." for a month, where a line a day would be too long.
    private var bestDay: String {
        let best = report.days.filter { !$0.isFuture }.max { $0.focusMinutes < $1.focusMinutes }!
        let goalDays = report.days.filter(\.goalMet).count
        return say.summaryBest(day: format.due(.init(date: best.start, hasTime: false)), focus: Self.minutes(best.focusMinutes), days: goalDays)
    }

    private var comparison: String {
        let now = report.totals, before = report.previous
        let soFar = report.isInProgress ? say.summarySoFar() : ""
        let then = say.summaryThen(focus: Self.minutes(before.focusMinutes), tasks: before.tasksCompleted, before: name.before, soFar: soFar)
        if now.isEmpty {
            let nudge = report.isInProgress ? say.summaryNudgeNow() : say.summaryNudgeLater()
            return before.isEmpty ? say.summaryNothing(nudge: nudge) : say.summaryNothingThen(then: then, nudge: nudge)
        }
        let difference = now.xp - before.xp
        let steady = max(Self.steadyXP, Int((Double(before.xp) * Self.steadyShare).rounded()))
        if before.isEmpty { return say.summaryUpFromNothing(before: name.before, soFar: soFar) }
        if difference > steady { return say.summaryUp(before: name.before, then: then) }
        if difference < -steady {
            let push = report.isInProgress ? say.summaryPushNow() : say.summaryPushLater()
            return say.summaryDown(before: name.before, then: then, push: push)
        }
        return say.summarySteady(before: name.before, then: then)
    }

    /// "November 2025".
    static func monthName(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "LLLL yyyy" // not a reply: a date pattern (the month's name, the year)
        return formatter.string(from: date)
    }

    /// "0 min", "45 min", "2 h", "1 h 10 min".
    static func minutes(_ minutes: Int) -> String { ReplyFormat.duration(Double(minutes) * 60) }
}
