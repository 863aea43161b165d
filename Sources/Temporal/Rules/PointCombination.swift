import Numbers
/// One part of a point in time: "friday", "5pm", "morning", "EST" in "friday morning 5pm EST".
enum Component {
    case day(CivilDay)
    /// A day counted from another ("in 3 days", "two years from now"): a weekday next to it
    /// picks that weekday in the same week ("monday two weeks from now").
    case relativeDay(CivilDay)
    case period(CivilDay, CivilDay, TemporalGrain)
    case weekday(Int, WeekdayMode)
    /// "the 19th": a day of a month not yet known.
    case monthDay(Int)
    /// "jan 27" with no year: the year is chosen when the point is resolved.
    case monthAndDay(month: Int, day: Int)
    case clock(ClockValue)
    case clockRange(ClockValue, ClockValue)
    /// A part of the day, with the day it names when it names one ("tonight", "last night"),
    /// and which stretch of it ("early morning").
    case part(PartOfDay, CivilDay?, DayPortion)
    case moment(LocalDateTime, TemporalGrain)
    /// A span of date-times ("within 2 hours", "last 3 minutes").
    case momentRange(LocalDateTime, LocalDateTime, TemporalGrain)
    /// A UTC offset in seconds, for the clock time it follows.
    case zone(Int)
}

extension Component {
    /// The day a day component names ("in 3 days", "tomorrow"), or nil for other components.
    var dayValue: CivilDay? {
        switch self {
        case .day(let d), .relativeDay(let d): return d
        default: return nil
        }
    }
}

/// The components of one point in time, each kind at most once.
struct PointParts {
    var day: CivilDay?
    var period: (start: CivilDay, end: CivilDay, grain: TemporalGrain)?
    var weekday: (Int, WeekdayMode)?
    var monthDay: Int?
    var monthAndDay: (month: Int, day: Int)?
    var clock: ClockValue?
    var clockEnd: ClockValue?
    var part: PartOfDay?
    var portion = DayPortion.whole
    var partDay: CivilDay?
    var moment: (LocalDateTime, TemporalGrain)?
    var momentEnd: LocalDateTime?
    var zone: Int?
    var count = 0
    /// "in the morning", "during the evening": a part of day introduced like this stands alone.
    var introducedPart = false
    var dayIsRelative = false
    /// The day was named relative to today ("today", "tomorrow", "yesterday", "tonight", "this
    /// morning"), not by its name or date; see `dayPartPeriod`.
    var dayIsDeictic = false
    /// The clock came after "by" on a day already named ("friday by 5pm"): a deadline.
    var clockIsDeadline = false

    /// Adds a component; false when its slot is taken (then it starts the next expression).
    mutating func add(_ component: Component) -> Bool {
        switch component {
        case .relativeDay(let d):
            if day != nil || moment != nil || monthAndDay != nil { return false }
            day = d
            dayIsRelative = true
        case .day(let d):
            if day != nil || moment != nil || monthAndDay != nil { return false }
            // "Wednesday 18th October": a weekday next to a full date only confirms it.
            day = d
        case .period(let s, let e, let g):
            if period != nil || moment != nil { return false }
            period = (s, e, g)
        case .weekday(let w, let m):
            if weekday != nil || moment != nil { return false }
            weekday = (w, m)
        case .monthDay(let d):
            if monthDay != nil || day != nil || monthAndDay != nil { return false }
            monthDay = d
        case .monthAndDay(let m, let d):
            if monthAndDay != nil || day != nil || monthDay != nil { return false }
            monthAndDay = (m, d)
        case .clock(let c):
            if clock != nil || moment != nil { return false }
            clock = c
        case .clockRange(let a, let b):
            if clock != nil || moment != nil { return false }
            clock = a
            clockEnd = b
        case .part(let p, let d, let s):
            if part != nil || moment != nil { return false }
            if d != nil, day != nil || partDay != nil { return false }
            part = p
            partDay = d
            portion = s
            if d != nil { dayIsDeictic = true }
        case .moment(let m, let g):
            if count > 0 { return false }
            moment = (m, g)
        case .momentRange(let s, let e, let g):
            if count > 0 { return false }
            moment = (s, g)
            momentEnd = e
        case .zone(let z):
            if zone != nil || clock == nil { return false }
            zone = z
        }
        count += 1
        return true
    }

