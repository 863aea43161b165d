/// Parts of periods: "end of month", "beginning of next week", "mid january", "early next month",
/// "late this year", "later this week", "earlier this month", "end of day", "end of tomorrow",
/// "the last day of october", "first monday of march", "3rd week of 2018", "week 36".
///
/// The fractions follow Duckling for "beginning"/"end" (a week's first or last three days, a
/// month's first or last ten, a year's first quarter or last four months) and Recognizers-Text
/// for "early"/"late" (the first or second half).
extension TemporalParser {
    enum PeriodPart { case beginning, middle, end, early, late, later, earlier }

    static let periodPartWords: [String: PeriodPart] = [
        "beginning": .beginning, "start": .beginning, "begining": .beginning, "middle": .middle, "mid": .middle,
        "end": .end, "early": .early, "late": .late, "later": .later, "earlier": .earlier, "rest": .later,
    ]

    /// Abbreviations: end of day / week / month / year, beginning of week / month / year.
    static let periodAbbreviations: [String: (PeriodPart, String)] = [
        "eod": (.end, "day"), "eow": (.end, "week"), "eom": (.end, "month"), "eoy": (.end, "year"),
        "bow": (.beginning, "week"), "bom": (.beginning, "month"), "boy": (.beginning, "year"),
    ]

    /// The day after "end of day" or "eod" that it is the end of: "eod friday", "end of day on
    /// june 5", "EOD tomorrow"; nil when none follows (today's).
    func dayAfterEndOfDay(at k: Int) -> Found<CivilDay>? {
        let d = isWord(k, "on") || isSymbol(k, ",") && !isWord(k + 1, "on") ? k + 1 : k
        guard d < count, kind(d) == .word || isNumber(d), let found = relativeDate(at: d, allowOffset: false) ?? absoluteDate(at: d) else { return nil }
        switch found.value {
        case .day(let day), .relativeDay(let day): return Found(value: day, end: found.end)
        case .weekday(let w, let m): return Found(value: resolveWeekday(w, mode: m), end: found.end)
        case .monthAndDay(let m, let day):
            guard let resolved = resolveMonthDay(month: m, day: day, within: nil) else { return nil }
            return Found(value: resolved, end: found.end)
        default: return nil
        }
    }

    /// "COB", "by cob friday", "close of business tomorrow", "end of business on june 5": 17:00,
    /// on the day named after it, else today. A lower-case "cob" needs a deadline word before it
    /// or a day after it ("corn on the cob" is none).
    func closeOfBusiness(at i: Int) -> Found<Component>? {
        var j = i
        if isWord(j, "the") { j += 1 }
        var end: Int
        if isWord(j, in: ["cob", "eob"]) {
            end = j + 1
            let deadline = isWord(i - 1, in: ["by", "before", "until", "till", "at", "after"]) && j == i
            guard token(j)?.capitalized == true || deadline || dayAfterEndOfDay(at: end) != nil else { return nil }
        } else if isWord(j, in: ["close", "end"]), isWord(j + 1, "of"), isWord(j + 2, "business") || isWord(j + 2, "play") {
            end = j + 3
        } else {
            return nil
        }
        // With no day, the next 17:00, as "5pm" alone is read.
        let on = dayAfterEndOfDay(at: end)
        let day = on?.value ?? (now.secondOfDay >= 17 * 3600 ? today.adding(days: 1) : today)
        return Found(value: .moment(LocalDateTime(day: day, hour: 17), .minute), end: on?.end ?? end)
    }

