/// A length of time as written: calendar parts kept apart so "in 1 month" steps by a month.
struct TimeSpan: Sendable {
    /// Whole or a whole number of months ("a year and a quarter" is 1.25): a duration counts
    /// 365-day years, the calendar steps by months.
    var years = 0.0
    var months = 0
    var days = 0
    var seconds = 0.0
    /// The smallest unit written ("1 hour 30 minutes" is minutes).
    var smallest: TimeUnit = .year

    /// Seconds by the corpus convention (months 30 days, years 365 days).
    var totalSeconds: Double { years * 31_536_000 + Double(months) * 2_592_000 + Double(days) * 86400 + seconds }

    var hasClockPart: Bool { seconds != 0 }

    mutating func add(_ amount: Double, _ unit: TimeUnit) {
        switch unit {
        case .second, .minute, .hour:
            seconds += amount * unit.seconds
        case .day, .week, .fortnight:
            let d = amount * unit.seconds / 86400
            if d == d.rounded() { days += Int(d) } else { seconds += amount * unit.seconds }
        case .month, .quarter:
            let m = amount * (unit == .month ? 1 : 3)
            if m == m.rounded() { months += Int(m) } else { seconds += amount * unit.seconds }
        case .year, .decade:
            // Years that are whole months ("3.5 years", "a quarter year") step the calendar by
            // months, and a duration counts them in 365-day years, as the corpus does.
            let y = amount * (unit == .year ? 1 : 10)
            if y * 12 == (y * 12).rounded() { years += y } else { seconds += amount * unit.seconds }
        }
        if unit.seconds < smallest.seconds { smallest = unit }
    }

    /// Calendar-aware: "in 1 month" from Jan 31 is Feb 28.
    func added(to time: LocalDateTime, sign: Int) -> LocalDateTime {
        var day = time.day
        if years != 0 || months != 0 { day = day.adding(months: sign * (Int((12 * years).rounded()) + months)) }
        if days != 0 { day = day.adding(days: sign * days) }
        return LocalDateTime(day: day, secondOfDay: time.secondOfDay).adding(seconds: sign * Int(seconds.rounded()))
    }
}

/// Durations: "30 min", "2h", "1.5 hours", "an hour and a half", "1 hour 30 minutes", "1h30m",
/// "half an hour", "a couple of days". A duration never becomes a point in time by itself.
extension TemporalParser {
    func duration(at i: Int) -> Found<Double>? {
        guard let span = timeSpan(at: i) else { return nil }
        return Found(value: span.value.totalSeconds, end: span.end)
    }

    func timeSpan(at i: Int) -> Found<TimeSpan>? {
        var span = TimeSpan()
        var j = i
        var parts = 0
        var previous: TimeUnit?
        while parts < 6 {
            var k = j
            if parts > 0, isWord(k, "and") || isSymbol(k, ",") { k += 1 }
            if parts > 0, isSymbol(k - 1, ","), isWord(k, "and") { k += 1 }
            guard let one = spanPart(at: k, first: parts == 0) else { break }
            // Parts add up from larger units to smaller ("1 hour 30 minutes"); a larger unit after
            // a smaller one is a rate, not more time: "30 minutes a day" is 30 minutes.
            if let previous, one.value.unit.seconds >= previous.seconds { break }
            previous = one.value.unit
            span.add(one.value.amount, one.value.unit)
            j = one.end
            parts += 1
            // "an hour and a half", "2 and a half hours" are read by spanPart; "1h30" ends here.
        }
        guard parts > 0 else { return nil }
        // "1h30": a trailing bare number of minutes after hours.
        if span.smallest == .hour, isNumber(j), touching(j), let m = number(j), m < 60, digitCount(j) == 2 {
            span.add(Double(m), .minute)
            j += 1
        }
        return Found(value: span, end: j)
    }

