import Foundation
import Testing
@testable import Temporal

@Test(arguments: [
    ("5pm", "17:00:00"), ("5 pm", "17:00:00"), ("5 p.m.", "17:00:00"), ("17:00", "17:00:00"), ("noon", "12:00:00"),
    ("midnight", "00:00:00"), ("half past 3", "15:30:00"), ("quarter to 5", "16:45:00"), ("at 10", "10:00:00"),
    ("5:30", "17:30:00"), ("9:15am", "09:15:00"), ("3 o'clock", "15:00:00"), ("12 noon", "12:00:00"), ("12noon", "12:00:00"),
    ("12 midnight", "00:00:00"),
])
func clockTimes(text: String, expected: String) {
    #expect(Fixture.one(text)?.type == .time)
    #expect(Fixture.value(text) == expected)
}

@Test(arguments: [
    ("friday 5pm", "2026-01-09T17:00:00-05:00"), ("5pm friday", "2026-01-09T17:00:00-05:00"),
    ("tomorrow at 10", "2026-01-08T10:00:00-05:00"), ("friday at 5:30 pm", "2026-01-09T17:30:00-05:00"),
    ("next monday at 9am", "2026-01-12T09:00:00-05:00"), ("jan 27 at noon", "2026-01-27T12:00:00-05:00"),
    // A bare hour after "at" is a time, not the day number of a month that falls on that weekday.
    ("friday at 3", "2026-01-09T15:00:00-05:00"), ("dinner saturday at 7", "2026-01-10T19:00:00-05:00"),
])
func datesWithTimes(text: String, expected: String) {
    #expect(Fixture.one(text)?.type == .datetime)
    #expect(Fixture.value(text) == expected)
}

/// Parts of the day name their default hour when a task is due then (docs/TEMPORAL.md): the
/// point reading of a part read as a period, the value itself otherwise.
@Test(arguments: [
    ("tomorrow morning", "2026-01-08T09:00:00-05:00"), ("friday afternoon", "2026-01-09T15:00:00-05:00"),
    ("friday evening", "2026-01-09T19:00:00-05:00"), ("friday night", "2026-01-09T22:00:00-05:00"),
    ("tonight", "2026-01-07T22:00:00-05:00"), ("8 tonight", "2026-01-07T20:00:00-05:00"),
    ("3 in the afternoon", "15:00:00"), ("this evening", "2026-01-07T19:00:00-05:00"),
    ("10, tonight", "2026-01-07T22:00:00-05:00"), ("9 tomorrow morning", "2026-01-08T09:00:00-05:00"),
])
func partsOfDay(text: String, expected: String) throws {
    let entity = try #require(Fixture.one(text)).asPoint
    #expect(entity.record(in: Fixture.zone).value.description == expected)
}

