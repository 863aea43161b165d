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

    /// One app asked after, sorted or not, with the kind asked about or without.
    @Test func oneAppIsAskedAfter() {
        let questions = [("is %@ a learning app", "Yes: "), ("is %@ an educational app", "Yes: "), ("is %@ a game", "No: "), ("is %@ entertainment?", "No: "),
                         ("does %@ count as learning", "Yes: "), ("does %@ earn points", ""), ("what kind of app is %@", "")]
        // A common app has its kind before it is sorted: Duolingo is learning, Minecraft entertainment.
        var common = CopilotState()
        #expect(Fixtures.converse(["is duolingo a learning app", "is minecraft a learning app"], state: &common)
                == ["Yes: Duolingo is learning: it earns 1 point a minute.", "No: Minecraft is entertainment: it costs 1 point a minute."])
        for app in ["piano", "the tablet", "drawing"] {
            for (frame, answer) in questions {
                var state = CopilotState()
                let said = String(format: frame, app)
                let before = Fixtures.converse([said], state: &state)[0]
                #expect(before.hasPrefix(RewardAppsFamily.display(app) + " isn't sorted yet"), "\(said): \(before)")
                let replies = Fixtures.converse(["\(app) is a learning app", said], state: &state)
                #expect(replies[1] == answer + RewardAppsFamily.display(app) + " is learning: it earns 1 point a minute.", "\(said): \(replies)")
            }
        }
    }

    /// Everyone's points, and what a child's learning earned, asked in a sentence.
    @Test func balancesAskedInASentence() {
        for who in ["everyone", "everybody", "the kids", "each kid", "all the kids"] {
            var state = CopilotState()
            let said = "how many points does \(who) have"
            let replies = Fixtures.converse(["add jake as my son", "add mia as my daughter", "jake did 20 minutes of reading", said], state: &state)
            #expect(replies[3].contains("Jake: 20 points") && replies[3].contains("Mia: 0 points"), "\(said): \(replies)")
        }
        for said in ["how much screen time did jake earn today", "how many minutes has jake earned", "how much has jake earned today"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add jake as my son", "jake did 20 minutes of reading", said], state: &state)
            #expect(replies[2].hasPrefix("Jake: 20 points"), "\(said): \(replies)")
        }
        for said in ["jake wants to spend 15 points on minecraft", "can jake use 15 points for minecraft", "Jake would like to spend 15 points on minecraft"] {
            var state = CopilotState()
            _ = Fixtures.converse(["add jake as my son", "give jake 50 points", said], state: &state)
            #expect(points(state) == 35, "\(said)")
        }
    }

    @Test(arguments: ["reading earns 2 points per minute", "Reading earns 2 points a minute", "jake can earn 2 points per minute of reading",
                      "jake gets 2 points for every minute of reading", "Jake earns 2 points for each minute of reading", "jake can earn 2 points for every minute spent reading"])
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
        // Time on entertainment costs, whatever the verb; a request for learning needs no points.
        #expect(points(state) == 20, "\(replies)")
        #expect(replies[4] == "OK: 10 minutes of youtube for Jake. 20 points left.", "\(replies[4])")
        #expect(replies[5].contains("earn points"), "\(replies[5])")
        // Unsorted activities keep a point a minute; undo takes a sorting back.
        _ = Fixtures.converse(["jake did 10 minutes of math", "undo", "undo", "undo", "undo"], state: &state)
        #expect(state.model.state(RewardApps.self).apps.count == 1)
    }

    @Test func aRateOutsideItsBoundsIsRefusedAndNothingChanges() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add jake as my son", "reading earns 1000 points per minute", "minecraft costs 0 points a minute",
                                         "youtube costs 1 point every 3 hours", "reading earns 1 point per 90 seconds"], state: &state)
        #expect(state.model.state(RewardApps.self).apps.isEmpty, "\(replies)")
        #expect(replies[1].contains("1 to 100"))
    }

    /// Time on a common entertainment app costs points whatever verb reports it, time on a common
    /// learning app earns them; a parent's own sorting wins over the grammar's common apps.
    @Test func theAppSaysWhetherTimeEarnsOrCosts() {
        let verbs = ["spent {n} minutes on", "did {n} minutes of", "played {n} minutes of", "did {n} mins on"]
        for verb in verbs {
            for app in ["youtube", "Minecraft", "roblox", "netflix"] {
                var state = CopilotState()
                let said = "jake " + verb.replacingOccurrences(of: "{n}", with: "10") + " " + app
                let replies = Fixtures.converse(["add jake as my son", "give jake 30 points", said], state: &state)
                #expect(points(state) == 20, "\(said): \(replies[2])")
                #expect(state.model.members[0].rewards.map(\.points).reduce(0, +) == points(state))
            }
            for app in ["khan academy", "Duolingo", "prodigy"] where !verb.hasPrefix("played") {
                var state = CopilotState()
                let said = "jake " + verb.replacingOccurrences(of: "{n}", with: "10") + " " + app
                let replies = Fixtures.converse(["add jake as my son", said], state: &state)
                #expect(points(state) == 10, "\(said): \(replies[1])")
            }
        }
        var state = CopilotState()
        _ = Fixtures.converse(["add jake as my son", "minecraft is a learning app", "jake spent 10 minutes on minecraft"], state: &state)
        #expect(points(state) == 10)
        let refused = Fixtures.converse(["can jake have 10 minutes of duolingo"], state: &state)[0]
        #expect(refused.contains("is learning") && points(state) == 10, "\(refused)")
    }

    /// Every child's balance asked at once, and one child's week said as a report ("Emma's
    /// weekly summary" is her week so far, not the user's focus week).
    @Test func everyonesPointsAndAChildsWeek() {
        for said in ["whats everyone's points", "show me the kids' balances", "what are all the children's points"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add emma as my daughter", "add noah as my son", "give emma 9 points", "give noah 5 points", said], state: &state)
            #expect(replies[4].hasPrefix("Emma: 9 points") && replies[4].contains("\nNoah: 5 points"), "\(said): \(replies)")
        }
        for said in ["emma's weekly summary", "show me Emma's week", "Emma's weekly report please", "give me emma's week's numbers"] {
            var state = CopilotState()
            let replies = Fixtures.converse(["add emma as my daughter", "emma did 30 minutes of duolingo", said], state: &state)
            #expect(replies[2].hasPrefix("Emma this week: 30 minutes of learning"), "\(said): \(replies)")
        }
    }

    /// Points given as a bonus or taken away, in their several phrasings, move the balance by the
    /// amount said and never below zero.
    @Test func bonusesAndDeductions() {
        let gives = ["give jake a 15 point bonus for helping", "award jake 15 bonus points", "give jake 15 extra points for his room", "jake earned 15 points",
                     "give jake 15 points for cleaning his room", "award Jake 15 stars because he helped", "add jake 15 more points"]
        let takes = ["take away 10 points from jake for not cleaning his room", "take 10 points off jake", "deduct 10 points from jake", "dock jake 10 points"]
        for give in gives {
            for take in takes {
                var state = CopilotState()
                let replies = Fixtures.converse(["add jake as my son", give, take, take], state: &state)
                #expect(points(state) == 5, "\(give) / \(take): \(replies)")
                #expect(replies[3].hasPrefix("Jake has only 5 points, fewer than 10: nothing taken."), "\(take): \(replies[3])")
                #expect(state.model.members[0].rewards.map(\.points).reduce(0, +) == 5)
            }
        }
        var state = CopilotState()
        let more = Fixtures.converse(["add jake as my son", "add mia as my daughter", "give jake 5 points", "give mia 9 points", "who has the most points",
                                      "emma wants to play minecraft for 20 minutes", "mia wants to play minecraft for 5 minutes"], state: &state)
        #expect(more[4].hasPrefix("Mia: 9 points") && more[4].contains("\nJake: 5 points"), "\(more[4])")
        #expect(state.model.members[1].points == 4, "\(more[6])")
    }
}

