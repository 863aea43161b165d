import Copilot
import Foundation
import PostgresNIO

/// The shared part of the model (`HouseholdData`) in a PostgreSQL database that several people's
/// `ask` use at once, each with their own local SQLite store for the rest.
///
/// Each command locks the household row, reads the shared rows, runs, writes the rows it changed
/// and commits (see `SharedPart`): commands of different people run one after another, each on
/// what the last one wrote, so nothing is lost. Two people ticking the same item off: the second
/// finds it already gone. Two edits of the same thing: the later one is applied on top of the
/// earlier one (last writer wins), and the one whose change was replaced is told at their next
/// command (`HouseholdConflict`, `notices`).
///
/// The server down or unreachable is an error within `connectTimeout`, said in one line; the
/// command is not run, and never on local data instead.
public final class HouseholdStore: SharedPart, @unchecked Sendable {
    public let address: HouseholdAddress
    /// Who writes: `user@host`, kept with each row written.
    public let writer: String

    /// How long connecting may take before the household counts as unreachable.
    static let connectTimeout = TimeAmount.milliseconds(2500)
    /// How long one statement may take (waiting for another person's command included) before
    /// the connection is dropped and the command fails.
    static let statementTimeout = TimeAmount.seconds(10)

    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let logger: Logger = {
        var logger = Logger(label: "ask.household")
        // The driver's own logs would interleave with replies; failures come back as errors.
        logger.logLevel = .critical
        return logger
    }()
    private var connection: PostgresConnection?
    private var inTransaction = false
    /// The shared rows as the command in flight read them.
    private var stored: [RowKey: HouseholdConflict.StoredRow] = [:]
    /// The household's revision when the command in flight began, and the one this writer's
    /// previous command saw (rows written after it, this writer has not seen).
    private var current = 0
    private var seen = 0
    /// Notes for this writer, read by the last command: someone replaced their change.
    public private(set) var notices: [String] = []

    /// Connects and brings the schema up to date; refuses a household from a newer `ask`.
    public init(address: HouseholdAddress, writer: String = HouseholdStore.defaultWriter()) throws(StoreFailure) {
        self.address = address
        self.writer = writer
        do {
            try connect()
            try HouseholdSchema.migrate(self)
        } catch {
            close()
            throw error
        }
    }

    deinit {
        // No closure of this store's runs on its event loop, so this is never on that thread.
        shutdown()
    }

    public static func defaultWriter() -> String {
        let user = ProcessInfo.processInfo.environment["USER"] ?? "someone"
        return "\(user)@\(ProcessInfo.processInfo.hostName)"
    }

    /// Connects when no connection is open.
    func ensureConnected() throws(StoreFailure) {
        if connection?.isClosed ?? true { try connect() }
    }

    /// Ends the connection (the next command connects again).
    public func close() {
        if let connection { _ = try? connection.close().wait() }
        connection = nil
        inTransaction = false
    }

    /// Ends the connection and the driver's thread.
    public func shutdown() {
        close()
        try? group.syncShutdownGracefully()
    }

    // MARK: SharedPart

    public func begin(into model: inout Model) throws(StoreFailure) {
        if inTransaction { rollback() }
        notices = []
        if connection?.isClosed ?? true { try connect() }
        inTransaction = true
        do {
            // Sent together, answered in order: one wait, not five.
            let results = try runAll([
                "BEGIN",
                "SELECT revision FROM household WHERE id = 1 FOR UPDATE",
                "SELECT revision FROM seen WHERE writer = \(writer)",
                Self.selectRows,
                // Read once: deleted in this transaction, so back if the command fails.
                """
                WITH gone AS (DELETE FROM notices WHERE recipient = \(writer) RETURNING id, message)
                SELECT message FROM gone ORDER BY id
                """,
            ])
            current = try results[1].first.map { row throws(StoreFailure) in try decode(row, as: Int.self) } ?? 0
            // A writer's first command counts as having seen everything.
            seen = try results[2].first.map { row throws(StoreFailure) in try decode(row, as: Int.self) } ?? current
            HouseholdData.overlay(try readPart(results[3]), onto: &model)
            notices = try results[4].map { row throws(StoreFailure) in try decode(row, as: String.self) }
        } catch {
            rollback()
            throw error
        }
    }

    public func local(_ model: Model) -> Model {
        HouseholdData.localPart(of: model)
    }

