/// Dates written out: "2026-01-27", "1/27", "27/1" (order from the locale), "27.1.2017",
/// "jan 27", "27 jan", "January 27th, 2027", "the 27th of jan", "jan 2027", "'27", "2027",
/// "Q3 2027", "mid january".
extension TemporalParser {
    func absoluteDate(at i: Int) -> Found<Component>? {
        if isNumber(i) {
            // A number of up to three digits is a date only with a word, a number or one of the
            // date's signs after it ("6th", "6 may", "6/12", "90s", "10 31 1974"): "at 6" at the
            // end or before skipped text ("6 @phone") tries none of the rules below.
            if digitCount(i) <= 3, !mayContinueDate(at: i + 1) { return nil }
            if digitCount(i) == 8, let d = compactDate(at: i) { return d }
            if let d = decade(at: i) ?? ordinalCentury(at: i) { return d }
            if let d = yearThenMonth(at: i) { return d }
            if let d = monthSlashYear(at: i) { return d }
            if let d = numericDate(at: i) { return d }
            if let d = spacedNumericDate(at: i) { return d }
            if let d = dayThenMonth(at: i) { return d }
            if let q = yearThenQuarter(at: i) { return q }
            if let y = yearAlone(at: i) { return y }
            if let q = quarter(at: i) { return q }
            if let o = ordinalDay(at: i) { return o }
            return nil
        }
        if isSymbol(i, "'"), isNumber(i + 1), touching(i + 1), digitCount(i + 1) == 2, let y = number(i + 1),
           isWord(i - 1, in: .dateLeadIn) || isWord(i - 1, "year") {
            let year = 2000 + y
            let start = CivilDay(year: year, month: 1, day: 1)
            return Found(value: .period(start, start.adding(years: 1), .year), end: i + 2)
        }
        guard let w = word(i) else { return nil }
        if monthNumber(at: i) != nil { return monthThenDay(at: i) }
        if isWord(i - 1, "the"), let d = spelledDecade(at: i) { return d }
        // Every other date below starts with a number word ("third", "twenty"), "the", "year" or
        // the "q"/"h" of a quarter: any other word is turned away here, not by each rule.
        guard has(i, .numberish) || isWord(i, in: ["the", "year", "q", "h"]) else { return nil }
        // "the year 2020", "year 2016"
        if w == "year", let y = year(at: i + 1), kind(i + 1) == .number {
            let start = CivilDay(year: y.value, month: 1, day: 1)
            return Found(value: .period(start, start.adding(years: 1), .year), end: y.end)
        }
        if let q = quarter(at: i) { return q }
        if let d = dayThenMonth(at: i) { return d }
        if let o = ordinalDay(at: i) { return o }
        if let y = spokenYearAlone(at: i) { return y }
        return nil
    }

    /// A year in words with no date before it: "in nineteen eighty nine", "since two thousand and
    /// five", "the year twenty twenty", "in one thousand seven hundred and eighty nine". Said with
    /// "thousand" or "hundred" (1000-2099; a lone "one thousand" is a count) it needs a lead-in as
    /// four digits do (`yearAlone`); said in pairs ("nineteen thirty", 1900-2099) it could be a
    /// 24-hour clock after "by", "until" or "from", so it needs "in", "since", "during", "of" or
    /// "year" before it unless the second pair is no minute ("until nineteen ninety"). Never
    /// before a unit, an amount or a noun ("in two thousand years", "in two thousand steps").
    func spokenYearAlone(at i: Int) -> Found<Component>? {
        guard has(i, .numberish) else { return nil }
        let window = wordWindow(at: i)
        guard window.words.count >= 2 else { return nil }
        var found: (year: Int, end: Int, paired: Bool)?
        // A year's "and" comes once, after "thousand" or "hundred": "between one thousand nine
        // hundred and ninety and two thousand" is two years, not 1992.
        var words = window.words
        var ands = 0
        for (n, w) in words.enumerated() where w == "and" {
            ands += 1
            if ands > 1 || n == 0 || (words[n - 1] != "thousand" && words[n - 1] != "hundred") {
                words = Array(words[..<n])
                break
            }
        }
        if words.count >= 2, words[1] == "thousand" || words[1] == "hundred",
           let n = NumberReader.read(words, at: 0), n.wordCount >= 2, n.value == n.value.rounded(),
           (1000...2099).contains(Int(n.value)), n.value >= 1900 || n.wordCount >= 3 {
            found = (Int(n.value), window.ends[n.wordCount - 1], false)
        } else if let y = spokenYear(at: i) {
            found = (y.value, y.end, true)
        }
        guard let found, !isUnitWord(found.end), !isMeasure(found.end), !isTitleWord(found.end),
              meridiem(at: found.end) == nil, !isSymbol(found.end, ":") else { return nil }
        let strongLead = isWord(i - 1, in: ["in", "since", "during", "of", "year"])
        // The second year of "between nineteen ninety and two thousand", "from one thousand nine
        // hundred and ninety to two thousand": spoken years are long, so the opening word is
        // looked for further back than `closesRange` does.
        let closes = isWord(i - 1, "and") && (max(0, i - 12)..<(i - 1)).contains { isWord($0, "between") }
            || isWord(i - 1, in: ["to", "till", "until", "through", "thru"]) && (max(0, i - 12)..<(i - 1)).contains { isWord($0, "from") }
        // "between twenty eighteen and twenty twenty", "from twenty ten to 2015": a pair that opens
        // a range to another year.
        let sep = found.end
        let opensRange = isWord(i - 1, in: ["between", "from"])
            && (isWord(sep, in: ["and", "to", "till", "until", "through", "thru"]) || isDash(sep))
            && (year(at: sep + 1) != nil || isWord(sep + 2, in: ["thousand", "hundred"]))
        let lead = strongLead || closes || opensRange || closesRange(at: i - 1)
            || isWord(i - 1, in: .dateLeadIn) && !isWord(i - 1, in: TemporalParser.amountLeadIns) && (!found.paired || found.year % 100 >= 60)
        guard lead else { return nil }
        let start = CivilDay(year: found.year, month: 1, day: 1)
        return Found(value: .period(start, start.adding(years: 1), .year), end: found.end)
    }

