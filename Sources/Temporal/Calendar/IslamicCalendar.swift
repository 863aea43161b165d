/// The arithmetical (tabular) Islamic calendar, for the holidays people schedule around (Ramadan,
/// Eid al-Fitr, Eid al-Adha ...).
///
/// Observed dates follow the sighting of the new moon and may differ from these by a day; the
/// tabular calendar is the rule that can be computed without tables (docs/TEMPORAL.md).
enum IslamicCalendar {
    /// Julian day of 1970-01-01, where `CivilDay.ordinal` counts from.
    private static let unixEpochJulianDay = 2_440_588
    /// Julian day before 1 Muharram of year 1 (civil epoch, 16 July 622 Julian).
    private static let epochJulianDay = 1_948_439

    /// The civil day of `day` `month` of Islamic `year`: years of 354 or 355 days, eleven leap
    /// years in every thirty.
    static func civilDay(year: Int, month: Int, day: Int) -> CivilDay {
        let julianDay = day + (59 * (month - 1) + 1) / 2 + (year - 1) * 354 + (3 + 11 * year) / 30 + epochJulianDay
        return CivilDay(ordinal: julianDay - unixEpochJulianDay)
    }

    /// The first `day` of `month` that falls in Gregorian `gregorianYear` (an Islamic year is
    /// eleven days shorter, so a date can fall twice in one Gregorian year; the first is taken).
    static func civilDay(month: Int, day: Int, inGregorianYear gregorianYear: Int) -> CivilDay? {
        let approximate = (gregorianYear - 622) * 33 / 32
        for year in (approximate - 1)...(approximate + 2) {
            let d = civilDay(year: year, month: month, day: day)
            if d.year == gregorianYear { return d }
        }
        return nil
    }
}
