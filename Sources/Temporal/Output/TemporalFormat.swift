import Foundation

/// ISO-8601 text for instants in a zone, without a `DateFormatter` (which is slow to make and
/// not needed for fixed formats).
public enum TemporalFormat {
    /// "2026-01-09T17:00:00-05:00": the wall-clock time in `zone` and that zone's offset then.
    public static func iso8601(_ date: Date, in zone: TimeZone) -> String {
        let local = LocalDateTime(date, in: zone)
        return dateText(local.day) + "T" + timeText(local.secondOfDay) + offsetText(zone.secondsFromGMT(for: date))
    }

    /// "2026-01-09", the day `date` falls on in `zone`.
    public static func date(_ date: Date, in zone: TimeZone) -> String {
        dateText(LocalDateTime(date, in: zone).day)
    }

    /// "17:00:00", the wall-clock time of `date` in `zone`.
    public static func time(_ date: Date, in zone: TimeZone) -> String {
        timeText(LocalDateTime(date, in: zone).secondOfDay)
    }

    /// "17:00:00".
    public static func time(_ clock: ClockTime) -> String {
        timeText(clock.hour * 3600 + clock.minute * 60 + clock.second)
    }

    /// "+05:30", "-05:00", "+00:00".
    public static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + pad(minutes / 60) + ":" + pad(minutes % 60)
    }

    static func dateText(_ day: CivilDay) -> String {
        var year = String(abs(day.year))
        while year.count < 4 { year = "0" + year }
        return (day.year < 0 ? "-" : "") + year + "-" + pad(day.month) + "-" + pad(day.day)
    }

    static func timeText(_ secondOfDay: Int) -> String {
        pad(secondOfDay / 3600) + ":" + pad(secondOfDay / 60 % 60) + ":" + pad(secondOfDay % 60)
    }

    private static func pad(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }
}