    /// Whether anything here can stand alone as a date or time. A lone part of day ("morning")
    /// or a lone day-of-month number is too weak by itself in free text.
    var isAnchored: Bool {
        day != nil || period != nil || weekday != nil || monthAndDay != nil || clock != nil || moment != nil
            || partDay != nil || monthDay != nil || (part != nil && introducedPart)
    }
}

extension TemporalParser {
    /// Words that may join the components of one point: "friday at 5", "5pm on friday",
    /// "jan 1, 2020", "the 5th of june", "tomorrow in the morning".
    static let glueWords: Set<String> = Set(["at", "on", "of", "the", "in", "by", "@"]).union(hedges)
    /// Hedges before a time: each reads what follows as "at" does ("approximately 1030").
    static let hedges: Set<String> = ["around", "about", "approximately", "approx", "roughly"]

    /// A point in time built from one or more adjacent components.
    func point(at start: Int) -> Found<Piece>? {
        pointWithParts(at: start).map { Found(value: $0.value.piece, end: $0.end) }
    }

    /// A point and the components it was built from.
    func pointWithParts(at start: Int) -> Found<(piece: Piece, parts: PointParts)>? {
        // "$12.50", "£9.99", "€20": a number after a currency sign is a price, never a time.
        if isNumber(start), isSymbol(start - 1, "$") || isSymbol(start - 1, "£") || isSymbol(start - 1, "€") { return nil }
        var parts = PointParts()
        var i = start
        var end = start
        var afterAt = false
        // A leading "at"/"on"/"@" is allowed ("at 10") and later left out of the span.
        while parts.count < 6 && i < count {
            var j = i
            var glued = false
            var sawAt = false
            var hedged = false
            // ISO 8601: the "T" between "2026-01-27" and "10:00".
            if parts.day != nil, isWord(j, "t"), touching(j), isNumber(j + 1), touching(j + 1) { j += 1; glued = true; sawAt = true }
            // A log timestamp: "05/31/2024:14:15", "10/Oct/2000:13:55:36": a colon joins a dated
            // day (written with its year) and its time.
            else if parts.day != nil, isSymbol(j, ":"), touching(j), isNumber(j - 1), isNumber(j + 1), touching(j + 1), digitCount(j + 1) <= 2,
                    isSymbol(j + 2, ":"), touching(j + 2) { j += 1; glued = true; sawAt = true }
            // "saturday for 9am", "a table tomorrow for 7:30": a time booked on a day named before
            // it ("friday for 2 hours" is a length, read by `lasting`).
            if parts.clock == nil, parts.day != nil || parts.weekday != nil || parts.monthAndDay != nil || parts.monthDay != nil,
               isWord(j, "for"), let c = clock(at: j + 1, afterAt: true), c.value.meridiemKnown || c.value.grain == .minute, !isUnitWord(c.end) {
                j += 1
                glued = true
                sawAt = true
            }
            // "this friday (jun-15)", "friday (june 15th)": a date in brackets after a weekday
            // says which one; the closing bracket must follow it.
            var bracketed = false
            if parts.count == 1, parts.weekday != nil, isSymbol(j, "("), monthNumber(at: j + 1) != nil || isNumber(j + 1) {
                j += 1
                glued = true
                bracketed = true
            }
            while !bracketed, j < count, j - i < 3, isWord(j, in: .glue) || isSymbol(j, ",") || isSymbol(j, "@") || parts.count > 0 && isTimestampDot(j) {
                if isWord(j, "at") || isSymbol(j, "@") || isWord(j, in: .hedge) { sawAt = true }
                hedged = isWord(j, in: .hedge) || hedged && !isWord(j, "at") && !isSymbol(j, "@")
                j += 1
                glued = true
            }
            // "feb between 2-7", "in march from 3 to 9": day numbers after a month are a range of
            // its days (`dayRangeInMonth`), not hours on it.
            if let p = parts.period, p.grain == .month, parts.count == 1, isWord(j, in: ["between", "from"]), bareDayNumbers(at: j) != nil { break }
            // "in 3 days" is relative, not glue followed by "3 days".
            if glued, isWord(j - 1, "in"), relativeOffset(at: j - 1) != nil { j -= 1; if j == i { glued = false } }
            // "in about 5 hours": the "in" before "about" starts the offset too.
            else if glued, isWord(j - 1, in: ["about", "around"]), isWord(j - 2, "in"), j - 2 >= i, relativeOffset(at: j - 2) != nil {
                j -= 2
                if j == i { glued = false }
            }
            // After "by" on a day already named, only a time joins it, as that day's deadline
            // ("friday by 3" is 15:00 on friday); another day is a deadline of its own
            // ("book flights for thanksgiving by friday" is due friday, not on thanksgiving).
            let deadline = glued && isWord(j - 1, "by") && parts.count > 0
            afterAt = sawAt || deadline || parts.count == 0 && (followsAlarm(j) || followsDeadline(j))
            guard let found = component(at: j, afterAt: afterAt, parts: parts) else { break }
            if deadline, case .clock = found.value {} else if deadline { break }
            // "had about 2 cups", "around 3 eggs": a hedged bare number before a word no time
            // reading knows counts that word; "around 2", "about 5 tomorrow" are hours.
            if hedged, parts.count == 0, case .clock(let c) = found.value, c.grain == .hour, !c.meridiemKnown,
               found.end < count, kind(found.end) == .word, wordFlags(found.end).isEmpty { break }
            // "in the morning", and a part a move or a wait runs to ("snooze it till the afternoon",
            // "push that to the evening"): the stretch ahead, as "this afternoon" is. After "to" a
            // part before a noun names the noun ("listen to the morning show").
            if case .part = found.value, glued, isWord(j - 1, "the"),
               isWord(j - 2, in: ["in", "during", "through", "throughout", "of"])
                || isWord(j - 2, in: ["to", "until", "till", "til", "into"]) && !isTitleWord(found.end) {
                parts.introducedPart = true
            }
            // "later in the afternoon": the "in the" is inside the part.
            if case .part = found.value, isWord(found.end - 2, "the"), isWord(found.end - 3, "in") { parts.introducedPart = true }
            if case .day = found.value, isWord(j, in: .deicticDay) { parts.dayIsDeictic = true }
            // "friday by 5pm": a time after "by" on a day already named is that day's deadline.
            if case .clock = found.value, glued, isWord(j - 1, "by"), parts.count > 0, parts.clock == nil { parts.clockIsDeadline = true }
            if bracketed {
                var names = false
                if case .day = found.value { names = true } else if case .monthAndDay = found.value { names = true }
                guard names, isSymbol(found.end, ")") else { break }
            }
            if !parts.add(found.value) { break }
            i = bracketed ? found.end + 1 : found.end
            end = i
            _ = glued
        }
        guard parts.isAnchored, end > start else { return nil }
        guard let piece = resolve(parts) else { return nil }
        return Found(value: (piece, parts), end: end)
    }