    public func commit(from original: Model, to model: Model) throws(StoreFailure) {
        let after = HouseholdData.sharedPart(of: model)
        var changes = ModelRows.diff(HouseholdData.sharedPart(of: original), after)
            .filter { HouseholdData.isShared($0.key) }
        // The counter stays at or above every connected store's own: numbers given from here on
        // are nobody's yet (see `HouseholdData`).
        let counter = RowKey(.values, ValueKey.nextTaskID.rawValue)
        let storedCounter = stored[counter].flatMap { try? ModelRows.decode(Int.self, $0.payload) } ?? 0
        if after.nextTaskID > storedCounter, !changes.contains(where: { $0.key == counter }) {
            changes.append(RowChange(key: counter, before: stored[counter]?.payload, after: ModelRows.encode(after.nextTaskID)))
        }
        let revision = changes.isEmpty ? current : current + 1
        var statements: [PostgresQuery] = []
        for change in changes {
            let table = change.key.table.rawValue
            let position = change.key.id
            if let row = stored[change.key], row.revision > seen,
               let notice = HouseholdConflict.notice(table: change.key.table, stored: row, new: change.after, writer: writer) {
                statements.append("INSERT INTO notices (recipient, message) VALUES (\(row.writer), \(notice))")
            }
            if let payload = change.after {
                let name = ModelRows.columns(change.key, in: after).name ?? ""
                let json = String(decoding: payload, as: UTF8.self)
                statements.append("""
                    INSERT INTO shared_rows (tbl, position, name, payload, writer, revision, changed)
                    VALUES (\(table), \(position), \(name), \(json)::jsonb, \(writer), \(revision), now())
                    ON CONFLICT (tbl, position) DO UPDATE SET name = excluded.name, payload = excluded.payload,
                        before = shared_rows.payload, writer = excluded.writer, revision = excluded.revision, changed = excluded.changed
                    """)
            } else {
                statements.append("DELETE FROM shared_rows WHERE tbl = \(table) AND position = \(position)")
            }
        }
        if !changes.isEmpty {
            statements.append("UPDATE household SET revision = \(revision), writer = \(writer), changed = now() WHERE id = 1")
        }
        statements.append("INSERT INTO seen (writer, revision) VALUES (\(writer), \(revision)) ON CONFLICT (writer) DO UPDATE SET revision = excluded.revision")
        statements.append("COMMIT")
        try runAll(statements)
        inTransaction = false
    }

    public func rollback() {
        guard inTransaction else { return }
        inTransaction = false
        do {
            try execute("ROLLBACK")
        } catch {
            // The connection is in an unknown state: the next command starts a new one.
            close()
        }
    }

    // MARK: Reading

    /// The household's part as stored now (no lock: what `ask export` and tests read).
    public func read(into model: inout Model) throws(StoreFailure) {
        if connection?.isClosed ?? true { try connect() }
        HouseholdData.overlay(try readPart(try run(Self.selectRows)), onto: &model)
    }

    /// How many commands changed the household.
    public func revision() throws(StoreFailure) -> Int {
        if connection?.isClosed ?? true { try connect() }
        return try integer("SELECT revision FROM household WHERE id = 1")
    }

    static let selectRows: PostgresQuery = "SELECT tbl, position, payload::text, before::text, writer, revision FROM shared_rows ORDER BY tbl, position"

    /// The shared part from `selectRows`' answer; the rows are kept for `HouseholdConflict`.
    private func readPart(_ result: PostgresQueryResult) throws(StoreFailure) -> Model {
        var tables: [RowTable: [(Int64, Data)]] = [:]
        for table in HouseholdData.tables { tables[table] = [] }
        stored = [:]
        do {
            for row in result {
                let (name, position, payload, before, writer, revision) = try row.decode((String, Int64, String, String?, String, Int).self)
                guard let table = RowTable(rawValue: name), HouseholdData.isShared(RowKey(table, position)) else { continue }
                tables[table, default: []].append((position, Data(payload.utf8)))
                stored[RowKey(table, position)] = HouseholdConflict.StoredRow(payload: Data(payload.utf8), before: before.map { Data($0.utf8) }, writer: writer, revision: revision)
            }
            return try ModelRows.assemble(tables)
        } catch {
            throw .household(address: address.description, reason: "a shared row does not read (\(Self.reason(error)))")
        }
    }

    /// The first `ask` to use a new household brings its lists, backlog and members into it; a
    /// household already written is left as it is, and the local ones stay in the local store
    /// (unused while sharing). Returns what to tell the user, when something was brought.
    func seedIfNew(from local: () throws(StoreFailure) -> Model) throws(StoreFailure) -> String? {
        guard try revision() == 0 else { return nil }
        let model = try local()
        guard HouseholdData.hasSharedData(model) else { return nil }
        var current = Model()
        try begin(into: &current)
        do {
            guard try integer("SELECT revision FROM household WHERE id = 1") == 0 else {
                rollback()
                return nil
            }
            try commit(from: current, to: model)
        } catch {
            rollback()
            throw error
        }
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        return "The shared household \(address) was empty; it now holds this store's \(count(model.lists.count, "list")), "
            + "\(count(model.backlog.count, "backlog entry").replacingOccurrences(of: "entrys", with: "entries")) and \(count(model.members.count, "member"))."
    }

    // MARK: Connection and statements

