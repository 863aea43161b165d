import Foundation

/// Where a shared household lives: `postgres://user[:password]@host[:port]/database`, as given
/// to `--store` or `ASK_STORE`. `?sslmode=require` asks for TLS; `?host=/dir` connects through
/// the unix socket in `/dir` (libpq's spelling), which the tests use.
public struct HouseholdAddress: Sendable, Equatable, CustomStringConvertible {
    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String
    /// The directory of the server's unix socket, instead of TCP.
    public var socketDirectory: String?
    public var requireTLS = false

    public init(host: String, port: Int = 5432, user: String, password: String? = nil, database: String, socketDirectory: String? = nil) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.database = database
        self.socketDirectory = socketDirectory
    }

    /// Reads a `postgres://` or `postgresql://` URL; the error says what is wrong in one line.
    public static func parse(_ text: String) throws(StoreFailure) -> HouseholdAddress {
        func refuse(_ reason: String) -> StoreFailure {
            .household(address: Self.redacted(text), reason: reason + " (expected postgres://user@host:port/database)")
        }
        guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased() else { throw refuse("not a URL") }
        guard scheme == "postgres" || scheme == "postgresql" else { throw refuse("the scheme is \(scheme), not postgres") }
        guard let user = url.user, !user.isEmpty else { throw refuse("no user") }
        let database = String(url.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else { throw refuse("no database name") }
        var address = HouseholdAddress(host: url.host ?? "", port: url.port ?? 5432, user: user, password: url.password, database: database)
        for item in url.queryItems ?? [] {
            switch (item.name, item.value ?? "") {
            case ("sslmode", "require"), ("sslmode", "verify-full"): address.requireTLS = true
            case ("sslmode", "disable"), ("sslmode", "prefer"), ("sslmode", "allow"): address.requireTLS = false
            case ("host", let directory) where directory.hasPrefix("/"): address.socketDirectory = directory
            default: throw refuse("unknown parameter \(item.name)=\(item.value ?? "")")
            }
        }
        guard !address.host.isEmpty || address.socketDirectory != nil else { throw refuse("no host") }
        guard (1...65535).contains(address.port) else { throw refuse("port \(address.port) is out of range") }
        return address
    }

    /// The socket file libpq would use: `<dir>/.s.PGSQL.<port>`.
    public var socketPath: String? {
        socketDirectory.map { "\($0)/.s.PGSQL.\(port)" }
    }

    /// The address as said in messages: never the password.
    public var description: String {
        let place = "postgres://\(user)@\(host):\(port)/\(database)"
        return socketDirectory.map { place + "?host=\($0)" } ?? place
    }

    /// A URL as given, with any password replaced, for messages about a URL that does not parse.
    static func redacted(_ text: String) -> String {
        guard var url = URLComponents(string: text), url.password != nil else { return text }
        url.password = "***"
        return url.string ?? text
    }
}
