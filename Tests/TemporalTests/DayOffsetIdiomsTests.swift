import Foundation
import Testing
@testable import Temporal

/// Three ways of naming a day by another, tested over made-up variants. Now is the fixture's
/// Wednesday 2026-01-07 09:00 in New York.
/// - British "monday week", "tomorrow week", "friday fortnight", "a week tomorrow", "a week
///   today", "a fortnight on friday": a week (fortnight) after the day. They read the day alone.
/// - "this day next week", "the same day last year": the date a week (month, year) on or back.
///   They read today.
/// - "the night before last", "the evening before the last": that part of the day before
///   yesterday, as "last night" is yesterday's. They read nothing.
struct DayOffsetIdiomsTests {
    static let today = CivilDay(year: 2026, month: 1, day: 7)

    static func dayOf(_ text: String) -> CivilDay? {
        let found = Fixture.resolver().entities(in: text)
        guard found.count == 1, case .instant(let d, _) = found[0].value else { return nil }
        return LocalDateTime(d, in: Fixture.zone).day
    }

    @Test func aWeekAfterADay() {
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        let lengths: [(String, Int)] = [("week", 7), ("fortnight", 14)]
        let frames = ["{x}", "see you {x}", "we fly {x}, I think", "Party {x}."]
        var count = 0
        for (length, days) in lengths {
            var anchors: [(before: String, after: String, CivilDay)] = [
                ("tomorrow", "tomorrow", Self.today.adding(days: 1)), ("Tomorrow", "tomorrow", Self.today.adding(days: 1)),
                ("", "today", Self.today),
            ]
            for (n, name) in names.enumerated() {
                let ahead = (n + 1 - Self.today.weekday + 7) % 7
                let coming = Self.today.adding(days: ahead == 0 ? 7 : ahead)
                anchors.append((name, "on " + name, coming))
                anchors.append((name.capitalized, "on " + name.capitalized, coming))
            }
            for (before, after, day) in anchors {
                for frame in frames {
                    // "monday week", "tomorrow week"
                    if !before.isEmpty {
                        let text = frame.replacingOccurrences(of: "{x}", with: "\(before) \(length)")
                        #expect(Self.dayOf(text) == day.adding(days: days), "\(text)")
                        count += 1
                    }
                    // "a week tomorrow", "a fortnight on friday", "a week today"
                    let text = frame.replacingOccurrences(of: "{x}", with: "a \(length) \(after)")
                    #expect(Self.dayOf(text) == day.adding(days: days), "\(text)")
                    count += 1
                }
            }
        }
        #expect(count > 200)
        // Not before a number, a noun or "after"; and after "for" the length stays a length.
        for text in ["monday week 3 review", "friday week planning", "I sat week after week", "away for a week on monday"] {
            let found = Fixture.resolver().entities(in: text)
            #expect(!found.contains { $0.text.lowercased().hasSuffix(" week") && $0.text.count > 6 || $0.text.lowercased().contains("week on") }, "\(text): \(found.map(\.text))")
        }
    }

    @Test func theSameDayOnOrBack() {
        let shifts: [(String, CivilDay)] = [("next week", Self.today.adding(days: 7)), ("last week", Self.today.adding(days: -7)),
                                            ("next month", Self.today.adding(months: 1)), ("last year", Self.today.adding(years: -1)),
                                            ("next year", Self.today.adding(years: 1)), ("previous month", Self.today.adding(months: -1))]
        var count = 0
        for (shift, day) in shifts {
            for lead in ["this day", "the same day", "same day", "This day", "on the same day"] {
                for frame in ["{x}", "what did I do {x}?", "{x}, please"] {
                    let text = frame.replacingOccurrences(of: "{x}", with: "\(lead) \(shift)")
                    #expect(Self.dayOf(text) == day, "\(text): \(Fixture.resolver().entities(in: text).map { "\($0.text) \($0.value)" })")
                    count += 1
                }
            }
        }
        #expect(count == 6 * 5 * 3)
        // With a time, that time on the day.
        let found = Fixture.resolver().entities(in: "this day next week at 3pm")
        #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0]) == LocalDateTime(day: Self.today.adding(days: 7), hour: 15))
    }

    @Test func aPartOfTheDayBeforeLast() {
        let parts: [(String, Int, Int)] = [("night", 20, 24), ("evening", 16, 20), ("morning", 8, 12), ("afternoon", 12, 16)]
        let day = Self.today.adding(days: -2)
        for (part, start, end) in parts {
            for lastWord in ["last", "the last"] {
                for frame in ["the {p} before {l}", "what did we eat the {p} before {l}?", "The {p} before {l}, I slept badly"] {
                    let text = frame.replacingOccurrences(of: "{p}", with: part).replacingOccurrences(of: "{l}", with: lastWord)
                    let found = Fixture.resolver().entities(in: text)
                    guard found.count == 1, case .range(let s?, let e?, _) = found[0].value else {
                        Issue.record("\(text): \(found.map { "\($0.text) \($0.value)" })")
                        continue
                    }
                    #expect(LocalDateTime(s, in: Fixture.zone) == LocalDateTime(day: day, hour: start), "\(text)")
                    #expect(LocalDateTime(e, in: Fixture.zone) == LocalDateTime(day: day, hour: end), "\(text)")
                }
            }
        }
    }
}
