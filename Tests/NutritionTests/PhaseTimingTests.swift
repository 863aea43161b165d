import Foundation
import Testing
@testable import Nutrition

@Suite struct PhaseTimingTests {
    static func average(_ body: () -> Void) -> Double {
        let start = PerformanceTests.cpuNanoseconds()
        for _ in 0..<2000 { body() }
        return Double(PerformanceTests.cpuNanoseconds() - start) / 2000 / 1000
    }

    @Test func phases() {
        guard ProcessInfo.processInfo.environment["ASK_PHASES"] != nil else { return }
        let sentence = "for breakfast I had half a cup of oatmeal with blueberries, 2 slices of whole wheat toast & a coffee"
        let parser = MealParser.bundled()
        _ = parser.parse(sentence)
        let tokenize = Self.average { _ = MealTokenizer.tokenize(sentence) }
        let words = MealTokenizer.tokenize(sentence).map(\.text)
        let meal = Self.average { _ = MealWords.find(words) }
        let amount = Self.average { _ = AmountReader.read(words, in: 6..<11) }
        let match = Self.average { _ = parser.matcher.match(keys: ["whole", "wheat", "toast"], phrase: "whole wheat toast", unit: .slice) }
        let food = parser.matcher.match("whole wheat toast").food!
        let grams = Self.average { _ = PortionResolver.estimate(food: food, quantity: Quantity(value: 2), unit: .slice) }
        let all = Self.average { _ = parser.parse(sentence) }
        let tokens = MealTokenizer.tokenize(sentence)
        let keys = tokens.map(\.key)
        let protect = Self.average { for index in 0..<keys.count { _ = parser.longestProtected(keys, at: index) } }
        let separators = Self.average { for index in 0..<words.count { _ = parser.separatorWidth(words, at: index) } }
        let leads = Self.average { _ = MealWords.leadInLength(words, from: 3, to: 10) }
        let one = Self.average { _ = parser.parse("a banana") }
        let two = Self.average { _ = parser.parse("a banana and an apple") }
        let four = Self.average { _ = parser.parse("a banana, an apple, a pear and a peach") }
        let tokFour = Self.average { _ = MealTokenizer.tokenize("a banana, an apple, a pear and a peach") }
        let matchOnly = Self.average { _ = parser.matcher.match(keys: ["banana"], phrase: "banana", unit: nil) }
        let banana = parser.matcher.match("banana").food!
        let gramsOnly = Self.average { _ = PortionResolver.estimate(food: banana, quantity: Quantity(value: 1, isArticle: true), unit: nil, pieceName: "banana") }
        print("items µs: one \(one) two \(two) four \(four) tokenize4 \(tokFour) match \(matchOnly) grams \(gramsOnly)")
        print("more µs: protect \(protect) separators \(separators) leads \(leads)")
        print("phases µs: tokenize \(tokenize) meal \(meal) amount \(amount) match \(match) grams \(grams) total \(all)")
    }
}