    /// One "amount unit" pair, with "and a half" after it.
    private func spanPart(at i: Int, first: Bool) -> Found<(amount: Double, unit: TimeUnit)>? {
        var j = i
        var amount: Double
        // "half an hour", "half a day"
        if isWord(j, "half"), isWord(j + 1, in: ["a", "an"]), let u = word(j + 2), let unit = timeUnit(at: j + 2), u.count > 2 {
            return Found(value: (0.5 * 1, unit), end: j + 3)
        }
        guard let c = count(at: j) else { return nil }
        amount = c.value
        j = c.end
        // "a quarter of an hour", "half of a day"
        if isWord(j, "of"), isWord(j + 1, in: ["a", "an"]), isUnitWord(j + 2), amount < 1 { j += 2 }
        // "2 and a half hours", "one and half hour", "one and a quarter year"
        if let fraction = addedFraction(at: j), isUnitWord(fraction.end) {
            amount += fraction.value
            j = fraction.end
        }
        if isWord(j, in: ["more", "additional", "extra", "further", "full"]), isUnitWord(j + 1) { j += 1 }
        // "three weekends": two days each.
        if isWord(j, in: ["weekend", "weekends"]), isNumber(c.end - 1) || has(c.end - 1, .numberish) && !isWord(c.end - 1, in: ["a", "an"]) {
            return Found(value: (amount * 2, .day), end: j + 1)
        }
        if isDash(j), touching(j), touching(j + 1), isUnitWord(j + 1), isNumber(j - 1) { j += 1 }
        // "in 1'", "for 30'", "1' 30\"": a prime after a numeral is minutes and a double prime
        // seconds (sports and broadcast notation); the first part needs a lead-in, and more of a
        // measure after it is no time: "5'7\"" is a height, "in 10' lengths" a length.
        if let unit = primeUnit(at: j), isNumber(j - 1), touching(j), !first || isWord(i - 1, in: ["in", "for", "within", "after"]),
           !(touching(j + 1) && (isNumber(j + 1) || word(j + 1) != nil)), word(j + 1) == nil || !wordFlags(j + 1).isEmpty {
            return Found(value: (amount, unit), end: j + 1)
        }
        guard let u = word(j), let unit = timeUnit(at: j) else { return nil }
        // "in 1990s": a decade, not 1990 seconds.
        if u == "s", isNumber(j - 1), decade(at: j - 1) != nil { return nil }
        // One-letter units ("2h", "30m", "5d") only directly after a numeral.
        if u.count <= 2, u != "hr", u != "mo", u != "wk", u != "yr" {
            // "3 h" is hours too; other single letters must touch the number ("5m", not "5 m").
            guard isNumber(j - 1), touching(j) || u == "h" else { return nil }
        }
        // "night"/"nights" counts as days only with a number ("3 nights", "two nights"), not "a night out".
        if (u == "night" || u == "nights") && !isNumber(c.end - 1) && !(has(c.end - 1, .numberish) && !isWord(c.end - 1, in: ["a", "an"])) && !isWord(c.end - 1, "of") { return nil }
        // "jan 20 night", "june 5th evening": a number after a month name is its day, and a
        // part of the day after it that day's, not a count of nights.
        if u == "night", first, monthNumber(at: i - 1) != nil || (isSymbol(i - 1, ".") && monthNumber(at: i - 2) != nil) { return nil }
        // "three night markets": a spelled count and "night" before a noun name the noun.
        if u == "night", !isNumber(c.end - 1), isTitleWord(j + 1) { return nil }
        // "a second round", "a sec": a second needs a number or a time word before it.
        if unit == .second, isWord(i, in: ["a", "an"]), c.end == i + 1, !isWord(i - 1, in: ["in", "for", "within", "after"]) { return nil }
        // "the twenty second", "the thirty first": after "the", a tens word and "second" are an
        // ordinal (the 22nd), not twenty seconds.
        if u == "second", c.end == i + 1, isWord(i, in: ["twenty", "thirty"]),
           isWord(i - 1, "the") || isWord(j + 1, "of") && (monthNumber(at: j + 2) != nil || weekdayMode(at: j + 2) != nil && isWord(j + 3, "month")) {
            return nil
        }
        j += 1
        // "an hour and a half", "a year and a quarter": a fraction of this unit, not a quarter year.
        if let fraction = addedFraction(at: j) {
            amount += fraction.value
            j = fraction.end
        }
        // "in a week's time"
        if u.hasSuffix("'s"), isWord(j, "time") { j += 1 }
        return Found(value: (amount, unit), end: j)
    }

    /// A minute prime ("'", "′", "’") or a second prime ("\"", "″", "”") at token `j`.
    private func primeUnit(at j: Int) -> TimeUnit? {
        guard j < count, kind(j) == .symbol else { return nil }
        switch tokenText(j) {
        case "'", "′", "’": return .minute
        case "\"", "″", "”": return .second
        default: return nil
        }
    }

