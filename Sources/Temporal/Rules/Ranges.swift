/// Ranges and open intervals: "from monday to friday", "jan 3 - feb 5", "between 3 and 4",
/// "30-31 oct", "until friday", "after 5pm", "by end of day", "since 2012", "2012 or after".
extension TemporalParser {
    static let rangeSeparators: Set<String> = ["to", "till", "til", "until", "through", "thru", "-", "~"]

    /// `pointHere` is the point already read at `i`, if any, so it is not read twice.
    func range(at i: Int, pointHere: Found<Piece>?) -> Found<Piece>? {
        if let inWeek = weekdayRangeInWeek(at: i) { return inWeek }
        if let inMonth = dayRangeInMonth(at: i, pointHere: pointHere) { return inMonth }
        var j = i
        var between = false
        let from = isWord(j, "from")
        if from { j += 1 } else if isWord(j, "between") { j += 1; between = true }
        // "30-31 oct", "4 to 23 next month", "from 4-23 in next month", "from the 13th to the 15
        // of july": a bare day number first.
        let d = isWord(j, "the") && (from || between) ? j + 1 : j
        if let n = dayNumber(at: d), kind(d) == .number || isOrdinal(d), digitCount(d) <= 2 {
            var k = n.end
            let sepOK = between ? isWord(k, "and") : (isDash(k) || isWord(k, in: .rangeSeparator))
            // A bare count before "to friday", "to tomorrow" names no month: "move 3 to friday" is
            // task 3, not the 3rd to Friday. The end must write a day number or a month for it.
            let namesADay = from || between || isOrdinal(d) || dayNumber(at: k + 1) != nil
            if sepOK, meridiem(at: n.end) == nil, let second = point(at: k + 1), case .day(let endDay) = second.value,
               namesADay || writesMonth(k + 1..<second.end) {
                k = second.end
                if let startDay = CivilDay.valid(year: endDay.year, month: endDay.month, day: n.value), startDay <= endDay,
                   kind(k - 1) != .number || digitCount(k - 1) <= 2 || true {
                    return Found(value: .days(startDay, endDay.adding(days: 1), .day), end: k)
                }
            }
            // "from 4-23 in next month"
            if sepOK, let m = dayNumber(at: k + 1), m.value >= n.value {
                var p = m.end
                if isWord(p, in: ["in", "of"]) { p += 1 }
                if let period = qualifiedUnit(at: p), case .period(let s, _, .month) = period.value,
                   let a = CivilDay.valid(year: s.year, month: s.month, day: n.value),
                   let b = CivilDay.valid(year: s.year, month: s.month, day: m.value) {
                    return Found(value: .days(a, b.adding(days: 1), .day), end: period.end)
                }
            }
        }
        guard let first = j == i ? pointHere : point(at: j) else { return nil }
        var k = first.end
        let sepOK = between ? isWord(k, "and") || isDash(k) || isWord(k, in: ["to", "through", "thru"])
            : (isDash(k) || isWord(k, in: .rangeSeparator) || isISOIntervalSlash(k, start: j))
        guard sepOK else { return nil }
        k += 1
        // "from january to date", "since monday till date": up to and including today.
        if !between, isWord(k - 1, in: ["to", "till", "til", "until"]), isDateAsEnd(k),
           let a = startOf(startGone(first.value, at: j, end: first.end, before: today)), a <= today {
            return Found(value: .days(a, today.adding(days: 1), .day), end: k + 1)
        }
        // "jan 3-5": a bare day after a month-day.
        if case .day(let d) = first.value, isNumber(k), let n = dayNumber(at: k), point(at: k) == nil || isDash(k - 1),
           !(isDash(n.end) && touching(n.end)),
           monthNumber(at: n.end) == nil, !isSymbol(n.end, "/"), !isSymbol(n.end, "."),
           let e = CivilDay.valid(year: d.year, month: d.month, day: n.value), e > d {
            // "december 3 to 5 2027", "jan 3-5, 2028": a year after the end is the start's too.
            let y = isSymbol(n.end, ",") ? n.end + 1 : n.end
            if !writesYear(j..<first.end), let year = year(at: y), kind(y) == .number,
               let a = CivilDay.valid(year: year.value, month: d.month, day: d.day),
               let b = CivilDay.valid(year: year.value, month: d.month, day: n.value) {
                return Found(value: .days(a, b.adding(days: 1), .day), end: year.end)
            }
            return Found(value: .days(d, e.adding(days: 1), .day), end: n.end)
        }
        guard let second = point(at: k) else { return nil }
        var start = first.value
        // "from friday to today", "from january until now", "between march and yesterday": an
        // end named from today holds still, so a start read ahead of it is the one gone.
        if isWord(k, in: ["today", "tonight", "tonite", "tomorrow", "yesterday", "now", "right"]), let end = dayOf(second.value) {
            start = startGone(start, at: j, end: first.end, before: end)
            // Nor is the end moved on a week or a year to come after the start ("from next
            // friday to today" names no stretch).
            if let a = startOf(start), a > end { return nil }
        }
        // "between wednesday and friday next week", "monday to friday of last week": a week named
        // after the second weekday holds the first one too.
        if let weekday = weekdayNumber(at: j), first.end == j + 1, weekdayNumber(at: k) != nil, second.end > k + 1,
           case .day(let end) = second.value {
            let week = end.startOfWeek(weekStart: context.weekStart)
            let moved = week.adding(days: (weekday - week.weekday + 7) % 7)
            if moved <= end { start = .day(moved) }
        }
        // "10 August - 12 September 2013": a start without a year takes the end's year.
        if case .day(let a) = start, let b = startOf(second.value), !writesYear(j..<first.end), writesYear(k..<second.end),
           writesMonth(j..<first.end),
           let moved = CivilDay.valid(year: b.year, month: a.month, day: a.day) {
            start = .day(moved <= b ? moved : CivilDay.valid(year: b.year - 1, month: a.month, day: a.day) ?? moved)
        }
        // "jan-feb 2017", "may to october 2020": a month without a year takes the end's year too.
        // "this may to oct 2028", "next june to march 2029" name the start's year themselves.
        if case .days(let a, _, .month) = start, a.day == 1, dayOf(second.value) != nil || isPeriod(second.value),
           !writesYear(j..<first.end), weekdayMode(at: j) == nil, writesYear(k..<second.end), let b = startOf(second.value) {
            let moved = CivilDay(year: b.year, month: a.month, day: 1)
            start = .days(moved <= b ? moved : moved.adding(years: -1), (moved <= b ? moved : moved.adding(years: -1)).adding(months: 1), .month)
        }
        // "this Friday-Jun-15": a weekday and the date it falls on, not a range.
        // With no year written, the weekday picks the year, as in "friday june 15" (`fittingYear`).
        if case .day(let a) = start, case .day(let b) = second.value, isDash(first.end), touching(first.end),
           let weekday = weekdayNumber(at: first.end - 1), a != b {
            let fit = writesYear(k..<second.end) ? b : fittingYear(of: b, weekday: weekday)
            if fit.weekday == weekday { return Found(value: .day(fit), end: second.end) }
        }
        guard let piece = join(start, second.value) else { return nil }
        return Found(value: piece, end: second.end)
    }

