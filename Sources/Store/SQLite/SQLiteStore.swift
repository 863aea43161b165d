import Copilot
import Foundation
import GRDB

/// Keeps `CopilotState` in a SQLite database, a row per thing (see `ModelRows`).
///
/// Each command is one `BEGIN IMMEDIATE` transaction: the model is read, the command runs, and
/// only the rows that changed are written, with the undo steps the command made (rows before and
/// after). Two processes serialize on SQLite's write lock, so neither loses the other's change.
/// WAL with `synchronous = FULL`: a committed command survives a crash or a power cut; a command
/// killed mid-way leaves nothing of itself.
public final class SQLiteStore: @unchecked Sendable {
    /// The path as given, and the file written (symlinks followed).
    public let path: String
    public let target: String
    let queue: DatabaseQueue
    /// The model as this connection last read or wrote it, and SQLite's `data_version` then: when
    /// no other connection has committed since, the next command starts from it instead of
    /// reading every row again (the prompt's per-command cost does not grow with the data).
    private var cached: (model: Model, version: Int)?
    /// Whether a command ran through this connection yet.
    private var hasRun = false

    /// How many undo steps are kept.
    public static let stepLimit = CopilotState.historyLimit
    /// The conversation that commands belong to when no session is named.
    public static let sharedSession = "shared"

    /// Opens (creating when absent) the database at `path`. A file that is not an ask database,
    /// or one from a newer ask, is refused and left untouched.
    public init(path: String) throws(StoreFailure) {
        self.path = path
        try StatePath.checkNotDirectoryName(path)
        target = try StatePath.resolve(path)
        if let header = try StatePath.header(target, count: 16), !header.isEmpty {
            guard header.count == 16, header == Array("SQLite format 3\0".utf8) else {
                let looksLikeJSON = header.first == UInt8(ascii: "{")
                throw .corrupt(path: path, reason: looksLikeJSON ? "it is JSON; a JSON state file needs a path ending .json, or `ask import` it" : "not a SQLite file")
            }
            // The mode bits, not access(2): root may write anything, but a file made read-only
            // was made so on purpose.
            var info = stat()
            if stat(target, &info) == 0, info.st_mode & 0o222 == 0 || access(target, W_OK) != 0 { throw .readOnly(path: path) }
            try Self.inspect(path: path, target: target)
        } else {
            try StatePath.createDirectory(for: target)
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            queue = try DatabaseQueue(path: target, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                if try Int32.fetchOne(db, sql: "PRAGMA application_id") == 0 {
                    try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
                }
            }
            try Schema.migrator.migrate(queue)
        } catch {
            throw Self.failure(error, path: path)
        }
    }

    /// Reads an existing database without writing: refuses one that is not ours or is newer.
    private static func inspect(path: String, target: String) throws(StoreFailure) {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(30)
        do {
            let reader = try DatabaseQueue(path: target, configuration: configuration)
            let (application, version, tables) = try reader.read { db in
                (try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                 try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0,
                 try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0)
            }
            try reader.close()
            if application != Schema.applicationID && (application != 0 || tables > 0) {
                throw StoreFailure.foreign(path: path, reason: application == 0 ? "its tables are not ask's" : String(format: "application id 0x%08x", application))
            }
            if version > Schema.version { throw StoreFailure.newer(path: path, version: version, known: Schema.version) }
        } catch let failure as StoreFailure {
            throw failure
        } catch {
            throw failure(error, path: path)
        }
    }