    /// One component at token `i`, longest first.
    func component(at i: Int, afterAt: Bool, parts: PointParts) -> Found<Component>? {
        // Every component starts with a number, a sign or a word the lexicon knows, save a time
        // zone's name: skipped text ("5pm #work") and the words of a title after a date ("friday
        // call mom") are turned away here instead of by each rule below.
        guard i < count, kind(i) != .barrier else { return nil }
        if kind(i) == .word, wordFlags(i).isEmpty, !isWord(i, in: .timeZone) { return nil }
        // The signs a rule reads first: the "'" of "'26", the "+" or dash of "+2 hours" or "-05:00".
        if kind(i) == .symbol, !isSymbol(i, "'"), !isSymbol(i, "+"), !isDash(i) { return nil }
        let hasDate = parts.day != nil || parts.monthAndDay != nil || parts.weekday != nil || parts.monthDay != nil
        // "5pm", "5 p.m.": a number with a meridiem after it starts a clock time or a clock range,
        // which no date rule reads, so those are not tried.
        let clockFollows = kind(i) == .number && meridiem(at: i + 1) != nil
        // "Friday the 13th", "Tuesday 19", "Friday the twenty second": a day number after a weekday.
        // The day may take two words ("the twenty seventh", "the thirty first").
        if parts.weekday != nil, parts.day == nil, parts.monthDay == nil, parts.monthAndDay == nil, isWord(i - 1, "the"),
           kind(i) == .word, let n = dayNumber(at: i, cardinalWords: true), !isUnitWord(n.end) {
            return Found(value: .monthDay(n.value), end: n.end)
        }
        let absolute = clockFollows ? nil : absoluteDate(at: i)
        // Not after "at": "friday at 3" is a time, not the 3rd of a month that falls on a friday.
        // The weekday may follow a time: "after 17:00 on Tuesday 19".
        if parts.weekday != nil, parts.count == 1 || weekdayNumber(at: i - 1) != nil, parts.day == nil, parts.monthDay == nil, parts.monthAndDay == nil, !afterAt,
           absolute == nil, let n = dayNumber(at: i), !isSymbol(n.end, ":"), !isSymbol(n.end, "."),
           meridiem(at: n.end) == nil, !isUnitWord(n.end) || kind(i) == .word, digitCount(i) <= 2, !isWord(n.end, "thing"),
           !isDash(n.end), !isWord(n.end, in: ["to", "till", "until"]) || !isNumber(n.end + 1) {
            return Found(value: .monthDay(n.value), end: n.end)
        }
        // `afterAt` only turns ranges away, so a range not read here is not read below either.
        var rangeTried = false
        // "Fri 18 Aug 1500-1735", "27.10.2017 20-21", "Wed 1 Nov 0805": times after a date
        // (but "in 2020" after a date is a year).
        if absolute == nil, hasDate, parts.clock == nil, !isWord(i - 1, in: ["in", "of"]) {
            if let c = clockRange(at: i, afterAt: true) { return c }
            rangeTried = true
            if isNumber(i), digitCount(i) == 4, let c = clock(at: i, afterAt: true) {
                return Found(value: .clock(c.value), end: c.end)
            }
        }
        if !clockFollows {
            // "the weekend of july 4th", "weekend of the 12th of june": the long weekend the day
            // makes, as "july 4th weekend" (below).
            let of = isWord(i, "the") && isWord(i + 1, "weekend") && isWord(i + 2, "of") ? i + 3 : isWord(i, "weekend") && isWord(i + 1, "of") ? i + 2 : nil
            if let of, holiday(at: i) == nil, let d = point(at: of), case .day(let day) = d.value, let w = weekendOfDay(.day(day)) {
                return Found(value: w, end: d.end)
            }
            if let p = periodPart(at: i) { return p }
            if let o = weekdayFromAnchor(at: i) ?? ordinalOfPeriod(at: i) ?? unitsAtEdge(at: i) ?? halfOfPeriod(at: i) { return o }
            // "august bank holiday": a holiday name that starts with a month name is the holiday.
            if let d = absolute {
                if let h = holiday(at: i), h.end > d.end { return h }
                // "july 4th weekend", "june 12 2027 weekend": the long weekend a day makes, as a
                // holiday's does.
                if let e = weekendWord(at: d.end), let w = weekendOfDay(d.value) { return Found(value: w, end: e) }
                return d
            }
            // "the weekend of thanksgiving" is the holiday's, not this weekend; "the second closest
            // xmas to today".
            if isWord(i, in: .holidayLead) || isWord(i + 1, in: .holidayLead) || isWord(i + 2, in: .holidayLead),
               let h = holiday(at: i) ?? closestHoliday(at: i) { return h }
            if let r = relativeDate(at: i) { return r }
            if let h = holiday(at: i) { return h }
        }
        if parts.clock != nil, let z = timeZone(at: i) { return Found(value: .zone(z.value), end: z.end) }
        if !rangeTried, let c = clockRange(at: i, afterAt: afterAt) { return c }
        if let c = clock(at: i, afterAt: afterAt || parts.part != nil || parts.partDay != nil || partOfDayFollows(i + 1)
                         || parts.count == 0 && hourOpensBeforeDay(i)) {
            return Found(value: .clock(c.value), end: c.end)
        }
        if afterAt, let a = activityTime(at: i) { return a }
        if let p = partOfDay(at: i) { return p }
        return nil
    }