    /// "next week from tue to thu", "this week between monday and wednesday": a range of
    /// weekdays after the week that holds them.
    func weekdayRangeInWeek(at i: Int) -> Found<Piece>? {
        guard has(i, .trigger), let w = word(i), w == "the" || weekdayMode(at: i) != nil,
              let week = qualifiedUnit(at: i), case .period(let weekStart, _, .week) = week.value else { return nil }
        var k = week.end
        if isSymbol(k, ",") { k += 1 }
        guard isWord(k, in: ["from", "between"]), let first = weekdayNumber(at: k + 1),
              let inner = range(at: k, pointHere: nil), case .days(let a, let b, .day) = inner.value else { return nil }
        let start = weekStart.adding(days: (first - weekStart.weekday + 7) % 7)
        return Found(value: .days(start, start.adding(days: b.ordinal - a.ordinal), .day), end: inner.end)
    }

    /// "next month between the 5th and the 9th", "in march, from the 3rd to the 7th": a range of
    /// day numbers after the month that holds them (the other order, "between the 5th and the
    /// 9th of next month", is read by `range`).
    func dayRangeInMonth(at i: Int, pointHere: Found<Piece>?) -> Found<Piece>? {
        guard has(i, .trigger) || monthNumber(at: i) != nil, let month = pointHere ?? point(at: i),
              case .days(let first, let end, .month) = month.value, end == first.adding(months: 1) else { return nil }
        var k = month.end
        if isSymbol(k, ",") { k += 1 }
        guard isWord(k, in: ["from", "between"]) else { return nil }
        let d = isWord(k + 1, "the") ? k + 2 : k + 1
        guard let firstNumber = dayNumber(at: d), monthNumber(at: firstNumber.end) == nil else { return nil }
        var days: (first: Int, last: Int, end: Int)
        if let inner = range(at: k, pointHere: nil), case .days(let a, let b, .day) = inner.value {
            days = (a.day, b.adding(days: -1).day, inner.end)
        } else if let bare = bareDayNumbers(at: k) {
            days = bare
        } else {
            return nil
        }
        // "feb between 2-7, 2018", "march from the 3rd to the 7th two thousand and nine": a year
        // after the days is the month's.
        var year = first.year
        let y = isSymbol(days.end, ",") ? days.end + 1 : days.end
        if !writesYear(i..<month.end), let written = self.year(at: y) {
            year = written.value
            days.end = written.end
        }
        guard let s = CivilDay.valid(year: year, month: first.month, day: days.first),
              let e = CivilDay.valid(year: year, month: first.month, day: days.last), s <= e else { return nil }
        return Found(value: .days(s, e.adding(days: 1), .day), end: days.end)
    }