    /// Whether token `i` can follow a short number in a date: a word, a number, or a slash,
    /// dot, dash or apostrophe.
    private func mayContinueDate(at i: Int) -> Bool {
        switch kind(i) {
        case .word, .number: return true
        case .barrier, nil: return false
        case .symbol: return isDash(i) || isSymbol(i, "/") || isSymbol(i, ".") || isSymbol(i, "'") || isSymbol(i, "\u{2019}")
        }
    }

    /// A two-digit year: the one in 2000-2099 when that is at most 20 years ahead, else 1900s
    /// ("'89" is 1989, "'17" is 2017, "40" read in 2016 is 1940).
    func century(_ yy: Int) -> Int { 2000 + yy <= today.year + 20 ? 2000 + yy : 1900 + yy }

    /// A year: four digits 1900-2099, two digits after an apostrophe, or words ("two thousand
    /// ten", "nineteen eighty six").
    func year(at i: Int) -> Found<Int>? {
        if has(i, .numberish) { return spokenYear(at: i) }
        // "1900 calories", "2000 steps": an amount, not a year.
        if isNumber(i), digitCount(i) == 4, let y = number(i), (1900...2099).contains(y), !isMeasure(i + 1) { return Found(value: y, end: i + 1) }
        if isSymbol(i, "'") || isSymbol(i, "\u{2019}"), isNumber(i + 1), touching(i + 1), digitCount(i + 1) == 2, let y = number(i + 1) {
            return Found(value: century(y), end: i + 2)
        }
        return nil
    }

    /// A year where a date already makes one: after a day and month or a month name ("Jan 1
    /// 2100", "June 2150"), four digits 2100-2999 too, and 1000-1899 when they are no 24-hour
    /// clock ("18 Aug 1005" is 10:05, "9 Nov 1815" 18:15; "June 1066"), but never before what makes
    /// them a clock or another era ("Jan 1 2100 hrs", "June 5 2100:30", "10 August 2555 BE").
    func datedYear(at i: Int) -> Found<Int>? {
        if let y = year(at: i) { return y }
        guard isNumber(i), digitCount(i) == 4, let y = number(i), (1000...2999).contains(y) else { return nil }
        if y < 1900, y / 100 < 24, y % 100 < 60 { return nil }
        if isSymbol(i + 1, ":") || isSymbol(i + 1, ".") && isNumber(i + 2) || meridiem(at: i + 1) != nil
            || isWord(i + 1, in: ["h", "hr", "hrs", "hours", "o'clock", "oclock", "be", "bc", "bce"]) || isUnitWord(i + 1) { return nil }
        return Found(value: y, end: i + 1)
    }

    func spokenYear(at i: Int) -> Found<Int>? {
        let window = wordWindow(at: i)
        guard window.words.count >= 2 else { return nil }
        if let n = NumberReader.read(window.words, at: 0), n.wordCount >= 2, n.value >= 1900, n.value <= 2099, n.value == n.value.rounded() {
            return Found(value: Int(n.value), end: window.ends[n.wordCount - 1])
        }
        // "nineteen eighty six": hundreds and the rest, which ends before an "and" ("between
        // nineteen ninety and two thousand" is two years, not 1990 and 2000 read as one number).
        let restWords = window.words.dropFirst().prefix { $0 != "and" }
        if let hundreds = NumberReader.smallNumberWord(window.words[0]), (19...20).contains(hundreds),
           let rest = NumberReader.read(Array(restWords), at: 0), rest.value >= 10, rest.value < 100 {
            return Found(value: hundreds * 100 + Int(rest.value), end: window.ends[rest.wordCount])
        }
        return nil
    }

    /// A year after a day and month: four digits, "'96", or two bare digits ("9 Aug 96") that
    /// are not a time ("9 Aug 10am", "9 Aug 10:30") or a count ("9 Aug 12 people").
    func yearAfterDate(at i: Int) -> Found<Int>? {
        // "10 August 88 AD": an era makes any number the year as written.
        if isNumber(i), digitCount(i) <= 4, let n = number(i), n >= 1, isWord(i + 1, in: ["ad", "ce"]) {
            return Found(value: n, end: i + 2)
        }
        if let y = datedYear(at: i) {
            // "24 Aug 1915-2015" is a time range after a date, not the year 1915.
            if isDash(y.end), isNumber(y.end + 1), digitCount(y.end + 1) == 4 { return nil }
            if isWord(y.end, in: ["h", "hrs", "hours"]) { return nil }
            return y
        }
        if isNumber(i), digitCount(i) == 2, let yy = number(i), !isSymbol(i + 1, ":"), !isSymbol(i + 1, "."),
           meridiem(at: i + 1) == nil, word(i + 1) == nil || !entry(i + 1).flags.contains(.temporal) && isWord(i + 1, in: .closedClass),
           !isDash(i + 1) {
            return Found(value: century(yy), end: i + 1)
        }
        return nil
    }

