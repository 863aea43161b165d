import Foundation

/// Local calendar days as integers (days since 1 Jan 1970 in the zone), so a year of sessions is
/// indexed by arithmetic rather than a Calendar call per session. The zone's UTC offsets over the
/// range are looked up once; between two daylight-saving changes a day is a division.
///
/// Assumes local midnight exists and is unique, true of every zone that changes its clocks away
/// from midnight (America/New_York changes at 02:00).
struct LocalDays: Sendable {
    /// UTC offsets in seconds, each in effect from `at` (seconds since 1970) on; sorted.
    private var changes: [(at: TimeInterval, offset: Double)]

    init(timeZone: TimeZone, from: Date, through: Date) {
        let from = from.addingTimeInterval(-2 * 86_400), through = through.addingTimeInterval(2 * 86_400)
        var changes = [(at: -Double.infinity, offset: Double(timeZone.secondsFromGMT(for: from)))]
        var cursor = from
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next <= through {
            changes.append((next.timeIntervalSince1970, Double(timeZone.secondsFromGMT(for: next))))
            cursor = next
        }
        self.changes = changes
    }

    private func offset(at time: TimeInterval) -> Double {
        var index = changes.count - 1
        while index > 0, changes[index].at > time { index -= 1 }
        return changes[index].offset
    }

    func day(_ time: TimeInterval) -> Int {
        Int(((time + offset(at: time)) / 86_400).rounded(.down))
    }

    func day(_ date: Date) -> Int { day(date.timeIntervalSince1970) }

    /// Local midnight starting `day`, in seconds since 1970.
    func start(_ day: Int) -> TimeInterval {
        let local = Double(day) * 86_400
        let guess = local - offset(at: local - changes[0].offset)
        return local - offset(at: guess)
    }

    func startDate(_ day: Int) -> Date { Date(timeIntervalSince1970: start(day)) }

    /// 1 = Monday ... 7 = Sunday, as in `Settings.weekStart`; 1 Jan 1970 was a Thursday.
    static func weekday(_ day: Int) -> Int {
        ((day + 3) % 7 + 7) % 7 + 1
    }
}
