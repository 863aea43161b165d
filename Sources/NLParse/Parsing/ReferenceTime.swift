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
        if let fast = readPlain(trimmed) { return .success(fast) }
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

    /// The usual shape, `YYYY-MM-DDTHH:MM:SS` then `Z` or `±HH:MM`, read by arithmetic. Creating
    /// an ISO8601DateFormatter sets up ICU's calendar and time-zone formats: about 900,000
    /// instructions, which `--jsonl` paid for every line with a `now` (six times the parse) and
    /// every request to `ask serve`. Anything else (fractions, odd values) is left to the formatter,
    /// so what is accepted, and how, does not change (years before 1600 too: the
    /// formatter reads those in the Julian calendar).
    static func readPlain(_ text: String) -> (Date, TimeZone)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 25 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              year >= 1600, (1...12).contains(month), hour < 24, minute < 60, second < 60 else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day >= 1, day <= monthDays[month - 1] else { return nil }
        let offset: Int
        if bytes.count == 20 {
            guard bytes[19] == UInt8(ascii: "Z") else { return nil }
            offset = 0
        } else {
            guard bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-"), bytes[22] == UInt8(ascii: ":"),
                  let hours = number(20..<22), let minutes = number(23..<25), hours < 24, minutes < 60 else { return nil }
            offset = (bytes[19] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        // Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        guard let zone = TimeZone(secondsFromGMT: offset) else { return nil }
        return (Date(timeIntervalSince1970: TimeInterval(seconds)), zone)
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
