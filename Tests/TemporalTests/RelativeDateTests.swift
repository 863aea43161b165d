import Foundation
import Testing
@testable import Temporal

// Now is Wednesday 2026-01-07 09:00 in New York (see Fixture). Weeks start on Monday.

@Test(arguments: [
    ("today", "2026-01-07"), ("tod", "2026-01-07"), ("tomorrow", "2026-01-08"), ("tom", "2026-01-08"),
    ("yesterday", "2026-01-06"), ("the day after tomorrow", "2026-01-09"), ("day before yesterday", "2026-01-05"),
    ("in 3 days", "2026-01-10"), ("3 weeks ago", "2025-12-17"), ("a week from friday", "2026-01-16"),
    ("2 days after next friday", "2026-01-18"), ("monday next week", "2026-01-12"), ("tue in 2 weeks", "2026-01-20"),
    // A weekday's possessive names the same day.
    ("on friday's", "2026-01-09"), ("meetings on friday's afternoon", "2026-01-09T15:00:00-05:00"),
])
func relativeDays(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

/// The weekday rules users argue about (docs/TEMPORAL.md): bare and "this" = the coming one (today
/// included), "next" = the one in next week, "last" = the one in last week.
@Test(arguments: [
    ("friday", "2026-01-09"), ("fri", "2026-01-09"), ("this friday", "2026-01-09"), ("next friday", "2026-01-16"),
    ("last friday", "2026-01-02"), ("wednesday", "2026-01-14"), ("this wednesday", "2026-01-07"),
    ("next wednesday", "2026-01-14"), ("monday", "2026-01-12"), ("mon", "2026-01-12"), ("this monday", "2026-01-12"),
    ("next monday", "2026-01-12"), ("last monday", "2025-12-29"), ("on sat", "2026-01-10"),
])
func weekdaySemantics(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test func bareWeekdayWhenNotSchedulingIsInTheCurrentWeek() {
    #expect(Fixture.value("monday", prefersFuture: false) == "2026-01-05")
}

@Test(arguments: [
    ("this week", "{start: 2026-01-05, end: 2026-01-12}"), ("next week", "{start: 2026-01-12, end: 2026-01-19}"),
    ("last week", "{start: 2025-12-29, end: 2026-01-05}"), ("next month", "{start: 2026-02-01, end: 2026-03-01}"),
    ("this year", "{start: 2026-01-01, end: 2027-01-01}"), ("next weekend", "{start: 2026-01-17, end: 2026-01-19}"),
    ("this weekend", "{start: 2026-01-10, end: 2026-01-12}"), ("next 2 weeks", "{start: 2026-01-12, end: 2026-01-26}"),
    ("later this week", "{start: 2026-01-07, end: 2026-01-12}"),
    // Units of a period, counted from its start or its end. Weeks follow ISO 8601: the last week
    // of 2026 holds its 28th of December.
    ("the 9th month of next year", "{start: 2027-09-01, end: 2027-10-01}"),
    ("the third week next year", "{start: 2027-01-18, end: 2027-01-25}"),
    ("the last week of 2026", "{start: 2026-12-28, end: 2027-01-04}"),
    ("the 3rd last week of 2026", "{start: 2026-12-14, end: 2026-12-21}"),
    ("the last four months of 2025", "{start: 2025-09-01, end: 2026-01-01}"),
    ("the first ten days of last year", "{start: 2025-01-01, end: 2025-01-11}"),
])
func relativePeriods(text: String, expected: String) {
    #expect(Fixture.one(text)?.type == .daterange)
    #expect(Fixture.value(text) == expected)
}

@Test func weekStartIsConfigurable() throws {
    var context = TemporalContext(now: Fixture.now, timeZone: Fixture.zone)
    context.weekStart = 7
    let entity = try #require(TemporalResolver(context: context).entities(in: "this week").first)
    #expect(entity.record(in: Fixture.zone).value == .range(start: "2026-01-04", end: "2026-01-11"))
}

@Test func relativeTimesAreMoments() {
    #expect(Fixture.value("in 1 hour 30 minutes") == "2026-01-07T10:30:00-05:00")
    #expect(Fixture.value("in 1h30m") == "2026-01-07T10:30:00-05:00")
    #expect(Fixture.value("in 90 min") == "2026-01-07T10:30:00-05:00")
}

/// A weekday that is today, with a time still ahead today, is today when scheduling; with a time
/// already past, or with no time, it is next week's.
@Test(arguments: [
    ("4pm on wednesday", "2026-01-07T16:00:00-05:00"),
    ("wednesday at 4pm", "2026-01-07T16:00:00-05:00"),
    ("8am on wednesday", "2026-01-14T08:00:00-05:00"),
    ("wednesday", "2026-01-14"),
    ("4pm on thursday", "2026-01-08T16:00:00-05:00"),
])
func sameWeekdayWithATimeStillAheadIsToday(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test(arguments: [("in about 5 hours", "2026-01-07T14:00:00-05:00"), ("in around 2 days", "2026-01-09")])
func approximateOffsets(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

/// "what am I up to this weekend" asks about the weekend; "up to" after its subject sets no deadline.
@Test func beingUpToSomethingIsNoDeadline() {
    #expect(Fixture.value("what am I up to this weekend") == "{start: 2026-01-10, end: 2026-01-12}")
    #expect(Fixture.value("valid up to friday") == "{start: -, end: 2026-01-10}")
}
