import Foundation

/// Low-precision positions of the sun and the moon, and the times of sunrise and sunset, for the
/// calendars that follow the sky (`HinduCalendar`).
///
/// The sun is Meeus's (*Astronomical Algorithms*, ch. 25) low-precision theory, good to 0.01°;
/// the moon is the main periodic terms of ch. 47, which agree with `LunarCalendar.newMoon` to
/// within a minute of time. ΔT (about a minute now) is left out, as in `LunarCalendar`.
enum Astronomy {
    private static let degrees = Double.pi / 180

    /// Julian centuries since J2000.0 (2000-01-01 12:00 UTC).
    static func centuries(_ date: Date) -> Double {
        (date.timeIntervalSince1970 / 86400 + 2_440_587.5 - 2_451_545.0) / 36525
    }

    static func normalized(_ angle: Double) -> Double {
        let r = angle.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }

    /// The nutation in longitude, its main term only (degrees).
    private static func nutation(_ t: Double) -> Double {
        -0.00478 * sin((125.04 - 1934.136 * t) * degrees)
    }

    /// The sun's apparent ecliptic longitude, in degrees from the equinox of date.
    static func sunLongitude(at date: Date) -> Double {
        let t = centuries(date)
        let meanLongitude = 280.46646 + 36000.76983 * t + 0.0003032 * t * t
        let anomaly = (357.52911 + 35999.05029 * t - 0.0001537 * t * t) * degrees
        let center = (1.914602 - 0.004817 * t - 0.000014 * t * t) * sin(anomaly)
            + (0.019993 - 0.000101 * t) * sin(2 * anomaly) + 0.000289 * sin(3 * anomaly)
        // -0.00569°: aberration.
        return normalized(meanLongitude + center - 0.00569 + nutation(t))
    }

    /// The moon's main periodic terms in longitude (Meeus, table 47.A): multiples of D, M, M', F
    /// and the coefficient in millionths of a degree. Terms with the sun's anomaly M shrink with
    /// the eccentricity of the earth's orbit.
    private static let moonTerms: [(d: Double, m: Double, mp: Double, f: Double, coefficient: Double)] = [
        (0, 0, 1, 0, 6_288_774), (2, 0, -1, 0, 1_274_027), (2, 0, 0, 0, 658_314), (0, 0, 2, 0, 213_618),
        (0, 1, 0, 0, -185_116), (0, 0, 0, 2, -114_332), (2, 0, -2, 0, 58793), (2, -1, -1, 0, 57066),
        (2, 0, 1, 0, 53322), (2, -1, 0, 0, 45758), (0, 1, -1, 0, -40923), (1, 0, 0, 0, -34720),
        (0, 1, 1, 0, -30383), (2, 0, 0, -2, 15327), (0, 0, 1, 2, -12528), (0, 0, 1, -2, 10980),
        (4, 0, -1, 0, 10675), (0, 0, 3, 0, 10034), (4, 0, -2, 0, 8548), (2, 1, -1, 0, -7888),
        (2, 1, 0, 0, -6766), (1, 0, -1, 0, -5163), (1, 1, 0, 0, 4987), (2, -1, 1, 0, 4036),
        (2, 0, 2, 0, 3994), (4, 0, 0, 0, 3861), (2, 0, -3, 0, 3665), (0, 1, -2, 0, -2689),
        (2, 0, -1, 2, -2602), (2, -1, -2, 0, 2390), (1, 0, 1, 0, -2348), (2, -2, 0, 0, 2236),
        (0, 1, 2, 0, -2120), (0, 2, 0, 0, -2069), (2, -2, -1, 0, 2048), (2, 0, 1, -2, -1773),
        (2, 0, 0, 2, -1595), (4, -1, -1, 0, 1215), (0, 0, 2, 2, -1110), (3, 0, -1, 0, -892),
        (2, 1, 1, 0, -810), (4, -1, -2, 0, 759), (0, 2, -1, 0, -713), (2, 2, -1, 0, -700),
        (2, 1, -2, 0, 691), (2, -1, 0, -2, 596), (4, 0, 1, 0, 549), (0, 0, 4, 0, 537),
        (4, -1, 0, 0, 520), (1, 0, -2, 0, -487), (2, 1, 0, -2, -399), (0, 0, 2, -2, -381),
        (1, 1, 1, 0, 351), (3, 0, -2, 0, -340), (4, 0, -3, 0, 330), (2, -1, 2, 0, 327),
        (0, 2, 1, 0, -323), (1, 1, -1, 0, 299), (2, 0, 3, 0, 294),
    ]