    /// The long weekend around the day a date component names (`weekend(around:)`): Friday or
    /// Thursday to Sunday, Saturday to Monday, or the weekend it is in; a Tuesday or Wednesday
    /// makes none, and the day itself is read. Nil for a component that names no day.
    func weekendOfDay(_ component: Component) -> Component? {
        let day: CivilDay?
        switch component {
        case .day(let d): day = d
        case .monthAndDay(let m, let d): day = resolveMonthDay(month: m, day: d, within: nil)
        default: day = nil
        }
        guard let day else { return nil }
        guard let days = TemporalParser.weekend(around: day) else { return .day(day) }
        return .period(days.start, days.end, .day)
    }

    /// A date read without its year, moved to the year before or after when the weekday said
    /// with it falls on it there (see `resolve`); `day` itself when it fits or neither does.
    func fittingYear(of day: CivilDay, weekday: Int) -> CivilDay {
        guard day.weekday != weekday else { return day }
        let fitting = [day.year - 1, day.year + 1].compactMap { CivilDay.valid(year: $0, month: day.month, day: day.day) }
            .filter { $0.weekday == weekday && (!context.prefersFuture || $0 > day || today.ordinal - $0.ordinal < 7) }
        return fitting.min(by: { abs($0.ordinal - today.ordinal) < abs($1.ordinal - today.ordinal) }) ?? day
    }