/// A point for a stretch of minutes ("reading earns 1 point per 10 minutes", "youtube costs a
/// point every 5 minutes", "Leo gets 5 points for every 30 minutes of math"): said over the ways a
/// stretch is said, the points a number or "a", earning rounded down and spending rounded up. It
/// used to be read as a point a minute ("for every 10 minutes") or not at all ("per 10 minutes").
struct RewardStretchRateTests {
    static let stretches: [(said: String, minutes: Int)] = [("per 10 minutes", 10), ("every 10 minutes", 10), ("for every 10 minutes", 10),
                                                             ("per 5 min", 5), ("every 15 mins", 15), ("for every half hour", 30),
                                                             ("an hour", 60), ("per 2 minutes", 2), ("every twenty minutes", 20)]
    static let amounts: [(said: String, points: Int)] = [("1 point", 1), ("a point", 1), ("one point", 1), ("3 points", 3)]

    @Test func aPointForAStretchEarnsInProportion() {
        for (index, stretch) in Self.stretches.enumerated() {
            let amount = Self.amounts[index % Self.amounts.count]
            for frame in ["reading earns %@ %@", "jake can earn %@ %@ of reading", "kids get %@ %@ of reading"] {
                let said = String(format: frame, amount.said, stretch.said)
                var state = CopilotState()
                let replies = Fixtures.converse(["add jake as my son", said, "jake did 45 minutes of reading"], state: &state)
                let earned = 45 * amount.points / stretch.minutes
                #expect(state.model.members[0].points == earned, "\(said): \(replies)")
                let rate = state.model.state(RewardApps.self).app("reading")?.rate(for: "jake")
                #expect(rate.map { $0.points * 60 / $0.minutes } == amount.points * 60 / stretch.minutes, "\(said): \(replies)")
            }
        }
    }

