/// Clock times: "5pm", "5 pm", "5 p.m.", "17:00", "5:30", "9h15", "16.00", "noon", "12 noon", "midnight",
/// "half past 3", "quarter to 5", "10 past 3", "3 o'clock", and "at 10", "at 12 15" (a bare hour
/// needs "at").
extension TemporalParser {
    /// A clock time at `i`; an hour said without am/pm after a meal or a daily activity takes
    /// that activity's half of the day ("dinner is at 7" is 19:00, "school pickup at 3" 15:00).
    func clock(at i: Int, afterAt: Bool) -> Found<ClockValue>? {
        guard var found = readClock(at: i, afterAt: afterAt) else { return nil }
        if !found.value.meridiemKnown, let pm = activityHalf(before: i, hour: found.value.hour) { found.value = found.value.withMeridiem(pm: pm) }
        return found
    }

    private func readClock(at i: Int, afterAt: Bool) -> Found<ClockValue>? {
        if let w = word(i) {
            switch w {
            case "noon", "midday", "mid-day", "noonish":
                return Found(value: ClockValue(hour: 12, minute: 0, second: 0, grain: .hour, meridiemKnown: true), end: i + 1)
            case "midnight":
                return Found(value: ClockValue(hour: 0, minute: 0, second: 0, grain: .hour, meridiemKnown: true), end: i + 1)
            case "mid":
                return middleOfDay(at: i)
            default:
                return spokenClock(at: i) ?? wordClock(at: i, afterAt: afterAt)
            }
        }
        guard let hour = number(i), digitCount(i) <= 4 else {
            return nil
        }
        // "12 noon", "12noon", "12 midnight": the number only says which twelve.
        if hour == 12, digitCount(i) == 2, isWord(i + 1, in: ["noon", "midday", "midnight"]) {
            let noon = !isWord(i + 1, "midnight")
            return Found(value: ClockValue(hour: noon ? 12 : 0, minute: 0, second: 0, grain: .hour, meridiemKnown: true), end: i + 2)
        }
        if digitCount(i) <= 2, hour < 60,
           isWord(i + 1, in: ["past", "after", "to", "til", "till", "before"]) || isWord(i + 1, in: ["minutes", "minute", "mins", "min", "quarters"]) && isWord(i + 2, in: ["past", "after", "to", "til", "till", "before"]),
           let spoken = spokenClock(at: i) { return spoken }
        var j = i + 1
        var minute = 0
        var second = 0
        var grain = TemporalGrain.hour
        var explicit = false  // written like a clock time (colon, "h"), not a bare number
        var twentyFourHour = false

        if digitCount(i) >= 3 {
            // "0900", "1730": only with am/pm, "h"/"hrs", or after "at".
            let value = hour
            guard value % 100 < 60, value / 100 < 24 else { return nil }
            var c = ClockValue(hour: value / 100, minute: value % 100, second: 0, grain: .minute, meridiemKnown: true)
            if let m = meridiem(at: j) {
                guard c.hour >= 1, c.hour <= 12 else { return nil }
                c = c.withMeridiem(pm: m.pm)
                return Found(value: c, end: m.end)
            }
            if isWord(j, in: ["h", "hrs", "hr", "hours"]) { return Found(value: c, end: j + 1) }
            if afterAt && !isNumber(j) && (digitCount(i) == 4 || partOfDayFollows(j) || isWord(j, "ish")) {
                if isWord(j, "ish") { return Found(value: c, end: j + 1) }
                if digitCount(i) == 3, partOfDayFollows(j) { c.meridiemKnown = false }
                return Found(value: c, end: j)
            }
            return nil
        }

        if (isSymbol(j, ":") || isSymbol(j, ".")) && touching(j) && isNumber(j + 1) && touching(j + 1)
            && digitCount(j + 1) == 2, let m = number(j + 1) {
            // "16.00" is a clock, but "24.11.17" is a date and "1.5 hours" a duration.
            let dot = isSymbol(j, ".")
            if dot && ((isSymbol(j + 2, ".") && isNumber(j + 3)) || (isUnitWord(j + 2) && !(afterAt && isWord(j + 2, "h")))) {
                return nil
            }
            minute = m
            grain = .minute
            explicit = true
            j += 2
            // "6.45 percent", "3.50 dollars", "1.25 kg" are amounts (`Lexicon.measureWords`).
            if dot && (isMeasure(j) || isWord(j, in: ["per", "points", "million", "billion"])) {
                return nil
            }
            // "it costs 12.50", "paid 10.30 for lunch", "the price is 9.45": a price, not a time.
            if dot, !isWord(i - 1, "at"), !isSymbol(i - 1, "@"), followsPriceWord(i) { return nil }
            if isSymbol(j, ":") && touching(j) && isNumber(j + 1) && touching(j + 1) && digitCount(j + 1) == 2,
               let s = number(j + 1) {
                second = s
                grain = .second
                j += 2
            }
            if isWord(j, "h") && (touching(j) || afterAt) { j += 1 }
        } else if isWord(j, "h"), let m = writtenMinutes(at: j)?.minute {
            // "9h15", "10 H 10 pm" (but "1h30m" is a duration); the "h" form is a 24-hour clock.
            if isUnitWord(j + 2) && touching(j + 2) { return nil }
            minute = m
            grain = .minute
            explicit = true
            twentyFourHour = true
            j += 2
        } else if isWord(j, "h"), touching(j), hour <= 23, !(touching(j + 1) && (isNumber(j + 1) || word(j + 1) != nil)),
                  hourMarkIsClock(hour: hour, at: i, afterAt: afterAt) {
            // "at 15h", "15h", "9h for 30 mins": the European hour notation, when it is no length.
            explicit = true
            twentyFourHour = true
            j += 1
        } else if afterAt, digitCount(i) <= 2, hour >= 1, isNumber(j), spaced(j), digitCount(j) == 2,
                  let m = number(j), m < 60, endsSpacedMinutes(at: j + 1) {
            // "at 12 15", "at 9 30 pm": hour and minutes written apart, only where a bare hour is
            // a time ("at"), and only two-digit minutes ("at 5 10" is no time).
            minute = m
            grain = .minute
            explicit = true
            j += 1
        }
        guard minute < 60, second < 60 else { return nil }
        // "11ish", "11-ish", "3ish pm": about that time; apart ("2:30 ish", "at 3 ish") only
        // where the number is a time already.
        if isWord(j, "ish") && touching(j) { j += 1; explicit = true }
        else if isDash(j) && touching(j) && isWord(j + 1, "ish") && touching(j + 1) { j += 2; explicit = true }
        else if isWord(j, "ish") && (explicit || afterAt) { j += 1 }

        if let m = meridiem(at: j) {
            guard hour >= 1 && hour <= 12 || (hour == 0 && m.pm == false) else { return nil }
            let c = ClockValue(hour: hour, minute: minute, second: second, grain: grain, meridiemKnown: false)
            return Found(value: c.withMeridiem(pm: m.pm), end: m.end)
        }
        guard hour <= 24 else { return nil }
        let h = hour == 24 ? 0 : hour
        if isWord(j, in: ["o'clock", "oclock"]) || (isWord(j, "o") && isWord(j + 1, "clock")) {
            let end = isWord(j, "o") ? j + 2 : j + 1
            // "5 o'clock am", "7 o'clock p.m.": am or pm may follow "o'clock".
            if hour >= 1, hour <= 12, let m = meridiem(at: end) {
                return Found(value: ClockValue(hour: hour, minute: minute, second: 0, grain: grain, meridiemKnown: false).withMeridiem(pm: m.pm), end: m.end)
            }
            return Found(value: ClockValue(hour: h, minute: minute, second: 0, grain: grain, meridiemKnown: h > 12 || h == 0), end: end)
        }
        if explicit {
            return Found(value: ClockValue(hour: h, minute: minute, second: second, grain: grain,
                                           meridiemKnown: twentyFourHour || h > 12 || h == 0 || digitCount(i) == 2 && hour < 10), end: j)
        }
        // A bare hour: only after "at" ("at 10"), and not when a unit or a date follows ("at 5 minutes").
        // A full stop ending the sentence ("meet at 5.") keeps the hour; a dot before digits does not.
        let fullStop = isSymbol(j, ".") && !(isNumber(j + 1) && touching(j + 1)) && (j + 1 >= count || spaced(j + 1))
        guard afterAt, hour >= 1, !isUnitWord(j), !isSymbol(j, "/"), !isSymbol(j, ".") || fullStop, !isSymbol(j, ":"),
              !(isSymbol(j, ",") && isNumber(j + 1)), !isNumber(j), !(isSymbol(j, "%")) else { return nil }
        if monthNumber(at: j) != nil { return nil }
        return Found(value: ClockValue(hour: h, minute: 0, second: 0, grain: .hour, meridiemKnown: h > 12), end: j)
    }

