import Foundation
import Testing
@testable import Temporal

/// "the week before christmas", "the weekend after june 5", "the night before friday": a stretch
/// next to a day, as "the day before christmas" is a day: the seven days before (after) it, the
/// last weekend whose Sunday is before it (the first whose Saturday is after it), that part of the
/// day before (after) it. They were an open range ("before christmas") or this weekend. Now is the
/// fixture's Wednesday 2026-01-07 09:00 in New York.
struct StretchNextToADayTests {
    static let anchors: [(String, CivilDay)] = [
        ("christmas", CivilDay(year: 2026, month: 12, day: 25)), ("friday", CivilDay(year: 2026, month: 1, day: 9)),
        ("june 5", CivilDay(year: 2026, month: 6, day: 5)), ("jan 20", CivilDay(year: 2026, month: 1, day: 20)),
        ("Christmas Day", CivilDay(year: 2026, month: 12, day: 25)), ("the 14th of february", CivilDay(year: 2026, month: 2, day: 14)),
        ("sunday", CivilDay(year: 2026, month: 1, day: 11)), ("tomorrow", CivilDay(year: 2026, month: 1, day: 8)),
    ]

    @Test func weeksAndWeekends() {
        var count = 0
        for (anchor, day) in Self.anchors {
            for after in [false, true] {
                let relation = after ? "after" : "before"
                var saturday = day.adding(days: after ? 1 : -2)
                while saturday.weekday != 6 { saturday = saturday.adding(days: after ? 1 : -1) }
                let expected: [(String, CivilDay, CivilDay)] = [
                    ("week", after ? day.adding(days: 1) : day.adding(days: -7), after ? day.adding(days: 7) : day.adding(days: -1)),
                    ("weekend", saturday, saturday.adding(days: 1)),
                ]
                for (unit, first, last) in expected {
                    for frame in ["the {u} {r} {a}", "what's on the {u} {r} {a}?", "The {u} {r} {a}, we travel"] {
                        let text = frame.replacingOccurrences(of: "{u}", with: unit).replacingOccurrences(of: "{r}", with: relation)
                            .replacingOccurrences(of: "{a}", with: anchor)
                        let found = Fixture.resolver().entities(in: text)
                        let days = found.count == 1 ? TemporalPhenomenaTests.days(found[0]) : nil
                        #expect(days?.first == first && days?.last == last, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 8 * 2 * 2 * 3)
    }

    @Test func partsOfTheDayNextToADay() {
        for (anchor, day) in Self.anchors {
            for (part, start, end) in [("night", 20, 24), ("morning", 8, 12), ("evening", 16, 20)] {
                for after in [false, true] {
                    let text = "the \(part) \(after ? "after" : "before") \(anchor)"
                    let found = Fixture.resolver().entities(in: text)
                    let on = day.adding(days: after ? 1 : -1)
                    guard found.count == 1 else { Issue.record("\(text): \(found.map(\.text))"); continue }
                    let point = found[0].asPoint
                    // The stretch of that part of the day, and its default hour as the point.
                    if case .range(let s?, let e?, _) = found[0].value {
                        #expect(LocalDateTime(s, in: Fixture.zone) == LocalDateTime(day: on, hour: start), "\(text)")
                        #expect(LocalDateTime(e, in: Fixture.zone) == LocalDateTime(day: on, hour: end), "\(text)")
                    } else {
                        #expect(TemporalPhenomenaTests.wall(point)?.day == on, "\(text): \(found[0].value)")
                    }
                }
            }
        }
        // "before last" and "after next" keep their own readings; "week after week" is none.
        #expect(Fixture.one("the week before last").flatMap(TemporalPhenomenaTests.days)?.first == CivilDay(year: 2025, month: 12, day: 22))
        #expect(Fixture.one("the week after next").flatMap(TemporalPhenomenaTests.days)?.first == CivilDay(year: 2026, month: 1, day: 19))
        #expect(Fixture.resolver().entities(in: "week after week").isEmpty)
    }
}