    /// "and a half", "and half", "and a quarter", "and three quarters": the fraction of a unit it
    /// adds, and where it ends.
    private func addedFraction(at j: Int) -> (value: Double, end: Int)? {
        guard isWord(j, "and") else { return nil }
        if isWord(j + 1, "half") { return (0.5, j + 2) }
        guard isWord(j + 1, in: ["a", "an", "three"]) else { return nil }
        if isWord(j + 1, "three") {
            let k = isDash(j + 2) && touching(j + 2) ? j + 3 : j + 2
            return isWord(k, "quarters") ? (0.75, k + 1) : nil
        }
        if isWord(j + 2, "half") { return (0.5, j + 3) }
        if isWord(j + 2, "quarter") { return (0.25, j + 3) }
        return nil
    }

    /// The amount of "30 minutes later", "2 days earlier" (tokens `start..<end`), negative for
    /// earlier: a span said with nothing it counts from. Months and years have no fixed length and
    /// give nil, as does any other expression.
    func unanchoredShift(from start: Int, to end: Int) -> Double? {
        var j = start
        if isWord(j, in: .hedge) { j += 1 }
        guard end - 1 > j, isWord(end - 1, in: ["later", "earlier"]), let span = timeSpan(at: j), span.end == end - 1,
              span.value.months == 0, span.value.years == 0, span.value.totalSeconds > 0 else { return nil }
        return isWord(end - 1, "earlier") ? -span.value.totalSeconds : span.value.totalSeconds
    }

