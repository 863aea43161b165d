import Foundation

/// The Hindu calendars as Indian almanacs (panchangas) compute them, for the festivals
/// (`HinduFestival`): lunar months and their days (tithis), the moon's mansions (nakshatras) and
/// the sun's entries into the signs (sankrantis). Everything is sidereal, measured from the
/// Lahiri ayanamsa, and kept by the day in India (UTC+5:30).
///
/// Months are amanta: from one new moon to the next, named by the sign the sun is in when the
/// month starts (in Pisces: Chaitra, the first). A month in which the sun enters no sign is a leap
/// (adhika) month, and the festivals fall in the ordinary month of the same name that follows.
/// A tithi is the time the moon takes to gain 12° on the sun: 1-15 in the bright half
/// (shukla paksha, ending at full moon), 16-30 in the dark half (krishna paksha, ending at new
/// moon).
enum HinduCalendar {
    typealias Place = Astronomy.Place

    /// India Standard Time, in seconds east of UTC.
    static let offset = 19800
    static let newDelhi = Place(latitude: 28.61, longitude: 77.21)
    static let chennai = Place(latitude: 13.08, longitude: 80.27)
    static let thiruvananthapuram = Place(latitude: 8.52, longitude: 76.94)

    static let chaitra = 1, vaishakha = 2, jyeshtha = 3, ashadha = 4, shravana = 5, bhadrapada = 6
    static let ashvin = 7, kartika = 8, margashirsha = 9, pausha = 10, magha = 11, phalguna = 12

    /// The tithi `n` (1-15) of the bright half and of the dark half (16-30; 30 is the new moon).
    static func shukla(_ n: Int) -> Int { n }
    static func krishna(_ n: Int) -> Int { 15 + n }

    /// The Lahiri (Chitrapaksha) ayanamsa: 23.857° at J2000.0, growing with the precession of
    /// the equinoxes (Indian Calendar Reform Committee's value of 1956, as a mean ayanamsa).
    static func ayanamsa(at date: Date) -> Double {
        let t = Astronomy.centuries(date)
        return 23.857092 + (5028.796195 * t + 1.1054348 * t * t) / 3600
    }

    static func siderealSun(at date: Date) -> Double {
        Astronomy.normalized(Astronomy.sunLongitude(at: date) - ayanamsa(at: date))
    }

    static func siderealMoon(at date: Date) -> Double {
        Astronomy.normalized(Astronomy.moonLongitude(at: date) - ayanamsa(at: date))
    }

    /// How far the moon is ahead of the sun, 0..<360°.
    static func elongation(at date: Date) -> Double {
        Astronomy.normalized(Astronomy.moonLongitude(at: date) - Astronomy.sunLongitude(at: date))
    }

    /// The moon's mansion: 1 (Ashwini) ... 22 (Shravana) ... 27 (Revati), 13°20′ each.
    static func nakshatra(at date: Date) -> Int { Int(siderealMoon(at: date) / (360.0 / 27)) + 1 }

    /// The instant near `estimate` when `angle(t)` reaches `target`, for an angle that grows at
    /// about `rate` degrees a day (Newton's steps on the mean motion).
    static func instant(when angle: (Date) -> Double, reaches target: Double, near estimate: Date, rate: Double) -> Date {
        var t = estimate
        for _ in 0..<8 {
            let behind = Astronomy.normalized(target - angle(t) + 180) - 180
            t = t.addingTimeInterval(behind / rate * 86400)
            if abs(behind) < 1e-4 { break }
        }
        return t
    }

    // MARK: Lunar months

    /// A lunar month: from new moon `k` (as `LunarCalendar.newMoon` counts) to the next.
    struct LunarMonth {
        var k: Int
        var name: Int
        var isLeap: Bool
    }

    static func sign(at date: Date) -> Int { Int(siderealSun(at: date) / 30) }

    static func month(startingAtNewMoon k: Int) -> LunarMonth {
        let sign = sign(at: LunarCalendar.newMoon(k))
        // The sun in Pisces (sign 11) at the new moon starts Chaitra, in Aries Vaishakha ...
        return LunarMonth(k: k, name: (sign + 1) % 12 + 1, isLeap: sign == self.sign(at: LunarCalendar.newMoon(k + 1)))
    }

