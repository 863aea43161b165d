/// Dates named relative to now: today, tomorrow, yesterday, weekdays, this/next/last week, month,
/// year, weekend, "the day after tomorrow", "in 3 days", "3 weeks ago", "a week from friday".
extension TemporalParser {
    static let todayWords: Set<String> = ["today", "tod", "tdy", "todays", "today's"]
    static let tomorrowWords: Set<String> = ["tomorrow", "tmrw", "tmr", "tmw", "tomorow", "tommorow", "tommorrow", "tomorrows", "tomorrow's", "2moro", "tmrow"]
    static let yesterdayWords: Set<String> = ["yesterday", "yday", "yest", "yesterdays", "yesterday's"]
    static let thisWords: [String: WeekdayMode] = [
        "this": .this, "coming": .this, "upcoming": .this, "next": .next, "following": .next,
        "last": .last, "previous": .last, "past": .last, "prior": .last,
    ]

    /// `allowOffset` is false inside the anchor of "2 days after X", so offsets do not nest.
    func relativeDate(at i: Int, allowOffset: Bool = true) -> Found<Component>? {
        guard let w = word(i) else {
            if let counted = countedUnit(at: i) { return counted }
            return allowOffset ? relativeOffset(at: i) : nil
        }
        if isWord(i, in: .today) { return Found(value: .day(today), end: i + 1) }
        if isWord(i, in: .tomorrow) || (w == "tom" && !(token(i)?.capitalized == true)) {
            // "tomorrow week": a week after tomorrow.
            if let later = weekAfter(today.adding(days: 1), at: i + 1) { return Found(value: .day(later.value), end: later.end) }
            return Found(value: .day(today.adding(days: 1)), end: i + 1)
        }
        if isWord(i, in: .yesterday) { return Found(value: .day(today.adding(days: -1)), end: i + 1) }
        // "at the moment", "at present", "at the present time"
        if isWord(i - 1, "at"), w == "present" || ((w == "the" || w == "this") && isWord(i + 1, in: ["moment", "present"])) {
            var e = w == "present" ? i + 1 : i + 2
            if isWord(e, "time") { e += 1 }
            return Found(value: .moment(now, .second), end: e)
        }
        // The glue words of a point ("at", "the") are read before its components: "moment" after them.
        if w == "moment" || w == "present", isWord(i - 1, in: ["the", "this"]), isWord(i - 2, "at") {
            return Found(value: .moment(now, .second), end: isWord(i + 1, "time") ? i + 2 : i + 1)
        }
        if w == "now" || (w == "right" && isWord(i + 1, "now")) {
            return Found(value: .moment(now, .second), end: w == "now" ? i + 1 : i + 2)
        }
        if let same = sameTimeOnADay(at: i) { return same }
        // "late in the day", "early in the day": today's second or first half, as "late" and
        // "early" halve any period (a day named after it is left to be read on its own).
        if w == "late" || w == "early", isWord(i + 1, "in"), isWord(i + 2, "the"), isWord(i + 3, "day"),
           !isWord(i + 4, in: .deicticDay), weekdayNumber(at: i + 4) == nil, !isWord(i + 4, "on"), !isWord(i + 4, "of") {
            let noon = LocalDateTime(day: today, hour: 12)
            let range = w == "late" ? (noon, LocalDateTime(day: today.adding(days: 1))) : (LocalDateTime(day: today), noon)
            return Found(value: .momentRange(range.0, range.1, .hour), end: i + 4)
        }
        // "the day after tomorrow", "day before yesterday"
        var j = i
        if w == "the" { j += 1 }
        if isWord(j, "day"), isWord(j + 1, in: ["after", "before"]) {
            if isWord(j + 1, "after"), isWord(j + 2, in: .tomorrow) { return Found(value: .day(today.adding(days: 2)), end: j + 3) }
            if isWord(j + 1, "before"), isWord(j + 2, in: .yesterday) { return Found(value: .day(today.adding(days: -2)), end: j + 3) }
            // "the day after christmas", "the day before friday", "the day after june 5": a day
            // from another ("the" is needed: "day after day" is no date).
            if w == "the" || isWord(j - 1, "the"), let anchor = anchorDay(at: j + 2) {
                return Found(value: .day(anchor.value.adding(days: isWord(j + 1, "after") ? 1 : -1)), end: anchor.end)
            }
        }
        // "the week before christmas", "the weekend after june 5", "the night before friday":
        // a stretch next to a day: the seven days before (after) it, the last weekend before it
        // (the first after it), that part of the day before (after) it.
        if w == "the" || isWord(j - 1, "the"), isWord(j + 1, in: ["after", "before"]), !isBeforeLast(j + 2), !(isWord(j + 2, "next") && !has(j + 3, .temporal)),
           let u = word(j), u == "week" || u == "weekend" || partOfDayWord(at: j) != nil && u != "am" && !u.hasSuffix("s"),
           let anchor = anchorDay(at: j + 2) {
            let after = isWord(j + 1, "after")
            let day = anchor.value
            if u == "week" {
                return Found(value: after ? .period(day.adding(days: 1), day.adding(days: 8), .day) : .period(day.adding(days: -7), day, .day), end: anchor.end)
            }
            if u == "weekend" {
                // Saturday of the weekend: the last one whose Sunday is before the day, or the
                // first one after it.
                var saturday = day.adding(days: after ? 1 : -2)
                while saturday.weekday != 6 { saturday = saturday.adding(days: after ? 1 : -1) }
                return Found(value: .period(saturday, saturday.adding(days: 2), .day), end: anchor.end)
            }
            if let part = partOfDayWord(at: j) {
                return Found(value: .part(part, day.adding(days: after ? 1 : -1), .whole), end: anchor.end)
            }
        }
        if w == "overmorrow" { return Found(value: .day(today.adding(days: 2)), end: i + 1) }
        if allowOffset, let offset = relativeOffset(at: i) { return offset }
        if let counted = countedUnit(at: i) { return counted }
        if let qualified = qualifiedUnit(at: i) { return qualified }
        if let weekday = weekday(at: i) { return weekday }
        return nil
    }