    /// The minutes written after an hour, from token `k`: ":10", "h10", or "H 10" apart when am or
    /// pm follows ("10 H 10 pm").
    func writtenMinutes(at k: Int) -> (minute: Int, end: Int)? {
        guard isNumber(k + 1), digitCount(k + 1) == 2, let m = number(k + 1), m < 60 else { return nil }
        if isSymbol(k, ":"), touching(k), touching(k + 1) { return (m, k + 2) }
        if isWord(k, "h"), touching(k) && touching(k + 1) || meridiem(at: k + 2) != nil { return (m, k + 2) }
        return nil
    }

    /// Whether "15h" (the number at `i` and a touching "h") is a clock time rather than a length.
    /// It is a time after "at" (and as an end of a clock range), before "for" and a length ("16h
    /// for 30 mins": a length does not last a length), and for 13-23 when no word around it
    /// makes it a length: not after "for", "in", "a", "every" ..., not before "ago", "of",
    /// "long", "a day" ..., more digits, or next to a noun ("fast 16h", "15h flight"). "2h"
    /// alone stays two hours, and "for 15h" and "in 15h" stay lengths.
    func hourMarkIsClock(hour: Int, at i: Int, afterAt: Bool) -> Bool {
        if afterAt { return true }
        let next = i + 2
        if isWord(next, "for"), timeSpan(at: next + 1) != nil { return true }
        guard hour >= 13 else { return false }
        if isWord(i - 1, in: ["for", "in", "within", "after", "over", "every", "each", "a", "an", "the", "of", "last", "next", "past", "another", "per", "than"]) {
            return false
        }
        if isWord(next, in: ["ago", "later", "earlier", "hence", "from", "before", "after", "of", "long", "a", "an", "per", "each", "every"]) || isNumber(next) {
            return false
        }
        let noun = { (k: Int) in k >= 0 && k < self.count && self.kind(k) == .word && self.wordFlags(k).isEmpty }
        return !noun(i - 1) && !noun(next)
    }