    /// The day numbers of "between 2 and 7", "between 2-7", "from 3 to 9" after a month, where
    /// they can only be days: not before am or pm, minutes or a unit ("between 2 and 7pm").
    func bareDayNumbers(at k: Int) -> (first: Int, last: Int, end: Int)? {
        let between = isWord(k, "between")
        let d = isWord(k + 1, "the") ? k + 2 : k + 1
        guard let a = dayNumber(at: d) else { return nil }
        let sep = a.end
        guard between ? isWord(sep, "and") || isDash(sep) : isDash(sep) || isWord(sep, in: ["to", "till", "til", "until", "through", "thru"]) else { return nil }
        let e = isWord(sep + 1, "the") ? sep + 2 : sep + 1
        guard let b = dayNumber(at: e), b.value > a.value else { return nil }
        for end in [a.end, b.end] where meridiem(at: end) != nil || isSymbol(end, ":") || isSymbol(end, ".") && isNumber(end + 1)
            || isUnitWord(end) || isWord(end, in: ["h", "o'clock", "oclock"]) {
            return nil
        }
        return (a.value, b.value, b.end)
    }

    /// The "/" of an ISO 8601 interval ("2015-03-28 17:00/2015-03-29 21:00"): touching both ends,
    /// each written year first. Other slashes between dates ("friday/saturday") are no range.
    func isISOIntervalSlash(_ k: Int, start j: Int) -> Bool {
        func yearFirst(_ i: Int) -> Bool { digitCount(i) == 4 && isDash(i + 1) && touching(i + 1) }
        return isSymbol(k, "/") && touching(k) && touching(k + 1) && yearFirst(j) && yearFirst(k + 1)
    }

    /// A start read ahead, as scheduling reads a weekday, a month or a month's day with no year,
    /// that comes after the day its range runs to: the latest one on or before that day, so
    /// "from friday to today" said on a Sunday starts two days ago, not next Friday. A start
    /// that writes its year, or names its week ("next friday"), is left as read.
    func startGone(_ piece: Piece, at j: Int, end: Int, before last: CivilDay) -> Piece {
        guard !writesYear(j..<end), let first = startOf(piece), first > last else { return piece }
        let bareWeekday = weekdayNumber(at: j) != nil && weekdayMode(at: j) == nil && !writesMonth(j..<end)
        switch piece {
        case .day(let d) where bareWeekday:
            let back = d.adding(days: -7 * ((d.ordinal - last.ordinal + 6) / 7))
            return back <= last ? .day(back) : piece
        case .day(let d) where writesMonth(j..<end):
            let back = d.adding(years: -1)
            return back <= last ? .day(back) : piece
        case .days(let s, let e, .month) where monthNumber(at: j) != nil:
            let back = s.adding(years: -1)
            return back <= last ? .days(back, e.adding(years: -1), .month) : piece
        case .moment(let m, let g) where bareWeekday:
            let back = m.day.adding(days: -7 * ((m.day.ordinal - last.ordinal + 6) / 7))
            return back <= last ? .moment(LocalDateTime(day: back, secondOfDay: m.secondOfDay), g) : piece
        default:
            return piece
        }
    }

    /// Whether tokens in `range` write a year (four digits or "'27").
    func writesYear(_ range: Range<Int>) -> Bool {
        range.contains { (isNumber($0) && digitCount($0) == 4) || isSymbol($0, "'") }
    }

    /// Whether tokens in `range` write a month (a month name or a numeric day/month).
    func writesMonth(_ range: Range<Int>) -> Bool {
        range.contains { i in word(i) != nil ? monthNumber(at: i) != nil : (isSymbol(i, "/") || isSymbol(i, ".")) }
    }

    /// Whether a piece is a period of days (a week, a month, a year ...).
    func isPeriod(_ piece: Piece) -> Bool {
        if case .days = piece { return true }
        return false
    }

    /// The first day a piece names.
    func startOf(_ piece: Piece) -> CivilDay? {
        if case .days(let s, _, _) = piece { return s }
        return dayOf(piece)
    }

    /// The day a piece names, if it names one.
    func dayOf(_ piece: Piece) -> CivilDay? {
        switch piece {
        case .day(let d): return d
        case .moment(let m, _): return m.day
        default: return nil
        }
    }