    /// The ordinary (not leap) months named `name` that start between November of the year
    /// before `gregorianYear` and the end of `gregorianYear`.
    static func months(named name: Int, around gregorianYear: Int) -> [LunarMonth] {
        let sign = Double((name + 10) % 12)
        let first = Int(((Double(gregorianYear) - 2001) * 12.3685).rounded(.down)) + 10
        let end = Double(CivilDay(year: gregorianYear + 1, month: 1, day: 1).ordinal) + 2
        var found: [LunarMonth] = []
        for k in first... {
            // The mean new moon, and the sun's mean sidereal longitude then, are within a day and
            // 2.6° of the true ones: enough to skip the months that cannot have this name.
            let sinceJ2000 = 5.09766 + 29.530588861 * Double(k)
            if sinceJ2000 + 10957.5 > end { break }
            let meanSun = Astronomy.normalized(280.46646 - 23.857 + 0.98560910 * sinceJ2000)
            guard Astronomy.normalized(meanSun - sign * 30 + 3) < 36 else { continue }
            let month = month(startingAtNewMoon: k)
            if month.name == name && !month.isLeap { found.append(month) }
        }
        return found
    }

    /// The instant tithi `tithi` (1...30) of a month begins; tithi 31 is the next month's first.
    static func tithiStart(_ tithi: Int, of month: LunarMonth) -> Date {
        if tithi == 1 { return LunarCalendar.newMoon(month.k) }
        if tithi == 31 { return LunarCalendar.newMoon(month.k + 1) }
        let target = Double(tithi - 1) * 12
        let estimate = LunarCalendar.newMoon(month.k).addingTimeInterval(target / 12.19 * 86400)
        return instant(when: elongation, reaches: target, near: estimate, rate: 12.19)
    }

    // MARK: Days

    /// The civil day in India holding an instant.
    static func day(of date: Date) -> CivilDay {
        LocalDateTime(wallSeconds: Int(date.timeIntervalSince1970.rounded(.down)) + offset).day
    }

    /// The instant a civil day begins in India.
    static func midnight(of day: CivilDay) -> Date {
        Date(timeIntervalSince1970: Double(day.ordinal * 86400 - offset))
    }

    static func sunrise(_ day: CivilDay, at place: Place) -> Date {
        Astronomy.sunEvent(rising: true, dayStartingAt: midnight(of: day), at: place)
    }

    static func sunset(_ day: CivilDay, at place: Place) -> Date {
        Astronomy.sunEvent(rising: false, dayStartingAt: midnight(of: day), at: place)
    }

    /// The time of day at which a festival's tithi (or star) must prevail.
    enum Moment: Sendable {
        case sunrise
        /// A fraction of the daylight: 0.5 is midday (madhyahna), 0.7 the afternoon (aparahna).
        case daylight(Double)
        /// Sunset, the start of the evening (pradosha).
        case sunset
        /// Halfway between sunset and the next sunrise (nishita).
        case midnight
        /// Hours after sunrise.
        case afterSunrise(Double)
    }

    static func instant(of moment: Moment, on day: CivilDay, at place: Place) -> Date {
        switch moment {
        case .sunrise: return sunrise(day, at: place)
        case .sunset: return sunset(day, at: place)
        case .daylight(let fraction):
            let rise = sunrise(day, at: place)
            return rise.addingTimeInterval(sunset(day, at: place).timeIntervalSince(rise) * fraction)
        case .midnight:
            let set = sunset(day, at: place)
            return set.addingTimeInterval(sunrise(day.adding(days: 1), at: place).timeIntervalSince(set) / 2)
        case .afterSunrise(let hours):
            return sunrise(day, at: place).addingTimeInterval(hours * 3600)
        }
    }

    /// The days whose `moment` falls in [start, end), in order.
    static func days(from start: Date, to end: Date, at moment: Moment, place: Place) -> [CivilDay] {
        var found: [CivilDay] = []
        var day = day(of: start).adding(days: -1)
        while day <= self.day(of: end).adding(days: 1) {
            let instant = instant(of: moment, on: day, at: place)
            if instant >= start && instant < end { found.append(day) }
            day = day.adding(days: 1)
        }
        return found
    }

    // MARK: Solar months

    /// The instant the sun enters sidereal sign `sign` (0 = Aries, Mesha ... 9 = Capricorn,
    /// Makara) in `gregorianYear`; it enters each sign once a year.
    static func sankranti(into sign: Int, inGregorianYear gregorianYear: Int) -> Date {
        let newYear = midnight(of: CivilDay(year: gregorianYear, month: 1, day: 1))
        let ahead = Astronomy.normalized(Double(sign * 30) - siderealSun(at: newYear))
        let estimate = newYear.addingTimeInterval(ahead / 0.9856 * 86400)
        return instant(when: siderealSun, reaches: Double(sign * 30), near: estimate, rate: 0.9856)
    }
}