    /// A weekday, with "this"/"next"/"last" before it or a trailing "next week"/"this week".
    func weekday(at i: Int) -> Found<Component>? {
        // "this past monday": the latest one before today; "this coming friday": the first after.
        if isWord(i, "this"), isWord(i + 1, in: ["past", "coming"]), let day = weekdayNumber(at: i + 2) {
            let end = isSymbol(i + 3, ".") && touching(i + 3) && (word(i + 2)?.count ?? 0) <= 4 ? i + 4 : i + 3
            if isWord(i + 1, "past") {
                let back = (today.weekday - day + 7) % 7
                return Found(value: .day(today.adding(days: back == 0 ? -7 : -back)), end: end)
            }
            let ahead = (day - today.weekday + 7) % 7
            return Found(value: .day(today.adding(days: ahead == 0 ? 7 : ahead)), end: end)
        }
        var j = i
        var mode = WeekdayMode.bare
        if let m = weekdayMode(at: j) {
            mode = m
            j += 1
        }
        // "friday's afternoon": a weekday's possessive names the same day.
        guard let w = word(j), let day = weekdayNumber(at: j) ?? ((token(j)?.hasApostrophe == true) && w.hasSuffix("'s") ? Lexicon.weekdays[String(w.dropLast(2))] : nil) else { return nil }
        var end = j + 1
        if isSymbol(end, ".") && touching(end) && w.count <= 4 { end += 1 }
        // "monday week", "friday fortnight" (British): a week or two after the coming one.
        if mode == .bare, !isWord(j, in: .ambiguousWeekday), let later = weekAfter(resolveWeekday(day, mode: .bare), at: end) {
            return Found(value: .day(later.value), end: later.end)
        }
        if mode == .bare {
            // "sat", "sun", "wed" are also words; they need a date context on one side.
            // Alone as the whole text ("sun", "sat."), it can be nothing else.
            if isWord(j, in: .ambiguousWeekday) && !hasDateContext(before: i, after: end) && !isWholeText(i..<end) { return nil }
            // "sunday roast recipe": a weekday modifying a noun is part of a title; in the
            // possessive it says which day's ("monday's team meeting").
            if isTitleWord(end), !has(i - 1, .dateLeadIn), !isWord(end, in: .agendaNoun), !isPossessive(j) {
                return nil
            }
            // "monday next week", "tue this week", "sunday from last week", "friday of next week"
            let q = isWord(end, in: ["of", "from", "in"]) ? end + 1 : end
            if let w2 = word(q), let m = weekdayMode(at: q), isWord(q + 1, "week") {
                let weekStart = today.startOfWeek(weekStart: context.weekStart)
                let shift = m == .next || w2 == "coming" || w2 == "upcoming" ? 7 : m == .last ? -7 : 0
                let start = weekStart.adding(days: shift)
                let offset = (day - start.weekday + 7) % 7
                return Found(value: .day(start.adding(days: offset)), end: q + 2)
            }
            // "wednesday after next", "wednesday after the next": the one after the coming one.
            let next = isWord(end + 1, "the") ? end + 2 : end + 1
            if isWord(end, "after"), isWord(next, "next") {
                let ahead = (day - today.weekday + 7) % 7
                return Found(value: .day(today.adding(days: (ahead == 0 ? 7 : ahead) + 7)), end: next + 1)
            }
            // "friday before last", "friday before the last": the one before the latest gone.
            let last = isWord(end + 1, "the") ? end + 2 : end + 1
            if isWord(end, "before"), isBeforeLast(last) {
                let back = (today.weekday - day + 7) % 7
                return Found(value: .day(today.adding(days: -((back == 0 ? 7 : back) + 7))), end: last + 1)
            }
        }
        return Found(value: .weekday(day, mode), end: end)
    }