    /// "2026-01-27", "2026/01/27", "1/27", "27/1/2026", "27.1.2017", "24.11.17", "2016/11".
    func numericDate(at i: Int) -> Found<Component>? {
        guard let a = number(i), digitCount(i) <= 4 else { return nil }
        let sep = i + 1
        // "2 / 15", "2 / 15 / 2020": a slash with a space on both sides reads as a touching one.
        let spacedSlash = isSymbol(sep, "/") && !touching(sep) && !touching(sep + 1)
        guard sep < count, kind(sep) == .symbol, touching(sep) && touching(sep + 1) || spacedSlash, isNumber(sep + 1),
              let b = number(sep + 1), digitCount(sep + 1) <= 2 else { return nil }
        let s = tokenText(sep)
        guard s == "/" || s == "-" || s == "." else { return nil }
        var end = sep + 2
        var c: Int?
        var cDigits = 0
        if isSymbol(end, s), spacedSlash ? !touching(end) && !touching(end + 1) : touching(end) && touching(end + 1),
           isNumber(end + 1), let value = number(end + 1) {
            c = value
            cDigits = digitCount(end + 1)
            end += 2
        }
        // "1.5 kg", "2.5 oz", "1/2 cup": a number before a unit of measure is an amount.
        if isMeasure(end) { return nil }
        // "open 24/7", "24/7 support": all the time, not the 24th of July, unless a date
        // lead-in says so ("on 24/7").
        if a == 24, b == 7, c == nil, s == "/", !isWord(i - 1, in: .dateLeadIn) || isWord(i - 1, in: ["and", "or", "for", "around", "about"]) { return nil }
        // Year first: ISO and its slash form.
        if digitCount(i) == 4 {
            guard (1000...2999).contains(a) else { return nil }
            if let c {
                guard cDigits <= 2, let day = CivilDay.valid(year: a, month: b, day: c) else { return nil }
                return Found(value: .day(day), end: end)
            }
            guard s != ".", (1...12).contains(b) else { return nil }
            let start = CivilDay(year: a, month: b, day: 1)
            return Found(value: .period(start, start.adding(months: 1), .month), end: end)
        }
        guard digitCount(i) <= 2, !isUnitWord(end), s != "." || meridiem(at: end) == nil else { return nil }
        // "30/4.85" is a ratio of decimals.
        if isSymbol(end, "."), touching(end), isNumber(end + 1), touching(end + 1) { return nil }
        // A third part that is not a year means this is not a date ("1.2.3"); a trailing dot
        // ("23.08.") is how day-first dates are often written.
        // ("23.08. 18:00", "23.08. 2027": a time or a year after the trailing dot, apart, is
        // no third part; "1.2. 3 goals" stays none.)
        if isSymbol(end, s) && touching(end) && isNumber(end + 1)
            && (touching(end + 1) || !(digitCount(end + 1) == 4 || isSymbol(end + 2, ":") || isSymbol(end + 2, ".") && isNumber(end + 3)
                                       || meridiem(at: end + 2) != nil)) { return nil }
        if s == "." && isSymbol(end, ".") && touching(end) { end += 1 }
        var year: Int?
        if let c {
            guard cDigits == 4 || cDigits == 2 else { return nil }
            year = cDigits == 2 ? century(c) : c
            // "Friday 08.12.1707": four digits that can be a 24-hour clock and are no year of
            // 1900-2099, after a weekday the date with them as its year does not fall on, are the
            // clock ("17:07") of a day.month with a trailing dot, the weekday then choosing the
            // year as with no year written. ("Friday 25.12.1807", on which that day fell, stays.)
            if s == ".", cDigits == 4, c < 1900, c / 100 < 24, c % 100 < 60, let weekday = weekdayBefore(i),
               let written = CivilDay.valid(year: c, month: b, day: a), written.weekday != weekday {
                year = nil
                end -= 1
            }
        } else {
            // "4-23" is a range of days, not April 23rd; "15-2" in a day-first locale is a date.
            if s == "-" && !(context.dateOrder == .dayMonth && a > 12 && b <= 12 && word(end) == nil && !isNumber(end)) { return nil }
            // A dotted pair "7.30" or "16.00" is a clock time, unless the second is a month (1-12)
            // and the first a day: "04.09", "29.9".
            if s == "." && (b > 12 || digitCount(sep + 1) == 2 && b == 0) { return nil }
            // "version 2.1", "rated 4.5 stars", "chapter 3.2": a dotted pair after a label or a
            // version word is a number; so is one of two single digits that nothing marks as a
            // date (a trailing dot, a weekday or a date lead-in before it, a range after it:
            // "on 5.6", "fri 4.5", "5.6 - 7.6" are dates, "it took 2.5" is not).
            if s == ".", !(isSymbol(end - 1, ".") && end - 1 > sep + 1) {
                if isWord(i - 1, in: TemporalParser.labelNouns) || isWord(i - 1, in: TemporalParser.versionWords) { return nil }
                let marked = weekdayBefore(i) != nil || isWord(i - 1, in: .dateLeadIn) && !isWord(i - 1, in: TemporalParser.amountLeadIns)
                    || isDash(end) || isWord(end, in: ["to", "till", "until", "and"]) && isNumber(end + 1)
                    || (isDash(i - 1) || isWord(i - 1, in: ["to", "till", "until", "and"])) && isNumber(i - 2)
                    || isNumber(end) && (isSymbol(end + 1, ":") || meridiem(at: end + 1) != nil)
                if digitCount(i) == 1, digitCount(sep + 1) == 1, !marked { return nil }
            }
        }
        // "5.6. 2027", "23.08. 1999": after a trailing dot, a year apart, as after a month name
        // ("23.08. 1830" is 18:30: `datedYear`).
        if year == nil, s == ".", isSymbol(end - 1, "."), end - 1 > sep + 1, isNumber(end), !touching(end), digitCount(end) == 4,
           let y = datedYear(at: end) {
            year = y.value
            end = y.end
        }
        // "5/7, 2020": the year after a comma (not the clock time 20:20).
        if year == nil, isSymbol(end, ","), isNumber(end + 1), digitCount(end + 1) == 4, let y = self.year(at: end + 1) {
            year = y.value
            end = y.end
        }
        // Day and month order: dots are always day.month; slashes follow the locale unless
        // one order is impossible.
        var month = b
        var day = a
        if s == "/" || s == "-" {
            if context.dateOrder == .monthDay { month = a; day = b }
            if month > 12 && day <= 12 { swap(&month, &day) }
        }
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        if let year {
            guard let d = CivilDay.valid(year: year, month: month, day: day) else { return nil }
            return Found(value: .day(d), end: end)
        }
        // Fractions in recipes and scores are not dates: "1/2" alone needs a date context.
        if s == "/", !hasDateContext(before: i, after: end), digitCount(i) == 1 && digitCount(sep + 1) == 1 {
            if isUnitWord(end) || word(end) != nil && !isWord(end, in: .closedClass) || isWord(end, "of") || spacedSlash { return nil }
        }
        return Found(value: .monthAndDay(month: month, day: day), end: end)
    }