    func periodPart(at i: Int) -> Found<Component>? {
        if let cob = closeOfBusiness(at: i) { return cob }
        var j = i
        if isWord(j, "the") { j += 1 }
        if isWord(j, in: .periodAbbreviation), let w = word(j), let (part, unit) = TemporalParser.periodAbbreviations[w], (token(j)?.capitalized == true) || w == "eod" || j > i {
            if unit == "day" {
                let on = dayAfterEndOfDay(at: j + 1)
                return Found(value: .moment(LocalDateTime(day: on?.value ?? today, secondOfDay: 86399), .second), end: on?.end ?? j + 1)
            }
            guard let p = qualifiedUnitPeriod(unit, shift: 0) else { return nil }
            return fraction(part, of: p).map { Found(value: .period($0.start, $0.end, .day), end: j + 1) }
        }
        j = i
        if isWord(j, "at") { j += 1 }
        if isWord(j, "the") { j += 1 }
        guard isWord(j, in: .periodPart), let w = word(j), let part = TemporalParser.periodPartWords[w] else { return nil }
        j += 1
        // "start", "beginning", "end", "middle", "rest" need "of" ("end of month"); "the start in
        // the next decade" is a verb.
        if isWord(j - 1, in: ["start", "beginning", "begining", "end", "middle", "rest"]), !isWord(j, "of") { return nil }
        if (w == "mid" || w == "early" || w == "late") && isDash(j) && touching(j) { j += 1 }
        if isWord(j, in: ["of", "in"]) { j += 1 }
        // "the rest of the week", "rest of my week", "end of our day": any determiner.
        if isWord(j, in: ["the", "my", "our", "your", "his", "her", "their"]) { j += 1 }
        if isWord(j, in: ["around", "about"]) { j += 1 }
        // "end of day", "end of the day", "eod": the last second of today.
        if isWord(j, "day") && part == .end {
            let on = dayAfterEndOfDay(at: j + 1)
            return Found(value: .moment(LocalDateTime(day: on?.value ?? today, secondOfDay: 86399), .second), end: on?.end ?? j + 1)
        }
        // "rest of the day", "later today": from now to midnight.
        if isWord(j, "day") && part == .later { return Found(value: restOfToday, end: j + 1) }
        // The period the part is taken from.
        var period: (start: CivilDay, end: CivilDay, grain: TemporalGrain)?
        var end = j
        if isWord(j, in: ["week", "month", "year", "quarter"]), let unit = word(j) {
            let q = qualifiedUnitPeriod(unit, shift: 0)
            period = q
            end = j + 1
        } else if let found = qualifiedUnit(at: j) ?? absoluteDate(at: j) ?? relativeDate(at: j, allowOffset: false) {
            switch found.value {
            case .period(let s, let e, let g): period = (s, e, g)
            case .day(let d):
                if part == .later, d == today { return Found(value: restOfToday, end: found.end) }
                // "earlier today": from midnight to now.
                if part == .earlier, d == today { return Found(value: .momentRange(LocalDateTime(day: today), now, .minute), end: found.end) }
                // "end of tomorrow", "end of this sunday": the last second of that day.
                guard part == .end || part == .beginning else { return nil }
                let second = part == .end ? 86399 : 0
                return Found(value: .moment(LocalDateTime(day: d, secondOfDay: second), .second), end: found.end)
            case .weekday(let wd, let mode):
                guard part == .end || part == .beginning else { return nil }
                let d = resolveWeekday(wd, mode: mode)
                return Found(value: .moment(LocalDateTime(day: d, secondOfDay: part == .end ? 86399 : 0), .second), end: found.end)
            default: return nil
            }
            end = found.end
        } else if let m = monthNumber(at: j) {
            let start = monthStart(m)
            period = (start, start.adding(months: 1), .month)
            end = j + 1
        }
        guard let p = period, let f = fraction(part, of: p) else { return nil }
        return Found(value: .period(f.start, f.end, .day), end: end)
    }

    /// From now to midnight.
    var restOfToday: Component { .momentRange(now, LocalDateTime(day: today.adding(days: 1)), .minute) }

