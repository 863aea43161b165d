import Foundation

/// Finds the occurrences of a `RecurrenceRule` on the wall clock of a zone.
///
/// Every search is bounded (a few thousand days or months at most), so an impossible rule
/// ("every 31st of february") ends with nil instead of looping.
struct OccurrenceCalculator {
    let rule: RecurrenceRule
    let zone: TimeZone

    /// Seconds into the day of each occurrence (midnight when no time was given).
    private var secondOfDay: Int {
        guard let t = rule.timeOfDay else { return 0 }
        return t.hour * 3600 + t.minute * 60 + t.second
    }

    /// The first of a day's steps from the window's start that is after `from` and not past its
    /// end, looked for from the day before (a window past midnight) to a week on.
    private func nextInWindow(_ window: RecurrenceRule.DailyWindow, step: Int, after from: LocalDateTime) -> Date? {
        let open = window.start.hour * 3600 + window.start.minute * 60 + window.start.second
        var close = window.end.hour * 3600 + window.end.minute * 60 + window.end.second
        if close < open { close += 86_400 }
        for offset in -1...8 {
            let day = from.day.adding(days: offset)
            if !rule.weekdays.isEmpty && !rule.weekdays.contains(day.weekday) { continue }
            let base = LocalDateTime(day: day, secondOfDay: open)
            let diff = from.wallSeconds - base.wallSeconds
            let k = diff < 0 ? 0 : diff / step + 1
            guard open + k * step <= close else { continue }
            return bounded(base.adding(seconds: k * step).date(in: zone))
        }
        return nil
    }

    func nextAfterCompletion(_ completed: Date) -> Date? {
        let local = LocalDateTime(completed, in: zone)
        let next: LocalDateTime
        switch rule.frequency {
        case .minutely: next = local.adding(seconds: 60 * rule.interval)
        case .hourly: next = local.adding(seconds: 3600 * rule.interval)
        case .daily: next = LocalDateTime(day: local.day.adding(days: rule.interval), secondOfDay: secondOfDay)
        case .weekly: next = LocalDateTime(day: local.day.adding(days: 7 * rule.interval), secondOfDay: secondOfDay)
        case .monthly: next = LocalDateTime(day: local.day.adding(months: rule.interval), secondOfDay: secondOfDay)
        case .yearly: next = LocalDateTime(day: local.day.adding(years: rule.interval), secondOfDay: secondOfDay)
        }
        return bounded(next.date(in: zone))
    }

    func next(after: Date) -> Date? {
        let local = LocalDateTime(after, in: zone)
        let startLocal = rule.start.map { LocalDateTime($0, in: zone) }
        // The search starts at the later of `after` and just before the start.
        var from = local
        if let s = startLocal, s > local { from = s.adding(seconds: -1) }
        let anchor = startLocal ?? local

        switch rule.frequency {
        case .minutely, .hourly:
            let step = (rule.frequency == .hourly ? 3600 : 60) * rule.interval
            if let window = rule.window { return nextInWindow(window, step: step, after: from) }
            // On some days only ("every 2 hours on weekends"): all day on those days, in steps
            // that fall where they would on any day (from the time given, else this hour).
            if !rule.weekdays.isEmpty {
                let first = (rule.timeOfDay == nil ? local.hour * 3600 : secondOfDay) % step
                let allDay = RecurrenceRule.DailyWindow(start: ClockTime(hour: first / 3600, minute: first / 60 % 60, second: first % 60),
                                                        end: ClockTime(hour: 23, minute: 59, second: 59))
                return nextInWindow(allDay, step: step, after: from)
            }
            // Occurrences fall at anchor + k * step, the anchor being the start or today's time of day.
            var base = startLocal ?? LocalDateTime(day: local.day, secondOfDay: rule.timeOfDay == nil ? local.hour * 3600 : secondOfDay)
            if rule.start == nil && rule.timeOfDay == nil && rule.frequency == .minutely { base = LocalDateTime(day: local.day, secondOfDay: local.hour * 3600) }
            let diff = from.wallSeconds - base.wallSeconds
            let k = diff < 0 ? 0 : diff / step + 1
            return bounded(base.adding(seconds: k * step).date(in: zone))

        case .daily:
            for offset in 0..<(400 * rule.interval + 7) {
                let day = from.day.adding(days: offset)
                let candidate = LocalDateTime(day: day, secondOfDay: secondOfDay)
                guard candidate > from else { continue }
                if !rule.weekdays.isEmpty && !rule.weekdays.contains(day.weekday) { continue }
                if (day.ordinal - anchor.day.ordinal) % rule.interval != 0 { continue }
                return bounded(candidate.date(in: zone))
            }
            return nil

        case .weekly:
            let weekdays = rule.weekdays.isEmpty ? [anchor.day.weekday] : rule.weekdays
            let anchorWeek = anchor.day.startOfWeek(weekStart: 1).ordinal / 7
            for offset in 0..<(7 * rule.interval * 60 + 7) {
                let day = from.day.adding(days: offset)
                let candidate = LocalDateTime(day: day, secondOfDay: secondOfDay)
                guard candidate > from, weekdays.contains(day.weekday) else { continue }
                let week = day.startOfWeek(weekStart: 1).ordinal / 7
                if (week - anchorWeek) % rule.interval != 0 { continue }
                return bounded(candidate.date(in: zone))
            }
            return nil

        case .monthly, .yearly:
            let stepMonths = rule.frequency == .yearly ? 12 * rule.interval : rule.interval
            var month = (rule.frequency == .yearly ? anchor.day.firstOfYear : anchor.day.firstOfMonth)
            if let m = rule.month, rule.frequency == .yearly { month = CivilDay(year: month.year, month: m, day: 1) }
            // Step whole intervals from the anchor until the occurrence is after `from`.
            for _ in 0..<2400 {
                if let day = dayIn(month: month, fallbackDay: anchor.day.day) {
                    let candidate = LocalDateTime(day: day, secondOfDay: secondOfDay)
                    if candidate > from { return bounded(candidate.date(in: zone)) }
                }
                month = month.adding(months: stepMonths)
            }
            return nil
        }
    }

    /// The day of `month` the rule names: a month day (clamped to "last"), an nth weekday, or the
    /// anchor's own day for a plain "every month".
    private func dayIn(month: CivilDay, fallbackDay: Int) -> CivilDay? {
        if let nth = rule.nthWeekday {
            return CivilDay.nthWeekday(nth.n, nth.weekday, month: month.month, year: month.year)
        }
        if let d = rule.monthDay {
            if d == -1 { return month.lastOfMonth }
            return CivilDay.valid(year: month.year, month: month.month, day: d)
        }
        return CivilDay.valid(year: month.year, month: month.month, day: min(fallbackDay, CivilDay.length(ofMonth: month.month, year: month.year)))
    }

    private func bounded(_ date: Date) -> Date? {
        if let until = rule.until, date > until { return nil }
        return date
    }
}