    /// The weekday named right before token `i` ("friday 08.12.", "Fri, 08.12."), if any.
    func weekdayBefore(_ i: Int) -> Int? {
        weekdayNumber(at: i - 1) ?? (isSymbol(i - 1, ",") ? weekdayNumber(at: i - 2) : nil)
    }

    /// "10 31 1974": month, day and a four-digit year separated by spaces; "2022 03 14": year,
    /// month and day, each written with two digits.
    func spacedNumericDate(at i: Int) -> Found<Component>? {
        if digitCount(i) == 4, let y = number(i), (1900...2099).contains(y), digitCount(i + 1) == 2, digitCount(i + 2) == 2,
           !isNumber(i + 3), !isSymbol(i + 3, ":"), let m = number(i + 1), let d = number(i + 2), spaced(i + 1), spaced(i + 2) {
            return CivilDay.valid(year: y, month: m, day: d).map { Found(value: .day($0), end: i + 3) }
        }
        guard digitCount(i) <= 2, let a = number(i), isNumber(i + 1), digitCount(i + 1) <= 2, let b = number(i + 1),
              isNumber(i + 2), digitCount(i + 2) == 4, let y = number(i + 2), (1900...2099).contains(y), !isNumber(i + 3) else { return nil }
        let (month, day) = context.dateOrder == .monthDay ? (a, b) : (b, a)
        guard let d = CivilDay.valid(year: y, month: month, day: day) else { return nil }
        return Found(value: .day(d), end: i + 3)
    }

    /// A day number for a date: "27", "27th", "twenty-seventh", "the 27th".
    /// `cardinalWords` also reads "twenty five" (only next to a month name: "twenty five january").
    func dayNumber(at i: Int, cardinalWords: Bool = false) -> Found<Int>? {
        if isNumber(i), digitCount(i) <= 2, let n = number(i), (1...31).contains(n) {
            if isWord(i + 1, in: ["st", "nd", "rd", "th"]), touching(i + 1) { return Found(value: n, end: i + 2) }
            return Found(value: n, end: i + 1)
        }
        guard has(i, .numberish) else { return nil }
        let window = wordWindow(at: i)
        if let o = OrdinalReader.read(window.words, at: 0), (1...31).contains(o.value) {
            return Found(value: o.value, end: window.ends[o.wordCount - 1])
        }
        if cardinalWords, !isWord(i, in: ["a", "an", "half"]), let n = NumberReader.read(window.words, at: 0), n.value >= 1, n.value <= 31,
           n.value == n.value.rounded() {
            return Found(value: Int(n.value), end: window.ends[n.wordCount - 1])
        }
        return nil
    }

    /// Whether a day number at `i` was written as an ordinal ("27th", "third").
    func isOrdinal(_ i: Int) -> Bool {
        if isNumber(i) { return isWord(i + 1, in: ["st", "nd", "rd", "th"]) && touching(i + 1) }
        return word(i) != nil
    }

