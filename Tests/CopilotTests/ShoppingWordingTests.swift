@testable import Copilot
import Foundation
import NLParse
import Testing

/// Words from new-user run 62, in made-up variants: a list item named in a correction is that
/// item even when something else was added last ("change the milk to 2 gallons" changed the eggs
/// added after it); a measure said with no amount is one of it ("loaf of bread" merges with "a
/// loaf of bread"); tasks counted by their state ("how many tasks are overdue").
struct ShoppingWordingTests {
    @Test func theItemNamedIsTheOneChanged() {
        for (item, change, after) in [("1.5 gallons of milk", "change the milk to 2 gallons", "2 gallons of milk"), ("3 apples", "change the apples to 5", "5 apples"),
                                      ("a loaf of bread", "update the bread to 2 loaves", "2 loaves of bread")] {
            for later in ["add coffee to the shopping list", "add 2 dozen eggs to the shopping list"] {
                var state = CopilotState()
                let replies = Fixtures.converse(["add \(item) to the shopping list", later, change], state: &state)
                #expect(replies[2].hasPrefix("Changed on the shopping list:") && replies[2].hasSuffix("→ \(after)."), "\(change): \(replies)")
            }
        }
        var state = CopilotState()
        let replies = Fixtures.converse(["add milk to the shopping list", "add eggs to the shopping list", "change the cheese to 2"], state: &state)
        #expect(replies[2] == "There is no cheese on the shopping list.", "\(replies)")
    }

    @Test func aMeasureWithNoAmountIsOneOfIt() {
        for (first, second, merged) in [("a loaf of bread", "loaf of bread", "2 loaves of bread"), ("2 bags of rice", "bag of rice", "3 bags of rice"), ("a can of beans", "can of beans", "2 cans of beans")] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add \(first) to the shopping list", "add \(second) to the shopping list"], state: &state)
            #expect(replies[1] == "Added to the shopping list: \(merged) (merged).", "\(second): \(replies)")
        }
    }

    @Test func tasksCountedByTheirState() {
        for line in ["how many tasks are overdue", "how many overdue tasks do i have", "how many things are overdue", "how many late tasks are there"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add task pay bills yesterday", "add task call mom tomorrow", line], state: &state)
            #expect(replies[2].hasPrefix("1 overdue task:") && replies[2].contains("pay bills") && !replies[2].contains("call mom"), "\(line): \(replies)")
        }
    }
}

/// A count written as a tally with a times sign ("2x paper towels", "toothpaste x2", "eggs x 12")
/// is the item's quantity, merged like any other; a sign with no digits is no count.
struct TallyCountTests {
    @Test func aTallyIsTheQuantity() {
        for item in ["toothpaste", "paper towels", "greek yogurt"] {
            for (tally, count) in [("%@ x2", 2.0), ("2x %@", 2), ("%@ x 12", 12), ("3X %@", 3), ("%@ X4", 4)] {
                let said = String(format: tally, item)
                var state = CopilotState()
                let replies = Fixtures.converse(["add \(said) to the shopping list", "add \(item) x1 to the shopping list"], state: &state)
                let entry = state.model.lists.first { $0.name == "shopping" }?.items.first
                #expect(entry?.name == item && entry?.quantity == count + 1, "\(said): \(replies)")
            }
        }
        var state = CopilotState()
        _ = Fixtures.converse(["add x-ray film to the shopping list", "add tax forms to the shopping list"], state: &state)
        #expect(state.model.lists.first?.items.map(\.name) == ["x-ray film", "tax forms"])
    }
}
