import Foundation
import Testing
@testable import Nutrition

@Suite struct MealParserTests {
    let parser = MealParser.bundled()

    @Test func readmeExampleEggsAndToast() {
        let parse = parser.parse("2 eggs and a slice of toast")
        #expect(parse.items.count == 2)
        #expect(parse.items.first?.food?.name == "egg")
        #expect(parse.items.first?.grams == 100)
        #expect(parse.items.last?.food?.name == "toast")
        #expect(parse.items.last?.unit == .slice)
        #expect(parse.items.last?.grams == 27)
        #expect(abs(parse.total.kcal - 221) < 1.5)
        #expect(parse.items.first?.assumed.first == "no unit: 1 large = 50 g")
    }

    /// A bare count of a food weighed by mass counts pieces of the size the table weighs: "6 shrimp" is
    /// 6 × the "large" row (5.5 g), not 6 × its 3 oz serving (510 g).
    @Test func aCountOfPiecesUsesTheSizeRowTheTableHas() {
        let shrimp = parser.parse("6 shrimp").items[0]
        #expect(shrimp.grams == 33)
        #expect(shrimp.assumed == ["no unit: 1 large = 5.5 g"])
        let strawberries = parser.parse("12 strawberries").items[0]
        #expect(strawberries.assumed.first?.hasPrefix("no unit: 1 medium") == true)
    }

    /// A count of a food the table portions in slices is of whole ones: "half a pizza" is half the
    /// pie (278 g), not half a slice (35 g); slices said, or no amount, stay slices.
    @Test func aCountOfASlicedFoodIsOfWholeOnes() {
        for (said, grams) in [("half a pizza", 278.0), ("a pizza", 556), ("2 pizzas", 1112), ("one cheese pizza", 556), ("a pepperoni pizza", 895),
                              ("pizza", 69), ("a slice of pizza", 69), ("3 slices of pizza", 207), ("2 pizza slices", 138)] {
            let item = parser.parse(said).items[0]
            #expect(item.grams == grams, "\(said): \(item.assumed)")
        }
        // A food whose usual portion is whole already is counted in it.
        #expect(parser.parse("2 eggs").items[0].grams == 100)
    }

    /// A liquid added to a drink without an amount is at most a splash: "coffee with milk" is not a cup of milk.
    @Test func aLiquidAddedToADrinkIsASplash() {
        let coffee = parser.parse("two cups of coffee with milk").items
        #expect(coffee.map(\.foodPhrase) == ["coffee", "milk"])
        #expect(coffee[1].grams == 15)
        #expect(coffee[1].assumed == ["added to a drink without an amount: a splash = 15 g"])
        // Not after a food that is no drink, not with an amount, not above a smaller default.
        #expect(parser.parse("a bowl of corn flakes with milk").items[1].grams == 244)
        #expect(parser.parse("tea with 2 cups of milk").items[1].grams == 488)
        #expect(abs(parser.parse("a mug of tea with honey").items[1].grams! - 21) < 0.01)
    }

    @Test func spansAreScalarOffsets() {
        let text = "I had 2 eggs and a slice of toast for breakfast"
        let parse = parser.parse(text)
        let scalars = Array(text.unicodeScalars)
        let pieces = parse.items.map { String(String.UnicodeScalarView(scalars[$0.span])) }
        #expect(pieces == ["2 eggs", "a slice of toast"])
        #expect(parse.meal == .breakfast)
        #expect(parse.mealSpan.map { String(String.UnicodeScalarView(scalars[$0])) } == "for breakfast")
        #expect(parse.leadInSpans.count == 1)
    }

    @Test func namesContainingAndStayWhole() {
        let parse = parser.parse("mac and cheese with a glass of milk")
        #expect(parse.items.map { $0.food?.name } == ["mac and cheese", "milk"])
        let coffee = parser.parse("coffee with half and half")
        #expect(coffee.items.map { $0.food?.name } == ["coffee", "half and half"])
        let seasoning = parser.parse("steak, salt and pepper")
        #expect(seasoning.items.count == 2)
    }

    @Test func compoundsWithoutARowStayOneItemWithTheirParts() {
        let pbj = parser.parse("a peanut butter and jelly sandwich and milk")
        #expect(pbj.items.count == 2)
        #expect(pbj.items[0].food == nil)
        #expect(pbj.items[0].match.parts.map(\.name) == ["peanut butter", "jam"])
        #expect(pbj.items[1].food?.name == "milk")
        let seasoning = parser.parse("eggs with salt and pepper")
        #expect(seasoning.items.map(\.foodPhrase) == ["eggs", "salt and pepper"])
    }