    /// Whether "last" at `i` ends "before last" ("the week before last"), not opening a phrase
    /// of its own ("the week before last christmas", "before last friday").
    func isBeforeLast(_ i: Int) -> Bool {
        isWord(i, "last") && (kind(i + 1) != .word || !has(i + 1, .temporal) && timeUnit(at: i + 1) == nil)
            && !isNumber(i + 1)
    }

    /// The day a weekday names, by the rules in docs/TEMPORAL.md: "this friday" is the coming one
    /// (today included), "next friday" the one in next week, "last friday" the one in last week,
    /// and a bare "friday" the coming one when scheduling, else the one in the current week.
    func resolveWeekday(_ weekday: Int, mode: WeekdayMode) -> CivilDay {
        let weekStart = today.startOfWeek(weekStart: context.weekStart)
        let inWeek = (weekday - context.weekStart + 7) % 7
        switch mode {
        case .this:
            return today.adding(days: (weekday - today.weekday + 7) % 7)
        case .next:
            return weekStart.adding(days: 7 + inWeek)
        case .last:
            return weekStart.adding(days: -7 + inWeek)
        case .bare:
            // Scheduling "tuesday" on a Tuesday means next week's: today would be "today".
            if context.prefersFuture {
                let ahead = (weekday - today.weekday + 7) % 7
                return today.adding(days: ahead == 0 ? 7 : ahead)
            }
            if context.prefersPast { return today.adding(days: -((today.weekday - weekday + 7) % 7)) }
            return weekStart.adding(days: inWeek)
        }
    }