    func connect() throws(StoreFailure) {
        close()
        var configuration: PostgresConnection.Configuration
        if let socket = address.socketPath {
            configuration = .init(unixSocketPath: socket, username: address.user, password: address.password, database: address.database)
        } else {
            var tls = PostgresConnection.Configuration.TLS.disable
            if address.requireTLS {
                do {
                    tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
                } catch {
                    throw .household(address: address.description, reason: "TLS cannot be set up (\(error))")
                }
            }
            configuration = .init(host: address.host, port: address.port, username: address.user, password: address.password, database: address.database, tls: tls)
        }
        configuration.options.connectTimeout = Self.connectTimeout
        let eventLoop = group.next()
        let future = PostgresConnection.connect(on: eventLoop, configuration: configuration, id: 1, logger: logger)
        connection = try wait(future, timeout: Self.connectTimeout, doing: "no answer within 2.5 s") { connection in
            // A connection that arrives after the deadline is not used.
            _ = connection.close() as EventLoopFuture<Void>
        }
    }

    @discardableResult
    func run(_ query: PostgresQuery) throws(StoreFailure) -> PostgresQueryResult {
        try runAll([query])[0]
    }

    /// Sends the statements one after another without waiting in between (the driver queues
    /// them on the connection, the server answers in order), then waits for all: a command's
    /// statements cost one wait, not one each. The first failure is the one reported (those
    /// after it fail because the transaction is aborted).
    @discardableResult
    func runAll(_ queries: [PostgresQuery]) throws(StoreFailure) -> [PostgresQueryResult] {
        guard let connection, !connection.isClosed else {
            throw .household(address: address.description, reason: "the connection was lost")
        }
        let futures = queries.map { connection.query($0, logger: logger) }
        let all = EventLoopFuture.whenAllComplete(futures, on: connection.eventLoop)
        let results = try wait(all, timeout: Self.statementTimeout, doing: "no answer within 10 s") { _ in }
        var values: [PostgresQueryResult] = []
        for result in results {
            switch result {
            case .success(let value): values.append(value)
            case .failure(let error):
                if connection.isClosed { close() }
                throw .household(address: address.description, reason: Self.reason(error))
            }
        }
        return values
    }

    func execute(_ sql: String) throws(StoreFailure) {
        try run(PostgresQuery(unsafeSQL: sql))
    }

    func integer(_ sql: String) throws(StoreFailure) -> Int {
        guard let row = try run(PostgresQuery(unsafeSQL: sql)).first else {
            throw .household(address: address.description, reason: "the household table is empty")
        }
        return try decode(row, as: Int.self)
    }

    func decode<T: PostgresDecodable>(_ row: PostgresRow, as type: T.Type) throws(StoreFailure) -> T {
        do {
            return try row.decode(T.self)
        } catch {
            throw .household(address: address.description, reason: Self.reason(error))
        }
    }

    /// Waits for `future`, failing after `timeout`: a server that accepts a connection and then
    /// says nothing (or a statement that hangs) fails the command instead of blocking it. On a
    /// timeout the connection is dropped, and `late` is given what arrives afterwards.
    private func wait<T: Sendable>(_ future: EventLoopFuture<T>, timeout: TimeAmount, doing message: String, late: @escaping @Sendable (T) -> Void) throws(StoreFailure) -> T {
        let eventLoop = future.eventLoop
        let promise = eventLoop.makePromise(of: T.self)
        let timer = eventLoop.scheduleTask(in: timeout) {
            promise.fail(HouseholdTimeout(message: message))
        }
        future.whenComplete { result in
            timer.cancel()
            switch result {
            case .success(let value):
                promise.succeed(value)
                // Already failed by the timer: hand the value back to be released.
                promise.futureResult.whenFailure { _ in late(value) }
            case .failure(let error):
                promise.fail(error)
            }
        }
        do {
            return try promise.futureResult.wait()
        } catch {
            if error is HouseholdTimeout || (connection?.isClosed ?? true) { close() }
            throw .household(address: address.description, reason: Self.reason(error))
        }
    }

    /// A one-line reason from the driver's errors (which hide details in their descriptions).
    static func reason(_ error: any Error) -> String {
        switch error {
        case let timeout as HouseholdTimeout:
            return timeout.message
        case let error as PSQLError:
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return reason(underlying) }
            switch error.code {
            case .serverClosedConnection, .uncleanShutdown: return "the server closed the connection"
            case .clientClosedConnection: return "the connection was lost"
            default: return "\(error.code)"
            }
        case let error as NIOConnectionError:
            if let first = error.connectionErrors.first { return reason(first.error) }
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "cannot resolve \(error.host)" }
            return "cannot connect to \(error.host):\(error.port)"
        case let error as IOError:
            return String(cString: strerror(error.errnoCode)).lowercased()
        case ChannelError.connectTimeout:
            return "no answer within 2.5 s"
        case let error as PostgresDecodingError:
            return "unexpected column type (\(error.code))"
        default:
            return "\(error)"
        }
    }
}

/// A wait for the server that ran out of time.
struct HouseholdTimeout: Error {
    var message: String
}
