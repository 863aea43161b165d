import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps `CopilotState` in a JSON file.
///
/// A write goes to a temporary file in the same directory, is flushed to disk, and is renamed
/// over the old file, then the directory is flushed: a crash at any instant leaves either the
/// old state or the new one, never half of one. Each command runs under an exclusive lock on a
/// `.lock` file beside the state, so two `ask` processes never lose each other's changes. A
/// state file that cannot be read or decoded is an error, and the file is never overwritten.
public struct StateStore: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public enum Failure: Error, CustomStringConvertible, Equatable {
        case unreadable(path: String, reason: String)
        case corrupt(path: String, reason: String)
        case unwritable(path: String, reason: String)

        // not a reply: the store's errors, which the CLI prints on stderr
        public var description: String {
            switch self {
            case .unreadable(let path, let reason):
                "cannot read the state file \(path): \(reason). It was left untouched; fix its permissions or pass --state PATH."
            case .corrupt(let path, let reason):
                "the state file \(path) is not a valid ask state (\(reason)). It was left untouched; move it aside to start afresh, or pass --state PATH."
            case .unwritable(let path, let reason):
                "cannot save the state to \(path): \(reason). Nothing was changed on disk."
            }
        }
    }

    /// The default location: `$XDG_DATA_HOME/ask/state.json`, else `~/.local/share/ask/state.json`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/share")
        }
        return base.appendingPathComponent("ask/state.json")
    }

    /// The file format: the state, tagged so a foreign JSON file is not mistaken for one.
    private struct File: Codable {
        var format: String
        var version: Int
        var state: CopilotState
    }

    static let formatName = "ask-state"
    static let formatVersion = 1

    /// Reads the state; a missing file is an empty state.
    public func load() throws(Failure) -> CopilotState {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else { return CopilotState() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let file: File
        do {
            file = try decoder.decode(File.self, from: data)
        } catch {
            throw .corrupt(path: path, reason: Self.describe(error))
        }
        guard file.format == Self.formatName else { throw .corrupt(path: path, reason: "format is “\(file.format)”") }
        guard file.version <= Self.formatVersion else {
            throw .corrupt(path: path, reason: "version \(file.version) is newer than this ask understands (\(Self.formatVersion))")
        }
        return file.state
    }

    /// Writes the state atomically (temporary file, fsync, rename, fsync of the directory).
    public func save(_ state: CopilotState) throws(Failure) {
        let path = url.path
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(File(format: Self.formatName, version: Self.formatVersion, state: state))
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
        try createDirectory()
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        let synced = written && fsync(descriptor) == 0
        let reason = String(cString: strerror(errno))
        close(descriptor)
        guard synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .unwritable(path: path, reason: reason)
        }
        let directory = open(url.deletingLastPathComponent().path, O_RDONLY)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// Removes temporary files a killed `ask` left beside the state (`.state.json.<pid>.tmp` of a
    /// process no longer running); returns a one-line notice naming them, or nothing.
    public func removeLeftovers() -> [String] {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(4)
            guard let pid = Int32(middle), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            if unlink(directory.appendingPathComponent(name).path) == 0 { removed.append(name) }
        }
        guard !removed.isEmpty else { return [] }
        // not a reply: the store's notice on opening, which the CLI prints on stderr
        return ["Removed \(removed.count) temporary file\(removed.count == 1 ? "" : "s") left by an interrupted ask: \(removed.sorted().joined(separator: ", "))."]
    }

    /// Runs `body` on the stored state under an exclusive lock, and saves the result if it changed.
    public func update<T>(_ body: (inout CopilotState) -> T) throws(Failure) -> T {
        try createDirectory()
        let lockPath = url.path + ".lock"
        let lock = open(lockPath, O_RDWR | O_CREAT, 0o600)
        guard lock >= 0 else { throw .unwritable(path: lockPath, reason: String(cString: strerror(errno))) }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(lock, LOCK_UN) }
        var state = try load()
        let original = state
        let value = body(&state)
        if state != original { try save(state) }
        return value
    }

    private func createDirectory() throws(Failure) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
    }

    // not a reply: why a state file is not valid, inside the store's error
    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): "invalid JSON\(context.codingPath.isEmpty ? "" : " at \(path(context.codingPath))")"
        case DecodingError.keyNotFound(let key, let context): "missing “\(key.stringValue)”\(context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))")"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context): "unexpected value at \(path(context.codingPath))"
        default: "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
