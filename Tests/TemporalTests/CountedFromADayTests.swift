import Foundation
import Testing
@testable import Temporal

/// Days counted from another: "the coming weekend", "the last friday before christmas", "2
/// business days after friday".
///
/// Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct CountedFromADayTests {
    /// "the coming weekend", "this coming weekend", "the upcoming weekend": the next one to
    /// come, this week's until it has begun; "next weekend" stays next week's.
    @Test func theComingWeekendIsTheNextToCome() {
        // Said on each day of a week, Monday 2026-01-05 to Sunday 2026-01-11.
        for offset in 0..<7 {
            let day = CivilDay(year: 2026, month: 1, day: 5 + offset)
            let now = LocalDateTime(day: day, hour: 10).date(in: Fixture.zone)
            let saturday = offset < 5 ? CivilDay(year: 2026, month: 1, day: 10) : CivilDay(year: 2026, month: 1, day: 17)
            for text in ["the coming weekend", "this coming weekend", "the upcoming weekend", "coming weekend", "see you this coming week-end"] {
                let found = Fixture.resolver(now: now).entities(in: text).compactMap(TemporalPhenomenaTests.days)
                #expect(found.count == 1 && found.first?.first == saturday && found.first?.last == saturday.adding(days: 1), "\(text) on \(day): \(found)")
            }
            let next = Fixture.resolver(now: now).entities(in: "next weekend").compactMap(TemporalPhenomenaTests.days)
            #expect(next.first?.first == CivilDay(year: 2026, month: 1, day: 17), "next weekend on \(day)")
        }
    }

    /// "the last friday before christmas", "the final monday before easter": the one just before
    /// the day, as "the first ... before" is; "the last friday" alone stays last week's.
    @Test func theLastWeekdayBeforeADay() {
        let anchors: [(String, CivilDay)] = [("christmas", CivilDay(year: 2026, month: 12, day: 25)), ("easter", CivilDay(year: 2026, month: 4, day: 5)),
                                             ("june 10", CivilDay(year: 2026, month: 6, day: 10)), ("new year's day", CivilDay(year: 2027, month: 1, day: 1))]
        for (anchor, day) in anchors {
            for (weekdayText, weekday) in [("friday", 5), ("Monday", 1), ("sunday", 7), ("wed", 3)] {
                let back = (day.weekday - weekday + 7) % 7
                let expected = day.adding(days: -(back == 0 ? 7 : back))
                for form in ["the last", "the final", "last", "The Last"] {
                    let text = "\(form) \(weekdayText) before \(anchor)"
                    let found = Fixture.resolver().entities(in: text)
                    #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0])?.day == expected, "\(text): \(found)")
                    let first = Fixture.resolver().entities(in: "the first \(weekdayText) before \(anchor)")
                    #expect(first.first?.value == found.first?.value, "\(text) vs the first")
                }
            }
        }
        #expect(TemporalPhenomenaTests.whole("the last friday").flatMap(TemporalPhenomenaTests.wall)?.day == CivilDay(year: 2026, month: 1, day: 2))
    }

    /// "2 business days after friday", "five working days from tomorrow", "3 workdays before
    /// christmas": weekdays counted from that day (not one of them), weekends skipped.
    @Test func businessDaysFromADay() {
        func count(_ n: Int, from day: CivilDay, forward: Bool) -> CivilDay {
            var d = day
            for _ in 0..<n { repeat { d = d.adding(days: forward ? 1 : -1) } while d.weekday >= 6 }
            return d
        }
        let anchors: [(String, CivilDay)] = [("friday", CivilDay(year: 2026, month: 1, day: 9)), ("tomorrow", CivilDay(year: 2026, month: 1, day: 8)),
                                             ("christmas", CivilDay(year: 2026, month: 12, day: 25)), ("jan 20", CivilDay(year: 2026, month: 1, day: 20)),
                                             ("next monday", CivilDay(year: 2026, month: 1, day: 12))]
        var total = 0
        for (n, spoken) in [(1, "one"), (2, "2"), (3, "three"), (5, "5"), (10, "ten")] {
            for unit in ["business days", "working days", "workdays", "business day", "work days"] {
                for (relation, forward) in [("after", true), ("from", true), ("before", false)] {
                    for (anchor, day) in anchors {
                        let text = "\(spoken) \(unit) \(relation) \(anchor)"
                        let found = Fixture.resolver().entities(in: text)
                        #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0])?.day == count(n, from: day, forward: forward), "\(text): \(found)")
                        total += 1
                    }
                }
            }
        }
        #expect(total == 5 * 5 * 3 * 5)
    }
}

/// A day named after "end of day" or "eod" ("eod friday", "end of the day on june 5"), "the
/// day before/after" a day, and "the monday after christmas" (the first one).
struct DayAfterAnchorWordsTests {
    static let days: [(String, CivilDay)] = [("friday", CivilDay(year: 2026, month: 1, day: 9)), ("tomorrow", CivilDay(year: 2026, month: 1, day: 8)),
                                             ("june 5", CivilDay(year: 2026, month: 6, day: 5)), ("next monday", CivilDay(year: 2026, month: 1, day: 12)),
                                             ("christmas", CivilDay(year: 2026, month: 12, day: 25)), ("Jan 20th", CivilDay(year: 2026, month: 1, day: 20))]