    /// "in 3 days", "3 weeks ago", "2 hours from now", "a week from friday", "2 days after next
    /// friday", "within 1 hour", "in 1h30m".
    func relativeOffset(at i: Int) -> Found<Component>? {
        if let business = businessDays(at: i) { return business }
        var j = i
        var sign = 1
        var leading = false
        // "+15 minutes", "-2 hours 5 minutes": signed offsets from now.
        if (isSymbol(j, "+") || isDash(j)) && isNumber(j + 1) && touching(j + 1) && !isNumber(j - 1) && !isWord(j - 1, in: ["to", "and"]),
           let span = timeSpan(at: j + 1) {
            let s = isSymbol(j, "+") ? 1 : -1
            let result = span.value.added(to: now, sign: s)
            return Found(value: span.value.hasClockPart ? .moment(result, .minute) : .day(result.day), end: span.end)
        }
        // "within 2 hours", "within the next 15 seconds": from now to then.
        if isWord(j, "within") {
            var k = j + 1
            if isWord(k, in: ["about", "around", "approximately", "roughly"]) { k += 1 }
            if isWord(k, "the") { k += 1 }
            if isWord(k, in: ["next", "coming"]) { k += 1 }
            // "within the next day and 5 hours": a unit alone after "next" is one of it.
            var bare: Found<TimeSpan>?
            if isWord(k - 1, in: ["next", "coming"]), let unit = timeUnit(at: k), let w = word(k), !w.hasSuffix("s") {
                var one = TimeSpan()
                one.add(1, unit)
                var e = k + 1
                var r = e
                if isWord(r, "and") || isSymbol(r, ",") { r += 1 }
                if let rest = timeSpan(at: r), rest.value.smallest.seconds < unit.seconds {
                    one.add(Double(rest.value.years), .year)
                    one.add(Double(rest.value.months), .month)
                    one.add(Double(rest.value.days), .day)
                    one.add(rest.value.seconds, .second)
                    e = rest.end
                }
                bare = Found(value: one, end: e)
            }
            if let span = bare ?? timeSpan(at: k) {
                // "within 2 weeks from today" is a range from now; "within the next 2 weeks after
                // tomorrow" leaves the offset ("2 weeks after tomorrow") as the expression.
                var e = span.end
                if isWord(e, in: ["after", "from"]), isWord(e + 1, in: ["today", "now"]) { e += 2 }
                else if isWord(e, in: ["after", "before", "from"]) { return nil }
                if !span.value.hasClockPart {
                    let end = span.value.added(to: LocalDateTime(day: today), sign: 1)
                    return Found(value: .period(today, end.day, .day), end: e)
                }
                let end = span.value.added(to: now, sign: 1)
                return Found(value: .momentRange(now, end, span.value.smallest.grain), end: e)
            }
            return nil
        }
        if isWord(j, in: ["in", "after"]) {
            // "after" only reads as "in" before a span that ends the phrase ("after 2 days").
            j += 1
            leading = true
            if isWord(j, in: ["about", "around", "approximately", "roughly"]) { j += 1 }
        }
        if !leading, let n = count(at: j), let weekday = pluralWeekdayNumber(at: n.end) ?? (n.value == 1 ? weekdayNumber(at: n.end) : nil),
           n.value >= 1, n.value <= 52 {
            // "3 fridays from now": the third coming friday; "2 sundays ago": the second last one.
            let k = n.end + 1
            let count = Int(n.value)
            if (isWord(k, "from") && isWord(k + 1, in: ["now", "today"])) || isWord(k, in: ["hence", "later"]) {
                let first = today.adding(days: (weekday - today.weekday + 7) % 7 == 0 ? 7 : (weekday - today.weekday + 7) % 7)
                return Found(value: .day(first.adding(days: 7 * (count - 1))), end: isWord(k, "from") ? k + 2 : k + 1)
            }
            if isWord(k, "ago") {
                let back = (today.weekday - weekday + 7) % 7 == 0 ? 7 : (today.weekday - weekday + 7) % 7
                return Found(value: .day(today.adding(days: -back - 7 * (count - 1))), end: k + 1)
            }
        }
        guard let span = timeSpan(at: j) else { return nil }
        var k = span.end
        var base = now
        var baseIsDay = false
        if !leading {
            if isWord(k, "ago") || (isWord(k, "before") && isWord(k + 1, "now")) || isWord(k, "earlier") && !isWord(k + 1, "than") {
                sign = -1
                k += isWord(k, "before") ? 2 : 1
            } else if (isWord(k, "from") || isWord(k, "after")) && isWord(k + 1, in: ["now", "today"]) {
                k += 2
            } else if isWord(k, "from"), isWord(k + 1, "right"), isWord(k + 2, "now") {
                k += 3
            } else if isWord(k, in: ["later", "hence", "out"]) {
                k += 1
            } else if span.value.hasClockPart, !isWord(i - 1, "for"), isWord(k, in: ["after", "from", "before"]), let c = clock(at: k + 1, afterAt: true),
                      meridiem(at: k + 2) != nil || c.end > k + 2 || c.value.meridiemKnown {
                // "15 minutes from 1pm", "10 minutes before noon"
                sign = isWord(k, "before") ? -1 : 1
                base = resolveClock(c.value)
                k = c.end
            } else if isWord(k, in: ["after", "from", "before"]), let anchor = anchorDay(at: k + 1) {
                sign = isWord(k, "before") ? -1 : 1
                base = LocalDateTime(day: anchor.value, secondOfDay: 0)
                baseIsDay = true
                k = anchor.end
            } else if !isWord(i - 1, in: ["for", "over", "during", "lasting"]), let anchor = weekOnADay(span.value, at: k) {
                // "a week tomorrow", "a fortnight on friday", "a week today": that long after it.
                base = LocalDateTime(day: anchor.value, secondOfDay: 0)
                baseIsDay = true
                k = anchor.end
            } else {
                return nil
            }
        } else if isWord(i, "after") {
            // "after an hour" reads as "in an hour" only when nothing follows ("after 2 days of rain").
            if k < count, !isSymbol(k, "."), !isSymbol(k, ","), !isSymbol(k, "!"), !isSymbol(k, "?") { return nil }
        }
        // "in 2 days from today"
        if leading, isWord(k, "from"), isWord(k + 1, in: ["now", "today"]) { k += 2 }
        let result = span.value.added(to: base, sign: sign)
        if span.value.hasClockPart && !baseIsDay {
            let grain: TemporalGrain = span.value.smallest == .second ? .second : span.value.smallest == .minute ? .minute : .hour
            return Found(value: .moment(result, grain), end: k)
        }
        return Found(value: .relativeDay(result.day), end: k)
    }

    /// The day a week or a fortnight counts from in the British "a week tomorrow", "a week
    /// today", "a fortnight on friday", "a week on monday" (a bare coming weekday), at `k` after
    /// the length; nil for any other length or word.
    func weekOnADay(_ span: TimeSpan, at k: Int) -> Found<CivilDay>? {
        guard span.days == 7 || span.days == 14, span.months == 0, span.years == 0, span.seconds == 0 else { return nil }
        if isWord(k, in: .tomorrow) { return Found(value: today.adding(days: 1), end: k + 1) }
        if isWord(k, in: .today) { return Found(value: today, end: k + 1) }
        if isWord(k, "on"), let weekday = weekdayNumber(at: k + 1), !isTitleWord(k + 2) {
            return Found(value: resolveWeekday(weekday, mode: .bare), end: k + 2)
        }
        return nil
    }

