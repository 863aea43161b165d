import Foundation
import Testing
@testable import Temporal

@Test(arguments: [
    ("30 min", 1800.0), ("2h", 7200), ("90 min", 5400), ("1.5 hours", 5400), ("an hour and a half", 5400),
    ("for 45 minutes", 2700), ("half an hour", 1800), ("1h30m", 5400), ("2 days", 172_800), ("a week", 604_800),
])
func durations(text: String, seconds: Double) throws {
    let entity = try #require(Fixture.one(text))
    #expect(entity.type == .duration)
    #expect(entity.value == .duration(seconds: seconds))
}

@Test func aDurationIsNeverAPointInTime() throws {
    let entity = try #require(Fixture.one("block 2 hours for review"))
    #expect(entity.type == .duration)
    #expect(entity.text == "2 hours")
}

/// Parts add up from larger units to smaller; "30 minutes a day" is a rate, so only "30 minutes"
/// is the duration.
@Test func aLargerUnitAfterASmallerOneIsNotAdded() throws {
    let entity = try #require(Fixture.resolver().entities(in: "learn 30 minutes a day").first)
    #expect(entity.value == .duration(seconds: 1800))
    #expect(entity.text == "30 minutes")
    #expect(Fixture.one("2 days 3 hours")?.value == .duration(seconds: 2 * 86_400 + 3 * 3600))
}

/// "and a quarter" after a count or a unit is a quarter of that unit, not a quarter year; a year
/// counts 365 days in a duration (the corpus convention), so a quarter year is 91.25 days.
@Test(arguments: [
    ("one and a quarter years", 39_420_000.0), ("a year and a quarter", 39_420_000),
    ("a quarter year", 7_884_000), ("an hour and a quarter", 4500), ("two hours and three quarters", 9900),
])
func quartersOfAUnit(text: String, seconds: Double) throws {
    let entity = try #require(Fixture.one(text))
    #expect(entity.value == .duration(seconds: seconds))
    #expect(entity.text == text)
}

/// Years that are whole months step the calendar by months: 15 months from Jan 7.
@Test func aYearAndAQuarterAheadIsADate() {
    #expect(Fixture.value("in a year and a quarter") == "2027-04-07")
    #expect(Fixture.value("in 1.5 years") == "2027-07-07")
}

/// "a pair of" counts two, as "a couple of" does; "three quarters of an hour" is 45 minutes.
@Test(arguments: [("a pair of days", 172_800.0), ("three quarters of an hour", 2700), ("three-quarters of an hour", 2700)])
func countsBeforeAUnit(text: String, seconds: Double) throws {
    let entity = try #require(Fixture.one(text))
    #expect(entity.value == .duration(seconds: seconds))
    #expect(entity.text == text)
}

@Test func countsBeforeAUnitMakeOffsets() {
    #expect(Fixture.value("call back in a pair of hours") == "2026-01-07T11:00:00-05:00")
    #expect(Fixture.value("in three-quarters of an hour") == "2026-01-07T09:45:00-05:00")
    #expect(Fixture.resolver().entities(in: "buy a pair of shoes").isEmpty)
}

/// A prime after a numeral is minutes, a double prime seconds, after a lead-in; a height or a
/// length written with primes is not a time.
@Test func primesAreMinutesAndSeconds() throws {
    #expect(Fixture.value("ping me in 5'") == "2026-01-07T09:05:00-05:00")
    #expect(Fixture.value("in 1' 30\"") == "2026-01-07T09:01:30-05:00")
    #expect(Fixture.one("plank for 45\"")?.value == .duration(seconds: 45))
    #expect(Fixture.value("for 20' starting at 3pm") == "{start: 2026-01-07T15:00:00-05:00, end: 2026-01-07T15:20:00-05:00}")
    #expect(Fixture.resolver().entities(in: "my height is 5'7\"").isEmpty)
    #expect(Fixture.resolver().entities(in: "buy a 10' ladder").isEmpty)
    #expect(Fixture.resolver().entities(in: "cut the board in 4' pieces").isEmpty)
}
