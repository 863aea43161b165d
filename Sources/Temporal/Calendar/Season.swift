import Foundation

/// The four astronomical seasons of the northern hemisphere: each begins on the day (UTC) the sun
/// reaches an equinox or a solstice (longitude 0°, 90°, 180°, 270°) and ends when the next begins.
/// Winter begins in December and ends in the March of the year after, so "winter 2026" is
/// December 2026 to March 2027.
enum Season: Int, Sendable, CaseIterable {
    case spring, summer, autumn, winter

    /// The day this season begins in `year`.
    func start(in year: Int) -> CivilDay {
        // From the mean date, Newton's steps on the sun's longitude (about 0.9856° a day): three
        // steps are well under a minute, and only the day is kept.
        let (month, day) = [(3, 20), (6, 21), (9, 22), (12, 21)][rawValue]
        let target = Double(rawValue) * 90
        var seconds = Double(CivilDay(year: year, month: month, day: day).ordinal) * 86400 + 43200
        for _ in 0..<3 {
            var delta = target - Astronomy.sunLongitude(at: Date(timeIntervalSince1970: seconds))
            delta -= 360 * (delta / 360).rounded()
            seconds += delta / 0.985647 * 86400
        }
        return CivilDay(ordinal: Int((seconds / 86400).rounded(.down)))
    }

    /// The days of this season that begins in `year`, end exclusive.
    func period(in year: Int) -> (start: CivilDay, end: CivilDay) {
        let next = Season(rawValue: (rawValue + 1) % 4)!
        return (start(in: year), next.start(in: self == .winter ? year + 1 : year))
    }

    /// The season `day` falls in, and the year that season began.
    static func containing(_ day: CivilDay) -> (season: Season, year: Int) {
        for season in [Season.winter, .autumn, .summer, .spring] where day >= season.start(in: day.year) {
            return (season, day.year)
        }
        return (.winter, day.year - 1)
    }

    /// The season `steps` seasons after (negative: before) the one that began in `year`.
    func shifted(by steps: Int, year: Int) -> (season: Season, year: Int) {
        let index = year * 4 + rawValue + steps
        let (y, r) = index.quotientAndRemainder(dividingBy: 4)
        return r < 0 ? (Season(rawValue: r + 4)!, y - 1) : (Season(rawValue: r)!, y)
    }
}
