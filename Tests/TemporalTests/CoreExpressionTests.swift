import Foundation
import Testing
@testable import Temporal

// Now is Wednesday 2026-01-07 09:00 in New York (see Fixture).

@Test(arguments: [
    ("today", "2026-01-07"), ("tod", "2026-01-07"), ("tomorrow", "2026-01-08"), ("tom", "2026-01-08"),
    ("yesterday", "2026-01-06"), ("friday", "2026-01-09"), ("fri", "2026-01-09"), ("this friday", "2026-01-09"),
    ("next friday", "2026-01-16"), ("last friday", "2026-01-02"), ("wednesday", "2026-01-07"),
    ("next wednesday", "2026-01-14"), ("mon", "2026-01-12"), ("in 3 days", "2026-01-10"),
])
func relativeDays(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test(arguments: [
    ("friday 5pm", "2026-01-09T17:00:00-05:00"), ("tomorrow at 10", "2026-01-08T10:00:00-05:00"),
    ("5pm friday", "2026-01-09T17:00:00-05:00"), ("friday at 5:30 pm", "2026-01-09T17:30:00-05:00"),
])
func datesWithTimes(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test(arguments: [
    ("5pm", "17:00:00"), ("5 pm", "17:00:00"), ("17:00", "17:00:00"), ("noon", "12:00:00"), ("midnight", "00:00:00"),
])
func clockTimes(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test(arguments: [("30 min", "1800"), ("2h", "7200"), ("90 min", "5400"), ("1.5 hours", "5400"), ("an hour and a half", "5400")])
func durations(text: String, expected: String) {
    #expect(Fixture.one(text)?.type == .duration)
    #expect(Fixture.value(text) == expected)
}

@Test func pastTimeRollsToTomorrowWhenScheduling() throws {
    let entity = try #require(Fixture.one("call mom at 8am"))
    #expect(entity.record(in: Fixture.zone).value == .text("08:00:00"))
    guard case .instant(let date, _) = entity.value else { Issue.record("expected an instant"); return }
    #expect(TemporalFormat.iso8601(date, in: Fixture.zone) == "2026-01-08T08:00:00-05:00")
}

@Test(arguments: ["Mark", "Decide", "paprika", "monitor", "I may call Jane", "Create monthly report", "fried rice", "sunday roast recipe"])
func ordinaryWordsAreNotDates(text: String) {
    #expect(Fixture.resolver().entities(in: text).isEmpty)
}
