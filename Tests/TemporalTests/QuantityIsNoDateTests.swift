import Foundation
import Testing
@testable import Temporal

/// A number that is an amount is no date and no year: a decimal before a unit of measure ("1.5
/// kg" was May 1st), and a four-digit value after a word that as often introduces an amount
/// ("set my calories to 1900" was the year 1900). Every sentence is made up here.
struct QuantityIsNoDateTests {
    static let decimals = ["1.5", "2.5", "0.5", "1.25", "12.5", "3.2", "10.5", "1.1", "4.12", "1/2", "3/4", "1 / 2"]
    static let units = ["kg", "kgs", "kilos", "lb", "lbs", "pounds", "oz", "ounces", "g", "grams", "ml", "l", "litres", "liters",
                        "cups", "tbsp", "tsp", "km", "miles", "mi", "cal", "kcal", "%", "percent", "servings", "steps"]
    static let frames = ["{q}", "log {q} of chicken", "Log {q} of rice", "I ate {q} of beef", "add {q} flour", "drank {q} of water today",
                         "ran {q} this morning"]

    /// The entities of `text` that cover any of the amount's characters.
    static func readsAmount(_ text: String, amount: Range<String.Index>) -> [TemporalEntity] {
        let lower = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: amount.lowerBound)
        let upper = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: amount.upperBound)
        return Fixture.resolver().entities(in: text).filter { $0.range.overlaps(lower..<upper) }
    }

    /// A number after a currency sign is a price: "$12.50" is no 12:50, "£3.15" no 03:15.
    @Test func aPriceIsNoTime() {
        for sign in ["$", "£", "€"] {
            for price in ["12.50", "3.15", "10.30", "9.45", "1.05", "12", "2026"] {
                for frame in ["a book for {p}", "it costs {p} tomorrow", "{p}", "Jack wants a game for {p}, please"] {
                    let text = frame.replacingOccurrences(of: "{p}", with: sign + price)
                    let range = text.range(of: price)!
                    let found = Self.readsAmount(text, amount: range)
                    #expect(found.isEmpty, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                }
            }
        }
        // The date said beside it is still read.
        #expect(Fixture.resolver().entities(in: "it costs $9.30 tomorrow").map(\.text) == ["tomorrow"])
    }

    @Test func aDecimalBeforeAUnitOfMeasureIsNoDate() {
        var count = 0
        for number in Self.decimals {
            for unit in Self.units {
                // Glued ("1.5kg") and spaced ("1.5 kg"), as people type both.
                for joiner in [" ", ""] where !(joiner.isEmpty && number.contains(" ")) {
                    for frame in Self.frames {
                        let quantity = number + joiner + unit
                        let text = frame.replacingOccurrences(of: "{q}", with: quantity)
                        let range = text.range(of: number)!
                        let found = Self.readsAmount(text, amount: range)
                        #expect(found.isEmpty, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                        count += 1
                    }
                }
            }
        }
        #expect(count > 2000)
        // The rest of the sentence is still read.
        #expect(Fixture.one("log 1.5 lbs of chicken tomorrow")?.text == "tomorrow")
        #expect(Fixture.one("ran 2.5 miles this morning")?.text == "this morning")
        // Without a unit a dotted pair stays what it was: a day-first date.
        #expect(Fixture.value("on 1.5") != nil)
    }

    static let amountFrames = ["set my calories to {n}", "set my daily goal to {n}", "change the target to {n}", "update my calorie goal to {n}",
                               "Set calories to {n}", "set my goal for {n}", "aim for about {n}", "around {n}", "about {n} today",
                               "steps goal to {n} please", "{n} calories", "log {n} kcal", "in {n} steps", "since {n} calories",
                               "until {n} steps", "by {n} kcal"]

    @Test func anAmountIsNoYear() {
        var count = 0
        for n in [1900, 1950, 1999, 2000, 2019, 2026, 2100, 2099] {
            for frame in Self.amountFrames {
                let text = frame.replacingOccurrences(of: "{n}", with: String(n))
                let range = text.range(of: String(n))!
                let found = Self.readsAmount(text, amount: range)
                #expect(!found.contains { if case .range = $0.value { true } else { false } }, "\(text): \(found.map { "\($0.text) \($0.value)" })")
                #expect(!found.contains { $0.type == .daterange || $0.type == .date }, "\(text): \(found.map(\.text))")
                count += 1
            }
        }
        #expect(count >= 100)
    }

    /// A word that says year keeps a bare number a year.
    @Test func aYearLeadInStillMakesAYear() {
        for lead in ["in", "In", "since", "until", "till", "before", "after", "during", "by", "from", "the year", "between 2015 and"] {
            for n in [1995, 2019, 2031] {
                let text = "\(lead) \(n)"
                let found = Fixture.resolver().entities(in: text)
                #expect(found.contains { $0.text.hasSuffix(String(n)) }, "\(text): \(found.map(\.text))")
            }
        }
    }
}
