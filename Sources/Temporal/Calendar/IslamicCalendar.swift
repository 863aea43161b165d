import Foundation

/// The Islamic calendar, for the holidays people schedule around (Ramadan, Eid al-Fitr, Eid
/// al-Adha ...).
///
/// From 1420 AH (1999) to 1600 AH it is Saudi Arabia's Umm al-Qura calendar, whose months start
/// by an astronomical rule at Mecca (the moon sets after the sun on the evening of the 29th) and
/// whose dates match the observed holidays far more often than arithmetic does. Before 1420 the
/// Umm al-Qura table followed older rules that the observed dates did not, and past 1600 there is
/// no table. Before 1420 a month starts on the day (UTC) after the astronomical new moon, which
/// agrees with the dates recorded for those years more often than arithmetic does; past 1600 the
/// arithmetical (tabular) calendar is used. Observed dates follow the sighting of the new moon and
/// can still differ by a day (docs/TEMPORAL.md).
enum IslamicCalendar {
    /// Julian day of 1970-01-01, where `CivilDay.ordinal` counts from.
    private static let unixEpochJulianDay = 2_440_588
    /// Julian day before 1 Muharram of year 1 (civil epoch, 16 July 622 Julian).
    private static let epochJulianDay = 1_948_439
    /// The Islamic years read from the Umm al-Qura table.
    static let ummAlQuraYears = 1420...1600

    /// Foundation's Umm al-Qura calendar, at UTC so that a date's midnight is a whole day count
    /// whatever the machine's zone.
    private static let ummAlQura: Calendar = {
        var calendar = Calendar(identifier: .islamicUmmAlQura)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    /// The civil day of `day` `month` of Islamic `year`.
    static func civilDay(year: Int, month: Int, day: Int) -> CivilDay {
        if ummAlQuraYears.contains(year),
           let date = ummAlQura.date(from: DateComponents(year: year, month: month, day: day)) {
            let seconds = Int(date.timeIntervalSince1970.rounded(.down))
            return CivilDay(ordinal: seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400)
        }
        if year < ummAlQuraYears.lowerBound { return dayAfterNewMoon(year: year, month: month).adding(days: day - 1) }
        return tabularDay(year: year, month: month, day: day)
    }

    /// The first day of `month` of `year` as the day after its new moon, by the date at UTC. The
    /// tabular calendar finds which new moon: the one nearest the eve of its first day.
    static func dayAfterNewMoon(year: Int, month: Int) -> CivilDay {
        let eve = Double(tabularDay(year: year, month: month, day: 1).ordinal - 1) * 86400
        let lunation = 29.530588861 * 86400
        let k = Int(((eve - LunarCalendar.newMoon(0).timeIntervalSince1970) / lunation).rounded())
        let nearest = (k - 1...k + 1).map { LunarCalendar.newMoon($0).timeIntervalSince1970 }.min { abs($0 - eve) < abs($1 - eve) }!
        return CivilDay(ordinal: Int((nearest / 86400).rounded(.down)) + 1)
    }

    /// The tabular calendar: years of 354 or 355 days, eleven leap years in every thirty, months
    /// alternating 30 and 29 days.
    static func tabularDay(year: Int, month: Int, day: Int) -> CivilDay {
        let julianDay = day + (59 * (month - 1) + 1) / 2 + (year - 1) * 354 + (3 + 11 * year) / 30 + epochJulianDay
        return CivilDay(ordinal: julianDay - unixEpochJulianDay)
    }

    /// The days of `month` of `year`, end exclusive (the first day of the next month).
    static func month(_ month: Int, ofYear year: Int) -> (start: CivilDay, end: CivilDay) {
        let next = month == 12 ? civilDay(year: year + 1, month: 1, day: 1) : civilDay(year: year, month: month + 1, day: 1)
        return (civilDay(year: year, month: month, day: 1), next)
    }

    /// The Islamic year whose `month` starts in Gregorian `gregorianYear` (an Islamic year is
    /// eleven days shorter, so a month can start twice in one Gregorian year; the first is taken).
    static func year(ofMonth month: Int, day: Int, inGregorianYear gregorianYear: Int) -> Int? {
        let approximate = (gregorianYear - 622) * 33 / 32
        return ((approximate - 1)...(approximate + 2)).first { civilDay(year: $0, month: month, day: day).year == gregorianYear }
    }

    /// The first `day` of `month` that falls in Gregorian `gregorianYear`.
    static func civilDay(month: Int, day: Int, inGregorianYear gregorianYear: Int) -> CivilDay? {
        year(ofMonth: month, day: day, inGregorianYear: gregorianYear).map { civilDay(year: $0, month: month, day: day) }
    }
}