    /// "this week", "next month", "last year", "this weekend", "next 3 weeks", "past 2 days",
    /// "the week after next", "this quarter".
    func qualifiedUnit(at i: Int) -> Found<Component>? {
        var j = i
        if isWord(j, "the") { j += 1 }
        // "this past week", "this coming month": "this" before "past" or "coming" and a unit says
        // no more than they do, and is part of the span.
        if isWord(j, "this"), isWord(j + 1, in: ["past", "coming", "upcoming"]), timeUnit(at: j + 2) != nil || weekendWord(at: j + 2) != nil {
            j += 1
        }
        guard let w = word(j), let mode = weekdayMode(at: j) ?? (w == "current" ? .this : nil) else {
            // "the week after next", "the year after the next"
            let next = isWord(j + 2, "the") ? j + 3 : j + 2
            if let u = word(j), isWord(j + 1, "after"), isWord(next, "next") {
                let j = next - 2
                switch u {
                case "week":
                    let start = today.startOfWeek(weekStart: context.weekStart).adding(days: 14)
                    return Found(value: .period(start, start.adding(days: 7), .week), end: j + 3)
                case "month":
                    let start = today.firstOfMonth.adding(months: 2)
                    return Found(value: .period(start, start.adding(months: 1), .month), end: j + 3)
                case "year":
                    let start = today.firstOfYear.adding(years: 2)
                    return Found(value: .period(start, start.adding(years: 1), .year), end: j + 3)
                case "day":
                    return Found(value: .day(today.adding(days: 2)), end: j + 3)
                // "the weekend after next": the one after next week's.
                case "weekend", "weekends":
                    return Found(value: weekend(offsetWeeks: 2), end: j + 3)
                default: break
                }
            }
            // "the week before last", "the month before the last", "the weekend before last":
            // the one before last week's (month's, year's, weekend's).
            let last = isWord(j + 2, "the") ? j + 3 : j + 2
            if let u = word(j), isWord(j + 1, "before"), isBeforeLast(last) {
                switch u {
                case "week":
                    let start = today.startOfWeek(weekStart: context.weekStart).adding(days: -14)
                    return Found(value: .period(start, start.adding(days: 7), .week), end: last + 1)
                case "month":
                    let start = today.firstOfMonth.adding(months: -2)
                    return Found(value: .period(start, start.adding(months: 1), .month), end: last + 1)
                case "year":
                    let start = today.firstOfYear.adding(years: -2)
                    return Found(value: .period(start, start.adding(years: 1), .year), end: last + 1)
                case "weekend":
                    return Found(value: weekend(offsetWeeks: -2), end: last + 1)
                default: break
                }
            }
            // "the weekend", "weekend"
            if isWord(j, "weekend") && (j > i || isWord(i - 1, in: .dateLeadIn) || isWord(i - 1, in: ["over", "the"])) {
                return Found(value: weekend(offsetWeeks: 0), end: j + 1)
            }
            return nil
        }
        j += 1
        // "next 3 weeks", "past two days", "last couple of days"
        if let amount = count(at: j), let unit = timeUnit(at: amount.end), amount.value >= 1, amount.value <= 1000,
           !(isWord(amount.end + 1, in: ["after", "before", "from"]) && anchorDay(at: amount.end + 2) != nil) {
            // "the last 2 weeks and 3 days", "the next 2 hours and 30 minutes": a length of
            // several units has no calendar unit to count in, so it counts from now (in days,
            // from today: the days before it, or those after it).
            if let span = timeSpan(at: j), span.end > amount.end + 1 {
                let forward = mode != .last
                if span.value.hasClockPart {
                    let other = span.value.added(to: now, sign: forward ? 1 : -1)
                    return Found(value: .momentRange(forward ? now : other, forward ? other : now, span.value.smallest.grain), end: span.end)
                }
                let first = forward ? today.adding(days: 1) : span.value.added(to: LocalDateTime(day: today), sign: -1).day
                let end = forward ? span.value.added(to: LocalDateTime(day: first), sign: 1).day : today
                return Found(value: .period(first, end, .day), end: span.end)
            }
            let n = Int(amount.value)
            return Found(value: periodOf(n, unit, forward: mode != .last), end: amount.end + 1)
        }
        guard var unitWord = word(j) else { return nil }
        // "this week's calories", "next month's rent": a period's possessive names the period.
        let possessive = isPossessive(j)
        if possessive { unitWord = String(unitWord.dropLast(2)) }
        // "the coming week" is next week (but "this coming friday" is the coming friday).
        let shift = mode == .next || w == "coming" || w == "upcoming" ? 1 : mode == .last ? -1 : 0
        // "next june" is the coming june (after this month), "last sept" september of last year,
        // "this may" may of this year.
        // "this may to october": a month range makes "may" a month ("this may take" a verb).
        if let month = monthNumber(at: j), w == "this" || w == "next" || w == "last", !isVerbLikeMonth(j) || startsMonthRange(j + 1) {
            var year = today.year + (shift < 0 ? -1 : 0)
            if shift > 0 && month <= today.month { year += 1 }
            let start = CivilDay(year: year, month: month, day: 1)
            return Found(value: .period(start, start.adding(months: 1), .month), end: j + 1)
        }
        // "the coming weekend", "this coming weekend": the next one to come, this week's until
        // it has begun ("next weekend" is next week's).
        // "next week-end" is the weekend spelled with a dash.
        let dashedWeekend = unitWord == "week" && isDash(j + 1) && touching(j + 1) && touching(j + 2) && isWord(j + 2, "end")
        if unitWord == "weekend" || dashedWeekend {
            let coming = w == "coming" || w == "upcoming"
            return Found(value: weekend(offsetWeeks: coming ? (today.weekday >= 6 ? 1 : 0) : shift), end: dashedWeekend ? j + 3 : j + 1)
        }
        if unitWord == "day" {
            return Found(value: .day(today.adding(days: shift)), end: j + 1)
        }
        guard let unit = possessive ? Lexicon.units[unitWord] : timeUnit(at: j), !unitWord.hasSuffix("s") || unitWord == "days" else {
            return nil
        }
        // "last minute", "next hour": the hour from now (or up to now).
        if !unit.isCalendar {
            guard unitWord.count > 2, shift != 0 else { return nil }
            return Found(value: periodOf(1, unit, forward: shift > 0), end: j + 1)
        }
        let start: CivilDay
        let end: CivilDay
        switch unit {
        case .week:
            start = today.startOfWeek(weekStart: context.weekStart).adding(days: 7 * shift)
            end = start.adding(days: 7)
        case .fortnight:
            start = today.startOfWeek(weekStart: context.weekStart).adding(days: 14 * shift)
            end = start.adding(days: 14)
        case .month:
            start = today.firstOfMonth.adding(months: shift)
            end = start.adding(months: 1)
        case .quarter:
            start = today.grain(.quarter, weekStart: 1).adding(months: 3 * shift)
            end = start.adding(months: 3)
        case .year:
            start = today.firstOfYear.adding(years: shift)
            end = start.adding(years: 1)
        case .decade:
            start = CivilDay(year: today.year / 10 * 10 + 10 * shift, month: 1, day: 1)
            end = start.adding(years: 10)
        default:
            return nil
        }
        return Found(value: .period(start, end, unit.grain), end: j + 1)
    }

