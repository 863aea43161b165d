@testable import AskTools
@testable import NLParse
import Testing

/// Training the intent model (`ask model train`): the same examples give the same model.
struct IntentModelTrainerTests {
    @Test func trainingIsDeterministicAndLearnsTheExamples() throws {
        let examples: [IntentModelTrainer.Example] = (0..<40).flatMap { index in
            [
                IntentModelTrainer.Example(words: ["put", "item\(index % 5)", "on", "the", "list"], label: "list.add"),
                IntentModelTrainer.Example(words: ["remember", "to", "do\(index % 5)"], label: "task.add"),
                IntentModelTrainer.Example(words: ["how", "is", "the", "weather\(index % 3)"], label: "none"),
            ]
        }
        let classes = ["list.add", "none", "task.add"]
        let first = try IntentModelTrainer().train(examples, classes: classes, provenance: "p")
        let second = try IntentModelTrainer().train(examples, classes: classes, provenance: "p")
        #expect(first.encoded() == second.encoded())
        #expect(first.scores(words: ["put", "milk", "on", "the", "list"]).first?.intent == "list.add")
        #expect(first.scores(words: ["remember", "to", "call"]).first?.intent == "task.add")
        #expect(first.scores(words: ["how", "is", "the", "sky"]).first?.intent == "none")
        var reseeded = IntentModelTrainer()
        reseeded.seed = 8
        #expect(try reseeded.train(examples, classes: classes, provenance: "p").encoded() != first.encoded())
    }

    /// A step too large makes the weights overflow: training says so instead of trapping when
    /// the weights are quantised (a cross-validation run with a high negative weight crashed).
    @Test func aDivergingRunIsAnErrorNotACrash() {
        let examples = (0..<200).map { index in
            IntentModelTrainer.Example(words: (0..<60).map { "w\((index + $0) % 97)" }, label: index % 2 == 0 ? "a" : "b", weight: 1e6)
        }
        var trainer = IntentModelTrainer()
        trainer.learningRate = 1e6
        #expect(throws: IntentModelError.self) { try trainer.train(examples, classes: ["a", "b"], provenance: "p") }
    }
}
