#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Text

/// A small RFC 4180 reader over UTF-8 bytes: comma-separated fields, fields in double quotes may
/// hold commas, line breaks and doubled quotes (`""` is one `"`). CRLF and LF both end a record.
///
/// Why not Foundation: `String.components(separatedBy:)` cannot see quotes. Fields are ranges of the
/// input itself (a quoted field without doubled quotes is its inside), so reading a record copies
/// nothing; only a field with doubled quotes is unescaped, into a small side buffer. Numbers are read
/// straight from the bytes and strings are made only for the text fields a caller asks for.
public enum CSVReader {
    /// One record: where each field lies, in the input or (unescaped) in the side buffer. Valid only
    /// inside the `forEachRecord` callback that received it.
    public struct Record {
        fileprivate let input: UnsafeBufferPointer<UInt8>
        /// Unescaped fields; a field range at or above `input.count` lies here (offset by `input.count`).
        fileprivate var unescaped: [UInt8] = []
        /// Field `i` is `bounds[2i]..<bounds[2i + 1]`: plain memory owned by `forEachRecord`, so that
        /// recording a field is two stores.
        fileprivate var bounds: UnsafeMutablePointer<Int>
        fileprivate var capacity: Int
        /// How many fields the record has.
        public fileprivate(set) var count = 0

        fileprivate mutating func add(_ range: Range<Int>) {
            if count == capacity {
                let grown = UnsafeMutablePointer<Int>.allocate(capacity: 4 * capacity)
                grown.initialize(from: bounds, count: 2 * capacity)
                bounds.deallocate()
                bounds = grown
                capacity *= 2
            }
            bounds[2 * count] = range.lowerBound
            bounds[2 * count + 1] = range.upperBound
            count += 1
        }

        /// Where field `index` lies.
        @inline(__always)
        func field(_ index: Int) -> Range<Int> {
            precondition(index >= 0 && index < count, "no field \(index)")
            return bounds[2 * index]..<bounds[2 * index + 1]
        }

