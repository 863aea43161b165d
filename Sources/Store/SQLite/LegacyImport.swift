import Copilot
import Foundation
import GRDB

extension SQLiteStore {
    /// True when nothing was ever written: no rows, no undo steps.
    func isEmpty() throws(StoreFailure) -> Bool {
        do {
            return try queue.read { db in
                try Int.fetchOne(db, sql: #"SELECT (SELECT count(*) FROM "values") + (SELECT count(*) FROM tasks) + (SELECT count(*) FROM undo_steps)"#) == 0
            }
        } catch {
            throw Self.failure(error, path: path)
        }
    }

    /// Imports a whole `CopilotState` (today's JSON state) into an empty database, in one
    /// transaction: the model as rows, the pending question, and the undo and redo snapshots as
    /// steps of the rows each changed.
    func importState(_ state: CopilotState, now: Date = Date()) throws(StoreFailure) {
        do {
            try queue.write { db in
                var model = state.model
                model.tasks.sort { $0.id < $1.id }
                try Self.writeAll(model, db)
                let models = state.history.map(\.model) + [model]
                for (index, snapshot) in state.history.enumerated() {
                    try Self.insertStep(db, change: snapshot.change, rows: ModelRows.diff(models[index], models[index + 1]), session: Self.sharedSession, now: now)
                }
                // Redo pops `undone` from the end; the store redoes the oldest undone step first.
                var previous = model
                for snapshot in state.undone.reversed() {
                    try Self.insertStep(db, change: snapshot.change, rows: ModelRows.diff(previous, snapshot.model), session: Self.sharedSession, now: now)
                    try db.execute(sql: "UPDATE undo_steps SET state = 'undone' WHERE id = ?", arguments: [db.lastInsertedRowID])
                    previous = snapshot.model
                }
                // The file's conversation (a pending question, what "it" means) is everyone's.
                try Self.writeConversation(db, session: Self.sharedSession, state: state, now: now)
            }
        } catch {
            throw Self.failure(error, path: path)
        }
    }

    /// Opens the database at `path`, first importing the JSON state at `legacy` when the
    /// database is new and that file exists; the JSON file is then renamed `….imported` (never
    /// deleted). Returns the store and a notice saying what was imported.
    public static func open(path: String, importing legacy: String?) throws(StoreFailure) -> (SQLiteStore, notice: String?) {
        let store = try SQLiteStore(path: path)
        guard let legacy, FileManager.default.fileExists(atPath: legacy), try store.isEmpty() else { return (store, nil) }
        let state: CopilotState
        do {
            state = try StateStore(url: URL(fileURLWithPath: legacy)).load()
        } catch {
            throw .corrupt(path: legacy, reason: "\(error)")
        }
        try store.importState(state)
        var renamed = legacy + ".imported"
        if FileManager.default.fileExists(atPath: renamed) { renamed += "-\(Int(Date().timeIntervalSince1970))" }
        guard rename(legacy, renamed) == 0 else {
            return (store, "Imported \(legacy) into \(path); could not rename it (\(String(cString: strerror(errno)))).")
        }
        return (store, "Imported \(legacy) into \(path); the JSON file is kept as \(renamed).")
    }
}
