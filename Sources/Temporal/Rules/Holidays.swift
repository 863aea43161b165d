enum HolidayTable {
    /// Names as word sequences, apostrophes removed ("mother's" is "mothers").
    static let names: [(words: [String], rule: HolidayRule)] = {
        let thanksgiving = HolidayRule.regional([("CA", .nth(2, weekday: 1, month: 10)), ("US", .nth(4, weekday: 4, month: 11))])
        let fathers = HolidayRule.regional([("AU", .nth(1, weekday: 7, month: 9)), ("NZ", .nth(1, weekday: 7, month: 9)), ("US", .nth(3, weekday: 7, month: 6))])
        let mothers = HolidayRule.regional([("GB", .easter(-21)), ("US", .nth(2, weekday: 7, month: 5))])
        // Administrative Professionals' Day moves by country.
        let admin = HolidayRule.regional([
            ("AU", .nth(1, weekday: 5, month: 5)), ("NZ", .nth(3, weekday: 3, month: 4)), ("ZA", .nth(1, weekday: 3, month: 9)),
            ("US", .adminDay),
        ])
        let labour = HolidayRule.regional([
            ("US", .nth(1, weekday: 1, month: 9)), ("CA", .nth(1, weekday: 1, month: 9)), ("NZ", .nth(4, weekday: 1, month: 10)),
            ("AU", .nth(1, weekday: 1, month: 10)), ("IE", .nth(1, weekday: 1, month: 5)),
            ("JM", .fixed(month: 5, day: 23)), ("TT", .fixed(month: 6, day: 19)), ("ZA", .fixed(month: 5, day: 1)),
            ("PH", .fixed(month: 5, day: 1)), ("IN", .fixed(month: 5, day: 1)),
            ("BZ", .fixed(month: 5, day: 1)), ("GB", .fixed(month: 5, day: 1)), ("US", .nth(1, weekday: 1, month: 9)),
        ])
        let table: [(String, HolidayRule)] = [
            ("new year", .fixed(month: 1, day: 1)), ("new years", .fixed(month: 1, day: 1)),
            ("new years day", .fixed(month: 1, day: 1)), ("new year day", .fixed(month: 1, day: 1)),
            ("new years eve", .fixed(month: 12, day: 31)), ("new year eve", .fixed(month: 12, day: 31)),
            ("christmas", .fixed(month: 12, day: 25)), ("christmas day", .fixed(month: 12, day: 25)),
            ("xmas", .fixed(month: 12, day: 25)), ("xmas day", .fixed(month: 12, day: 25)),
            ("christmas eve", .fixed(month: 12, day: 24)), ("xmas eve", .fixed(month: 12, day: 24)),
            ("boxing day", .fixed(month: 12, day: 26)), ("halloween", .fixed(month: 10, day: 31)),
            ("valentines", .fixed(month: 2, day: 14)), ("valentines day", .fixed(month: 2, day: 14)),
            ("valentine day", .fixed(month: 2, day: 14)), ("st patricks day", .fixed(month: 3, day: 17)),
            ("saint patricks day", .fixed(month: 3, day: 17)), ("st paddys day", .fixed(month: 3, day: 17)),
            ("st patrick day", .fixed(month: 3, day: 17)), ("st. patricks day", .fixed(month: 3, day: 17)),
            ("saint patrick", .fixed(month: 3, day: 17)), ("st patrick", .fixed(month: 3, day: 17)),
            ("saint patricks", .fixed(month: 3, day: 17)), ("st patricks", .fixed(month: 3, day: 17)),
            ("ides of march", .fixed(month: 3, day: 15)),
            ("independence day", .fixed(month: 7, day: 4)), ("fourth of july", .fixed(month: 7, day: 4)),
            ("4th of july", .fixed(month: 7, day: 4)), ("veterans day", .fixed(month: 11, day: 11)),
            ("groundhog day", .fixed(month: 2, day: 2)), ("groundhogs day", .fixed(month: 2, day: 2)),
            ("april fools", .fixed(month: 4, day: 1)), ("april fools day", .fixed(month: 4, day: 1)),
            ("earth day", .fixed(month: 4, day: 22)), ("tax day", .taxDay),
            ("may day", .fixed(month: 5, day: 1)), ("all saints day", .fixed(month: 11, day: 1)),
            ("world vegan day", .fixed(month: 11, day: 1)), ("siblings day", .fixed(month: 4, day: 10)),
            ("national siblings day", .fixed(month: 4, day: 10)), ("anzac day", .fixed(month: 4, day: 25)),
            ("lincolns birthday", .fixed(month: 2, day: 12)), ("flag day", .fixed(month: 6, day: 14)),
            ("juneteenth", .fixed(month: 6, day: 19)), ("cinco de mayo", .fixed(month: 5, day: 5)),
            ("thanksgiving", thanksgiving), ("thanksgiving day", thanksgiving),
            ("mothers day", mothers), ("mother day", mothers), ("mothering sunday", .easter(-21)),
            ("fathers day", fathers), ("father day", fathers),
            ("memorial day", .nth(-1, weekday: 1, month: 5)), ("labor day", labour), ("labour day", labour),
            ("mlk day", .nth(3, weekday: 1, month: 1)), ("martin luther king day", .nth(3, weekday: 1, month: 1)),
            ("martin luther king jr day", .nth(3, weekday: 1, month: 1)), ("martin luther kings day", .nth(3, weekday: 1, month: 1)),
            ("presidents day", .nth(3, weekday: 1, month: 2)), ("president day", .nth(3, weekday: 1, month: 2)),
            ("presidents’ day", .nth(3, weekday: 1, month: 2)), ("washingtons birthday", .nth(3, weekday: 1, month: 2)),
            ("columbus day", .nth(2, weekday: 1, month: 10)), ("black friday", .afterThanksgiving(1)),
            ("cyber monday", .afterThanksgiving(4)),
            ("administrative professionals day", admin), ("admin day", admin), ("secretaries day", admin),
            ("administrative assistants day", admin), ("admin professionals day", admin),
            ("administrative professional day", admin), ("admins day", admin),
            ("bosss day", .nearestWeekday(month: 10, day: 16)), ("boss day", .nearestWeekday(month: 10, day: 16)),
            ("bosses day", .nearestWeekday(month: 10, day: 16)), ("national boss day", .nearestWeekday(month: 10, day: 16)),
            ("easter", .easter(0)), ("easter sunday", .easter(0)), ("easter day", .easter(0)),
            ("easter monday", .easter(1)), ("good friday", .easter(-2)), ("holy saturday", .easter(-1)),
            ("palm sunday", .easter(-7)), ("maundy thursday", .easter(-3)), ("holy thursday", .easter(-3)),
            ("ash wednesday", .easter(-46)), ("shrove tuesday", .easter(-47)), ("mardi gras", .easter(-47)),
            ("pancake day", .easter(-47)), ("pancake tuesday", .easter(-47)),
            ("pentecost", .easter(49)), ("whit sunday", .easter(49)), ("whitsunday", .easter(49)), ("whitsun", .easter(49)),
            ("whit monday", .easter(50)), ("whitmonday", .easter(50)), ("pentecost monday", .easter(50)),
            ("ascension day", .easter(39)), ("ascension", .easter(39)), ("trinity sunday", .easter(56)),
            ("corpus christi", .easter(60)),
            ("civic holiday", .nth(1, weekday: 1, month: 8)), ("family day", .nth(3, weekday: 1, month: 2)),
            ("victoria day", .mondayBefore(month: 5, day: 25)), ("canada day", .fixed(month: 7, day: 1)),
            ("australia day", .fixed(month: 1, day: 26)), ("remembrance day", .fixed(month: 11, day: 11)),
            ("guy fawkes day", .fixed(month: 11, day: 5)), ("bonfire night", .fixed(month: 11, day: 5)),
            ("st georges day", .fixed(month: 4, day: 23)), ("st andrews day", .fixed(month: 11, day: 30)),
            ("patriots day", .nth(3, weekday: 1, month: 4)),
            // Canada's is the Monday before May 25 (Victoria Day), the US one Patriots' Day.
            ("national patriots day", .regional([("CA", .mondayBefore(month: 5, day: 25)), ("US", .nth(3, weekday: 1, month: 4))])),
            ("emancipation day", .regional([("TT", .fixed(month: 8, day: 1)), ("JM", .fixed(month: 8, day: 1)), ("US", .observed(month: 4, day: 16))])),
            ("august bank holiday", .regional([("IE", .nth(1, weekday: 1, month: 8)), ("GB", .nth(-1, weekday: 1, month: 8)), ("US", .nth(-1, weekday: 1, month: 8))])),
            ("summer bank holiday", .regional([("IE", .nth(1, weekday: 1, month: 8)), ("GB", .nth(-1, weekday: 1, month: 8))])), ("spring bank holiday", .nth(-1, weekday: 1, month: 5)),
            ("early may bank holiday", .nth(1, weekday: 1, month: 5)),
            ("easter mon", .easter(1)), ("white sunday", .easter(49)), ("branch sunday", .easter(-7)),
            ("lazarus saturday", .orthodoxEaster(-8)), ("lincoln birthday", .fixed(month: 2, day: 12)),
            ("veteran day", .fixed(month: 11, day: 11)), ("decoration day", .nth(-1, weekday: 1, month: 5)),
            ("loyalty day", .fixed(month: 5, day: 1)), ("george washington day", .nth(3, weekday: 1, month: 2)),
            ("national sibling day", .fixed(month: 4, day: 10)), ("bosss", .nearestWeekday(month: 10, day: 16)),
            ("mlk jr day", .nth(3, weekday: 1, month: 1)), ("mlk jr. day", .nth(3, weekday: 1, month: 1)),
            ("national grandparents day", .afterLaborDay(6)), ("grandparents day", .afterLaborDay(6)),
            // The long weekends before Memorial Day and Labor Day: Saturday to Monday, as a weekend
            // is read ("this weekend" is Saturday and Sunday).
            ("memorial day weekend", .span(.offset(.nth(-1, weekday: 1, month: 5), days: -2), days: 3)),
            ("memorial day week end", .span(.offset(.nth(-1, weekday: 1, month: 5), days: -2), days: 3)),
            ("labor day weekend", .span(.offset(.nth(1, weekday: 1, month: 9), days: -2), days: 3)),
            ("labor day week end", .span(.offset(.nth(1, weekday: 1, month: 9), days: -2), days: 3)),
            // Super Tuesday: the first Tuesday of March in presidential election years, as since
            // 2004 (2008 moved it to February 5; 1988-1996 had the second Tuesday).
            ("super tuesday", .presidentialElectionYears(.nth(1, weekday: 2, month: 3))),
            // Islamic holidays, by `IslamicCalendar` (names written with or without dashes).
            ("eid al fitr", .islamic(month: 10, day: 1)), ("eid ul fitr", .islamic(month: 10, day: 1)),
            ("id ul fitr", .islamic(month: 10, day: 1)),
            ("eid al adha", .islamic(month: 12, day: 10)), ("eid ul adha", .islamic(month: 12, day: 10)),
            ("id ul adha", .islamic(month: 12, day: 10)), ("bakr id", .islamic(month: 12, day: 10)),
            ("bakrid", .islamic(month: 12, day: 10)), ("feast of the sacrifice", .islamic(month: 12, day: 10)),
            ("sacrifice feast", .islamic(month: 12, day: 10)), ("kurban bayrami", .islamic(month: 12, day: 10)),
            ("ramadan", .islamicMonth(9)), ("ramzan", .islamicMonth(9)), ("ramzaan", .islamicMonth(9)),
            ("ramadhan", .islamicMonth(9)),
            ("islamic new year", .islamic(month: 1, day: 1)), ("hijri new year", .islamic(month: 1, day: 1)),
            ("arabic new year", .islamic(month: 1, day: 1)), ("amun jadid", .islamic(month: 1, day: 1)),
            ("ashura", .islamic(month: 1, day: 10)),
            ("mawlid", .islamic(month: 3, day: 12)), ("mawlid al nabawi", .islamic(month: 3, day: 12)),
            ("mawlid an nabi", .islamic(month: 3, day: 12)), ("milad un nabi", .islamic(month: 3, day: 12)),
            ("prophets birthday", .islamic(month: 3, day: 12)),
            ("isra and miraj", .islamic(month: 7, day: 27)), ("isra miraj", .islamic(month: 7, day: 27)),
            ("prophets ascension", .islamic(month: 7, day: 27)), ("lailat al miraj", .islamic(month: 7, day: 27)),
            ("laylat al qadr", .islamic(month: 9, day: 27)), ("laylat al kadr", .islamic(month: 9, day: 27)),
            ("lailat al qadr", .islamic(month: 9, day: 27)), ("night of power", .islamic(month: 9, day: 27)),
            ("night of decree", .islamic(month: 9, day: 27)), ("night of measures", .islamic(month: 9, day: 27)),
            ("jumuatul wida", .fridayBeforeIslamic(month: 10, day: 1)), ("jamat ul vida", .fridayBeforeIslamic(month: 10, day: 1)),
            ("hazarat alis birthday", .islamic(month: 7, day: 13)), ("hazrat alis birthday", .islamic(month: 7, day: 13)),
        ]
        // Seasons: names that are also common words ("spring cleaning", "fall asleep"), so each
        // is in `commonWordNames`.
        let seasons: [(String, HolidayRule)] = [
            ("spring", .season(.spring)), ("springtime", .season(.spring)), ("summer", .season(.summer)),
            ("summertime", .season(.summer)), ("autumn", .season(.autumn)), ("fall", .season(.autumn)),
            ("winter", .season(.winter)), ("wintertime", .season(.winter)),
        ]
        return (table + religious + indian + regional + seasons).map { (name, rule) in (words(name), rule) }
    }()

    /// Names that are also common words or people ("pongal" is also a dish, "saint patrick" the
    /// saint himself): alone they need a year, a qualifier or a lead-in word.
    static let commonWordNames: Set<[String]> = [
        ["lent"], ["pongal"], ["saint", "patrick"], ["st", "patrick"],
        ["spring"], ["springtime"], ["summer"], ["summertime"], ["autumn"], ["fall"], ["winter"], ["wintertime"],
    ]

    /// The words of a name, split on its UTF-8 bytes: split by Characters, the 385 names cost
    /// 1.6M instructions of every start (the lexicon needs their first words), by generic byte
    /// slices still 1.3M.
    private static func words(_ name: String) -> [String] {
        var name = name
        return name.withUTF8 { bytes in
            var words: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ") {
                if index > start { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            return words
        }
    }

    /// The first word of every name: what the lexicon marks (every start builds the lexicon;
    /// `byFirstWord`, a million instructions more, waits for a word that can start a name).
    static let firstWords: Set<String> = Set(names.map { $0.words[0] })

    /// Names by first word, longest first, so matching looks only at names that can match.
    static let byFirstWord: [String: [(words: [String], rule: HolidayRule)]] = {
        var index: [String: [(words: [String], rule: HolidayRule)]] = [:]
        for entry in names { index[entry.words[0], default: []].append(entry) }
        for key in index.keys { index[key]!.sort { $0.words.count > $1.words.count } }
        return index
    }()
}

extension TemporalParser {
    /// A holiday name, with "next"/"last"/"this" before it or a year after it:
    /// "christmas", "next mother's day", "thanksgiving 2014", "easter of 2020".
    func holiday(at i: Int) -> Found<Component>? {
        var j = i
        var shift = 0
        var qualified = false
        // "the weekend of thanksgiving"
        var weekendOf = false
        if isWord(j, "the"), isWord(j + 1, "weekend") { j += 1 }
        if isWord(j, "weekend"), isWord(j + 1, "of") { j += 2; weekendOf = true } else if j > i { return nil }
        if let mode = weekdayMode(at: j) {
            shift = mode == .next ? 1 : mode == .last ? -1 : 0
            qualified = true
            j += 1
        } else if isWord(j, "current"), !weekendOf {
            qualified = true
            j += 1
        }
        // "this season", "next season": the season today is in, or one either side of it.
        if qualified, !weekendOf, isWord(j, "season") {
            let current = Season.containing(today)
            let (season, year) = current.season.shifted(by: shift, year: current.year)
            let days = season.period(in: year)
            return Found(value: .period(days.start, days.end, .day), end: j + 1)
        }
        // Most words start no holiday name; only those that might are hashed.
        guard isWord(j, in: .holidayStart) || (j < count && (token(j)?.hasApostrophe == true)) else { return nil }
        guard let first = word(j).map(TemporalParser.withoutApostrophes), let candidates = HolidayTable.byFirstWord[first] else { return nil }
        for entry in candidates {
            guard let end = match(entry.words, at: j) else { continue }
            var e = end
            // "halloween weekend", "thanksgiving weekend 2023", "halloween week-end"; the year may
            // also come first ("halloween 2021 weekend", below).
            var weekend = weekendOf
            if !weekendOf, let after = weekendWord(at: e) { weekend = true; e = after }
            var year: Int?
            var y = e
            if isWord(y, in: ["of", "in"]) || isSymbol(y, ",") { y += 1 }
            if let found = self.year(at: y) { year = found.value; e = found.end }
            // "memorial day of last year", "tax day next year"
            else if let mode = weekdayMode(at: y), isWord(y + 1, "year") {
                year = today.year + (mode == .next ? 1 : mode == .last ? -1 : 0)
                e = y + 2
            }
            if year != nil, !weekend, let after = weekendWord(at: e) { weekend = true; e = after }
            // "lent" is also a verb ("I lent him 20"): alone it needs a year, a qualifier or a
            // lead-in word ("during lent").
            if entry.words.count <= 2, HolidayTable.commonWordNames.contains(entry.words), year == nil, !qualified,
               !has(i - 1, .dateLeadIn), !(isWord(i - 1, "the") && has(i - 2, .dateLeadIn)) {
                continue
            }
            let region = context.holidayRegion
            let day: CivilDay?
            if let year {
                day = entry.rule.day(in: year, region: region)
            } else if !qualified, let shifted = relativeOffset(at: e), let base = shifted.value.dayValue {
                // "thanksgiving 3 months ago", "super tuesday in seven years": the first one on or
                // after the day the offset names.
                day = (base.year...base.year + 8).lazy.compactMap { entry.rule.day(in: $0, region: region) }.first { $0 >= base }
                e = shifted.end
            } else {
                // The coming one (today counts); "last" is the previous one, "next" the coming one
                // (or the one after, when the coming one is today). A rule may skip years (Super
                // Tuesday comes every fourth), so the search goes on a few years; only the years
                // needed are computed, since the lunar calendars are not free.
                let rule = entry.rule
                let thisYear = rule.day(in: today.year, region: region)
                let isPast = thisYear.map { $0 < today } ?? true
                func nearest(_ years: [Int]) -> CivilDay? { years.lazy.compactMap { rule.day(in: $0, region: region) }.first }
                let coming = { isPast ? nearest(Array(today.year + 1...today.year + 8)) : thisYear }
                let previous = { isPast && thisYear != nil ? thisYear : nearest(Array((today.year - 8...today.year - 1).reversed())) }
                // A holiday of several days under way today ("this ramadan" in Ramadan, "this
                // winter" in January) is the current one; "next" and "last" count from it.
                let under = [today.year, today.year - 1].lazy.compactMap { year -> CivilDay? in
                    guard let days = rule.period(in: year, region: region), days.start <= today, today < days.end else { return nil }
                    return days.start
                }.first
                if let current = under {
                    switch shift {
                    case -1: day = nearest(Array((current.year - 8...current.year - 1).reversed()))
                    case 1: day = nearest(Array(current.year + 1...current.year + 8))
                    default: day = current
                    }
                } else {
                    switch shift {
                    case -1: day = previous()
                    case 1: day = coming()
                    default: day = isPast && (context.prefersFuture || qualified) ? coming() : thisYear
                    }
                }
            }
            guard let day else { return nil }
            // A holiday midweek makes no long weekend: the day itself is what is meant.
            if weekend, let days = TemporalParser.weekend(around: day) {
                return Found(value: .period(days.start, days.end, .day), end: e)
            }
            if let period = entry.rule.period(in: day.year, region: region) {
                return Found(value: .period(period.start, period.end, .day), end: e)
            }
            return Found(value: .day(day), end: e)
        }
        return nil
    }

    /// The end of "weekend" or "week-end" at `i`, nil when neither is there.
    func weekendWord(at i: Int) -> Int? {
        if isWord(i, "weekend") { return i + 1 }
        if isWord(i, "week"), isDash(i + 1), touching(i + 1), touching(i + 2), isWord(i + 2, "end") { return i + 3 }
        return nil
    }

    /// The words that may come before a holiday's name and change what it names.
    static let holidayLeadWords: Set<String> = ["weekend", "closest", "nearest"]

    /// "the closest xmas to today", "the second nearest easter to 2020": of a holiday's
    /// occurrences, the nth nearest to a day.
    func closestHoliday(at i: Int) -> Found<Component>? {
        var j = i
        var n = 1
        if let o = dayNumber(at: j), isOrdinal(j), o.value <= 5 { n = o.value; j = o.end }
        guard isWord(j, in: ["closest", "nearest"]), isWord(j + 1, in: .holidayStart) || token(j + 1)?.hasApostrophe == true,
              let first = word(j + 1).map(TemporalParser.withoutApostrophes), let candidates = HolidayTable.byFirstWord[first] else { return nil }
        for entry in candidates {
            guard let end = match(entry.words, at: j + 1), isWord(end, "to") else { continue }
            // A year written alone ("to 2020") is all its days: the one in it is the nearest, then
            // the nearer of those either side of it.
            var first: CivilDay, last: CivilDay, anchorEnd: Int
            if let anchor = anchorDay(at: end + 1) {
                (first, last, anchorEnd) = (anchor.value, anchor.value, anchor.end)
            } else if kind(end + 1) == .number, digitCount(end + 1) == 4, let y = year(at: end + 1) {
                (first, last, anchorEnd) = (CivilDay(year: y.value, month: 1, day: 1), CivilDay(year: y.value, month: 12, day: 31), y.end)
            } else {
                return nil
            }
            let region = context.holidayRegion
            let days = (first.year - 4...first.year + 4).compactMap { entry.rule.day(in: $0, region: region) }
            func distance(_ d: CivilDay) -> Int { d < first ? first.ordinal - d.ordinal : d > last ? d.ordinal - last.ordinal : 0 }
            let ranked = days.sorted { (distance($0), $0.ordinal) < (distance($1), $1.ordinal) }
            guard n <= ranked.count else { return nil }
            return Found(value: .day(ranked[n - 1]), end: anchorEnd)
        }
        return nil
    }

    /// The long weekend a holiday makes, end exclusive: from a Thursday or Friday holiday to
    /// Sunday, Saturday to a Monday holiday, or the Saturday and Sunday it falls on. A Tuesday or
    /// Wednesday holiday makes none.
    static func weekend(around day: CivilDay) -> (start: CivilDay, end: CivilDay)? {
        switch day.weekday {
        case 1: return (day.adding(days: -2), day.adding(days: 1))
        case 4, 5: return (day, day.adding(days: 8 - day.weekday))
        case 6: return (day, day.adding(days: 2))
        case 7: return (day.adding(days: -1), day.adding(days: 1))
        default: return nil
        }
    }

    /// The token index after `words` match from `i` (apostrophe tokens skipped), or nil.
    private func match(_ words: [String], at i: Int) -> Int? {
        var j = i
        for w in words {
            // Apostrophes, "st." and inner dashes ("eid al-fitr") are not words of the name.
            while isSymbol(j, "'") || isSymbol(j, "\u{2019}") || (isSymbol(j, ".") && !spaced(j))
                || (j > i && isDash(j) && touching(j) && touching(j + 1)) { j += 1 }
            guard let t = word(j), TemporalParser.withoutApostrophes(t) == w || TemporalParser.withoutApostrophes(t) + "." == w else {
                // "st. patrick's day"
                if w.hasSuffix("."), let t = word(j), t + "." == w, isSymbol(j + 1, ".") { j += 2; continue }
                return nil
            }
            j += 1
        }
        while isSymbol(j, "'") && touching(j) { j += 1 }
        return j
    }

    static func withoutApostrophes(_ word: String) -> String {
        // A byte scan: `String.contains` with Foundation loaded goes through NSString.
        guard word.utf8.contains(39) else { return word }
        return String(String.UnicodeScalarView(word.unicodeScalars.filter { $0 != "'" }))
    }
}

import Foundation
