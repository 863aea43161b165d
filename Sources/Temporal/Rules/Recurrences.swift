import Foundation

/// Recurrences: "every day", "daily", "every weekday", "every other monday at 9", "every monday
/// and friday", "every 3 days", "every 3rd friday", "every 27th", "every last day of the month",
/// "every jan 27th", "every 12 hours starting at 7pm", "... starting friday", "... until june",
/// "... for 8 weeks", "every 3 days after done", "3pm every day", "mondays".
extension TemporalParser {
    static let pluralDays: [String: Int] = ["mondays": 1, "tuesdays": 2, "wednesdays": 3, "thursdays": 4, "fridays": 5, "saturdays": 6, "sundays": 7]

    /// Every recurrence reads one of these words: "every", "each", a count of "times", "once", an
    /// adverb ("daily"), a plural weekday ("mondays") or plural part of day ("mornings"),
    /// "weekends". A text with none of them holds no recurrence, and `recurrence(at:)` is not run
    /// over it. Keep it in step with the rules below.
    static let recurrenceCues: Set<String> = {
        var words: Set<String> = [
            "every", "each", "evey", "every-other", "once", "twice", "thrice", "time", "times",
            "semi", "bi", "semiannually", "semiannual", "weekends", "weekdays",
        ]
        words.formUnion(adverbs.keys)
        words.formUnion(pluralDays.keys)
        words.formUnion(PartOfDay.words.keys.filter { $0.hasSuffix("s") })
        return words
    }()

    static let adverbs: [String: (RecurrenceRule.Frequency, Int, String)] = [
        "daily": (.daily, 1, "P1D"), "everyday": (.daily, 1, "P1D"), "nightly": (.daily, 1, "TNI"),
        "weekly": (.weekly, 1, "P1W"), "fortnightly": (.weekly, 2, "P2W"), "biweekly": (.weekly, 2, "P2W"),
        "monthly": (.monthly, 1, "P1M"), "bimonthly": (.monthly, 2, "P2M"), "quarterly": (.monthly, 3, "P3M"),
        "yearly": (.yearly, 1, "P1Y"), "annually": (.yearly, 1, "P1Y"), "annual": (.yearly, 1, "P1Y"),
        "hourly": (.hourly, 1, "PT1H"),
    ]