    /// Joins the two ends of a range. A date end is inclusive in speech ("monday to friday"
    /// covers friday), so the range ends the day after it. An end coarser than a day names the
    /// boundary where it begins: "from 2014 to 2018" and "may to september" stop when 2018 and
    /// september start (Recognizers-Text and Duckling agree; docs/TEMPORAL.md).
    func join(_ a: Piece, _ b: Piece) -> Piece? {
        switch (a, b) {
        case (.day(var x), .day(var y)):
            if y < x {
                // "friday to monday" crosses a weekend: the end is the next one. "dec 20 - jan 5"
                // crosses a year; "jan 3 - feb 5" read in january starts this year.
                if x.ordinal - y.ordinal < 7 { y = y.adding(days: 7) }
                else if x.adding(years: -1) <= y && x.adding(years: -1) >= today.adding(days: -366) && x.year > today.year { x = x.adding(years: -1) }
                else if y.adding(years: 1) >= x { y = y.adding(years: 1) }
                else { return nil }
            }
            return .days(x, y.adding(days: 1), .day)
        case (.days(let x, _, _), .days(let s, var y, let g)):
            if g > .day { y = s }
            // "may to september" read in june: the end month is the next one after the start.
            if y <= x, g == .month, s.adding(years: 1) > x { y = y.adding(years: 1) }
            guard y > x else { return nil }
            return .days(x, y, g)
        case (.day(let x), .days(let s, let y, let g)):
            let end = g > .day ? s : y
            guard end > x else { return nil }
            return .days(x, end, .day)
        case (.days(let x, _, _), .day(let y)):
            guard y >= x else { return nil }
            return .days(x, y.adding(days: 1), .day)
        case (.moment(let x, let g), .moment(var y, _)):
            if y <= x { y = y.adding(seconds: 86400) }
            return .moments(x, y, g)
        case (.moment(let x, let g), .clock(let c)):
            var c = c
            if !c.meridiemKnown { c = c.assumingWorkingHours; if c.secondOfDay < x.secondOfDay, c.hour < 12 { c.hour += 12 } }
            var y = LocalDateTime(day: x.day, secondOfDay: c.secondOfDay)
            if y <= x { y = y.adding(seconds: 86400) }
            return .moments(x, y, g)
        case (.clock(let x), .clock(let y)):
            return .clocks(x, y)
        case (.clock(let c), .moment(let y, let g)):
            // Without am/pm the start is read on the end's day ("between half past seven and 4pm
            // tomorrow" is a morning), with it from today ("from 2pm till tomorrow 4:30pm").
            guard c.meridiemKnown else { return nil }
            // "from 2pm till tomorrow 4:30pm" starts today.
            let today = LocalDateTime(day: self.today, secondOfDay: c.secondOfDay)
            let x = today < y && y.day.ordinal - self.today.ordinal <= 1 ? today : LocalDateTime(day: y.day, secondOfDay: c.secondOfDay)
            guard x < y else { return nil }
            return .moments(x, y, g)
        case (.day(let x), .moment(let y, let g)), (.days(let x, _, _), .moment(let y, let g)):
            return .moments(LocalDateTime(day: x), y, g)
        case (.moment(let x, let g), .day(let y)):
            return .moments(x, LocalDateTime(day: y.adding(days: 1)), g)
        default:
            return nil
        }
    }

    /// Whether "date" at `i` is today as the end of a range ("to date"): punctuation or a word
    /// that opens a new phrase follows, not a noun ("to date night") or a number ("to date 1").
    func isDateAsEnd(_ i: Int) -> Bool {
        isWord(i, "date") && (kind(i + 1) == nil || kind(i + 1) == .symbol
            || isWord(i + 1, in: ["and", "or", "but", "by", "for", "in", "from", "with", "is", "are", "was", "were", "so", "as", "than", "this", "compared"]))
    }

    /// "until friday", "till 5pm", "by end of day", "before june", "after 5pm", "since 2012".
    static let upToSubjects: Set<String> = ["i", "we", "you", "they", "he", "she", "i'm", "we're", "you're", "they're", "am", "are", "is", "be", "been"]

    /// The words the `switch` of `openRange(at:)` reads as the start of an open range.
    static let openRangeWords: Set<String> = [
        "until", "till", "til", "by", "thru", "through", "up", "before", "prior", "after", "since", "from", "starting",
        "more", "less",
    ]

