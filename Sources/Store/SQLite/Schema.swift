import GRDB

/// The database's tables, as versioned GRDB migrations. Each migration sets `user_version` to
/// its number, so a database written by a newer `ask` is recognised (and refused) by its version
/// before anything is read or written.
enum Schema {
    /// `PRAGMA application_id`: "ask!" in ASCII; another program's SQLite file has another.
    static let applicationID: Int32 = 0x6173_6B21
    /// The newest version this binary knows.
    static let version = 3

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: rows, undo steps, conversations") { db in
            try db.execute(sql: """
                CREATE TABLE tasks (
                    id INTEGER PRIMARY KEY,
                    kind TEXT NOT NULL,
                    due REAL,
                    completed REAL,
                    payload BLOB NOT NULL
                );
                -- "what's due", "plan my day", "show overdue tasks": open tasks by due date.
                CREATE INDEX tasks_open_by_due ON tasks(due) WHERE completed IS NULL;
                CREATE TABLE meals (position INTEGER PRIMARY KEY, eaten REAL NOT NULL, payload BLOB NOT NULL);
                -- "what did I eat today": meals by time (a day is a range of it in the user's zone).
                CREATE INDEX meals_by_time ON meals(eaten);
                CREATE TABLE focus_sessions (position INTEGER PRIMARY KEY, start REAL NOT NULL, payload BLOB NOT NULL);
                CREATE INDEX focus_sessions_by_time ON focus_sessions(start);
                CREATE TABLE notes (position INTEGER PRIMARY KEY, payload BLOB NOT NULL);
                -- A list is one row with its items and restock shelf: lists are short, and a
                -- change to one rewrites that list alone.
                CREATE TABLE lists (position INTEGER PRIMARY KEY, name TEXT NOT NULL, payload BLOB NOT NULL);
                CREATE INDEX lists_by_name ON lists(name);
                CREATE TABLE backlog (position INTEGER PRIMARY KEY, name TEXT NOT NULL, payload BLOB NOT NULL);
                CREATE TABLE members (position INTEGER PRIMARY KEY, name TEXT NOT NULL, payload BLOB NOT NULL);
                CREATE INDEX members_by_name ON members(name);
                CREATE TABLE "values" (key TEXT PRIMARY KEY, payload BLOB NOT NULL) WITHOUT ROWID;

                -- Undo as a change log: a step is one change a command made, with the rows it
                -- changed before and after. Undo replays `before`, redo `after`.
                CREATE TABLE undo_steps (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    change TEXT NOT NULL,
                    state TEXT NOT NULL CHECK (state IN ('done', 'undone')),
                    made REAL NOT NULL,
                    session TEXT
                );
                CREATE INDEX undo_steps_by_state ON undo_steps(state, id);
                CREATE TABLE undo_rows (
                    step INTEGER NOT NULL REFERENCES undo_steps(id) ON DELETE CASCADE,
                    tbl TEXT NOT NULL,
                    key INTEGER NOT NULL,
                    before BLOB,
                    after BLOB,
                    PRIMARY KEY (step, tbl, key)
                ) WITHOUT ROWID;

                -- A conversation's own context, per session: the question it waits on, and what
                -- "it" means (the thing talked about last, the task talked about last).
                CREATE TABLE conversations (
                    session TEXT PRIMARY KEY,
                    pending BLOB,
                    last_mention BLOB,
                    last_task INTEGER,
                    updated REAL NOT NULL
                ) WITHOUT ROWID;
                """)
            try db.execute(sql: "PRAGMA user_version = 1")
        }
        migrator.registerMigration("v2: what progress reads of tasks, as columns") { db in
            // A progress report needs every completion and its priority, not every task: with
            // these columns a year of tasks is read without decoding one (LoadPlan.completions).
            try db.execute(sql: """
                ALTER TABLE tasks ADD COLUMN priority INTEGER;
                ALTER TABLE tasks ADD COLUMN done_dates TEXT;
                UPDATE tasks SET priority = json_extract(CAST(payload AS TEXT), '$.priority'),
                                 done_dates = json_extract(CAST(payload AS TEXT), '$.doneDates');
                CREATE INDEX tasks_done ON tasks(completed) WHERE completed IS NOT NULL OR done_dates IS NOT NULL;
                """)
            try db.execute(sql: "PRAGMA user_version = 2")
        }
        migrator.registerMigration("v3: the member a conversation talked about last") { db in
            // "give her 5 points": whom "her" means, per session as "it" is.
            try db.execute(sql: "ALTER TABLE conversations ADD COLUMN last_member TEXT")
            try db.execute(sql: "PRAGMA user_version = 3")
        }
        return migrator
    }
}
