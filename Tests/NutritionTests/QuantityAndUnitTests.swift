import Testing
@testable import Nutrition

@Suite struct QuantityParserTests {
    func read(_ text: String) -> (Double, Int)? {
        let words = MealTokenizer.tokenize(text).map(\.text)
        return QuantityParser.read(words, at: 0).map { ($0.quantity.value, $0.wordCount) }
    }

    @Test(arguments: [
        ("2 eggs", 2.0, 1), ("1.5 cups", 1.5, 1), ("1 1/2 cups", 1.5, 2), ("½ cup", 0.5, 1), ("¾ cup", 0.75, 1),
        ("1½ cups", 1.5, 1), ("3-1/2 cups", 3.5, 1), ("a slice", 1, 1), ("an egg", 1, 1), ("one egg", 1, 1),
        ("half a cup", 0.5, 2), ("half an avocado", 0.5, 2), ("a half cup", 0.5, 2), ("a couple of eggs", 2, 3),
        ("a few cookies", 3, 2), ("several crackers", 3, 1), ("twenty one almonds", 21, 2), ("a dozen eggs", 12, 2),
        ("half a dozen eggs", 6, 3), ("one and a half cups", 1.5, 4), ("2 and a half cups", 2.5, 4), ("another coffee", 1, 1),
        ("2-3 slices", 2.5, 1), ("2 to 3 slices", 2.5, 3), ("2 or 3 eggs", 2.5, 3), ("2 - 3 eggs", 2.5, 3),
    ] as [(String, Double, Int)])
    func amounts(text: String, value: Double, words: Int) {
        let reading = read(text)
        #expect(reading?.0 == value, "\(text)")
        #expect(reading?.1 == words, "\(text)")
    }

    @Test func rangesKeepBothEndsAndSaySo() {
        let words = MealTokenizer.tokenize("2-3 slices").map(\.text)
        let quantity = QuantityParser.read(words, at: 0)?.quantity
        #expect(quantity?.low == 2 && quantity?.high == 3)
        #expect(quantity?.assumed == ["range 2-3: used the midpoint 2.5"])
    }

    @Test func wordsThatAreNotAmounts() {
        #expect(read("toast") == nil)
        #expect(read("2% milk") == nil)
        #expect(read("some toast") == nil)
    }
}

@Suite struct MeasureUnitTests {
    @Test(arguments: [
        ("g", MeasureUnit.gram), ("grams", .gram), ("kg", .kilogram), ("oz", .ounce), ("ounces", .ounce), ("lbs", .pound),
        ("ml", .milliliter), ("litres", .liter), ("cups", .cup), ("tbsp", .tablespoon), ("Tbs", .tablespoon),
        ("tablespoons", .tablespoon), ("tsp", .teaspoon), ("teaspoons", .teaspoon), ("fl oz", .fluidOunce),
        ("fluid ounces", .fluidOunce), ("slices", .slice), ("strips", .strip), ("bowls", .bowl), ("glasses", .glass),
        ("cans", .can), ("bottles", .bottle), ("bags", .bag), ("handfuls", .handful), ("scoops", .scoop),
        ("servings", .serving), ("cloves", .clove), ("sprigs", .sprig), ("pieces", .piece), ("medium-size", .medium),
        ("extra-large", .extraLarge), ("large", .large), ("small", .small),
    ] as [(String, MeasureUnit)])
    func spellings(spelling: String, unit: MeasureUnit) {
        let words = MealTokenizer.tokenize(spelling).map(\.text)
        #expect(MeasureUnit.read(words, at: 0)?.unit == unit, "\(spelling)")
    }

    @Test func gluedUnitsAreSplit() {
        #expect(MealTokenizer.tokenize("200g rice").map(\.text) == ["200", "g", "rice"])
        #expect(MealTokenizer.tokenize("12oz steak").map(\.text) == ["12", "oz", "steak"])
        #expect(MealTokenizer.tokenize("2nd helping").map(\.text) == ["2nd", "helping"])
    }
}

@Suite struct PortionResolverTests {
    let table = FoodTable.bundled()

    @Test func massConvertsDirectly() {
        let rice = table.curatedFood(named: "white rice")!
        #expect(PortionResolver.estimate(food: rice, quantity: Quantity(value: 2), unit: .ounce).grams == 56.7)
        #expect(PortionResolver.estimate(food: rice, quantity: Quantity(value: 1), unit: .pound).grams == 453.6)
    }

