import Copilot
import Foundation
import Grammars
@testable import NLParse
import Testing

/// A stage-2 reading the model is not sure of is offered before it changes anything.
struct UnsureReadingTests {
    /// A model that reads "zorp" as task.add with probability e^w / (e^w + classes - 1).
    static func copilot(zorpWeight: Float) throws -> Copilot {
        let grammar = try Grammar.load(directory: BundledGrammars.directory()!, label: BundledGrammars.label())
        let classes = Set(grammar.intents.map(\.name)).union(["none"]).sorted()
        let model = IntentModel(
            classes: classes, features: [IntentFeatures.unigram("zorp")], scales: [zorpWeight / 127],
            weights: classes.map { $0 == "task.add" ? 127 : 0 }, bias: classes.map { _ in 0 }, provenance: "test"
        )
        return Copilot(parser: Parser(grammar: grammar, model: IntentModelSource(model: model, threshold: 0.5)))
    }

    static func probability(_ weight: Float, classes: Int) -> Double {
        exp(Double(weight)) / (exp(Double(weight)) + Double(classes - 1))
    }

    @Test func anUnsureReadingThatWouldChangeDataIsAskedFirstAndYesDoesIt() throws {
        // Weight 5 gives about 0.6 with the bundled grammar's 90-odd classes: over the parser's floor for a tentative
        // reading (0.6), under the copilot's 0.92.
        let copilot = try Self.copilot(zorpWeight: 5)
        let classes = try Grammar.load(directory: BundledGrammars.directory()!, label: BundledGrammars.label()).intents.map(\.name)
        let percent = Int((Self.probability(5, classes: Set(classes).count + 1) * 100).rounded())
        #expect((60...84).contains(percent))
        var state = CopilotState()
        let asked = copilot.respond(to: "zorp paint the fence", state: &state, context: Fixtures.context)
        #expect(asked.text.hasPrefix("I'm not sure I understood (\(percent)% sure). Did you mean to add a task? Added “paint the fence”"), "\(asked.text)")
        #expect(asked.outcome == .notDone)
        #expect(state.tasks.isEmpty)
        #expect(state.history.isEmpty)
        let done = copilot.respond(to: "yes", state: &state, context: Fixtures.context)
        #expect(done.text == "Added “paint the fence”.")
        #expect(state.tasks.map(\.title) == ["paint the fence"])
    }

    @Test func noLeavesEverythingAsItWas() throws {
        let copilot = try Self.copilot(zorpWeight: 5)
        var state = CopilotState()
        _ = copilot.respond(to: "zorp paint the fence", state: &state, context: Fixtures.context)
        let reply = copilot.respond(to: "no", state: &state, context: Fixtures.context)
        #expect(reply.text == "OK, I won't act on “zorp paint the fence”.")
        #expect(state.tasks.isEmpty)
    }

    @Test func aSureReadingIsDone() throws {
        // Weight 8: 0.985.
        let copilot = try Self.copilot(zorpWeight: 8)
        var state = CopilotState()
        let reply = copilot.respond(to: "zorp paint the fence friday", state: &state, context: Fixtures.context)
        #expect(reply.text == "Added “paint the fence”, due Fri 9 Jan.")
        #expect(state.tasks.count == 1)
        #expect(state.tasks.first.map { Fixtures.format($0.due!.date) } == "2026-01-09T00:00")
    }

    @Test func aReadingWithItsMainPartMissingAsksForIt() throws {
        let copilot = try Self.copilot(zorpWeight: 8)
        var state = CopilotState()
        let reply = copilot.respond(to: "zorp", state: &state, context: Fixtures.context)
        #expect(reply.text.hasPrefix("What's the task?"))
        let added = copilot.respond(to: "paint the fence", state: &state, context: Fixtures.context)
        #expect(added.text == "Added “paint the fence”.")
    }

    /// Under the model's threshold but over the tentative floor (0.6), a reading that would
    /// change something is asked about too ("add bread": 0.8 a list item); under the floor, or
    /// one that only answers, stays "not understood".
    @Test func aReadingUnderTheThresholdIsAskedNotDone() throws {
        let grammar = try Grammar.load(directory: BundledGrammars.directory()!, label: BundledGrammars.label())
        let classes = Set(grammar.intents.map(\.name)).union(["none"]).sorted()
        func copilot(_ weight: Float, intent: String = "task.add") -> Copilot {
            let model = IntentModel(classes: classes, features: [IntentFeatures.unigram("zorp")], scales: [weight / 127],
                                    weights: classes.map { $0 == intent ? 127 : 0 }, bias: classes.map { _ in 0 }, provenance: "test")
            return Copilot(parser: Parser(grammar: grammar, model: IntentModelSource(model: model, threshold: 0.85)))
        }
        // Weight 6: about 0.8, under 0.85.
        let probability = Self.probability(6, classes: classes.count)
        #expect(probability > IntentModelSource.tentativeFloor && probability < 0.85)
        var state = CopilotState()
        let asked = copilot(6).respond(to: "zorp paint the fence", state: &state, context: Fixtures.context)
        #expect(asked.text.hasPrefix("I'm not sure I understood (\(Int((probability * 100).rounded()))% sure). Did you mean to add a task?"), "\(asked.text)")
        #expect(state.tasks.isEmpty)
        _ = copilot(6).respond(to: "yes", state: &state, context: Fixtures.context)
        #expect(state.tasks.map(\.title) == ["paint the fence"])
        // Weight 4: about 0.4, under the floor.
        var quiet = CopilotState()
        let unread = copilot(4).respond(to: "zorp paint the fence", state: &quiet, context: Fixtures.context)
        #expect(unread.text.hasPrefix("Sorry, I didn't understand"), "\(unread.text)")
        // A question read tentatively is not answered on a guess.
        let asks = copilot(6, intent: "task.list").respond(to: "zorp paint the fence", state: &quiet, context: Fixtures.context)
        #expect(asks.text.hasPrefix("Sorry, I didn't understand"), "\(asks.text)")
    }
}
