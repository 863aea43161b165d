/// How a command points at a task: by its number, by words of its title, by a pronoun
/// ("it", "that", "the last one") meaning the task talked about last, or, for bulk changes, by
/// what several tasks have in common ("all completed tasks").
public enum TaskReference: Sendable, Equatable, Codable {
    case number(Int)
    case words(String)
    /// Words and when the task is due: "the 5 pm alarm", "my meeting on tuesday".
    case wordsDue(String, DueFilter)
    case lastMentioned
    case all(TaskSelection)

    /// Reads a reference from the free text a grammar captured: a number (after one of
    /// `numberLeads`, the grammar's `t_number_lead`: "number 3", "task 3", or "#3"), else title
    /// words. A reference that is only a pointer ("that one") never gets here: the grammar
    /// extracts it (`t_pointer`) and the builder reads `.lastMentioned`.
    public init?(text: String, numberLeads: Set<String>) {
        let folded = text.lowercased().trimmingCharacters(in: .whitespaces)
        guard !folded.isEmpty else { return nil }
        var digits = Substring(folded)
        if let space = digits.firstIndex(of: " ") {
            var lead = digits[..<space]
            if lead.hasSuffix(".") { lead = lead.dropLast() }
            if numberLeads.contains(String(lead)) { digits = digits[space...].drop { $0 == " " } }
        }
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        // A number is a task number whatever its sign: "done -1" and "delete 0" name tasks that
        // do not exist (numbers start at 1) and are answered so, never read as words or as 1.
        if let number = Int(digits.trimmingCharacters(in: .whitespaces)) {
            self = .number(number)
        } else {
            self = .words(text.trimmingCharacters(in: .whitespaces))
        }
    }
}
