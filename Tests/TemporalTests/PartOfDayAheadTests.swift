import Foundation
import Testing
@testable import Temporal

/// A part of the day after a word a move or a wait runs to ("push that to the evening", "into the
/// afternoon") is the stretch ahead, as "in the afternoon" is; one after a plain "the" or as a
/// noun's modifier stays words ("enjoy the afternoon", "listen to the morning show"). And a part
/// of a named day ("friday afternoon") is one moment that carries its stretch for questions.
struct PartOfDayAheadTests {
    static let parts: [(String, Int, Int)] = [("morning", 8, 12), ("afternoon", 12, 16), ("evening", 16, 20), ("Afternoon", 12, 16)]

    @Test func aPartAfterToOrIntoIsItsStretch() {
        for (part, start, end) in Self.parts {
            for lead in ["move it to", "push that into", "snooze it to", "Move it to"] {
                let text = "\(lead) the \(part)"
                let found = Fixture.resolver().entities(in: text)
                #expect(found.count == 1 && found.first?.text == "the \(part)", "\(text): \(found)")
                #expect(found.first?.value == .clockRange(start: ClockTime(hour: start, minute: 0), end: ClockTime(hour: end % 24, minute: 0)), "\(text)")
            }
            for words in ["enjoy the \(part)", "listen to the \(part) show", "the \(part) was long"] {
                #expect(Fixture.resolver().entities(in: words).isEmpty, "\(words)")
            }
        }
    }

    @Test func aPartOfANamedDayCarriesItsStretch() {
        let days: [(String, Int)] = [("friday", 9), ("on Friday", 9), ("jan 12", 12), ("next monday", 12), ("saturday", 10)]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Fixture.zone
        for (day, date) in days {
            for (part, start, end) in Self.parts {
                let text = "\(day) \(part)"
                guard let entity = Fixture.one(text) else {
                    Issue.record("\(text): not one entity")
                    continue
                }
                let at = { (hour: Int) in calendar.date(from: DateComponents(year: 2026, month: 1, day: date, hour: hour))! }
                #expect(entity.periodReading != nil && entity.asPeriod.value == .range(start: at(start), end: at(end), grain: .hour), "\(text): \(entity.asPeriod.value)")
                // The point is unchanged, and reading it as a point keeps it.
                #expect(entity.asPoint == entity, "\(text)")
            }
        }
        // A part named relative to today is already its stretch; nothing else carries one.
        for text in ["this afternoon", "tomorrow morning", "friday at 5pm", "friday", "in 2 hours"] {
            #expect(Fixture.one(text)?.periodReading == nil, "\(text)")
        }
    }
}
