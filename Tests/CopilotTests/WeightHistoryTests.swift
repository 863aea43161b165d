import Foundation
@testable import Copilot
import Intents
import NLParse
import Testing

/// The weights told are kept as weigh-ins, asked after in made-up wordings: the change over all
/// of them or since a day, and the history; undo takes a weigh-in back with the profile change.
struct WeightHistoryTests {
    /// Says `line` at `day` days after the fixture's now (Wednesday 7 January 2026, 09:00).
    func say(_ line: String, days: Double = 0, _ state: inout CopilotState) -> String {
        var context = Fixtures.context
        context.now = context.now.addingTimeInterval(days * 86_400)
        return Fixtures.copilot.respond(to: line, state: &state, context: context).text
    }

    /// Two weigh-ins of one day: the change is since earlier that day, said as such.
    @Test func twoWeighInsOfOneDay() {
        var state = CopilotState()
        _ = say("I weigh 200 lb", days: -0.25, &state)
        _ = say("i weigh 198 lbs now", &state)
        #expect(say("how much have i lost", &state).hasPrefix("Down 2 lb since earlier today (200 lb → 198 lb)"))
        #expect(say("how much have i lost", days: 2, &state).hasPrefix("Down 2 lb since earlier on Wed 7 Jan (200 lb → 198 lb)"))
    }

    func weighed(_ state: inout CopilotState) {
        // 200 lb on Wednesday 31 Dec, 198 on Monday 5 Jan, 197 today (Wednesday 7 Jan).
        _ = say("I weigh 200 lb", days: -7, &state)
        _ = say("i weigh 198 lbs", days: -2, &state)
        _ = say("I'm 197 pounds now", &state)
    }

    @Test func theChangeOverAllWeighIns() {
        for question in ["how much have i lost", "how much weight have I lost so far", "how much did i lose in total", "have i lost any weight"] {
            var state = CopilotState()
            weighed(&state)
            let reply = say(question, &state)
            #expect(reply.hasPrefix("Down 3 lb since Wed 31 Dec 2025 (200 lb → 197 lb)"), "\(question): \(reply)")
        }
    }

    @Test func theChangeSinceADayGone() {
        for question in ["how much have i lost since monday", "how much weight have i dropped since monday", "did i lose any weight this week"] {
            var state = CopilotState()
            weighed(&state)
            let reply = say(question, &state)
            #expect(reply.hasPrefix("Down 1 lb since Mon 5 Jan (198 lb → 197 lb)"), "\(question): \(reply)")
        }
    }

    @Test func theHistoryListsEachWeighIn() {
        for question in ["show my weight history", "what's my weight trend", "show me my weigh-ins", "show my weight progress"] {
            var state = CopilotState()
            weighed(&state)
            let reply = say(question, &state)
            #expect(reply.components(separatedBy: "\n").filter { $0.hasSuffix(" lb") }.count == 3, "\(question): \(reply)")
            _ = say("undo", &state)
            #expect(state.model.state(WeightLog.self).weighIns.count == 2)
        }
    }

    /// The same weight told again on another day is a weigh-in too.
    @Test func theSameWeightAgainIsAWeighIn() {
        for said in ["my weight is 197", "I weigh 197 lbs", "i'm 197 pounds today"] {
            var state = CopilotState()
            weighed(&state)
            let reply = say(said, days: 1, &state)
            #expect(reply.hasPrefix("Weighed in: 197 lb"), "\(said): \(reply)")
            #expect(state.model.state(WeightLog.self).weighIns.count == 4, "\(said)")
        }
    }

    @Test func withNoWeighInTheReplySaysHowToStart() {
        var state = CopilotState()
        let reply = say("how much have i lost", &state)
        #expect(reply.hasPrefix("No weigh-ins yet"), "\(reply)")
        // A question on money or bridges is none of this.
        for other in ["how much have i spent this week", "how much weight can a bridge hold"] {
            #expect(Fixtures.copilot.parser.parse(other, context: Fixtures.context).intent != "weight.query", "\(other)")
        }
    }
}

/// A weigh-in told as it happened ("weighed in at 208.5 this morning", "just weighed myself: 81
/// kg", "my weigh-in was 82.4"), with or without a subject or a unit, is a weight kept in the
/// history; weighing something else is not.
struct WeighInPhrasingTests {
    @Test func aWeighInToldIsKept() {
        for (said, pounds) in [("weighed in at 208.5 this morning", 208.5), ("i weighed in at 208.5", 208.5), ("just weighed myself: 207 lbs", 207),
                               ("weigh in 206", 206), ("my weigh-in was 205.2", 205.2), ("we weighed in at 204.6 this morning", 204.6),
                               ("I just weighed myself and got 203.4", 203.4), ("my weight this morning was 202.8", 202.8)] {
            var state = CopilotState()
            _ = Fixtures.converse(["im a 42 year old man, 6 foot 1, 210 lbs, lightly active"], state: &state)
            let reply = Fixtures.converse([said], state: &state)[0]
            let kept = state.model.nutrition.weightKg.map { ($0 / 0.45359237 * 10).rounded() / 10 }
            #expect(kept == pounds && reply.hasPrefix("Profile updated."), "\(said): \(reply)")
        }
        for said in ["weigh the flour", "i weighed the options", "weigh in on the plan"] {
            var state = CopilotState()
            _ = Fixtures.converse(["im a 42 year old man, 6 foot 1, 210 lbs, lightly active"], state: &state)
            _ = Fixtures.converse([said], state: &state)
            #expect(state.model.nutrition.weightKg.map { ($0 / 0.45359237).rounded() } == 210, "\(said)")
        }
    }
}
