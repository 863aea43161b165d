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

/// A weekday and the date it falls on, joined by a dash or with the date in brackets: "this
/// Friday-Jun-15", "friday (june 15th)". The date says which day; with no year written, the
/// weekday picks the year, as "friday june 15" does.
struct WeekdayWithItsDateTests {
    /// Dates around the fixture's now (Wednesday 2026-01-07) and their weekdays, past and ahead.
    static let dates: [(month: String, monthNumber: Int, day: Int, weekday: String, year: Int)] = [
        ("jan", 1, 2, "Friday", 2026), ("January", 1, 5, "monday", 2026), ("Feb", 2, 14, "sat", 2026),
        ("dec", 12, 25, "Friday", 2026), ("Dec", 12, 31, "thursday", 2026), ("dec", 12, 30, "Wednesday", 2026), ("jan", 1, 1, "thu", 2026), ("mar", 3, 3, "Tue", 2026),
    ]

    @Test func dashedOrBracketedDateAfterAWeekday() {
        var count = 0
        for (month, number, day, weekday, year) in Self.dates {
            let dates = ["\(month)-\(day)", "\(month) \(day)", "\(month) \(day)\(Self.suffix(day))", "\(number)/\(day)"]
            for lead in ["", "this ", "on ", "see you "] {
                for date in dates {
                    var texts = ["\(lead)\(weekday) (\(date))"]
                    if date.hasPrefix(month), !date.contains(" ") { texts.append("\(lead)\(weekday)-\(date)") }
                    for text in texts {
                        let found = Fixture.resolver().entities(in: text)
                        #expect(found.count == 1 && TemporalPhenomenaTests.wall(found[0])?.day == CivilDay(year: year, month: number, day: day)
                                && found.first?.text.hasSuffix(text.hasSuffix(")") ? ")" : "\(day)") == true, "\(text): \(found)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 8 * 4 * 5)
        // Brackets around anything else leave the weekday alone.
        for text in ["friday (see notes)", "friday (tomorrow)", "friday (3pm)", "friday (jan 9"] {
            let found = Fixture.resolver().entities(in: text)
            #expect(found.first?.text.lowercased() == "friday", "\(text): \(found)")
        }
    }

    static func suffix(_ day: Int) -> String {
        switch (day % 100, day % 10) {
        case (11...13, _): return "th"
        case (_, 1): return "st"
        case (_, 2): return "nd"
        case (_, 3): return "rd"
        default: return "th"
        }
    }
}

/// Weekdays, months and day words misspelled the common ways read as the words they stand for,
/// in any slot the word takes.
struct MisspelledDateWordsTests {
    static let weekdays = [("wensday", "wednesday"), ("wendsday", "wednesday"), ("Wednsday", "wednesday"), ("tuseday", "tuesday"),
                           ("tusday", "tuesday"), ("thurday", "thursday"), ("firday", "friday"), ("Saterday", "saturday"),
                           ("satruday", "saturday"), ("sunady", "sunday"), ("monady", "monday")]
    static let months = [("febuary", "february"), ("Feburary", "february"), ("janurary", "january"), ("septmber", "september"),
                         ("agust", "august"), ("ocotber", "october"), ("novemeber", "november"), ("decemeber", "december")]

    @Test func misspelledWordsReadAsSpelledRight() {
        var count = 0
        func same(_ wrong: String, _ right: String) {
            let a = Fixture.resolver().entities(in: wrong)
            let b = Fixture.resolver().entities(in: right)
            // A recurrence keeps its words; its rule is what must agree.
            var agree = a.first?.value == b.first?.value
            if case .recurrence(let x)? = a.first?.value, case .recurrence(let y)? = b.first?.value { agree = x.timex == y.timex }
            #expect(a.count == 1 && agree, "\(wrong): \(a) vs \(b)")
            count += 1
        }
        for (wrong, right) in Self.weekdays {
            for template in ["on %@", "%@ at 5pm", "next %@", "every %@", "call mom %@ morning", "%@"] {
                same(template.replacingOccurrences(of: "%@", with: wrong), template.replacingOccurrences(of: "%@", with: right))
            }
        }
        for (wrong, right) in Self.months {
            for template in ["in %@", "%@ 3", "3 %@ 2027", "the 5th of %@", "%@ 2027", "from %@ to june"] {
                same(template.replacingOccurrences(of: "%@", with: wrong), template.replacingOccurrences(of: "%@", with: right))
            }
        }
        for (wrong, right) in [("yesterady", "yesterday"), ("this wekend", "this weekend"), ("next weeknd", "next weekend")] {
            same(wrong, right)
        }
        #expect(count == 11 * 6 + 8 * 6 + 3)
    }
}
