import Foundation
@testable import Copilot
import Testing

/// Apps sorted by the parent: a learning app earns at its rate, an entertainment app costs at
/// its rate, neither is taken for the other, and the balance stays the sum of the ledger.
struct RewardAppsTests {
    private func points(_ state: CopilotState) -> Int { state.model.members.first?.points ?? -1 }

    @Test(arguments: ["Minecraft costs 2 points a minute", "minecraft costs 2 points per minute", "Minecraft should cost 2 points per minute",
                      "minecraft costs 120 points an hour"])
    func anEntertainmentRateIsWhatMinutesCost(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add jake as my son", "give jake 50 points", said, "can jake have 15 minutes of minecraft"], state: &state)
        #expect(points(state) == 20, "\(said): \(replies)")
        #expect(replies[3].contains("(30 points)"), "\(replies[3])")
    }

    @Test(arguments: ["reading earns 2 points per minute", "Reading earns 2 points a minute", "jake can earn 2 points per minute of reading"])
    func aLearningRateIsWhatMinutesEarn(said: String) {
        var state = CopilotState()
        _ = Fixtures.converse(["add jake as my son", said, "jake did 20 minutes of reading"], state: &state)
        #expect(points(state) == 40, "\(said)")
        let ledger = state.model.members[0].rewards.map(\.points).reduce(0, +)
        #expect(ledger == points(state))
        #expect(state.model.members[0].rewards.last?.minutes == 20)
    }

    @Test func neitherKindIsTakenForTheOther() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add jake as my son", "Duolingo is a learning app", "YouTube counts as entertainment", "give jake 30 points",
                                         "jake did 10 minutes of youtube", "can jake have 10 minutes of duolingo"], state: &state)
        #expect(points(state) == 30, "\(replies)")
        #expect(replies[4].contains("costs points"), "\(replies[4])")
        #expect(replies[5].contains("earn points"), "\(replies[5])")
        // Unsorted activities keep a point a minute; undo takes a sorting back.
        _ = Fixtures.converse(["jake did 10 minutes of math", "undo", "undo", "undo"], state: &state)
        #expect(state.model.state(RewardApps.self).apps.count == 1)
    }

    @Test func aRateOutsideItsBoundsIsRefusedAndNothingChanges() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add jake as my son", "reading earns 1000 points per minute", "minecraft costs 0 points a minute",
                                         "youtube costs 1 point an hour"], state: &state)
        #expect(state.model.state(RewardApps.self).apps.isEmpty, "\(replies)")
        #expect(replies[1].contains("1 to 100"))
    }
}