    /// "5 coming minutes", "3 past days", "2 upcoming weeks": a count before the qualifier.
    func countedUnit(at i: Int) -> Found<Component>? {
        guard let n = count(at: i), n.value >= 1, n.value <= 1000, n.value == n.value.rounded(),
              let q = word(n.end), let mode = weekdayMode(at: n.end), mode != .this || q == "coming" || q == "upcoming",
              let u = word(n.end + 1), let unit = timeUnit(at: n.end + 1), n.value == 1 || u.hasSuffix("s") else { return nil }
        return Found(value: periodOf(Int(n.value), unit, forward: mode != .last), end: n.end + 2)
    }

    /// Saturday and Sunday of this week (or `offsetWeeks` later), end exclusive.
    func weekend(offsetWeeks: Int) -> Component {
        let monday = today.startOfWeek(weekStart: 1)
        let saturday = monday.adding(days: 5 + 7 * offsetWeeks)
        return .period(saturday, saturday.adding(days: 2), .day)
    }

    /// "next 3 weeks": whole units after the current one; "past 3 days": whole units before it.
    /// Sub-day units count from now.
    func periodOf(_ n: Int, _ unit: TimeUnit, forward: Bool) -> Component {
        switch unit {
        case .second, .minute, .hour:
            let seconds = Int(unit.seconds) * n
            let other = now.adding(seconds: forward ? seconds : -seconds)
            return forward ? .momentRange(now, other, unit.grain) : .momentRange(other, now, unit.grain)
        case .day:
            return forward ? .period(today.adding(days: 1), today.adding(days: 1 + n), .day)
                : .period(today.adding(days: -n), today, .day)
        case .week, .fortnight:
            let weeks = unit == .fortnight ? 2 * n : n
            let thisWeek = today.startOfWeek(weekStart: context.weekStart)
            return forward ? .period(thisWeek.adding(days: 7), thisWeek.adding(days: 7 + 7 * weeks), .week)
                : .period(thisWeek.adding(days: -7 * weeks), thisWeek, .week)
        case .month:
            let thisMonth = today.firstOfMonth
            return forward ? .period(thisMonth.adding(months: 1), thisMonth.adding(months: 1 + n), .month)
                : .period(thisMonth.adding(months: -n), thisMonth, .month)
        case .quarter:
            // Calendar quarters, like the other units: "next 2 quarters" in August is October to March.
            let thisQuarter = today.grain(.quarter, weekStart: 1)
            return forward ? .period(thisQuarter.adding(months: 3), thisQuarter.adding(months: 3 + 3 * n), .quarter)
                : .period(thisQuarter.adding(months: -3 * n), thisQuarter, .quarter)
        case .year:
            let thisYear = today.firstOfYear
            return forward ? .period(thisYear.adding(years: 1), thisYear.adding(years: 1 + n), .year)
                : .period(thisYear.adding(years: -n), thisYear, .year)
        case .decade:
            // Calendar decades: "the past 2 decades" in 2016 are the 1990s and 2000s.
            let thisDecade = CivilDay(year: today.year / 10 * 10, month: 1, day: 1)
            return forward ? .period(thisDecade.adding(years: 10), thisDecade.adding(years: 10 + 10 * n), .year)
                : .period(thisDecade.adding(years: -10 * n), thisDecade, .year)
        }
    }

