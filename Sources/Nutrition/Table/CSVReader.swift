/// A small RFC 4180 reader over UTF-8 bytes: comma-separated fields, fields in double quotes may
/// hold commas, line breaks and doubled quotes (`""` is one `"`). CRLF and LF both end a record.
///
/// Why not Foundation: `String.components(separatedBy:)` cannot see quotes, and scanning bytes
/// directly keeps the bundled table's load well under the 20 ms budget.
public enum CSVReader {
    /// Every record of `bytes` as an array of fields, header included. Empty lines are skipped.
    public static func records(_ bytes: [UInt8]) -> [[String]] {
        var records: [[String]] = []
        var fields: [String] = []
        var field: [UInt8] = []
        field.reserveCapacity(256)
        var index = 0
        var inQuotes = false
        var fieldWasQuoted = false
        let count = bytes.count
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            fieldWasQuoted = false
        }
        func endRecord() {
            endField()
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(fields) }
            fields = []
        }

        while index < count {
            let byte = bytes[index]
            if inQuotes {
                if byte == quote {
                    if index + 1 < count, bytes[index + 1] == quote {
                        field.append(quote)
                        index += 2
                        continue
                    }
                    inQuotes = false
                } else {
                    field.append(byte)
                }
                index += 1
                continue
            }
            switch byte {
            case quote where field.isEmpty && !fieldWasQuoted:
                inQuotes = true
                fieldWasQuoted = true
            case comma:
                endField()
            case lf:
                endRecord()
            case cr:
                if index + 1 < count, bytes[index + 1] == lf { index += 1 }
                endRecord()
            default:
                field.append(byte)
            }
            index += 1
        }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }

    /// Records as dictionaries keyed by the header row's column names.
    public static func table(_ bytes: [UInt8]) -> (header: [String], rows: [[String]]) {
        var all = records(bytes)
        guard !all.isEmpty else { return ([], []) }
        let header = all.removeFirst()
        return (header, all)
    }
}