    /// The days of `period` that a part names.
    func fraction(_ part: PeriodPart, of period: (start: CivilDay, end: CivilDay, grain: TemporalGrain)) -> (start: CivilDay, end: CivilDay)? {
        let (s, e, grain) = period
        let days = e.ordinal - s.ordinal
        var a = s
        var b = e
        switch (part, grain) {
        case (.beginning, .week): b = s.adding(days: 3)
        case (.end, .week): a = e.adding(days: -3)
        case (.middle, .week): a = s.adding(days: 2); b = s.adding(days: 5)
        case (.early, .week): b = s.adding(days: 3)
        case (.late, .week): a = s.adding(days: 3)
        case (.beginning, .month): b = s.adding(days: 10)
        case (.end, .month): a = s.adding(days: 20)
        case (.middle, .month): a = s.adding(days: 10); b = s.adding(days: 20)
        case (.early, .month): b = s.adding(days: 15)
        case (.late, .month): a = s.adding(days: 15)
        case (.beginning, .year): b = s.adding(months: 3)
        case (.end, .year): a = s.adding(months: 8)
        case (.middle, .year): a = s.adding(months: 4); b = s.adding(months: 8)
        case (.early, .year): b = s.adding(months: 6)
        case (.late, .year): a = s.adding(months: 6)
        case (.later, _):
            guard today >= s, today < e else { return nil }
            a = today
        case (.earlier, _):
            guard today >= s, today < e else { return nil }
            b = today
        default:
            // Other periods (a quarter, a weekend, several days): thirds.
            let third = max(1, days / 3)
            switch part {
            case .beginning, .early: b = s.adding(days: third)
            case .end, .late: a = e.adding(days: -third)
            case .middle: a = s.adding(days: third); b = e.adding(days: -third)
            default: break
            }
        }
        guard a < b else { return nil }
        return (a, b)
    }

    /// "the week", "month", "year" alone: the current one.
    func qualifiedUnitPeriod(_ unit: String, shift: Int) -> (start: CivilDay, end: CivilDay, grain: TemporalGrain)? {
        switch unit {
        case "week":
            let s = today.startOfWeek(weekStart: context.weekStart)
            return (s, s.adding(days: 7), .week)
        case "month":
            return (today.firstOfMonth, today.firstOfMonth.adding(months: 1), .month)
        case "year":
            return (today.firstOfYear, today.firstOfYear.adding(years: 1), .year)
        case "quarter":
            let s = today.grain(.quarter, weekStart: 1)
            return (s, s.adding(months: 3), .quarter)
        default:
            return nil
        }
    }