        /// Calls `body` with the bytes of field `index`.
        @inline(__always)
        func withBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let range = field(index)
            if range.lowerBound < input.count || range.isEmpty { return body(UnsafeBufferPointer(rebasing: input[range.clamped(to: 0..<input.count)])) }
            let shifted = (range.lowerBound - input.count)..<(range.upperBound - input.count)
            return unescaped.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[shifted])) }
        }

        /// Field `index` as text.
        public func string(_ index: Int) -> String {
            withBytes(index) { String(decoding: $0, as: UTF8.self) }
        }

        /// Field `index` as a number, nil when empty or not a plain decimal (`-12.5`, `0.333`, `1e-3`).
        public func double(_ index: Int) -> Double? {
            let range = field(index)
            guard !range.isEmpty else { return nil }
            if range.upperBound <= input.count { return Self.double(UnsafeBufferPointer(rebasing: input[range])) }
            return withBytes(index) { Self.double($0) }
        }

        @inline(__always)
        static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
            do {
                guard !bytes.isEmpty else { return nil }
                var position = 0
                var negative = false
                if bytes[0] == UInt8(ascii: "-") { negative = true; position = 1 }
                var mantissa: UInt64 = 0
                var digits = 0
                var scale = 0
                var sawDot = false
                while position < bytes.count {
                    let byte = bytes[position]
                    if byte >= 48 && byte <= 57 {
                        guard digits < 18 else { return Double(String(decoding: bytes, as: UTF8.self)) }
                        mantissa = mantissa * 10 + UInt64(byte - 48)
                        digits += 1
                        if sawDot { scale += 1 }
                    } else if byte == UInt8(ascii: "."), !sawDot {
                        sawDot = true
                    } else {
                        return Double(String(decoding: bytes, as: UTF8.self))
                    }
                    position += 1
                }
                guard digits > 0 else { return nil }
                // Both operands are exact, so the division is correctly rounded, as strtod would be.
                let value = Double(mantissa) / powersOfTen[scale]
                return negative ? -value : value
            }
        }

        /// The value made for field `index`'s bytes the first time they were seen in this `interner`.
        func interned<Value>(_ index: Int, in interner: FieldInterner<Value>, _ make: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
            withBytes(index) { bytes in
                if let known = interner.table.find(bytes) { return interner.values[Int(known)] }
                let value = make(bytes)
                interner.table.insert(bytes, value: Int32(interner.values.count))
                interner.values.append(value)
                return value
            }
        }

        /// True when field `index` holds exactly the bytes of `text`.
        func equals(_ index: Int, _ text: String) -> Bool {
            var text = text
            return text.withUTF8 { expected in withBytes(index) { $0.count == expected.count && ($0.isEmpty || memcmp($0.baseAddress!, expected.baseAddress!, $0.count) == 0) } }
        }

        /// True when field `index` is exactly `text`.
        public func equals(_ index: Int, _ text: StaticString) -> Bool {
            withBytes(index) { bytes in
                text.withUTF8Buffer { expected in bytes.elementsEqual(expected) }
            }
        }
    }

    /// Values made once per distinct field text (the table repeats units, descriptions and tag lists
    /// thousands of times): one string, one array, one look-up each, shared by every row.
    final class FieldInterner<Value> {
        let table = WordTable(capacity: 512)
        @exclusivity(unchecked) var values: [Value] = []
    }

    /// Bytes that end an unquoted field: comma, LF, CR.
    static let stops: [Bool] = (0..<256).map { $0 == 0x2C || $0 == 0x0A || $0 == 0x0D }

    static let powersOfTen: [Double] = (0...18).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Calls `body` with each record, header included; empty lines are skipped. The record is reused
    /// between calls: copy out what you need.
    public static func forEachRecord(_ bytes: [UInt8], _ body: (Record) throws -> Void) rethrows {
        try bytes.withUnsafeBufferPointer { try forEachRecord($0, body) }
    }

    /// `forEachRecord` over bytes in memory.
    public static func forEachRecord(_ input: UnsafeBufferPointer<UInt8>, _ body: (Record) throws -> Void) rethrows {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        let count = input.count
        let stops = Self.stops
        // (No nested function capturing `record`: captured mutable locals are boxed and checked on every access.)
        var record = Record(input: input, bounds: .allocate(capacity: 128), capacity: 64)
        defer { record.bounds.deallocate() }
        var index = 0
        while index < count {
            // One field starts at `index`.
            var end: Int
            if input[index] == quote {
                // Quoted: the inside, unless it holds doubled quotes or text after the closing quote.
                let start = index + 1
                var scan = start
                while scan < count, input[scan] != quote { scan += 1 }
                let after: UInt8 = scan + 1 < count ? input[scan + 1] : lf
                if after != comma && after != lf && after != cr {
                    let lower = record.unescaped.count
                    var position = start
                    var inQuotes = true
                    while position < count {
                        let byte = input[position]
                        if inQuotes {
                            if byte == quote {
                                if position + 1 < count, input[position + 1] == quote {
                                    record.unescaped.append(quote)
                                    position += 2
                                    continue
                                }
                                inQuotes = false
                            } else {
                                record.unescaped.append(byte)
                            }
                        } else if byte == comma || byte == lf || byte == cr {
                            break
                        } else {
                            record.unescaped.append(byte)
                        }
                        position += 1
                    }
                    record.add((count + lower)..<(count + record.unescaped.count))
                    end = position
                } else {
                    record.add(start..<min(scan, count))
                    end = min(scan + 1, count)
                }
            } else {
                end = index
                while end < count, !stops[Int(input[end])] { end += 1 }
                record.add(index..<end)
            }
            // What ends the field: a comma (another field follows), a line break or the end (the record ends).
            if end < count, input[end] == comma {
                index = end + 1
                if index == count { record.add(count..<count) }
                continue
            }
            if end < count, input[end] == cr, end + 1 < count, input[end + 1] == lf { index = end + 2 } else { index = end + 1 }
            if !(record.count == 1 && record.field(0).isEmpty) { try body(record) }
            record.count = 0
            if !record.unescaped.isEmpty { record.unescaped.removeAll(keepingCapacity: true) }
        }
        // "a,b," at the very end: the record after the last comma.
        if record.count > 0 { try body(record) }
    }

    /// Every record of `bytes` as an array of fields, header included. Empty lines are skipped.
    public static func records(_ bytes: [UInt8]) -> [[String]] {
        var records: [[String]] = []
        forEachRecord(bytes) { record in records.append((0..<record.count).map(record.string)) }
        return records
    }

    /// The header row and the other records.
    public static func table(_ bytes: [UInt8]) -> (header: [String], rows: [[String]]) {
        var all = records(bytes)
        guard !all.isEmpty else { return ([], []) }
        let header = all.removeFirst()
        return (header, all)
    }
}
