import Foundation
import Intents
import Temporal

/// How values read in replies: "Fri 9 Jan at 17:00", "#work", "p1". Fixed English forms, not
/// the machine locale, so replies are the same everywhere and tests can pin them.
struct ReplyFormat {
    let timeZone: TimeZone
    let now: Date
    private let calendar: Calendar

    init(timeZone: TimeZone, now: Date) {
        self.timeZone = timeZone
        self.now = now
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Fri 9 Jan", with the year when it is not this year, and "at 17:00" when it has a time.
    func due(_ due: DueDate) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: due.date)
        var text = "\(Self.weekdays[parts.weekday! - 1]) \(parts.day!) \(Self.months[parts.month! - 1])"
        if parts.year != calendar.component(.year, from: now) { text += " \(parts.year!)" }
        if due.hasTime { text += String(format: " at %02d:%02d", parts.hour!, parts.minute!) }
        return text
    }

    /// "17:00": the time of day of `date`.
    func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour!, parts.minute!)
    }

    /// "17:00": a time of day alone.
    func clock(_ time: ClockTime) -> String {
        String(format: "%02d:%02d", time.hour, time.minute)
    }

    func isOverdue(_ due: DueDate) -> Bool {
        due.hasTime ? due.date < now : calendar.startOfDay(for: due.date) < calendar.startOfDay(for: now)
    }

    /// `“title”, due Fri 9 Jan at 17:00 · #work · p1 · @phone`
    func task(_ task: TaskItem, withDuePrefix: Bool = true) -> String {
        var parts = ["“\(task.title)”" + (task.due.map { (withDuePrefix ? ", due " : " ") + due($0) } ?? "")]
        if let deadline = task.deadline { parts.append("deadline \(due(deadline))") }
        if let recurrence = task.recurrence { parts.append("repeats \(recurrence.text)") }
        if let project = task.project { parts.append("#\(project)") }
        if let priority = task.priority { parts.append("p\(priority)") }
        parts += task.tags.map { "@\($0)" }
        if let estimate = task.estimate { parts.append("~\(Self.duration(estimate))") }
        if let member = task.member { parts.append("for \(member)") }
        if task.isShared { parts.append("shared") }
        if let reminder = reminder(task) { parts.append(reminder) }
        return parts.joined(separator: " · ")
    }

    /// "reminder Tue 24 Nov at 17:50 (10 min before)".
    func reminder(_ task: TaskItem) -> String? {
        guard let reminder = task.reminder, let instant = reminder.instant(due: task.due, calendar: calendar) else { return nil }
        let when = due(DueDate(date: instant, hasTime: true))
        if case .before(let seconds) = reminder { return "reminder \(when) (\(Self.duration(seconds)) before)" }
        return "reminder \(when)"
    }

    /// One line of a task list: `  3. finish proposal · due Fri 9 Jan at 17:00 · #work · p1`
    func listLine(_ task: TaskItem) -> String {
        var parts = [task.title]
        if let due = task.due { parts.append("due " + self.due(due) + (task.isOpen && isOverdue(due) ? " (overdue)" : "")) }
        if let deadline = task.deadline { parts.append("deadline " + self.due(deadline) + (task.isOpen && isOverdue(deadline) ? " (missed)" : "")) }
        if let recurrence = task.recurrence { parts.append("repeats \(recurrence.text)") }
        if let project = task.project { parts.append("#\(project)") }
        if let priority = task.priority { parts.append("p\(priority)") }
        parts += task.tags.map { "@\($0)" }
        if let member = task.member { parts.append("for \(member)") }
        if task.isShared { parts.append("shared") }
        if let reminder = reminder(task) { parts.append(reminder) }
        if !task.isOpen { parts.append("done") }
        return String(format: "%3d. ", task.id) + parts.joined(separator: " · ")
    }

    /// "Wed 7 Jan 16:00–17:00" for an event with an end; the due date otherwise.
    func span(_ item: TaskItem) -> String {
        // not a reply: a value's fixed form, as ReplyFormat writes dates, tasks and durations
        guard let due = item.due else { return "no date" }
        guard let end = item.end else { return self.due(due) }
        let parts = calendar.dateComponents([.hour, .minute], from: end)
        let sameDay = calendar.isDate(end.addingTimeInterval(-1), inSameDayAs: due.date)
        if due.hasTime, sameDay { return self.due(due) + String(format: "–%02d:%02d", parts.hour!, parts.minute!) }
        return self.due(due) + " to " + self.due(DueDate(date: end.addingTimeInterval(due.hasTime ? 0 : -1), hasTime: due.hasTime))
    }

    /// One line of a schedule: `Fri 9 Jan at 17:00  finish proposal (task 1)`.
    /// `shared`: everyone the same item was made for (nil is the user), named together.
    func scheduleLine(_ item: TaskItem, shared: [String?]? = nil) -> String {
        let whose = shared.map { people in ", " + Self.list(people.map { $0 ?? "you" }) } ?? item.member.map { ", \($0)" } ?? ""
        var kind = (item.kind == .task ? "task \(item.id)" : item.kind.rawValue) + whose
        // A schedule repeating within a day stands as its next time: say how it goes on.
        if let recurrence = item.recurrence, recurrence.isSubDaily { kind += ", \(recurrence.text)" }
        return "\(span(item))  \(item.title) (\(kind))"
    }

    /// "you, Jack and Emma".
    static func list(_ names: [String], conjunction: String = "and") -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " \(conjunction) " + names.last!
    }

    static func duration(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return "\(minutes) min" }
        // Whole days read as days: "2 days", not "48 h".
        if minutes % 1440 == 0 { return count(minutes / 1440, "day") }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }

    /// The text with a capital first letter, to begin a sentence: "lunch" → "Lunch".
    static func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

extension CaseIterable where Self: CustomStringConvertible {
    /// Every value as said, for a reply that names what is allowed: "light rain, thunderstorm, …".
    static var listed: String { allCases.map(\.description).joined(separator: ", ") }
}
