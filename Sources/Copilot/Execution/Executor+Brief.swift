import Foundation
import Intents

/// The morning brief (HomeOS): the day's priorities, the family's schedule, what needs attention.
extension Executor {
    /// "brief me", "good morning": before the brief time a greeting says when the brief comes;
    /// asked for by name, it is given at any hour.
    func brief(greeting: Bool) -> Reply {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let minute = calendar.component(.hour, from: now) * 60 + calendar.component(.minute, from: now)
        let name = state.model.settings.displayName.map { ", \($0)" } ?? ""
        let briefAt = state.model.settings.morningBriefMinute
        if greeting, !state.model.settings.morningBriefOn {
            return Reply("Good morning\(name)! (The morning brief is off; say “brief me” for it.)", intent: "brief.show")
        }
        if greeting, minute < briefAt {
            return Reply("Good morning\(name)! Your brief is at \(String(format: "%02d:%02d", briefAt / 60, briefAt % 60)); say “brief me” for it now.", intent: "brief.show")
        }
        let day = today()
        var lines = [(greeting ? "Good morning\(name). " : "") + "Your brief for \(format.due(DueDate(date: day.start, hasTime: false))):"]

        // Priorities: overdue first, then what is due today, then the rest of p1, by priority and date.
        let open = state.tasks.filter { $0.isOpen && $0.isToDo && $0.member == nil }
        let overdue = open.filter { task in task.due.map { format.isOverdue($0) && $0.date < day.start } ?? false }
        let dueToday = open.filter { task in task.due.map { $0.date >= day.start && $0.date < day.end } ?? false }
        let urgent = open.filter { $0.priority == 1 && !overdue.contains($0) && !dueToday.contains($0) }
        let priorities = (overdue + dueToday.sorted { ($0.priority ?? 4, $0.due!.date) < ($1.priority ?? 4, $1.due!.date) } + urgent).prefix(3)
        if priorities.isEmpty {
            lines.append("Priorities: nothing due; a good day to get ahead.")
        } else {
            lines.append("Priorities:")
            lines += priorities.map(format.listLine)
        }

        // The family's schedule: everyone's events and reminders today, repeats included.
        let schedule = dated(in: day) { $0.kind != .task }
        if schedule.isEmpty {
            lines.append("Schedule: nothing on the calendar today.")
        } else {
            lines.append("Schedule:")
            lines += schedule.prefix(12).map { "  " + format.scheduleLine($0) }
        }

        // Attention: overdue items beyond the priorities shown.
        let unseen = overdue.filter { !priorities.contains($0) }.count
        if unseen > 0 {
            lines.append("Needs attention: \(ReplyFormat.count(unseen, "more overdue task")) (say “show my overdue tasks”).")
        }
        // Requests waiting in the approvals inbox.
        let waiting = state.model.state(ApprovalInbox.self).pending
        if !waiting.isEmpty {
            lines.append("Waiting for your approval: " + waiting.prefix(3).map(Self.describe).joined(separator: "; ")
                         + (waiting.count > 3 ? " and \(waiting.count - 3) more" : "") + " (say “what needs my approval”).")
        }
        return Reply(lines.joined(separator: "\n"), intent: "brief.show")
    }
}