    func recurrence(at i: Int) -> Found<(piece: Piece, note: String?)>? {
        guard hasRecurrenceCue else { return nil }
        // "on mondays", "on the 19th of every month": the lead-in is not part of the schedule.
        if isWord(i, "on"), !isWord(i + 1, "on"), let inner = recurrence(at: i + 1) { return inner }
        var j = i
        // A leading time: "3pm every day", "6am everyday", "9am every sunday".
        var leadingClock: ClockValue?
        let at = isWord(j, "at") || isSymbol(j, "@")
        // "9am on sundays", "9am sundays": a plural weekday after the time is the schedule too.
        if let c = clock(at: at ? j + 1 : j, afterAt: at) {
            if isWord(c.end, in: ["every", "each", "everyday", "daily", "nightly"]) {
                leadingClock = c.value
                j = c.end
            } else if pluralWeekdayNumber(at: isWord(c.end, "on") ? c.end + 1 : c.end) != nil {
                leadingClock = c.value
                j = isWord(c.end, "on") ? c.end + 1 : c.end
            }
        }
        // "twice a week", "3 times a day": several times per period is not supported; the entity
        // says so and keeps the period.
        var note: String?
        var timesEnd: Int?
        if isWord(j, in: ["twice", "thrice"]) { timesEnd = j + 1 }
        else if let n = count(at: j), isWord(n.end, "times"), n.value >= 2 { timesEnd = n.end + 1 }
        else if let n = count(at: j), isWord(n.end, "time"), n.value == 1 { timesEnd = n.end + 1 }
        if let t = timesEnd, isWord(t, in: ["a", "an", "per", "every", "each"]), let u = unitSchedule(at: t + 1, interval: 1) {
            let text = tokenTexts(j..<u.end)
            note = "not supported: \"\(text)\" (several times per period); the schedule repeats once per period (\(u.timex))"
            if isWord(j, "once") || (count(at: j)?.value == 1) { note = nil }
            var rule = u.rule
            rule.interval = 1
            let r = Recurrence(timex: u.timex, text: tokenTexts(j..<u.end), rule: rule)
            return Found(value: (.set(r), note), end: u.end)
        }
        guard var draft = setCore(at: j) else { return nil }
        var end = draft.end
        var clockValue = leadingClock

        // Suffixes, in any order, each at most once.
        var sawSuffix = Set<String>()
        for _ in 0..<5 {
            var k = end
            if isSymbol(k, ",") { k += 1 }
            if clockValue == nil, !sawSuffix.contains("time") {
                var a = k
                var at = false
                if isWord(a, in: ["at", "@", "around"]) || isSymbol(a, "@") { a += 1; at = true }
                if let c = clock(at: a, afterAt: at) {
                    clockValue = c.value
                    end = c.end
                    sawSuffix.insert("time")
                    continue
                }
                if draft.part == nil, let p = partOfDay(at: a + (isWord(a, "in") && isWord(a + 1, "the") ? 2 : 0)), case .part(let part, nil, _) = p.value {
                    draft.part = part
                    end = p.end
                    sawSuffix.insert("time")
                    continue
                }
            }
            // "every hour from 9 to 5", "every 30 minutes between 8am and 8pm": the hours of each day.
            if !sawSuffix.contains("window"), draft.rule.frequency == .hourly || draft.rule.frequency == .minutely,
               isWord(k, in: ["from", "between"]), let r = clockRange(at: k, afterAt: false), case .clockRange(let a, let b) = r.value {
                draft.rule.window = Self.dailyWindow(a, b)
                end = r.end
                sawSuffix.insert("window")
                continue
            }
            // "every hour from 9 to 5 on weekdays": the days a schedule within the day keeps to.
            if !sawSuffix.contains("days"), draft.rule.frequency == .hourly || draft.rule.frequency == .minutely, draft.rule.weekdays.isEmpty {
                let a = isWord(k, in: ["on", "during"]) ? k + 1 : k
                if isWord(a, in: ["weekdays", "workdays"]) || (isWord(a, "the") && isWord(a + 1, "week")) {
                    draft.rule.weekdays = [1, 2, 3, 4, 5]
                    end = isWord(a, "the") ? a + 2 : a + 1
                    sawSuffix.insert("days")
                    continue
                }
                if isWord(a, "weekends") {
                    draft.rule.weekdays = [6, 7]
                    end = a + 1
                    sawSuffix.insert("days")
                    continue
                }
            }
            if !sawSuffix.contains("start"), isWord(k, in: ["starting", "beginning", "from", "effective"]) {
                var a = k + 1
                if isWord(a, in: ["on", "at", "from"]) { a += 1 }
                if let p = point(at: a), let b = bounds(of: p.value) {
                    // "every 12 hours starting at 7pm": a bare time is the first occurrence's time.
                    if case .clock(let c) = p.value, clockValue == nil { clockValue = c }
                    draft.rule.start = b.start.date(in: context.timeZone)
                    end = p.end
                    sawSuffix.insert("start")
                    continue
                }
            }
            if !sawSuffix.contains("until"), isWord(k, in: ["until", "till", "til", "through", "thru", "ending"]) {
                let a = k + 1 + (isWord(k + 1, "on") ? 1 : 0)
                if let p = point(at: a), let b = bounds(of: p.value) {
                    draft.rule.until = (b.isPoint ? b.start : b.end).date(in: context.timeZone).addingTimeInterval(b.isPoint ? 0 : -1)
                    end = p.end
                    sawSuffix.insert("until")
                    continue
                }
            }
            if !sawSuffix.contains("for"), isWord(k, "for"), let span = timeSpan(at: k + 1) {
                // "for 8 weeks": the schedule ends that long after it starts.
                let from = draft.rule.start.map { LocalDateTime($0, in: context.timeZone) } ?? now
                draft.rule.until = span.value.added(to: LocalDateTime(day: from.day), sign: 1).date(in: context.timeZone).addingTimeInterval(-1)
                if draft.rule.frequency == .weekly && draft.rule.weekdays.count <= 1 && span.value.months == 0 && span.value.days % 7 == 0 && draft.rule.interval == 1 {
                    draft.rule.count = span.value.days / 7
                }
                end = span.end
                sawSuffix.insert("for")
                continue
            }
            if !sawSuffix.contains("for"), isWord(k, "for"), let n = count(at: k + 1), isWord(n.end, "times") {
                draft.rule.count = Int(n.value)
                end = n.end + 1
                sawSuffix.insert("for")
                continue
            }
            if !sawSuffix.contains("done"), let doneEnd = completionPhrase(at: k) {
                draft.rule.afterCompletion = true
                end = doneEnd
                sawSuffix.insert("done")
                continue
            }
            if note == nil, isWord(k, in: ["except", "excluding", "but", "besides", "skipping", "apart"]) {
                var a = k + 1
                if isWord(k, "but"), !isWord(a, "not") { break }
                if isWord(k, "apart") { guard isWord(a, "from") else { break }; a += 1 }
                if isWord(a, "not") { a += 1 }
                // Exceptions are not supported: say so, and cover the words so nothing is guessed.
                var b = a
                while b < count, b - a < 6, kind(b) != .barrier, !isSymbol(b, "."), !isSymbol(b, ","), !isWord(b, "at"),
                      point(at: b) != nil || has(b, .temporal) || isWord(b, in: ["and", "or", "on", "the", "holidays", "weekends", "weekdays"]) {
                    b = point(at: b)?.end ?? b + 1
                }
                if b > a {
                    note = "not supported: exceptions (\"\(tokenText(k)) ...\") are ignored; the schedule repeats without them"
                    end = b
                    sawSuffix.insert("except")
                    continue
                }
            }
            break
        }

        // The TIMEX and the time of day.
        var timex = draft.timex
        if let c = clockValue {
            let fixed = c.meridiemKnown ? c : (draft.part.map { adjust(c, for: $0) } ?? c.assumingWorkingHours)
            draft.rule.timeOfDay = fixed.clockTime
            let t = "T" + two(fixed.hour % 24) + (fixed.minute == 0 ? "" : ":" + two(fixed.minute))
            timex = draft.periodic && draft.rule.frequency == .daily ? t : (draft.periodic ? timex : timex + t)
        } else if let part = draft.part {
            draft.rule.timeOfDay = ClockTime(hour: part.defaultHour, minute: 0)
            if draft.periodic && draft.rule.frequency == .daily { timex = part.timex } else if !draft.periodic { timex += part.timex }
        }
        let text = tokenTexts(i..<end)
        let recurrence = Recurrence(timex: timex, afterCompletion: draft.rule.afterCompletion, text: text, rule: draft.rule)
        return Found(value: (.set(recurrence), note), end: end)
    }

