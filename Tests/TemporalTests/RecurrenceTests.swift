import Foundation
import Testing
@testable import Temporal

private func recurrence(_ text: String) -> (Recurrence, String?)? {
    guard let entity = Fixture.one(text), case .recurrence(let r) = entity.value else { return nil }
    return (r, entity.note)
}

private func next(_ text: String, after: String = "2026-01-07T09:00:00-05:00") -> String? {
    guard let (r, _) = recurrence(text), let date = r.nextOccurrence(after: Fixture.isoDate(after), timeZone: Fixture.zone) else { return nil }
    return TemporalFormat.iso8601(date, in: Fixture.zone)
}

@Test(arguments: [
    ("every day", "P1D"), ("daily", "P1D"), ("every weekday", "P1WD"), ("every other monday at 9", "XXXX-WXX-1T09"),
    ("every monday and friday", "XXXX-WXX-1,XXXX-WXX-5"), ("every 3 days", "P3D"), ("every hour", "PT1H"),
    ("every 27th", "XXXX-XX-27"), ("every jan 27th", "XXXX-01-27"), ("every morning", "TMO"), ("weekly", "P1W"),
    ("3pm every day", "T15"), ("every weekend", "P1WE"),
    ("mondays and fridays", "XXXX-WXX-1,XXXX-WXX-5"), ("mondays, wednesdays and fridays", "XXXX-WXX-1,XXXX-WXX-3,XXXX-WXX-5"),
])
func timex(text: String, expected: String) {
    #expect(recurrence(text)?.0.timex == expected)
}

// Now is Wednesday 2026-01-07 09:00.
@Test(arguments: [
    ("every day at 8am", "2026-01-08T08:00:00-05:00"), ("every day at 10am", "2026-01-07T10:00:00-05:00"),
    ("every weekday at 9", "2026-01-08T09:00:00-05:00"), ("every monday and friday at 9", "2026-01-09T09:00:00-05:00"),
    ("every 3rd friday", "2026-01-16T00:00:00-05:00"), ("every 27th", "2026-01-27T00:00:00-05:00"),
    ("every last day of the month", "2026-01-31T00:00:00-05:00"), ("every jan 27th", "2026-01-27T00:00:00-05:00"),
    ("every hour", "2026-01-07T10:00:00-05:00"), ("every 12 hours starting at 7pm", "2026-01-07T19:00:00-05:00"),
    ("every monday starting jan 19", "2026-01-19T00:00:00-05:00"), ("every weekend", "2026-01-10T00:00:00-05:00"),
])
func nextOccurrence(text: String, expected: String) {
    #expect(next(text) == expected, "\(text)")
}

/// A list of weekdays after "every" or in the plural, joined by commas, slashes, "and", "&" or
/// nothing at all, in any order and spelling, is one weekly schedule of those days.
@Test func weekdayListsInAnyJoining() {
    let names = [(1, "monday", "mon", "mondays"), (3, "wednesday", "wed", "wednesdays"), (5, "friday", "fri", "fridays")]
    let joinings: [([String]) -> String] = [
        { $0.joined(separator: " ") }, { $0.joined(separator: ", ") }, { $0.joined(separator: "/") },
        { $0.dropLast().joined(separator: ", ") + " and " + $0.last! }, { $0.dropLast().joined(separator: " ") + " & " + $0.last! },
    ]
    for join in joinings {
        for days in [[0, 1, 2], [2, 0], [1, 2]] {
            let expected = days.map { "XXXX-WXX-\(names[$0].0)" }.joined(separator: ",")
            for form in ["every full", "every short", "plural"] {
                let words = days.map { form == "plural" ? names[$0].3 : form == "every short" ? names[$0].2 : names[$0].1 }
                let text = (form == "plural" ? "" : "every ") + join(words) + " at 6am"
                #expect(recurrence(text)?.0.timex == expected + "T06", "\(text)")
            }
        }
    }
}

