import Foundation

/// New moons, for the Chinese New Year: the day of the new moon, in China's time (UTC+8), that
/// falls between January 21 and February 20.
///
/// The new moon is Meeus's (*Astronomical Algorithms*, ch. 49) mean lunation with its periodic
/// terms; the planetary terms and ΔT are left out, which moves it by a minute or two at most, so
/// a date can be off only when a new moon falls within minutes of midnight in Beijing. The
/// January 21 - February 20 rule itself is the common approximation of "the second new moon after
/// the winter solstice": it misses the rare years with a new moon on January 21 that does not
/// start the year (1985: February 20).
enum LunarCalendar {
    private static let degrees = Double.pi / 180

    /// The instant of new moon number `k` (k = 0 was 6 January 2000).
    static func newMoon(_ k: Int) -> Date {
        let k = Double(k)
        let t = k / 1236.85
        let t2 = t * t, t3 = t2 * t, t4 = t3 * t
        let jde = 2_451_550.09766 + 29.530588861 * k + 0.00015437 * t2 - 0.000000150 * t3 + 0.00000000073 * t4
        let e = 1 - 0.002516 * t - 0.0000074 * t2
        let m = (2.5534 + 29.10535670 * k - 0.0000014 * t2 - 0.00000011 * t3) * degrees
        let mp = (201.5643 + 385.81693528 * k + 0.0107582 * t2 + 0.00001238 * t3 - 0.000000058 * t4) * degrees
        let f = (160.7108 + 390.67050284 * k - 0.0016118 * t2 - 0.00000227 * t3 + 0.000000011 * t4) * degrees
        let omega = (124.7746 - 1.56375588 * k + 0.0020672 * t2 + 0.00000215 * t3) * degrees
        var c = -0.40720 * sin(mp) + 0.17241 * e * sin(m) + 0.01608 * sin(2 * mp) + 0.01039 * sin(2 * f)
        c += 0.00739 * e * sin(mp - m) - 0.00514 * e * sin(mp + m) + 0.00208 * e * e * sin(2 * m)
        c += -0.00111 * sin(mp - 2 * f) - 0.00057 * sin(mp + 2 * f) + 0.00056 * e * sin(2 * mp + m)
        c += -0.00042 * sin(3 * mp) + 0.00042 * e * sin(m + 2 * f) + 0.00038 * e * sin(m - 2 * f)
        c += -0.00024 * e * sin(2 * mp - m) - 0.00017 * sin(omega) - 0.00007 * sin(mp + 2 * m)
        c += 0.00004 * sin(2 * mp - 2 * f) + 0.00004 * sin(3 * m) + 0.00003 * sin(mp + m - 2 * f)
        c += 0.00003 * sin(2 * mp + 2 * f) - 0.00003 * sin(mp + m + 2 * f) + 0.00003 * sin(mp - m + 2 * f)
        c += -0.00002 * sin(mp - m - 2 * f) - 0.00002 * sin(3 * mp + m) + 0.00002 * sin(4 * mp)
        return Date(timeIntervalSince1970: (jde + c - 2_440_587.5) * 86400)
    }

    /// The first new moon, by the date in China (UTC+8), on or after January 21 of `year`.
    static func chineseNewYear(_ year: Int) -> CivilDay {
        let earliest = CivilDay(year: year, month: 1, day: 21)
        var k = Int(((Double(year) - 2000) * 12.3685).rounded(.down))
        var day = earliest
        // A lunation is under 30 days, so the steps settle on the one new moon within a few.
        for _ in 0..<8 {
            day = LocalDateTime(wallSeconds: Int(newMoon(k).timeIntervalSince1970) + 8 * 3600).day
            if day >= earliest, day.adding(days: -30) < earliest { break }
            k += day < earliest ? 1 : -1
        }
        return day
    }
}
