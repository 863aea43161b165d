import Foundation
import Testing
@testable import Temporal

@Test(arguments: [
    ("christmas", "2026-12-25"), ("new year's eve", "2026-12-31"), ("thanksgiving", "2026-11-26"),
    ("easter", "2026-04-05"), ("memorial day", "2026-05-25"), ("labor day", "2026-09-07"),
    ("mother's day", "2026-05-10"), ("father's day", "2026-06-21"), ("halloween", "2026-10-31"),
    ("valentine's day", "2026-02-14"), ("new year", "2027-01-01"), ("thanksgiving 2014", "2014-11-27"),
    ("last christmas", "2025-12-25"), ("good friday", "2026-04-03"),
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

/// Islamic holidays follow the tabular calendar: its epoch is 1 Muharram 1 AH = 19 July 622
/// (proleptic Gregorian), and Eid al-Fitr 2018 fell on 15 June.
@Test func islamicHolidaysFollowTheTabularCalendar() {
    #expect(IslamicCalendar.civilDay(year: 1, month: 1, day: 1) == CivilDay(year: 622, month: 7, day: 19))
    #expect(Fixture.value("eid al-fitr 2018") == "2018-06-15")
    // Ramadan is a range: from 1 Ramadan up to Eid al-Fitr.
    #expect(Fixture.value("ramadan") == "{start: 2026-02-18, end: 2026-03-20}")
    #expect(Fixture.one("ramadan")?.type == .daterange)
    // A name inside ordinary words is not read ("eid" alone is not a holiday).
    #expect(Fixture.resolver().entities(in: "said eid").isEmpty)
}
