import Foundation
import Testing
@testable import Temporal

@Test(arguments: [
    ("3-4pm", "timerange", "{start: 15:00:00, end: 16:00:00}"),
    ("friday 3-4pm", "datetimerange", "{start: 2026-01-09T15:00:00-05:00, end: 2026-01-09T16:00:00-05:00}"),
    ("from monday to friday", "daterange", "{start: 2026-01-12, end: 2026-01-17}"),
    ("between 3:30 and 4:30pm", "timerange", "{start: 15:30:00, end: 16:30:00}"),
    ("jan 3 - feb 5", "daterange", "{start: 2026-01-03, end: 2026-02-06}"),
    ("until friday", "daterange", "{start: -, end: 2026-01-10}"),
    ("after 5pm", "datetimerange", "{start: 2026-01-07T17:00:00-05:00, end: -}"),
    ("by end of day", "datetimerange", "{start: -, end: 2026-01-07T23:59:59-05:00}"),
    ("4pm for 30 mins", "datetimerange", "{start: 2026-01-07T16:00:00-05:00, end: 2026-01-07T16:30:00-05:00}"),
    ("between today and the twenty first", "daterange", "{start: 2026-01-07, end: 2026-01-22}"),
    // A comparative on an offset from a day: further than it (open), or up to it.
    ("more than 2 days before friday", "daterange", "{start: -, end: 2026-01-07}"),
    ("more than a week after monday", "daterange", "{start: 2026-01-20, end: -}"),
    ("less than 3 days after tomorrow", "daterange", "{start: 2026-01-08, end: 2026-01-11}"),
    ("rest of the day", "datetimerange", "{start: 2026-01-07T09:00:00-05:00, end: 2026-01-08T00:00:00-05:00}"),
    // Quarters and decades counted in calendar units, like weeks, months and years.
    ("the next 2 quarters", "daterange", "{start: 2026-04-01, end: 2026-10-01}"),
    ("the past 2 decades", "daterange", "{start: 2000-01-01, end: 2020-01-01}"),
    ("the 21st century", "daterange", "{start: 2000-01-01, end: 2100-01-01}"),
    ("in the nineteen seventies", "daterange", "{start: 1970-01-01, end: 1980-01-01}"),
    ("the noughties", "daterange", "{start: 2000-01-01, end: 2010-01-01}"),
])
func ranges(text: String, type: String, expected: String) {
    #expect(Fixture.one(text)?.type.rawValue == type)
    #expect(Fixture.value(text) == expected)
}

@Test func rangeEndsAreExclusive() throws {
    // "monday to friday" covers friday: the range ends when saturday begins.
    let entity = try #require(Fixture.one("monday to friday"))
    guard case .range(_, let end?, _) = entity.value else { Issue.record("expected a range"); return }
    #expect(TemporalFormat.iso8601(end, in: Fixture.zone) == "2026-01-17T00:00:00-05:00")
}

@Test(arguments: [
    // An end coarser than a day names the boundary where it begins.
    ("from 2014 to 2018", "{start: 2014-01-01, end: 2018-01-01}"),
    ("between 2015 june and 2018 may", "{start: 2015-06-01, end: 2018-05-01}"),
    ("from feb 1st to march 2027", "{start: 2027-02-01, end: 2027-03-01}"),
    ("until 2030", "{start: -, end: 2030-01-01}"),
    // A day end still covers the day.
    ("from jan 10 to jan 12", "{start: 2026-01-10, end: 2026-01-13}"),
])
func coarseRangeEndsStopWhereTheyBegin(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test(arguments: [
    // "may" and "jan" before a range to another month are months, and take the end's year.
    ("from may to september", "{start: 2026-05-01, end: 2026-09-01}"),
    ("jan-feb 2027", "{start: 2027-01-01, end: 2027-02-01}"),
    ("from may to oct 2028", "{start: 2028-05-01, end: 2028-10-01}"),
])
func monthRanges(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test func mayBeforeAnOrdinaryWordIsStillAVerb() {
    #expect(Fixture.resolver().entities(in: "this may to be honest take longer").isEmpty)
}

/// An open start closed by an end right after it is one range; a start with no day takes the
/// end's day.
@Test(arguments: [
    ("later than 10:30 but before 11:45 on friday", "{start: 2026-01-09T10:30:00-05:00, end: 2026-01-09T11:45:00-05:00}"),
    ("after 1pm but before 3pm", "{start: 2026-01-07T13:00:00-05:00, end: 2026-01-07T15:00:00-05:00}"),
    ("since 2010 but before 2014", "{start: 2010-01-01, end: 2014-01-01}"),
    ("no earlier than 2pm but no later than 4pm", "{start: 2026-01-07T14:00:00-05:00, end: 2026-01-07T16:00:00-05:00}"),
])
func openStartsClosedByAnEnd(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

/// With "and" the bounds stay two open ranges (a list of conditions).
@Test func boundsJoinedByAndStayOpen() {
    #expect(Fixture.resolver().entities(in: "after 2010 and before 2018").count == 2)
}

/// An ISO 8601 interval: two year-first date-times (or dates) joined by a touching "/".
@Test func isoIntervals() {
    #expect(Fixture.value("2026-02-03 09:30/2026-02-04 18:00") == "{start: 2026-02-03T09:30:00-05:00, end: 2026-02-04T18:00:00-05:00}")
    #expect(Fixture.value("2026-03-01/2026-03-05") == "{start: 2026-03-01, end: 2026-03-06}")
    #expect(Fixture.resolver().entities(in: "friday/saturday").map(\.type) == [.date, .date])
}

/// "between" takes a dash as well as "and", and "ish" may stand apart after a time. Bare hours
/// with a day follow the working-hours reading ("2" is 14:00).
@Test func betweenWithADash() {
    #expect(Fixture.value("thursday in between 2-3:30 ish") == "{start: 2026-01-08T14:00:00-05:00, end: 2026-01-08T15:30:00-05:00}")
    #expect(Fixture.value("call around 4:15 ish") == "16:15:00")
}