    /// The words besides number words (`WordFlags.numberish`) that `count(at:)` reads as a count.
    static let countWords: Set<String> = ["another", "all", "whole", "full", "entire"]

    /// A count before a unit: "3", "three", "a", "an", "a couple of", "a pair of", "a few", "1.5".
    func count(at i: Int) -> Found<Double>? {
        guard i < count else { return nil }
        // "½ hour", "1½ hours", "1 ½ hours": a vulgar fraction alone or after a whole number.
        if let fraction = vulgarFraction(at: i) { return Found(value: fraction, end: i + 1) }
        if isNumber(i), let fraction = vulgarFraction(at: i + 1), let whole = number(i) {
            return Found(value: Double(whole) + fraction, end: i + 2)
        }
        if isNumber(i) {
            guard digitCount(i) <= 6, let whole = number(i) else { return nil }
            // "1/2", "3/4" (before a unit: "in 1/2 h")
            if isSymbol(i + 1, "/"), touching(i + 1), isNumber(i + 2), touching(i + 2), let d = number(i + 2), d > 0, d <= 100,
               isUnitWord(i + 3) {
                return Found(value: Double(whole) / Double(d), end: i + 3)
            }
            // "1.5"
            if (isSymbol(i + 1, ".") || isSymbol(i + 1, ",")) && touching(i + 1) && isNumber(i + 2) && touching(i + 2),
               digitCount(i + 2) <= 3, let frac = number(i + 2) {
                var divisor = 1.0
                for _ in 0..<digitCount(i + 2) { divisor *= 10 }
                return Found(value: Double(whole) + Double(frac) / divisor, end: i + 3)
            }
            return Found(value: Double(whole), end: i + 1)
        }
        guard let w = word(i) else { return nil }
        // Every word a count starts with is a number word or one of `countWords`: any other word
        // ("friday", "next") is turned away by two bit tests instead of the comparisons below.
        guard has(i, .numberish) || isWord(i, in: .countWord) else { return nil }
        // "a hundred and twenty", "one thousand": a scale after the article is read whole below.
        if w == "a" || w == "an" || w == "one", !isWord(i + 1, in: ["hundred", "thousand"]) {
            if isWord(i + 1, "couple") { return Found(value: 2, end: isWord(i + 2, "of") ? i + 3 : i + 2) }
            if isWord(i + 1, "few") { return Found(value: 3, end: i + 2) }
            if w == "a", isWord(i + 1, "pair"), isWord(i + 2, "of") { return Found(value: 2, end: i + 3) }
            if w != "one", isWord(i + 1, "half") { return Found(value: 0.5, end: i + 2) }
            if w != "one", isWord(i + 1, "quarter"), isUnitWord(i + 2) || isWord(i + 2, "of") && isUnitWord(i + 4) { return Found(value: 0.25, end: i + 2) }
            if w != "one", isWord(i + 1, "dozen") { return Found(value: 12, end: i + 2) }
            return Found(value: 1, end: i + 1)
        }
        if w == "couple" { return Found(value: 2, end: isWord(i + 1, "of") ? i + 2 : i + 1) }
        // "another day", "all week", "the whole day", "full-year": one of the unit.
        if w == "another", isUnitWord(i + 1) { return Found(value: 1, end: i + 1) }
        if isWord(i, in: ["all", "whole", "full", "entire"]) {
            var k = i + 1
            if isDash(k), touching(k) { k += 1 }
            if isWord(k, in: ["day", "week", "month", "year", "night"]) { return Found(value: 1, end: k) }
        }
        if w == "few" || w == "several" { return Found(value: 3, end: i + 1) }
        if w == "half" { return Found(value: 0.5, end: isWord(i + 1, "a") || isWord(i + 1, "an") ? i + 2 : i + 1) }
        guard has(i, .numberish) else { return nil }
        // "three quarters of an hour", "three-quarters of a day": fourths of the unit after "of"
        // (with no "of", "two quarters" counts quarter years).
        let q = isDash(i + 1) && touching(i + 1) ? i + 2 : i + 1
        if isWord(q, in: ["quarter", "quarters"]), isWord(q + 1, "of"), let n = NumberReader.smallNumberWord(w), (1...3).contains(n) {
            return Found(value: Double(n) / 4, end: q + 1)
        }
        let window = wordWindow(at: i)
        if has(i, .numberish), let reading = NumberReader.read(window.words, at: 0), !reading.isNumeral {
            return Found(value: reading.value, end: window.ends[reading.wordCount - 1])
        }
        return nil
    }

