import Foundation

/// Reads the reference times given on the command line, in grammar files and in JSONL input.
public enum ReferenceTime {
    /// `2026-01-07T09:00:00-05:00` (or `Z`, or with fractional seconds) -> the instant and a zone
    /// at that fixed offset. Nil for anything else: a time without an offset is ambiguous.
    public static func parse(_ text: String) -> (Date, TimeZone)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var date = formatter.date(from: trimmed)
        if date == nil {
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            date = formatter.date(from: trimmed)
        }
        guard let date, let offset = offsetSeconds(trimmed), let zone = TimeZone(secondsFromGMT: offset) else { return nil }
        return (date, zone)
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
