import Foundation

/// Reads the reference times given on the command line, in grammar files and in JSONL input.
public enum ReferenceTime {
    /// The most digits a fraction of a second may have: nanoseconds. Foundation's ISO-8601 reader
    /// divides by a power of ten per digit and faults (SIGFPE) on 35 or more, so longer fractions
    /// are refused before it sees them.
    public static let maxFractionDigits = 9

    /// Why a text is not a reference time.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// More fraction digits than `maxFractionDigits`.
        case tooManyFractionDigits(Int)
        /// Not ISO-8601 with an offset.
        case notISO8601

        public var description: String {
            switch self {
            case .tooManyFractionDigits(let count):
                "the fraction of a second has \(count) digits; at most \(ReferenceTime.maxFractionDigits) are allowed"
            case .notISO8601:
                "not an ISO-8601 time with offset, such as 2026-01-07T09:00:00-05:00"
            }
        }
    }

    /// `2026-01-07T09:00:00-05:00` (or `Z`, or with fractional seconds) -> the instant and a zone
    /// at that fixed offset. Nil for anything else: a time without an offset is ambiguous.
    public static func parse(_ text: String) -> (Date, TimeZone)? {
        try? read(text).get()
    }

    /// As `parse`, saying what is wrong when the text is not a reference time.
    public static func read(_ text: String) -> Result<(Date, TimeZone), Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = fractionDigits(trimmed)
        guard digits <= maxFractionDigits else { return .failure(.tooManyFractionDigits(digits)) }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var date = formatter.date(from: trimmed)
        if date == nil {
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            date = formatter.date(from: trimmed)
        }
        guard let date, let offset = offsetSeconds(trimmed), let zone = TimeZone(secondsFromGMT: offset) else { return .failure(.notISO8601) }
        return .success((date, zone))
    }

    /// The number of digits after the first "." (the fraction of a second in an ISO-8601 time).
    static func fractionDigits(_ text: String) -> Int {
        guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return 0 }
        return text.utf8[text.utf8.index(after: dot)...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
    }

    /// The UTC offset written at the end of an ISO-8601 time, in seconds.
    static func offsetSeconds(_ text: String) -> Int? {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return 0 }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 6 else { return nil }
        let tail = String(String.UnicodeScalarView(scalars.suffix(6)))
        guard let sign = tail.first, sign == "+" || sign == "-" else { return nil }
        let parts = tail.dropFirst().split(separator: ":")
        guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
