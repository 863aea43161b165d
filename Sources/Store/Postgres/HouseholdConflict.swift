import Copilot
import Foundation

/// Two people changing the same thing: last writer wins, and the one whose change was replaced
/// is told at their next command.
///
/// Commands on a household run one after another (see `HouseholdStore`), so no change is lost by
/// a race; but a person may replace what the other just set without having seen it (ticking off
/// the milk the partner has just made "2 milk"). Each shared row keeps the payload before its
/// last write and the household revision it was written at; when a command changes a field (a
/// list item, a member's goal) that the row's last writer, someone else, changed after this
/// writer's previous command (so this one had not seen it), the change stands and a note for
/// that writer is queued in the household (`notices`). Their next command's reply ends with it,
/// and it is gone once read. A change made after seeing the other's is no conflict: no note.
enum HouseholdConflict {
    /// A stored row as read at the start of a command.
    struct StoredRow {
        var payload: Data
        var before: Data?
        var writer: String
        /// The household's revision when it was written.
        var revision: Int
    }

    /// The note for the row's last writer, or nil when `writer` does not replace a field they
    /// had changed.
    static func notice(table: RowTable, stored: StoredRow, new: Data?, writer: String) -> String? {
        guard stored.writer != writer else { return nil }
        let theirs = changedFields(table, from: stored.before, to: stored.payload)
        let mine = changedFields(table, from: stored.payload, to: new)
        let both = theirs.keys.filter { mine.keys.contains($0) }.sorted()
        guard !both.isEmpty else { return nil }
        let place = thing(table, stored.payload)
        let what = both.map { field in "\(field) (yours: \(theirs[field] ?? "nothing"); now: \(mine[field] ?? "nothing"))" }
        return "\(writer) changed \(what.joined(separator: ", ")) on \(place) after you; their change stands."
    }

    /// The fields that differ between two payloads, each with its new value in words.
    static func changedFields(_ table: RowTable, from old: Data?, to new: Data?) -> [String: String] {
        let before = fields(table, old), after = fields(table, new)
        var changed: [String: String] = [:]
        for key in Set(before.keys).union(after.keys) where before[key] != after[key] {
            changed[key] = after[key] ?? "removed"
        }
        return changed
    }

    /// A row as named fields: a list's items by name (an item's quantity is its value), a
    /// member's or backlog entry's JSON keys. A member's reward history is left out: it only
    /// grows, and its points say the same.
    static func fields(_ table: RowTable, _ payload: Data?) -> [String: String] {
        guard let payload else { return [:] }
        var fields: [String: String] = [:]
        switch table {
        case .lists:
            guard let list = try? ModelRows.decode(ShoppingList.self, payload) else { return [:] }
            for item in list.items { fields[item.name] = item.display }
            for item in list.restock where fields[item.name] == nil { fields[item.name] = "\(item.name) in restock" }
        default:
            guard let object = try? JSONSerialization.jsonObject(with: payload) as? [String: Any] else { return [:] }
            for (key, value) in object where !(table == .members && key == "rewards") {
                let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data()
                fields[key] = String(decoding: data, as: UTF8.self)
            }
        }
        return fields
    }

    /// "the shopping list", "Jack", "the backlog entry paint the fence".
    static func thing(_ table: RowTable, _ payload: Data) -> String {
        switch table {
        case .lists: "the \((try? ModelRows.decode(ShoppingList.self, payload))?.name ?? "") list"
        case .members: (try? ModelRows.decode(Member.self, payload))?.name ?? "a member"
        case .backlog: "the \((try? ModelRows.decode(BacklogEntry.self, payload))?.backlog ?? "") backlog"
        case .tasks: (try? ModelRows.decode(TaskItem.self, payload)).map { "task \($0.id) “\($0.title)”" } ?? "a shared task"
        default: "a \(table.rawValue) row"
        }
    }
}