    /// "the last day of october", "first monday of march 2014", "second monday of last month",
    /// "the 3rd week of 2018", "last friday in october", "week 36".
    func ordinalOfPeriod(at i: Int) -> Found<Component>? {
        var j = i
        if isWord(j, "the") { j += 1 }
        // "week 36": ISO week number of this year.
        if isWord(j, "week"), let number = weekNumber(at: j + 1) {
            let n = number.value
            var year = today.year
            var e = number.end
            if isWord(e, "of") || isSymbol(e, ",") { if let y = self.year(at: e + 1) { year = y.value; e = y.end } }
            // "week 12 of next year", "week 12 next year", "week 3 in the coming year": the
            // year may be named relative to this one, with or without "of".
            let k = isWord(e, in: ["of", "in"]) ? e + 1 : e
            if e == number.end, let q = qualifiedUnit(at: k), case .period(let s, _, .year) = q.value { year = s.year; e = q.end }
            let jan4 = CivilDay(year: year, month: 1, day: 4)
            let start = jan4.startOfWeek(weekStart: 1).adding(days: 7 * (n - 1))
            return Found(value: .period(start, start.adding(days: 7), .week), end: e)
        }
        var n: Int
        if isWord(j, "last") { n = -1; j += 1 }
        else if let o = dayNumber(at: j), isOrdinal(j), o.value <= 5 || isWord(o.end, in: ["day", "month", "business", "working", "work", "workday", "weekday"]) {
            n = o.value
            j = o.end
        }
        else { return nil }
        // "the 3rd last week of 2018": counted from the end.
        if n > 0, isWord(j, "last"), isWord(j + 1, in: ["week", "day"]) || weekdayNumber(at: j + 1) != nil { n = -n; j += 1 }
        // "the first business day of next month", "the last working day of the month": weekdays only.
        if isWord(j, in: ["business", "working", "work"]), isWord(j + 1, "day"), isWord(j + 2, in: ["of", "in"]) {
            let k = j + 3
            var period: (start: CivilDay, end: CivilDay)?
            var end = k
            if isWord(k, "the"), let p = qualifiedUnitPeriod(word(k + 1) ?? "", shift: 0) { period = (p.start, p.end); end = k + 2 }
            else if let found = qualifiedUnit(at: k) ?? monthThenDay(at: k) ?? yearAlone(at: k), case .period(let s, let e, _) = found.value { period = (s, e); end = found.end }
            guard let period, abs(n) <= 31 else { return nil }
            var d = n > 0 ? period.start.adding(days: -1) : period.end
            for _ in 0..<abs(n) { repeat { d = d.adding(days: n > 0 ? 1 : -1) } while d.weekday >= 6 }
            guard d >= period.start, d < period.end else { return nil }
            return Found(value: .day(d), end: end)
        }
        guard let unitWord = word(j) else { return nil }
        var weekday = weekdayNumber(at: j)
        // "the second weekend of june", "the last week-end in october": counted by its Saturday.
        if weekday == nil, let after = weekendWord(at: j) {
            guard let saturday = ordinalOfPeriod(weekendAt: i, saturdayIndex: j, end: after) else { return nil }
            return saturday
        }
        guard weekday != nil || unitWord == "day" || unitWord == "week" || (unitWord == "month" && (1...12).contains(n)) else { return nil }
        j += 1
        // "the third week next year", "the 9th month of next year": "of" may go before a
        // qualified period.
        if !isWord(j, in: ["of", "in"]), unitWord != "day", weekday == nil, let q = qualifiedUnit(at: j),
           case .period(let s, let e, let g) = q.value, g >= .month {
            return nthUnit(n, unitWord, weekday: nil, of: (s, e), end: q.end)
        }
        // "the first sunday" alone: of this month.
        if !isWord(j, in: ["of", "in"]), let weekday, n > 0 {
            let s = today.firstOfMonth
            let d = s.adding(days: (weekday - s.weekday + 7) % 7 + 7 * (n - 1))
            guard d.month == s.month else { return nil }
            return Found(value: .day(d), end: j)
        }
        guard isWord(j, in: ["of", "in"]) else { return nil }
        j += 1
        if isWord(j, "the") && !isWord(j + 1, in: ["month", "year"]) { j += 1 }
        var period: (start: CivilDay, end: CivilDay)?
        var end = j
        if isWord(j, "the"), let p = qualifiedUnitPeriod(word(j + 1) ?? "", shift: 0) { period = (p.start, p.end); end = j + 2 }
        else if let p = qualifiedUnitPeriod(word(j) ?? "", shift: 0), !isWord(j + 1, "of") { period = (p.start, p.end); end = j + 1 }
        else if let found = qualifiedUnit(at: j) ?? monthThenDay(at: j) ?? yearAlone(at: j) ?? year(at: j).map({ y in
            Found(value: Component.period(CivilDay(year: y.value, month: 1, day: 1), CivilDay(year: y.value + 1, month: 1, day: 1), .year), end: y.end)
        }), case .period(let s, let e, _) = found.value {
            period = (s, e)
            end = found.end
        }
        guard let (s, e) = period else { return nil }
        return nthUnit(n, unitWord, weekday: weekday, of: (s, e), end: end)
    }

    /// The number of an ISO week, 1-53, in digits or words ("week 12", "week twelve"); not "a",
    /// nor a count of a unit ("one week two days" is a length).
    func weekNumber(at i: Int) -> Found<Int>? {
        if isWord(i, in: ["a", "an"]) { return nil }
        guard isNumber(i) || has(i, .numberish), let n = count(at: i), n.value == n.value.rounded(), (1...53).contains(n.value),
              !isUnitWord(n.end) else { return nil }
        return Found(value: Int(n.value), end: n.end)
    }

