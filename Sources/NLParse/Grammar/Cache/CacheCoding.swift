/// The byte format of the grammar cache: fixed-width little-endian integers, arrays as a count
/// then their contents, and strings as numbers into a table of the distinct strings, which comes
/// first. (A grammar repeats a few hundred names thousands of times, and each string decoded
/// costs an allocation and a UTF-8 check.) Written by `CacheWriter`, read back by `CacheReader`,
/// which checks every length and number against what is there, so a truncated or damaged file is
/// an error and never a crash (the whole file is also checksummed before anything is read).
struct CacheWriter {
    private var body: [UInt8] = []
    private var table: [String] = []
    private var numbers: [String: Int] = [:]

    /// What was written, without a string table (for a header of numbers).
    var rawBytes: [UInt8] { body }

    /// The string table, then everything written.
    var bytes: [UInt8] {
        var raw = CacheWriter()
        raw.int(table.count)
        for string in table {
            var string = string
            string.withUTF8 { utf8 in
                raw.int(utf8.count)
                raw.body.append(contentsOf: utf8)
            }
        }
        return raw.body + body
    }

    mutating func int(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { body.append(contentsOf: $0) }
    }

    mutating func bool(_ value: Bool) { body.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        if let number = numbers[value] { return int(number) }
        numbers[value] = table.count
        int(table.count)
        table.append(value)
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
        for value in values { withUnsafeBytes(of: value.littleEndian) { body.append(contentsOf: $0) } }
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
        body.append(contentsOf: value)
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
    private var table: [String] = []

    /// A reader of bytes that start with a string table (what `CacheWriter.bytes` gives).
    init(_ buffer: UnsafeRawBufferPointer) throws(Damaged) {
        self.buffer = buffer
        let count = try self.count(width: 8)
        table.reserveCapacity(count)
        for _ in 0..<count {
            let bytes = try take(try self.count())
            // The file's checksum has passed, so these are the bytes written from Strings.
            table.append(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// A reader of plain bytes, with no string table (the file's header).
    init(raw buffer: UnsafeRawBufferPointer) {
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
        let number = try int()
        guard table.indices.contains(number) else { throw Damaged() }
        return table[number]
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
        Self.integers(try take(try count(width: 8) * 8))
    }

    mutating func words() throws(Damaged) -> [UInt64] {
        Self.integers(try take(try count(width: 8) * 8))
    }

    /// Eight-byte little-endian integers: copied as they are where that is the memory layout
    /// (the prefilter's 60,000 words, read one by one, were a million instructions a start).
    private static func integers<T: FixedWidthInteger>(_ bytes: UnsafeRawBufferPointer) -> [T] {
        let count = bytes.count / 8
        #if _endian(little)
        if MemoryLayout<T>.size == 8 {
            return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[0..<(count * 8)]))
                initialized = count
            }
        }
        #endif
        return (0..<count).map { T(truncatingIfNeeded: Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: $0 * 8, as: Int64.self))) }
    }

    mutating func ranges() throws(Damaged) -> [Range<Int>] {
        let count = try count(width: 16)
        let bounds: [Int] = Self.integers(try take(count * 16))
        var values: [Range<Int>] = []
        values.reserveCapacity(count)
        for index in 0..<count {
            let (lower, upper) = (bounds[2 * index], bounds[2 * index + 1])
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
        // Long inputs (the cache file, 3 MB) in four independent lanes of one multiply each, which
        // the processor runs side by side; folded into the value at the end.
        if bytes.count >= 64 {
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (value, value ^ 0x6A09_E667_F3BC_C908, value ^ 0xBB67_AE85_84CA_A73B, value ^ 0x3C6E_F372_FE94_F82B)
            while index + 32 <= bytes.count {
                lanes.0 = (lanes.0 ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))) &* 0x9FB2_1C65_1E98_DF25
                lanes.1 = (lanes.1 ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))) &* 0x9FB2_1C65_1E98_DF25
                lanes.2 = (lanes.2 ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self))) &* 0x9FB2_1C65_1E98_DF25
                lanes.3 = (lanes.3 ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))) &* 0x9FB2_1C65_1E98_DF25
                lanes.0 ^= lanes.0 >> 29
                lanes.1 ^= lanes.1 >> 29
                lanes.2 ^= lanes.2 >> 29
                lanes.3 ^= lanes.3 >> 29
                index += 32
            }
            mix(lanes.0)
            mix(lanes.1)
            mix(lanes.2)
            mix(lanes.3)
        }
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
