import Foundation
import Testing
@testable import Temporal

/// "to date" closes a range at today: "from january to date" is January 1st up to and including
/// today (Wednesday 2026-01-07), as "from january to today" is. It was only "january".
struct ToDateTests {
    @Test func toDateEndsToday() {
        let starts: [(String, CivilDay)] = [("january", CivilDay(year: 2026, month: 1, day: 1)), ("January", CivilDay(year: 2026, month: 1, day: 1)),
                                            ("jan 2", CivilDay(year: 2026, month: 1, day: 2)), ("monday", CivilDay(year: 2026, month: 1, day: 5)),
                                            ("the 3rd", CivilDay(year: 2026, month: 1, day: 3)), ("last week", CivilDay(year: 2025, month: 12, day: 29)),
                                            ("2025", CivilDay(year: 2025, month: 1, day: 1)), ("december 1st", CivilDay(year: 2025, month: 12, day: 1))]
        var count = 0
        for (start, day) in starts {
            for separator in ["to", "till", "until", "til"] {
                for frame in ["from {s} {sep} date", "sales from {s} {sep} date", "From {s} {sep} date, please"] {
                    let text = frame.replacingOccurrences(of: "{s}", with: start).replacingOccurrences(of: "{sep}", with: separator)
                    let found = Fixture.resolver(prefersFuture: false).entities(in: text)
                    let days = found.first.flatMap(TemporalPhenomenaTests.days)
                    #expect(found.count == 1 && found[0].text.hasSuffix("date"), "\(text): \(found.map(\.text))")
                    #expect(days?.first == day && days?.last == CivilDay(year: 2026, month: 1, day: 7), "\(text): \(String(describing: days))")
                    count += 1
                }
            }
        }
        #expect(count == 96)
        // Alone, "to date" is an end: up to and including today.
        for lead in ["to", "till", "until", "To", "Till"] {
            for frame in ["how many did we sell {l} date?", "{l} date", "revenue {l} date, by region", "sales {l} date."] {
                let text = frame.replacingOccurrences(of: "{l}", with: lead)
                let found = Fixture.resolver().entities(in: text)
                guard found.count == 1, case .range(nil, let end?, _) = found[0].value else {
                    Issue.record("\(text): \(found.map(\.text))")
                    continue
                }
                #expect(LocalDateTime(end, in: Fixture.zone) == LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 8)), "\(text)")
            }
        }
        // "up to date" is current, and "date" before a noun or number is a noun.
        for text in ["keep the list up to date", "move it to date night", "equal to date 1", "set to date format", "to date her"] {
            #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
        }
        // "date" as a noun after a single date is no end.
        #expect(Fixture.resolver().entities(in: "move friday to date night").allSatisfy { !$0.text.contains("date") })
    }
}