    /// Whether a clock written "12 15" may end before token `j`: not before more digits, a unit
    /// ("at 10 30 min"), a suffix ("at 12 15th street") or a noun ("at 7 20 guests").
    func endsSpacedMinutes(at j: Int) -> Bool {
        guard j < count else { return true }
        if meridiem(at: j) != nil { return true }
        if isNumber(j) || isUnitWord(j) || touching(j) && word(j) != nil { return false }
        if kind(j) == .word, wordFlags(j).isEmpty { return false }
        return !isSymbol(j, "/") && !isSymbol(j, ":") && !isSymbol(j, "%") && !(isSymbol(j, ".") && isNumber(j + 1))
    }

    /// "mid-afternoon", "mid morning": a time at the middle of the part's hours (10:00, 14:00,
    /// 18:00, Recognizers-Text's convention, as the parts' hours are); "mid-day" is noon and
    /// "mid-night" midnight.
    func middleOfDay(at i: Int) -> Found<ClockValue>? {
        let k = isDash(i + 1) ? i + 2 : i + 1
        let hour: Int
        if isWord(k, "day") { hour = 12 }
        else if isWord(k, "night") { hour = 0 }
        else if isWord(k, in: ["morning", "afternoon", "evening"]), let part = partOfDayWord(at: k) { hour = part.middleHour }
        else { return nil }
        return Found(value: ClockValue(hour: hour, minute: 0, second: 0, grain: .hour, meridiemKnown: true), end: k + 1)
    }

