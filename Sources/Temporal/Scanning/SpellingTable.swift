/// A read-only table from a word's spelling to its lexicon entry, probed with a cheap hash.
///
/// `Dictionary<String, _>` hashes with seeded SipHash, a few hundred instructions for a short
/// word. This table is probed once for every word of every sentence, so it hashes the UTF-8 bytes
/// with FNV-1a instead (a few instructions a byte) and compares the candidates it lands on, with
/// open addressing in a table at most half full.
struct SpellingTable: Sendable {
    /// A power-of-two number of slots; "" marks an empty one (no spelling is empty).
    private let keys: [String]
    private let values: [LexiconEntry]
    private let mask: Int

    init(_ entries: [String: LexiconEntry]) {
        var capacity = 16
        while capacity < entries.count * 2 { capacity <<= 1 }
        var keys = [String](repeating: "", count: capacity)
        var values = [LexiconEntry](repeating: .unknown, count: capacity)
        for (key, value) in entries where !key.isEmpty {
            var slot = SpellingTable.hash(key) & (capacity - 1)
            while !keys[slot].isEmpty { slot = (slot + 1) & (capacity - 1) }
            keys[slot] = key
            values[slot] = value
        }
        self.keys = keys
        self.values = values
        self.mask = capacity - 1
    }

    subscript(spelling: String) -> LexiconEntry? {
        var slot = SpellingTable.hash(spelling) & mask
        while true {
            let key = keys[slot]
            if key.isEmpty { return nil }
            if key == spelling { return values[slot] }
            slot = (slot + 1) & mask
        }
    }

    private static func hash(_ spelling: String) -> Int {
        // Over the contiguous bytes: iterating `utf8` costs several times more per byte.
        var spelling = spelling
        return spelling.withUTF8 { bytes in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return Int(truncatingIfNeeded: h ^ (h >> 29))
        }
    }
}
