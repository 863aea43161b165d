import Foundation
import Intents

/// Quiet hours hold back reminders: one that falls inside them is kept, and comes when they end.
/// The reply says so when the reminder is made, and when quiet hours are set it says which
/// reminders they now hold. Quiet hours may run past midnight ("10pm to 7am").
extension Settings {
    /// Whether `minute` (after midnight) falls inside quiet hours; never when they are off or empty.
    func isQuiet(minute: Int) -> Bool {
        guard let hours = quietHours, hours.count == 2, hours[0] != hours[1] else { return false }
        let (start, end) = (hours[0], hours[1])
        return start < end ? (minute >= start && minute < end) : (minute >= start || minute < end)
    }

    /// The minute (after midnight) quiet hours end, when they are on.
    var quietEnd: Int? { quietHours.flatMap { $0.count == 2 ? $0[1] : nil } }
}

extension Executor {
    /// Whether `settings`' quiet hours hold an item due then (an item with no time of day never is).
    func isHeld(_ due: DueDate, by settings: Settings) -> Bool {
        guard due.hasTime else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: due.date)
        return settings.isQuiet(minute: parts.hour! * 60 + parts.minute!)
    }

    /// How a new reminder's alert will come, when not as set: " Notifications are off, ..." while
    /// they are off, " It falls in your quiet hours (22:00 to 07:00), so it will come at 07:00."
    /// for one due inside them; empty otherwise.
    func alertNote(for due: DueDate) -> String {
        let settings = state.model.settings
        if settings.notifications == .off { return Replies.settings.alertOff() }
        guard isHeld(due, by: settings), let hours = settings.quietHours else { return "" }
        return Replies.settings.alertHeld(start: clock(hours[0]), end: clock(hours[1]))
    }

    /// The open reminders `settings`' quiet hours hold from now on, repeats by their next date.
    func remindersHeld(by settings: Settings) -> [TaskItem] {
        state.tasks.filter { item in
            guard item.kind == .reminder, item.isOpen, let due = item.due, due.date >= now || item.recurrence != nil else { return false }
            return isHeld(due, by: settings)
        }
    }
}