    /// "the 2nd monday after easter", "the first friday before christmas", "the closest friday
    /// to christmas", "the nearest sunday to jan 10": a weekday counted from a day, or the one
    /// nearest it (a later one on a tie).
    func weekdayFromAnchor(at i: Int) -> Found<Component>? {
        var j = i
        if isWord(j, "the") { j += 1 }
        var n = 1
        var nearest = false
        // "the last friday before christmas", "the final monday before easter": the one just before.
        if isWord(j, in: ["closest", "nearest"]) { nearest = true; j += 1 }
        else if isWord(j, in: ["last", "final"]), weekdayNumber(at: j + 1) != nil, isWord(j + 2, "before") { j += 1 }
        // "the monday after christmas", "the friday before june 5": the first one.
        else if weekdayNumber(at: j) != nil, j > i || isWord(j - 1, "the"), isWord(j + 1, in: ["after", "before"]), !isWord(j + 2, in: ["next", "the"]) {}
        else if let o = dayNumber(at: j), isOrdinal(j), (1...5).contains(o.value) { n = o.value; j = o.end }
        else { return nil }
        guard let weekday = weekdayNumber(at: j) else { return nil }
        j += 1
        guard nearest ? isWord(j, "to") : isWord(j, in: ["after", "before"]), let anchor = anchorDay(at: j + 1) else { return nil }
        let a = anchor.value
        let ahead = (weekday - a.weekday + 7) % 7
        let back = (a.weekday - weekday + 7) % 7
        let day: CivilDay
        if nearest {
            day = ahead <= back ? a.adding(days: ahead) : a.adding(days: -back)
        } else if isWord(j, "after") {
            day = a.adding(days: (ahead == 0 ? 7 : ahead) + 7 * (n - 1))
        } else {
            day = a.adding(days: -(back == 0 ? 7 : back) - 7 * (n - 1))
        }
        return Found(value: .day(day), end: anchor.end)
    }

    /// The nth weekend of a period: the tokens from `i` read again with "saturday" in place of
    /// the weekend (at `saturdayIndex`, ending before `end`), as Saturday and Sunday.
    func ordinalOfPeriod(weekendAt i: Int, saturdayIndex: Int, end: Int) -> Found<Component>? {
        var tokens = Array(self.tokens[i..<min(count, end + 8)])
        let saturday = Word(kind: .word, text: "saturday", start: self.tokens[saturdayIndex].start, end: self.tokens[end - 1].end, spaced: true)
        tokens.replaceSubrange((saturdayIndex - i)..<(end - i), with: [saturday])
        let reader = TemporalParser(tokens: tokens, context: context)
        guard let found = reader.ordinalOfPeriod(at: 0), case .day(let d) = found.value else { return nil }
        let consumed = found.end + (end - saturdayIndex - 1) + i
        return Found(value: .period(d, d.adding(days: 2), .day), end: consumed)
    }

    /// The `n`th (from the end when negative) day, week, month or weekday of a period.
    func nthUnit(_ n: Int, _ unitWord: String, weekday: Int?, of period: (start: CivilDay, end: CivilDay), end: Int) -> Found<Component>? {
        let (s, e) = period
        if let weekday {
            if n > 0 {
                let first = s.adding(days: (weekday - s.weekday + 7) % 7)
                let d = first.adding(days: 7 * (n - 1))
                guard d < e else { return nil }
                return Found(value: .day(d), end: end)
            }
            let last = e.adding(days: -1)
            let d = last.adding(days: -((last.weekday - weekday + 7) % 7) + 7 * (n + 1))
            guard d >= s else { return nil }
            return Found(value: .day(d), end: end)
        }
        if unitWord == "day" {
            let d = n > 0 ? s.adding(days: n - 1) : e.adding(days: n)
            guard d < e, d >= s else { return nil }
            return Found(value: .day(d), end: end)
        }
        if unitWord == "month" {
            let start = n > 0 ? s.adding(months: n - 1) : e.adding(months: n)
            guard start >= s, start < e else { return nil }
            return Found(value: .period(start, start.adding(months: 1), .month), end: end)
        }
        // Weeks of a month or year by ISO 8601's rule: the first is the one holding the 4th day,
        // the last the one holding the 4th day from the end.
        let firstWeek = s.adding(days: 3).startOfWeek(weekStart: context.weekStart)
        let lastWeek = e.adding(days: -4).startOfWeek(weekStart: context.weekStart)
        let start = n > 0 ? firstWeek.adding(days: 7 * (n - 1)) : lastWeek.adding(days: 7 * (n + 1))
        return Found(value: .period(start, start.adding(days: 7), .week), end: end)
    }

