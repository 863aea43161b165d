/// Why a store cannot be used, in one line a user can act on. The file is never changed when
/// one of these is raised on opening.
public enum StoreFailure: Error, CustomStringConvertible, Equatable, Sendable {
    /// Not a file a database can be: "a directory", "a FIFO", "a symlink loop".
    case notAFile(path: String, what: String)
    case readOnly(path: String)
    case unreadable(path: String, reason: String)
    /// Not SQLite at all, or SQLite that does not open.
    case corrupt(path: String, reason: String)
    /// A `--state FILE.json` that does not decode as an ask state.
    case invalidJSONState(path: String, reason: String)
    /// SQLite, but another program's database.
    case foreign(path: String, reason: String)
    /// Written by a newer `ask`.
    case newer(path: String, version: Int, known: Int)
    case unwritable(path: String, reason: String)
    /// A file to import or export that cannot be used.
    case exchange(path: String, reason: String)
    /// The shared household's PostgreSQL server is down, unreachable, or refused the command.
    /// `address` never holds a password. Nothing is read from or written to local data instead.
    case household(address: String, reason: String)
    /// The shared household's schema was written by a newer `ask`.
    case householdNewer(address: String, version: Int, known: Int)

    public var description: String {
        switch self {
        case .notAFile(let path, let what):
            "\(path) is \(what), not a state file. Pass --state PATH to a file."
        case .readOnly(let path):
            "the state \(path) is read-only. It was left untouched; make it writable or pass --state PATH."
        case .unreadable(let path, let reason):
            "cannot read the state \(path): \(reason). It was left untouched; fix its permissions or pass --state PATH."
        case .corrupt(let path, let reason):
            "the state \(path) is not a valid ask database (\(reason)). It was left untouched; move it aside to start afresh, or pass --state PATH."
        case .invalidJSONState(let path, let reason):
            "the state file \(path) is not a valid ask state (\(reason)). It was left untouched; move it aside to start afresh, or pass --state PATH."
        case .foreign(let path, let reason):
            "the state \(path) is another program's database (\(reason)). It was left untouched; pass --state PATH."
        case .newer(let path, let version, let known):
            "the state \(path) has schema version \(version), newer than this ask understands (\(known)). It was left untouched; use a newer ask."
        case .unwritable(let path, let reason):
            "cannot save the state to \(path): \(reason). Nothing was changed on disk."
        case .exchange(let path, let reason):
            "\(path): \(reason)"
        case .household(let address, let reason):
            "the shared household \(address) cannot be used: \(reason). Nothing was changed; ask does not fall back to local data."
        case .householdNewer(let address, let version, let known):
            "the shared household \(address) has schema version \(version), newer than this ask understands (\(known)). It was left untouched; use a newer ask."
        }
    }
}
