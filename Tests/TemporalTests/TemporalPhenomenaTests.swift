import Foundation
import Testing
@testable import Temporal

/// Constructions of the temporal resolver tested over made-up variants (order, determiners,
/// spelling, number words, separators), not one sentence each: a rule that passes its example and
/// fails a variant is not done. Every sentence here is generated; none comes from a corpus.
///
/// Now is the fixture's Wednesday 2026-01-07 09:00 in New York unless a test says otherwise.
struct TemporalPhenomenaTests {
    // MARK: Reading the values

    /// The wall-clock minute of the day a time or date-time names, in the fixture's zone.
    static func minuteOfDay(_ entity: TemporalEntity) -> Int? {
        switch entity.value {
        case .clock(let c): return c.hour * 60 + c.minute
        case .instant(let d, _):
            let t = LocalDateTime(d, in: Fixture.zone)
            return t.secondOfDay / 60
        default: return nil
        }
    }

    /// The wall-clock date-time of a point.
    static func wall(_ entity: TemporalEntity) -> LocalDateTime? {
        if case .instant(let d, _) = entity.value { return LocalDateTime(d, in: Fixture.zone) }
        return nil
    }

    /// The first and last day of a range (its end is exclusive, so the last day is the one before).
    static func days(_ entity: TemporalEntity) -> (first: CivilDay, last: CivilDay)? {
        guard case .range(let s?, let e?, _) = entity.value else { return nil }
        let start = LocalDateTime(s, in: Fixture.zone)
        let end = LocalDateTime(e, in: Fixture.zone).adding(seconds: -1)
        return (start.day, end.day)
    }

    /// The one entity of `text`, which must span all of it but for a lead-in word.
    static func whole(_ text: String, now: Date = Fixture.now) -> TemporalEntity? {
        let found = Fixture.resolver(now: now).entities(in: text)
        guard found.count == 1 else { return nil }
        return found[0]
    }

    static func day(_ y: Int, _ m: Int, _ d: Int) -> CivilDay { CivilDay(year: y, month: m, day: d) }
    func day(_ y: Int, _ m: Int, _ d: Int) -> CivilDay { Self.day(y, m, d) }

    // MARK: Clock times

    /// "N (minutes) to / past T": minutes counted from a time, in digits or words, with or without
    /// "minutes", to or from noon, midnight, an hour with am/pm, or a time with minutes. Never a
    /// range ("15 to noon" was 15:00-12:00).
    @Test func minutesToAndPastATime() {
        let amounts: [(String, Int)] = [("10", 10), ("ten", 10), ("15", 15), ("fifteen", 15), ("20", 20), ("twenty", 20),
                                        ("5", 5), ("five", 5), ("a quarter", 15), ("quarter", 15), ("half", 30),
                                        ("three quarters", 45), ("3", 3), ("25", 25)]
        let units = ["", " minutes", " min", " mins"]
        let targets: [(String, Int)] = [("noon", 720), ("midnight", 0), ("6pm", 1080), ("6 pm", 1080), ("6 p.m.", 1080),
                                        ("10:10 pm", 1330), ("18:30", 1110), ("9am", 540)]
        let relations: [(String, Int)] = [("to", -1), ("till", -1), ("before", -1), ("past", 1), ("after", 1)]
        var count = 0
        for (amount, minutes) in amounts {
            let isWordAmount = Int(amount) == nil
            let fraction = ["a quarter", "quarter", "half", "three quarters"].contains(amount)
            for unit in units where !(fraction && !unit.isEmpty) {
                for (target, base) in targets {
                    for (relation, sign) in relations {
                        let named = !unit.isEmpty || fraction && amount != "half"
                        // Which wordings say minutes to a time (docs/TEMPORAL.md): "to" after bare
                        // digits needs noon, midnight or a time with minutes ("10 to 5" is a range);
                        // "before" and "till" need the minutes named; words need round minutes.
                        if sign < 0 && !named && !isWordAmount && !(target == "noon" && minutes >= 12 || target == "midnight" || target.contains(":")) { continue }
                        if relation != "to" && relation != "past" && !named { continue }
                        if amount == "half" && sign < 0 { continue }
                        if isWordAmount && !named && minutes % 5 != 0 && sign < 0 { continue }
                        let text = "\(amount)\(unit) \(relation) \(target)"
                        let expected = ((base + sign * minutes) % 1440 + 1440) % 1440
                        let entity = Self.whole(text)
                        #expect(entity.map { [.time, .datetime].contains($0.type) } == true, "\(text): \(String(describing: entity))")
                        #expect(entity.flatMap(Self.minuteOfDay) == expected, "\(text): \(String(describing: entity?.value))")
                        count += 1
                    }
                }
            }
        }
        #expect(count > 300)
        // Bare numbers on both sides stay what they were: no time. An hour before noon, or any
        // after "from", is the start of a range.
        #expect(Fixture.resolver().entities(in: "10 to 5").isEmpty)
        for text in ["9 to noon", "from 9 to noon", "from 10 to midnight", "between 8 and noon"] {
            let entity = Self.whole(text)
            #expect(entity.map { [.timerange, .datetimerange].contains($0.type) } == true, "\(text): \(String(describing: entity))")
        }
        #expect(Fixture.resolver().entities(in: "two to four people").isEmpty)
    }

    /// The small hours of a night are the next calendar day's, unless they are still ahead in
    /// the night it is now.
    @Test func theSmallHoursOfTonightAreStillAhead() {
        let late = Fixture.isoDate("2026-01-07T04:30:00-05:00")
        let evening = Fixture.isoDate("2026-01-07T21:00:00-05:00")
        let forms = ["tonight at {h}", "tonight around {h}", "at {h} tonight", "{h} tonight", "tonight @ {h}", "tonite at {h}"]
        let hours: [(String, Int)] = [("12", 0), ("1", 60), ("2", 120), ("3", 180), ("12:30", 30), ("2am", 120), ("1 am", 60)]
        for now in [late, evening] {
            for form in forms {
                for (h, minute) in hours {
                    let text = form.replacingOccurrences(of: "{h}", with: h)
                    let t = Self.whole(text, now: now).flatMap(Self.wall)
                    #expect(t == LocalDateTime(day: Self.day(2026, 1, 8), secondOfDay: minute * 60), "\(text) at \(now): \(String(describing: t))")
                }
            }
        }
        // Said at midnight, the night's 3 o'clock is still ahead today.
        let midnight = Fixture.isoDate("2026-01-07T00:00:00-05:00")
        for form in forms {
            let text = form.replacingOccurrences(of: "{h}", with: "3")
            #expect(Self.whole(text, now: midnight).flatMap(Self.wall) == LocalDateTime(day: Self.day(2026, 1, 7), hour: 3), "\(text)")
        }
    }