    private func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// "after done", "after completion", "after it's done", "when done", "after completing",
    /// "from completion", "after i finish".
    func completionPhrase(at k: Int) -> Int? {
        guard isWord(k, in: ["after", "from", "when", "once"]) else { return nil }
        var a = k + 1
        if isWord(a, in: ["it's", "its", "it", "i", "task", "the", "this", "is", "it’s", "i've", "ive", "i'm"]) { a += 1 }
        if isWord(a, in: ["is", "was", "have", "am", "task", "has", "been"]) { a += 1 }
        if isWord(a, in: ["done", "completion", "completed", "complete", "completing", "finished", "finish", "finishing", "last", "doing"]) {
            var e = a + 1
            if isWord(a, "last"), isWord(e, in: ["done", "completion", "completed"]) { e += 1 } else if isWord(a, "last") { return nil }
            if isWord(e, "it") { e += 1 }
            return e
        }
        return nil
    }

    /// The schedule itself, without suffixes.
    func setCore(at i: Int) -> (rule: RecurrenceRule, timex: String, periodic: Bool, part: PartOfDay?, end: Int)? {
        // "19th of every month"
        if isNumber(i), let n = dayNumber(at: i), isOrdinal(i), isWord(n.end, "of"), isWord(n.end + 1, in: ["every", "each"]), isWord(n.end + 2, "month") {
            return (RecurrenceRule(frequency: .monthly, monthDay: n.value), "XXXX-XX-" + two(n.value), false, nil, n.end + 3)
        }
        guard let w = word(i) else {
            return nil
        }
        if isWord(i, in: .recurrenceAdverb), let (freq, interval, timex) = TemporalParser.adverbs[w] {
            // "daily standup", "monthly report": an adverb before a noun is part of a title.
            if word(i + 1) != nil, !isWord(i + 1, in: .closedClass), !entry(i + 1).flags.contains(.temporal) { return nil }
            if w == "annual", word(i + 1) != nil { return nil }
            var rule = RecurrenceRule(frequency: freq, interval: interval)
            if w == "nightly" { rule.timeOfDay = ClockTime(hour: PartOfDay.night.defaultHour, minute: 0) }
            // "annually on june 1", "weekly on mondays", "biweekly on tuesday and friday", "monthly
            // on the 15th": the adverb and the day it falls on are one schedule, as "every year on
            // june 1", "every other tuesday and friday", "every month on the 15th" are.
            if isWord(i + 1, "on") {
                let k = i + 2
                if freq == .yearly, interval == 1, let d = dayOfTheYear(at: k) {
                    return (RecurrenceRule(frequency: .yearly, monthDay: d.day, month: d.month), "XXXX-" + two(d.month) + "-" + two(d.day), false, nil, d.end)
                }
                if freq == .weekly, let first = weekdayNumber(at: k) ?? pluralWeekdayNumber(at: k) {
                    let list = weekdayList(from: first, after: k + 1, plural: pluralWeekdayNumber(at: k) != nil)
                    var r = rule
                    r.weekdays = list.days
                    return (r, list.days.map { "XXXX-WXX-\($0)" }.joined(separator: ","), false, nil, list.end)
                }
                if freq == .monthly, interval == 1, isWord(k, "the"), let n = dayNumber(at: k + 1), isOrdinal(k + 1) {
                    var r = rule
                    r.monthDay = n.value
                    return (r, "XXXX-XX-" + two(n.value), false, nil, n.end)
                }
            }
            return (rule, timex, timex.hasPrefix("P"), w == "nightly" ? .night : nil, i + 1)
        }
        if (w == "semi" || w == "bi") && isDash(i + 1), let w2 = word(i + 2), w2 == "annually" || w2 == "annual" || w2 == "yearly" {
            if w == "semi" { return (RecurrenceRule(frequency: .monthly, interval: 6), "P0.5Y", true, nil, i + 3) }
            return (RecurrenceRule(frequency: .yearly, interval: 2), "P2Y", true, nil, i + 3)
        }
        if w == "semiannually" || w == "semiannual" { return (RecurrenceRule(frequency: .monthly, interval: 6), "P0.5Y", true, nil, i + 1) }
        // "mondays", "weekends", "weekdays", "mornings" as a schedule.
        if let plural = pluralSchedule(at: i) { return plural }
        // "once a week", "once every two days"
        if w == "once", isWord(i + 1, in: ["a", "an", "per", "every", "each"]) {
            if let u = unitSchedule(at: i + 2, interval: 1) { return u }
            if let n = count(at: i + 2), let u = unitSchedule(at: n.end, interval: Int(n.value)) { return u }
        }
        // "19th of every month", "the 1st of each month"
        var d = i
        if w == "the" { d += 1 }
        if let n = dayNumber(at: d), isOrdinal(d), isWord(n.end, "of"), isWord(n.end + 1, in: ["every", "each"]), isWord(n.end + 2, "month") {
            return (RecurrenceRule(frequency: .monthly, monthDay: n.value), "XXXX-XX-" + two(n.value), false, nil, n.end + 3)
        }
        // "the first monday of every month", "the last friday of each month": as "every first monday
        // of the month".
        if let ord = ordinalWeekday(at: d), isWord(ord.end - 2, in: ["every", "each"]), isWord(ord.end - 1, "month") { return ord }
        guard w == "every" || w == "each" || w == "evey" || w == "every-other" else { return nil }
        var j = i + 1
        if isWord(j, "single") { j += 1 }
        var interval = 1
        if isWord(j, "other") || isWord(j, "second") && !isWord(j + 1, "of") && weekdayNumber(at: j + 1) == nil {
            interval = 2
            j += 1
        } else if let n = count(at: j), n.value >= 1, n.value == n.value.rounded(), n.value < 1000, unitOrWeekdayFollows(n.end) {
            interval = Int(n.value)
            j = n.end
        } else if let ord = ordinalWeekday(at: j) {
            return ord
        } else if let n = dayNumber(at: j), isOrdinal(j) {
            // "every 27th", "every 27th of the month"
            var e = n.end
            if isWord(e, "of"), isWord(e + 1, "the"), isWord(e + 2, "month") { e += 3 }
            else if isWord(e, "of"), isWord(e + 1, "month") { e += 2 }
            return (RecurrenceRule(frequency: .monthly, monthDay: n.value), "XXXX-XX-" + two(n.value), false, nil, e)
        } else if isWord(j, "last"), isWord(j + 1, "day") {
            var e = j + 2
            if isWord(e, "of"), isWord(e + 1, "the"), isWord(e + 2, "month") { e += 3 } else if isWord(e, "of"), isWord(e + 1, "month") { e += 2 }
            return (RecurrenceRule(frequency: .monthly, monthDay: -1), "XXXX-XX-L", false, nil, e)
        }
        if w == "every-other" { interval = 2 }
        // "every jan 27th"
        if let month = monthNumber(at: j), let n = dayNumber(at: j + 1) {
            return (RecurrenceRule(frequency: .yearly, monthDay: n.value, month: month), "XXXX-" + two(month) + "-" + two(n.value), false, nil, n.end)
        }
        if let n = dayNumber(at: j), isOrdinal(j) || kind(j) == .number, isWord(n.end, "of") || monthNumber(at: n.end) != nil {
            var m = n.end
            if isWord(m, "of") { m += 1 }
            if let month = monthNumber(at: m) {
                return (RecurrenceRule(frequency: .yearly, monthDay: n.value, month: month), "XXXX-" + two(month) + "-" + two(n.value), false, nil, m + 1)
            }
        }
        return unitSchedule(at: j, interval: interval)
    }

