import Foundation
import Synchronization

/// A pattern's compiled PCRE2 code: compiled now, or decoded from the grammar cache the first
/// time it is matched.
///
/// A one-shot tries about a dozen of the grammar's 1,300 patterns; decoding all of them was a
/// quarter of a warm start's instructions and 4 MB of memory for code never run. A stored code
/// that fails its checksum (or decodes to fewer groups than the pattern's slots) is compiled
/// again from the grammar sources instead, so a damaged cache never changes what matches.
final class PatternCode: @unchecked Sendable {
    /// Where a code not yet decoded is stored.
    struct Stored {
        let blobs: CacheBlobs
        let blob: Int
        /// The serialization's shared header and tables (`PCRE2Pattern.serializeSeparately`).
        let prefix: [UInt8]
        /// The pattern's slot count: its code must have at least as many groups.
        let slotCount: Int
        let definitions: GrammarDefinitions
        let definitionIndex: Int
    }

    // `pattern` is written once, under `lock`, before `ready` is set; after that only read.
    private let ready: Atomic<Bool>
    private let lock = NSLock()
    private var decoded: PCRE2Pattern?
    private var stored: Stored?

    init(_ pattern: PCRE2Pattern) {
        decoded = pattern
        ready = Atomic(true)
    }

    init(stored: Stored) {
        self.stored = stored
        ready = Atomic(false)
    }

    /// True once the code is in memory (tests check that loading decodes none).
    var isDecoded: Bool { ready.load(ordering: .acquiring) }

    var pattern: PCRE2Pattern {
        if ready.load(ordering: .acquiring) { return decoded.unsafelyUnwrapped }
        lock.lock()
        defer { lock.unlock() }
        if let decoded { return decoded }
        let pattern = stored.map(Self.decode) ?? Self.neverMatches
        decoded = pattern
        stored = nil
        ready.store(true, ordering: .releasing)
        return pattern
    }

    private static func decode(_ stored: Stored) -> PCRE2Pattern {
        if let bytes = stored.blobs.bytes(stored.blob),
           let pattern = stored.prefix.withUnsafeBytes({ prefix in bytes.withUnsafeBytes { PCRE2Pattern.deserialize(prefix: prefix, code: $0) } }),
           pattern.captureCount >= stored.slotCount {
            return pattern
        }
        // The same sources compiled the stored code (they are the cache's key), so they compile.
        let regexes = stored.definitions.regexes
        guard regexes.indices.contains(stored.definitionIndex),
              let pattern = try? PCRE2Pattern(regexes[stored.definitionIndex]), pattern.captureCount >= stored.slotCount else { return neverMatches }
        return pattern
    }

    /// What a pattern that can be neither decoded nor compiled matches: nothing.
    private static var neverMatches: PCRE2Pattern { try! PCRE2Pattern("(*FAIL)") }
}