    /// "the first half of next year", "the second half of june", "the latter half of the month":
    /// a period's first or second half, cut where "early" and "late" cut it (a month at its
    /// 16th, a year at July); other periods at their middle day.
    func halfOfPeriod(at i: Int) -> Found<Component>? {
        var j = i
        if isWord(j, "the") { j += 1 }
        let first: Bool
        if isWord(j, "first") { first = true } else if isWord(j, in: ["second", "latter"]) { first = false } else { return nil }
        guard isWord(j + 1, "half"), isWord(j + 2, in: ["of", "in"]) else { return nil }
        var k = j + 3
        let current = isWord(k, "the") ? qualifiedUnitPeriod(word(k + 1) ?? "", shift: 0) : nil
        if isWord(k, "the"), current == nil { k += 1 }
        guard let found = current.map({ Found(value: Component.period($0.start, $0.end, $0.grain), end: k + 2) }) ?? qualifiedUnit(at: k) ?? absoluteDate(at: k),
              case .period(let s, let e, let grain) = found.value else { return nil }
        let half: (start: CivilDay, end: CivilDay)?
        switch grain {
        case .week, .month, .year: half = fraction(first ? .early : .late, of: (s, e, grain))
        default:
            let middle = s.adding(days: (e.ordinal - s.ordinal) / 2)
            half = first ? (s, middle) : (middle, e)
        }
        guard let half, half.start < half.end else { return nil }
        return Found(value: .period(half.start, half.end, .day), end: found.end)
    }

    /// "the first ten days of last year", "the last four months of 2021", "the first 2 weeks of
    /// june": whole units counted from a period's start or end.
    func unitsAtEdge(at i: Int) -> Found<Component>? {
        var j = i
        if isWord(j, "the") { j += 1 }
        guard isWord(j, "first") || isWord(j, "last"), let amount = count(at: j + 1), amount.value >= 2, amount.value <= 100,
              amount.value == amount.value.rounded(), let unit = timeUnit(at: amount.end), isWord(amount.end + 1, in: ["of", "in"]) else { return nil }
        let fromStart = isWord(j, "first")
        let n = Int(amount.value)
        var k = amount.end + 2
        // "of the month", "of the year": the current one.
        let current = isWord(k, "the") ? qualifiedUnitPeriod(word(k + 1) ?? "", shift: 0) : nil
        if isWord(k, "the"), current == nil { k += 1 }
        guard let found = current.map({ Found(value: Component.period($0.start, $0.end, $0.grain), end: k + 2) }) ?? qualifiedUnit(at: k) ?? absoluteDate(at: k),
              case .period(let s, let e, _) = found.value else { return nil }
        var a = s
        var b = e
        switch unit {
        case .day: if fromStart { b = s.adding(days: n) } else { a = e.adding(days: -n) }
        case .week: if fromStart { b = s.adding(days: 7 * n) } else { a = e.adding(days: -7 * n) }
        case .month: if fromStart { b = s.adding(months: n) } else { a = e.adding(months: -n) }
        default: return nil
        }
        guard a >= s, b <= e, a < b else { return nil }
        return Found(value: .period(a, b, unit.grain), end: found.end)
    }
}
