/// A fixed map from words to small integers, looked up straight from UTF-8 bytes: no `String` is
/// built and no SipHash is run, which is most of what a `[String: Int]` lookup costs on short
/// words. The prefilter looks up every word of every parse, so this is on the hot path.
///
/// Open addressing with linear probing over a power-of-two table kept at most half full; the
/// hash is FNV-1a, which is quick on short keys and good enough for a table built once from a
/// grammar's words (no hostile keys are ever inserted).
struct WordIDTable: Sendable {
    /// Every key's bytes, back to back.
    private let keyBytes: [UInt8]
    /// Per entry: where its key starts in `keyBytes`, its length, and its value.
    private let entries: [(start: Int32, length: Int32, value: Int32)]
    /// Per slot: an index into `entries`, or -1 for an empty slot.
    private let slots: [Int32]
    private let mask: Int

    init(_ words: [String: Int]) {
        var keyBytes: [UInt8] = []
        var entries: [(start: Int32, length: Int32, value: Int32)] = []
        var capacity = 16
        while capacity < words.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        // Sorted so the table's layout does not depend on dictionary order.
        for (word, value) in words.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(word.utf8)
            var slot = bytes.withUnsafeBufferPointer { Self.hash($0) } & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(entries.count)
            entries.append((Int32(keyBytes.count), Int32(bytes.count), Int32(value)))
            keyBytes += bytes
        }
        self.keyBytes = keyBytes
        self.entries = entries
        self.slots = slots
        mask = capacity - 1
    }

    var count: Int { entries.count }

    /// The value of the word spelled by `word`, or nil.
    func id(of word: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.hash(word) & mask
        return keyBytes.withUnsafeBufferPointer { keys in
            while true {
                let entryIndex = slots[slot]
                if entryIndex < 0 { return nil }
                let entry = entries[Int(entryIndex)]
                if Int(entry.length) == word.count, Self.equal(keys, from: Int(entry.start), word) { return Int(entry.value) }
                slot = (slot + 1) & mask
            }
        }
    }

    func id(of word: String) -> Int? {
        var word = word
        return word.withUTF8 { id(of: $0) }
    }

    private static func equal(_ keys: UnsafeBufferPointer<UInt8>, from start: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in 0..<word.count where keys[start + offset] != word[offset] { return false }
        return true
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
