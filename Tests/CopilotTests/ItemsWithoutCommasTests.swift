@testable import Copilot
import Foundation
import Intents
import NLParse
import Nutrition
import Testing

/// Foods said one after another with no comma ("add eggs bread and oj") are items each; a food
/// whose name has several words ("garlic bread", "peanut butter") stays one, and words that are
/// no food ("paper towels") are never cut. Made-up lists from pools of each kind.
struct ItemsWithoutCommasTests {
    /// Plurals end a food before another ("eggs | bread"); any food may come last.
    static let plurals = ["eggs", "bananas", "apples", "bagels", "grapes", "carrots", "tomatoes", "onions", "sweet potatoes", "green beans", "hot dogs"]
    static let last = ["bread", "milk", "butter", "rice", "broccoli", "oj", "cheese", "yogurt", "garlic bread", "peanut butter", "ice cream", "cream cheese", "orange juice", "chicken breast"]
    static let compound = ["garlic bread", "peanut butter", "ice cream", "cream cheese", "sweet potatoes", "green beans", "orange juice", "hot dogs", "chicken breast"]
    /// A singular word before another may be a compound the table does not know: kept as said.
    static let unknownCompounds = ["oat milk", "almond butter", "cheese crackers", "apple pie filling", "chicken nuggets", "coconut water", "egg noodles", "rice cakes"]
    static let nonFood = ["paper towels", "dish soap", "kitty litter", "trash bags", "cat food"]

    static func items(_ text: String) -> [String] {
        ListItemPhrase.split(text, words: ItemWords(Fixtures.copilot.parser.grammar.valueMaps)).map(\.name)
    }

    @Test func foodsSaidInARowAreItemsEach() {
        // Pairs and triples in a rolling order, with and without "and" before the last.
        for (index, first) in Self.plurals.enumerated() {
            let second = Self.plurals[(index * 5 + 3) % Self.plurals.count], third = Self.last[(index * 7 + 1) % Self.last.count]
            guard first != second else { continue }
            let all = [first, second, third]
            for (said, expected) in [("\(first) \(second)", [first, second]), ("\(first) \(third)", [first, third]), ("\(first) \(second) \(third)", all),
                                     ("\(first) \(second) and \(third)", all), ("\(first), \(second) \(third)", all)] {
                #expect(Self.items(said) == expected, "\(said)")
            }
        }
    }

    @Test func aSingularWordBeforeAnotherStaysWithIt() {
        for thing in Self.unknownCompounds { #expect(Self.items(thing) == [thing], "\(thing)") }
        #expect(Self.items("milk eggs") == ["milk eggs"])
    }

    @Test func aFoodOfSeveralWordsStaysOne() {
        for food in Self.compound { #expect(Self.items(food) == [food]) }
    }

    @Test func wordsThatAreNoFoodAreNeverCut() {
        for (index, thing) in Self.nonFood.enumerated() {
            #expect(Self.items(thing) == [thing])
            // With a food beside them the run is not all food either: kept as said.
            let food = Self.last[index % Self.last.count]
            #expect(Self.items("\(thing) \(food)") == ["\(thing) \(food)"])
        }
    }

    @Test func aQuantityOrAMeasureSaysTheWordsAreOneItem() {
        #expect(Self.items("2 loaves of bread") == ["bread"])
        #expect(Self.items("a dozen eggs") == ["eggs"])
        #expect(Self.items("3 bananas apples") == ["bananas apples"])
    }

    @Test func throughTheCopilot() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add eggs bread and oj to the shopping list", "got the bread"], state: &state)
        #expect(replies[0] == "Added to the shopping list: eggs, bread, oj.", "\(replies)")
        #expect(state.model.lists.first?.items.map(\.name) == ["eggs", "oj"], "\(replies)")
    }
}

/// Onto a list's restock shelf said outright ("add toilet paper to restock"): kept for a later
/// trip, off the list itself, back on it with "restock everything". Made-up wordings.
struct AddToRestockTests {
    @Test func itemsGoOnTheShelfNotTheList() {
        let frames = ["add %@ to restock", "put %@ in restock", "add %@ to the restock list", "pop %@ on the restock shelf", "please add %@ to my restock",
                      "save %@ to restock for me"]
        for (index, frame) in frames.enumerated() {
            let items = [["toilet paper"], ["batteries", "dish soap"], ["coffee filters"]][index % 3]
            var state = CopilotState()
            let line = String(format: frame, items.joined(separator: " and "))
            let reply = Fixtures.converse([line], state: &state)[0]
            #expect(reply.hasPrefix("In restock for the shopping list: \(items.joined(separator: ", "))."), "\(line): \(reply)")
            #expect(state.model.lists.first?.items.isEmpty == true, "\(line)")
            #expect(state.model.lists.first?.restock.map(\.name) == items, "\(line)")
            let back = Fixtures.converse(["restock everything"], state: &state)[0]
            #expect(state.model.lists.first?.items.map(\.name) == items, "\(line): \(back)")
        }
        var state = CopilotState()
        let replies = Fixtures.converse(["add milk to the list", "add milk to restock"], state: &state)
        #expect(replies[1] == "Already on the shopping list: milk.", "\(replies)")
    }
}
