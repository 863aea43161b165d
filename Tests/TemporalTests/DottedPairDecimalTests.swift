import Foundation
import Testing
@testable import Temporal

/// A dotted pair is day.month only where something marks a date: "version 2.1", "rated 4.5
/// stars", "chapter 3.2" (after a label or version word) and two single digits with nothing
/// around them ("it took 2.5") are numbers; they were the 2nd of January and the 4th of May. A
/// trailing dot, a weekday or a date lead-in before, a range or a time after, or a two-digit part
/// keep the date ("5.6.", "on 5.6", "fri 4.5", "5.6 - 7.6", "5.6 18:00", "16.12").
struct DottedPairDecimalTests {
    static func isDate(_ text: String) -> Bool {
        Fixture.resolver().entities(in: text).contains { [.date, .datetime, .daterange, .datetimerange].contains($0.type) }
    }

    @Test func numbersAndDates() {
        let pairs = [(2, 1), (4, 5), (3, 2), (1, 5), (7, 3), (9, 9)]
        var count = 0
        for (a, b) in pairs {
            let pair = "\(a).\(b)"
            // Numbers: after a label or version word, or alone among words.
            for frame in ["version {p}", "Version {p} is out", "rated {p} stars", "chapter {p}", "see section {p}", "it took {p}",
                          "the ratio is {p}", "upgrade to ios {p} please", "v {p}", "release {p} notes", "score {p}"] {
                let text = frame.replacingOccurrences(of: "{p}", with: pair)
                #expect(!Self.isDate(text), "\(text): \(Fixture.resolver().entities(in: text).map { "\($0.text) \($0.value)" })")
                count += 1
            }
            // Dates: something marks them.
            for frame in ["{p}.", "on {p}", "fri {p}", "Friday {p}", "{p} - {q}", "from {p} to {q}", "{p} 18:00", "{p} 6pm", "by {p}", "until {p}."] {
                let text = frame.replacingOccurrences(of: "{p}", with: pair).replacingOccurrences(of: "{q}", with: "\(a + 1).\(b)")
                #expect(Self.isDate(text), "\(text): \(Fixture.resolver().entities(in: text).map { "\($0.text) \($0.value)" })")
                count += 1
            }
        }
        #expect(count == 6 * 21)
        // Two-digit parts stay dates alone, as before.
        for text in ["16.12", "01.11", "29.9", "10.10 - 11.10"] { #expect(Self.isDate(text), "\(text)") }
        // And a version's two-digit parts stay a number after the version word.
        for text in ["version 10.4", "macos 12.6", "rated 10.10"] { #expect(!Self.isDate(text), "\(text)") }
    }
}

/// A dotted number after a word that brings an amount of money is a price, not a time: "it costs
/// 12.50", "paid 10.30 for lunch", "the price is 9.45" were 12:50, 10:30 and 09:45. After "at" it
/// stays a time ("pay the bill at 10.30").
struct PriceIsNoTimeTests {
    @Test func pricesAreNoTimes() {
        let amounts = ["12.50", "10.30", "9.45", "7.15", "23.00", "1.05"]
        let frames = ["it costs {a}", "it cost {a} in total", "paid {a} for lunch", "I spent {a} today", "the price is {a}", "total was {a}.",
                      "she owes {a}", "Tip: {a}", "charged {a} to my card", "the fee is about {a}"]
        var count = 0
        for amount in amounts {
            for frame in frames {
                let text = frame.replacingOccurrences(of: "{a}", with: amount)
                let found = Fixture.resolver().entities(in: text)
                #expect(!found.contains { $0.text.contains(amount) && [.time, .datetime].contains($0.type) }, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                count += 1
            }
        }
        #expect(count == 6 * 10)
        for (text, minute) in [("pay the bill at 10.30", 630), ("meet at 9.45", 585), ("costs review at 12.50", 770)] {
            #expect(Fixture.resolver().entities(in: text).contains { TemporalPhenomenaTests.minuteOfDay($0) == minute }, "\(text)")
        }
    }
}
