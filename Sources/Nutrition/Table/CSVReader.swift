/// A small RFC 4180 reader over UTF-8 bytes: comma-separated fields, fields in double quotes may
/// hold commas, line breaks and doubled quotes (`""` is one `"`). CRLF and LF both end a record.
///
/// Why not Foundation: `String.components(separatedBy:)` cannot see quotes, and scanning bytes
/// directly (numbers read straight from the bytes, strings made only for text fields) keeps the
/// bundled table's load well under the 20 ms budget.
public enum CSVReader {
    /// One record: its unescaped field bytes and where each field lies in them.
    public struct Record {
        public fileprivate(set) var bytes: [UInt8] = []
        public fileprivate(set) var fields: [Range<Int>] = []

        public var count: Int { fields.count }

        /// Field `index` as text.
        public func string(_ index: Int) -> String {
            bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[fields[index]]), as: UTF8.self) }
        }

        /// Field `index` as a number, nil when empty or not a plain decimal (`-12.5`, `0.333`, `1e-3`).
        public func double(_ index: Int) -> Double? {
            let range = fields[index]
            guard !range.isEmpty else { return nil }
            var position = range.lowerBound
            var negative = false
            if bytes[position] == UInt8(ascii: "-") { negative = true; position += 1 }
            var mantissa: UInt64 = 0
            var digits = 0
            var scale = 0
            var sawDot = false
            while position < range.upperBound {
                let byte = bytes[position]
                if byte >= 48 && byte <= 57 {
                    guard digits < 18 else { return Double(string(index)) }
                    mantissa = mantissa * 10 + UInt64(byte - 48)
                    digits += 1
                    if sawDot { scale += 1 }
                } else if byte == UInt8(ascii: "."), !sawDot {
                    sawDot = true
                } else {
                    return Double(string(index))
                }
                position += 1
            }
            guard digits > 0 else { return nil }
            // Both operands are exact, so the division is correctly rounded, as strtod would be.
            let value = Double(mantissa) / powersOfTen[scale]
            return negative ? -value : value
        }

        /// True when field `index` is exactly `text`.
        public func equals(_ index: Int, _ text: StaticString) -> Bool {
            let range = fields[index]
            guard range.count == text.utf8CodeUnitCount else { return false }
            return text.withUTF8Buffer { expected in
                var offset = 0
                for position in range {
                    if bytes[position] != expected[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
    }

    static let powersOfTen: [Double] = (0...18).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Calls `body` with each record, header included; empty lines are skipped. The record is reused
    /// between calls: copy out what you need.
    public static func forEachRecord(_ bytes: [UInt8], _ body: (Record) throws -> Void) rethrows {
        var record = Record()
        record.bytes.reserveCapacity(512)
        var fieldStart = 0
        var index = 0
        var inQuotes = false
        var fieldWasQuoted = false
        let count = bytes.count
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

        func endField() {
            record.fields.append(fieldStart..<record.bytes.count)
            fieldStart = record.bytes.count
            fieldWasQuoted = false
        }
        func endRecord() throws {
            endField()
            if !(record.fields.count == 1 && record.fields[0].isEmpty) { try body(record) }
            record.bytes.removeAll(keepingCapacity: true)
            record.fields.removeAll(keepingCapacity: true)
            fieldStart = 0
        }

        while index < count {
            let byte = bytes[index]
            if inQuotes {
                if byte == quote {
                    if index + 1 < count, bytes[index + 1] == quote {
                        record.bytes.append(quote)
                        index += 2
                        continue
                    }
                    inQuotes = false
                } else {
                    record.bytes.append(byte)
                }
                index += 1
                continue
            }
            switch byte {
            case quote where record.bytes.count == fieldStart && !fieldWasQuoted:
                inQuotes = true
                fieldWasQuoted = true
            case comma:
                endField()
            case lf:
                try endRecord()
            case cr:
                if index + 1 < count, bytes[index + 1] == lf { index += 1 }
                try endRecord()
            default:
                record.bytes.append(byte)
            }
            index += 1
        }
        if record.bytes.count > 0 || !record.fields.isEmpty { try endRecord() }
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
