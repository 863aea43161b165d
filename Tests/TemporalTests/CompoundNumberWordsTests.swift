import Foundation
import Testing
@testable import Temporal

/// Numbers of two words where one was read: minutes before "past"/"to" ("twenty-five past 3")
/// and a spelled ordinal day of a relative month ("the twenty second of next month").
///
/// Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct CompoundNumberWordsTests {
    static let units = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    static let tens = ["", "ten", "twenty", "thirty", "forty", "fifty"]

    /// "twenty-five past 3", "thirty five minutes to noon", "forty-five past ten pm".
    @Test func minutesOfTwoWordsBeforePastAndTo() {
        var count = 0
        for minutes in [21, 25, 35, 45, 55] {
            for joiner in [" ", "-"] {
                let spoken = Self.tens[minutes / 10] + joiner + Self.units[minutes % 10]
                for named in ["", " minutes"] {
                    for (target, hour) in [("3", 15), ("three", 15), ("10 pm", 22), ("noon", 12), ("midnight", 0), ("seven am", 7)] {
                        for relation in ["past", "to"] {
                            // "to" with words takes round minutes only unless named ("twenty one to four people").
                            if relation == "to", minutes % 5 != 0, named.isEmpty { continue }
                            let text = "\(spoken)\(named) \(relation) \(target)"
                            let base = hour * 60
                            let expected = ((relation == "past" ? base + minutes : base - minutes) + 1440) % 1440
                            let found = Fixture.resolver().entities(in: text)
                            #expect(found.count == 1 && found.first.flatMap(TemporalPhenomenaTests.minuteOfDay) == expected && found.first?.text == text,
                                    "\(text): \(found)")
                            count += 1
                        }
                    }
                }
            }
        }
        #expect(count > 200)
    }

    /// "the twenty second of next month", "the thirtieth of this month": a spelled ordinal day
    /// of a relative month, as "the 22nd of next month" is; "the third of them" is no date.
    @Test func aSpelledOrdinalOfARelativeMonth() {
        let ordinals: [(String, Int)] = [("twenty second", 22), ("twenty-second", 22), ("thirtieth", 30), ("fifth", 5), ("twenty first", 21),
                                         ("first", 1), ("thirty first", 31), ("eleventh", 11)]
        for (ordinal, day) in ordinals {
            for (month, first) in [("next month", CivilDay(year: 2026, month: 2, day: 1)), ("this month", CivilDay(year: 2026, month: 1, day: 1)),
                                   ("last month", CivilDay(year: 2025, month: 12, day: 1))] {
                for lead in ["", "on ", "due ", "on the "] {
                    let text = lead.hasSuffix("the ") || lead.isEmpty ? "\(lead)the \(ordinal) of \(month)".replacingOccurrences(of: "the the", with: "the")
                        : "\(lead)\(ordinal) of \(month)"
                    let expected = CivilDay.valid(year: first.year, month: first.month, day: day)
                    let found = Fixture.resolver().entities(in: text)
                    if let expected {
                        #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0])?.day == expected, "\(text): \(found)")
                    } else {
                        #expect(!found.contains { TemporalPhenomenaTests.wall($0)?.day.month == first.month && $0.type == .date }, "\(text): \(found)")
                    }
                }
            }
        }
        // "of the month" names no month: the ordinal is not cut from it ("from the first of the month").
        for text in ["from the first of the month", "the twenty second of the month"] {
            #expect(!Fixture.resolver().entities(in: text).contains { $0.text.hasSuffix("first") || $0.text.hasSuffix("second") }, "\(text)")
        }
        // After "the", a tens word and "second" are the 22nd, never twenty seconds.
        for text in ["the twenty second", "on the twenty second", "the thirty second of the month", "due the twenty second",
                     "on twenty second of this month", "twenty second of june"] {
            #expect(!Fixture.resolver().entities(in: text).contains { $0.type == .duration }, "\(text)")
        }
        #expect(Fixture.resolver().entities(in: "for twenty seconds").first?.value == .duration(seconds: 20))
        for text in ["the third of them", "the second of the two", "a twenty second of silence"] {
            #expect(!Fixture.resolver().entities(in: text).contains { $0.type == .date }, "\(text)")
        }
    }
}