    /// Hedges before a time read it as "at" does: compact four digits too.
    @Test func aHedgeBeforeATimeReadsItAsAt() {
        let hedges = ["approximately", "approx", "around", "about", "roughly", "at approximately", "at around"]
        let times: [(String, Int)] = [("1030", 630), ("10:30", 630), ("10:30 am", 630), ("10:30am", 630), ("2215", 1335), ("3pm", 900)]
        for hedge in hedges {
            for (time, minute) in times {
                for lead in ["", "meet ", "call me "] {
                    let text = "\(lead)\(hedge) \(time)"
                    #expect(Fixture.resolver().entities(in: text).first.flatMap(Self.minuteOfDay) == minute, "\(text)")
                }
            }
        }
        // A hedge is no time by itself.
        #expect(Fixture.resolver().entities(in: "roughly speaking, it works").isEmpty)
    }

    // MARK: Parts of the day

    /// "last evening" is yesterday's, "next morning" tomorrow's, with any part and portion; after
    /// "the" it names no day ("the last evening of the trip").
    @Test func lastAndNextBeforeAPartOfTheDay() {
        let parts = ["morning", "afternoon", "evening", "night"]
        let portions = ["", "early ", "late "]
        for (mode, offset) in [("last", -1), ("next", 1)] {
            for part in parts {
                for portion in portions {
                    for lead in ["", "I called him ", "see you "] {
                        let text = "\(lead)\(portion)\(mode) \(part)"
                        let found = Fixture.resolver().entities(in: text)
                        #expect(found.count == 1, "\(text)")
                        #expect(found.first.flatMap(Self.days)?.first == Self.day(2026, 1, 7).adding(days: offset), "\(text): \(String(describing: found.first?.value))")
                    }
                    // With a time: that day at that hour of the part.
                    let text = "\(mode) \(part) at 7"
                    let t = Self.whole(text).flatMap(Self.wall)
                    let hour = part == "morning" ? 7 : 19
                    #expect(t == LocalDateTime(day: Self.day(2026, 1, 7 + offset), hour: hour), "\(text): \(String(describing: t))")
                }
            }
        }
        #expect(Fixture.resolver().entities(in: "the last evening of the trip").isEmpty)
    }

    // MARK: Numbers

    /// A count of nights in digits or words is that many days; "a night out" and "three night
    /// markets" are no length.
    @Test func nightsCountedInWords() {
        let counts: [(String, Int)] = [("2", 2), ("two", 2), ("three", 3), ("twenty one", 21), ("a couple of", 2), ("a few", 3), ("ten", 10)]
        for (count, n) in counts {
            for noun in ["nights", "night"] where !(noun == "night" && n != 1 && count.hasPrefix("a")) {
                for lead in ["for ", "stay ", "book a room for ", ""] {
                    let text = "\(lead)\(count) \(noun)"
                    let found = Fixture.resolver().entities(in: text)
                    #expect(found.first?.value == .duration(seconds: Double(n) * 86400), "\(text): \(found)")
                }
            }
        }
        for text in ["a night out", "three night markets", "one night stand-up comedy"] {
            #expect(Fixture.resolver().entities(in: text).allSatisfy { $0.type != .duration }, "\(text)")
        }
    }

    /// "Monday the twenty seventh": a day after a weekday in digits, an ordinal, or words of one
    /// or two parts.
    @Test func aWeekdayWithItsDayInWords() {
        let weekdays = ["monday", "Monday", "mon", "tuesday", "friday", "Sunday"]
        let daysWritten: [(String, Int)] = [("the twenty seventh", 27), ("the 27th", 27), ("the twenty-seventh", 27), ("the thirty first", 31),
                                            ("the twenty first", 21), ("the ninth", 9), ("the twentieth", 20), ("the 3rd", 3)]
        let numbers = ["monday": 1, "mon": 1, "tuesday": 2, "friday": 5, "sunday": 7]
        for weekday in weekdays {
            for (written, n) in daysWritten {
                for lead in ["", "on ", "see you "] {
                    let text = "\(lead)\(weekday) \(written)"
                    let found = Fixture.resolver().entities(in: text)
                    guard found.count == 1, case .instant(let d, _) = found[0].value else {
                        Issue.record("\(text): \(found)")
                        continue
                    }
                    let day = LocalDateTime(d, in: Fixture.zone).day
                    #expect(day.day == n && day.weekday == numbers[weekday.lowercased()], "\(text): \(day)")
                    #expect(found[0].text.hasSuffix(written.split(separator: " ").last.map(String.init) ?? ""), "\(text): \(found[0].text)")
                }
            }
        }
    }

    // MARK: Dates

    /// Day, month name and year with dashes or slashes, in any order, any spelling of the month.
    @Test func monthNamesBetweenSeparators() {
        let months = ["Sep", "sep", "Sept", "September", "SEP"]
        for month in months {
            for sep in ["-", "/"] {
                for form in ["23\(sep)\(month)\(sep)2020", "\(month)\(sep)23\(sep)2020", "2020\(sep)\(month)\(sep)23"] {
                    for lead in ["", "on ", "due "] {
                        let text = "\(lead)\(form)"
                        let found = Fixture.resolver().entities(in: text)
                        #expect(found.count == 1 && found[0].value == .instant(Self.day(2020, 9, 23).start(in: Fixture.zone), grain: .day), "\(text): \(found)")
                    }
                }
            }
        }
    }

    /// Years past 2099 (and before 1900) where a day and month, or a month name, make them years.
    @Test func yearsOutsideTheTwoCenturies() {
        let years = [2100, 2150, 2999, 2026, 1999, 1066]
        for year in years {
            for form in ["Jan 1 \(year)", "January 1, \(year)", "1 Jan \(year)", "the 1st of January \(year)", "jan 1st \(year)"] {
                let text = form
                let found = Fixture.resolver().entities(in: text)
                #expect(found.count == 1 && found.first?.value == .instant(Self.day(year, 1, 1).start(in: Fixture.zone), grain: .day), "\(text): \(found)")
            }
            let month = "June \(year)"
            #expect(Fixture.resolver().entities(in: month).first.flatMap(Self.days)?.first == Self.day(year, 6, 1), "\(month)")
        }
        // Digits that make a 24-hour clock after a date stay a clock below 1900, or before "hrs".
        #expect(Self.whole("18 Aug 1005").flatMap(Self.wall).map { $0.secondOfDay } == 10 * 3600 + 5 * 60)
        #expect(Self.whole("Jan 1 2100 hrs").flatMap(Self.wall).map { $0.secondOfDay } == 21 * 3600)
    }

