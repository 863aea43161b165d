import Foundation
import Testing
@testable import Temporal

@Test(arguments: [
    ("2026-03-04", "2026-03-04"), ("jan 27", "2026-01-27"), ("27 jan", "2026-01-27"), ("January 27th, 2027", "2027-01-27"),
    ("the 27th", "2026-01-27"), ("27th", "2026-01-27"), ("1/27", "2026-01-27"), ("jan 5", "2027-01-05"),
    ("3/4/2026", "2026-03-04"), ("Wednesday 18th March", "2026-03-18"), ("the 5th of june", "2026-06-05"),
    // A year after a comma is the year, not the clock time 20:27.
    ("5/7, 2027", "2027-05-07"),
    // A spelled ordinal after "the" and a date word is a day of the month.
    ("on the fifteenth", "2026-01-15"), ("call mom on the twenty first", "2026-01-21"), ("due the third", "2026-02-03"),
])
func absoluteDates(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test func numericOrderFollowsTheLocale() {
    #expect(Fixture.value("3/4/2026", dateOrder: .dayMonth) == "2026-04-03")
    #expect(Fixture.value("27/1", dateOrder: .dayMonth) == "2026-01-27")
    // An impossible order falls back to the other one.
    #expect(Fixture.value("27/1") == "2026-01-27")
}

@Test(arguments: [
    ("in '27", "{start: 2027-01-01, end: 2028-01-01}"), ("mid january", "{start: 2026-01-11, end: 2026-01-21}"),
    ("end of month", "{start: 2026-01-21, end: 2026-02-01}"), ("beginning of next week", "{start: 2026-01-12, end: 2026-01-15}"),
    ("Q3 2027", "{start: 2027-07-01, end: 2027-10-01}"), ("march 2027", "{start: 2027-03-01, end: 2027-04-01}"),
    ("the first week of february", "{start: 2026-02-02, end: 2026-02-09}"),
])
func absolutePeriods(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test func lastDayAndNthWeekdayOfAMonth() {
    #expect(Fixture.value("the last day of february") == "2026-02-28")
    #expect(Fixture.value("the second monday of march") == "2026-03-09")
    #expect(Fixture.value("last friday of october") == "2026-10-30")
    #expect(Fixture.value("the second last friday of october") == "2026-10-23")
}

@Test func anEraMakesAnyNumberTheYear() {
    #expect(Fixture.value("10 may 79 AD") == "0079-05-10")
    #expect(Fixture.value("10 may 79") == "1979-05-10")
}

@Test(arguments: [
    ("2026-01-27T10:00", "2026-01-27T10:00:00-05:00"), ("2026-01-27 10:00", "2026-01-27T10:00:00-05:00"),
    ("2026-01-27T10:00:00Z", "2026-01-27T05:00:00-05:00"), ("2026-01-27T10:00:00-08:00", "2026-01-27T13:00:00-05:00"),
])
func isoDateTimes(text: String, expected: String) {
    #expect(Fixture.one(text)?.type == .datetime)
    #expect(Fixture.value(text) == expected)
}

/// A day-first date that names no day is read as nothing, not as the month and year after it.
@Test(arguments: ["29 February 2027", "31st of april", "30 feb, 2026"])
func impossibleDatesAreNotRead(text: String) {
    #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
}

/// A weekday with a day of the month picks the month: the nearest day that fits, a past one only
/// within the last month.
@Test(arguments: [
    ("friday the 2nd", "2026-01-02"), ("friday the 13th", "2026-02-13"), ("thursday the 15th", "2026-01-15"),
    ("monday the 1st", "2026-06-01"),
])
func weekdayWithADayOfTheMonth(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}
