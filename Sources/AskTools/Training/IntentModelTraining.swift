import NLParse

/// The one recipe that makes the shipped intent model: `ask model train` runs it, and a test runs
/// it again to check the shipped file equals a fresh training run.
public enum IntentModelTraining {
    /// How much a corpus negative counts against a positive: negatives outnumber the rest four to one.
    public static let noneWeight: Float = 1
    /// Sentences sampled from each intent's patterns.
    public static let samplesPerIntent = 120

    public static func train(parser: Parser, corpora: [String], withoutFold: Int? = nil, noneWeight: Float = IntentModelTraining.noneWeight,
        samplesPerIntent: Int = IntentModelTraining.samplesPerIntent, trainer: IntentModelTrainer = IntentModelTrainer()) throws(IntentModelError) -> IntentModel {
        let set = try IntentTrainingSet(parser: parser, corpora: corpora, withoutFold: withoutFold, noneWeight: noneWeight, samplesPerIntent: samplesPerIntent)
        let provenance = (set.sources + ["none weight: \(noneWeight)", "trainer: \(trainer.settings)", "examples: \(set.examples.count)"]).joined(separator: "\n")
        return try trainer.train(set.examples, classes: set.classes, provenance: provenance)
    }
}
