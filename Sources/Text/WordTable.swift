/// An open-addressing hash table from short byte strings (lower-case words) to small integers, read
/// straight from bytes: looking a word up makes no `String` and hashes it once with FNV-1a, where a
/// `[String: Int32]` would build the string and hash it with SipHash. Used where every word of a text
/// is looked up: the prefilter's required words, the temporal lexicon, the food lexicon and meal
/// sentences. A value is an id; a table of other values keeps them in an array indexed by it.
///
/// A class over manually managed memory, so that a look-up touches plain pointers (no reference
/// counting, no exclusivity checks). It is filled by one owner while that owner builds it and only
/// read once shared, which is why it may be `@unchecked Sendable`. The look-up is `@inlinable`, so
/// each client module gets it inlined (a call across modules would cost more than the hashing).
public final class WordTable: @unchecked Sendable {
    /// Entry index + 1 per slot (0 = empty); `mask + 1` slots, a power of two, kept under half full.
    @usableFromInline @exclusivity(unchecked) var slots: UnsafeMutablePointer<Int32>
    @usableFromInline @exclusivity(unchecked) var mask: Int
    /// Entry `i`'s bytes are `arena[starts[i]..<starts[i + 1]]`; `hashes[i]` is the high half of its hash.
    @usableFromInline @exclusivity(unchecked) var arena: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var arenaCapacity: Int
    @usableFromInline @exclusivity(unchecked) var starts: UnsafeMutablePointer<Int32>
    @usableFromInline @exclusivity(unchecked) var hashes: UnsafeMutablePointer<UInt32>
    @usableFromInline @exclusivity(unchecked) var stored: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private var entryCapacity: Int
    /// How many entries there are.
    @exclusivity(unchecked) public private(set) var count = 0

    public init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        mask = size - 1
        entryCapacity = max(capacity, 16)
        arenaCapacity = entryCapacity * 8
        arena = .allocate(capacity: arenaCapacity)
        starts = .allocate(capacity: entryCapacity + 1)
        starts[0] = 0
        hashes = .allocate(capacity: entryCapacity)
        stored = .allocate(capacity: entryCapacity)
    }

    deinit {
        slots.deallocate()
        arena.deallocate()
        starts.deallocate()
        hashes.deallocate()
        stored.deallocate()
    }

    /// A table of `words`, each word's value its index; of a word given twice, the first is found.
    public convenience init(words: [String]) {
        self.init(capacity: words.count)
        for (index, word) in words.enumerated() where find(word) == nil { insert(word, value: Int32(index)) }
    }

    /// A table with the same entries, to be extended without changing this one.
    public func copy() -> WordTable {
        let copy = WordTable(capacity: entryCapacity)
        forEach { bytes, value in copy.insert(bytes, value: value) }
        return copy
    }

    @inlinable @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 { FNV1a.hash(bytes, seed: FNV1a.offset) }

    /// The value stored for `bytes`, or nil.
    @inlinable @inline(__always)
    public func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        let hash = Self.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & mask
        let short = UInt32(truncatingIfNeeded: hash >> 32)
        while true {
            let entry = Int(slots[slot]) - 1
            if entry < 0 { return nil }
            if hashes[entry] == short && equal(entry, bytes) { return stored[entry] }
            slot = (slot + 1) & mask
        }
    }

    /// The value stored for `text`, or nil.
    @inlinable
    public func find(_ text: String) -> Int32? {
        var text = text
        return text.withUTF8 { find($0) }
    }

    /// Stores `value` for `bytes`, which must not be in the table yet.
    public func insert(_ bytes: UnsafeBufferPointer<UInt8>, value: Int32) {
        if (count + 1) * 2 > mask + 1 { rehash(slotCount: (mask + 1) * 2) }
        if count == entryCapacity { growEntries() }
        let start = Int(starts[count])
        if start + bytes.count > arenaCapacity { growArena(start + bytes.count) }
        if let base = bytes.baseAddress { (arena + start).initialize(from: base, count: bytes.count) }
        let hash = Self.hash(bytes)
        starts[count + 1] = Int32(start + bytes.count)
        hashes[count] = UInt32(truncatingIfNeeded: hash >> 32)
        stored[count] = value
        place(count, hash: hash)
        count += 1
    }

    /// Stores `value` for `text`, which must not be in the table yet.
    public func insert(_ text: String, value: Int32) {
        var text = text
        text.withUTF8 { insert($0, value: value) }
    }

    /// Calls `body` with each entry's bytes and value, in insertion order.
    public func forEach(_ body: (UnsafeBufferPointer<UInt8>, Int32) -> Void) {
        for entry in 0..<count {
            let start = Int(starts[entry])
            body(UnsafeBufferPointer(start: arena + start, count: Int(starts[entry + 1]) - start), stored[entry])
        }
    }

    private func place(_ entry: Int, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry + 1)
    }

    private func rehash(slotCount: Int) {
        slots.deallocate()
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        mask = slotCount - 1
        for entry in 0..<count {
            let start = Int(starts[entry])
            place(entry, hash: Self.hash(UnsafeBufferPointer(start: arena + start, count: Int(starts[entry + 1]) - start)))
        }
    }

    private func growEntries() {
        let capacity = entryCapacity * 2
        func grown<T>(_ old: UnsafeMutablePointer<T>, _ used: Int, _ size: Int) -> UnsafeMutablePointer<T> {
            let new = UnsafeMutablePointer<T>.allocate(capacity: size)
            new.moveInitialize(from: old, count: used)
            old.deallocate()
            return new
        }
        starts = grown(starts, count + 1, capacity + 1)
        hashes = grown(hashes, count, capacity)
        stored = grown(stored, count, capacity)
        entryCapacity = capacity
    }

    private func growArena(_ needed: Int) {
        var capacity = arenaCapacity * 2
        while capacity < needed { capacity *= 2 }
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        new.initialize(from: arena, count: Int(starts[count]))
        arena.deallocate()
        arena = new
        arenaCapacity = capacity
    }

    @inlinable @inline(__always)
    func equal(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[entry])
        guard Int(starts[entry + 1]) - start == bytes.count else { return false }
        var index = 0
        while index < bytes.count {
            if arena[start + index] != bytes[index] { return false }
            index += 1
        }
        return true
    }
}