    func openRange(at i: Int) -> Found<Piece>? {
        if kind(i) == .symbol { return signedBound(at: i) }
        guard let w = word(i) else { return nil }
        // "sales to date", "till date": up to and including today; not "up to date" (current),
        // nor "date" as a noun ("to date night", "to date 1") or a verb ("to date her"): only
        // punctuation or a word that opens a new phrase may follow.
        if isWord(i, in: ["to", "till", "until", "til"]), isDateAsEnd(i + 1), !isWord(i - 1, "up") {
            return Found(value: .open(start: nil, end: LocalDateTime(day: today.adding(days: 1)), dated: true), end: i + 2)
        }
        // "earlier than", "no later than", "as late as", "on or before", "before or in": an end;
        // "later than", "as early as", "no earlier than", "on or after", "later than or at": a start.
        if let comparative = comparativeBound(at: i) {
            guard let target = point(at: comparative.end), let b = bounds(of: target.value) else { return nil }
            if comparative.isEnd {
                let end = comparative.inclusive && !b.isPoint ? b.end : b.start
                return Found(value: .open(start: nil, end: end, dated: b.dated), end: target.end)
            }
            if let closed = closedByEnd(after: target, start: b.start) { return closed }
            return Found(value: .open(start: b.start, end: nil, dated: b.dated), end: target.end)
        }
        // "asap", "as soon as possible": from now on.
        if w == "asap" { return Found(value: .open(start: now, end: nil, dated: false), end: i + 1) }
        if w == "as", isWord(i + 1, "soon"), isWord(i + 2, "as"), isWord(i + 3, "possible") {
            return Found(value: .open(start: now, end: nil, dated: false), end: i + 4)
        }
        let isEnd: Bool
        var inclusive = true
        if isWord(i, in: ["no", "not", "earlier", "sooner", "as", "on", "later"]) { return nil }
        // One bit test instead of comparing every other word with each case below.
        guard isWord(i, in: .openRangeStart) else { return nil }
        if w == "more" || w == "less" { return comparedOffset(at: i) }
        switch w {
        case "until", "till", "til", "by", "thru", "through", "up", "no", "not", "earlier", "sooner", "as", "on", "later":
            isEnd = true
        case "before", "prior":
            isEnd = true
            inclusive = false
        case "after", "since", "from", "starting":
            isEnd = false
            inclusive = w == "since" || w == "from" || w == "starting"
        default:
            return nil
        }
        var j = i + 1
        if (w == "up" && isWord(j, "to")) || (w == "prior" && isWord(j, "to")) { j += 1 } else if w == "up" { return nil }
        // "what am I up to this weekend": being up to something is no deadline.
        if w == "up", isWord(i - 1, in: .upToSubject) { return nil }
        if isWord(j, in: ["from", "on", "at"]) && w == "starting" { j += 1 }
        // "after 2 days" is relative, not an open range.
        if w == "after", relativeOffset(at: i) != nil { return nil }
        // "after dinner", "before school", "by bedtime": the hours of a meal or an activity.
        if w == "after" || w == "before" || w == "until" || w == "till" || w == "by", let b = activityBound(w, at: j) {
            if let onDay = boundOnDayAfter(w, hour: b.value, at: b.end) { return onDay }
            let bound = resolveClock(ClockValue(hour: b.value, minute: 0, second: 0, grain: .hour, meridiemKnown: true))
            return Found(value: .open(start: w == "after" ? bound : nil, end: w == "after" ? nil : bound, dated: false), end: b.end)
        }
        // "after lunch", "before lunchtime", "until the afternoon": a part of the day named alone
        // is bounded by its hours, its end after "after" and its start otherwise, on the next day
        // that bound comes.
        if w == "after" || w == "before" || w == "until" || w == "till", let b = partOfDayBound(w, at: j) {
            // "after the morning meeting": the part names the noun after it.
            if isTitleWord(b.end) { return nil }
            if let onDay = boundOnDayAfter(w, hour: b.value, at: b.end) { return onDay }
            let bound = resolveClock(ClockValue(hour: b.value, minute: 0, second: 0, grain: .hour, meridiemKnown: true))
            return Found(value: .open(start: w == "after" ? bound : nil, end: w == "after" ? nil : bound, dated: false), end: b.end)
        }
        guard let target = point(at: j) else { return nil }
        // "from X to Y" is a closed range, read by `range`; "from 9:30 - 11:00 on thursday" is one
        // already.
        if w == "from", isDash(target.end) || isWord(target.end, in: .rangeSeparator) { return nil }
        if w == "from" {
            switch target.value {
            case .moments, .clocks: return target
            default: break
            }
            // "from 10 am for 3 hours"
            if let lasting = lasting(after: target) { return lasting }
        }
        // "starting jan 5 for two weeks"
        if w == "starting", let lasting = lasting(after: target) { return lasting }
        // "by" needs a day or time that is clearly a date ("by friday"), not "by 3" (a quantity).
        guard let bounds = bounds(of: target.value) else { return nil }
        if w == "by" {
            // A deadline: "by friday" means up to the end of friday; "by 5pm" up to 5pm.
            return Found(value: .open(start: nil, end: bounds.isPoint ? bounds.start : bounds.end, dated: bounds.dated), end: target.end)
        }
        if isEnd {
            let end = endBound(of: target.value, bounds, inclusive: inclusive)
            return Found(value: .open(start: nil, end: end, dated: bounds.dated), end: target.end)
        }
        var start = inclusive || bounds.isPoint ? bounds.start : bounds.end
        // "since friday" said on a Wednesday is the Friday gone, "since march" said in January
        // last March: a weekday or a month named alone after "since" has come, so one read ahead
        // is read in the past. (A clock time, "tomorrow" or a year stay as read: suites read
        // "since 2pm" said at 4am as today's.)
        if w == "since", start > now, target.end == j + 1 {
            var back: CivilDay?
            switch target.value {
            case .day(let d) where weekdayNumber(at: j) != nil: back = d.adding(days: -7)
            case .days(let s, _, _) where monthNumber(at: j) != nil: back = s.adding(years: -1)
            default: break
            }
            if let back, LocalDateTime(day: back) <= now { start = LocalDateTime(day: back) }
        }
        if w != "from", let closed = closedByEnd(after: target, start: start) { return closed }
        return Found(value: .open(start: start, end: nil, dated: bounds.dated), end: target.end)
    }

