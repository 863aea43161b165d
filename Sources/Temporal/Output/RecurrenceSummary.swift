import Foundation

/// A recurrence in words for people ("every weekday at 08:00", "every other monday",
/// "every 3rd friday"), built from the structured rule. The TIMEX string (`T08`, `P1WD`) is the
/// corpus format and drops what it has no field for (that the days are weekdays), so it is no
/// reading for a reply or a summary line. Times are written as the replies write them (`%02d:%02d`).
extension Recurrence {
    /// The rule in words; the text as written when there is no rule.
    public func summary(in zone: TimeZone) -> String {
        rule?.summary(in: zone) ?? text
    }
}

extension RecurrenceRule {
    static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                             "october", "november", "december"]

    public func summary(in zone: TimeZone) -> String {
        var words = schedule
        if let t = timeOfDay {
            words += String(format: " at %02d:%02d", t.hour, t.minute)
        }
        // A schedule within the day: the days and hours it keeps to.
        if frequency == .hourly || frequency == .minutely {
            if weekdays == [1, 2, 3, 4, 5] { words += " on weekdays" } else if weekdays == [6, 7] { words += " on weekends" }
            else if !weekdays.isEmpty { words += " on " + weekdays.map { Self.weekdayNames[($0 - 1) % 7] }.joined(separator: ", ") }
            if let window { words += String(format: " from %02d:%02d to %02d:%02d", window.start.hour, window.start.minute, window.end.hour, window.end.minute) }
        }
        if afterCompletion { words += " after completion" }
        if let start {
            words += " starting " + TemporalFormat.date(start, in: zone)
        }
        if let until {
            // `until` is the exclusive end; the last day is the one before.
            words += " until " + TemporalFormat.date(until.addingTimeInterval(-1), in: zone)
        }
        if let count { words += ", \(count) times" }
        return words
    }

    /// "every weekday", "every other monday and friday", "every 3 days": the schedule alone.
    private var schedule: String {
        let every = interval == 1 ? "every" : interval == 2 ? "every other" : "every \(interval)"
        func unit(_ name: String) -> String { interval > 2 ? "\(every) \(name)s" : "\(every) \(name)" }
        switch frequency {
        case .minutely: return unit("minute")
        case .hourly: return unit("hour")
        case .daily:
            if weekdays == [1, 2, 3, 4, 5] { return interval == 1 ? "every weekday" : unit("weekday") }
            return unit("day")
        case .weekly:
            if weekdays == [6, 7] { return unit("weekend") }
            if weekdays.isEmpty { return unit("week") }
            let names = weekdays.map { Self.weekdayNames[($0 - 1) % 7] }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            return interval > 2 ? "every \(interval) weeks on \(list)" : "\(every) \(list)"
        case .monthly:
            if let nth = nthWeekday {
                let name = Self.weekdayNames[(nth.weekday - 1) % 7]
                let which = nth.n == -1 ? "last" : Self.ordinal(nth.n)
                return interval == 1 ? "every \(which) \(name)" : "the \(which) \(name) of \(unit("month"))"
            }
            if let monthDay {
                let day = monthDay == -1 ? "the last day" : "the " + Self.ordinal(monthDay)
                return "\(day) of \(unit("month"))"
            }
            return unit("month")
        case .yearly:
            if let month, (1...12).contains(month) {
                let name = Self.monthNames[month - 1]
                return monthDay.map { "every \(name) \($0)" } ?? "every \(name)"
            }
            return unit("year")
        }
    }

    /// "1st", "2nd", "3rd", "11th", "22nd".
    static func ordinal(_ n: Int) -> String {
        let tens = n % 100
        let suffix = (11...13).contains(tens) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
        return "\(n)\(suffix)"
    }
}