    @Test func endOfDayOnANamedDay() {
        var count = 0
        for (dayText, day) in Self.days where dayText != "christmas" {
            for form in ["eod", "EOD", "end of day", "end of the day", "the end of the day"] {
                for joiner in [" ", " on "] {
                    for lead in ["", "by "] {
                        let text = "\(lead)\(form)\(joiner)\(dayText)"
                        let found = Fixture.resolver().entities(in: text)
                        let expected = LocalDateTime(day: day, secondOfDay: 86399)
                        let value: LocalDateTime? = deadline(found)
                        #expect(value == expected, "\(text): \(found)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 5 * 5 * 2 * 2)
        // Alone it is today's.
        #expect(TemporalPhenomenaTests.whole("eod").flatMap(TemporalPhenomenaTests.wall) == LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 7), secondOfDay: 86399))
    }

    @Test func theDayBeforeOrAfterADay() {
        for (dayText, day) in Self.days where dayText != "tomorrow" {
            for (relation, shift) in [("after", 1), ("before", -1)] {
                for lead in ["", "on ", "see you "] {
                    let text = "\(lead)the day \(relation) \(dayText)"
                    let found = Fixture.resolver().entities(in: text)
                    #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0])?.day == day.adding(days: shift), "\(text): \(found)")
                }
            }
        }
        #expect(Fixture.resolver().entities(in: "day after day").isEmpty)
    }

    @Test func theWeekdayAfterOrBeforeADay() {
        for (dayText, day) in Self.days where dayText != "tomorrow" && dayText != "friday" && dayText != "next monday" {
            for (weekdayText, weekday) in [("monday", 1), ("Friday", 5), ("sunday", 7)] {
                for (relation, forward) in [("after", true), ("before", false)] {
                    let text = "the \(weekdayText) \(relation) \(dayText)"
                    let step = forward ? (weekday - day.weekday + 7) % 7 : -((day.weekday - weekday + 7) % 7)
                    let expected = day.adding(days: step == 0 ? (forward ? 7 : -7) : step)
                    let found = Fixture.resolver().entities(in: text)
                    #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0])?.day == expected, "\(text): \(found)")
                }
            }
        }
        // "after next" keeps its meaning.
        #expect(TemporalPhenomenaTests.whole("the wednesday after next").flatMap(TemporalPhenomenaTests.wall)?.day == CivilDay(year: 2026, month: 1, day: 21))
    }
}

/// "this time tomorrow", "the same time next week", "same time on friday": the clock of now, to
/// the minute, on the day named.
struct SameTimeOnADayTests {
    @Test func nowsClockOnAnotherDay() {
        let today = CivilDay(year: 2026, month: 1, day: 7)
        let now = LocalDateTime(day: today, hour: 14, minute: 37, second: 20).date(in: Fixture.zone)
        let days: [(String, CivilDay)] = [("tomorrow", today.adding(days: 1)), ("yesterday", today.adding(days: -1)), ("next week", today.adding(days: 7)),
                                          ("last week", today.adding(days: -7)), ("next month", today.adding(months: 1)), ("next year", today.adding(years: 1)),
                                          ("friday", CivilDay(year: 2026, month: 1, day: 9)), ("on friday", CivilDay(year: 2026, month: 1, day: 9)),
                                          ("june 5", CivilDay(year: 2026, month: 6, day: 5))]
        var count = 0
        for (dayText, day) in days {
            for form in ["this time", "the same time", "same time", "at the same time", "This Time"] {
                for lead in ["", "call me "] {
                    let text = "\(lead)\(form) \(dayText)"
                    let found = Fixture.resolver(now: now).entities(in: text)
                    #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0]) == LocalDateTime(day: day, hour: 14, minute: 37), "\(text): \(found)")
                    count += 1
                }
            }
        }
        #expect(count == 9 * 5 * 2)
        // Alone, or before no day, it is no time.
        for text in ["this time", "at the same time", "same time as before", "this time it works"] {
            #expect(Fixture.resolver(now: now).entities(in: text).isEmpty, "\(text)")
        }
    }
}

/// "COB", "by cob friday", "close of business tomorrow", "end of business on june 5": 17:00 on
/// the day named, else the next 17:00; "corn on the cob" is none.
struct CloseOfBusinessTests {
    @Test func closeOfBusinessIsFiveOnTheDayNamed() {
        let days: [(String, CivilDay?)] = [("", nil), (" friday", CivilDay(year: 2026, month: 1, day: 9)), (" tomorrow", CivilDay(year: 2026, month: 1, day: 8)),
                                           (" on june 5", CivilDay(year: 2026, month: 6, day: 5)), (" next monday", CivilDay(year: 2026, month: 1, day: 12))]
        var count = 0
        for (hour, today) in [(9, CivilDay(year: 2026, month: 1, day: 7)), (18, CivilDay(year: 2026, month: 1, day: 8))] {
            let now = LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 7), hour: hour).date(in: Fixture.zone)
            for form in ["COB", "cob", "close of business", "Close Of Business", "end of business", "the close of business", "EOB"] {
                for (dayText, day) in days {
                    for lead in ["by ", "before ", "due "] {
                        if lead == "due ", form == "cob", dayText.isEmpty { continue }
                        let text = "\(lead)\(form)\(dayText)"
                        let found = Fixture.resolver(now: now).entities(in: text)
                        let value: LocalDateTime? = deadline(found)
                        #expect(value == LocalDateTime(day: day ?? today, hour: 17), "\(text) at \(hour): \(found)")
                        count += 1
                    }
                }
            }
        }
        #expect(count > 180)
        for text in ["corn on the cob", "cob salad", "a cob of corn", "close the door"] {
            #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
        }
    }
}

/// The one entity's moment: an instant, or the end of a range open at its start ("by friday").
private func deadline(_ found: [TemporalEntity]) -> LocalDateTime? {
    guard found.count == 1 else { return nil }
    switch found[0].value {
    case .instant(let d, _): return LocalDateTime(d, in: Fixture.zone)
    case .range(nil, let e?, _): return LocalDateTime(e, in: Fixture.zone)
    default: return nil
    }
}