    /// "monday week", "tomorrow week", "friday fortnight" (British): a week or a fortnight after
    /// the day; not before a number or a noun ("monday week 3", "friday week planning").
    func weekAfter(_ day: CivilDay, at k: Int) -> Found<CivilDay>? {
        guard isWord(k, in: ["week", "fortnight"]), !isNumber(k + 1), !isTitleWord(k + 1), !isPossessive(k),
              !isWord(k + 1, in: ["after", "by", "in", "of", "and", "to"]),
              !(isDash(k + 1) && touching(k + 1)) else { return nil }
        return Found(value: day.adding(days: isWord(k, "week") ? 7 : 14), end: k + 1)
    }

    /// A day used as the anchor of "2 days after X": a relative or absolute day, or a weekday.
    func anchorDay(at i: Int) -> Found<CivilDay>? {
        var j = i
        if isWord(j, "the") && !isWord(j + 1, "day") { j += 1 }
        let found = relativeDate(at: j, allowOffset: false) ?? absoluteDate(at: j) ?? holiday(at: j)
        guard let found else { return nil }
        switch found.value {
        case .day(let d), .relativeDay(let d): return Found(value: d, end: found.end)
        case .weekday(let w, let m): return Found(value: resolveWeekday(w, mode: m), end: found.end)
        case .monthAndDay(let m, let d):
            guard let day = resolveMonthDay(month: m, day: d, within: nil) else { return nil }
            return Found(value: day, end: found.end)
        case .period(let s, _, _): return Found(value: s, end: found.end)
        default: return nil
        }
    }

    /// "in 3 working days", "2 business days from now", "5 workdays ago": weekdays counted on
    /// from today, Saturdays and Sundays skipped; "the next 4 business days", "the past 2 working
    /// days": those weekdays as a range.
    func businessDays(at i: Int) -> Found<Component>? {
        var j = i
        if isWord(j, "the") { j += 1 }
        let mode = weekdayMode(at: j)
        let leading = isWord(j, in: ["in", "within"])
        if mode != nil || leading { j += 1 }
        guard let n = count(at: j), n.value >= 1, n.value <= 260, n.value == n.value.rounded() else { return nil }
        var k = n.end
        if isWord(k, in: ["working", "business", "work"]), isWord(k + 1, in: ["days", "day"]) { k += 2 }
        else if isWord(k, in: ["workdays", "workday", "weekdays"]) { k += 1 }
        else { return nil }
        var sign = 1
        var from = today
        if !leading, mode == nil {
            if isWord(k, "from"), isWord(k + 1, in: ["now", "today"]) { k += 2 }
            else if isWord(k, in: ["later", "hence"]) { k += 1 }
            else if isWord(k, "ago") { sign = -1; k += 1 }
            // "2 business days after friday", "5 working days from tomorrow", "3 workdays before
            // christmas": counted from that day, which is not one of them.
            else if isWord(k, in: ["after", "from", "before"]), let anchor = anchorDay(at: k + 1) {
                if isWord(k, "before") { sign = -1 }
                from = anchor.value
                k = anchor.end
            }
            else { return nil }
        }
        // "this 3 business days" is no phrase; "the coming 3" are the next ones.
        if mode == .this, !isWord(j - 1, in: ["coming", "upcoming"]) { return nil }
        if mode == .last { sign = -1 }
        var day = from
        var first: CivilDay?
        for _ in 0..<Int(n.value) {
            repeat { day = day.adding(days: sign) } while day.weekday >= 6
            if first == nil { first = day }
        }
        if mode != nil, let first {
            let (a, b) = sign > 0 ? (first, day) : (day, first)
            return Found(value: .period(a, b.adding(days: 1), .day), end: k)
        }
        // "within 5 business days": from today up to and including that day.
        if isWord(i, "within") || isWord(i + 1, "within") { return Found(value: .period(today, day.adding(days: 1), .day), end: k) }
        return Found(value: .day(day), end: k)
    }
}
