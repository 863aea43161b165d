/// FNV-1a, 64 bits: a stable hash (Swift's `Hasher` is seeded per process).
public enum FNV1a {
    // Constants written out, not stored: code inlined into other modules reads no global.
    @inlinable public static var offset: UInt64 { 0xcbf2_9ce4_8422_2325 }
    @inlinable public static var prime: UInt64 { 0x0000_0100_0000_01b3 }

    public static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { hash($0, seed: offset) }
    }

    @inlinable
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }
}