    /// The hour a part of the day named alone at `j` ("lunch", "the afternoon") bounds after
    /// `w`: its end after "after", its start otherwise; not the night, a plural or "am", nor one
    /// had with someone or somewhere ("before lunch with priya", "before lunch at joe's" are before
    /// that lunch, an occasion).
    func partOfDayBound(_ w: String, at j: Int) -> Found<Int>? {
        let k = isWord(j, "the") ? j + 1 : j
        guard let part = partOfDayWord(at: k), part != .night, let word = word(k), !word.hasSuffix("s"), word != "am",
              !isOccasion(after: k + 1) else { return nil }
        return Found(value: w == "after" ? part.hours.end : part.hours.start, end: k + 1)
    }

    /// The comparison sign at `i` ("<", ">", "<=", "> =", "≤", "≥"): whether it bounds from below,
    /// whether it includes its target, and where the target starts.
    func comparisonSign(at i: Int) -> (isStart: Bool, inclusive: Bool, end: Int)? {
        if isSymbol(i, "≥") || isSymbol(i, "≤") { return (isSymbol(i, "≥"), true, i + 1) }
        guard isSymbol(i, ">") || isSymbol(i, "<") else { return nil }
        let orEqual = isSymbol(i + 1, "=")
        return (isSymbol(i, ">"), orEqual, orEqual ? i + 2 : i + 1)
    }

    /// "> 6pm today", ">= 2019", "≤ friday": a comparison sign in a written query bounds a range
    /// as "after", "since", "before" and "until" do.
    func signedBound(at i: Int) -> Found<Piece>? {
        guard let sign = comparisonSign(at: i), let target = point(at: sign.end), let b = bounds(of: target.value) else { return nil }
        if sign.isStart {
            let start = sign.inclusive || b.isPoint ? b.start : b.end
            return Found(value: .open(start: start, end: nil, dated: b.dated), end: target.end)
        }
        let end = endBound(of: target.value, b, inclusive: sign.inclusive)
        return Found(value: .open(start: nil, end: end, dated: b.dated), end: target.end)
    }

    /// "more than 2 days before friday": the days further than that from friday (an open range);
    /// "less than 3 days after tomorrow": the days between tomorrow and three days after it.
    func comparedOffset(at i: Int) -> Found<Piece>? {
        guard isWord(i, in: ["more", "less"]), isWord(i + 1, "than"), let span = timeSpan(at: i + 2), !span.value.hasClockPart,
              isWord(span.end, in: ["before", "after"]), let anchor = anchorDay(at: span.end + 1) else { return nil }
        let before = isWord(span.end, "before")
        let target = span.value.added(to: LocalDateTime(day: anchor.value), sign: before ? -1 : 1).day
        if isWord(i, "more") {
            let bound = LocalDateTime(day: before ? target : target.adding(days: 1))
            return Found(value: .open(start: before ? nil : bound, end: before ? bound : nil, dated: true), end: anchor.end)
        }
        let (first, last) = before ? (target, anchor.value) : (anchor.value, target)
        return Found(value: .days(first, last, .day), end: anchor.end)
    }

    /// "later than 9:30 but before 11:00 on thursday", "after 2pm but before 5pm", "since 2010
    /// but not later than 2014": an open start closed by an end right after it, one range. A
    /// start with no day is read on the end's day. With "and" the two stay open ranges, as
    /// Recognizers-Text reads a list of bounds ("after 2010 and before 2018, or before 2000").
    func closedByEnd(after target: Found<Piece>, start: LocalDateTime) -> Found<Piece>? {
        var k = target.end
        if isSymbol(k, ",") { k += 1 }
        if isWord(k, "but") { k += 1 }
        // "since january to date", "after monday till date": up to and including today.
        if isWord(k, in: ["to", "till", "til", "until"]), isDateAsEnd(k + 1) {
            let end = LocalDateTime(day: today.adding(days: 1))
            guard start < end else { return nil }
            if bounds(of: target.value)?.dated == true { return Found(value: .days(start.day, today.adding(days: 1), .day), end: k + 2) }
            return Found(value: .moments(start, end, .minute), end: k + 2)
        }
        let inclusive: Bool
        if let comparative = comparativeBound(at: k) {
            guard comparative.isEnd else { return nil }
            inclusive = comparative.inclusive
            k = comparative.end
        } else if isWord(k, in: ["before", "until", "till", "til"]) {
            inclusive = !isWord(k, "before")
            k += 1
        } else {
            return nil
        }
        guard let second = point(at: k), let b = bounds(of: second.value) else { return nil }
        let end = endBound(of: second.value, b, inclusive: inclusive)
        var from = start
        if case .clock(let c) = target.value, case .moment(let m, _) = second.value {
            from = LocalDateTime(day: m.day, secondOfDay: c.assumingWorkingHours.secondOfDay)
        }
        guard from < end else { return nil }
        if b.dated, bounds(of: target.value)?.dated == true {
            return Found(value: .days(from.day, end.day, .day), end: second.end)
        }
        return Found(value: .moments(from, end, .minute), end: second.end)
    }

