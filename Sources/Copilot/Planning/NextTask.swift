import Foundation
import Intents

private let say = Replies.progress

/// "What should I work on next?": one task and the one line that explains the choice.
public struct NextTask: Sendable, Equatable {
    public var task: TaskItem
    /// "overdue since Mon, p1".
    public var reason: String
    /// "Next: “Pay rent”, because it is overdue since Mon and p1."
    public var text: String
}

extension DayPlanner {
    /// The open task that ranks first (overdue, then due today, then priority, nearest due date,
    /// oldest), found in one pass without sorting; nil when nothing is open.
    public func nextTask(tasks: some Collection<TaskItem>, now: Date, timeZone: TimeZone) -> NextTask? {
        let days = LocalDays(timeZone: timeZone, from: now, through: now)
        let today = days.day(now)
        var best: (task: TaskItem, urgency: TaskUrgency)?
        for task in tasks where task.isOpen && task.kind == .task {
            let urgency = TaskUrgency(task, now: now, today: today, days: days)
            if best.map({ urgency < $0.urgency }) ?? true { best = (task, urgency) }
        }
        guard let (task, urgency) = best else { return nil }
        let format = ReplyFormat(timeZone: timeZone, now: now)
        let due = urgency.dueWords(task, today: today, days: days, format: format)
        let priority = task.priority.map { "p\($0)" }
        let because: String
        switch (urgency.tier, due, priority) {
        case (.later, let due?, let priority?): because = say.becausePriorityDue(priority: priority, due: due)
        case (.later, let due?, nil): because = say.becauseNearest(due: due)
        case (_, let due?, let priority?): because = say.becauseDuePriority(due: due, priority: priority)
        case (_, let due?, nil): because = say.becauseDue(due: due)
        case (_, nil, let priority?): because = say.becausePriority(priority: priority)
        case (_, nil, nil): because = say.becauseOldest()
        }
        let reason = urgency.reason(task, today: today, days: days, format: format)
        return NextTask(task: task, reason: reason, text: say.next(title: task.title, because: because))
    }
}
