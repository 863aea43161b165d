/// A set of small integers (0..<capacity) that empties in O(1): each member holds the
/// generation it was inserted in, and `removeAll` starts a new generation. A parse marks the
/// words and patterns it has seen without allocating or zeroing an array the size of the grammar.
struct StampedSet {
    private var stamps: [UInt32] = []
    private var generation: UInt32 = 1

    /// Empties the set and makes room for members below `capacity`.
    mutating func removeAll(capacity: Int) {
        if stamps.count < capacity { stamps += repeatElement(0, count: capacity - stamps.count) }
        generation &+= 1
        if generation == 0 {
            // After 2^32 generations an old stamp could read as current: clear them once.
            for index in stamps.indices { stamps[index] = 0 }
            generation = 1
        }
    }

    func contains(_ member: Int) -> Bool { stamps[member] == generation }

    /// Inserts `member`; false when it was already there.
    @discardableResult
    mutating func insert(_ member: Int) -> Bool {
        guard stamps[member] != generation else { return false }
        stamps[member] = generation
        return true
    }

    /// Inserts every one of `members` (each below the capacity), calling `body` with those that
    /// were not there yet. One buffer access for the lot: inserting one by one checks the
    /// array's uniqueness each time, which costs more than the insertion.
    mutating func insert(contentsOf members: [Int], newMember body: (Int) -> Void) {
        let generation = generation
        stamps.withUnsafeMutableBufferPointer { stamps in
            for member in members {
                precondition(member >= 0 && member < stamps.count, "member out of range")
                guard stamps[member] != generation else { continue }
                stamps[member] = generation
                body(member)
            }
        }
    }
}