    @Test func everyItemSaysWhatWasAssumed() {
        let parse = parser.parse("a bowl of oatmeal, a few strawberries and 2-3 slices of bacon")
        #expect(parse.items.count == 3)
        #expect(parse.items[0].assumed == ["bowl not in table: assumed 1 cup = 234 g"])
        #expect(parse.items[1].assumed.contains("a few: assumed 3"))
        #expect(parse.items[2].quantity?.low == 2 && parse.items[2].quantity?.high == 3)
        #expect(parse.items[2].grams == 2.5 * 11.5)
        #expect(parse.items.allSatisfy { $0.nutrients != nil && $0.confidence > 0.5 })
    }

    @Test func piecesWithoutFoodAreSkipped() {
        let parse = parser.parse("2 eggs, over easy, with toast today please")
        #expect(parse.items.map { $0.food?.name } == ["egg", "toast"])
        let measured = parser.parse("an 8 oz glass of orange juice")
        #expect(measured.items.first?.unit == .ounce)
        #expect(measured.items.first?.food?.name == "orange juice")
    }

    @Test func ignoredRangesAreNotFood() {
        let text = "yesterday I had a banana"
        let parse = parser.parse(text, ignoring: [0..<9])
        #expect(parse.items.count == 1)
        #expect(parse.items.first?.food?.name == "banana")
    }

    @Test func unknownDishAsksAQuestion() {
        let parse = parser.parse("a chicken caesar salad and an apple")
        #expect(parse.items.count == 2)
        #expect(parse.items[0].food == nil)
        #expect(parse.items[0].question != nil)
        #expect(parse.items[1].food?.name == "apple")
    }

    /// `ASK_DEBUG_MEALS="sentence|sentence"` prints how each sentence parses (nothing otherwise).
    @Test func debugPrintWhenAsked() {
        for sentence in (ProcessInfo.processInfo.environment["ASK_DEBUG_MEALS"] ?? "").split(separator: "|").map(String.init) {
            let parse = parser.parse(sentence)
            print("»", sentence, parse.meal?.rawValue ?? "-")
            for item in parse.items {
                print("   ", item.text, "|", item.quantity?.value ?? -1, item.unit?.rawValue ?? "-", "|", item.foodPhrase, "→",
                      item.food?.name ?? "?? \(item.question ?? "")", item.grams.map { QuantityParser.format($0) } ?? "-", item.assumed)
            }
        }
    }
}

/// A new amount for a logged item keeps its food and unit, and reads grams by the logging rules.
@Suite struct AmountChangeTests {
    let parser = MealParser.bundled()
    var table: FoodTable { parser.matcher.table }

    @Test func amountsAloneAndNot() {
        #expect(parser.amountOnly("3")?.quantity?.value == 3)
        #expect(parser.amountOnly("two")?.quantity?.value == 2)
        #expect(parser.amountOnly("2 slices")?.unit == .slice)
        #expect(parser.amountOnly("half a cup")?.quantity?.value == 0.5)
        #expect(parser.amountOnly("150 g")?.unit == .gram)
        #expect(parser.amountOnly("3 eggs") == nil)
        #expect(parser.amountOnly("toast") == nil)
        #expect(parser.amountOnly("") == nil)
    }

    @Test func theNewAmountTakesTheOldUnitInTheRightNumber() throws {
        let toast = try #require(table.curatedFood(named: "toast"))
        let three = try #require(parser.item("a slice of toast", of: toast, withAmount: "3"))
        #expect(three.text == "3 slices of toast")
        #expect(three.grams == 81)
        let one = try #require(parser.item("2 slices of toast", of: toast, withAmount: "1"))
        #expect(one.text == "1 slice of toast")
        #expect(one.grams == 27)
        // No unit logged: the default portion's unit is written out.
        #expect(parser.item("toast", of: toast, withAmount: "2")?.text == "2 slices of toast")
    }

    @Test func countsRespellTheFoodAndUnitsComeFirst() throws {
        let egg = try #require(table.curatedFood(named: "egg"))
        #expect(parser.item("2 eggs", of: egg, withAmount: "1")?.text == "1 egg")
        #expect(parser.item("an egg", of: egg, withAmount: "3")?.text == "3 eggs")
        #expect(parser.item("an egg", of: egg, withAmount: "3")?.grams == 150)
        let coffee = try #require(table.curatedFood(named: "coffee"))
        let cups = try #require(parser.item("coffee", of: coffee, withAmount: "2 cups"))
        #expect(cups.text == "2 cups of coffee")
        #expect(cups.food?.id == coffee.id)
        #expect(parser.item("coffee", of: coffee, withAmount: "3 eggs") == nil)
    }

    @Test func theLoggedFoodStaysWhateverTheWordsReadAs() throws {
        // "3 slices of turkey" is deli turkey; a roast turkey logged by weight stays roast turkey.
        let logged = try #require(parser.parse("200 g of turkey").items.first?.food)
        let changed = try #require(parser.item("200 g of turkey", of: logged, withAmount: "3 slices"))
        #expect(changed.food?.id == logged.id)
        #expect(changed.text == "3 slices of turkey")
    }
}