    private func unitOrWeekdayFollows(_ i: Int) -> Bool {
        guard let w = word(i) else { return false }
        return timeUnit(at: i) != nil || weekdayNumber(at: i) != nil || w == "weekdays" || w == "weekends"
    }

    /// After "every [other|N]": a unit, a list of weekdays, weekday, weekend, or a part of day.
    func unitSchedule(at j: Int, interval: Int) -> (rule: RecurrenceRule, timex: String, periodic: Bool, part: PartOfDay?, end: Int)? {
        guard let u = word(j) else { return nil }
        if isWord(j, in: ["weekday", "weekdays", "workday", "workdays", "business", "working"]) {
            var e = j + 1
            if (u == "business" || u == "working"), isWord(e, in: ["day", "days"]) { e += 1 } else if u == "business" || u == "working" { return nil }
            return (RecurrenceRule(frequency: .daily, interval: 1, weekdays: [1, 2, 3, 4, 5]), "P1WD", true, nil, e)
        }
        if u == "weekend" || u == "weekends" {
            return (RecurrenceRule(frequency: .weekly, interval: interval, weekdays: [6, 7]), "P\(interval)WE", true, nil, j + 1)
        }
        if let day = weekdayNumber(at: j) {
            // "every monday and friday", "every mon, wed and fri"
            let list = weekdayList(from: day, after: j + 1, plural: false)
            let days = list.days
            var e = list.end
            var part: PartOfDay?
            if let pw = word(e), let p = partOfDayWord(at: e), pw != "am" { part = p; e += 1 }
            let timex = days.map { "XXXX-WXX-\($0)" }.joined(separator: ",")
            return (RecurrenceRule(frequency: .weekly, interval: interval, weekdays: days), timex, false, part, e)
        }
        if let p = partOfDayWord(at: j), u != "am", u != "eve" {
            return (RecurrenceRule(frequency: .daily, interval: interval), "P\(interval)D", true, p, j + 1)
        }
        guard let unit = timeUnit(at: j), u.count > 1 || interval > 1 else { return nil }
        let rule: RecurrenceRule
        let timex: String
        switch unit {
        case .second: return nil
        case .minute: rule = RecurrenceRule(frequency: .minutely, interval: interval); timex = "PT\(interval)M"
        case .hour: rule = RecurrenceRule(frequency: .hourly, interval: interval); timex = "PT\(interval)H"
        case .day:
            if u == "night" || u == "nights" {
                return (RecurrenceRule(frequency: .daily, interval: interval), "P\(interval)D", true, .night, j + 1)
            }
            rule = RecurrenceRule(frequency: .daily, interval: interval); timex = "P\(interval)D"
        case .week: rule = RecurrenceRule(frequency: .weekly, interval: interval); timex = "P\(interval)W"
        case .fortnight: rule = RecurrenceRule(frequency: .weekly, interval: 2 * interval); timex = "P\(2 * interval)W"
        case .month: rule = RecurrenceRule(frequency: .monthly, interval: interval); timex = "P\(interval)M"
        case .quarter: rule = RecurrenceRule(frequency: .monthly, interval: 3 * interval); timex = "P\(3 * interval)M"
        case .year: rule = RecurrenceRule(frequency: .yearly, interval: interval); timex = "P\(interval)Y"
        case .decade: rule = RecurrenceRule(frequency: .yearly, interval: 10 * interval); timex = "P\(10 * interval)Y"
        }
        var e = j + 1
        // "every week on monday", "every month on the 15th"
        if unit == .week, isWord(e, "on"), let d = weekdayNumber(at: e + 1) {
            var r = rule
            r.weekdays = [d]
            e += 2
            return (r, "XXXX-WXX-\(d)", false, nil, e)
        }
        if unit == .month, isWord(e, "on"), isWord(e + 1, "the"), let n = dayNumber(at: e + 2) {
            var r = rule
            r.monthDay = n.value
            return (r, "XXXX-XX-" + two(n.value), false, nil, n.end)
        }
        // "every year on march 3", "every year on the 3rd of march": that day each year.
        if unit == .year, interval == 1, isWord(e, "on"), let d = dayOfTheYear(at: e + 1) {
            return (RecurrenceRule(frequency: .yearly, monthDay: d.day, month: d.month), "XXXX-" + two(d.month) + "-" + two(d.day), false, nil, d.end)
        }
        return (rule, timex, true, nil, e)
    }