    /// "3 days, from today", "a day starting this friday at 5 pm", "3 hours from 10 am": a length
    /// and where it starts.
    func spanFrom(_ span: Found<TimeSpan>) -> Found<Piece>? {
        var k = span.end
        if isSymbol(k, ",") { k += 1 }
        guard isWord(k, in: ["from", "starting", "beginning"]) else { return nil }
        var a = k + 1
        if isWord(a, in: ["on", "at", "from"]) { a += 1 }
        guard let p = point(at: a) else { return nil }
        switch p.value {
        case .day(let d):
            let end = span.value.added(to: LocalDateTime(day: d), sign: 1)
            return Found(value: .days(d, end.day, .day), end: p.end)
        case .moment(let m, let g):
            return Found(value: .moments(m, span.value.added(to: m, sign: 1), g), end: p.end)
        case .clock(let c):
            if context.prefersFuture {
                let m = resolveClock(c)
                return Found(value: .moments(m, span.value.added(to: m, sign: 1), c.grain), end: p.end)
            }
            let end = c.secondOfDay + Int(span.value.totalSeconds)
            guard end < 86400 * 2 else { return nil }
            let e = ClockValue(hour: (end / 3600) % 24, minute: end / 60 % 60, second: end % 60, grain: c.grain, meridiemKnown: true)
            return Found(value: .clocks(c.meridiemKnown ? c : c.assumingWorkingHours, e), end: p.end)
        default:
            return nil
        }
    }

    /// The comparative phrases that open a range, with where the target starts.
    static let comparatives: [([String], Bool, Bool)] = [
            (["on", "or", "earlier", "than"], true, true), (["on", "or", "before"], true, true), (["before", "or", "on"], true, true),
            (["before", "or", "in"], true, true), (["no", "later", "than"], true, true), (["not", "later", "than"], true, true),
            (["as", "late", "as"], true, true), (["earlier", "than"], true, false), (["sooner", "than"], true, false),
            (["later", "than", "or", "at"], false, true), (["later", "than", "or", "in"], false, true), (["later", "than", "or", "on"], false, true),
            (["on", "or", "after"], false, true), (["no", "earlier", "than"], false, true), (["as", "early", "as"], false, true),
            (["later", "than"], false, false), (["not", "before"], false, true),
            // Negated and inclusive bounds: "no sooner than 3pm" is a start, "up to and including
            // friday" an end that covers friday.
            (["no", "sooner", "than"], false, true), (["not", "sooner", "than"], false, true), (["not", "earlier", "than"], false, true),
            (["not", "after"], true, true), (["up", "to", "and", "including"], true, true), (["until", "and", "including"], true, true),
            (["through", "and", "including"], true, true),
        ]

    func comparativeBound(at i: Int) -> (isEnd: Bool, inclusive: Bool, end: Int)? {
        guard isWord(i, in: .comparativeStart), let first = word(i) else { return nil }
        for (words, isEnd, inclusive) in TemporalParser.comparatives where words[0] == first {
            var j = i
            var ok = true
            for w in words {
                if !isWord(j, w) { ok = false; break }
                j += 1
            }
            if ok { return (isEnd, inclusive, j) }
        }
        return nil
    }

    /// "8 october after 6pm", "friday before noon": an open range on a day.
    /// "after lunch tomorrow", "before school on friday", "until dinner next monday": a day named
    /// after the bound is the day it falls on, as in "tomorrow after lunch" (`dayThenOpenTime`).
    func boundOnDayAfter(_ w: String, hour: Int, at k: Int) -> Found<Piece>? {
        let d = isWord(k, "on") ? k + 1 : k
        guard d < count, kind(d) != .symbol, let target = point(at: d), case .day(let day) = target.value else { return nil }
        let time = LocalDateTime(day: day, hour: hour)
        return Found(value: .open(start: w == "after" ? time : nil, end: w == "after" ? nil : time, dated: false), end: target.end)
    }

    func dayThenOpenTime(after point: Found<Piece>) -> Found<Piece>? {
        guard case .day(let day) = point.value, isWord(point.end, in: ["after", "before", "from", "until", "till", "by"]) else { return nil }
        // "tomorrow after school", "friday before lunch": the activity's or the part's hour on that day.
        if let w = word(point.end), w != "from", let b = activityBound(w, at: point.end + 1)
            ?? partOfDayBound(w, at: point.end + 1).flatMap({ isTitleWord($0.end) ? nil : $0 }) {
            let time = LocalDateTime(day: day, hour: b.value)
            return Found(value: .open(start: w == "after" ? time : nil, end: w == "after" ? nil : time, dated: false), end: b.end)
        }
        guard let c = clock(at: point.end + 1, afterAt: true) else { return nil }
        let fixed = c.value.assumingWorkingHours
        let time = LocalDateTime(day: day, secondOfDay: fixed.secondOfDay)
        let opensAfter = isWord(point.end, in: ["after", "from"])
        return Found(value: .open(start: opensAfter ? time : nil, end: opensAfter ? nil : time, dated: false), end: c.end)
    }