    /// A can or bottle of a food the table weighs in several sizes is its smallest, for every such food
    /// and any count; a size word still picks its own row or scales.
    @Test func aContainerInSeveralSizesIsTheSmallest() {
        var checked = 0
        for food in table.foods {
            for unit in [MeasureUnit.can, .bottle] {
                let rows = food.portions.filter { $0.measure == unit }
                guard rows.count > 1, food.defaultMeasure != unit else { continue }
                let smallest = rows.map(\.gramsPerUnit).min()!
                for count in [1.0, 2, 0.5] {
                    #expect(PortionResolver.estimate(food: food, quantity: Quantity(value: count), unit: unit).grams == count * smallest,
                            "\(count) \(unit) of \(food.description)")
                }
                checked += 1
            }
        }
        #expect(checked >= 3)
        let dietCola = table.foods.first { $0.id == "14146" }!
        #expect(PortionResolver.estimate(food: dietCola, quantity: Quantity(value: 1), unit: .can).grams == 355)
    }

    @Test func volumeUsesTheFoodsOwnRows() {
        let milk = table.curatedFood(named: "milk")!
        let honey = table.curatedFood(named: "honey")!
        #expect(PortionResolver.estimate(food: milk, quantity: Quantity(value: 1), unit: .cup).grams == 244)
        #expect(PortionResolver.estimate(food: honey, quantity: Quantity(value: 1), unit: .tablespoon).grams == 21)
        // honey has no fl oz row: converted from its tbsp row through millilitres, and said so.
        let floz = PortionResolver.estimate(food: honey, quantity: Quantity(value: 1), unit: .fluidOunce)
        #expect(abs(floz.grams - 42) < 1)
        #expect(floz.assumed.first?.hasPrefix("no fluid ounce row") == true)
    }

    @Test func householdFallbacksAreNoted() {
        let oatmeal = table.curatedFood(named: "oatmeal")!
        let bowl = PortionResolver.estimate(food: oatmeal, quantity: Quantity(value: 1, isArticle: true), unit: .bowl)
        #expect(bowl.grams == 234)
        #expect(bowl.assumed == ["bowl not in table: assumed 1 cup = 234 g"])
        let almonds = table.curatedFood(named: "almonds")!
        #expect(PortionResolver.estimate(food: almonds, quantity: nil, unit: .handful).grams == 28.35)
    }

    @Test func countsUseTheDefaultPortionOrPieces() {
        let egg = table.curatedFood(named: "egg")!
        let eggs = PortionResolver.estimate(food: egg, quantity: Quantity(value: 2), unit: nil)
        #expect(eggs.grams == 100)
        #expect(eggs.assumed == ["no unit: 1 large = 50 g"])
        let fries = table.curatedFood(named: "french fries")!
        #expect(PortionResolver.estimate(food: fries, quantity: Quantity(value: 20), unit: nil).grams == 152)
        let almonds = table.curatedFood(named: "almonds")!
        #expect(abs(PortionResolver.estimate(food: almonds, quantity: Quantity(value: 10), unit: nil, pieceName: "almond").grams - 12) < 1e-9)
    }

    @Test func sizesUseRowsOrScale() {
        let banana = table.curatedFood(named: "banana")!
        #expect(PortionResolver.estimate(food: banana, quantity: Quantity(value: 1), unit: .large).grams == 136)
        let coffee = table.curatedFood(named: "coffee")!
        let large = PortionResolver.estimate(food: coffee, quantity: nil, unit: .large)
        #expect(abs(large.grams - 237 * 1.25) < 1e-9)
        #expect(large.assumed.contains { $0.hasPrefix("no large portion") })
    }
}

@Suite struct MealWordsTests {
    let parser = MealParser.bundled()

    @Test(arguments: [
        ("for breakfast I had toast", Meal.breakfast), ("lunch: a taco", .lunch), ("a taco for lunch", .lunch),
        ("dinner was pasta", .dinner), ("I had pizza last night", .dinner), ("an apple as a snack", .snack),
        ("for a late snack I had popcorn", .snack), ("supper: soup", .dinner), ("brunch was eggs", .brunch),
    ] as [(String, Meal)])
    func meals(text: String, meal: Meal) {
        #expect(parser.parse(text).meal == meal, "\(text)")
    }

    @Test func mealWordInsideAFoodNameIsNotAMeal() {
        #expect(parser.parse("a breakfast burrito").meal == nil)
    }

    @Test(arguments: ["I had a banana", "I've had a banana", "ate a banana", "log a banana", "can you log a banana",
                      "I just ate a banana", "please add a banana", "I'm having a banana", "track a banana today"])
    func leadInsAreSkipped(text: String) {
        let parse = parser.parse(text)
        #expect(parse.items.count == 1, "\(text)")
        #expect(parse.items.first?.food?.name == "banana", "\(text)")
        #expect(parse.items.first?.text == "a banana", "\(text)")
    }

    @Test func ignoredRangesSplitAndAreNeverFood() {
        // "at 8am" consumed by the caller; scalar offsets count "½" as one.
        let text = "½ bagel at 8am and coffee"
        let parse = parser.parse(text, ignoring: [8..<14])
        #expect(parse.items.map { $0.food?.name } == ["bagel", "coffee"])
        #expect(parse.items.first?.span == 0..<7)
        #expect(parse.items.first?.grams == 49.5)
    }

    @Test func typosAndPluralsInSentences() {
        let parse = parser.parse("2 bannanas and 3 strawberies")
        #expect(parse.items.map { $0.food?.name } == ["banana", "strawberries"])
        #expect(parse.items[0].assumed.contains { $0.contains("typo") })
    }
}

@Suite struct FormatTests {
    @Test func numbersPrintWithoutTrailingZeros() {
        #expect(QuantityParser.format(2) == "2")
        #expect(QuantityParser.format(2.5) == "2.5")
        #expect(QuantityParser.format(0.333) == "0.33")
        #expect(QuantityParser.format(28.35) == "28.35")
        #expect(QuantityParser.format(0.05) == "0.05")
        #expect(QuantityParser.format(-1.5) == "-1.5")
        #expect(QuantityParser.format(1672.3) == "1672.3")
    }
}
