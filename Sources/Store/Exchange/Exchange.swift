import Copilot
import Foundation

/// `ask export` and `ask import`: the formats, and what an import does to the state.
public enum ExportFormat: String, Sendable, CaseIterable {
    case json, ics, todotxt
}

extension Assistant {
    /// The state in `format`.
    public func export(_ format: ExportFormat, timeZone: TimeZone, now: Date) throws(StoreFailure) -> Data {
        let model = try state().model
        switch format {
        case .json: return JSONExchange.export(model)
        case .ics: return Data(ICalendar.export(model, timeZone: timeZone, now: now).utf8)
        case .todotxt: return Data(TodoTxt.export(model, timeZone: timeZone).utf8)
        }
    }

    /// Imports a file, as one undoable change; returns what was done, in words. A JSON export
    /// (or state file) replaces everything; todo.txt and iCalendar add their tasks and events
    /// with new numbers. The format is read from the content.
    public func importFile(_ data: Data, path: String, timeZone: TimeZone, now: Date) throws(StoreFailure) -> String {
        let name = (path as NSString).lastPathComponent
        let text = String(decoding: data, as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("{") {
            let model = try JSONExchange.read(data, path: path)
            try replaceModel(model, change: "imported \(name)")
            return "Imported \(name): \(Self.count(model.tasks.count, "task")), \(Self.count(model.meals.count, "meal")), \(Self.count(model.lists.count, "list")), \(Self.count(model.focus.sessions.count, "focus session")), \(Self.count(model.members.count, "member")). “undo” puts back what was there."
        }
        var model = try state().model
        guard let first = model.issuableTaskID else { throw .exchange(path: path, reason: "the state has no task number left to give") }
        let isCalendar = trimmed.uppercased().hasPrefix("BEGIN:VCALENDAR")
        let items = isCalendar
            ? ICalendar.read(text, firstID: first, now: now, timeZone: timeZone)
            : TodoTxt.read(text, firstID: first, now: now, timeZone: timeZone)
        guard !items.isEmpty else { throw .exchange(path: path, reason: isCalendar ? "no VEVENT or VTODO with a SUMMARY" : "no task lines (todo.txt)") }
        model.tasks += items
        model.nextTaskID = first + items.count
        try replaceModel(model, change: "imported \(name)")
        let events = items.filter { $0.kind == .event }.count
        return "Imported \(name): \(Self.count(items.count - events, "task"))\(events > 0 ? ", \(Self.count(events, "event"))" : "") (numbers \(first)–\(first + items.count - 1))."
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
