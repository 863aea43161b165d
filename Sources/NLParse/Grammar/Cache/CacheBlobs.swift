import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The part of a grammar cache file read on first use: each pattern's PCRE2 code, the probe
/// literals and the typo corrector's words, 4.5 MB of a 5.5 MB file of which a one-shot needs a
/// dozen patterns (about 40 KB).
///
/// Read with `pread` from a descriptor kept open, each blob checked against its own checksum
/// before use, so what a start never asks for is never read, faulted in or hashed. (Kept mapped
/// instead, a file cut short in place would kill the process with SIGBUS; a short read is only
/// a damaged blob.) A blob that is short or fails its checksum gives nil, and the caller works
/// the value out from the grammar sources; the file is then removed, if it is still the one
/// opened, so the next start writes it again.
final class CacheBlobs: @unchecked Sendable {
    /// Where each blob is, relative to `base`, and the checksum (`CacheHash`) of its bytes.
    struct Entry: Equatable {
        var offset: Int
        var length: Int
        var checksum: UInt64
    }

    private let descriptor: Int32
    private let path: String
    private let base: Int
    private let entries: [Entry]
    // Guards `removed` only; reads at an offset need no lock.
    private let lock = NSLock()
    private var removed = false

    /// Takes ownership of `descriptor` (open on the file at `path`); the blobs start at `base`.
    init(descriptor: Int32, path: String, base: Int, entries: [Entry]) {
        self.descriptor = descriptor
        self.path = path
        self.base = base
        self.entries = entries
    }

    deinit {
        close(descriptor)
    }

    var count: Int { entries.count }

    /// Blob `index`'s bytes, or nil when they cannot be read or are not the bytes written.
    func bytes(_ index: Int) -> [UInt8]? {
        guard entries.indices.contains(index) else { return nil }
        let entry = entries[index]
        var bytes = [UInt8](repeating: 0, count: entry.length)
        let read = entry.length == 0 ? 0 : bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, entry.length, off_t(base + entry.offset)) }
        var hash = CacheHash()
        bytes.withUnsafeBytes { hash.add($0) }
        guard read == entry.length, hash.value == entry.checksum else {
            removeDamagedFile()
            return nil
        }
        return bytes
    }

    /// Removes the file at `path` if it is still the file read (another process may have
    /// written a good one there since).
    private func removeDamagedFile() {
        lock.lock()
        defer { lock.unlock() }
        guard !removed else { return }
        removed = true
        var opened = stat()
        var current = stat()
        guard fstat(descriptor, &opened) == 0, stat(path, &current) == 0,
              opened.st_dev == current.st_dev, opened.st_ino == current.st_ino else { return }
        unlink(path)
    }
}