    /// "jan 27", "January 27th, 2027", "june the 5th", "Jun-15", "jan 2027", "january".
    func monthThenDay(at i: Int) -> Found<Component>? {
        guard let w = word(i), let month = monthNumber(at: i) else { return nil }
        var j = i + 1
        if isSymbol(j, "."), touching(j), w.count <= 4 { j += 1 }
        // "September-2020-23", "Sep/2020/23": month, year and day between the same separators.
        if (isDash(j) || isSymbol(j, "/")), touching(j), touching(j + 1), digitCount(j + 1) == 4, let y = number(j + 1), (1000...2999).contains(y),
           tokenText(j + 2) == tokenText(j), touching(j + 2), touching(j + 3), let day = dayNumber(at: j + 3) {
            guard let d = CivilDay.valid(year: y, month: month, day: day.value) else { return nil }
            return Found(value: .day(d), end: day.end)
        }
        var k = j
        if isWord(k, "the") { k += 1 } else if (isDash(k) || isSymbol(k, "/")) && touching(k) { k += 1 }
        else if isSymbol(k, ","), isNumber(k + 1), digitCount(k + 1) <= 2, isOrdinal(k + 1) { k += 1 }
        // "june nineteen ninety", "may twenty twenty one": a year in pairs of words, not a day.
        let pairedYear = k == j && has(k, .numberish) && spokenYear(at: k) != nil && NumberReader.smallNumberWord(word(k) ?? "") != nil
            && !isWord(k + 1, in: ["thousand", "hundred"])
        if !pairedYear, let day = dayNumber(at: k, cardinalWords: true), !isSymbol(day.end, ":"), !isUnitWord(day.end) || isWord(day.end, "night"),
           !(kind(k) == .number && digitCount(k) == 2 && isWord(day.end, in: ["am", "pm"])) {
            var end = day.end
            var y = end
            // "Sep-23-2020", "Sep/23/2020": the separator after the month comes again before the year.
            let separated = (isDash(k - 1) || isSymbol(k - 1, "/")) && touching(k - 1)
            if isSymbol(y, ",") || separated && tokenText(y) == tokenText(k - 1) && touching(y) && touching(y + 1) { y += 1 }
            if isWord(y, "of") { y += 1 }
            if let year = year(at: y) ?? (y == day.end || isSymbol(day.end, ",") || separated ? yearAfterDate(at: y) : nil),
               !(isNumber(y) && digitCount(y) == 2 && kind(k) == .number && !isOrdinal(k) && !isSymbol(day.end, ",")
                 && y + 1 < count && !isSymbol(y + 1, ".")) {
                guard let d = CivilDay.valid(year: year.value, month: month, day: day.value) else { return nil }
                return Found(value: .day(d), end: year.end)
            }
            if isNumber(day.end - 1), !isOrdinal(k), isSymbol(day.end, "."), !isNumber(day.end + 1) { end = day.end }
            return Found(value: .monthAndDay(month: month, day: day.value), end: end)
        }
        // "June 35", "feb 32nd": a month before a number no month has as a day names no date.
        if isNumber(k), digitCount(k) == 2, let n = number(k), n > 31, !isUnitWord(k + 1), !isSymbol(k + 1, ":"),
           !isSymbol(k + 1, "."), meridiem(at: k + 1) == nil { return nil }
        // "jan 2027", "January, 2027", "March of 2027", "June 2150", "March of 95"
        var y = j
        if isSymbol(y, ",") || isWord(y, "of") { y += 1 }
        if isWord(y - 1, "of"), isNumber(y), digitCount(y) == 2, let yy = number(y), !isSymbol(y + 1, ":"), meridiem(at: y + 1) == nil,
           !isUnitWord(y + 1), word(y + 1) == nil || isWord(y + 1, in: .closedClass) {
            let start = CivilDay(year: century(yy), month: month, day: 1)
            return Found(value: .period(start, start.adding(months: 1), .month), end: y + 1)
        }
        if let year = datedYear(at: y) {
            let start = CivilDay(year: year.value, month: month, day: 1)
            return Found(value: .period(start, start.adding(months: 1), .month), end: year.end)
        }
        // "march next year", "june of last year", "may this year": the month of that year.
        if let mode = weekdayMode(at: y), isWord(y + 1, "year") {
            let start = CivilDay(year: today.year + (mode == .next ? 1 : mode == .last ? -1 : 0), month: month, day: 1)
            return Found(value: .period(start, start.adding(months: 1), .month), end: y + 2)
        }
        if y == j, isWord(j, "in"), let year = yearAfterIn(at: j + 1) {
            let start = CivilDay(year: year.value, month: month, day: 1)
            return Found(value: .period(start, start.adding(months: 1), .month), end: year.end)
        }
        // A month alone: ambiguous words ("may", "march") need a date context: a lead-in, or
        // another month as the end of a range ("may to march", "jan-feb 2017").
        // Day numbers after it ("feb between 2-7") make a month of a short name, not of a verb ("may").
        let monthRange = startsMonthRange(j)
            || !isWord(i, in: ["may", "march", "mar"]) && isWord(j, in: ["between", "from"]) && bareDayNumbers(at: j) != nil
        if isWord(i, in: .ambiguousMonth) && !isWord(i - 1, in: .dateLeadIn) && !monthRange { return nil }
        if isVerbLikeMonth(i) && !monthRange { return nil }
        let start = monthStart(month)
        return Found(value: .period(start, start.adding(months: 1), .month), end: j)
    }

    /// The year after the "in" of "april in 2016", "march in 1 year", "june in two years", "may
    /// in next year": a written year, or this year moved by whole years.
    func yearAfterIn(at i: Int) -> Found<Int>? {
        if isNumber(i), digitCount(i) == 4, let y = datedYear(at: i) { return y }
        if let mode = weekdayMode(at: i), isWord(i + 1, "year") {
            return Found(value: today.year + (mode == .next ? 1 : mode == .last ? -1 : 0), end: i + 2)
        }
        guard let n = count(at: i), n.value == n.value.rounded(), n.value >= 1, n.value <= 100, timeUnit(at: n.end) == .year else { return nil }
        return Found(value: today.year + Int(n.value), end: n.end + 1)
    }

    /// Whether a range separator and a month name start at `i`: the "to march" of "may to march".
    func startsMonthRange(_ i: Int) -> Bool {
        guard isDash(i) || isWord(i, in: ["to", "till", "until", "through", "thru", "and"]) else { return false }
        return monthNumber(at: i + 1) != nil
    }

    /// The end of a day-first date that names no day ("29 February 2014", "31st of april"),
    /// nil when the tokens at `i` do not read as one. Called only where no expression was found.
    func impossibleDate(at i: Int) -> Int? {
        guard let day = dayNumber(at: i) else { return nil }
        var j = day.end
        if isWord(j, "of") { j += 1 }
        guard let month = monthNumber(at: j) else { return nil }
        var end = j + 1
        var y = end
        if isSymbol(y, ",") { y += 1 }
        if let year = year(at: y) {
            guard CivilDay.valid(year: year.value, month: month, day: day.value) == nil else { return nil }
            end = year.end
        }
        return end
    }