@Test func everyOtherWeekCountsFromTheStart() {
    #expect(next("every other monday at 9 starting jan 12", after: "2026-01-12T10:00:00-05:00") == "2026-01-26T09:00:00-05:00")
}

@Test func untilAndForEndTheSchedule() {
    #expect(next("every day until friday", after: "2026-01-09T12:00:00-05:00") == nil)
    #expect(next("every monday for 2 weeks", after: "2026-01-20T00:00:00-05:00") == nil)
    #expect(next("every monday for 2 weeks", after: "2026-01-12T12:00:00-05:00") == "2026-01-19T00:00:00-05:00")
}

@Test func completionBasedCountsFromCompletion() throws {
    let (r, _) = try #require(recurrence("water plants every 3 days after done"))
    #expect(r.afterCompletion)
    let done = Fixture.isoDate("2026-01-20T18:30:00-05:00")
    let date = try #require(r.nextOccurrence(after: done, timeZone: Fixture.zone))
    #expect(TemporalFormat.iso8601(date, in: Fixture.zone) == "2026-01-23T00:00:00-05:00")
}

@Test func nextOccurrenceIsNeverInThePast() throws {
    for text in ["every day", "every monday at 9", "every 3 days", "every hour", "every 27th", "every jan 27th"] {
        let (r, _) = try #require(recurrence(text))
        for offset in stride(from: 0.0, to: 86400 * 40, by: 86400 * 3.3) {
            let after = Fixture.now.addingTimeInterval(offset)
            let n = try #require(r.nextOccurrence(after: after, timeZone: Fixture.zone))
            #expect(n > after, "\(text)")
        }
    }
}

@Test func unsupportedExceptionsCarryANote() throws {
    let (r, note) = try #require(recurrence("every day except sunday"))
    #expect(r.rule?.frequency == .daily)
    #expect(note?.contains("not supported") == true)
}

@Test func severalTimesPerPeriodCarriesANote() throws {
    let (r, note) = try #require(recurrence("twice a week"))
    #expect(r.timex == "P1W")
    #expect(note?.contains("not supported") == true)
    #expect(recurrence("once a week")?.1 == nil)
}

@Test func exceptionsKeepTheTimeOfDay() throws {
    let (r, note) = try #require(recurrence("every day except weekends at 8"))
    #expect(r.rule?.timeOfDay == ClockTime(hour: 8, minute: 0))
    #expect(note != nil)
}

@Test func recurrenceKeepsTheWrittenText() throws {
    let (r, _) = try #require(recurrence("Every Other Monday at 9"))
    #expect(r.text == "Every Other Monday at 9")
}

@Test func everyOtherWeekFromNextWeek() throws {
    #expect(next("every other wednesday at 10am starting next week") == "2026-01-14T10:00:00-05:00")
    #expect(next("every other wednesday at 10am starting next week", after: "2026-01-14T11:00:00-05:00") == "2026-01-28T10:00:00-05:00")
}

/// `recurrence(at:)` runs only over a text holding one of `TemporalParser.recurrenceCues`: each form
/// below starts from a different cue, so a cue missing from the list turns one of them away.
@Test(arguments: [
    ("every 3 days", "P3D"), ("each friday", "XXXX-WXX-5"), ("3 times a day", "P1D"), ("thrice a week", "P1W"),
    ("1 time a month", "P1M"), ("once every two days", "P2D"), ("semi-annually", "P0.5Y"), ("bi-annual", "P2Y"),
    ("semiannually", "P0.5Y"), ("fortnightly", "P2W"), ("daily", "P1D"), ("mondays", "XXXX-WXX-1"),
    ("weekends", "P1WE"), ("weekdays", "P1WD"), ("mornings", "TMO"), ("monday mornings", "XXXX-WXX-1TMO"),
    ("6am everyday", "T06"),
])
func everyRecurrenceFormHasACue(text: String, timex: String) throws {
    let (r, _) = try #require(recurrence(text))
    #expect(r.timex == timex)
}
