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