    /// The moon's apparent ecliptic longitude, in degrees from the equinox of date.
    static func moonLongitude(at date: Date) -> Double {
        let t = centuries(date), t2 = t * t, t3 = t2 * t, t4 = t3 * t
        let meanLongitude = 218.3164477 + 481267.88123421 * t - 0.0015786 * t2 + t3 / 538841 - t4 / 65_194_000
        let elongation = 297.8501921 + 445267.1114034 * t - 0.0018819 * t2 + t3 / 545868 - t4 / 113_065_000
        let sunAnomaly = 357.5291092 + 35999.0502909 * t - 0.0001536 * t2 + t3 / 24_490_000
        let moonAnomaly = 134.9633964 + 477198.8675055 * t + 0.0087414 * t2 + t3 / 69699 - t4 / 14_712_000
        let latitudeArgument = 93.2720950 + 483202.0175233 * t - 0.0036539 * t2 - t3 / 3_526_000 + t4 / 863_310_000
        let eccentricity = 1 - 0.002516 * t - 0.0000074 * t2
        var sum = 0.0
        for term in moonTerms {
            let argument = term.d * elongation + term.m * sunAnomaly + term.mp * moonAnomaly + term.f * latitudeArgument
            let factor = term.m == 0 ? 1 : abs(term.m) == 1 ? eccentricity : eccentricity * eccentricity
            sum += term.coefficient * factor * sin(argument * degrees)
        }
        // The action of Venus and Jupiter and the flattening of the earth.
        sum += 3958 * sin((119.75 + 131.849 * t) * degrees) + 1962 * sin((meanLongitude - latitudeArgument) * degrees)
            + 318 * sin((53.09 + 479264.290 * t) * degrees)
        return normalized(meanLongitude + sum / 1_000_000 + nutation(t))
    }

    /// A place on the earth, in degrees (north and east positive).
    struct Place: Sendable {
        var latitude: Double
        var longitude: Double
    }

    /// Sunrise (or sunset) on the day that starts at `midnight` (UTC instant of the local
    /// midnight), when the sun's upper limb touches the horizon (refraction included): good to a
    /// minute or two.
    static func sunEvent(rising: Bool, dayStartingAt midnight: Date, at place: Place) -> Date {
        var estimate = midnight.addingTimeInterval(rising ? 6 * 3600 : 18 * 3600)
        for _ in 0..<3 {
            let t = centuries(estimate)
            let longitude = sunLongitude(at: estimate) * degrees
            let obliquity = (23.439291 - 0.0130042 * t) * degrees
            let declination = asin(sin(obliquity) * sin(longitude))
            let rightAscension = normalized(atan2(cos(obliquity) * sin(longitude), cos(longitude)) / degrees)
            let meanLongitude = normalized(280.46646 + 36000.76983 * t)
            // The equation of time, in degrees of the earth's turn (4 minutes each).
            let equationOfTime = normalized(meanLongitude - 0.0057183 - rightAscension + 180) - 180
            let latitude = place.latitude * degrees
            let cosHourAngle = (sin(-0.833 * degrees) - sin(latitude) * sin(declination)) / (cos(latitude) * cos(declination))
            let hourAngle = acos(max(-1, min(1, cosHourAngle))) / degrees
            // Minutes after 00:00 UTC of the UTC day that holds the local noon.
            let noon = 720 - 4 * place.longitude - 4 * equationOfTime
            let minutes = rising ? noon - 4 * hourAngle : noon + 4 * hourAngle
            let localNoon = midnight.addingTimeInterval(12 * 3600).timeIntervalSince1970
            let noonUTCDay = (localNoon / 86400).rounded(.down) * 86400
            estimate = Date(timeIntervalSince1970: noonUTCDay + minutes * 60)
        }
        return estimate
    }
}