    /// "may" and "march" followed by a word that is not a date word read as verbs ("this may take
    /// longer", "and may differ", "march on").
    /// After a preposition no verb can follow, so "in march between the 5th and the 9th" and "by
    /// may we will" name the month ("to" is left out: "to march on").
    func isVerbLikeMonth(_ i: Int) -> Bool {
        guard isWord(i, in: ["may", "march", "mar"]) else { return false }
        if isWord(i - 1, in: ["in", "during", "since", "until", "till", "by", "from", "before", "after", "through", "throughout", "between"]) { return false }
        if word(i + 1) != nil && !has(i + 1, .temporal) { return true }
        return false
    }

    /// The month `month` this year, or next year when it is over and the reader prefers the future.
    func monthStart(_ month: Int) -> CivilDay {
        var year = today.year
        if context.prefersFuture && month < today.month { year += 1 }
        if !context.prefersFuture && context.prefersPast && month > today.month { year -= 1 }
        return CivilDay(year: year, month: month, day: 1)
    }

    /// "27 jan", "27th of January 2027", "the 27th of jan", "17 of September".
    func dayThenMonth(at i: Int) -> Found<Component>? {
        guard let day = dayNumber(at: i, cardinalWords: true) else { return nil }
        var j = day.end
        if isWord(j, "of") { j += 1 }
        else if (isDash(j) || isSymbol(j, ".") || isSymbol(j, "/")) && touching(j) { j += 1 }
        guard let w = word(j), let month = monthNumber(at: j) else { return nil }
        var end = j + 1
        if isSymbol(end, "."), touching(end), w.count <= 4 { end += 1 }
        var y = end
        // "23-Sep-2020", "23/Sep/2020", "23 Sep, 2020".
        if isSymbol(y, ",") || ((isDash(y) || isSymbol(y, "/")) && touching(y) && touching(y + 1)) { y += 1 }
        if let year = yearAfterDate(at: y) {
            guard let d = CivilDay.valid(year: year.value, month: month, day: day.value) else { return nil }
            return Found(value: .day(d), end: year.end)
        }
        // "one may argue", "two march on": a spelled count before a month that is also a verb is
        // no date without a year.
        if kind(i) == .word, day.end == i + 1, OrdinalReader.read([tokenText(i)], at: 0) == nil,
           isVerbLikeMonth(j) || isWord(j, in: ["may", "march", "mar"]) && !isWord(i - 1, in: .dateLeadIn) {
            return nil
        }
        return Found(value: .monthAndDay(month: month, day: day.value), end: end)
    }

    /// "the 27th", "27th", "on the 5th": a day of the month not named.
    func ordinalDay(at i: Int) -> Found<Component>? {
        var j = i
        let hasThe = isWord(j, "the")
        if hasThe { j += 1 }
        guard let day = dayNumber(at: j) else { return nil }
        let ordinal = isOrdinal(j)
        // "the 3rd floor": an ordinal before a noun is not a date.
        if isTitleWord(day.end) { return nil }
        if isUnitWord(day.end), !isWord(day.end, in: ["night", "nights"]) { return nil }
        if ordinal && kind(j) == .number { return Found(value: .monthDay(day.value), end: day.end) }
        // "on the fifteenth", "by the twenty first": a spelled ordinal is a day after "the" and a
        // word that introduces a date (a bare "the third" is more often "the third one").
        if ordinal, isWord(j - 1, "the"), isWord(j - 2, in: .spelledDayLeadIn) || closesRange(at: j - 2) {
            return Found(value: .monthDay(day.value), end: day.end)
        }
        // "the third" needs "of <month>" (read elsewhere); "the 24" only before "of"/"this month";
        // "20 of next month".
        let ofMonth = isWord(day.end, "of") && isWord(day.end + 1, in: ["this", "next", "last", "the"]) && isWord(day.end + 2, "month")
        // "the" may have been read already as glue ("the twenty second of next month").
        if isWord(j - 1, "the") || isWord(j - 1, in: .spelledDayLeadIn), ofMonth, !isWord(day.end + 1, "the") {
            return Found(value: .monthDay(day.value), end: day.end)
        }
        if hasThe || kind(j) == .number, ofMonth || hasThe && isWord(day.end, "of") || isWord(day.end, in: ["this", "next", "last"]) && isWord(day.end + 1, "month") {
            return Found(value: .monthDay(day.value), end: day.end)
        }
        return nil
    }

    static let spelledDayLeadIns: Set<String> = ["on", "by", "until", "till", "before", "after", "due", "since", "through", "thru"]

    /// The "and" of "between today and the twenty first", the "to" of "from monday to the third":
    /// the second end of a range opened a few words before.
    func closesRange(at i: Int) -> Bool {
        if isWord(i, "and") { return (max(0, i - 6)..<i).contains { isWord($0, "between") } }
        if isWord(i, "to") { return (max(0, i - 6)..<i).contains { isWord($0, "from") } }
        return false
    }

