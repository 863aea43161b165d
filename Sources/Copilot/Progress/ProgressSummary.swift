import Foundation

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
        lines.append("Level \(report.level.level) (\(report.level.xp) XP\(report.level.xpToNext.map { ", \($0) to level \(report.level.level + 1)" } ?? ", the top")) · \(report.streak.summary)")
        if !report.newBadges.isEmpty { lines.append("Badges earned: " + report.newBadges.map(\.kind.title).joined(separator: ", ") + ".") }
        lines.append(comparison)
        return lines.joined(separator: "\n")
    }

    private var name: (this: String, before: String) {
        switch (report.period, report.offset) {
        case (.day, 0): ("Today", "yesterday")
        case (.day, -1): ("Yesterday", "the day before")
        case (.day, _): (format.due(.init(date: report.start, hasTime: false)), "the day before")
        case (.week, 0): ("This week", "last week")
        case (.week, -1): ("Last week", "the week before")
        case (.week, _): ("The week of \(format.due(.init(date: report.start, hasTime: false)))", "the week before")
        case (.month, 0): ("This month", "last month")
        case (.month, -1): ("Last month", "the month before")
        case (.month, _): (Self.monthName(report.start, timeZone: format.timeZone), "the month before")
        }
    }

    private var headline: String {
        let totals = report.totals
        let when = report.period == .day && report.offset >= -1 ? "\(name.this) (\(format.due(.init(date: report.start, hasTime: false))))" : name.this
        return "\(when): \(Self.minutes(totals.focusMinutes)) of focus in \(ReplyFormat.count(totals.sessions, "session")), "
            + "\(ReplyFormat.count(totals.tasksCompleted, "task")) done, \(totals.xp) XP."
    }

    /// "Mon 1 h 10 min ✓ · Tue 45 min · Wed 20 min · Thu – ...": ✓ where the goal was met.
    private var week: String {
        report.days.map { day in
            let weekday = ReplyFormat.weekdays[day.weekday % 7]
            if day.isFuture { return "\(weekday) –" }
            return "\(weekday) \(Self.minutes(day.focusMinutes))\(day.goalMet ? " ✓" : "")"
        }.joined(separator: " · ")
    }

    /// "Best day: Tue 13 Jan, 2 h 5 min." for a month, where a line a day would be too long.
    private var bestDay: String {
        let best = report.days.filter { !$0.isFuture }.max { $0.focusMinutes < $1.focusMinutes }!
        let goalDays = report.days.filter(\.goalMet).count
        return "Best day: \(format.due(.init(date: best.start, hasTime: false))), \(Self.minutes(best.focusMinutes)) · goal met on \(ReplyFormat.count(goalDays, "day"))."
    }

    private var comparison: String {
        let now = report.totals, before = report.previous
        let soFar = report.isInProgress ? " by this point" : ""
        let then = "\(Self.minutes(before.focusMinutes)) and \(ReplyFormat.count(before.tasksCompleted, "task")) \(name.before)\(soFar)"
        if now.isEmpty {
            let nudge = report.isInProgress ? "A 25-minute Pomodoro is an easy way in." : "A fresh start is one short session away."
            return before.isEmpty ? "Nothing logged yet. \(nudge)" : "Nothing logged yet (\(then)). \(nudge)"
        }
        let difference = now.xp - before.xp
        let steady = max(Self.steadyXP, Int((Double(before.xp) * Self.steadyShare).rounded()))
        if before.isEmpty { return "Up from nothing \(name.before)\(soFar): a good start." }
        if difference > steady { return "Up on \(name.before) (\(then)): nice momentum." }
        if difference < -steady {
            let push = report.isInProgress ? "one focused session today closes the gap." : "a short session today gets things moving again."
            return "Down on \(name.before) (\(then)); \(push)"
        }
        return "Steady with \(name.before) (\(then)): consistency is what builds streaks."
    }

    /// "November 2025".
    static func monthName(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "LLLL yyyy"
        return formatter.string(from: date)
    }

    /// "0 min", "45 min", "2 h", "1 h 10 min".
    static func minutes(_ minutes: Int) -> String { ReplyFormat.duration(Double(minutes) * 60) }
}
