import Foundation
import Store

/// A throwaway PostgreSQL server for one test: its own data directory in a temporary directory,
/// a free port on 127.0.0.1, its unix socket in that directory; `stop()` ends it and removes
/// everything. The binaries are Debian's (`initdb`, `pg_ctl` on PATH or in
/// /usr/lib/postgresql/*/bin). PostgreSQL refuses to run as root, so as root the server runs as
/// the `postgres` user (which Debian's package creates) and owns its directory.
///
/// `initdb` runs once per test process into a template directory; each server starts from a copy
/// of it (a second, not three).
final class PostgresServer: @unchecked Sendable {
    let directory: String
    let port: Int
    let user = "ask"

    /// Why the tests that need a server are skipped, or nil when one can be started.
    static let unavailableReason: String? = binDirectory == nil
        ? "no PostgreSQL server binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql/*/bin; install Debian's postgresql"
        : nil

    static var isAvailable: Bool { unavailableReason == nil }

    /// The directory holding `initdb`, `pg_ctl` and `psql`.
    static let binDirectory: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        var candidates = path.split(separator: ":").map(String.init)
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        // The newest version first.
        for version in versions.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) {
            candidates.append("/usr/lib/postgresql/\(version)/bin")
        }
        return candidates.first { directory in
            ["initdb", "pg_ctl", "postgres"].allSatisfy { FileManager.default.isExecutableFile(atPath: "\(directory)/\($0)") }
        }.map { directory in
            // A symlink (/usr/local/bin/initdb) stands for the directory of the real binaries.
            let real = (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(directory)/initdb")) ?? "\(directory)/initdb"
            return (real.hasPrefix("/") ? real : "\(directory)/\(real)").components(separatedBy: "/").dropLast().joined(separator: "/")
        }
    }()

    /// As root, commands run as this user.
    static let runAs: String? = getuid() == 0 ? "postgres" : nil

    /// The data directory `initdb` made, copied for each server.
    private static let template: Result<String, ServerFailure> = {
        do {
            let directory = try makeDirectory("ask-pg-template")
            try run("initdb", ["-D", "\(directory)/data", "-U", "ask", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"], log: "\(directory)/initdb.log")
            atexit { PostgresServer.removeTemplate() }
            return .success(directory)
        } catch let failure as ServerFailure {
            return .failure(failure)
        } catch {
            return .failure(ServerFailure(message: "\(error)"))
        }
    }()

    private static func removeTemplate() {
        if case .success(let directory) = template { try? FileManager.default.removeItem(atPath: directory) }
    }

    /// Starts a server with one empty database, `household`.
    ///
    /// A free port can be taken between asking for it and the server binding it (tests start
    /// servers side by side), and the server then exits at once; so a failed start is tried
    /// again on a new port and directory, twice, and the last failure carries the server's log.
    static func start() throws -> PostgresServer {
        var failure: Error = ServerFailure(message: "no attempt")
        for _ in 1...3 {
            do {
                return try startOnce()
            } catch {
                failure = error
            }
        }
        throw failure
    }

    private static func startOnce() throws -> PostgresServer {
        let template = try template.get()
        let directory = try makeDirectory("ask-pg")
        try run("cp", ["-a", "\(template)/data", "\(directory)/data"], log: "\(directory)/cp.log")
        let port = try freePort()
        let server = PostgresServer(directory: directory, port: port)
        do {
            try run("pg_ctl", ["-D", "\(directory)/data", "-l", "\(directory)/server.log", "-w", "-t", "60", "-o",
                               "-p \(port) -k \(directory) -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off", "start"],
                    log: "\(directory)/pg_ctl.log")
            try server.sql("CREATE DATABASE household", database: "postgres")
        } catch {
            let log = (try? String(contentsOfFile: "\(directory)/server.log", encoding: .utf8)) ?? ""
            server.stop()
            throw ServerFailure(message: "\(error)\nserver log: \(log.suffix(600))")
        }
        return server
    }

    private init(directory: String, port: Int) {
        self.directory = directory
        self.port = port
    }

    /// The household database over TCP on loopback.
    var address: HouseholdAddress {
        HouseholdAddress(host: "127.0.0.1", port: port, user: user, database: "household")
    }

    var url: String { "postgres://\(user)@127.0.0.1:\(port)/household" }

    /// Stops the server (immediately: a test is over) and removes its directory.
    func stop() {
        try? Self.run("pg_ctl", ["-D", "\(directory)/data", "-m", "immediate", "-w", "stop"], log: "\(directory)/stop.log")
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Stops the server, keeping its directory (to see a client fail).
    func halt() throws {
        try Self.run("pg_ctl", ["-D", "\(directory)/data", "-m", "immediate", "-w", "stop"], log: "\(directory)/stop.log")
    }

    /// Runs SQL with psql over the unix socket; returns its unaligned output.
    @discardableResult
    func sql(_ statement: String, database: String = "household") throws -> String {
        let output = "\(directory)/psql-\(UUID().uuidString).out"
        try Self.run("psql", ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", directory, "-p", "\(port)", "-U", user, "-d", database, "-c", statement], log: output)
        defer { try? FileManager.default.removeItem(atPath: output) }
        return (try? String(contentsOfFile: output, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }

    // MARK: Processes

    struct ServerFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// A new directory in the temporary directory, owned by whoever runs the server.
    private static func makeDirectory(_ prefix: String) throws -> String {
        let path = "/tmp/\(prefix)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        if let runAs {
            guard let account = getpwnam(runAs) else { throw ServerFailure(message: "running as root, and there is no \(runAs) user to run PostgreSQL as") }
            guard chown(path, account.pointee.pw_uid, account.pointee.pw_gid) == 0 else { throw ServerFailure(message: "cannot give \(path) to \(runAs)") }
        }
        return path
    }

    /// Runs a PostgreSQL binary (or `cp`), as `runAs` when set; output goes to `log`.
    ///
    /// Through posix_spawn and waitpid, not Foundation's `Process`: launches from several tests
    /// at once through `Process` can wait forever for a child that has already exited.
    private static func run(_ tool: String, _ arguments: [String], log: String) throws {
        let executable = tool == "cp" ? "/bin/cp" : "\(binDirectory ?? "")/\(tool)"
        // As another user, from "/": that user cannot enter a private working directory (a CI
        // clone under mktemp -d), and psql would say so in the output read back.
        let argv = runAs.map { ["/usr/sbin/runuser", "-u", $0, "--", "/usr/bin/env", "-C", "/", executable] } ?? [executable]
        let all = argv + arguments
        FileManager.default.createFile(atPath: log, contents: nil)
        if let runAs, let account = getpwnam(runAs) { chown(log, account.pointee.pw_uid, account.pointee.pw_gid) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_APPEND, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let cArguments = all.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, all[0], &actions, nil, cArguments, environ)
        guard spawned == 0 else { throw ServerFailure(message: "cannot run \(all[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw ServerFailure(message: "lost \(tool) (\(String(cString: strerror(errno))))") }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard exited, code == 0 else {
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw ServerFailure(message: "\(tool) failed (status \(status)): \(output.suffix(600))")
        }
    }

    /// A TCP port nothing listens on now.
    static func freePort() throws -> Int {
        let listener = try Listener()
        defer { listener.close() }
        return listener.port
    }
}

/// A TCP socket on 127.0.0.1 that listens and never answers: the kernel accepts connections into
/// the backlog, and nothing is ever said (a server that hangs).
final class Listener: @unchecked Sendable {
    let descriptor: Int32
    let port: Int

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound, listen(descriptor, 16) == 0 else {
            Glibc.close(descriptor)
            throw PostgresServer.ServerFailure(message: "cannot listen on 127.0.0.1")
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() {
        Glibc.close(descriptor)
    }
}
