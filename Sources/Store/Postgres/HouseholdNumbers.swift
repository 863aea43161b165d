import Copilot
import Foundation
import PostgresNIO

extension HouseholdStore {
    /// Gives a new number to each local task whose number a shared task has (tasks made before
    /// this store joined the household, or while it was away), so "done 12" means one thing.
    /// The numbers are taken from the household's counter under its lock, so nobody connected is
    /// given them; then the local store is changed (not an undo step). Returns what to tell the
    /// user, or nil when nothing clashed.
    func renumberClashes(in store: SQLiteStore, session: String) throws(StoreFailure) -> String? {
        try ensureConnected()
        let sharedIDs = Set(try run("SELECT position FROM shared_rows WHERE tbl = 'tasks'").map { row throws(StoreFailure) in Int(try decode(row, as: Int64.self)) })
        guard !sharedIDs.isEmpty else { return nil }
        let local = try store.load(session: session).model
        let clashing = local.tasks.filter { !$0.isShared && sharedIDs.contains($0.id) }.map(\.id)
        guard !clashing.isEmpty else { return nil }
        let first: Int
        do {
            let results = try runAll([
                "BEGIN",
                "SELECT revision FROM household WHERE id = 1 FOR UPDATE",
                "SELECT payload::text FROM shared_rows WHERE tbl = 'values' AND position = \(ValueKey.nextTaskID.rawValue)",
            ])
            let counter = try results[2].first.map { row throws(StoreFailure) in Int(try decode(row, as: String.self)) ?? 1 } ?? 1
            first = max(counter, local.nextTaskID, (sharedIDs.max() ?? 0) + 1)
            let next = String(first + clashing.count)
            try runAll([
                """
                INSERT INTO shared_rows (tbl, position, name, payload, writer) VALUES ('values', \(ValueKey.nextTaskID.rawValue), '', \(next)::jsonb, \(writer))
                ON CONFLICT (tbl, position) DO UPDATE SET payload = excluded.payload, writer = excluded.writer
                """,
                "COMMIT",
            ])
        } catch {
            rollback()
            throw error
        }
        var moved: [String] = []
        try store.update(session: session) { state in
            var tasks = state.model.tasks
            for (offset, id) in clashing.enumerated() {
                guard let index = tasks.firstIndex(where: { $0.id == id && !$0.isShared }) else { continue }
                let number = first + offset
                moved.append("task \(id) “\(tasks[index].title)” is now task \(number)")
                if state.model.lastMentionedTaskID == id { state.model.lastMentionedTaskID = number }
                tasks[index].id = number
            }
            state.model.tasks = TaskList(tasks.sorted { $0.id < $1.id })
            state.model.nextTaskID = max(state.model.nextTaskID, first + clashing.count)
        }
        guard !moved.isEmpty else { return nil }
        return "The shared household already has tasks with some of your numbers: " + moved.joined(separator: ", ") + "."
    }
}