    static let comparativeFirstWords: Set<String> = Set(comparatives.map { $0.0[0] })

    /// "4pm for 30 mins", "friday at 5pm for 2 hours": a start and how long it lasts.
    func lasting(after point: Found<Piece>) -> Found<Piece>? {
        let k = point.end
        guard isWord(k, "for"), let span = timeSpan(at: k + 1), span.value.hasClockPart || span.value.days > 0 || span.value.months > 0 || span.value.years > 0 else { return nil }
        let start: LocalDateTime
        let grain: TemporalGrain
        switch point.value {
        case .moment(let m, let g): start = m; grain = g
        case .clock(let c): start = resolveClock(c); grain = c.grain
        case .day(let d):
            // "from 18th Dec for 10 days", "monday for 3 days": whole days from that day on.
            guard !span.value.hasClockPart else { return nil }
            let end = span.value.added(to: LocalDateTime(day: d), sign: 1).day
            return Found(value: .days(d, end, .day), end: span.end)
        default: return nil
        }
        return Found(value: .moments(start, span.value.added(to: start, sign: 1), grain), end: span.end)
    }

    /// "2012 or after", "1/1/2016 and after", "friday or later", "june onwards".
    func openSuffix(after point: Found<Piece>) -> Found<Piece>? {
        let k = point.end
        guard let bounds = bounds(of: point.value) else { return nil }
        if isWord(k, in: ["or", "and"]), isWord(k + 1, in: ["after", "later"]) {
            return Found(value: .open(start: bounds.start, end: nil, dated: bounds.dated), end: k + 2)
        }
        if isWord(k, in: ["onwards", "onward"]) {
            return Found(value: .open(start: bounds.start, end: nil, dated: bounds.dated), end: k + 1)
        }
        if isWord(k, in: ["or", "and"]), isWord(k + 1, in: ["before", "earlier"]) {
            return Found(value: .open(start: nil, end: bounds.end, dated: bounds.dated), end: k + 2)
        }
        return nil
    }

    /// Where a range up to `piece` stops: "until friday" covers friday; "before friday", "until
    /// 2012" and "through june" stop where they begin.
    func endBound(of piece: Piece, _ b: (start: LocalDateTime, end: LocalDateTime, dated: Bool, isPoint: Bool), inclusive: Bool) -> LocalDateTime {
        inclusive && !b.isPoint && !isCoarsePeriod(piece) ? b.end : b.start
    }

    /// A week, month, quarter or year: as the end of a range it names the boundary where it begins.
    func isCoarsePeriod(_ piece: Piece) -> Bool {
        if case .days(_, _, let g) = piece { return g > .day }
        return false
    }

    /// Start and end (exclusive) of what a piece names; `isPoint` for a moment.
    func bounds(of piece: Piece) -> (start: LocalDateTime, end: LocalDateTime, dated: Bool, isPoint: Bool)? {
        switch piece {
        case .day(let d): return (LocalDateTime(day: d), LocalDateTime(day: d.adding(days: 1)), true, false)
        case .days(let s, let e, _): return (LocalDateTime(day: s), LocalDateTime(day: e), true, false)
        case .moment(let m, _): return (m, m, false, true)
        case .moments(let s, let e, _): return (s, e, false, false)
        case .clock(let c):
            let m = resolveClock(c)
            return (m, m, false, true)
        default: return nil
        }
    }

    /// A clock time with no day, on the day it next comes (or today when not preferring the future).
    /// `point`: the time is a moment to be at ("call me at 7"), not where a stretch begins
    /// ("between 9 and 10" said at 09:00 is this hour).
    func resolveClock(_ c: ClockValue, point: Bool = false) -> LocalDateTime {
        var candidate = LocalDateTime(day: today, secondOfDay: c.secondOfDay)
        guard context.prefersFuture else {
            return c.meridiemKnown ? candidate : LocalDateTime(day: today, secondOfDay: c.assumingWorkingHours.secondOfDay)
        }
        if !c.meridiemKnown && c.hour < 12 {
            // "at 7": the next 7 o'clock, morning or evening.
            // A time that is now has come, when the other half of the day is still to come: "at 7"
            // said at 07:00 is the evening's.
            if point ? candidate <= now : candidate < now {
                let evening = candidate.adding(seconds: 12 * 3600)
                // Both gone ("at 3" said at 19:00): tomorrow, and an hour before 7 then reads as
                // the afternoon, as it does with a day named ("tomorrow at 3" is 15:00).
                candidate = (point ? evening > now : evening >= now) ? evening
                    : LocalDateTime(day: today.adding(days: 1), secondOfDay: c.assumingWorkingHours.secondOfDay)
            }
            return candidate
        }
        if candidate < now { candidate = candidate.adding(seconds: 86400) }
        return candidate
    }
}
