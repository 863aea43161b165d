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