    static let vulgarFractions: [String: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]

    /// The value of a vulgar fraction at token `i` ("½"); an ASCII symbol is none, without a lookup.
    func vulgarFraction(at i: Int) -> Double? {
        guard kind(i) == .symbol, tokens[i].text.utf8.count > 1 else { return nil }
        return TemporalParser.vulgarFractions[tokens[i].text]
    }

    /// Up to eight words from `i`, for `NumberReader` (which reads from an array of words), with
    /// the token index after each word.
    func wordWindow(at i: Int) -> (words: [String], ends: [Int]) {
        var words: [String] = []
        var ends: [Int] = []
        var j = i
        while j < count, j - i < 8, let w = word(j) {
            // "twenty-fourth", "twenty-one" arrive as three tokens.
            if isDash(j + 1), touching(j + 1), touching(j + 2), let w2 = word(j + 2) {
                words.append(w + "-" + w2)
                j += 3
                ends.append(j)
                continue
            }
            words.append(w)
            j += 1
            ends.append(j)
        }
        return (words, ends)
    }

    /// Nouns a weekday names the day of rather than describes: "my friday calendar" is friday's.
    static let agendaNouns: Set<String> = ["calendar", "schedule", "agenda", "itinerary", "plans", "diary"]

    /// Whether the word at `i` makes a date before it a title word ("sunday roast"): any word the
    /// lexicon does not know as temporal or as a function word.
    /// A word a weekday before it may modify ("sunday roast"): a plain word, not a temporal,
    /// closed-class or number word, and not a code with digits ("friday p1" is a date and a
    /// priority, "monday 4b" a date and a room).
    func isTitleWord(_ i: Int) -> Bool {
        i < tokens.count && kind(i) == .word && !wordFlags(i).contains(.temporal) && !wordFlags(i).contains(.closedClass)
            && !wordFlags(i).contains(.numberish) && !(isNumber(i + 1) && touching(i + 1)) && !(isNumber(i - 1) && touching(i))
    }

