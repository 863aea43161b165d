import Foundation
import Testing
@testable import Temporal

/// Forms written tight or bare, generated over variants: am or pm run into the day after the
/// time ("2pmTuesday", "9amtomorrow"), and a weekday abbreviation that is also a word when it is
/// the whole text ("sun", "Sat.") or follows a time's am or pm ("1pm sat").
///
/// Now is the fixture's Wednesday 2026-01-07 09:00 in New York.
struct RunTogetherFormsTests {
    static let days: [(String, Int?)] = [
        ("Tuesday", 2), ("tuesday", 2), ("tue", 2), ("Tues", 2), ("friday", 5), ("FRI", 5), ("Sat", 6), ("sunday", 7), ("sun", 7),
        ("wed", 3), ("Thurs", 4), ("mon", 1), ("tomorrow", nil), ("Tomorrow", nil), ("today", nil),
    ]

    /// "2pmTuesday", "9amtomorrow", "11PMfri": the time and the day read as if spaced.
    @Test func amOrPmRunIntoTheDay() {
        var count = 0
        for hour in [1, 2, 7, 9, 11, 12] {
            for meridiem in ["pm", "am", "PM", "Am"] {
                for (day, _) in Self.days {
                    for lead in ["", "around ", "see you ", "call at "] {
                        let fused = "\(lead)\(hour)\(meridiem)\(day)"
                        let spaced = "\(lead)\(hour)\(meridiem) \(day)"
                        let a = Fixture.resolver().entities(in: fused)
                        let b = Fixture.resolver().entities(in: spaced)
                        #expect(a.count == 1 && b.count == 1 && a.first?.value == b.first?.value, "\(fused): \(a) vs \(b)")
                        #expect(a.first?.text.hasSuffix(day) == true, "\(fused): \(a)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 6 * 4 * 15 * 4)
        // A word that only starts like one is no day: "5pmsharp", "3pmish".
        for text in ["meet 5pmsharp", "call 3pmish", "at 4pmtuesdays"] {
            #expect(Fixture.resolver().entities(in: text).allSatisfy { $0.type != .datetime }, "\(text)")
        }
    }

    /// "sun", "Sat.", "WED!": a weekday abbreviation that is also a word is the weekday when it is
    /// all the text; inside prose it still needs a date next to it.
    @Test func anAmbiguousAbbreviationAloneIsTheWeekday() {
        for (word, weekday) in [("sun", 7), ("sat", 6), ("wed", 3), ("tu", 2)] {
            for form in [word, word.capitalized, word.uppercased()] {
                for tail in ["", ".", "!", "?", " ."] {
                    let text = form + tail
                    let found = Fixture.resolver().entities(in: text)
                    #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0])?.day.weekday == weekday, "\(text): \(found)")
                }
            }
        }
        // After a time's am or pm, as after a number: "1pm sat", "9 a.m. sun".
        for (word, weekday) in [("sun", 7), ("sat", 6), ("wed", 3)] {
            for time in ["1pm", "9 a.m.", "at 5 PM", "11am", "17:00"] {
                let text = "\(time) \(word)"
                let found = Fixture.resolver().entities(in: text)
                #expect(found.count == 1 && found.first?.type == .datetime && TemporalPhenomenaTests.wall(found[0])?.day.weekday == weekday,
                        "\(text): \(found)")
            }
        }
        for text in ["the sun", "sun is out", "I sat.", "we sat down", "sat on it", "just wed", "sun cream", "sun, sea"] {
            #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
        }
    }

}