    /// A month and a day with no year after "on" ("march 3", "3 march", "the 3rd of march",
    /// "March 3rd"), for a yearly schedule.
    func dayOfTheYear(at k: Int) -> (month: Int, day: Int, end: Int)? {
        guard let found = (isWord(k, "the") ? dayThenMonth(at: k + 1) : nil) ?? absoluteDate(at: k),
              case .monthAndDay(let month, let day) = found.value else { return nil }
        return (month, day, found.end)
    }

    /// "every 3rd friday (of the month)", "every last friday", "every first monday of the month".
    func ordinalWeekday(at j: Int) -> (rule: RecurrenceRule, timex: String, periodic: Bool, part: PartOfDay?, end: Int)? {
        var n: Int?
        var e = j
        if isWord(j, "last") { n = -1; e = j + 1 }
        else if let o = dayNumber(at: j), isOrdinal(j), o.value <= 5 { n = o.value; e = o.end }
        guard let n, let day = weekdayNumber(at: e) else { return nil }
        e += 1
        if isWord(e, "of"), isWord(e + 1, "the"), isWord(e + 2, "month") { e += 3 }
        else if isWord(e, "of"), isWord(e + 1, in: ["every", "each"]), isWord(e + 2, "month") { e += 3 }
        else if isWord(e, "of"), isWord(e + 1, "month") { e += 2 }
        let rule = RecurrenceRule(frequency: .monthly, nthWeekday: .init(n: n, weekday: day))
        return (rule, "XXXX-XX-WXX-\(day)-#\(n)", false, nil, e)
    }

