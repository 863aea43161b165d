@testable import Copilot
import Foundation
import Testing

/// A purchase a member asks for, with its price: within the budget threshold it goes on the
/// shopping list at once; over it, or with no threshold, it waits in the approvals inbox, and a
/// yes puts it on the list.
struct PurchaseApprovalTests {
    static let asks = ["%@ wants to buy a new game for $30", "can %@ get a new game for 30 dollars?", "%@ wants a new game for $30",
                       "%@ would like to buy a new game for 30 bucks", "could %@ order a new game for $30"]

    private func inbox(_ state: CopilotState) -> ApprovalInbox { state.model.state(ApprovalInbox.self) }

    @Test func aPurchaseWaitsAndAYesPutsItOnTheList() {
        for name in ["Jack", "mia"] {
            for frame in Self.asks {
                var state = CopilotState()
                let said = String(format: frame, name)
                let replies = Fixtures.converse(["add \(name) as a child", said, "approve it"], state: &state)
                let request = inbox(state).requests.first
                #expect(request?.item == "a new game" && request?.cents == 3000 && request?.decision == .approved, "\(said): \(replies)")
                #expect(state.model.lists.first?.items.map(\.name) == ["a new game (for \(name.prefix(1).uppercased() + name.dropFirst()), $30)"], "\(said): \(replies)")
            }
        }
    }

    @Test func theBudgetThresholdDecidesWhatAsks() {
        for set in ["approve purchases up to $25", "purchases over 25 dollars need my approval", "set the budget threshold to $25"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add Jack as a child", set, "Jack wants to buy a book for $12.50", "Jack wants to buy sneakers for $80",
                                             "deny 1", "what needs my approval"], state: &state)
            #expect(inbox(state).budgetCents == 2500, "\(set): \(replies)")
            #expect(replies[2].hasPrefix("OK: a book ($12.50) for Jack is within the $25 budget"), "\(set): \(replies)")
            #expect(replies[3].contains("waits for your approval as request 1: over the $25 budget"), "\(set): \(replies)")
            #expect(inbox(state).requests.map(\.decision) == [.denied], "\(set): \(replies)")
            #expect(replies[5] == "Nothing waits for your approval. Purchases up to $25 are approved without asking.", "\(set): \(replies)")
            #expect(state.model.lists.first?.items.count == 1, "\(set)")
        }
    }

    @Test func anAbsurdPriceIsRefusedAndNothingIsFiled() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Jack as a child", "Jack wants to buy a phone for $9999999"], state: &state)
        #expect(replies[1].hasPrefix("A price can be"), "\(replies)")
        #expect(inbox(state).requests.isEmpty)
    }
}
