import Foundation
import Testing
@testable import Nutrition

@Suite struct FoodTableTests {
    @Test func csvReaderHandlesQuotesCommasAndDoubledQuotes() {
        let text = "a,b,c\n1,\"x, y\",\"say \"\"hi\"\"\"\r\n2,,\"multi\nline\"\n"
        let records = CSVReader.records(Array(text.utf8))
        #expect(records.count == 3)
        #expect(records[1] == ["1", "x, y", "say \"hi\""])
        #expect(records[2] == ["2", "", "multi\nline"])
    }

    @Test func csvNumbersMatchTheStandardLibrary() throws {
        let directory = FoodTable.bundledDirectory()
        for file in ["foods.csv", "portions.csv"] {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(file)))
            var checked = 0
            CSVReader.forEachRecord(bytes) { record in
                for index in 0..<record.count {
                    let text = record.string(index)
                    if let expected = Double(text) {
                        #expect(record.double(index) == expected, "\(file): \(text)")
                        checked += 1
                    }
                }
            }
            #expect(checked > 10_000)
        }
    }

    @Test func bundledTableLoadsEveryRow() {
        let table = FoodTable.bundled()
        #expect(table.foods.count == 2309)
        #expect(table.foods.reduce(0) { $0 + $1.portions.count } == 5018)
        #expect(table.foods.filter(\.curated).count == 181)
        let butter = table.food(id: "01001")
        #expect(butter?.name == "butter")
        #expect(butter?.defaultPortion == "1 pat (1\" sq, 1/3\" high)")
        #expect(butter?.per100g.kcal == 717)
        #expect(butter?.tags == ["dairy"])
    }

    @Test func defaultPortionShapeComesFromItsPortionRow() {
        let table = FoodTable.bundled()
        let fries = table.curatedFood(named: "french fries")
        #expect(fries?.defaultPortionAmount == 10)
        #expect(fries?.defaultPortionUnit == "fries")
        let toast = table.curatedFood(named: "toast")
        #expect(toast?.defaultPortionUnit == "slice")
        #expect(toast?.defaultPortionGrams == 27)
    }
}

@Suite struct MealTokenizerTests {
    @Test func asciiAndScalarPathsAgree() {
        let samples = ["I had 2 eggs, a slice of toast & 200g yogurt.", "hard-boiled eggs 2-3 -- 12oz steak's 'fries'",
                       "3-1/2 cups 1.5l .5 tsp 2% milk (about 1 cup); w/ sugar", "McDonald's Big-Mac + fries: 28-ounce can",
                       // What the shared tokenizer reads apart or together (hashtags, quotes, "2nd", "1,000", "_")
                       "#work @home 'fries' \"eggs benedict\" 2nd mac_and_cheese 1,000 kcal at 17:00!! ok?"]
        for sample in samples {
            #expect(MealTokenizer.tokenize(sample) == MealTokenizer.tokenizeScalars(sample), "\(sample)")
        }
        let tokens = MealTokenizer.tokenize("2 ½ cups—hard-boiled eggs")
        #expect(tokens.map(\.text) == ["2", "½", "cups", "--", "hard", "boiled", "eggs"])
        #expect(tokens.map(\.key) == ["2", "½", "cup", "--", "hard", "boiled", "egg"])
        #expect(tokens[2].start == 4 && tokens[2].end == 8)
    }
}
