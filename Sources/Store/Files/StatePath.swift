import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the state is written: the path the user gave, with symlinks followed, so a link kept
/// in a synced folder has its target written (and the database's -wal and -shm files sit beside
/// the target). A path that is not a regular file is named for what it is.
enum StatePath {
    /// The file to open: `path` itself, or the end of its chain of links (which need not exist
    /// yet: a dangling link is written through).
    static func resolve(_ path: String) throws(StoreFailure) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else { return current }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                try checkKind(current, info)
                return current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : (current as NSString).deletingLastPathComponent + "/" + target
        }
        throw .notAFile(path: path, what: "a symlink loop")
    }

    /// Refuses what is there when it is not a regular file, naming it.
    static func checkKind(_ path: String, _ info: stat) throws(StoreFailure) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .notAFile(path: path, what: "a directory")
        case S_IFIFO: throw .notAFile(path: path, what: "a FIFO")
        case S_IFCHR: throw .notAFile(path: path, what: "a character device")
        case S_IFBLK: throw .notAFile(path: path, what: "a block device")
        case S_IFSOCK: throw .notAFile(path: path, what: "a socket")
        default: throw .notAFile(path: path, what: "not a regular file")
        }
    }

    /// A path the user gave as a directory ("state/") names no file.
    static func checkNotDirectoryName(_ path: String) throws(StoreFailure) {
        if path.hasSuffix("/") { throw .notAFile(path: path, what: "a directory name") }
    }

    /// The first bytes of an existing regular file, or nil when there is none.
    static func header(_ path: String, count: Int) throws(StoreFailure) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        return Array(handle.readData(ofLength: count))
    }

    static func createDirectory(for path: String) throws(StoreFailure) {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: error.localizedDescription)
        }
    }
}
