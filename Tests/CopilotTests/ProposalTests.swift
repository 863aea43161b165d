import Foundation
@testable import Copilot
import Testing

/// A change to several things another member proposes waits for a parent (HomeOS's approvals:
/// "a bulk change proposed by another member"): filed, carried out on a yes as one undo step,
/// dropped on a no, and a change of one thing made at once. Checked on stored values, in
/// made-up wordings: members, the words that propose, the changes.
struct ProposalTests {
    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }
    func inbox(_ state: CopilotState) -> ApprovalInbox { state.model.state(ApprovalInbox.self) }
    func open(_ state: CopilotState) -> [String] { state.tasks.filter(\.isOpen).map(\.title) }
    func due(_ state: CopilotState, _ title: String) -> String? { state.tasks.first { $0.title == title }?.due.map { Fixtures.format($0.date) } }
    func shopping(_ state: CopilotState) -> [String] { state.model.lists.first { $0.name == "shopping" }?.items.map(\.name) ?? [] }

    /// Sarah and Jack, three tasks due today (Wed 7 Jan), one done, three things to buy.
    func household() -> CopilotState {
        var state = CopilotState()
        _ = converse(["add Sarah as my wife", "add Jack as my son", "add task buy stamps today", "add task call the plumber today",
                      "add task file taxes today", "add task water plants", "done water plants", "add milk, eggs and bread to the shopping list"], &state)
        return state
    }

    static let proposing = ["%@ wants to %@", "%@ would like us to %@", "%@ thinks we should %@", "%@ is asking to %@", "%@ suggests we %@", "%@ proposes to %@"]

    @Test func aBulkMoveWaitsForAYesAndIsOneUndoStep() {
        let moves = ["move all of today's tasks to tomorrow", "push all today's tasks to tomorrow", "move everything due today to tomorrow",
                     "reschedule all of today's to-dos to tomorrow"]
        for frame in Self.proposing {
            for (member, move) in zip(["Sarah", "Jack", "sarah", "jack"], moves) {
                var state = household()
                let said = String(format: frame, member, move)
                let filed = converse([said], &state)[0]
                #expect(inbox(state).pending.count == 1, "\(said): \(filed)")
                #expect(inbox(state).pending.first?.member == member.capitalized, "\(said)")
                #expect(due(state, "buy stamps") == "2026-01-07T00:00", "\(said): nothing moves before a yes")
                let listed = converse(["what needs my approval"], &state)[0]
                #expect(listed.contains("1. \(member.capitalized) proposes to \(move)"), "\(said): \(listed)")
                let approved = converse(["approve 1"], &state)[0]
                #expect(approved.hasPrefix("Approved request 1, \(member.capitalized)'s proposal: Changed 3 tasks"), "\(said): \(approved)")
                for title in ["buy stamps", "call the plumber", "file taxes"] { #expect(due(state, title) == "2026-01-08T00:00", "\(said): \(title)") }
                #expect(inbox(state).pending.isEmpty && inbox(state).requests.first?.decision == .approved)
                // One step takes back the yes and the move; the request waits again.
                _ = converse(["undo"], &state)
                #expect(due(state, "buy stamps") == "2026-01-07T00:00" && inbox(state).pending.count == 1, "\(said): undo")
            }
        }
    }

    @Test func aNoChangesNothing() {
        for (said, deny) in [("Jack wants to clear the shopping list", "deny 1"), ("Sarah wants to delete all completed tasks", "deny it"),
                             ("jack would like us to mark all of today's tasks done", "reject Jack's request")] {
            var state = household()
            let before = state.model.tasks
            let filed = converse([said], &state)[0]
            #expect(inbox(state).pending.count == 1, "\(said): \(filed)")
            let denied = converse([deny], &state)[0]
            #expect(denied.contains("nothing changed"), "\(said): \(denied)")
            #expect(state.model.tasks == before && shopping(state) == ["milk", "eggs", "bread"], "\(said)")
            #expect(inbox(state).requests.first?.decision == .denied)
        }
    }

    @Test func eachBulkChangeIsCarriedOutOnAYes() {
        var state = household()
        _ = converse(["Jack wants to clear the shopping list", "approve it"], &state)
        #expect(shopping(state).isEmpty)
        _ = converse(["Sarah wants to delete all completed tasks", "approve 2"], &state)
        #expect(!state.tasks.contains { $0.title == "water plants" })
        _ = converse(["Sarah wants to mark all of today's tasks done", "approve Sarah's request"], &state)
        #expect(open(state).isEmpty)
    }

    @Test func oneChangeNeedsNoYesAndANoOpIsNotFiled() {
        var state = household()
        let one = converse(["Sarah wants to delete the plumber task"], &state)[0]
        #expect(one.hasPrefix("For Sarah, no approval needed for one change: Deleted “call the plumber”"), "\(one)")
        #expect(inbox(state).requests.isEmpty && !open(state).contains("call the plumber"))
        let nothing = converse(["Jack wants to delete all overdue tasks"], &state)[0]
        #expect(nothing.hasPrefix("Nothing to approve:"), "\(nothing)")
        #expect(inbox(state).requests.isEmpty)
        let stranger = converse(["Mia wants to clear the shopping list"], &state)[0]
        #expect(stranger.contains("isn't in the household"), "\(stranger)")
        #expect(shopping(state) == ["milk", "eggs", "bread"])
    }

    /// A proposal stored by another version whose change this one cannot read leaves the rest
    /// of the inbox readable, and a yes says so instead of doing something else.
    @Test func aChangeThisVersionCannotReadIsSaidSo() throws {
        var state = household()
        _ = converse(["Jack wants to buy a new game for $30", "Sarah wants to move all of today's tasks to tomorrow"], &state)
        let stored = try #require(state.model.families[ApprovalInbox.key])
        var object = try #require(try JSONSerialization.jsonObject(with: Data(stored.utf8)) as? [String: Any])
        var requests = try #require(object["requests"] as? [[String: Any]])
        #expect(requests[1]["change"] != nil)
        requests[1]["change"] = ["from": "a later version"]
        object["requests"] = requests
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        state.model.families[ApprovalInbox.key] = json
        #expect(inbox(state).requests.count == 2, "the inbox still reads: \(json)")
        #expect(inbox(state).requests[1].change != nil && inbox(state).requests[1].change?.intent == nil)
        let reply = converse(["approve 2"], &state)[0]
        #expect(reply.contains("can't be read now"), "\(reply)")
        #expect(due(state, "buy stamps") == "2026-01-07T00:00" && inbox(state).pending.count == 2)
    }

    /// Other things members ask for keep their own intents.
    @Test func requestsThatAreNotChangesKeepTheirIntents() {
        for said in ["Jack wants to buy a new game for $30", "Jack wants 15 minutes of YouTube", "I want to move all of today's tasks to tomorrow"] {
            let intent = Fixtures.copilot.parser.parse(said, context: Fixtures.context).intent
            #expect(intent != "approval.propose", "\(said)")
        }
    }
}
