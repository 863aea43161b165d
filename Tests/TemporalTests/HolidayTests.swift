import Foundation
import Testing
@testable import Temporal

@Test(arguments: [
    ("christmas", "2026-12-25"), ("new year's eve", "2026-12-31"), ("thanksgiving", "2026-11-26"),
    ("easter", "2026-04-05"), ("memorial day", "2026-05-25"), ("labor day", "2026-09-07"),
    ("mother's day", "2026-05-10"), ("father's day", "2026-06-21"), ("halloween", "2026-10-31"),
    ("valentine's day", "2026-02-14"), ("new year", "2027-01-01"), ("thanksgiving 2014", "2014-11-27"),
    ("last christmas", "2025-12-25"), ("good friday", "2026-04-03"),
    ("saint patrick 2020", "2020-03-17"), ("the ides of march", "2026-03-15"),
    // Shifted by an offset: the first one on or after the day the offset names.
    ("thanksgiving 3 months ago", "2025-11-27"), ("christmas in 2 weeks", "2026-12-25"),
    // Of its occurrences, the nth nearest to a day.
    ("the closest christmas to today", "2025-12-25"), ("the second closest christmas to today", "2026-12-25"),
    // A long weekend: Thursday or Friday to Sunday, Saturday to a Monday, or the weekend it falls on.
    ("halloween weekend 2021", "{start: 2021-10-30, end: 2021-11-01}"),
    ("the weekend of thanksgiving 2023", "{start: 2023-11-23, end: 2023-11-27}"),
])
func holidays(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test func thanksgivingFollowsTheRegion() throws {
    var context = TemporalContext(now: Fixture.now, timeZone: Fixture.zone)
    context.holidayRegion = "CA"
    let entity = try #require(TemporalResolver(context: context).entities(in: "thanksgiving").first)
    #expect(entity.record(in: Fixture.zone).value == .text("2026-10-12"))
}

@Test func easterMatchesKnownDates() {
    #expect(HolidayRule.easterSunday(2024) == CivilDay(year: 2024, month: 3, day: 31))
    #expect(HolidayRule.easterSunday(2025) == CivilDay(year: 2025, month: 4, day: 20))
    #expect(HolidayRule.easterSunday(2038) == CivilDay(year: 2038, month: 4, day: 25))
}

/// Islamic holidays follow the Umm al-Qura calendar from 1420 AH (1999): Eid al-Adha 2018 fell on
/// 21 August, the Islamic New Year 1440 on 11 September 2018, Mawlid 1439 on 30 November 2017.
@Test(arguments: [
    ("eid al-fitr 2018", "2018-06-15"), ("eid al-adha 2018", "2018-08-21"), ("islamic new year 2018", "2018-09-11"),
    ("mawlid 2017", "2017-11-30"), ("ramadan 2018", "{start: 2018-05-16, end: 2018-06-15}"),
])
func islamicHolidaysFollowUmmAlQura(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

/// Before 1420 AH the tabular calendar is used: its epoch is 1 Muharram 1 AH = 19 July 622
/// (proleptic Gregorian), and it puts Eid al-Adha 1385 on 1 April 1966.
@Test func islamicHolidaysBefore1999FollowTheNewMoon() {
    #expect(IslamicCalendar.tabularDay(year: 1, month: 1, day: 1) == CivilDay(year: 622, month: 7, day: 19))
    #expect(Fixture.value("eid al-adha 1966") == "1966-04-01")
    // Before 1420 every month starts the day after a new moon, so it has 29 or 30 days and stays
    // within two days of the arithmetical calendar.
    for year in 1380..<1420 {
        for month in 1...12 {
            let start = IslamicCalendar.civilDay(year: year, month: month, day: 1)
            let next = month == 12 ? IslamicCalendar.civilDay(year: year + 1, month: 1, day: 1) : IslamicCalendar.civilDay(year: year, month: month + 1, day: 1)
            #expect((29...30).contains(next.ordinal - start.ordinal), "\(year)/\(month)")
            #expect(abs(start.ordinal - IslamicCalendar.tabularDay(year: year, month: month, day: 1).ordinal) <= 2, "\(year)/\(month)")
        }
    }
    // Ramadan is a range: from 1 Ramadan up to Eid al-Fitr.
    #expect(Fixture.value("ramadan") == "{start: 2026-02-18, end: 2026-03-20}")
    #expect(Fixture.one("ramadan")?.type == .daterange)
    // A name inside ordinary words is not read ("eid" alone is not a holiday).
    #expect(Fixture.resolver().entities(in: "said eid").isEmpty)
}

/// The Hebrew calendar is computed exactly: Rosh Hashanah 5779 was 10 September 2018 and
/// Passover 5778 began on 31 March 2018 (leap and common years, long and short months).
@Test func hebrewCalendarMatchesKnownDates() {
    #expect(HebrewCalendar.civilDay(year: 5779, month: HebrewCalendar.tishri, day: 1) == CivilDay(year: 2018, month: 9, day: 10))
    #expect(HebrewCalendar.civilDay(year: 5778, month: HebrewCalendar.nisan, day: 15) == CivilDay(year: 2018, month: 3, day: 31))
    #expect(HebrewCalendar.civilDay(year: 5784, month: HebrewCalendar.kislev, day: 25) == CivilDay(year: 2023, month: 12, day: 8))
    // 5784 is a leap year: Purim is in Adar II (24 March 2024).
    #expect(HebrewCalendar.civilDay(year: 5784, month: HebrewCalendar.adarII, day: 14) == CivilDay(year: 2024, month: 3, day: 24))
}

/// Jewish holidays begin at sundown: a holiday is given from its eve.
@Test(arguments: [
    ("rosh hashanah 2018", "{start: 2018-09-09, end: 2018-09-12}"), ("passover 2018", "{start: 2018-03-30, end: 2018-04-08}"),
    ("hanukkah 2018", "{start: 2018-12-02, end: 2018-12-10}"), ("yom kippur 2018", "2018-09-18"),
    ("shavuot 2018", "{start: 2018-05-19, end: 2018-05-22}"), ("yom hashoah 2018", "2018-04-11"),
])
func jewishHolidays(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test(arguments: [
    ("orthodox easter 2018", "2018-04-08"), ("orthodox easter 2024", "2024-05-05"), ("clean monday 2018", "2018-02-19"),
    ("lazarus saturday 2018", "2018-03-31"), ("lent 2018", "{start: 2018-02-14, end: 2018-04-01}"),
    ("great lent 2018", "{start: 2018-02-19, end: 2018-03-31}"),
    ("tax day 2011", "2011-04-18"), ("tax day 2012", "2012-04-17"), ("tax day 2019", "2019-04-15"),
    ("emancipation day 2017", "2017-04-17"), ("parsi new year 2018", "2018-08-17"), ("parsi new year 2022", "2022-08-16"),
    ("ems week 2018", "{start: 2018-05-20, end: 2018-05-27}"), ("daylight saving start 2017", "2017-03-12"),
])
func ruleBasedHolidays(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

/// Holidays that differ by country follow the region.
@Test(arguments: [
    ("AU", "admin day 2013", "2013-05-03"), ("NZ", "admin day 2013", "2013-04-17"), ("ZA", "admin day 2013", "2013-09-04"),
    ("US", "admin day 2013", "2013-04-24"), ("CA", "national patriots' day 2018", "2018-05-21"),
    ("GB", "august bank holiday 2018", "2018-08-27"), ("IE", "august bank holiday 2018", "2018-08-06"),
    ("CA", "discovery day 2018", "2018-06-25"), ("AU", "ekka day 2018", "2018-08-15"),
    ("AU", "naidoc week 2018", "{start: 2018-07-08, end: 2018-07-16}"), ("GB", "daylight saving end 2017", "2017-10-29"),
])
func regionalHolidays(region: String, text: String, expected: String) throws {
    var context = TemporalContext(now: Fixture.now, timeZone: Fixture.zone)
    context.holidayRegion = region
    let entity = try #require(TemporalResolver(context: context).entities(in: text).first)
    #expect(entity.record(in: Fixture.zone).value.description == expected)
}

/// "lent" is also a verb: alone it needs a year, a qualifier or a lead-in word.
@Test func lentNeedsDateContext() {
    #expect(Fixture.resolver().entities(in: "I lent him my bike").isEmpty)
    #expect(Fixture.value("during lent") == "{start: 2026-02-18, end: 2026-04-05}")
}

/// Chinese New Year is the new moon (China's date) between January 21 and February 20.
@Test(arguments: [
    (2013, "2013-02-10"), (2014, "2014-01-31"), (2015, "2015-02-19"), (2018, "2018-02-16"), (2020, "2020-01-25"),
    (2023, "2023-01-22"), (2024, "2024-02-10"), (2033, "2033-01-31"), (2034, "2034-02-19"), (1996, "1996-02-19"),
])
func chineseNewYearFollowsTheNewMoon(year: Int, expected: String) {
    let day = LunarCalendar.chineseNewYear(year)
    #expect(String(format: "%04d-%02d-%02d", day.year, day.month, day.day) == expected)
}

@Test func chineseNewYearIsAHoliday() {
    #expect(Fixture.value("chinese new year's day 2018") == "2018-02-16")
    #expect(Fixture.value("last chinese new year") == "2025-01-29")
}

/// Super Tuesday comes only in presidential election years: the first Tuesday of March.
@Test func superTuesdayComesEveryFourthYear() {
    #expect(Fixture.value("super tuesday 2016") == "2016-03-01")
    #expect(Fixture.value("super tuesday 2020") == "2020-03-03")
    #expect(Fixture.value("super tuesday") == "2028-03-07")
    #expect(Fixture.value("last super tuesday") == "2024-03-05")
}

/// A holiday weekend is the long weekend before the Monday holiday, Saturday to Monday.
@Test(arguments: [
    ("memorial day weekend", "{start: 2026-05-23, end: 2026-05-26}"), ("memorial day week-end", "{start: 2026-05-23, end: 2026-05-26}"),
    ("labor day weekend 2025", "{start: 2025-08-30, end: 2025-09-02}"),
])
func holidayWeekends(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

/// A holiday of several days under way is the current one, and "next"/"last" count from it:
/// said on 1 March 2026, in Ramadan (18 February - 19 March) and Lent (18 February - 4 April).
@Test func aHolidayUnderWayIsTheCurrentOne() {
    let march = Fixture.isoDate("2026-03-01T09:00:00-05:00")
    func value(_ text: String) -> String? {
        let found = Fixture.resolver(now: march).entities(in: text)
        return found.count == 1 ? found[0].record(in: Fixture.zone).value.description : nil
    }
    for lead in ["", "during ", "fasting for "] {
        for qualifier in ["", "this ", "current "] {
            #expect(value("\(lead)\(qualifier)ramadan") == "{start: 2026-02-18, end: 2026-03-20}", "\(lead)\(qualifier)ramadan")
        }
        #expect(value("\(lead)next ramadan") == "{start: 2027-02-08, end: 2027-03-09}")
        #expect(value("\(lead)last ramadan") == "{start: 2025-03-01, end: 2025-03-30}")
        #expect(value("\(lead)this lent") == "{start: 2026-02-18, end: 2026-04-05}")
    }
}