    /// "2 / 15": a slash with a space on each side is a slash; a fraction stays a fraction.
    @Test func spacedSlashesBetweenMonthAndDay() {
        for (text, month, day, year) in [("2 / 15", 2, 15, 2026), ("12 / 25", 12, 25, 2026), ("2 / 15 / 2027", 2, 15, 2027), ("10 / 31 / 1974", 10, 31, 1974)] {
            for lead in ["", "on ", "due "] {
                let t = lead + text
                let found = Fixture.resolver().entities(in: t)
                #expect(found.count == 1 && found.first?.value == .instant(Self.day(year, month, day).start(in: Fixture.zone), grain: .day), "\(t): \(found)")
            }
        }
        for text in ["1 / 2 cup of flour", "scored 2 / 3 of the points", "2/3 of the cake", "add 1 / 4 teaspoon"] {
            #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
        }
    }

    /// Decades in digits with the "s" apart or not, and with a spelled century.
    @Test func decadesWrittenAnyWay() {
        let forms: [(String, Int)] = [("1990 s", 1990), ("1990s", 1990), ("1990's", 1990), ("the 1980 s", 1980),
                                      ("the nineteen nineties", 1990), ("the two thousand and tens", 2010), ("the two thousand tens", 2010),
                                      ("the twenty tens", 2010), ("the two thousands", 2000), ("the eighteen nineties", 1890)]
        for (form, year) in forms {
            for lead in ["", "in ", "music of "] {
                let text = lead + form
                let found = Fixture.resolver().entities(in: text)
                #expect(found.count == 1 && found.first.flatMap(Self.days).map { [$0.first, $0.last] } == [Self.day(year, 1, 1), Self.day(year + 9, 12, 31)], "\(text): \(found)")
            }
        }
        #expect(Fixture.resolver().entities(in: "wait 90 s").allSatisfy { $0.type == .duration })
    }

    /// Words that are also months or numbers are not dates: a spelled count before "may" or
    /// "march" (a verb), a day no month has.
    @Test func countsBeforeVerbsAndImpossibleDaysAreNoDates() {
        for count in ["one", "two", "some", "everyone", "no one"] {
            for verb in ["may", "march"] {
                for rest in ["argue", "say so", "be right", "on", "disagree with this"] {
                    let text = "\(count) \(verb) \(rest)"
                    #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
                }
            }
        }
        for month in ["June", "jan", "February", "dec"] {
            for day in [32, 35, 40, 99] {
                let text = "\(month) \(day)"
                #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
            }
        }
        // A date after a lead-in or with an ordinal still reads.
        #expect(Fixture.resolver().entities(in: "the first of may").count == 1)
        #expect(Fixture.resolver().entities(in: "5 may").count == 1)
    }

    // MARK: Composition

    /// A holiday, its year and "weekend" in any order: the long weekend of that year.
    @Test func holidayYearAndWeekendInAnyOrder() {
        let holidays: [(String, Int, CivilDay)] = [("halloween", 2021, day(2021, 10, 30)), ("memorial day", 2022, day(2022, 5, 28)),
                                                   ("thanksgiving", 2023, day(2023, 11, 23)), ("labor day", 2024, day(2024, 8, 31))]
        for (name, year, start) in holidays {
            for form in ["\(name) \(year) weekend", "\(name) weekend \(year)", "\(name) of \(year) weekend", "the weekend of \(name) \(year)",
                         "\(name) \(year) week-end", "\(name) week-end \(year)"] {
                for lead in ["", "over ", "during "] {
                    let text = lead + form
                    let found = Fixture.resolver().entities(in: text)
                    #expect(found.count == 1 && found.first.flatMap(Self.days)?.first == start, "\(text): \(found)")
                }
            }
        }
    }

    /// A time before a plural weekday is a schedule, as after it.
    @Test func aTimeBeforePluralWeekdaysIsASchedule() {
        let times: [(String, String)] = [("9am", "T09"), ("9 am", "T09"), ("at 9am", "T09"), ("10:30", "T10:30"), ("7 pm", "T19")]
        let days: [(String, Int)] = [("sundays", 7), ("Sundays", 7), ("mondays", 1), ("fridays", 5)]
        for (time, timex) in times {
            for (day, n) in days {
                for glue in [" on ", " "] {
                    let text = "\(time)\(glue)\(day)"
                    let found = Fixture.resolver().entities(in: text)
                    guard case .recurrence(let r)? = found.first?.value else {
                        Issue.record("\(text): \(found)")
                        continue
                    }
                    #expect(r.timex == "XXXX-WXX-\(n)\(timex)", "\(text): \(r.timex)")
                }
            }
        }
    }

    /// "rest of my week", "the month after the next": determiners where the phrase has one.
    @Test func determinersInsidePeriodPhrases() {
        for lead in ["rest of", "the rest of"] {
            for determiner in ["the", "my", "our", "your", "this"] {
                for (unit, end) in [("week", day(2026, 1, 11)), ("month", day(2026, 1, 31)), ("year", day(2026, 12, 31))] {
                    let text = "\(lead) \(determiner) \(unit)"
                    let found = Fixture.resolver().entities(in: text)
                    #expect(found.count == 1 && found.first.flatMap(Self.days)?.last == end, "\(text): \(found)")
                }
            }
        }
        // "rest of my day": from now to midnight.
        for lead in ["rest of", "the rest of", "for the rest of", "enjoy the rest of"] {
            for determiner in ["the", "my", "your", "our"] {
                let text = "\(lead) \(determiner) day"
                guard case .range(let s?, let e?, _)? = Fixture.resolver().entities(in: text).first?.value else {
                    Issue.record("\(text)")
                    continue
                }
                #expect(s == Fixture.now && LocalDateTime(e, in: Fixture.zone) == LocalDateTime(day: day(2026, 1, 8)), "\(text)")
            }
        }
        for (unit, first) in [("week", day(2026, 1, 19)), ("month", day(2026, 3, 1)), ("year", day(2028, 1, 1))] {
            for form in ["the \(unit) after next", "the \(unit) after the next", "\(unit) after next", "\(unit) after the next"] {
                #expect(Fixture.resolver().entities(in: form).first.flatMap(Self.days)?.first == first, "\(form)")
            }
        }
    }

