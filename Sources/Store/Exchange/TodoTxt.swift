import Copilot
import Foundation
import Intents

/// todo.txt (github.com/todotxt/todo.txt): one task a line, `x` and the completion date when
/// done, `(A)`–`(D)` for p1–p4, the creation date, the title, `+project`, `@context` for each
/// label, and `due:YYYY-MM-DD`. Events are left out (they are the calendar's); reminders are
/// tasks here.
public enum TodoTxt {
    public static func export(_ model: Model, timeZone: TimeZone) -> String {
        let day = dayFormatter(timeZone)
        var lines: [String] = []
        for task in model.tasks where task.isToDo {
            var words: [String] = []
            if let completed = task.completed { words += ["x", day.string(from: completed)] }
            if let priority = task.priority, (1...4).contains(priority), task.completed == nil {
                words.append("(\(["A", "B", "C", "D"][priority - 1]))")
            }
            words.append(day.string(from: task.created))
            words.append(task.title.replacingOccurrences(of: "\n", with: " "))
            if let project = task.project { words.append("+" + project.replacingOccurrences(of: " ", with: "_")) }
            words += task.tags.map { "@" + $0.replacingOccurrences(of: " ", with: "_") }
            if let due = task.due { words.append("due:" + day.string(from: due.date)) }
            if let priority = task.priority, task.completed != nil { words.append("pri:\(["A", "B", "C", "D"][max(0, min(3, priority - 1))])") }
            lines.append(words.joined(separator: " "))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The tasks in todo.txt `text`, numbered from `firstID`.
    public static func read(_ text: String, firstID: Int, now: Date, timeZone: TimeZone) -> [TaskItem] {
        let day = dayFormatter(timeZone)
        var tasks: [TaskItem] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var words = line.split(separator: " ").map(String.init)
            guard !words.isEmpty else { continue }
            var completed: Date?
            var priority: Int?
            var created = now
            if words.first == "x" {
                words.removeFirst()
                completed = words.first.flatMap(day.date(from:)) ?? now
                if words.first.flatMap(day.date(from:)) != nil { words.removeFirst() }
            }
            if let first = words.first, first.count == 3, first.hasPrefix("("), first.hasSuffix(")"),
               let letter = first.dropFirst().first, let index = "ABCD".firstIndex(of: letter) {
                priority = "ABCD".distance(from: "ABCD".startIndex, to: index) + 1
                words.removeFirst()
            }
            if let first = words.first, let date = day.date(from: first) {
                created = date
                words.removeFirst()
                // A completed task may give both dates: completion, then creation.
                if completed != nil, let second = words.first, let date = day.date(from: second) {
                    created = date
                    words.removeFirst()
                }
            }
            var title: [String] = [], tags: [String] = [], project: String?, due: DueDate?
            for word in words {
                if word.count > 1, word.hasPrefix("+") {
                    project = project ?? String(word.dropFirst()).replacingOccurrences(of: "_", with: " ")
                } else if word.count > 1, word.hasPrefix("@") {
                    tags.append(String(word.dropFirst()).replacingOccurrences(of: "_", with: " "))
                } else if word.hasPrefix("due:"), let date = day.date(from: String(word.dropFirst(4))) {
                    due = DueDate(date: date, hasTime: false)
                } else if word.hasPrefix("pri:"), let letter = word.dropFirst(4).first, let index = "ABCD".firstIndex(of: letter) {
                    priority = "ABCD".distance(from: "ABCD".startIndex, to: index) + 1
                } else {
                    title.append(word)
                }
            }
            guard !title.isEmpty else { continue }
            var task = TaskItem(id: firstID + tasks.count, title: title.joined(separator: " "), due: due, priority: priority, project: project, tags: tags, created: created, completed: completed)
            task.kind = .task
            tasks.append(task)
        }
        return tasks
    }

    static func dayFormatter(_ timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.isLenient = false
        return formatter
    }
}