    /// More weekdays after `first`, joined by commas, slashes, "and", "or" or "&", or by nothing at
    /// all ("mon, wed and fri", "mon/wed/fri", "monday wednesday friday"), read as plural names
    /// ("mondays and fridays") or not: the days in order said and the token after the last.
    func weekdayList(from first: Int, after start: Int, plural: Bool) -> (days: [Int], end: Int) {
        var days = [first]
        var e = start
        while days.count < 7 {
            var k = e
            if isSymbol(k, ",") || isSymbol(k, "/") { k += 1 }
            if isWord(k, in: ["and", "&", "or"]) || isSymbol(k, "&") { k += 1 }
            guard let day = plural ? pluralWeekdayNumber(at: k) : weekdayNumber(at: k) else { break }
            if !days.contains(day) { days.append(day) }
            e = k + 1
        }
        return (days, e)
    }

    /// Singular weekdays after `first` (at `i`) joined by nothing, commas or slashes only: three or
    /// more, or two with a slash and a time after ("tue/thu 4pm"; "friday/saturday" alone is two
    /// days), and not naming a noun after the last ("mon wed fri standup notes").
    func jottedWeekdays(from first: Int, at i: Int) -> (days: [Int], end: Int)? {
        var days = [first]
        var e = i + 1
        var slashed = false
        while days.count < 7 {
            var k = e
            if isSymbol(k, "/") { slashed = true; k += 1 } else if isSymbol(k, ",") { k += 1 }
            guard let day = weekdayNumber(at: k), !days.contains(day) else { break }
            days.append(day)
            e = k + 1
        }
        let timed = clock(at: e, afterAt: false) != nil || ((isWord(e, "at") || isSymbol(e, "@")) && clock(at: e + 1, afterAt: true) != nil)
        guard days.count >= 3 || (days.count == 2 && slashed && timed) else { return nil }
        if word(e) != nil, !isWord(e, in: .closedClass), !entry(e).flags.contains(.temporal) { return nil }
        return (days, e)
    }