    /// "2027", "in 2016": four digits read as a year only after a date word or before a range word.
    func yearAlone(at i: Int) -> Found<Component>? {
        guard let year = year(at: i) ?? namedYear(at: i) else { return nil }
        // "+86 138-2010-2015": digits joined by dashes are a phone number.
        let dashBefore = isDash(i - 1) && touching(i) && isNumber(i - 2)
        let dashAfter = isDash(year.end) && touching(year.end) && isNumber(year.end + 1)
        if (dashBefore && isDash(i - 3) && isNumber(i - 4)) || (dashBefore && dashAfter) || (dashAfter && isDash(year.end + 2)) { return nil }
        // A lead-in that can as well introduce an amount ("set my goal to 2100", "for 2000",
        // "about 1900") does not make a bare number a year; "in", "since", "until" ... do.
        let lead = isWord(i - 1, in: .dateLeadIn) && !isWord(i - 1, in: TemporalParser.amountLeadIns) || isWord(i - 1, "year") || isWord(i - 1, "since")
            || closesRange(at: i - 1)
            // ">= 2019", "< 2000": after a comparison sign, unless a noun says what is counted ("> 2000 points").
            || (comparisonSign(at: i - 1) != nil || isSymbol(i - 1, "=") && comparisonSign(at: i - 2) != nil) && !isTitleWord(year.end)
        let afterDate = word(i - 1) != nil ? monthNumber(at: i - 1) != nil : isNumber(i - 1)
        let trail = isWord(year.end, in: ["or", "and"]) && isWord(year.end + 1, in: ["after", "later", "before", "earlier"])
            || (isDash(year.end) || isWord(year.end, in: ["to", "till", "until", "through", "thru"]))
                && isNumber(year.end + 1) && self.year(at: year.end + 1) != nil && !afterDate
        // The second year of "1960 - 1961", "from 2014 to 2018".
        let secondOfRange = (isDash(i - 1) || isWord(i - 1, in: ["to", "till", "until", "through", "thru", "and"])) && self.year(at: i - 2) != nil
        guard lead || trail || secondOfRange || (i == 0 && year.end == count) else { return nil }
        let start = CivilDay(year: year.value, month: 1, day: 1)
        return Found(value: .period(start, start.adding(years: 1), .year), end: year.end)
    }

    /// Four digits outside 1900-2099 that a word before them makes a year: any 1000-2999 after
    /// "year" ("the year 2150", "year 1830"), and after "in" or "during" those a date makes one
    /// (`datedYear`: 2100-2999, and 1000-1899 that are no 24-hour clock: "in 2150", "in 1066",
    /// not "in 1830"); never before a unit, an amount or a noun ("in 2150 steps").
    func namedYear(at i: Int) -> Found<Int>? {
        guard isNumber(i), digitCount(i) == 4, !touching(i) || i == 0, isWord(i - 1, in: ["year", "in", "during"]),
              !isUnitWord(i + 1), !isMeasure(i + 1), !isTitleWord(i + 1), meridiem(at: i + 1) == nil,
              !isSymbol(i + 1, ":"), !(isSymbol(i + 1, ".") && isNumber(i + 2)) else { return nil }
        if isWord(i - 1, "year") {
            guard let y = number(i), (1000...2999).contains(y) else { return nil }
            return Found(value: y, end: i + 1)
        }
        return datedYear(at: i)
    }

    /// Words after which a dotted pair is a version or a score, not a date ("version 2.10",
    /// "rated 4.5").
    static let versionWords: [StaticString] = ["version", "ver", "v", "release", "rated", "rating", "score", "scored", "ios", "android", "macos", "python", "swift"]

    /// Date lead-ins that as often come before an amount: a bare four-digit number after one is
    /// no year ("set my calories to 1900", "a table for 2000", "around 1900 steps").
    static let amountLeadIns: [StaticString] = ["to", "at", "for", "around", "about", "and", "or"]

    /// Whether token `i` is a unit of measure or an amount that is not time ("kg", "calories", "%").
    func isMeasure(_ i: Int) -> Bool {
        isWord(i, in: .measure) || isSymbol(i, "%") || isSymbol(i, "°")
    }

    /// "Q3", "Q3 2027", "the third quarter", "first quarter of 2027", "H2".
    func quarter(at i: Int) -> Found<Component>? {
        var j = i
        var q: Int?
        var half = false
        if isWord(j, "q") || isWord(j, "h"), isNumber(j + 1), touching(j + 1), let n = number(j + 1) {
            half = isWord(j, "h")
            guard half ? (1...2).contains(n) : (1...4).contains(n) else { return nil }
            q = n
            j += 2
        } else if let o = dayNumber(at: j + (isWord(j, "the") ? 1 : 0)), kind(j + (isWord(j, "the") ? 1 : 0)) == .number,
                  isOrdinal(j + (isWord(j, "the") ? 1 : 0)), (1...4).contains(o.value), isWord(o.end, in: ["quarter", "qtr"]) {
            q = o.value
            j = o.end + 1
        } else {
            if isWord(j, "the") { j += 1 }
            guard has(j, .numberish) else { return nil }
            let window = wordWindow(at: j)
            guard let o = OrdinalReader.read(window.words, at: 0), (1...4).contains(o.value),
                  isWord(window.ends[o.wordCount - 1], in: ["quarter", "qtr"]) else { return nil }
            q = o.value
            j = window.ends[o.wordCount - 1] + 1
        }
        guard let q else { return nil }
        // "H2" alone is too loose; halves need a year ("H2 2016").
        if half && self.year(at: j) == nil { return nil }
        // "prepare Q3 report": a bare quarter before a noun names the report, not a date
        // ("in Q3", "Q3 2027", "by Q3" are dates).
        if isWord(i, "q"), isTitleWord(j), !has(i - 1, .dateLeadIn) { return nil }
        var y = j
        if isWord(y, in: ["of", "in"]) || isSymbol(y, ",") { y += 1 }
        var yearValue = today.year
        if let year = year(at: y) { yearValue = year.value; j = year.end }
        else if let mode = weekdayMode(at: y), isWord(y + 1, "year") {
            yearValue += mode == .next ? 1 : mode == .last ? -1 : 0
            j = y + 2
        }
        let months = half ? 6 : 3
        let start = CivilDay(year: yearValue, month: (q - 1) * months + 1, day: 1)
        return Found(value: .period(start, start.adding(months: months), half ? .month : .quarter), end: j)
    }

