/// Several tasks at once, chosen by what they have in common: "all completed tasks",
/// "everything due today", "all #work tasks". Every condition given must hold.
public struct TaskSelection: Sendable, Equatable, Codable {
    /// Nil means every task the command can act on: open ones for complete and edit, open and
    /// completed ones for delete.
    public var status: TaskQuery.Status?
    public var project: String?
    public var priority: Int?
    /// Only tasks due inside this window.
    public var due: TimeWindow?
    /// Only reminders ("delete all my reminders") when true; nil or false: every kind (optional,
    /// so a selection stored by an older version, in a pending question, still reads).
    public var onlyReminders: Bool?

    public init(status: TaskQuery.Status? = nil, project: String? = nil, priority: Int? = nil, due: TimeWindow? = nil, onlyReminders: Bool? = nil) {
        self.status = status
        self.project = project
        self.priority = priority
        self.due = due
        self.onlyReminders = onlyReminders
    }

    /// How the selection reads in a reply: "completed tasks in #work due today".
    public var description: String {
        var words = [status.map { $0 == .open ? "open" : $0.rawValue }, "tasks"].compactMap { $0 }.joined(separator: " ")
        if let priority { words += " at p\(priority)" }
        if let project { words += " in #\(project)" }
        if let due { words += " due \(due.text)" }
        return words
    }
}
