/// Holidays people schedule around, by rule: fixed dates, nth weekdays, days counted from
/// (Western or Orthodox) Easter, and days of the Islamic and Hebrew calendars. Regional variants
/// (Thanksgiving in Canada, Father's Day in Australia) follow `TemporalContext.holidayRegion`.
/// Chinese New Year is computed from new moons, Hindu festivals (Diwali, Holi) from the computed
/// Hindu calendars.
indirect enum HolidayRule: Sendable {
    case fixed(month: Int, day: Int)
    /// `n`th (1-based, -1 = last) weekday of a month.
    case nth(Int, weekday: Int, month: Int)
    /// Days after Easter Sunday (negative: before).
    case easter(Int)
    /// Days after US Thanksgiving (Black Friday is 1).
    case afterThanksgiving(Int)
    /// The weekday nearest a fixed date (Boss's Day: October 16, moved off the weekend).
    case nearestWeekday(month: Int, day: Int)
    /// Days after US Labor Day (Grandparents Day is the Sunday after it).
    case afterLaborDay(Int)
    /// The last Monday before a date (Victoria Day: the Monday before May 25).
    case mondayBefore(month: Int, day: Int)
    /// Wednesday of the last full week of April (Administrative Professionals' Day).
    case adminDay
    /// Differs by region: the first rule whose region matches, else the last.
    case regional([(String, HolidayRule)])
    /// A day of the Islamic calendar (`IslamicCalendar`): Eid al-Fitr is 1 Shawwal (month 10).
    case islamic(month: Int, day: Int)
    /// A whole month of the Islamic calendar, as a range of days (Ramadan).
    case islamicMonth(Int)
    /// The last Friday before a day of the Islamic calendar (Jumu'atul-Wida, before Eid al-Fitr).
    case fridayBeforeIslamic(month: Int, day: Int)
    /// Days after Orthodox (Julian) Easter Sunday (Clean Monday is -48).
    case orthodoxEaster(Int)
    /// A day of the Hebrew calendar (months as in `HebrewCalendar`). A Jewish holiday begins at
    /// sundown, so the day given is its eve: the civil day on whose evening it starts
    /// ("Yom Kippur 2018", 10 Tishri, begins on the evening of September 18).
    case hebrew(month: Int, day: Int)
    /// Yom HaShoah: the eve of 27 Nisan, moved to Thursday when that is a Friday and to Monday
    /// when it is a Sunday, so it never touches the Sabbath.
    case yomHashoah
    /// A holiday that lasts `days` days from the day its rule gives (Lent, Passover, EMS Week).
    case span(HolidayRule, days: Int)
    /// A day `days` after (negative: before) the day another rule gives.
    case offset(HolidayRule, days: Int)
    /// The first `weekday` on or after a fixed date (the Brisbane show starts on the first
    /// Friday on or after August 5).
    case weekdayOnOrAfter(weekday: Int, month: Int, day: Int)
    /// The Monday nearest a fixed date (Newfoundland's Discovery Day, near June 24).
    case mondayNearest(month: Int, day: Int)
    /// A fixed date observed on Friday when it falls on a Saturday and on Monday when it falls on
    /// a Sunday, as US public holidays are (Emancipation Day, April 16).
    case observed(month: Int, day: Int)
    /// US Tax Day: April 15, or the next business day when that is a weekend day or Emancipation
    /// Day (observed in Washington, D.C.).
    case taxDay
    /// A fixed date of the Parsi (Shahenshahi) calendar, whose years are 365 days with no leap
    /// day: New Year falls every 365 days from 16 August 2020, a day earlier every four years.
    case every365Days(from: CivilDay)
    /// Chinese (lunar) New Year: the new moon between January 21 and February 20 in China.
    case chineseNewYear
    /// A Hindu, Sikh or Jain festival, from the computed Hindu calendars (Diwali, Holi, Onam ...).
    case hindu(HinduFestival)
    /// A day held only in US presidential election years, those divisible by four (Super Tuesday).
    case presidentialElectionYears(HolidayRule)
    /// A season, from its equinox or solstice to the next (`Season`).
    case season(Season)

    /// The days a holiday that lasts longer than a day covers, end exclusive; nil for one day.
    func period(in year: Int, region: String) -> (start: CivilDay, end: CivilDay)? {
        switch self {
        case .islamicMonth(let month):
            guard let islamicYear = IslamicCalendar.year(ofMonth: month, day: 1, inGregorianYear: year) else { return nil }
            return IslamicCalendar.month(month, ofYear: islamicYear)
        case .span(let rule, let days):
            guard let start = rule.day(in: year, region: region) else { return nil }
            return (start, start.adding(days: days))
        case .regional(let variants):
            let rule = variants.first { $0.0 == region }?.1 ?? variants.last!.1
            return rule.period(in: year, region: region)
        case .season(let season):
            return season.period(in: year)
        default:
            return nil
        }
    }

    func day(in year: Int, region: String) -> CivilDay? {
        switch self {
        case .fixed(let m, let d): return CivilDay.valid(year: year, month: m, day: d)
        case .nth(let n, let w, let m): return CivilDay.nthWeekday(n, w, month: m, year: year)
        case .easter(let offset): return HolidayRule.easterSunday(year).adding(days: offset)
        case .afterThanksgiving(let days):
            return CivilDay.nthWeekday(4, 4, month: 11, year: year)?.adding(days: days)
        case .nearestWeekday(let m, let d):
            guard let day = CivilDay.valid(year: year, month: m, day: d) else { return nil }
            if day.weekday == 6 { return day.adding(days: -1) }
            if day.weekday == 7 { return day.adding(days: 1) }
            return day
        case .afterLaborDay(let days):
            return CivilDay.nthWeekday(1, 1, month: 9, year: year)?.adding(days: days)
        case .mondayBefore(let m, let d):
            guard let day = CivilDay.valid(year: year, month: m, day: d) else { return nil }
            let back = (day.weekday - 1 + 7) % 7
            return day.adding(days: back == 0 ? -7 : -back)
        case .adminDay:
            guard let lastSaturday = CivilDay.nthWeekday(-1, 6, month: 4, year: year) else { return nil }
            return lastSaturday.adding(days: -3)
        case .regional(let variants):
            let rule = variants.first { $0.0 == region }?.1 ?? variants.last!.1
            return rule.day(in: year, region: region)
        case .islamic(let m, let d):
            return IslamicCalendar.civilDay(month: m, day: d, inGregorianYear: year)
        case .islamicMonth(let m):
            return IslamicCalendar.civilDay(month: m, day: 1, inGregorianYear: year)
        case .fridayBeforeIslamic(let m, let d):
            guard let day = IslamicCalendar.civilDay(month: m, day: d, inGregorianYear: year) else { return nil }
            let back = (day.weekday - 5 + 7) % 7
            return day.adding(days: back == 0 ? -7 : -back)
        case .orthodoxEaster(let offset):
            return HolidayRule.orthodoxEasterSunday(year).adding(days: offset)
        case .hebrew(let m, let d):
            return HebrewCalendar.civilDay(month: m, day: d, inGregorianYear: year)?.adding(days: -1)
        case .yomHashoah:
            // Friday moves back to Thursday, Sunday on to Monday.
            let day = HebrewCalendar.civilDay(month: HebrewCalendar.nisan, day: 27, inGregorianYear: year) { $0 == 5 ? -1 : $0 == 7 ? 1 : 0 }
            return day?.adding(days: -1)
        case .span(let rule, _):
            return rule.day(in: year, region: region)
        case .offset(let rule, let days):
            return rule.day(in: year, region: region)?.adding(days: days)
        case .weekdayOnOrAfter(let w, let m, let d):
            guard let day = CivilDay.valid(year: year, month: m, day: d) else { return nil }
            return day.adding(days: (w - day.weekday + 7) % 7)
        case .mondayNearest(let m, let d):
            guard let day = CivilDay.valid(year: year, month: m, day: d) else { return nil }
            let back = (day.weekday - 1 + 7) % 7
            return back <= 3 ? day.adding(days: -back) : day.adding(days: 7 - back)
        case .observed(let m, let d):
            guard let day = CivilDay.valid(year: year, month: m, day: d) else { return nil }
            return day.weekday == 6 ? day.adding(days: -1) : day.weekday == 7 ? day.adding(days: 1) : day
        case .taxDay:
            let emancipation = HolidayRule.observed(month: 4, day: 16).day(in: year, region: region)
            var day = CivilDay(year: year, month: 4, day: 15)
            while day.weekday >= 6 || day == emancipation { day = day.adding(days: 1) }
            return day
        case .chineseNewYear:
            return LunarCalendar.chineseNewYear(year)
        case .hindu(let festival):
            return festival.day(inGregorianYear: year)
        case .presidentialElectionYears(let rule):
            return year % 4 == 0 ? rule.day(in: year, region: region) : nil
        case .season(let season):
            return season.start(in: year)
        case .every365Days(let epoch):
            // The occurrence in `year`: step whole 365-day years from the epoch to this year.
            let approximate = (CivilDay(year: year, month: 1, day: 1).ordinal - epoch.ordinal) / 365
            for k in (approximate - 1)...(approximate + 1) {
                let day = epoch.adding(days: 365 * k)
                if day.year == year { return day }
            }
            return nil
        }
    }

    /// Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
    static func easterSunday(_ year: Int) -> CivilDay {
        let a = year % 19, b = year / 100, c = year % 100, d = b / 4, e = b % 4
        let f = (b + 8) / 25, g = (b - f + 1) / 3, h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CivilDay(year: year, month: month, day: day)
    }

    /// Orthodox Easter: Meeus's Julian algorithm, then the Julian date moved to the Gregorian
    /// calendar (13 days in 1900-2099).
    static func orthodoxEasterSunday(_ year: Int) -> CivilDay {
        let a = year % 4, b = year % 7, c = year % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        let julianToGregorian = year / 100 - year / 400 - 2
        return CivilDay(year: year, month: month, day: day).adding(days: julianToGregorian)
    }
}
