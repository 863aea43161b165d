import PostgresNIO

/// The household's tables in PostgreSQL, created and migrated by `ask` itself. `ask_schema` holds
/// the versions applied; a database whose newest version is above `version` was written by a newer
/// `ask` and is refused, untouched.
///
/// `shared_rows` keeps the shared part of the model as `ModelRows` cuts it (a list with its items
/// and restock per row, a member with their rewards, a backlog entry), keyed by table and
/// position, the payload the thing's JSON. `household` is one row: every command locks it
/// (`SELECT … FOR UPDATE`), so commands on the household run one after another, each on what the
/// one before wrote. `revision` counts the commands that changed something. `before` (a row's
/// payload before its last write), a row's `revision` (the household's when it was written),
/// `seen` (the revision each writer's last command saw) and `notices` tell someone their change
/// was replaced without the other having seen it (`HouseholdConflict`).
enum HouseholdSchema {
    static let version = 1

    /// Every `ask` migrating at once takes this lock first (`ask!` as a number, as in SQLite).
    static let migrationLock: Int64 = 0x6173_6B21

    static let migrations: [Int: [String]] = [
        1: [
            """
            CREATE TABLE household (
                id integer PRIMARY KEY CHECK (id = 1),
                revision bigint NOT NULL DEFAULT 0,
                writer text,
                changed timestamptz
            )
            """,
            "INSERT INTO household (id) VALUES (1)",
            """
            CREATE TABLE shared_rows (
                tbl text NOT NULL,
                position bigint NOT NULL,
                name text NOT NULL DEFAULT '',
                payload jsonb NOT NULL,
                before jsonb,
                writer text NOT NULL,
                revision bigint NOT NULL DEFAULT 0,
                changed timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (tbl, position)
            )
            """,
            """
            CREATE TABLE seen (
                writer text PRIMARY KEY,
                revision bigint NOT NULL
            )
            """,
            """
            CREATE TABLE notices (
                id bigserial PRIMARY KEY,
                recipient text NOT NULL,
                message text NOT NULL,
                made timestamptz NOT NULL DEFAULT now()
            )
            """,
        ],
    ]

    /// Brings the database to `version` in one transaction, or refuses a newer one.
    static func migrate(_ store: HouseholdStore) throws(StoreFailure) {
        try store.execute("BEGIN")
        do throws(StoreFailure) {
            try store.execute("SELECT pg_advisory_xact_lock(\(migrationLock))")
            try store.execute("CREATE TABLE IF NOT EXISTS ask_schema (version integer NOT NULL, applied timestamptz NOT NULL DEFAULT now())")
            let current = try store.integer("SELECT coalesce(max(version), 0) FROM ask_schema")
            if current > version {
                throw StoreFailure.householdNewer(address: store.address.description, version: current, known: version)
            }
            for step in stride(from: current + 1, through: version, by: 1) {
                for statement in migrations[step] ?? [] { try store.execute(statement) }
                try store.run("INSERT INTO ask_schema (version) VALUES (\(step))")
            }
            try store.execute("COMMIT")
        } catch {
            store.rollback()
            throw error
        }
    }
}
