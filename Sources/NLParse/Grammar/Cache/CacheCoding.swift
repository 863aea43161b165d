/// The byte format of the grammar cache: fixed-width little-endian integers, strings and arrays
/// as a count then their contents. Written by `CacheWriter`, read back by `CacheReader`, which
/// checks every length against the bytes left, so a truncated or damaged file is an error and
/// never a crash (the whole file is also checksummed before anything is read).
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    mutating func ints(_ values: [Int]) {
        int(values.count)
        for value in values { int(value) }
    }

    mutating func words(_ values: [UInt64]) {
        int(values.count)
        for value in values { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    }

    mutating func ranges(_ values: [Range<Int>]) {
        int(values.count)
        for value in values {
            int(value.lowerBound)
            int(value.upperBound)
        }
    }

    mutating func blob(_ value: UnsafeRawBufferPointer) {
        int(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func location(_ value: SourceLocation) {
        string(value.file)
        int(value.line)
        int(value.column)
    }
}

/// Reads what `CacheWriter` wrote, from a buffer that outlives the reader.
struct CacheReader {
    struct Damaged: Error {}

    private let buffer: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ buffer: UnsafeRawBufferPointer) {
        self.buffer = buffer
    }

    var isAtEnd: Bool { offset == buffer.count }

    private mutating func take(_ count: Int) throws(Damaged) -> UnsafeRawBufferPointer {
        guard count >= 0, count <= buffer.count - offset else { throw Damaged() }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + count)])
    }

    mutating func int() throws(Damaged) -> Int {
        Int(Int64(littleEndian: try take(8).loadUnaligned(as: Int64.self)))
    }

    /// A count of things each at least `width` bytes long: no larger than the bytes left allow.
    mutating func count(width: Int = 1) throws(Damaged) -> Int {
        let count = try int()
        guard count >= 0, count <= (buffer.count - offset) / max(width, 1) else { throw Damaged() }
        return count
    }

    mutating func bool() throws(Damaged) -> Bool {
        switch try take(1)[0] {
        case 0: return false
        case 1: return true
        default: throw Damaged()
        }
    }

    mutating func string() throws(Damaged) -> String {
        let bytes = try take(try count())
        guard let string = String(validating: bytes, as: UTF8.self) else { throw Damaged() }
        return string
    }

    mutating func optionalString() throws(Damaged) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(Damaged) -> [String] {
        let count = try count(width: 8)
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    mutating func ints() throws(Damaged) -> [Int] {
        let bytes = try take(try count(width: 8) * 8)
        return (0..<(bytes.count / 8)).map { Int(Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: $0 * 8, as: Int64.self))) }
    }

    mutating func words() throws(Damaged) -> [UInt64] {
        let bytes = try take(try count(width: 8) * 8)
        return (0..<(bytes.count / 8)).map { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)) }
    }

    mutating func ranges() throws(Damaged) -> [Range<Int>] {
        let count = try count(width: 16)
        var values: [Range<Int>] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            let (lower, upper) = (try int(), try int())
            guard lower <= upper else { throw Damaged() }
            values.append(lower..<upper)
        }
        return values
    }

    mutating func blob() throws(Damaged) -> UnsafeRawBufferPointer {
        try take(try count())
    }

    mutating func location() throws(Damaged) -> SourceLocation {
        SourceLocation(file: try string(), line: try int(), column: try int())
    }
}

/// A 64-bit hash of bytes, eight at a time: the cache's key (grammar sources, binary, PCRE2
/// version) and its checksum. Not cryptographic; it tells a changed or damaged file from the one
/// written, which is all a cache needs.
struct CacheHash {
    private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        while index + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        mix(tail ^ (UInt64(bytes.count) << 56))
    }

    mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    mutating func add(_ number: Int) {
        mix(UInt64(bitPattern: Int64(number)))
    }

    private mutating func mix(_ word: UInt64) {
        // A multiply-rotate round (as in wyhash/xxhash): every input bit moves every output bit.
        value = (value ^ (word &* 0xBF58_476D_1CE4_E5B9)).rotatedLeft(by: 27) &* 0x94D0_49BB_1331_11EB &+ 0x2545_F491_4F6C_DD1D
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
