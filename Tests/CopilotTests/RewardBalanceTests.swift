import Foundation
@testable import Copilot
import Testing

/// Points set outright by a parent, per-child rates, the verb that names the activity, and the
/// sorted apps listed.
struct RewardBalanceTests {
    /// Generated: each way of resetting or setting, for a name with or without the apostrophe's case.
    @Test(arguments: [("reset NAME's points", 0, nil), ("reset the points for NAME", 0, nil),
                      ("take away all of NAME's points for lying", 0, "lying"), ("set NAME's points to 50 because she was sick", 50, "she was sick"),
                      ("clear NAME's balance", 0, nil), ("change NAME's points to 7", 7, nil)] as [(String, Int, String?)])
    func pointsAreSetWithTheReasonInTheLedger(form: String, points: Int, reason: String?) {
        for name in ["Mia", "mia"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add Mia as a child", "mia did 30 minutes of reading", form.replacingOccurrences(of: "NAME", with: name)], state: &state)
            let mia = state.model.members[0]
            #expect(mia.points == points, "\(form): \(replies)")
            #expect(mia.points == mia.rewards.map(\.points).reduce(0, +))
            #expect(mia.rewards.last?.activity == reason, "\(form)")
            #expect(replies[2].contains("Mia had 30"), "\(replies[2])")
            _ = Fixtures.converse(["undo"], state: &state)
            #expect(state.model.members[0].points == 30, "\(form)")
        }
    }

    @Test func everyChildAtOnceAndOnlyChildren() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Mia as a child", "add Leo as a child", "add Sam as a parent", "mia did 10 minutes of reading",
                                         "leo did 20 minutes of reading", "reset everyone's points for the new month", "reset sam's points"], state: &state)
        #expect(state.model.members.map(\.points) == [0, 0, 0])
        #expect(replies[5].hasPrefix("Reset the points of Mia and Leo to 0 (the new month)"), "\(replies[5])")
        #expect(replies[6] == "Sam is a parent; reward points are for children.")
    }

    /// A rate said for one child is theirs; the others keep the activity's rate. The verb of a
    /// report names the activity ("read for" is reading).
    @Test(arguments: ["for reading", "of reading", "reading"].map { "jake can earn 3 points a minute \($0)" }
        + ["jake earns 3 points per minute for reading", "jake should earn 3 points a minute of reading"])
    func aChildsOwnRate(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Jake as a child", "add Mia as a child", said, "jake read for 10 minutes",
                                         "mia read for 10 minutes", "jake did 10 minutes of reading"], state: &state)
        guard state.model.members.count == 2 else { Issue.record("\(replies)"); return }
        #expect(state.model.members[0].points == 60, "\(said): \(replies)")
        #expect(state.model.members[1].points == 10, "\(said): \(replies)")
    }

    @Test func theAppsAreListedWithWhatAChildsPointsBuy() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Jake as a child", "jake did 20 minutes of reading", "add roblox as a reward app",
                                         "minecraft costs 2 points a minute", "add Duolingo to the learning apps", "what apps can jake use",
                                         "which apps are learning apps", "show the reward apps"], state: &state)
        #expect(state.model.state(RewardApps.self).app("roblox")?.kind == .entertainment)
        #expect(replies[5] == """
            Jake has 20 points.
            Learning (earns points): Duolingo (1 point a minute), Reading (1 point a minute).
            Entertainment (costs points): Minecraft (2 points a minute, 10 min with 20), Roblox (1 point a minute, 20 min with 20).
            """, "\(replies[5])")
        #expect(replies[6] == "Learning (earns points): Duolingo (1 point a minute).")
        #expect(replies[7].hasPrefix("Entertainment (costs points): Minecraft"))
    }
}

/// A child's day or week asked after it ("how did Emma do this week", "how did the kids do
/// today") and what a child has of screen time ("how much screen time has Jack used") answer for
/// that child, or each child; "how did I do" stays the user's own progress.
struct PastTenseChildQuestionTests {
    @Test func askedAfterTheDayOrWeek() {
        for (question, has, lacks) in [("how did Emma do this week", "Emma this week", "Jack"), ("how did emma do today", "Emma:", "Jack"),
                                       ("how did the kids do this week", "Jack this week", "XP"), ("how did my children do today", "Jack:", "XP"),
                                       ("how much screen time has Jack used today", "Jack:", "Emma"), ("how much tablet time does jack have left", "Jack:", "Emma"),
                                       ("how did i do this week", "This week:", "Emma")] {
            var state = CopilotState()
            _ = Fixtures.converse(["add Emma and Jack as my kids", "Emma did 45 minutes of piano practice"], state: &state)
            let reply = Fixtures.converse([question], state: &state)[0]
            #expect(reply.contains(has) && !reply.contains(lacks), "\(question): \(reply)")
        }
    }
}

/// Points taken away as a penalty (new-user run 75): the child may come first ("jack loses 5
/// points"), and never more than there are: none or too few is said and nothing is taken
/// (generated: wording × what the child has).
struct PointsTakenAwayTests {
    @Test func neverMoreThanThereAre() {
        let wordings = ["take %d points from jack", "deduct %d points from jack", "jack loses %d points", "jack lost %d points for yelling", "jack should lose %d stars"]
        for wording in wordings {
            for (has, taken) in [(0, 5), (3, 5), (10, 4)] {
                var state = CopilotState()
                _ = Fixtures.converse(["add jack as a child"] + (has > 0 ? ["give jack \(has) points"] : []), state: &state)
                let line = String(format: wording, taken)
                let reply = Fixtures.converse([line], state: &state)[0]
                let points = state.model.members.first { $0.name == "Jack" }?.points
                if has >= taken {
                    #expect(points == has - taken, "\(line): \(reply)")
                } else {
                    #expect(points == has, "\(line): \(reply)")
                    #expect(reply.hasPrefix(has == 0 ? "Jack has no points to take." : "Jack has only \(has) points, fewer than \(taken): nothing taken."), "\(line): \(reply)")
                }
            }
        }
    }
}