    /// "alarm for 7", "set the alarm to ten ten": a number after an alarm is a clock time, as
    /// after "at" (an alarm is set to a time, not for a count); not the first of a list ("alarm
    /// for one and two in the morning").
    func followsAlarm(_ i: Int) -> Bool {
        (kind(i) == .number || has(i, .numberish)) && isWord(i - 1, in: ["for", "to"]) && isWord(i - 2, in: ["alarm", "alarms"])
            && !isWord(i + 1, in: ["and", "or"])
    }

    /// "am", "pm", "a.m.", "p.m.", "a", "p" (touching: "5p"), "pm." → (pm, end).
    func meridiem(at j: Int) -> (pm: Bool, end: Int)? {
        guard let w = word(j) else { return nil }
        switch w {
        case "am", "pm":
            return (w == "pm", j + 1)
        case "a", "p":
            // "a.m." / "p.m." (also spaced out: "p . m ."), or a touching "5p".
            if isSymbol(j + 1, ".") && isWord(j + 2, "m") && (touching(j + 2) || isNumber(j - 1)) {
                var end = j + 3
                if isSymbol(end, ".") && (touching(end) || spaced(j + 2)) { end += 1 }
                return (w == "p", end)
            }
            if isWord(j + 1, "m") && j + 2 >= count { return (w == "p", j + 2) }
            // "Form 4a", "Room 12b", "Seat 3a": a number and a letter after a label noun name it.
            if touching(j), isWord(j - 2, in: TemporalParser.labelNouns) { return nil }
            if touching(j) && word(j + 1) == nil { return (w == "p", j + 1) }
            if touching(j) && isWord(j + 1, "m") == false && !isNumber(j + 1) { return (w == "p", j + 1) }
            return nil
        case "a.m", "p.m":
            return (w == "p.m", isSymbol(j + 1, ".") ? j + 2 : j + 1)
        default:
            return nil
        }
    }

    /// Whether a word that brings an amount of money comes before token `i`, across up to two
    /// small words or a colon ("costs 12.50", "the fee is about 9.45", "Tip: 7.15").
    func followsPriceWord(_ i: Int) -> Bool {
        var k = i - 1
        for _ in 0..<3 {
            if isWord(k, in: TemporalParser.priceWords) { return true }
            guard isWord(k, in: ["is", "was", "were", "of", "about", "around", "approximately", "roughly", "just", "only", "be"])
                    || isSymbol(k, ":") || isSymbol(k, "=") else { return false }
            k -= 1
        }
        return false
    }

    /// Words before an amount of money: a dotted number after one is a price ("costs 12.50").
    static let priceWords: [StaticString] = [
        "cost", "costs", "costing", "costed", "price", "priced", "prices", "pay", "paid", "pays", "paying", "spent", "spend",
        "spends", "charge", "charged", "charges", "total", "totals", "totalled", "totaled", "owe", "owes", "owed", "fee", "fare",
        "tip", "tipped", "earned", "earn", "refund", "refunded", "balance", "bill",
    ]

