/// A read-only map from spellings (words) to values, probed with a cheap hash.
///
/// `Dictionary<String, _>` hashes with seeded SipHash, a few hundred instructions for a short
/// word, and a lookup from bytes would first build a `String`. The parser looks up every word of
/// every command in a few such tables (the prefilter's required words, the temporal lexicon), so
/// this one hashes the UTF-8 bytes with FNV-1a (a few instructions a byte) and can be probed
/// straight from a byte buffer. Open addressing with linear probing, at most half full; built
/// once from fixed vocabularies, never from hostile keys. The lookups are `@inlinable` so that
/// each client module gets them specialised for its value type (a generic call across modules
/// would run through witness tables, slower than the hashing it saves).
public struct SpellingTable<Value: Sendable>: Sendable {
    /// Every key's bytes, back to back, and per entry where its key starts and how long it is.
    @usableFromInline let keyBytes: [UInt8]
    @usableFromInline let keyStarts: [Int32]
    @usableFromInline let keyLengths: [Int32]
    @usableFromInline let values: [Value]
    /// Per slot: an index into the entries, or -1 for an empty slot. A power-of-two count.
    @usableFromInline let slots: [Int32]
    @usableFromInline let mask: Int

    @inlinable
    public init(_ entries: [String: Value]) {
        self.init(pairs: entries.map { ($0.key, $0.value) })
    }

    /// A table of `pairs` in their order; of a key given twice, the first is found.
    @inlinable
    public init(pairs entries: [(String, Value)]) {
        var keyBytes: [UInt8] = []
        var keyStarts: [Int32] = []
        var keyLengths: [Int32] = []
        var values: [Value] = []
        var capacity = 16
        while capacity < entries.count * 2 { capacity <<= 1 }
        var slots = [Int32](repeating: -1, count: capacity)
        // In the dictionary's order: the layout may differ between runs, what is found may not.
        for (key, value) in entries {
            var key = key
            key.withUTF8 { bytes in
                var slot = Self.hash(bytes) & (capacity - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = Int32(values.count)
                keyStarts.append(Int32(keyBytes.count))
                keyLengths.append(Int32(bytes.count))
                keyBytes.append(contentsOf: bytes)
            }
            values.append(value)
        }
        self.keyBytes = keyBytes
        self.keyStarts = keyStarts
        self.keyLengths = keyLengths
        self.values = values
        self.slots = slots
        mask = capacity - 1
    }

    public var count: Int { values.count }

    @inlinable
    public subscript(spelling: String) -> Value? {
        var spelling = spelling
        return spelling.withUTF8 { self[bytes: $0] }
    }

    /// The value of the word spelled by `bytes` (UTF-8).
    @inlinable
    public subscript(bytes word: UnsafeBufferPointer<UInt8>) -> Value? {
        var slot = Self.hash(word) & mask
        return keyBytes.withUnsafeBufferPointer { keys in
            while true {
                let entry = Int(slots[slot])
                if entry < 0 { return nil }
                if Int(keyLengths[entry]) == word.count, Self.equal(keys, from: Int(keyStarts[entry]), word) { return values[entry] }
                slot = (slot + 1) & mask
            }
        }
    }

    @inlinable
    static func equal(_ keys: UnsafeBufferPointer<UInt8>, from start: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in 0..<word.count where keys[start + offset] != word[offset] { return false }
        return true
    }

    @inlinable
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