    /// Turns collected components into one resolved piece.
    func resolve(_ parts: PointParts) -> Piece? {
        if let (moment, grain) = parts.moment {
            if let end = parts.momentEnd { return .moments(moment, end, grain) }
            return .moment(moment, grain)
        }

        // The day, if one is named.
        var day: CivilDay? = parts.day ?? parts.partDay
        var period = parts.period
        if day == nil, let md = parts.monthAndDay {
            day = resolveMonthDay(month: md.month, day: md.day, within: period)
            if day == nil { return nil }
            // "Sunday, March 14": a weekday that does not fit the year read picks the year after
            // it when the date falls on that weekday there, or the year before: read as written,
            // or, looking ahead, when that is a day of the week just gone and the date was moved
            // to next year only because it has passed ("Wed Jun 21" said on Sunday the 25th).
            // The nearest to today wins. Further years are not tried: a weekday that fits
            // neither is more often a slip than a date years away, and the date as read stays.
            if period == nil, let (weekday, _) = parts.weekday, let d = day { day = fittingYear(of: d, weekday: weekday) }
            period = nil
        }
        if day == nil, let md = parts.monthDay, let (weekday, _) = parts.weekday, period == nil {
            day = monthDay(md, fallingOn: weekday)
        }
        if day == nil, let md = parts.monthDay {
            if let p = period {
                day = CivilDay.valid(year: p.start.year, month: p.start.month, day: md)
                guard day != nil else { return nil }
                period = nil
            } else {
                day = upcomingMonthDay(md)
            }
        }
        if let (weekday, mode) = parts.weekday {
            if let d = day, parts.dayIsRelative {
                let start = d.startOfWeek(weekStart: context.weekStart)
                day = start.adding(days: (weekday - start.weekday + 7) % 7)
            }
            if day == nil {
                if let p = period {
                    // "next week tuesday", "tue in 2 weeks": that weekday inside the period.
                    var d = p.start.grain(.week, weekStart: context.weekStart)
                    if p.grain == .day || p.grain == .week {
                        d = p.start.startOfWeek(weekStart: context.weekStart)
                    }
                    let offset = (weekday - d.weekday + 7) % 7
                    day = d.adding(days: offset)
                    period = nil
                } else {
                    day = resolveWeekday(weekday, mode: mode)
                    // "4pm on wednesday" said on a Wednesday morning: today's 16:00 is still ahead,
                    // so it is today; a bare "wednesday" (no time) still means next week's.
                    if mode == .bare, context.prefersFuture, parts.zone == nil, weekday == today.weekday, var c = parts.clock {
                        if let part = parts.part { c = adjust(c, for: part) }
                        if c.assumingWorkingHours.secondOfDay > now.secondOfDay { day = today }
                    }
                }
            }
        }

        // The time of day.
        var clock = parts.clock
        var clockEnd = parts.clockEnd
        if let part = parts.part {
            clock = clock.map { adjust($0, for: part) }
            clockEnd = clockEnd.map { adjust($0, for: part) }
        }

        if var day {
            if var c = clock {
                c = c.assumingWorkingHours
                // "tonight at 12", "friday night at 2": the small hours of a night fall on the
                // next calendar day, never on a morning already gone; said in those small hours
                // ("tonight around 3" at 00:00), tonight's are still ahead today.
                if parts.part == .night && c.hour < 5 || parts.part == .evening && c.hour == 0,
                   !(day == today && now.hour < 5 && c.secondOfDay >= now.secondOfDay) { day = day.adding(days: 1) }
                if var e = clockEnd {
                    if !e.meridiemKnown {
                        e = e.assumingWorkingHours
                        if e.hour < c.hour, e.hour < 12 { e.hour += 12 }
                    }
                    var endTime = shifted(LocalDateTime(day: day, secondOfDay: e.secondOfDay), zone: parts.zone)
                    let startTime = shifted(LocalDateTime(day: day, secondOfDay: c.secondOfDay), zone: parts.zone)
                    if endTime <= startTime { endTime = endTime.adding(seconds: 86400) }
                    return .moments(startTime, endTime, min(c.grain, e.grain))
                }
                return .moment(shifted(LocalDateTime(day: day, secondOfDay: c.secondOfDay), zone: parts.zone), c.grain)
            }
            if let part = parts.part {
                // "tomorrow morning": a task is due at the part's default hour (docs/TEMPORAL.md).
                return .moment(LocalDateTime(day: day, hour: part.pointHour(parts.portion)), .hour)
            }
            return .day(day)
        }
        if let p = period {
            if let c = clock {
                let fixed = c.assumingWorkingHours
                return .moment(LocalDateTime(day: p.start, secondOfDay: fixed.secondOfDay), c.grain)
            }
            return .days(p.start, p.end, p.grain)
        }
        if let c = clock {
            if let zone = parts.zone {
                // "9:00 UTC": a clock in another zone names a moment today (or the next one).
                var d = today
                var m = shifted(LocalDateTime(day: d, secondOfDay: c.secondOfDay), zone: zone)
                if context.prefersFuture && m < now { d = d.adding(days: 1); m = shifted(LocalDateTime(day: d, secondOfDay: c.secondOfDay), zone: zone) }
                if let e = clockEnd {
                    var end = shifted(LocalDateTime(day: d, secondOfDay: e.secondOfDay), zone: zone)
                    if end <= m { end = end.adding(seconds: 86400) }
                    return .moments(m, end, min(c.grain, e.grain))
                }
                return .moment(m, c.grain)
            }
            if let e = clockEnd { return .clocks(c, e) }
            return .clock(c)
        }
        if let part = parts.part {
            return .clock(ClockValue(hour: part.pointHour(parts.portion), minute: 0, second: 0, grain: .hour, meridiemKnown: true))
        }
        return nil
    }