    /// Nouns a number and a letter label ("Form 4a", "gate 2a"): the letter is no am or pm, and a
    /// bare number after one is no time ("building 4 this afternoon", `canStart`).
    static let labelNouns: [StaticString] = [
        "form", "room", "rm", "apt", "apartment", "flat", "unit", "suite", "gate", "seat", "row", "platform", "level",
        "floor", "building", "bldg", "block", "section", "lot", "box", "locker", "bed", "ward", "class", "grade", "bus",
        "route", "page", "chapter", "question", "exercise", "item", "aisle", "bay", "dock", "terminal", "zone", "house",
    ]

    func isUnitWord(_ i: Int) -> Bool {
        timeUnit(at: i) != nil
    }

    /// The minutes before "past" or "to": up to two digits, or a number in words of one or two
    /// words ("five", "twenty five", "forty-five"), and the token after them.
    func minuteCount(at j: Int) -> (Int, Int)? {
        if let n = number(j), digitCount(j) <= 2 { return (n, j + 1) }
        guard has(j, .numberish), word(j) != "a", word(j) != "an" else { return nil }
        let window = wordWindow(at: j)
        guard let n = NumberReader.read(Array(window.words.prefix(2)), at: 0), n.value == n.value.rounded(), n.value >= 1 else { return nil }
        return (Int(n.value), window.ends[n.wordCount - 1])
    }

    /// "half past 3", "quarter to 5", "a quarter past noon", "10 past 3", "twenty to six",
    /// "three quarters past nine", "10 minutes to 6pm", "15 to noon".
    func spokenClock(at i: Int) -> Found<ClockValue>? {
        var j = i
        var minutes: Int?
        // The minutes were named as minutes ("10 minutes to", "three quarters past"), not a bare count.
        var named = false
        if isWord(j, "a") && isWord(j + 1, "quarter") { j += 1 }
        if isWord(j, "half"), let h = word(j + 1).flatMap({ NumberReader.smallNumberWord($0) }) ?? number(j + 1), (1...12).contains(h),
           !isUnitWord(j + 2), !isWord(j + 2, in: ["past", "to", "of"]), digitCount(j + 1) <= 2 {
            // British "half three" is 3:30.
            return Found(value: ClockValue(hour: h, minute: 30, second: 0, grain: .minute, meridiemKnown: false), end: j + 2)
        }
        if isWord(j, "half") { minutes = 30; j += 1 }
        else if isWord(j, "quarter") { minutes = 15; j += 1 }
        else if let (n, next) = minuteCount(at: j), n < 60 {
            minutes = n
            j = next
            if isWord(j, in: ["minutes", "minute", "mins", "min"]) { j += 1; named = true }
            else if n == 3, isWord(j, "quarters") { minutes = 45; j += 1; named = true }
        }
        guard let minutes else { return nil }
        let digits = kind(i) == .number
        // "to" and "before" with digits ("10 to 5") are a range unless the minutes are named as
        // minutes or the time they count to is midnight, noon after a number no morning hour can
        // be, or has minutes of its own ("10 to midnight", "15 to noon", "3 min to 10:10 pm";
        // "9 to noon", "from 10 to midnight" stay ranges); with words, "to" takes only round
        // minutes ("two to four people" is a count).
        if digits && !named && !isWord(j, in: ["past", "after"]) {
            let opensRange = isWord(i - 1, in: ["from", "between"])
            guard !opensRange, isWord(j + 1, "midnight") || isWord(j + 1, "noon") && minutes >= 12 || writtenMinutes(at: j + 2) != nil else { return nil }
        }
        if !digits && minutes % 5 != 0 && !named && !isWord(j, in: ["past", "after"]) { return nil }
        let past: Bool
        switch word(j) {
        case "past", "after": past = true
        case "to", "til", "till", "before", "of": past = false
        default: return nil
        }
        j += 1
        var hourValue: Int?
        var known = false
        var end = j + 1
        // "3 min past 10:10 pm", "three min past 10 H 10 pm": minutes past a time with minutes.
        var baseMinute = 0
        if let n = number(j), n <= 24, digitCount(j) <= 2 {
            hourValue = n
            if let written = writtenMinutes(at: j + 1) {
                baseMinute = written.minute
                end = written.end
            }
        } else if has(j, .numberish), let w = word(j), let n = NumberReader.smallNumberWord(w), n >= 1, n <= 12 {
            hourValue = n
        } else if isWord(j, "noon") {
            hourValue = 12; known = true
        } else if isWord(j, "midnight") {
            hourValue = 0; known = true
        }
        guard var hour = hourValue else { return nil }
        var base = ClockValue(hour: hour, minute: 0, second: 0, grain: .minute, meridiemKnown: known || hour > 12)
        if let m = meridiem(at: end) {
            base = base.withMeridiem(pm: m.pm)
            end = m.end
        }
        hour = base.hour
        var total = base.hour * 60 + baseMinute + (past ? minutes : -minutes)
        if total < 0 { total += 24 * 60 }
        let value = ClockValue(hour: total / 60, minute: total % 60, second: 0, grain: .minute, meridiemKnown: base.meridiemKnown)
        return Found(value: value, end: end)
    }