    static func failure(_ error: any Error, path: String) -> StoreFailure {
        if let failure = error as? StoreFailure { return failure }
        guard let error = error as? DatabaseError else { return .unwritable(path: path, reason: "\(error)") }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .corrupt(path: path, reason: error.message ?? "corrupt")
        case .SQLITE_READONLY: return .readOnly(path: path)
        case .SQLITE_FULL: return .unwritable(path: path, reason: "the disk is full")
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: return .unreadable(path: path, reason: error.message ?? "cannot open")
        default: return .unwritable(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }

    // MARK: Commands

    /// Runs `body` on the stored state in one transaction, writing the rows it changed and the
    /// undo steps it made. `session` owns the pending question and the steps made. `plan` may
    /// name the tables the command needs (see `LoadPlan`); without one, or when this process
    /// holds a current copy, the whole model is used. `shared` keeps part of the model in another
    /// store (a household in PostgreSQL), in a transaction inside this one (see `SharedPart`).
    public func update<T>(session: String = SQLiteStore.sharedSession, now: Date = Date(), shared: (any SharedPart)? = nil, plan: ((_ hasPending: Bool, _ journal: UndoJournal) -> LoadPlan)? = nil, _ body: (inout CopilotState) -> T) throws(StoreFailure) -> T {
        do {
            return try queue.writeWithoutTransaction { db in
                var value: T?
                try db.inTransaction(.immediate) {
                    var conversation = CopilotState()
                    try Self.loadConversation(db, session: session, into: &conversation)
                    let journal = try Self.loadJournal(db, session: session)
                    let version = try Int.fetchOne(db, sql: "PRAGMA data_version") ?? -1
                    var load = LoadPlan.everything
                    var state = CopilotState()
                    if let cached, cached.version == version {
                        state.model = cached.model
                    } else {
                        cached = nil
                        // A plan serves the first command (a one-shot's only one); later commands
                        // read everything once and then run on the copy.
                        // (Not with a shared part: a plan's check covers local rows only.)
                        if !hasRun, shared == nil { load = plan?(conversation.pending != nil, journal) ?? .everything }
                        state.model = try Self.loadModel(db, load)
                    }
                    hasRun = true
                    if let shared { try shared.begin(into: &state.model) }
                    do {
                        state.pending = conversation.pending
                        state.model.lastMention = conversation.model.lastMention
                        state.model.lastMentionedTaskID = conversation.model.lastMentionedTaskID
                        state.model.lastMember = conversation.model.lastMember
                        state.journal = journal
                        var original = state
                        value = body(&state)
                        if !load.isEverything, try !load.covers(from: original.model, to: state.model, db) {
                            // The command reached past what was loaded: run it again on everything.
                            load = .everything
                            state.model = try Self.loadModel(db, load)
                            state.model.lastMention = conversation.model.lastMention
                            state.model.lastMentionedTaskID = conversation.model.lastMentionedTaskID
                            state.model.lastMember = conversation.model.lastMember
                        state.model.lastMember = conversation.model.lastMember
                            state.pending = conversation.pending
                            state.journal = journal
                            state.history = []
                            state.undone = []
                            original = state
                            value = body(&state)
                        }
                        cached = nil
                        try Self.persist(db, from: original, to: state, session: session, now: now, local: shared.map { part in { part.local($0) } })
                        // The other store commits first: if it fails, this transaction rolls back too.
                        try shared?.commit(from: original.model, to: state.model)
                        if load.isEverything { cached = (shared?.local(state.model) ?? state.model, version) }
                    } catch {
                        shared?.rollback()
                        throw error
                    }
                    return .commit
                }
                return value!
            }
        } catch {
            cached = nil
            throw Self.failure(error, path: path)
        }
    }

    /// The whole state as stored (no undo snapshots: undo lives in the change log).
    public func load(session: String = SQLiteStore.sharedSession) throws(StoreFailure) -> CopilotState {
        do {
            return try queue.read { db in
                var state = CopilotState()
                state.model = try Self.loadModel(db)
                try Self.loadConversation(db, session: session, into: &state)
                return state
            }
        } catch {
            throw Self.failure(error, path: path)
        }
    }

    /// Replaces the model as one undo step (an import).
    public func replaceModel(_ model: Model, change: String, session: String = SQLiteStore.sharedSession, now: Date = Date(), shared: (any SharedPart)? = nil) throws(StoreFailure) {
        _ = try update(session: session, now: now, shared: shared) { state in
            state.history = [CopilotState.Snapshot(model: state.model, change: change)]
            state.model = model
        }
    }

    /// The number of undo and redo steps stored.
    public func stepCounts() throws(StoreFailure) -> (undo: Int, redo: Int) {
        do {
            return try queue.read { db in
                (try Int.fetchOne(db, sql: "SELECT count(*) FROM undo_steps WHERE state = 'done'") ?? 0,
                 try Int.fetchOne(db, sql: "SELECT count(*) FROM undo_steps WHERE state = 'undone'") ?? 0)
            }
        } catch {
            throw Self.failure(error, path: path)
        }
    }

    /// The number of rows each stored step changed, oldest first (what undo history costs).
    public func stepSizes() throws(StoreFailure) -> [Int] {
        do {
            return try queue.read { db in
                try Int.fetchAll(db, sql: "SELECT (SELECT count(*) FROM undo_rows WHERE step = undo_steps.id) FROM undo_steps ORDER BY id")
            }
        } catch {
            throw Self.failure(error, path: path)
        }
    }

    /// Closes the database (the WAL is checkpointed and removed when no one else has it open).
    public func close() {
        try? queue.close()
    }

    // MARK: Reading

    static let tableColumns: [RowTable: String] = [
        .tasks: "SELECT id, payload FROM tasks ORDER BY id",
        .meals: "SELECT position, payload FROM meals ORDER BY position",
        .focusSessions: "SELECT position, payload FROM focus_sessions ORDER BY position",
        .notes: "SELECT position, payload FROM notes ORDER BY position",
        .lists: "SELECT position, payload FROM lists ORDER BY position",
        .backlog: "SELECT position, payload FROM backlog ORDER BY position",
        .members: "SELECT position, payload FROM members ORDER BY position",
    ]

    static func loadModel(_ db: Database, _ plan: LoadPlan = .everything) throws -> Model {
        var tables: [RowTable: [(Int64, Data)]] = [:]
        for (table, sql) in tableColumns where plan.tables.contains(table) {
            var rows: [(Int64, Data)] = []
            let cursor = try Row.fetchCursor(db.cachedStatement(sql: sql))
            while let row = try cursor.next() { rows.append((row[0], row[1])) }
            tables[table] = rows
        }
        if !plan.tables.contains(.tasks), !plan.taskIDs.isEmpty {
            var rows: [(Int64, Data)] = []
            let statement = try db.cachedStatement(sql: "SELECT id, payload FROM tasks WHERE id = ?")
            for id in plan.taskIDs.sorted() {
                if let row = try Row.fetchOne(statement, arguments: [id]) { rows.append((row[0], row[1])) }
            }
            tables[.tasks] = rows
        }
        var mealsOffset = 0
        if !plan.tables.contains(.meals), let since = plan.mealsSince {
            // Positions are contiguous from 0; the meals from the first eaten since `since` (or
            // the last one) to the end.
            let first = try Int64.fetchOne(db, sql: "SELECT coalesce((SELECT min(position) FROM meals WHERE eaten >= ?), (SELECT max(position) FROM meals))",
                                           arguments: [since.timeIntervalSince1970])
            var rows: [(Int64, Data)] = []
            if let first {
                let cursor = try Row.fetchCursor(db.cachedStatement(sql: "SELECT position, payload FROM meals WHERE position >= ? ORDER BY position"), arguments: [first])
                while let row = try cursor.next() { rows.append((row[0], row[1])) }
                mealsOffset = Int(first)
            }
            tables[.meals] = rows
        }
        var values: [(Int64, Data)] = []
        let cursor = try Row.fetchCursor(db.cachedStatement(sql: #"SELECT key, payload FROM "values""#))
        while let row = try cursor.next() {
            if let id = ModelRows.valueID(name: row[0]) { values.append((id, row[1])) }
        }
        tables[.values] = values
        var model = try ModelRows.assemble(tables)
        model.mealsOffset = mealsOffset
        if !plan.tables.contains(.tasks), plan.completions { model.settledCompletions = try completions(db) }
        return model
    }

    /// Every time a task was done, oldest first, from the columns (no task decoded): its
    /// completion, and a repeating task's earlier ones.
    static func completions(_ db: Database) throws -> [TaskCompletion] {
        var done: [TaskCompletion] = [], earlier: [TaskCompletion] = []
        let cursor = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT completed, priority, done_dates FROM tasks
            WHERE completed IS NOT NULL OR done_dates IS NOT NULL ORDER BY completed
            """))
        while let row = try cursor.next() {
            let priority: Int? = row[1]
            if let completed: Double = row[0] { done.append(TaskCompletion(date: Date(timeIntervalSince1970: completed), priority: priority)) }
            if let dates: String = row[2] {
                for seconds in try ModelRows.decode([Double].self, Data(dates.utf8)) {
                    earlier.append(TaskCompletion(date: Date(timeIntervalSince1970: seconds), priority: priority))
                }
            }
        }
        guard !earlier.isEmpty else { return done }
        return (done + earlier).sorted { $0.date < $1.date }
    }

    /// The session's pending question and what "it" means to it. A question past its lifetime
    /// is dropped by the copilot as it always was.
    static func loadConversation(_ db: Database, session: String, into state: inout CopilotState) throws {
        state.pending = nil
        state.model.lastMention = nil
        state.model.lastMentionedTaskID = nil
        state.model.lastMember = nil
        guard let row = try Row.fetchOne(db, sql: "SELECT pending, last_mention, last_task, last_member FROM conversations WHERE session = ?", arguments: [session]) else { return }
        state.pending = (row[0] as Data?).flatMap { try? ModelRows.decode(PendingQuestion.self, $0) }
        state.model.lastMention = (row[1] as Data?).flatMap { try? ModelRows.decode(Mention.self, $0) }
        state.model.lastMentionedTaskID = row[2]
        state.model.lastMember = row[3]
    }

    /// The session's newest undo and redo steps. Steps made before sessions (an imported state)
    /// belong to every session.
    static func loadJournal(_ db: Database, session: String) throws -> UndoJournal {
        var journal = UndoJournal()
        journal.newestUndo = try step(db, sql: "SELECT id, change FROM undo_steps WHERE state = 'done' AND session IN (?, ?) ORDER BY id DESC LIMIT 1", session)
        journal.newestRedo = try step(db, sql: "SELECT id, change FROM undo_steps WHERE state = 'undone' AND session IN (?, ?) ORDER BY id ASC LIMIT 1", session)
        return journal
    }

    private static func step(_ db: Database, sql: String, _ session: String) throws -> UndoJournal.Step? {
        guard let row = try Row.fetchOne(db, sql: sql, arguments: [session, sharedSession]) else { return nil }
        let id: Int64 = row[0]
        var rows: [RowChange] = []
        let cursor = try Row.fetchCursor(db, sql: "SELECT tbl, key, before, after FROM undo_rows WHERE step = ?", arguments: [id])
        while let change = try cursor.next() {
            guard let table = RowTable(rawValue: change[0]) else { continue }
            rows.append(RowChange(key: RowKey(table, change[1]), before: change[2], after: change[3]))
        }
        return UndoJournal.Step(id: id, change: row[1], rows: rows)
    }

    // MARK: Writing

    /// `local` leaves out what another store keeps (a shared household): undo steps hold every
    /// row the command changed, the tables only the local ones.
    static func persist(_ db: Database, from original: CopilotState, to state: CopilotState, session: String, now: Date, local: ((Model) -> Model)? = nil) throws {
        // Undo steps: one for each checkpoint the command made, from the snapshot to the next.
        if !state.history.isEmpty {
            try db.execute(sql: "DELETE FROM undo_steps WHERE state = 'undone' AND session IN (?, ?)", arguments: [session, sharedSession])
            let models = state.history.map(\.model) + [state.model]
            for (index, snapshot) in state.history.enumerated() {
                try insertStep(db, change: snapshot.change, rows: ModelRows.diff(models[index], models[index + 1]), session: session, now: now)
            }
            // 50 steps a session; sessions long gone (a terminal closed) keep at most 500 in all.
            try db.execute(sql: """
                DELETE FROM undo_steps WHERE session = ? AND state = 'done' AND id NOT IN
                    (SELECT id FROM undo_steps WHERE session = ? AND state = 'done' ORDER BY id DESC LIMIT ?)
                """, arguments: [session, session, stepLimit])
            try db.execute(sql: "DELETE FROM undo_steps WHERE id NOT IN (SELECT id FROM undo_steps ORDER BY id DESC LIMIT ?)", arguments: [stepLimit * 10])
        }
        switch state.journal?.taken {
        case .undo(let id)?: try db.execute(sql: "UPDATE undo_steps SET state = 'undone' WHERE id = ?", arguments: [id])
        case .redo(let id)?: try db.execute(sql: "UPDATE undo_steps SET state = 'done' WHERE id = ?", arguments: [id])
        case nil: break
        }
        let before = local?(original.model) ?? original.model
        let after = local?(state.model) ?? state.model
        try write(ModelRows.diff(before, after), of: after, db)
        if state.pending != original.pending || state.model.lastMention != original.model.lastMention
            || state.model.lastMentionedTaskID != original.model.lastMentionedTaskID || state.model.lastMember != original.model.lastMember {
            try writeConversation(db, session: session, state: state, now: now)
        }
        // Conversations idle for a day are over.
        try db.execute(sql: "DELETE FROM conversations WHERE updated < ?", arguments: [now.timeIntervalSince1970 - 86_400])
    }

    static func writeConversation(_ db: Database, session: String, state: CopilotState, now: Date) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO conversations (session, pending, last_mention, last_task, last_member, updated) VALUES (?, ?, ?, ?, ?, ?)",
                       arguments: [session, state.pending.map(ModelRows.encode), state.model.lastMention.map(ModelRows.encode),
                                   state.model.lastMentionedTaskID, state.model.lastMember, now.timeIntervalSince1970])
    }

    static func insertStep(_ db: Database, change: String, rows: [RowChange], session: String, now: Date) throws {
        try db.execute(sql: "INSERT INTO undo_steps (change, state, made, session) VALUES (?, 'done', ?, ?)",
                       arguments: [change, now.timeIntervalSince1970, session])
        let step = db.lastInsertedRowID
        let statement = try db.cachedStatement(sql: "INSERT INTO undo_rows (step, tbl, key, before, after) VALUES (?, ?, ?, ?, ?)")
        for row in rows {
            try statement.execute(arguments: [step, row.key.table.rawValue, row.key.id, row.before, row.after])
        }
    }

    /// Writes changed rows with their indexed columns, taken from `model` (the model after).
    static func write(_ changes: [RowChange], of model: Model, _ db: Database) throws {
        for change in changes {
            let key = change.key
            guard let payload = change.after else {
                switch key.table {
                case .values:
                    try db.execute(sql: #"DELETE FROM "values" WHERE key = ?"#, arguments: [ModelRows.valueName(id: key.id)])
                case .tasks:
                    try db.execute(sql: "DELETE FROM tasks WHERE id = ?", arguments: [key.id])
                default:
                    try db.execute(sql: "DELETE FROM \(key.table.rawValue) WHERE position = ?", arguments: [key.id])
                }
                continue
            }
            let columns = ModelRows.columns(key, in: model)
            switch key.table {
            case .tasks:
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO tasks (id, kind, due, completed, priority, done_dates, payload) VALUES (?, ?, ?, ?, ?, ?, ?)")
                    .execute(arguments: [key.id, columns.kind ?? "task", columns.due, columns.completed, columns.priority, columns.doneDates, payload])
            case .meals:
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO meals (position, eaten, payload) VALUES (?, ?, ?)")
                    .execute(arguments: [key.id, columns.time ?? 0, payload])
            case .focusSessions:
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO focus_sessions (position, start, payload) VALUES (?, ?, ?)")
                    .execute(arguments: [key.id, columns.time ?? 0, payload])
            case .notes:
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO notes (position, payload) VALUES (?, ?)")
                    .execute(arguments: [key.id, payload])
            case .lists, .backlog, .members:
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO \(key.table.rawValue) (position, name, payload) VALUES (?, ?, ?)")
                    .execute(arguments: [key.id, columns.name ?? "", payload])
            case .values:
                try db.cachedStatement(sql: #"INSERT OR REPLACE INTO "values" (key, payload) VALUES (?, ?)"#)
                    .execute(arguments: [ModelRows.valueName(id: key.id), payload])
            }
        }
    }

    /// Writes a whole model into an empty database (the first-run import).
    static func writeAll(_ model: Model, _ db: Database) throws {
        let changes = ModelRows.rows(of: model).sorted { $0.key < $1.key }.map { RowChange(key: $0.key, before: nil, after: $0.value) }
        try write(changes, of: model, db)
    }
}