/// A part of the day with no day, or with a day named relative to today, is the period itself
/// (Recognizers-Text's hours); with a weekday or a date it stays a point.
@Test(arguments: [
    ("tomorrow morning", "{start: 2026-01-08T08:00:00-05:00, end: 2026-01-08T12:00:00-05:00}"),
    ("this evening", "{start: 2026-01-07T16:00:00-05:00, end: 2026-01-07T20:00:00-05:00}"),
    ("last night", "{start: 2026-01-06T20:00:00-05:00, end: 2026-01-07T00:00:00-05:00}"),
    ("late this morning", "{start: 2026-01-07T10:00:00-05:00, end: 2026-01-07T12:00:00-05:00}"),
    ("in the morning", "{start: 08:00:00, end: 12:00:00}"), ("in the early-evening", "{start: 16:00:00, end: 18:00:00}"),
    ("later in the afternoon", "{start: 14:00:00, end: 16:00:00}"),
    ("friday evening", "2026-01-09T19:00:00-05:00"), ("jan 9 in the morning", "2026-01-09T09:00:00-05:00"),
    ("this evening at 7", "2026-01-07T19:00:00-05:00"),
])
func partsOfDayAsPeriods(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

/// "one morning" counts a morning; it is not 1 am.
@Test func aCountBeforeAPartOfDayIsNoClock() {
    #expect(Fixture.resolver().entities(in: "let's find one morning together").isEmpty)
}

@Test func pastTimeRollsToTomorrowWhenScheduling() throws {
    let entity = try #require(Fixture.one("call mom at 8am"))
    guard case .instant(let date, _) = entity.value else { Issue.record("expected an instant"); return }
    #expect(TemporalFormat.iso8601(date, in: Fixture.zone) == "2026-01-08T08:00:00-05:00")
}

@Test func futureTimeStaysToday() throws {
    let entity = try #require(Fixture.one("call mom at 5pm"))
    guard case .instant(let date, _) = entity.value else { Issue.record("expected an instant"); return }
    #expect(TemporalFormat.iso8601(date, in: Fixture.zone) == "2026-01-07T17:00:00-05:00")
}

@Test func clockStaysAClockWhenNotScheduling() throws {
    let entity = try #require(Fixture.one("at 8am", prefersFuture: false))
    #expect(entity.value == .clock(ClockTime(hour: 8, minute: 0)))
}

@Test func leadingPrepositionIsNotInTheSpan() throws {
    let entity = try #require(Fixture.one("call mom at 5pm"))
    #expect(entity.text == "5pm")
    #expect(entity.range == 12..<15)
}

@Test(arguments: [("ten-thirty", "10:30:00"), ("at four-fifteen", "16:15:00")])
func dashedWordClocks(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

/// After "at", an hour and two-digit minutes written apart are a time; not before a unit, more
/// digits or a noun.
@Test func hourAndMinutesApartAfterAt() {
    #expect(Fixture.value("call at 12 45") == "12:45:00")
    #expect(Fixture.value("call at 7 30 pm") == "19:30:00")
    #expect(Fixture.value("friday at 10 05") == "2026-01-09T10:05:00-05:00")
    #expect(Fixture.resolver().entities(in: "table at 7 20 guests").allSatisfy { $0.type != .time && $0.type != .datetime })
    #expect(Fixture.one("leave at 10 30 min early")?.type == .duration)
    #expect(Fixture.resolver().entities(in: "meet at 12 15th street").allSatisfy { $0.text != "12 15" })
}

/// "17h" is the European hour notation when nothing makes it a length: after "at", with minutes,
/// as an end of a clock range, before "for" and a length, and for 13-23 unless a length word or a
/// noun is next to it. "2h" alone, "for 17h", "in 14h" and "14h flight" stay lengths.
@Test(arguments: [
    ("17h", "17:00:00"), ("at 8h", "08:00:00"), ("tomorrow 17h", "2026-01-08T17:00:00-05:00"),
    ("from 8h to 10h", "{start: 08:00:00, end: 10:00:00}"), ("8h30 - 10h", "{start: 08:30:00, end: 10:00:00}"),
    ("13h-14h30", "{start: 13:00:00, end: 14:30:00}"), ("until 18h", "{start: -, end: 2026-01-07T18:00:00-05:00}"),
    ("17h for 45 mins", "{start: 2026-01-07T17:00:00-05:00, end: 2026-01-07T17:45:00-05:00}"),
    ("in 14h", "2026-01-07T23:00:00-05:00"),
])
func europeanHourNotation(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test(arguments: ["for 17h", "14h flight", "fast 16h", "2h", "17h ago"])
func hourMarksThatAreLengths(text: String) {
    #expect(Fixture.resolver().entities(in: text).allSatisfy { $0.type != .time && $0.type != .timerange })
}

@Test func twoSmallHourMarksAreLengths() {
    #expect(Fixture.resolver().entities(in: "it takes between 2h and 3h").map(\.type) == [.duration, .duration])
}

/// "8 H 45 pm": the hour notation written apart, read when am or pm follows; minutes past or to
/// such a time count from its minutes.
@Test(arguments: [
    ("8 H 45 pm", "20:45:00"), ("7h05 am", "07:05:00"), ("five min past 8 H 45 pm", "20:50:00"),
    ("10 minutes past 6:30 pm", "18:40:00"), ("quarter to 9:30", "09:15:00"),
])
func hourNotationApartAndMinutesPastATime(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

/// "mid-morning", "mid afternoon": the middle of the part's hours, a time (not the period).
@Test(arguments: [
    ("mid-morning", "10:00:00"), ("mid afternoon", "14:00:00"), ("mid-evening", "18:00:00"), ("mid-day", "12:00:00"),
    ("friday mid-morning", "2026-01-09T10:00:00-05:00"), ("tomorrow mid-afternoon", "2026-01-08T14:00:00-05:00"),
])
func middleOfAPartOfDay(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

/// After "alarm for" / "alarm to" a number is a time, as after "at": "ten ten" is 10:10, "7" the
/// next 7 o'clock. A unit after it still makes a length, and "one hundred" stays a number.
@Test func numbersAfterAnAlarmAreTimes() {
    #expect(Fixture.value("set an alarm for nine twenty") == "09:20:00")
    #expect(Fixture.value("alarm to 6") == "18:00:00")
    #expect(Fixture.value("set the alarm for 6 tomorrow") == "2026-01-08T18:00:00-05:00")
    #expect(Fixture.one("set an alarm for 20 minutes")?.type == .duration)
    #expect(Fixture.resolver().entities(in: "set the alarm for one hundred").isEmpty)
    #expect(Fixture.resolver().entities(in: "tickets for ten twenty").isEmpty)
    // The first of a list is no alarm time by itself.
    #expect(Fixture.resolver().entities(in: "alarms for six and seven").isEmpty)
}

/// "four hundred pm" is 16:00, "at one hundred" no time.
@Test func anHourHundredBeforeAMeridiem() {
    #expect(Fixture.value("monday at three hundred pm") == "2026-01-12T15:00:00-05:00")
    #expect(Fixture.resolver().entities(in: "count at one hundred").isEmpty)
}

/// A bare hour opening the text or a clause before "tomorrow" / "today" is a time; inside a
/// clause it may be a count.
@Test func anHourOpeningAClauseBeforeADay() {
    #expect(Fixture.value("10 tomorrow") == "2026-01-08T10:00:00-05:00")
    #expect(Fixture.value("ok, 8 tomorrow") == "2026-01-08T08:00:00-05:00")
    #expect(Fixture.value("buy 2 tomorrow") == "2026-01-08")
    #expect(Fixture.value("a table for 4 tomorrow") == "2026-01-08")
}

/// A bare hour said when both of today's readings are gone ("at 3" at 19:00) is tomorrow, and an
/// hour before 7 then reads as the afternoon, as with a day named ("tomorrow at 3" is 15:00);
/// 8 to 11 stay in the morning (said at 23:00). While today's afternoon reading is ahead, it is taken.
@Test(arguments: [19, 21, 23])
func aBareHourWhenTodaysAreGone(saidAt hour: Int) {
    let now = Fixture.isoDate(String(format: "2026-01-07T%02d:15:00-05:00", hour))
    let tomorrow = "2026-01-08T"
    var cases = [("at 3", "15:00"), ("at 3:30", "15:30"), ("at 6", "18:00"), ("at 1", "13:00"), ("around 4", "16:00")]
    if hour == 23 { cases += [("at 9", "09:00"), ("at 10:30", "10:30")] }
    for (said, expected) in cases {
        let found = Fixture.resolver(now: now).entities(in: "call mom \(said)")
        guard found.count == 1, case .instant(let date, _) = found[0].value else {
            Issue.record("\(said) at \(hour): \(found)")
            continue
        }
        #expect(date == Fixture.isoDate(tomorrow + expected + ":00-05:00"), "\(said) at \(hour):15")
    }
    let early = Fixture.resolver(now: Fixture.isoDate("2026-01-07T13:00:00-05:00")).entities(in: "call mom at 3")
    if case .instant(let date, _) = early.first?.value { #expect(date == Fixture.isoDate("2026-01-07T15:00:00-05:00")) }
    else { Issue.record("at 3 at 13:00: \(early)") }
}
