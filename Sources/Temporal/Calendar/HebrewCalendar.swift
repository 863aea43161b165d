/// The arithmetical Hebrew calendar, for the Jewish holidays (Rosh Hashanah, Passover, Hanukkah ...).
///
/// Unlike the Islamic calendar it is fully computed (molad and postponement rules), so these
/// dates are exact. Months are numbered from Nisan (1) as in Dershowitz and Reingold's
/// *Calendrical Calculations*: Tishri is 7, Kislev 9, Adar 12 and, in leap years, Adar II 13.
enum HebrewCalendar {
    static let nisan = 1, iyyar = 2, sivan = 3, av = 5, tishri = 7, kislev = 9, shevat = 11, adar = 12, adarII = 13

    /// Days from 1970-01-01 to the calendar's epoch, R.D. -1373427 (R.D. 719163 is 1970-01-01).
    private static let epochOrdinal = -1_373_427 - 719_163

    /// Seven leap years (13 months) in every nineteen.
    static func isLeap(_ year: Int) -> Bool { (7 * year + 1) % 19 < 7 }

    /// Days from the epoch to the molad of Tishri, with the postponement that keeps Rosh Hashanah
    /// off Sunday, Wednesday and Friday.
    private static func elapsedDays(_ year: Int) -> Int {
        let months = (235 * year - 234) / 19
        let parts = 12084 + 13753 * months
        let day = 29 * months + parts / 25920
        return (3 * (day + 1)) % 7 < 3 ? day + 1 : day
    }

    /// The further postponements that keep every year 353-355 or 383-385 days long.
    private static func yearLengthCorrection(_ year: Int) -> Int {
        let previous = elapsedDays(year - 1), this = elapsedDays(year), next = elapsedDays(year + 1)
        if next - this == 356 { return 2 }
        if this - previous == 382 { return 1 }
        return 0
    }

    /// Days since 1970-01-01 of 1 Tishri (Rosh Hashanah) of `year`.
    private static func newYear(_ year: Int) -> Int {
        epochOrdinal + elapsedDays(year) + yearLengthCorrection(year)
    }

    private static func daysInYear(_ year: Int) -> Int { newYear(year + 1) - newYear(year) }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2, 4, 6, 10, 13: return 29
        case 12: return isLeap(year) ? 30 : 29
        // Heshvan is long and Kislev short only in some years, by the year's length.
        case 8: return daysInYear(year) % 10 == 5 ? 30 : 29
        case 9: return daysInYear(year) % 10 == 3 ? 29 : 30
        default: return 30
        }
    }

    /// The civil day of `day` `month` of Hebrew `year` (the year starts at Tishri).
    static func civilDay(year: Int, month: Int, day: Int) -> CivilDay {
        var ordinal = newYear(year) + day - 1
        let lastMonth = isLeap(year) ? 13 : 12
        if month < tishri {
            for m in tishri...lastMonth { ordinal += daysInMonth(m, year: year) }
            for m in 1..<month { ordinal += daysInMonth(m, year: year) }
        } else {
            for m in tishri..<month { ordinal += daysInMonth(m, year: year) }
        }
        return CivilDay(ordinal: ordinal)
    }

    /// Purim and the other Adar dates fall in Adar II in a leap year.
    static func adarMonth(of year: Int) -> Int { isLeap(year) ? adarII : adar }

    /// The `day` of `month` that falls in Gregorian `gregorianYear` (months Tishri to Adar of
    /// Hebrew year Y fall mostly in Gregorian year Y - 3761, Nisan to Elul in Y - 3760).
    static func civilDay(month: Int, day: Int, inGregorianYear gregorianYear: Int, shift: (Int) -> Int = { _ in 0 }) -> CivilDay? {
        for year in (gregorianYear + 3760)...(gregorianYear + 3761) {
            let m = month == adar ? adarMonth(of: year) : month
            let d = civilDay(year: year, month: m, day: day)
            let moved = d.adding(days: shift(d.weekday))
            if moved.year == gregorianYear { return moved }
        }
        return nil
    }
}
