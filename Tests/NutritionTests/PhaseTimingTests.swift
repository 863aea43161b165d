import Foundation
import Testing
@testable import Nutrition

@Suite struct PhaseTimingTests {
    @Test func phases() {
        guard ProcessInfo.processInfo.environment["ASK_PHASES"] != nil else { return }
        let sentence = "for breakfast I had half a cup of oatmeal with blueberries, 2 slices of whole wheat toast & a coffee"
        let parser = MealParser.bundled()
        _ = parser.parse(sentence)
        let tokenize = PerformanceTests.medianMicroseconds(500) { _ = MealTokenizer.tokenize(sentence) }
        let words = MealTokenizer.tokenize(sentence).map(\.text)
        let meal = PerformanceTests.medianMicroseconds(500) { _ = MealWords.find(words) }
        let amount = PerformanceTests.medianMicroseconds(500) { _ = AmountReader.read(words, in: 6..<11) }
        let match = PerformanceTests.medianMicroseconds(500) { _ = parser.matcher.match(keys: ["whole", "wheat", "toast"], phrase: "whole wheat toast", unit: .slice) }
        let food = parser.matcher.match("whole wheat toast").food!
        let grams = PerformanceTests.medianMicroseconds(500) { _ = PortionResolver.estimate(food: food, quantity: Quantity(value: 2), unit: .slice) }
        let all = PerformanceTests.medianMicroseconds(500) { _ = parser.parse(sentence) }
        print("phases µs: tokenize \(tokenize) meal \(meal) amount \(amount) match \(match) grams \(grams) total \(all)")
    }
}