    /// "seven o'clock", "ten am", "seven thirty pm", "at seven", "five thirty in the night",
    /// "twelve o three": hours (and minutes) in words. Without am/pm, "o'clock", "at" or a part of
    /// day after it, a number word is just a number.
    func wordClock(at i: Int, afterAt: Bool) -> Found<ClockValue>? {
        guard has(i, .numberish), let w = word(i), let hour = NumberReader.smallNumberWord(w), (1...12).contains(hour) else { return nil }
        var j = i + 1
        var minute = 0
        var grain = TemporalGrain.hour
        var distinctive = false
        if isWord(j, in: ["o", "ou", "oh"]), !isWord(j + 1, "clock"), let m = word(j + 1).flatMap({ NumberReader.smallNumberWord($0) }), m < 10 {
            // "twelve o three"
            minute = m
            j += 2
            grain = .minute
            distinctive = true
        } else if has(j, .numberish) || isDash(j) && touching(j) && touching(j + 1) && has(j + 1, .numberish) {
            // "ten thirty", "ten-thirty"
            let window = wordWindow(at: isDash(j) ? j + 1 : j)
            if let m = NumberReader.read(window.words, at: 0), m.value >= (afterAt ? 1 : 10), m.value < 60, m.value == m.value.rounded() {
                minute = Int(m.value)
                j = window.ends[m.wordCount - 1]
                grain = .minute
                // "ten thirty", "four forty-five": quarter hours read as a time on their own.
                distinctive = minute % 15 == 0 && !isUnitWord(j) && !isTitleWord(j)
            }
        }
        if let m = meridiem(at: j) {
            let c = ClockValue(hour: hour, minute: minute, second: 0, grain: grain, meridiemKnown: false)
            return Found(value: c.withMeridiem(pm: m.pm), end: m.end)
        }
        if isWord(j, in: ["o'clock", "oclock"]) || (isWord(j, "o") && isWord(j + 1, "clock")) {
            let end = isWord(j, "o") ? j + 2 : j + 1
            if let m = meridiem(at: end) {
                return Found(value: ClockValue(hour: hour, minute: minute, second: 0, grain: grain, meridiemKnown: false).withMeridiem(pm: m.pm), end: m.end)
            }
            return Found(value: ClockValue(hour: hour, minute: minute, second: 0, grain: grain, meridiemKnown: false), end: end)
        }
        // "four hundred pm" is 16:00, but "one hundred" a number, even after "at".
        if isWord(j, "hundred"), minute == 0, let m = meridiem(at: j + 1) {
            return Found(value: ClockValue(hour: hour, minute: 0, second: 0, grain: grain, meridiemKnown: false).withMeridiem(pm: m.pm), end: m.end)
        }
        guard afterAt || distinctive || partOfDayFollows(j), !isUnitWord(j), !isWord(j, in: ["hundred", "thousand"]) else { return nil }
        return Found(value: ClockValue(hour: hour, minute: minute, second: 0, grain: grain, meridiemKnown: false), end: j)
    }

