import Foundation

/// A calendar day in the proleptic Gregorian calendar, with no zone.
///
/// The resolver does its date arithmetic on these rather than through `Calendar`, which is far too
/// slow for a hot loop that runs on every sentence; a zone is applied only when a value leaves.
package struct CivilDay: Hashable, Comparable, Sendable {
    package var year: Int
    package var month: Int
    package var day: Int

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `ordinal` days after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    package init(ordinal: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// Days since 1970-01-01 (Hinnant's `days_from_civil`).
    package var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// ISO weekday: 1 = Monday ... 7 = Sunday.
    package var weekday: Int {
        let r = (ordinal + 3) % 7
        return (r < 0 ? r + 7 : r) + 1
    }

    package static func < (lhs: CivilDay, rhs: CivilDay) -> Bool { lhs.ordinal < rhs.ordinal }

    package func adding(days: Int) -> CivilDay { CivilDay(ordinal: ordinal + days) }

    /// Adds months, clamping the day to the target month's length (Jan 31 + 1 month = Feb 28).
    package func adding(months: Int) -> CivilDay {
        let total = year * 12 + (month - 1) + months
        let y = total >= 0 ? total / 12 : (total - 11) / 12
        let m = total - y * 12 + 1
        return CivilDay(year: y, month: m, day: min(day, CivilDay.length(ofMonth: m, year: y)))
    }

    package func adding(years: Int) -> CivilDay { adding(months: years * 12) }

    package var firstOfMonth: CivilDay { CivilDay(year: year, month: month, day: 1) }
    package var firstOfYear: CivilDay { CivilDay(year: year, month: 1, day: 1) }
    package var lastOfMonth: CivilDay { CivilDay(year: year, month: month, day: CivilDay.length(ofMonth: month, year: year)) }

    /// The first day of the week holding this day, for weeks starting on `weekStart` (1 = Monday).
    package func startOfWeek(weekStart: Int) -> CivilDay {
        let back = (weekday - weekStart + 7) % 7
        return adding(days: -back)
    }

    package static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    package static func length(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Nil when the day does not exist (Feb 30).
    package static func valid(year: Int, month: Int, day: Int) -> CivilDay? {
        guard (1...12).contains(month), day >= 1, day <= length(ofMonth: month, year: year) else { return nil }
        return CivilDay(year: year, month: month, day: day)
    }

    /// The `n`th (1-based; -1 = last) `weekday` of a month.
    package static func nthWeekday(_ n: Int, _ weekday: Int, month: Int, year: Int) -> CivilDay? {
        if n > 0 {
            let first = CivilDay(year: year, month: month, day: 1)
            let offset = (weekday - first.weekday + 7) % 7
            let day = 1 + offset + (n - 1) * 7
            return valid(year: year, month: month, day: day)
        }
        let last = CivilDay(year: year, month: month, day: length(ofMonth: month, year: year))
        let offset = (last.weekday - weekday + 7) % 7
        return last.adding(days: -offset - (-n - 1) * 7)
    }
}

/// A wall-clock date and time with no zone, to the second.
package struct LocalDateTime: Hashable, Comparable, Sendable {
    package var day: CivilDay
    /// Seconds since the day's midnight, 0..<86400.
    package var secondOfDay: Int

    package init(day: CivilDay, secondOfDay: Int = 0) {
        // Normalise overflow so "11:30pm + 1 hour" lands on the next day.
        let extraDays = secondOfDay >= 0 ? secondOfDay / 86400 : (secondOfDay - 86399) / 86400
        self.day = extraDays == 0 ? day : day.adding(days: extraDays)
        self.secondOfDay = secondOfDay - extraDays * 86400
    }

    package init(day: CivilDay, hour: Int, minute: Int = 0, second: Int = 0) {
        self.init(day: day, secondOfDay: hour * 3600 + minute * 60 + second)
    }

    package var hour: Int { secondOfDay / 3600 }
    package var minute: Int { secondOfDay / 60 % 60 }
    package var second: Int { secondOfDay % 60 }

    /// Seconds since 1970-01-01T00:00 on the wall clock.
    package var wallSeconds: Int { day.ordinal * 86400 + secondOfDay }

    package init(wallSeconds: Int) {
        let days = wallSeconds >= 0 ? wallSeconds / 86400 : (wallSeconds - 86399) / 86400
        self.init(day: CivilDay(ordinal: days), secondOfDay: wallSeconds - days * 86400)
    }

    package func adding(seconds: Int) -> LocalDateTime { LocalDateTime(wallSeconds: wallSeconds + seconds) }

    package static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool { lhs.wallSeconds < rhs.wallSeconds }

    /// The instant this wall-clock time names in `zone`. In a DST gap the later offset is used,
    /// in an overlap the earlier instant.
    package func date(in zone: TimeZone) -> Date {
        let wall = Double(wallSeconds)
        let guess = wall - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall)))
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))
        return Date(timeIntervalSince1970: wall - Double(offset))
    }

    /// The wall-clock reading of `date` in `zone`.
    package init(_ date: Date, in zone: TimeZone) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: date)
        self.init(wallSeconds: seconds)
    }
}
