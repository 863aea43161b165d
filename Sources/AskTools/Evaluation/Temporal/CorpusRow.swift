import Foundation
import Temporal

/// One line of a temporal corpus file (see the corpus README for the format).
struct CorpusRow: Decodable {
    var text: String
    var ref: String
    var locale: String?
    var options: [String: Bool]?
    var expect: [Expectation]

    struct Expectation: Decodable {
        var type: TemporalType
        var span: String?
        var start: Int?
        var end: Int?
        var value: ExpectedValue?
        var grain: TemporalGrain?
    }

    /// A point as text, a number of seconds, or a range with one or both ends.
    enum ExpectedValue: Decodable {
        case text(String)
        case number(Double)
        case range(start: String?, end: String?)
        case other

        private enum Keys: String, CodingKey { case start, end }

        init(from decoder: any Decoder) throws {
            if let c = try? decoder.container(keyedBy: Keys.self) {
                self = .range(start: try? c.decodeIfPresent(String.self, forKey: .start),
                              end: try? c.decodeIfPresent(String.self, forKey: .end))
                return
            }
            let c = try decoder.singleValueContainer()
            if let n = try? c.decode(Double.self) { self = .number(n) }
            else if let s = try? c.decode(String.self) { self = .text(s) }
            else { self = .other }
        }
    }
}

/// A wall-clock point parsed from an expected value, with the precision it was written at.
struct ExpectedPoint {
    enum Precision { case date, time, dateTime }
    var precision: Precision
    var wall: LocalDateTime

    /// "2016-11-07", "08:45:00", "2019-03-29T08:45:00", "2013-02-12T04:30:00-02:00".
    /// Duckling writes days as midnight datetimes with grain `day`; those compare as dates.
    init?(_ text: String, grain: TemporalGrain?) {
        let bytes = Array(text.utf8)
        func num(_ from: Int, _ length: Int) -> Int? {
            guard from + length <= bytes.count else { return nil }
            var n = 0
            for b in bytes[from..<(from + length)] {
                guard b >= 48 && b <= 57 else { return nil }
                n = n * 10 + Int(b - 48)
            }
            return n
        }
        if bytes.count == 8, let h = num(0, 2), let m = num(3, 2), let s = num(6, 2) {
            precision = .time
            wall = LocalDateTime(day: CivilDay(year: 1970, month: 1, day: 1), hour: h, minute: m, second: s)
            return
        }
        guard let y = num(0, 4), let mo = num(5, 2), let d = num(8, 2) else { return nil }
        let day = CivilDay(year: y, month: mo, day: d)
        if bytes.count >= 19, let h = num(11, 2), let m = num(14, 2), let s = num(17, 2) {
            if let grain, grain >= .day {
                precision = .date
                wall = LocalDateTime(day: day)
            } else {
                precision = .dateTime
                wall = LocalDateTime(day: day, hour: h, minute: m, second: s)
            }
            return
        }
        precision = .date
        wall = LocalDateTime(day: day)
    }

    /// Whether `other` (our wall-clock reading) is the same at this precision, give or take
    /// `tolerance` seconds (used for exclusive and inclusive range ends).
    func matches(_ other: LocalDateTime, tolerances: [Int]) -> Bool {
        let diff: Int
        switch precision {
        case .date:
            let days = other.day.ordinal - wall.day.ordinal
            // A date end may be the stated day or the day after it.
            return tolerances.contains(abs(days) * 86400) || days == 0
        case .time:
            // Clock readings sit on a 24-hour circle: a range ending at our 00:00 ends one second
            // after one ending at 23:59:59.
            let d = abs(other.secondOfDay - wall.secondOfDay)
            diff = min(d, 86400 - d)
        case .dateTime: diff = other.wallSeconds - wall.wallSeconds
        }
        return diff == 0 || tolerances.contains(abs(diff))
    }
}

/// Reads "2016-11-07T00:00:00" (naive: read in UTC) or "2013-02-12T04:30:00-02:00" (that offset).
enum ReferenceTime {
    static func parse(_ text: String) -> (now: Date, zone: TimeZone)? {
        guard let point = ExpectedPoint(String(text.prefix(19)), grain: nil), point.precision == .dateTime else { return nil }
        var offset = 0
        let rest = Array(text.utf8.dropFirst(19))
        if rest.count >= 6, rest[0] == 43 || rest[0] == 45 {
            let h = Int(rest[1] - 48) * 10 + Int(rest[2] - 48)
            let m = Int(rest[4] - 48) * 10 + Int(rest[5] - 48)
            offset = (h * 3600 + m * 60) * (rest[0] == 45 ? -1 : 1)
        }
        guard let zone = TimeZone(secondsFromGMT: offset) else { return nil }
        return (Date(timeIntervalSince1970: Double(point.wall.wallSeconds - offset)), zone)
    }
}