    /// A day with a length after it ("from monday for 3 days") is that many days from it.
    @Test func aDayAndALengthAreARange() {
        let starts: [(String, CivilDay)] = [("monday", day(2026, 1, 12)), ("18th dec", day(2026, 12, 18)), ("tomorrow", day(2026, 1, 8)),
                                            ("jan 20", day(2026, 1, 20)), ("the 20th of january", day(2026, 1, 20))]
        let lengths: [(String, Int)] = [("3 days", 3), ("three days", 3), ("a week", 7), ("two weeks", 14), ("10 days", 10), ("2 nights", 2)]
        for lead in ["from ", "starting "] {
            for (start, first) in starts {
                for (length, n) in lengths {
                    let text = "\(lead)\(start) for \(length)"
                    let found = Fixture.resolver().entities(in: text)
                    let span = found.first.flatMap(Self.days)
                    #expect(found.count == 1 && span?.first == first && span?.last == first.adding(days: n - 1), "\(text): \(found)")
                }
            }
        }
    }

    /// A range of weekdays and the week that holds them, in either order, said on any day.
    @Test func weekdayRangesInsideANamedWeek() {
        let names = ["monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5]
        let pairs = [("monday", "wednesday"), ("wednesday", "friday"), ("tuesday", "thursday"), ("monday", "friday")]
        let weeks: [(String, Int)] = [("next week", 7), ("this week", 0), ("last week", -7)]
        for nowDay in 5...11 {
            let now = Fixture.isoDate("2026-01-\(String(format: "%02d", nowDay))T09:00:00-05:00")
            let today = Self.day(2026, 1, nowDay)
            let monday = today.startOfWeek(weekStart: 1)
            for (a, b) in pairs {
                for (week, shift) in weeks {
                    for form in ["between \(a) and \(b) \(week)", "from \(a) to \(b) \(week)", "\(a) to \(b) of \(week)",
                                 "\(week) from \(a) to \(b)", "\(week) between \(a) and \(b)", "\(week), from \(a) to \(b)"] {
                        let span = Self.whole(form, now: now).flatMap(Self.days)
                        let first = monday.adding(days: shift + names[a]! - 1)
                        let last = monday.adding(days: shift + names[b]! - 1)
                        #expect(span?.first == first && span?.last == last, "\(form) on 2026-01-\(nowDay): \(String(describing: span))")
                    }
                }
            }
        }
    }

    /// "this past monday" is the latest one before today, "this coming friday" the first after,
    /// said on any day of the week.
    @Test func thisPastAndThisComingWeekdays() {
        let names = ["monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6, "sunday": 7,
                     "mon": 1, "fri": 5, "Sunday": 7]
        for nowDay in 5...11 {
            let now = Fixture.isoDate("2026-01-\(String(format: "%02d", nowDay))T09:00:00-05:00")
            let today = Self.day(2026, 1, nowDay)
            for (name, weekday) in names {
                for lead in ["", "on ", "it happened "] {
                    let past = "\(lead)this past \(name)"
                    let back = (today.weekday - weekday + 7) % 7
                    #expect(Fixture.resolver(now: now).entities(in: past).first?.value
                            == .instant(today.adding(days: back == 0 ? -7 : -back).start(in: Fixture.zone), grain: .day), "\(past) on \(today)")
                    let coming = "\(lead)this coming \(name)"
                    let ahead = (weekday - today.weekday + 7) % 7
                    #expect(Fixture.resolver(now: now).entities(in: coming).first?.value
                            == .instant(today.adding(days: ahead == 0 ? 7 : ahead).start(in: Fixture.zone), grain: .day), "\(coming) on \(today)")
                }
            }
        }
    }

    /// A month before a year named relative to this one, with or without "of".
    @Test func aMonthOfARelativeYear() {
        let months = [("march", 3), ("June", 6), ("sept", 9), ("December", 12), ("may", 5)]
        for (month, m) in months {
            for (year, y) in [("next year", 2027), ("last year", 2025), ("this year", 2026)] {
                for glue in [" ", " of "] {
                    for lead in ["", "in ", "by "] where !(lead == "by ") {
                        let text = "\(lead)\(month)\(glue)\(year)"
                        let found = Fixture.resolver().entities(in: text)
                        #expect(found.count == 1 && found.first.flatMap(Self.days)?.first == Self.day(y, m, 1), "\(text): \(found)")
                    }
                }
            }
        }
    }

    /// Negated and inclusive comparisons bound a range on the right side.
    @Test func negatedAndInclusiveBounds() {
        let targets: [(String, Bool)] = [("3pm", false), ("friday", true), ("jan 20", true), ("noon tomorrow", false)]
        for (target, isDay) in targets {
            for start in ["no sooner than", "not sooner than", "not earlier than", "no earlier than"] {
                let text = "\(start) \(target)"
                guard case .range(let s, let e, _)? = Fixture.resolver().entities(in: text).first?.value else {
                    Issue.record("\(text)")
                    continue
                }
                #expect(s != nil && e == nil, "\(text)")
            }
            for end in ["up to and including", "until and including", "through and including", "not after"] {
                let text = "\(end) \(target)"
                guard case .range(let s, let e?, _)? = Fixture.resolver().entities(in: text).first?.value else {
                    Issue.record("\(text)")
                    continue
                }
                #expect(s == nil, "\(text)")
                // A day is covered: the range ends at the midnight after it.
                if isDay { #expect(LocalDateTime(e, in: Fixture.zone).secondOfDay == 0, "\(text)") }
            }
        }
    }

    /// Counts with scales in words before any unit: "a hundred and twenty days".
    @Test func countsWithScalesInWords() {
        let counts: [(String, Double)] = [("a hundred and twenty", 120), ("one hundred", 100), ("a hundred", 100), ("two hundred and five", 205),
                                          ("a thousand", 1000), ("twenty one", 21), ("forty-five", 45)]
        for (count, n) in counts {
            for (unit, seconds) in [("days", 86400.0), ("hours", 3600), ("minutes", 60), ("seconds", 1)] {
                for lead in ["for ", "it took ", ""] {
                    let text = "\(lead)\(count) \(unit)"
                    #expect(Fixture.resolver().entities(in: text).first?.value == .duration(seconds: n * seconds), "\(text)")
                }
            }
        }
    }

    /// A deictic word run into its unit, "mid" into a part of the day, and a doubled letter read
    /// as the words they stand for, in any case.
    @Test func fusedAndMisspelledWords() {
        for (fused, apart) in [("nextweek", "next week"), ("lastmonth", "last month"), ("thisyear", "this year"), ("nextweekend", "next weekend"),
                               ("midmorning", "mid morning"), ("midafternoon", "mid-afternoon"), ("untill friday", "until friday"),
                               ("Nextweek", "next week"), ("lastnight", "last night")] {
            for lead in ["", "see you ", "done "] {
                let a = Fixture.resolver().entities(in: lead + fused)
                let b = Fixture.resolver().entities(in: lead + apart)
                #expect(a.count == 1 && a.first?.value == b.first?.value, "\(lead + fused): \(a) vs \(b)")
                #expect(a.first?.text.lowercased().hasSuffix(fused.lowercased().split(separator: " ").last.map(String.init) ?? "") == true, "\(lead + fused)")
            }
        }
        #expect(Fixture.resolver().entities(in: "midnight").first.flatMap(Self.minuteOfDay) == 0)
    }

    /// The nth weekend of a month, a relative month or a year: Saturday and Sunday, counted by
    /// the Saturday.
    @Test func theNthWeekendOfAPeriod() {
        let ordinals: [(String, Int)] = [("first", 1), ("1st", 1), ("second", 2), ("2nd", 2), ("third", 3), ("last", -1)]
        let periods: [(String, CivilDay)] = [("june", day(2026, 6, 1)), ("october 2027", day(2027, 10, 1)), ("next month", day(2026, 2, 1)),
                                             ("March", day(2026, 3, 1))]
        for (ordinal, n) in ordinals {
            for (period, start) in periods {
                for weekend in ["weekend", "week-end"] {
                    for glue in ["of", "in"] {
                        for lead in ["the ", ""] where !(lead.isEmpty && ordinal == "last") {
                            let text = "\(lead)\(ordinal) \(weekend) \(glue) \(period)"
                            let end = start.adding(months: 1)
                            let firstSaturday = start.adding(days: (6 - start.weekday + 7) % 7)
                            let lastDay = end.adding(days: -1)
                            let lastSaturday = lastDay.adding(days: -((lastDay.weekday - 6 + 7) % 7))
                            let saturday = n > 0 ? firstSaturday.adding(days: 7 * (n - 1)) : lastSaturday
                            let span = Self.whole(text).flatMap(Self.days)
                            #expect(span?.first == saturday && span?.last == saturday.adding(days: 1), "\(text): \(String(describing: span))")
                        }
                    }
                }
            }
        }
    }

    /// A weekday counted from a day ("the 2nd monday after easter") or nearest it.
    @Test func aWeekdayCountedFromADay() {
        let anchors: [(String, CivilDay)] = [("christmas", day(2026, 12, 25)), ("easter", day(2026, 4, 5)), ("jan 10", day(2026, 1, 10)),
                                             ("tomorrow", day(2026, 1, 8)), ("july 4th 2027", day(2027, 7, 4))]
        let weekdays: [(String, Int)] = [("monday", 1), ("friday", 5), ("sunday", 7), ("wed", 3)]
        for (anchor, a) in anchors {
            for (name, weekday) in weekdays {
                let ahead = (weekday - a.weekday + 7) % 7
                let back = (a.weekday - weekday + 7) % 7
                for (ordinal, n) in [("first", 1), ("1st", 1), ("second", 2), ("2nd", 2), ("third", 3)] {
                    let after = "the \(ordinal) \(name) after \(anchor)"
                    #expect(Self.whole(after).map { $0.value } == .instant(a.adding(days: (ahead == 0 ? 7 : ahead) + 7 * (n - 1)).start(in: Fixture.zone), grain: .day), "\(after)")
                    let before = "the \(ordinal) \(name) before \(anchor)"
                    #expect(Self.whole(before).map { $0.value } == .instant(a.adding(days: -(back == 0 ? 7 : back) - 7 * (n - 1)).start(in: Fixture.zone), grain: .day), "\(before)")
                }
                for word in ["closest", "nearest"] {
                    let text = "the \(word) \(name) to \(anchor)"
                    let expected = ahead <= back ? a.adding(days: ahead) : a.adding(days: -back)
                    #expect(Self.whole(text).map { $0.value } == .instant(expected.start(in: Fixture.zone), grain: .day), "\(text)")
                }
            }
        }
    }

    /// Business days skip Saturdays and Sundays, counted from any day of the week.
    @Test func businessDaysSkipTheWeekend() {
        func step(_ from: CivilDay, _ n: Int, _ sign: Int) -> [CivilDay] {
            var d = from
            var days: [CivilDay] = []
            for _ in 0..<n {
                repeat { d = d.adding(days: sign) } while d.weekday >= 6
                days.append(d)
            }
            return days
        }
        for nowDay in 5...11 {
            let now = Fixture.isoDate("2026-01-\(String(format: "%02d", nowDay))T09:00:00-05:00")
            let today = Self.day(2026, 1, nowDay)
            for (count, n) in [("3", 3), ("three", 3), ("1", 1), ("ten", 10), ("a couple of", 2)] {
                for kind in ["working days", "business days", "work days", "workdays"] where !(n == 1 && kind.hasSuffix("s") && count == "1") {
                    let later = step(today, n, 1).last!
                    for form in ["in \(count) \(kind)", "\(count) \(kind) from now", "\(count) \(kind) later"] {
                        #expect(Self.whole(form, now: now)?.value == .instant(later.start(in: Fixture.zone), grain: .day), "\(form) on \(today)")
                    }
                    let earlier = step(today, n, -1).last!
                    #expect(Self.whole("\(count) \(kind) ago", now: now)?.value == .instant(earlier.start(in: Fixture.zone), grain: .day), "\(count) \(kind) ago")
                    let next = step(today, n, 1)
                    for form in ["the next \(count) \(kind)", "next \(count) \(kind)", "the coming \(count) \(kind)"] where !count.hasPrefix("a ") {
                        let span = Self.whole(form, now: now).flatMap(Self.days)
                        #expect(span?.first == next.first && span?.last == next.last, "\(form) on \(today): \(String(describing: span))")
                    }
                }
            }
        }
    }

    /// After a part of the day named alone, its end; before or until it, its start; a part
    /// naming a noun is no bound.
    @Test func boundsAtAPartOfTheDay() {
        let parts: [(String, Int, Int)] = [("lunch", 11, 13), ("lunchtime", 11, 13), ("the morning", 8, 12), ("the afternoon", 12, 16), ("the evening", 16, 20)]
        for (part, start, end) in parts {
            for lead in ["", "let's meet ", "call me "] {
                let after = "\(lead)after \(part)"
                guard case .range(let s?, nil, _)? = Fixture.resolver().entities(in: after).first?.value else {
                    Issue.record("\(after)")
                    continue
                }
                #expect(LocalDateTime(s, in: Fixture.zone).secondOfDay == end * 3600, "\(after)")
                for word in ["before", "until"] {
                    let text = "\(lead)\(word) \(part)"
                    guard case .range(nil, let e?, _)? = Fixture.resolver().entities(in: text).first?.value else {
                        Issue.record("\(text)")
                        continue
                    }
                    #expect(LocalDateTime(e, in: Fixture.zone).secondOfDay == start * 3600, "\(text)")
                }
            }
        }
        for text in ["after the morning meeting", "before lunch break ends", "after lunch plans"] {
            #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
        }
    }

    /// "earlier today": from midnight to now, where it stands in the sentence ("later today" is
    /// from now to midnight).
    @Test func earlierTodayIsMidnightToNow() {
        let midnight = Self.day(2026, 1, 7).start(in: Fixture.zone)
        for text in ["earlier today", "I called her earlier today", "earlier today I ran 5k", "did it Earlier today.", "log 30 minutes of focus on taxes earlier today"] {
            let found = Fixture.resolver().entities(in: text).filter { $0.type != .duration }
            #expect(found.count == 1 && found[0].value == .range(start: midnight, end: Fixture.now, grain: .minute), "\(text): \(found)")
        }
    }

    /// "at the moment", "at this moment", "at present": now.
    @Test func atTheMomentIsNow() {
        for form in ["at the moment", "at this moment", "at present", "at the present time", "at the present"] {
            for lead in ["", "busy ", "I'm free "] {
                let text = lead + form
                #expect(Fixture.resolver().entities(in: text).first?.value == .instant(Fixture.now, grain: .second), "\(text)")
            }
        }
    }

    /// A weekday that does not fit a month and day picks the next year it fits; one that fits
    /// neither leaves the date as read. A date gone in the last week (read as next year's) whose
    /// weekday fits this year's is this year's: "Monday, January 5" on Wednesday the 7th; one gone
    /// longer ago stays ahead ("Tuesday, 10 January" said in August is next year's).
    @Test func theWeekdayChoosesTheYear() {
        let dates: [(String, Int, Int)] = [("March 14", 3, 14), ("14 March", 3, 14), ("June 5", 6, 5), ("Oct 31", 10, 31), ("august 2nd", 8, 2)]
        let gone: [(String, Int, Int)] = [("January 5", 1, 5), ("jan 2nd", 1, 2), ("6 Jan", 1, 6), ("January the 3rd", 1, 3)]
        let names = [(1, "Monday"), (2, "tuesday"), (3, "Wed"), (4, "thursday"), (5, "Friday"), (6, "saturday"), (7, "sunday")]
        for (date, m, d) in dates {
            let thisYear = Self.day(2026, m, d)
            let nextYear = Self.day(2027, m, d)
            for (weekday, name) in names {
                for glue in [", ", " ", " the "] where !(glue == " the " && date.first!.isNumber) {
                    let text = "\(name)\(glue)\(date)"
                    let expected = thisYear.weekday == weekday ? thisYear : nextYear.weekday == weekday ? nextYear : thisYear
                    #expect(Self.whole(text)?.value == .instant(expected.start(in: Fixture.zone), grain: .day), "\(text)")
                }
            }
        }
        for (date, m, d) in gone {
            let (past, read, after) = (Self.day(2026, m, d), Self.day(2027, m, d), Self.day(2028, m, d))
            for (weekday, name) in names {
                for glue in [", ", " "] {
                    let text = "\(name)\(glue)\(date)"
                    let expected = read.weekday == weekday ? read : past.weekday == weekday ? past : after.weekday == weekday ? after : read
                    #expect(Self.whole(text)?.value == .instant(expected.start(in: Fixture.zone), grain: .day), "\(text)")
                }
            }
        }
        // Said on Monday 10 August 2026: 7 January 2026 was a Wednesday, months ago.
        let august = Fixture.isoDate("2026-08-10T09:00:00-04:00")
        for text in ["Wednesday, 7 January", "wed january 7", "Wednesday Jan 7th"] {
            #expect(Self.whole(text, now: august)?.value == .instant(Self.day(2027, 1, 7).start(in: Fixture.zone), grain: .day), "\(text)")
        }
    }

    /// A deadline after a named day ("friday by 5pm") ends at that time that day.
    @Test func aTimeAfterByOnADayIsItsDeadline() {
        let days: [(String, CivilDay)] = [("friday", day(2026, 1, 9)), ("tomorrow", day(2026, 1, 8)), ("jan 20", day(2026, 1, 20)), ("next monday", day(2026, 1, 12))]
        let times: [(String, Int)] = [("5pm", 17), ("noon", 12), ("9 am", 9), ("17:00", 17)]
        for (dayText, d) in days {
            for (time, hour) in times {
                for lead in ["", "due ", "finish it "] {
                    let text = "\(lead)\(dayText) by \(time)"
                    #expect(Fixture.resolver().entities(in: text).first?.value == .range(start: nil, end: LocalDateTime(day: d, hour: hour).date(in: Fixture.zone), grain: .hour)
                            || Fixture.resolver().entities(in: text).first?.value == .range(start: nil, end: LocalDateTime(day: d, hour: hour).date(in: Fixture.zone), grain: .minute), "\(text): \(Fixture.resolver().entities(in: text))")
                }
            }
        }
    }

    /// Notation: a full stop after a bare hour, a two-digit year after "of", year-month-day
    /// apart, vulgar fractions, a year after a range of days.
    @Test func smallNotations() {
        for hour in 1...11 {
            for lead in ["meet at", "see you at", "call me at"] {
                let text = "\(lead) \(hour)."
                #expect(Fixture.resolver().entities(in: text).first.flatMap(Self.minuteOfDay).map { $0 % 720 } == hour * 60 % 720, "\(text)")
            }
        }
        for (month, m) in [("March", 3), ("june", 6), ("Dec", 12)] {
            for (yy, year) in [("95", 1995), ("04", 2004), ("88", 1988)] {
                let text = "\(month) of \(yy)"
                #expect(Fixture.resolver().entities(in: text).first.flatMap(Self.days)?.first == Self.day(year, m, 1), "\(text)")
            }
        }
        for (text, y, m, d) in [("2022 03 14", 2022, 3, 14), ("1999 12 31", 1999, 12, 31), ("on 2030 01 02", 2030, 1, 2)] {
            #expect(Fixture.resolver().entities(in: text).first?.value == .instant(Self.day(y, m, d).start(in: Fixture.zone), grain: .day), "\(text)")
        }
        #expect(Fixture.resolver().entities(in: "2022 13 14").isEmpty)
        for (fraction, value) in [("½", 0.5), ("¼", 0.25), ("¾", 0.75)] {
            for whole in ["", "1", "2"] {
                for (unit, seconds) in [("hours", 3600.0), ("days", 86400)] {
                    let text = "for \(whole)\(fraction) \(unit)"
                    #expect(Fixture.resolver().entities(in: text).first?.value == .duration(seconds: ((Double(whole) ?? 0) + value) * seconds), "\(text)")
                }
            }
        }
        for (month, m) in [("december", 12), ("jan", 1), ("May", 5)] {
            for (sep, glue) in [(" to ", " "), ("-", ", "), (" - ", " "), (" through ", " ")] {
                let text = "\(month) 3\(sep)5\(glue)2028"
                let span = Self.whole(text).flatMap(Self.days)
                #expect(span?.first == Self.day(2028, m, 3) && span?.last == Self.day(2028, m, 5), "\(text): \(String(describing: span))")
            }
        }
    }

    /// "week 12 of next year": an ISO week of a year named relative to this one, with or without
    /// "of"/"in", its number in digits or words.
    @Test func aWeekNumberOfARelativeYear() {
        let numbers: [(String, Int)] = [("12", 12), ("twelve", 12), ("3", 3), ("three", 3), ("32", 32), ("thirty two", 32), ("thirty-two", 32), ("1", 1)]
        let years: [(String, Int)] = [("next year", 2027), ("last year", 2025), ("this year", 2026), ("the next year", 2027), ("the coming year", 2027)]
        for (written, n) in numbers {
            for (year, y) in years {
                for glue in [" of ", " ", " in "] {
                    for lead in ["", "in ", "during ", "plan it for "] {
                        let text = "\(lead)week \(written)\(glue)\(year)"
                        let first = CivilDay(year: y, month: 1, day: 4).startOfWeek(weekStart: 1).adding(days: 7 * (n - 1))
                        let found = Fixture.resolver().entities(in: text)
                        #expect(found.count == 1 && found.first.flatMap(Self.days)?.first == first, "\(text): \(found)")
                        #expect(found.first.flatMap(Self.days)?.last == first.adding(days: 6), "\(text)")
                    }
                }
            }
            // This year's with no year named.
            let first = CivilDay(year: 2026, month: 1, day: 4).startOfWeek(weekStart: 1).adding(days: 7 * (n - 1))
            #expect(Fixture.resolver().entities(in: "week \(written)").first.flatMap(Self.days)?.first == first, "week \(written)")
        }
        // A count of a unit after "week" is a length, not a week number.
        #expect(Fixture.resolver().entities(in: "one week two days").first?.type == .duration)
    }

    /// Tens and a unit joined by "and" ("twenty and four"), and scales with "and", in every slot
    /// that takes a count: a length, an offset from today, an offset back.
    @Test func compoundNumberWordsWithAnd() {
        let counts: [(String, Int)] = [("twenty and four", 24), ("thirty and one", 31), ("forty and five", 45), ("a hundred and twenty", 120),
                                       ("one hundred and five", 105), ("two hundred and twenty and two", 222), ("twenty four", 24), ("twenty-four", 24)]
        for (count, n) in counts {
            for (unit, seconds) in [("hours", 3600.0), ("minutes", 60), ("days", 86400)] {
                for lead in ["for ", "it took ", "lasting "] {
                    let text = "\(lead)\(count) \(unit)"
                    #expect(Fixture.resolver().entities(in: text).first?.value == .duration(seconds: Double(n) * seconds), "\(text)")
                }
            }
            for (form, sign) in [("in \(count) days", 1), ("\(count) days ago", -1), ("\(count) days from now", 1), ("\(count) days from today", 1)] {
                for lead in ["", "due ", "back "] {
                    let text = lead + form
                    guard case .instant(let d, _)? = Fixture.resolver().entities(in: text).first?.value else {
                        Issue.record("\(text)")
                        continue
                    }
                    #expect(LocalDateTime(d, in: Fixture.zone).day == Self.day(2026, 1, 7).adding(days: sign * n), "\(text)")
                }
            }
        }
        // "and" between two units, or a unit and tens, stays a list.
        #expect(Fixture.resolver().entities(in: "two and three days").first?.value != .duration(seconds: 5 * 86400))
    }

    /// "april in 2016", "march in 1 year", "june in two years": a month of a year named after
    /// "in", written or counted from this one.
    @Test func aMonthInAYear() {
        let months = [("april", 4), ("March", 3), ("sept", 9), ("December", 12), ("june", 6)]
        let years: [(String, Int)] = [("2016", 2016), ("2031", 2031), ("1 year", 2027), ("a year", 2027), ("two years", 2028), ("3 years", 2029),
                                      ("next year", 2027), ("last year", 2025)]
        for (month, m) in months {
            for (year, y) in years {
                for lead in ["", "in ", "sometime ", "we met "] {
                    let text = "\(lead)\(month) in \(year)"
                    let found = Fixture.resolver().entities(in: text)
                    guard found.count == 1, let days = Self.days(found[0]) else {
                        Issue.record("\(text): \(found)")
                        continue
                    }
                    #expect(days.first == Self.day(y, m, 1) && days.last == Self.day(y, m, 1).adding(months: 1).adding(days: -1), "\(text): \(days)")
                }
            }
        }
        // As both ends of a range.
        let range = Fixture.resolver().entities(in: "from april in 2016 to june in 2017").first.flatMap(Self.days)
        #expect(range?.first == Self.day(2016, 4, 1) && range?.last == Self.day(2017, 5, 31), "\(String(describing: range))")
        // A count of other units is no year.
        #expect(Fixture.resolver().entities(in: "april in 3 weeks").allSatisfy { Self.days($0)?.first != Self.day(2026, 4, 1) || $0.text == "april" })
    }

    /// A bare number after a label noun names the thing ("building 4 this afternoon"); a unit,
    /// am/pm or minutes after it still make a length or a time.
    @Test func aNumberAfterALabelNounIsNoTime() {
        let tails: [(String, String)] = [("this afternoon", "this afternoon"), ("tonight", "tonight"), ("tomorrow morning", "tomorrow morning"),
                                         ("in the evening", "evening"), ("tomorrow", "tomorrow")]
        for noun in ["building", "Room", "gate", "platform", "floor", "bldg"] {
            for number in ["4", "12", "3", "134"] {
                for (tail, span) in tails {
                    for lead in ["", "coffee on ", "meet at "] {
                        let text = "\(lead)\(noun) \(number) \(tail)"
                        let found = Fixture.resolver().entities(in: text)
                        #expect(found.count == 1 && found.first?.text == span, "\(text): \(found)")
                    }
                }
            }
            #expect(Fixture.resolver().entities(in: "\(noun) 4 at 5pm").first?.text == "5pm")
            #expect(Self.whole("\(noun) 4 5pm").map(Self.minuteOfDay) == 1020, "\(noun) 4 5pm")
        }
        #expect(Fixture.resolver().entities(in: "block 2 hours for focus").first?.value == .duration(seconds: 7200))
        // a range to a clock with am/pm is a time after one too: "block 2 to 4 pm tomorrow"
        for noun in ["block", "room", "gate"] {
            for range in ["2 to 4 pm", "2-4pm", "2 until 4pm", "2 till 4 p.m."] {
                let text = "\(noun) \(range) tomorrow"
                let found = Fixture.resolver().entities(in: text)
                #expect(found.count == 1 && found.first?.text == "\(range) tomorrow", "\(text): \(found)")
            }
            #expect(Fixture.resolver().entities(in: "\(noun) 2 to the left tomorrow").first?.text == "tomorrow")
        }
    }

    /// "8:23 AM · Jul 9": a dot or bar between the time and the date of one moment, in either order.
    @Test func aTimeAndADateAcrossADot() {
        let times: [(String, Int)] = [("8:23 AM", 503), ("10:05 pm", 1325), ("14:30", 870), ("9am", 540)]
        let dates: [(String, CivilDay)] = [("Jul 9", Self.day(2026, 7, 9)), ("Jul 9, 2016", Self.day(2016, 7, 9)), ("9 Jul 2016", Self.day(2016, 7, 9)),
                                           ("friday", Self.day(2026, 1, 9))]
        for (time, minute) in times {
            for (date, day) in dates {
                for dot in ["∙", "·", "•", "|"] {
                    for text in ["\(time) \(dot) \(date)", "\(date) \(dot) \(time)", "posted \(time) \(dot) \(date)"] {
                        let t = Self.whole(text).flatMap(Self.wall)
                        #expect(t == LocalDateTime(day: day, secondOfDay: minute * 60), "\(text): \(String(describing: t))")
                    }
                }
            }
        }
        #expect(Fixture.resolver().entities(in: "friday | saturday").count == 2)
    }

    // MARK: Properties

    /// No range the resolver gives ends before it starts, over generated sentences built to tempt
    /// it (ranges written backwards, minutes to a time, weekdays inside weeks, lengths after days).
    @Test func noRangeEndsBeforeItStarts() {
        var texts: [String] = []
        for a in ["monday", "wednesday", "friday", "sunday"] {
            for b in ["monday", "wednesday", "friday", "sunday"] {
                for week in ["next week", "this week", "last week"] {
                    texts += ["between \(a) and \(b) \(week)", "\(week) from \(a) to \(b)", "\(a) to \(b) of \(week)"]
                }
            }
        }
        for n in ["5", "ten", "15", "a quarter", "20 minutes"] {
            for t in ["noon", "midnight", "6pm", "10:10 pm", "9"] { texts += ["\(n) to \(t)", "from \(n) to \(t)", "between \(n) and \(t)"] }
        }
        for start in ["monday", "jan 20", "tomorrow", "5pm"] {
            for length in ["3 days", "two weeks", "an hour", "2 nights"] { texts += ["from \(start) for \(length)", "\(start) for \(length)"] }
        }
        let ends = ["friday", "monday", "jan 3", "dec 20", "5pm", "9am", "noon", "midnight", "next week", "2025", "last week",
                    "tomorrow", "yesterday", "june", "march 2024"]
        for a in ends {
            for b in ends where a != b {
                for form in ["from \(a) to \(b)", "between \(a) and \(b)", "\(a) - \(b)", "\(a) until \(b)"] { texts.append(form) }
            }
        }
        for text in texts {
            for now in [Fixture.now, Fixture.isoDate("2026-01-07T23:30:00-05:00"), Fixture.isoDate("2026-06-30T04:30:00-05:00")] {
                for entity in Fixture.resolver(now: now).entities(in: text) {
                    if case .range(let s?, let e?, _) = entity.value {
                        #expect(s < e, "\(text): \(entity.value)")
                    }
                }
            }
        }
    }

    /// A period's possessive names the period ("this week's calories", "next month's rent"):
    /// the same value as the period said plain, for every deictic, unit and noun after it.
    @Test func aPeriodsPossessiveNamesThePeriod() {
        for mode in ["this", "next", "last"] {
            for unit in ["week", "month", "year", "weekend", "quarter"] {
                for noun in ["calories", "plans", "rent", "schedule"] {
                    let plain = Fixture.resolver(now: Fixture.now).entities(in: "\(mode) \(unit)").first?.value
                    let said = "\(mode) \(unit)'s \(noun)"
                    let found = Fixture.resolver(now: Fixture.now).entities(in: said)
                    #expect(plain != nil && found.count == 1 && found.first?.value == plain && found.first?.text == "\(mode) \(unit)'s", "\(said): \(found)")
                }
            }
        }
    }

    /// After "by" on a day already named only a time joins it, as that day's deadline ("friday
    /// by 3" ends at 15:00 on friday); a day after "by" is a date of its own ("christmas by
    /// monday" is christmas, then by monday).
    @Test func byJoinsATimeNotADay() {
        for day in ["friday", "tomorrow", "jan 9", "next monday"] {
            for clock in ["3", "5pm", "noon", "10:30"] {
                let text = "\(day) by \(clock)"
                let found = Fixture.resolver(now: Fixture.now).entities(in: text)
                var ok = false
                if found.count == 1, case .range(nil, _?, _) = found[0].value { ok = true }
                #expect(ok, "\(text): \(found.map(\.value))")
            }
        }
        for first in ["christmas", "thanksgiving", "june 5", "new year's eve"] {
            for second in ["monday", "the 15th", "next week"] {
                let text = "\(first) by \(second)"
                let found = Fixture.resolver(now: Fixture.now).entities(in: text)
                #expect(found.count == 2 && found.first?.text == first, "\(text): \(found.map(\.text))")
            }
        }
    }
}

extension CivilDay {
    /// Midnight of this day in `zone`.
    func start(in zone: TimeZone) -> Date { LocalDateTime(day: self).date(in: zone) }
}