    /// "8:23 AM · Jul 9", "Jul 9 | 10:05": the dot or bar a post or a log puts between the time
    /// and the date of one moment.
    func isTimestampDot(_ i: Int) -> Bool {
        isSymbol(i, "·") || isSymbol(i, "∙") || isSymbol(i, "•") || isSymbol(i, "|")
    }

    /// Whether a part of day starts at `i` ("in the morning", "tonight", "this evening", "at night"),
    /// which lets a bare hour before it read as a time: "3 in the morning", "8 tonight".
    func partOfDayFollows(_ i: Int) -> Bool {
        var j = i
        // "10, tonight", "9 tomorrow morning"
        if isSymbol(j, ",") { j += 1 }
        if isWord(j, in: .deicticDay) { j += 1 }
        if isWord(j, "in"), isWord(j + 1, "the") { j += 2 } else if isWord(j, "at"), isWord(j + 1, "night") { return true }
        guard let p = partOfDay(at: j), case .part(let part, let day, let portion) = p.value else { return false }
        // "one morning", "1 evening": a count of days, not a time; "7 tonight", "7 in the
        // morning", "7 late evening" are times.
        if j == i, day == nil, portion == .whole { return false }
        return part != .lunch || j > i
    }

    /// "call the bank by 5", "home before 6 tomorrow", "snooze it until 3": a bare hour in digits
    /// after a deadline word is a time when it ends the clause or a day named relative to today
    /// follows. Before a noun it counts the noun ("by 5 votes", "before 5 people arrive"). So
    /// after "after", the start bound: "call me after 3", "home after 6 tomorrow".
    func followsDeadline(_ i: Int) -> Bool {
        guard kind(i) == .number, digitCount(i) <= 2, isWord(i - 1, in: ["by", "before", "until", "till", "til", "untill", "after"]) else { return false }
        let next = i + 1
        return next >= count || isWord(next, in: .deicticDay) || isSymbol(next, ",") || isSymbol(next, ";") || isSymbol(next, "!")
            || isSymbol(next, "?") || isSymbol(next, ")") || isSymbol(next, ".")
    }