    /// "20170302": year, month and day run together (file names, IDs).
    func compactDate(at i: Int) -> Found<Component>? {
        let digits = Array(tokenText(i).utf8).map { Int($0) - 48 }
        let y = digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3]
        let m = digits[4] * 10 + digits[5]
        let d = digits[6] * 10 + digits[7]
        guard (1900...2099).contains(y), let day = CivilDay.valid(year: y, month: m, day: d) else { return nil }
        return Found(value: .day(day), end: i + 1)
    }

    /// "2018 March 18", "2024 August", "2019-aug-1", "2020/Sep/23", "2016/ 11", "2016 - 11".
    func yearThenMonth(at i: Int) -> Found<Component>? {
        guard let year = year(at: i), kind(i) == .number else { return nil }
        var j = year.end
        let sep = isDash(j) || isSymbol(j, "/") || isSymbol(j, ".")
        if sep { j += 1 } else if isSymbol(j, ","), monthNumber(at: j + 1) != nil { j += 1 }
        if let month = monthNumber(at: j) {
            var k = j + 1
            if sep, isDash(k) || isSymbol(k, "/") { k += 1 }
            else if isSymbol(k, "."), touching(k) { k += 1 }
            if let d = dayNumber(at: k), !isSymbol(d.end, ":"), meridiem(at: d.end) == nil, !isUnitWord(d.end) {
                guard let day = CivilDay.valid(year: year.value, month: month, day: d.value) else { return nil }
                return Found(value: .day(day), end: d.end)
            }
            let start = CivilDay(year: year.value, month: month, day: 1)
            return Found(value: .period(start, start.adding(months: 1), .month), end: j + 1)
        }
        // "2016/ 11", "2016 - 11" (spaced, so numericDate did not read it).
        if sep, !(touching(year.end) && touching(j)), isNumber(j), digitCount(j) <= 2, let m = number(j), (1...12).contains(m),
           !isSymbol(j + 1, "/"), !isDash(j + 1) {
            let start = CivilDay(year: year.value, month: m, day: 1)
            return Found(value: .period(start, start.adding(months: 1), .month), end: j + 1)
        }
        return nil
    }

    /// "3/2015", "06/2004", "11 / 2016": a month and a year.
    func monthSlashYear(at i: Int) -> Found<Component>? {
        guard digitCount(i) <= 2, let m = number(i), (1...12).contains(m), isSymbol(i + 1, "/") || isDash(i + 1),
              let year = year(at: i + 2), kind(i + 2) == .number, !isSymbol(year.end, "/"), !isDash(year.end) else { return nil }
        let start = CivilDay(year: year.value, month: m, day: 1)
        return Found(value: .period(start, start.adding(months: 1), .month), end: year.end)
    }

    /// "2016 Q1", "2016 H2".
    func yearThenQuarter(at i: Int) -> Found<Component>? {
        guard let year = year(at: i) else { return nil }
        let q = isDash(year.end) && touching(year.end) ? year.end + 1 : year.end
        guard isWord(q, in: ["q", "h"]), let n = number(q + 1), touching(q + 1) else { return nil }
        let half = isWord(q, "h")
        guard half ? (1...2).contains(n) : (1...4).contains(n) else { return nil }
        let months = half ? 6 : 3
        let start = CivilDay(year: year.value, month: (n - 1) * months + 1, day: 1)
        return Found(value: .period(start, start.adding(months: months), half ? .month : .quarter), end: q + 2)
    }

    /// The day a month and day without a year name: this year's, or next year's when it has passed
    /// and the reader prefers the future. Inside a period ("the 20th of next month"), that period's.
    func resolveMonthDay(month: Int, day: Int, within period: (start: CivilDay, end: CivilDay, grain: TemporalGrain)?) -> CivilDay? {
        if let period, period.grain == .year {
            return CivilDay.valid(year: period.start.year, month: month, day: day)
        }
        var year = today.year
        if context.prefersFuture, let d = CivilDay.valid(year: year, month: month, day: day), d < today { year += 1 }
        if !context.prefersFuture, context.prefersPast, let d = CivilDay.valid(year: year, month: month, day: day) {
            return d > today ? CivilDay.valid(year: year - 1, month: month, day: day) : d
        }
        if !context.prefersFuture {
            // Read as written: the nearest such day, before or after today.
            let candidates = [year - 1, year, year + 1].compactMap { CivilDay.valid(year: $0, month: month, day: day) }
            if let nearest = candidates.min(by: { abs($0.ordinal - today.ordinal) < abs($1.ordinal - today.ordinal) }) { return nearest }
        }
        return CivilDay.valid(year: year, month: month, day: day) ?? CivilDay.valid(year: year + 1, month: month, day: day)
    }

    /// The next day numbered `day` (this month's if not past, else the next month that has it).
    func upcomingMonthDay(_ day: Int) -> CivilDay? {
        var month = today.firstOfMonth
        if !context.prefersFuture { return CivilDay.valid(year: month.year, month: month.month, day: day) }
        for _ in 0..<12 {
            if let d = CivilDay.valid(year: month.year, month: month.month, day: day), d >= today { return d }
            month = month.adding(months: 1)
        }
        return nil
    }
}

import Numbers