    /// "3-4pm", "9-11am", "3:30 to 4:30pm", "from 9:30 - 11:00", "between 3 and 4 pm".
    func clockRange(at i: Int, afterAt: Bool) -> Found<Component>? {
        var j = i
        var between = false
        if isWord(j, "from") { j += 1 } else if isWord(j, "between") { j += 1; between = true }
        guard let first = clock(at: j, afterAt: true) else { return nil }
        var k = first.end
        // "10:00:00-08:00" is a UTC offset after an ISO time, not a range.
        if first.value.grain == .second, isDash(k), touching(k), isNumber(k + 1), digitCount(k + 1) == 2, isSymbol(k + 2, ":") { return nil }
        if between {
            // "between 3 and 4", "between 1-2:30"
            guard isWord(k, "and") || isDash(k) else { return nil }
        } else {
            guard isDash(k) || isWord(k, in: ["to", "till", "til", "until", "thru", "through"]) || isClockSlash(k, first: first.end - j) else { return nil }
        }
        k += 1
        guard let second = clock(at: k, afterAt: true) else { return nil }
        // "7.30/8am", "10am/11am": a slash between two written times (not "7/8", a date) is the
        // stretch between them, the end with am or pm, or minutes, of its own.
        if isSymbol(k - 1, "/"), second.end == k + 1 { return nil }
        // "12-04-2019" is a date and "2014-2018" a span of years, not clock ranges.
        if (isDash(second.end) || isSymbol(second.end, "/")) && touching(second.end) && isNumber(second.end + 1) { return nil }
        if digitCount(j) == 4, digitCount(k) == 4, year(at: j) != nil, year(at: k) != nil,
           !isNumber(j - 1), monthNumber(at: j - 1) == nil { return nil }
        // "2h-3h", "between 2h and 3h": two bare hour marks below 13 are lengths, unless "from"
        // or "at" makes them times.
        if first.end == j + 2, isWord(j + 1, "h"), second.end == k + 2, isWord(k + 1, "h"), first.value.hour < 13,
           second.value.hour < 13, !afterAt, !isWord(i, "from") { return nil }
        var a = first.value
        var b = second.value
        // A bare first number needs the second end to look like a time: "3-4pm", "9:30-11".
        let firstIsBare = (kind(j) == .number || has(j, .numberish)) && first.end == j + 1
        let secondIsBare = (kind(k) == .number || has(k, .numberish)) && second.end == k + 1
        if firstIsBare && secondIsBare && !afterAt && !between && !isWord(i, "from") && !partOfDayFollows(second.end) { return nil }
        if !a.meridiemKnown, b.meridiemKnown, b.hour < 12, a.hour > b.hour, a.hour < 12 {
            // "from 11 to 3am" runs through the night.
            a = a.withMeridiem(pm: true)
        } else if !a.meridiemKnown, b.meridiemKnown {
            // "11-1pm" is 11am to 1pm; "3-4pm" is 3pm to 4pm.
            if b.hour >= 12, a.hour < 12, a.hour + 12 <= b.hour { a = a.withMeridiem(pm: true) } else { a.meridiemKnown = true }
        }
        if a.meridiemKnown, !b.meridiemKnown, a.hour >= 12, b.hour < 12, b.hour + 12 > a.hour {
            b = b.withMeridiem(pm: true)
        } else if a.meridiemKnown, !b.meridiemKnown, b.secondOfDay <= a.secondOfDay, b.hour < 12, b.hour + 12 > a.hour {
            // "from 11 am to 3": the end is after the start, so in the afternoon.
            b = b.withMeridiem(pm: true)
        }
        return Found(value: .clockRange(a, b), end: second.end)
    }

    /// A touching "/" after a time written with minutes or am/pm (`firstLength` tokens, more
    /// than a bare number): "7.30/8am", "10am/11am".
    func isClockSlash(_ k: Int, first firstLength: Int) -> Bool {
        isSymbol(k, "/") && touching(k) && touching(k + 1) && firstLength > 1 && isNumber(k + 1)
    }

