/// An open-addressing hash table from short byte strings (lower-case words) to small integers, read
/// straight from bytes: looking a word up makes no `String` and hashes it once with FNV-1a, where a
/// `[String: Int32]` would build the string and hash it with SipHash. Used where every word of a text
/// is looked up (building the food lexicon, tokenizing meal sentences).
struct ByteWordTable: Sendable {
    /// Entry index + 1 per slot (0 = empty); the capacity is a power of two, kept under half full.
    private var slots: [Int32]
    private var mask: Int
    /// Entry `i`'s bytes are `arena[starts[i]..<starts[i + 1]]`.
    private var arena: [UInt8] = []
    private var starts: [Int32] = [0]
    private var hashes: [UInt32] = []
    /// The value stored with each entry, in insertion order.
    private(set) var values: [Int32] = []

    var count: Int { values.count }

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The value stored for `bytes`, or nil.
    @inline(__always)
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        let hash = Self.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & mask
        let short = UInt32(truncatingIfNeeded: hash >> 32)
        while true {
            let entry = Int(slots[slot]) - 1
            if entry < 0 { return nil }
            if hashes[entry] == short && equal(entry, bytes) { return values[entry] }
            slot = (slot + 1) & mask
        }
    }

    /// The value stored for `text`, or nil.
    func find(_ text: String) -> Int32? {
        var text = text
        return text.withUTF8 { find($0) }
    }

    /// Stores `value` for `bytes`, which must not be in the table yet.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, value: Int32) {
        if (values.count + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(bytes)
        arena.append(contentsOf: bytes)
        starts.append(Int32(arena.count))
        hashes.append(UInt32(truncatingIfNeeded: hash >> 32))
        values.append(value)
        place(values.count - 1, hash: hash)
    }

    /// Stores `value` for `text`, which must not be in the table yet.
    mutating func insert(_ text: String, value: Int32) {
        var text = text
        text.withUTF8 { insert($0, value: value) }
    }

    private mutating func place(_ entry: Int, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry + 1)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        for entry in values.indices {
            let hash = arena.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[Int(starts[entry])..<Int(starts[entry + 1])])) }
            place(entry, hash: hash)
        }
    }

    @inline(__always)
    private func equal(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let lower = Int(starts[entry]), upper = Int(starts[entry + 1])
        guard upper - lower == bytes.count else { return false }
        var index = 0
        while index < bytes.count {
            if arena[lower + index] != bytes[index] { return false }
            index += 1
        }
        return true
    }
}
