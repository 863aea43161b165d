import Foundation
import Intents

private let say = Replies.brief

/// The morning brief (HomeOS): the day's priorities, the family's schedule, what needs attention.
extension Executor {
    /// "brief me", "good morning": before the brief time a greeting says when the brief comes;
    /// asked for by name, it is given at any hour.
    func brief(greeting: Bool) -> Reply {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let minute = calendar.component(.hour, from: now) * 60 + calendar.component(.minute, from: now)
        let name = state.model.settings.displayName.map { say.name(name: $0) } ?? ""
        let briefAt = state.model.settings.morningBriefMinute
        if greeting, !state.model.settings.morningBriefOn {
            return Reply(say.off(name: name), intent: "brief.show")
        }
        if greeting, minute < briefAt {
            return Reply(say.later(name: name, time: clock(briefAt)), intent: "brief.show")
        }
        let day = today()
        let date = format.due(DueDate(date: day.start, hasTime: false))
        var lines = [greeting ? say.headingGreeting(name: name, day: date) : say.heading(day: date)]

        // Priorities: overdue first, then what is due today, then the rest of p1, by priority and date.
        let open = state.tasks.filter { $0.isOpen && $0.isToDo && $0.member == nil }
        let overdue = open.filter { task in task.due.map { format.isOverdue($0) && $0.date < day.start } ?? false }
        let dueToday = open.filter { task in task.due.map { $0.date >= day.start && $0.date < day.end } ?? false }
        let urgent = open.filter { $0.priority == 1 && !overdue.contains($0) && !dueToday.contains($0) }
        let priorities = (overdue + dueToday.sorted { ($0.priority ?? 4, $0.due!.date) < ($1.priority ?? 4, $1.due!.date) } + urgent).prefix(3)
        if priorities.isEmpty {
            lines.append(say.prioritiesNone())
        } else {
            lines.append(say.priorities())
            lines += priorities.map(format.listLine)
        }

        // The family's schedule: everyone's events and reminders today, repeats included.
        let schedule = dated(in: day) { $0.kind != .task }
        if schedule.isEmpty {
            lines.append(say.scheduleNone())
        } else {
            lines.append(say.schedule())
            lines += schedule.prefix(12).map { say.line(line: format.scheduleLine($0)) }
        }

        // Attention: overdue items beyond the priorities shown.
        let unseen = overdue.filter { !priorities.contains($0) }.count
        if unseen > 0 {
            lines.append(say.attention(count: unseen))
        }
        // Requests waiting in the approvals inbox.
        let waiting = state.model.state(ApprovalInbox.self).pending
        if !waiting.isEmpty {
            let requests = waiting.prefix(3).map(Self.describe).joined(separator: "; ")
            lines.append(waiting.count > 3 ? say.approvalsMore(requests: requests, more: waiting.count - 3) : say.approvals(requests: requests))
        }
        return Reply(lines.joined(separator: "\n"), intent: "brief.show")
    }
}