    /// "9 tomorrow", "ok, 8 tomorrow": a bare hour in digits that opens the text or a clause,
    /// right before a day named relative to today, is a time. Inside a clause it may be a count
    /// ("buy 2 tomorrow", "a table for 4 tomorrow"), and a number word often is one ("one
    /// tomorrow, one next week"), so those need "at".
    func hourOpensBeforeDay(_ i: Int) -> Bool {
        guard kind(i) == .number, digitCount(i) <= 2, isWord(i + 1, in: .deicticDay) else { return false }
        if i == 0 { return true }
        guard kind(i - 1) == .symbol else { return false }
        return isSymbol(i - 1, "(") || spaced(i) && (isSymbol(i - 1, ",") || isSymbol(i - 1, ";") || isSymbol(i - 1, ":")
            || isSymbol(i - 1, ".") || isSymbol(i - 1, "!") || isSymbol(i - 1, "?") || isDash(i - 1))
    }

    /// "Tuesday 19": the nearest month (this one first, then later ones) whose 19th is a Tuesday.
    func monthDay(_ day: Int, fallingOn weekday: Int) -> CivilDay? {
        // The weekday picks the month: of the days that fit, the one nearest today, a coming one
        // on a tie; a past one only within the last month ("I went back Thursday the 21st" said
        // on the 27th). A day further back would be said with its month.
        var best: CivilDay?
        var month = today.firstOfMonth.adding(months: -1)
        for _ in 0..<16 {
            if let d = CivilDay.valid(year: month.year, month: month.month, day: day), d.weekday == weekday,
               d.ordinal >= today.ordinal - 31 {
                let distance = abs(d.ordinal - today.ordinal)
                if let b = best {
                    let bestDistance = abs(b.ordinal - today.ordinal)
                    if distance < bestDistance || (distance == bestDistance && d > b) { best = d }
                } else {
                    best = d
                }
            }
            month = month.adding(months: 1)
        }
        return best ?? upcomingMonthDay(day)
    }

    /// "3 in the afternoon" is 15:00, "11 at night" 23:00, "3 in the morning" 03:00.
    func adjust(_ clock: ClockValue, for part: PartOfDay) -> ClockValue {
        guard !clock.meridiemKnown else { return clock }
        if part.readsHoursAsPM {
            // "friday night at 12", "this evening at 12": the midnight that ends it, not noon.
            if (part == .night || part == .evening) && clock.hour == 12 { return clock.withMeridiem(pm: false) }
            if part == .night && clock.hour < 5 { return clock.withMeridiem(pm: false) }
            return clock.withMeridiem(pm: true)
        }
        if part == .lunch { return clock.withMeridiem(pm: clock.hour < 6 || clock.hour == 12) }
        return clock.withMeridiem(pm: false)
    }

    /// A wall-clock time read in another zone (offset in seconds), as wall-clock time in ours.
    func shifted(_ time: LocalDateTime, zone: Int?) -> LocalDateTime {
        guard let zone else { return time }
        let instant = Double(time.wallSeconds - zone)
        let ours = context.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
        return LocalDateTime(wallSeconds: time.wallSeconds - zone + ours)
    }
}

import Foundation

extension CivilDay {
    /// The first day of the unit holding this day.
    func grain(_ grain: TemporalGrain, weekStart: Int) -> CivilDay {
        switch grain {
        case .week: return startOfWeek(weekStart: weekStart)
        case .month: return firstOfMonth
        case .quarter: return CivilDay(year: year, month: (month - 1) / 3 * 3 + 1, day: 1)
        case .year: return firstOfYear
        default: return self
        }
    }
}