    /// "this time tomorrow", "the same time next week", "same time on friday", "this time next
    /// year": the clock of now (to the minute) on the day named, a week, month or year on.
    func sameTimeOnADay(at i: Int) -> Found<Component>? {
        var j = i
        if isWord(j, "the") { j += 1 }
        // "this day next week", "the same day last year": the date alone, a week or a year on.
        let dayOnly = isWord(j + 1, "day")
        guard isWord(j, "same") || isWord(j, "this") && j == i, isWord(j + 1, "time") || dayOnly else { return nil }
        var k = j + 2
        if isWord(k, "on") { k += 1 }
        var day: CivilDay?
        var end = k
        if let mode = weekdayMode(at: k), mode != .this, isWord(k + 1, in: ["week", "month", "year"]) {
            let sign = mode == .last ? -1 : 1
            switch word(k + 1) {
            case "week": day = today.adding(days: 7 * sign)
            case "month": day = today.adding(months: sign)
            default: day = today.adding(years: sign)
            }
            end = k + 2
        } else if !dayOnly, let anchor = anchorDay(at: k), !isWord(k, "the") {
            day = anchor.value
            end = anchor.end
        }
        guard let day else { return nil }
        if dayOnly { return Found(value: .day(day), end: end) }
        return Found(value: .moment(LocalDateTime(day: day, secondOfDay: now.secondOfDay / 60 * 60), .minute), end: end)
    }

    /// Whether tokens `range` are all the text holds, but for punctuation after them.
    func isWholeText(_ range: Range<Int>) -> Bool {
        guard range.lowerBound == 0 else { return false }
        return (range.upperBound..<count).allSatisfy { kind($0) == .symbol && [".", "!", "?"].contains(tokenText($0)) }
    }

    /// A date context around a word that is also an ordinary word ("sat", "may"): a lead-in word
    /// before it, or a number, date or time after it.
    func hasDateContext(before i: Int, after end: Int) -> Bool {
        if isWord(i - 1, in: .dateLeadIn) { return true }
        if isNumber(end) || (isSymbol(end, ",") && (isNumber(end + 1) || monthNumber(at: end + 1) != nil && isNumber(end + 2))) { return true }
        if let w = word(end), monthNumber(at: end) != nil || partOfDayWord(at: end) != nil || w == "the" && isNumber(end + 1) { return true }
        if isWord(end, "in"), isWord(end + 1, "the"), partOfDayWord(at: end + 2) != nil { return true }
        if isNumber(i - 1) || isDash(i - 1) || isDash(end) { return true }
        // A date in brackets after it: "sat (feb 14)".
        if isSymbol(end, "("), monthNumber(at: end + 1) != nil || isNumber(end + 1) { return true }
        // After a time's am or pm: "1pm sat", "9 a.m. sun".
        if isWord(i - 1, in: ["am", "pm"]) && isNumber(i - 2) || isSymbol(i - 1, ".") && isWord(i - 2, "m") { return true }
        return false
    }
}

import Numbers