    @Test func spendingPaysForAPartStretch() {
        for (said, minutes, cost) in [("youtube costs a point every 5 minutes", 12, 3), ("youtube costs 2 points per 10 minutes", 15, 3),
                                      ("minecraft costs 1 point for every 3 minutes", 3, 1)] {
            var state = CopilotState()
            let app = said.hasPrefix("youtube") ? "youtube" : "minecraft"
            let replies = Fixtures.converse(["add jake as my son", "give jake 10 points", said, "jake wants \(minutes) minutes of \(app)"], state: &state)
            #expect(state.model.members[0].points == 10 - cost, "\(said): \(replies)")
        }
    }

    @Test func replies() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add jake as my son", "reading earns 1 point per 10 minutes", "minecraft costs 120 points an hour",
                                         "youtube costs 30 points an hour", "give jake 7 points", "what apps can jake use"], state: &state)
        #expect(replies[1] == "Reading is learning: it earns 1 point every 10 minutes.", "\(replies)")
        #expect(replies[2] == "Minecraft is entertainment: it costs 2 points a minute.", "\(replies)")
        #expect(replies[3] == "Youtube is entertainment: it costs 30 points an hour.", "\(replies)")
        #expect(replies[5].contains("Youtube (30 points an hour, 14 min with 7)"), "\(replies)")
    }

    /// A state written when every rate was a whole number a minute reads as it was, and a whole
    /// rate is still written as that number.
    @Test func oldStatesReadUnchanged() throws {
        let old = #"{"apps":{"minecraft":{"name":"Minecraft","kind":"entertainment","pointsPerMinute":2,"memberRates":{"jake":3}}}}"#
        let apps = try JSONDecoder().decode(RewardApps.self, from: Data(old.utf8))
        #expect(apps.app("minecraft")?.rate == RewardApps.Rate(points: 2))
        #expect(apps.app("minecraft")?.rate(for: "Jake") == RewardApps.Rate(points: 3))
        let written = String(decoding: try JSONEncoder().encode(apps.apps["minecraft"]!.rate), as: UTF8.self)
        #expect(written == "2")
        let stretch = String(decoding: try JSONEncoder().encode(RewardApps.Rate(points: 1, minutes: 10)), as: UTF8.self)
        #expect(try JSONDecoder().decode(RewardApps.Rate.self, from: Data(stretch.utf8)) == RewardApps.Rate(points: 1, minutes: 10))
    }
}
