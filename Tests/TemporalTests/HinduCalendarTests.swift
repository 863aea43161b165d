import Foundation
import Testing
@testable import Temporal

/// The moon theory agrees with Meeus's new moons: the elongation is 0° at each new moon.
@Test func elongationVanishesAtNewMoon() {
    for k in stride(from: -300, through: 400, by: 37) {
        let elongation = HinduCalendar.elongation(at: LunarCalendar.newMoon(k))
        #expect(min(elongation, 360 - elongation) < 0.02)
    }
}

/// Sunrise and sunset in New Delhi on 27 October 2019 were at 06:30 and 17:41 IST.
@Test func sunriseAndSunsetInNewDelhi() {
    let day = CivilDay(year: 2019, month: 10, day: 27)
    let rise = LocalDateTime(HinduCalendar.sunrise(day, at: HinduCalendar.newDelhi), in: TimeZone(secondsFromGMT: 19800)!)
    let set = LocalDateTime(HinduCalendar.sunset(day, at: HinduCalendar.newDelhi), in: TimeZone(secondsFromGMT: 19800)!)
    #expect(abs(rise.secondOfDay - (6 * 3600 + 30 * 60)) < 180)
    #expect(abs(set.secondOfDay - (17 * 3600 + 41 * 60)) < 180)
}

/// 2018 had a leap month: Adhika Jyeshtha, from the new moon of 15 May to that of 13 June.
@Test func leapMonthIn2018() {
    let months = HinduCalendar.months(named: HinduCalendar.jyeshtha, around: 2018)
    #expect(months.count == 1)
    let start = HinduCalendar.day(of: LunarCalendar.newMoon(months[0].k))
    #expect(start == CivilDay(year: 2018, month: 6, day: 14))
}

/// Festival dates as Indian calendars published them (New Delhi), known independently of any
/// test corpus.
@Test(arguments: [
    ("diwali", 2019, "2019-10-27"), ("diwali", 2017, "2017-10-19"), ("diwali", 2023, "2023-11-12"), ("diwali", 2024, "2024-10-31"),
    ("holi", 2019, "2019-03-21"), ("holi", 2013, "2013-03-27"), ("holi", 2016, "2016-03-24"), ("holi", 2023, "2023-03-08"),
    ("raksha bandhan", 2019, "2019-08-15"), ("raksha bandhan", 2023, "2023-08-30"),
    ("janmashtami", 2021, "2021-08-30"), ("ganesh chaturthi", 2019, "2019-09-02"), ("ganesh chaturthi", 2023, "2023-09-19"),
    ("dussehra", 2019, "2019-10-08"), ("dussehra", 2020, "2020-10-25"), ("dussehra", 2022, "2022-10-05"),
    ("maha shivaratri", 2019, "2019-03-04"), ("ugadi", 2019, "2019-04-06"), ("guru nanak jayanti", 2019, "2019-11-12"),
    ("mahavir jayanti", 2019, "2019-04-17"), ("buddha purnima", 2019, "2019-05-18"), ("vasant panchami", 2021, "2021-02-16"),
    ("karva chauth", 2019, "2019-10-17"), ("chhath", 2018, "2018-11-13"), ("rath yatra", 2019, "2019-07-04"),
    ("dhanteras", 2019, "2019-10-25"), ("guru ravidas jayanti", 2020, "2020-02-09"), ("valmiki jayanti", 2020, "2020-10-31"),
    ("pongal", 2019, "2019-01-15"), ("pongal", 2021, "2021-01-14"), ("pongal", 2023, "2023-01-15"),
    ("vaisakhi", 2018, "2018-04-14"), ("vaisakhi", 2020, "2020-04-13"), ("vaisakhi", 2025, "2025-04-13"),
    ("rabindra jayanti", 2019, "2019-05-09"), ("rabindra jayanti", 2020, "2020-05-08"),
    ("onam", 2016, "2016-09-13"), ("onam", 2017, "2017-09-04"), ("onam", 2021, "2021-08-21"), ("onam", 2024, "2024-09-15"),
    ("navaratri", 2019, "{start: 2019-09-29, end: 2019-10-08}"),
])
func hinduFestivals(name: String, year: Int, expected: String) {
    #expect(Fixture.value("\(name) \(year)") == expected)
}

/// Unqualified, a festival is the coming one.
@Test func comingDiwali() {
    #expect(Fixture.value("diwali") == "2026-11-08")
    #expect(Fixture.value("holi") == "2026-03-04")
}

/// "pongal" is also a dish: alone it needs a year, a qualifier or a lead-in word.
@Test func pongalTheDishIsNotADate() {
    #expect(Fixture.resolver().entities(in: "make pongal for breakfast").isEmpty)
    #expect(Fixture.value("on pongal") == "2026-01-14")
}

/// Festival names are whole words: "holiday" and "holistic" are not Holi.
@Test func festivalNamesAreWholeWords() {
    #expect(Fixture.resolver().entities(in: "book a holiday for the team").isEmpty)
    #expect(Fixture.resolver().entities(in: "a holistic review").isEmpty)
    #expect(Fixture.value("holi") == "2026-03-04")
}
