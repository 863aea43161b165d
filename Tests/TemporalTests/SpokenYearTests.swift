import Foundation
import Testing
@testable import Temporal

/// A year said in words with no date before it: "in nineteen eighty nine", "since two thousand and
/// five", "the year twenty twenty", "in one thousand seven hundred and eighty nine"; and after a
/// month, "june nineteen ninety". Every sentence is generated from the year's number.
struct SpokenYearTests {
    static let units = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// 1-99 in words, the tens and unit joined by `joiner` ("twenty-one", "twenty one").
    static func spell(_ n: Int, joiner: String = " ") -> String {
        if n < 20 { return units[n] }
        return n % 10 == 0 ? tens[n / 10] : tens[n / 10] + joiner + units[n % 10]
    }

    /// The ways a year is said: in pairs ("nineteen eighty-nine", for a second pair of 10 or more),
    /// and with "thousand" ("two thousand and five", "one thousand seven hundred and eighty nine").
    static func sayings(of year: Int) -> [String] {
        var out: [String] = []
        let high = year / 100, low = year % 100
        if (19...20).contains(high), low >= 10 {
            out.append(spell(high) + " " + spell(low))
            out.append(spell(high) + " " + spell(low, joiner: "-"))
        }
        let thousands = units[year / 1000] + " thousand"
        let hundreds = (year % 1000) / 100
        let head = hundreds > 0 ? thousands + " " + units[hundreds] + " hundred" : thousands
        if low > 0 {
            out.append(head + " and " + spell(low))
            out.append(head + " and " + spell(low, joiner: "-"))
            if hundreds == 0 { out.append(head + " " + spell(low)) }
        } else if hundreds == 0 {
            out.append(head)
        }
        return out
    }

    static let years = [1789, 1805, 1945, 1969, 1990, 2000, 2005, 2018, 2020, 2031, 2045]

    @Test func aYearInWordsAfterALeadIn() {
        var count = 0
        for year in Self.years {
            for saying in Self.sayings(of: year) {
                // A pair that could be a 24-hour clock ("nineteen forty five") needs a lead-in that
                // no clock takes; the others take any date lead-in.
                let paired = !saying.contains("thousand")
                var leads = ["in ", "In ", "during ", "the year ", "in the year ", "back in "]
                if !paired || year % 100 >= 60 { leads += ["before ", "after "] }
                for lead in leads {
                    for tail in ["", ".", " we moved"] {
                        let text = lead + saying + tail
                        let found = Fixture.resolver().entities(in: text)
                        let years = found.compactMap(TemporalPhenomenaTests.days)
                        let expected = lead == "before " || lead == "after " ? nil : (Self.day(year, 1, 1), Self.day(year, 12, 31))
                        if let expected {
                            #expect(found.count == 1 && years.first?.first == expected.0 && years.first?.last == expected.1, "\(text): \(found)")
                        } else {
                            // An open range bounded by the year.
                            #expect(found.count == 1 && found.first?.text.hasSuffix(saying.split(separator: " ").last.map(String.init) ?? "") == true, "\(text): \(found)")
                        }
                        count += 1
                    }
                }
            }
        }
        #expect(count > 300)
    }

    @Test func sinceAYearInWordsIsAnOpenRange() {
        for year in [1990, 2005, 2019] {
            for saying in Self.sayings(of: year) {
                let found = Fixture.resolver().entities(in: "since " + saying)
                guard found.count == 1, case .range(let s?, nil, _) = found[0].value else {
                    Issue.record("since \(saying): \(found)")
                    continue
                }
                #expect(LocalDateTime(s, in: Fixture.zone).day == Self.day(year, 1, 1), "since \(saying)")
            }
        }
    }

    @Test func twoYearsInWordsMakeARange() {
        for (a, b) in [(1990, 2000), (1969, 2005), (2018, 2020)] {
            for first in Self.sayings(of: a) {
                for second in Self.sayings(of: b) {
                    for (open, close) in [("between ", " and "), ("from ", " to ")] {
                        let text = open + first + close + second
                        let found = Fixture.resolver().entities(in: text)
                        guard found.count == 1, case .range(let s?, let e?, _) = found[0].value else {
                            Issue.record("\(text): \(found)")
                            continue
                        }
                        #expect(LocalDateTime(s, in: Fixture.zone).day == Self.day(a, 1, 1), "\(text)")
                        #expect(LocalDateTime(e, in: Fixture.zone).day == Self.day(b, 1, 1), "\(text)")
                    }
                }
            }
        }
    }

    /// A month before a year in pairs of words: the month of that year, not its day "nineteen".
    @Test func aMonthBeforeAYearInPairs() {
        for (month, number) in [("june", 6), ("June", 6), ("october", 10), ("in march", 3), ("sept", 9)] {
            for year in [1969, 1990, 2021, 2030] {
                for saying in Self.sayings(of: year) where !saying.contains("thousand") {
                    let text = month + " " + saying
                    let found = Fixture.resolver().entities(in: text).compactMap(TemporalPhenomenaTests.days)
                    #expect(found.count == 1 && found.first?.first == Self.day(year, number, 1) && found.first?.last.month == number,
                            "\(text): \(found)")
                }
            }
        }
        // A day in words after the month stays a day.
        for (text, day) in [("june twenty", 20), ("june twenty five", 25), ("june twenty-first", 21), ("june nineteen", 19)] {
            #expect(TemporalPhenomenaTests.whole(text).flatMap(TemporalPhenomenaTests.wall)?.day == Self.day(2026, 6, day), "\(text)")
        }
    }

    /// Counts, lengths, amounts, clocks and nouns stay what they are.
    @Test func numbersInWordsThatAreNoYear() {
        for text in ["in two thousand steps", "in nineteen ninety people", "in one thousand", "at twenty thirty", "by twenty thirty",
                     "until nineteen forty five", "for two thousand", "in two thousand and five calories", "about nineteen ninety"] {
            let found = Fixture.resolver().entities(in: text)
            let isYear = found.contains { e in
                guard let d = TemporalPhenomenaTests.days(e) else { return false }
                return d.first.month == 1 && d.first.day == 1 && d.last.month == 12 && d.last.day == 31
            }
            #expect(!isYear, "\(text): \(found)")
        }
        // "in two thousand years" is a length from now.
        let far = Fixture.resolver().entities(in: "in two thousand years")
        #expect(far.count == 1 && TemporalPhenomenaTests.wall(far[0])?.day.year == 4026, "\(far)")
    }

    static func day(_ y: Int, _ m: Int, _ d: Int) -> CivilDay { CivilDay(year: y, month: m, day: d) }
}
