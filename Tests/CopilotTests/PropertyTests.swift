import AskTools
@testable import Copilot
import Foundation
import NLParse
import Testing

/// Properties over random command sequences (issue 20, "Done when"); the profile and split
/// properties are in NutritionTests.
struct PropertyTests {
    /// Earning and spending in any order, at any rate, with resets: the balance is always the sum of
    /// the ledger and never goes below zero.
    @Test func aChildsPointsAreTheSumOfTheLedgerAndNeverNegative() {
        var random = SplitMix64(seed: 20_261_127)
        let learning = ["reading", "Khan Academy", "duolingo", "math practice"]
        let fun = ["youtube", "minecraft", "tv", "roblox"]
        var earned = 0, spent = 0
        for run in 0..<12 {
            var state = CopilotState()
            _ = Fixtures.converse(["add ava as my daughter"], state: &state)
            for step in 0..<25 {
                let minutes = Int.random(in: 1...90, using: &random)
                let said: String
                let rate = Int.random(in: 1...4, using: &random)
                switch Int.random(in: 0..<10, using: &random) {
                case 0, 1: said = "ava did \(minutes) minutes of \(learning.randomElement(using: &random)!)"
                case 2, 3: said = "can ava have \(minutes) minutes of \(fun.randomElement(using: &random)!)"
                case 4: said = "ava watched \(minutes) min of \(fun.randomElement(using: &random)!)"
                case 5: said = "ava read for \(minutes) minutes"
                // her own rate, or everyone's
                case 6: said = "ava can earn \(rate) points a minute for \(learning.randomElement(using: &random)!)"
                case 7: said = "\(fun.randomElement(using: &random)!) costs \(rate) points a minute"
                // points set outright, now and then
                case 8: said = minutes < 20 ? "reset ava's points" : "set ava's points to \(minutes) because she helped"
                default: said = "ava spent \(minutes) minutes on \(learning.randomElement(using: &random)!) and \(minutes / 2 + 1) minutes of \(learning.randomElement(using: &random)!)"
                }
                let reply = Fixtures.converse([said], state: &state)[0]
                let ava = state.model.members[0]
                #expect(ava.points == ava.rewards.map(\.points).reduce(0, +), "run \(run) step \(step): \(said) → \(reply)")
                #expect(ava.points >= 0, "run \(run) step \(step): \(said) → \(reply)")
            }
            earned += state.model.members[0].rewards.filter { $0.points > 0 }.count
            spent += state.model.members[0].rewards.filter { $0.points < 0 }.count
        }
        // The sequences did both: learning earned and screen time was spent.
        #expect(earned > 50 && spent > 20, "earned \(earned), spent \(spent)")
    }
}