    /// "mondays", "on weekends", "weekdays", "mornings", "friday mornings".
    func pluralSchedule(at i: Int) -> (rule: RecurrenceRule, timex: String, periodic: Bool, part: PartOfDay?, end: Int)? {
        guard let w = word(i) else { return nil }
        // A plural weekday before a noun ("mondays meeting notes") is part of a title.
        let next = word(i + 1)
        let titleLike = next != nil && !isWord(i + 1, in: .closedClass) && !entry(i + 1).flags.contains(.temporal)
        if let d = pluralWeekdayNumber(at: i), !titleLike {
            // "mondays and fridays", "mondays, wednesdays and fridays"
            let (days, e) = weekdayList(from: d, after: i + 1, plural: true)
            // ... unless the last of them modifies a noun ("mondays and fridays meeting notes").
            if e > i + 1, word(e) != nil, !isWord(e, in: .closedClass), !entry(e).flags.contains(.temporal) { return nil }
            let timex = days.map { "XXXX-WXX-\($0)" }.joined(separator: ",")
            return (RecurrenceRule(frequency: .weekly, weekdays: days), timex, false, nil, e)
        }
        // Weekdays listed with no "and" or "or", as a schedule is jotted down: "mon wed fri",
        // "tue, thu, sat", "tue/thu 4pm" (two need the slash and a time: "monday tuesday" may be two
        // days asked about).
        if let d = weekdayNumber(at: i), let list = jottedWeekdays(from: d, at: i) {
            let timex = list.days.map { "XXXX-WXX-\($0)" }.joined(separator: ",")
            return (RecurrenceRule(frequency: .weekly, weekdays: list.days), timex, false, nil, list.end)
        }
        if let d = weekdayNumber(at: i), let pw = next, pw.hasSuffix("s"), let p = partOfDayWord(at: i + 1) {
            return (RecurrenceRule(frequency: .weekly, weekdays: [d]), "XXXX-WXX-\(d)", false, p, i + 2)
        }
        if (w == "weekends" || w == "weekdays"), !titleLike {
            if w == "weekends" { return (RecurrenceRule(frequency: .weekly, weekdays: [6, 7]), "P1WE", true, nil, i + 1) }
            return (RecurrenceRule(frequency: .daily, weekdays: [1, 2, 3, 4, 5]), "P1WD", true, nil, i + 1)
        }
        if isWord(i, in: ["mornings", "evenings", "afternoons", "nights"]), !titleLike, let p = partOfDayWord(at: i) {
            return (RecurrenceRule(frequency: .daily), "P1D", true, p, i + 1)
        }
        return nil
    }

    /// A day's hours from two clock times: an hour without am/pm is a working hour ("from 9 to 5"
    /// is 09:00 to 17:00), and an end before the start without am/pm is in the afternoon.
    static func dailyWindow(_ a: ClockValue, _ b: ClockValue) -> RecurrenceRule.DailyWindow {
        let start = a.meridiemKnown ? a.secondOfDay : a.assumingWorkingHours.secondOfDay
        var end = b.secondOfDay
        if !b.meridiemKnown, end <= start, end + 12 * 3600 > start { end += 12 * 3600 }
        func clock(_ seconds: Int) -> ClockTime { ClockTime(hour: seconds / 3600 % 24, minute: seconds / 60 % 60, second: seconds % 60) }
        return RecurrenceRule.DailyWindow(start: clock(start), end: clock(end))
    }
}
