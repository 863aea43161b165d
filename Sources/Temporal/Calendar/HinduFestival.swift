import Foundation

/// How a Hindu, Sikh or Jain festival is dated from `HinduCalendar` (docs/TEMPORAL.md, "Hindu
/// festivals"): by a tithi of a lunar month, by the sun's entry into a sign, or by a star.
enum HinduFestival: Sendable {
    /// Tithi `tithi` of the lunar month `month`, kept on the day at whose `moment` (in New Delhi)
    /// it prevails; the first such day, or the last when `last`. A tithi that prevails at no
    /// such moment is kept on the day it begins. With `star`, a day that has that nakshatra at
    /// the moment is preferred among the days the tithi touches (Dussehra and Shravana).
    case tithi(month: Int, tithi: Int, moment: HinduCalendar.Moment, last: Bool = false, star: Int? = nil)
    /// The day the sun enters a sign, by the Tamil rule: that day when it enters before sunset
    /// (in Chennai), else the next (Thai Pongal, Makar Sankranti).
    case sankrantiBeforeSunset(sign: Int)
    /// The day, from sunrise to sunrise in New Delhi, in which the sun enters a sign (Vaisakhi).
    case sankrantiDay(sign: Int)
    /// Day `day` of a month of the Bengali solar calendar, whose months start on the day after
    /// the sun enters the sign (Rabindra Jayanti: 25 Baishakh).
    case bengali(sign: Int, day: Int)
    /// Onam (Thiruvonam): the day of the star Shravana (Thiruvonam, 22) in the Malayalam month
    /// Chingam (the sun in Leo).
    case onam

    func day(inGregorianYear year: Int) -> CivilDay? {
        let calendar = HinduCalendar.self
        switch self {
        case .tithi(let month, let tithi, let moment, let last, let star):
            for lunarMonth in calendar.months(named: month, around: year) {
                let day = HinduFestival.keptDay(tithi: tithi, of: lunarMonth, moment: moment, last: last, star: star)
                if day.year == year { return day }
            }
            return nil
        case .sankrantiBeforeSunset(let sign):
            let entry = calendar.sankranti(into: sign, inGregorianYear: year)
            let day = calendar.day(of: entry)
            return entry < calendar.sunset(day, at: calendar.chennai) ? day : day.adding(days: 1)
        case .sankrantiDay(let sign):
            let entry = calendar.sankranti(into: sign, inGregorianYear: year)
            let day = calendar.day(of: entry)
            return entry < calendar.sunrise(day, at: calendar.newDelhi) ? day.adding(days: -1) : day
        case .bengali(let sign, let dayOfMonth):
            return calendar.day(of: calendar.sankranti(into: sign, inGregorianYear: year)).adding(days: dayOfMonth)
        case .onam:
            return HinduFestival.onam(year)
        }
    }

    /// The day a tithi of a month is kept.
    private static func keptDay(tithi: Int, of month: HinduCalendar.LunarMonth, moment: HinduCalendar.Moment,
                                last: Bool, star: Int?) -> CivilDay {
        let calendar = HinduCalendar.self
        let start = calendar.tithiStart(tithi, of: month), end = calendar.tithiStart(tithi + 1, of: month)
        let place = calendar.newDelhi
        let days = calendar.days(from: start, to: end, at: moment, place: place)
        if let star {
            let touched = Set(days + calendar.days(from: start, to: end, at: .sunrise, place: place)).sorted()
            if let starred = touched.first(where: { calendar.nakshatra(at: calendar.instant(of: moment, on: $0, at: place)) == star }) {
                return starred
            }
        }
        return (last ? days.last : days.first) ?? calendar.day(of: start)
    }

    /// Thiruvonam in Chingam. The star is kept on the day it still holds 10 nazhika (4 hours)
    /// after sunrise in Thiruvananthapuram (else on the day it begins), and when it comes twice in
    /// the month the second is Onam. A Malayalam month starts on the day the sun enters its sign,
    /// when that is before three fifths of the daylight, else on the next day.
    private static func onam(_ year: Int) -> CivilDay? {
        let calendar = HinduCalendar.self
        let place = calendar.thiruvananthapuram
        func monthStart(sign: Int) -> CivilDay {
            let entry = calendar.sankranti(into: sign, inGregorianYear: year)
            let day = calendar.day(of: entry)
            return entry < calendar.instant(of: .daylight(0.6), on: day, at: place) ? day : day.adding(days: 1)
        }
        let chingam = monthStart(sign: 4), kanni = monthStart(sign: 5)
        let shravanaStart = 21 * 360.0 / 27, shravanaEnd = 22 * 360.0 / 27
        var onam: CivilDay?
        // Each pass finds the next time the moon enters Shravana (every 27.3 days).
        var from = calendar.midnight(of: chingam.adding(days: -2))
        while true {
            let ahead = Astronomy.normalized(shravanaStart - calendar.siderealMoon(at: from))
            let start = calendar.instant(when: calendar.siderealMoon, reaches: shravanaStart,
                                         near: from.addingTimeInterval(ahead / 13.18 * 86400), rate: 13.18)
            let end = calendar.instant(when: calendar.siderealMoon, reaches: shravanaEnd,
                                       near: start.addingTimeInterval(86400), rate: 13.18)
            let day = calendar.days(from: start, to: end, at: .afterSunrise(4), place: place).last ?? calendar.day(of: start)
            if day >= kanni { break }
            if day >= chingam { onam = day }
            from = end
        }
        return onam
    }
}