    /// "morning", "this afternoon", "tonight", "last night", "in the evening", "early morning",
    /// "late this morning", "later in the evening", "the late-night".
    func partOfDay(at i: Int) -> Found<Component>? {
        // "first thing tomorrow", "monday first thing", "first thing in the morning": the start
        // of the morning (its early half, 08:00 as a point); only next to a day or "in the
        // morning" ("the first thing I did" is none).
        if isWord(i, "first"), isWord(i + 1, "thing"), !isWord(i - 1, "the") {
            let inTheMorning = isWord(i + 2, "in") && isWord(i + 3, "the") && isWord(i + 4, "morning")
            let e = inTheMorning ? i + 5 : i + 2
            var k = e
            if isWord(k, "on") { k += 1 }
            let dayAfter = isWord(k, in: .deicticDay) || weekdayNumber(at: k) != nil || monthNumber(at: k) != nil && isNumber(k + 1)
            let dayBefore = isWord(i - 1, in: .deicticDay) || weekdayNumber(at: i - 1) != nil
            if inTheMorning || dayAfter || dayBefore { return Found(value: .part(.morning, nil, .early), end: e) }
        }
        var j = i
        var portion = DayPortion.whole
        // "early", "late", "later", "earlier" before the part, or before "this"/"tonight"/"in the".
        if isWord(j, in: .dayPortion), let w = word(j), let p = DayPortion.words[w] {
            var k = j + 1
            if isDash(k), touching(k) { k += 1 }
            if isWord(k, "in"), isWord(k + 1, "the") { k += 2 }
            if w == "later" || w == "earlier" { guard k > j + 1 || isWord(k, in: ["this", "tonight", "tonite", "tonigh"]) else { return nil } }
            portion = p
            j = k
        }
        if isWord(j, in: ["tonight", "tonite", "tonigh"]) { return Found(value: .part(.night, today, portion == .whole ? .tonight : portion == .early ? .earlyTonight : .lateTonight), end: j + 1) }
        var day: CivilDay?
        if isWord(j, "this") { day = today; j += 1 }
        // "last night", "last evening": yesterday's; "next morning": tomorrow's (not after "the":
        // "the last evening of the trip").
        else if isWord(j, in: ["last", "next"]), !isWord(j - 1, "the"), let part = partOfDayWord(at: j + 1), part != .lunch,
                let w = word(j + 1), !w.hasSuffix("s"), w != "am" {
            return Found(value: .part(part, today.adding(days: isWord(j, "last") ? -1 : 1), portion), end: j + 2)
        }
        if portion == .whole, isWord(j, in: .dayPortion), let w = word(j), let p = DayPortion.words[w], w != "later", w != "earlier" {
            portion = p
            j += 1
            if isDash(j), touching(j) { j += 1 }
        } else if portion == .whole, isWord(j, "mid") {
            j += 1
            if isDash(j), touching(j) { j += 1 }
        }
        // Plurals ("mornings") are schedules, read by the recurrence rules.
        guard let w = word(j), let part = partOfDayWord(at: j), w != "am", !w.hasSuffix("s") else { return nil }
        if w == "eve" || w == "morn" { guard day != nil || j > i else { return nil } }
        // "the night before last", "the evening before the last": that part of the day before
        // yesterday, as "last night" is yesterday's.
        let last = isWord(j + 2, "the") ? j + 3 : j + 2
        if day == nil, part != .lunch, isWord(j + 1, "before"), isBeforeLast(last) {
            return Found(value: .part(part, today.adding(days: -2), portion), end: last + 1)
        }
        // "movie night friday": the part is the title's, not the day's.
        if j == i, partOfDayNamesATitle(at: i) { return nil }
        return Found(value: .part(part, day, portion), end: j + 1)
    }
}

import Numbers
