import Foundation
@testable import Copilot
import Testing

/// The approvals inbox (HomeOS): screen time over the parent's limit waits for a yes, a yes spends
/// the points then, a no spends none, standing approvals skip the inbox, and undo takes any of it
/// back. Checked on stored values, each command in made-up wordings.
struct ApprovalTests {
    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }
    func inbox(_ state: CopilotState) -> ApprovalInbox { state.model.state(ApprovalInbox.self) }
    func points(_ state: CopilotState, _ name: String = "Emma") -> Int? { state.model.members.first { $0.name == name }?.points }

    /// A household with Emma (60 points) and Jack (40 points).
    func household(limit: String = "auto-approve requests up to 20 minutes") -> CopilotState {
        var state = CopilotState()
        _ = converse(["add Emma as my daughter", "add Jack as my son", "Emma did 60 minutes of reading", "Jack did 40 minutes of math", limit], &state)
        return state
    }

    @Test func theLimitInAnyWording() {
        let wordings = [("auto-approve requests up to 20 minutes", 20), ("auto approve screen time under 45 minutes", 45),
                        ("requests over 30 minutes need my approval", 30), ("any screen time over an hour needs my ok", 60),
                        ("set the approval limit to 15 minutes", 15), ("ask me before approving anything over 25 minutes", 25),
                        ("please automatically approve anything up to 10 min", 10), ("only let the kids have 30 minutes without asking", 30),
                        ("allow them up to 45 minutes of screen time without my approval", 45)]
        for (said, minutes) in wordings {
            var state = CopilotState()
            let reply = converse([said], &state)[0]
            #expect(inbox(state).limitMinutes == minutes, "\(said): \(reply)")
            _ = converse(["turn off the approval limit"], &state)
            #expect(inbox(state).limitMinutes == nil, "\(said), then off")
        }
    }

    @Test func overTheLimitWaitsAndAYesSpendsThePointsThen() {
        var state = household()
        let replies = converse(["Emma wants 15 minutes of YouTube", "can Emma have 30 minutes of Minecraft"], &state)
        #expect(replies[0] == "OK: 15 minutes of YouTube for Emma. 45 points left.")
        #expect(replies[1] == "30 minutes of Minecraft for Emma is over the 20-minute limit, so it waits for a parent: request 1. Say “approve 1” or “deny 1”.")
        #expect(points(state) == 45)
        #expect(inbox(state).pending.map(\.minutes) == [30])
        for ask in ["what needs my approval", "anything waiting for my approval?", "show pending requests", "any screen time requests",
                    "do I have any requests to approve", "show me the approvals"] {
            let reply = converse([ask], &state)[0]
            #expect(reply.hasPrefix("1 request waits for your approval:\n  1. Emma: 30 minutes of Minecraft"), "\(ask): \(reply)")
        }
        #expect(converse(["approve 1"], &state)[0] == "Approved request 1: 30 minutes of Minecraft for Emma. 15 points left.")
        #expect(points(state) == 15)
        #expect(inbox(state).pending.isEmpty && inbox(state).requests[0].decision == .approved)
        #expect(converse(["approve 1"], &state)[0] == "Request 1 was already approved.")
        _ = converse(["undo"], &state)
        #expect(points(state) == 45 && inbox(state).pending.count == 1)
    }

    @Test func aYesOrANoInAnyWording() {
        let verdicts: [(String, ApprovalInbox.Decision)] = [
            ("approve 1", .approved), ("approve request 1", .approved), ("ok number 1", .approved), ("approve Emma's request", .approved),
            ("approve emmas request", .approved), ("approve it", .approved), ("allow that one", .approved), ("approve all", .approved),
            ("deny 1", .denied), ("deny request number 1", .denied), ("turn down Emma's screen time request", .denied), ("reject it", .denied),
            ("decline all of them", .denied), ("please deny emma's request", .denied), ("yes approve it", .approved), ("ok, approve 1", .approved),
            ("no, deny it", .denied),
            // the verdict alone, to the one request waiting
            ("deny", .denied), ("approve", .approved), ("decline please", .denied), ("yes, approve", .approved), ("no, reject", .denied),
        ]
        for (said, decision) in verdicts {
            var state = household()
            _ = converse(["can Emma have 30 minutes of Minecraft"], &state)
            let reply = converse([said], &state)[0]
            #expect(inbox(state).requests.first?.decision == decision, "\(said): \(reply)")
            #expect(points(state) == (decision == .approved ? 30 : 60), "\(said)")
        }
    }

    @Test func whoAndWhichAreAskedWhenItIsNotClear() {
        var state = household()
        _ = converse(["can Emma have 30 minutes of Minecraft", "Jack wants 25 minutes of Roblox"], &state)
        #expect(converse(["approve it"], &state)[0] == "Which one? 1. Emma: 30 minutes of Minecraft; 2. Jack: 25 minutes of Roblox.")
        #expect(inbox(state).pending.count == 2)
        #expect(converse(["deny Jack's request"], &state)[0] == "Denied request 2: 25 minutes of Roblox for Jack. No points spent.")
        #expect(points(state, "Jack") == 40)
        #expect(converse(["approve 7"], &state)[0] == "There is no request 7.")
        #expect(converse(["approve Leo's request"], &state)[0].hasPrefix("Leo isn't in the household"))
    }

    /// A yes that the balance no longer covers is refused and the request keeps waiting.
    @Test func aYesTheBalanceNoLongerCoversKeepsWaiting() {
        var state = household()
        _ = converse(["can Emma have 50 minutes of Minecraft", "Emma wants 20 minutes of YouTube"], &state)
        #expect(points(state) == 40)
        #expect(converse(["approve 1"], &state)[0] == "Not approved: Emma has 40 points now and request 1 needs 50; it keeps waiting.")
        #expect(inbox(state).pending.count == 1 && points(state) == 40)
        // The refused yes left no undo step: undo takes back the YouTube.
        #expect(converse(["undo"], &state)[0].hasPrefix("Undone: spent 20"))
    }

    @Test func standingApprovalsSkipTheInbox() {
        for said in ["always approve Emma's reading requests", "always approve emmas reading requests", "from now on always approve reading requests from Emma",
                     "never ask me about Emma's reading time"] {
            var state = household()
            _ = converse(["can Emma have 30 minutes of reading"], &state)
            let reply = converse([said], &state)[0]
            #expect(reply.hasPrefix("From now on Emma's reading requests are approved without asking."), "\(said): \(reply)")
            #expect(inbox(state).pending.isEmpty && points(state) == 30, "\(said): the waiting request is approved too")
            #expect(converse(["Emma wants 25 minutes of reading"], &state)[0] == "OK: 25 minutes of reading for Emma. 5 points left.", "\(said)")
            #expect(converse(["Emma did 60 minutes of math", "Emma wants 25 minutes of Minecraft"], &state)[1].contains("waits for a parent"), "\(said): other activities still wait")
        }
    }

    @Test func theBriefSaysWhatWaits() {
        var state = household()
        _ = converse(["can Emma have 30 minutes of Minecraft"], &state)
        #expect(converse(["brief me"], &state)[0].contains("Waiting for your approval: Emma: 30 minutes of Minecraft (say “what needs my approval”)."))
    }

    /// Without a limit nothing waits, as before the inbox existed.
    @Test func withoutALimitNothingWaits() {
        var state = CopilotState()
        let replies = converse(["add Emma as my daughter", "Emma did 60 minutes of reading", "can Emma have 45 minutes of Minecraft", "what needs my approval"], &state)
        #expect(replies[2] == "OK: 45 minutes of Minecraft for Emma. 15 points left.")
        #expect(replies[3] == "Nothing waits for your approval.")
    }

    /// A request named by what it is for: "approve the youtube one", "deny roblox".
    @Test func aRequestNamedByWhatItIsFor() {
        for (verdict, frame, approved) in [("approve", "approve the %@ one", true), ("deny", "deny %@", false), ("approve", "yes approve the %@ request", true), ("deny", "no, deny the %@ one", false)] {
            var state = household()
            _ = converse(["Emma asks for 30 minutes of youtube", "Jack wants 25 minutes of roblox"], &state)
            #expect(inbox(state).pending.count == 2, "\(verdict)")
            let line = String(format: frame, "roblox")
            let reply = converse([line], &state)[0]
            let jack = inbox(state).requests.first { $0.member == "Jack" }
            #expect(jack?.decision == (approved ? .approved : .denied), "\(line): \(reply)")
            #expect(inbox(state).pending.map(\.member) == ["Emma"], "\(line)")
        }
        var state = household()
        _ = converse(["Emma asks for 30 minutes of youtube"], &state)
        #expect(converse(["deny minecraft"], &state)[0].hasPrefix("No request for minecraft"))
        #expect(inbox(state).pending.count == 1)
    }

    @Test func whatIsWaitingForMe() {
        for question in ["what's waiting for me", "anything waiting for my approval?", "who is waiting on me", "what needs approval"] {
            var state = household()
            _ = converse(["Emma asks for 30 minutes of youtube"], &state)
            let reply = converse([question], &state)[0]
            #expect(reply.contains("youtube"), "\(question): \(reply)")
        }
    }
}
