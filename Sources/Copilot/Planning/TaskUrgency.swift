import Foundation
import Intents

private let say = Replies.progress

/// The order open tasks are worked in, and the words that explain it: overdue first (oldest
/// deadline first), then due today (earliest time first, whole-day ones after timed ones), then by
/// priority (p1 first, no priority last), then nearest due date, then oldest.
struct TaskUrgency: Comparable {
    enum Tier: Int, Comparable {
        case overdue, dueToday, later
        static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
    }

    let tier: Tier
    /// When it is due, seconds since 1970; a whole day counts as its end. Infinity for none.
    let due: Double
    /// 1-4, with 5 for none so p4 comes before no priority.
    let priority: Int
    let created: Double
    let id: Int

    init(_ task: TaskItem, now: Date, today: Int, days: LocalDays) {
        id = task.id
        priority = task.priority ?? 5
        created = task.created.timeIntervalSince1970
        guard let due = Self.nearest(task)?.date else {
            tier = .later
            self.due = .infinity
            return
        }
        let day = days.day(due.date)
        self.due = due.hasTime ? due.date.timeIntervalSince1970 : days.start(day + 1) - 1
        let overdue = due.hasTime ? due.date < now : day < today
        tier = overdue ? .overdue : day == today ? .dueToday : .later
    }

    static func < (a: TaskUrgency, b: TaskUrgency) -> Bool {
        if a.tier != b.tier { return a.tier < b.tier }
        if a.tier == .later, a.priority != b.priority { return a.priority < b.priority }
        if a.due != b.due { return a.due < b.due }
        if a.priority != b.priority { return a.priority < b.priority }
        if a.created != b.created { return a.created < b.created }
        return a.id < b.id
    }

    /// The date a task is worked toward: its due date or its deadline, whichever comes first.
    static func nearest(_ task: TaskItem) -> (date: DueDate, isDeadline: Bool)? {
        switch (task.due, task.deadline) {
        case (let due?, let deadline?): deadline.date < due.date ? (deadline, true) : (due, false)
        case (let due?, nil): (due, false)
        case (nil, let deadline?): (deadline, true)
        case (nil, nil): nil
        }
    }

    /// "overdue since Mon", "due today at 17:00", "due tomorrow", "due Fri 9 Jan", "deadline
    /// tomorrow"; nil with no date.
    func dueWords(_ task: TaskItem, today: Int, days: LocalDays, format: ReplyFormat) -> String? {
        guard let (due, isDeadline) = Self.nearest(task) else { return nil }
        let day = days.day(due.date)
        let at = due.hasTime ? say.urgencyAt(time: format.time(due.date)) : ""
        switch tier {
        case .overdue:
            // Overdue today is overdue since a time: a whole day due today is not overdue yet.
            if day == today { return say.urgencyOverdueAt(time: format.time(due.date)) }
            let date = format.due(DueDate(date: due.date, hasTime: false))
            return say.urgencyOverdue(day: today - day < 7 ? String(date.prefix(3)) : date)
        case .dueToday:
            return isDeadline ? say.urgencyDeadlineToday(at: at) : say.urgencyToday(at: at)
        case .later where day == today + 1:
            return isDeadline ? say.urgencyDeadlineTomorrow(at: at) : say.urgencyTomorrow(at: at)
        case .later:
            return isDeadline ? say.urgencyDeadline(day: format.due(due)) : say.urgencyDue(day: format.due(due))
        }
    }

    /// The words of a block's reason: due words and priority, or why it is here without them.
    func reason(_ task: TaskItem, today: Int, days: LocalDays, format: ReplyFormat) -> String {
        var parts: [String] = []
        if let due = dueWords(task, today: today, days: days, format: format) { parts.append(due) }
        if let priority = task.priority { parts.append("p\(priority)") }
        return parts.isEmpty ? say.urgencyNone() : parts.joined(separator: ", ")
    }
}
