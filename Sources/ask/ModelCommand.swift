import ArgumentParser
import AskTools
import Foundation
import Grammars
import NLParse

/// `ask model train`: the intent model (stage 2) from the grammars and the tune split of the dev
/// corpora. Deterministic: the same grammars and corpora give the same bytes.
struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Train or describe the intent model (stage 2 of the parser).",
        subcommands: [Train.self, Info.self]
    )

    /// The corpus files a model is trained from, relative to the corpora directory.
    static let corpusFiles = [
        "slurp/dev.jsonl", "hwu/dev.jsonl", "clinc150/dev.jsonl", "sgd/dev.jsonl",
        "slurp/dev_negatives.jsonl", "clinc150/dev_negatives.jsonl",
    ]

    struct Train: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Train the intent model from the grammars' sentences and the tune split of the corpora."
        )
        @OptionGroup var options: GlobalOptions
        @Option(help: "The directory of the public dev corpora (slurp/, hwu/, clinc150/, sgd/), which users do not have.") var corpora: String
        @Option(help: "Leave this fold (0-4) of the tune split out, to score on it (ask eval corpus --fold).") var withoutFold: Int?
        @Option(help: "Passes over the examples.") var epochs: Int?
        @Option(help: "The first pass's learning rate.") var learningRate: Float?
        @Option(help: "L2 decay a pass.") var l2: Float?
        @Option(help: "The weight of a corpus negative.") var noneWeight: Float?
        @Option(help: "Average the weights over this many last passes (0: the last pass alone).") var averaged: Int?
        @Option(help: "Sentences sampled from each intent's patterns.") var samples: Int?
        @Option(name: [.short, .long], help: "Where to write the model (default: intents.model beside the grammars).") var output: String?

        func run() throws {
            let grammar = try options.loadGrammar()
            let started = Date()
            let model: IntentModel
            do {
                var trainer = IntentModelTrainer()
                if let epochs { trainer.epochs = epochs }
                if let learningRate { trainer.learningRate = learningRate }
                if let l2 { trainer.l2 = l2 }
                if let averaged { trainer.averagedEpochs = averaged }
                model = try IntentModelTraining.train(
                    parser: Parser(grammar: grammar), corpora: ModelCommand.corpusFiles.map { "\(corpora)/\($0)" }, withoutFold: withoutFold, noneWeight: noneWeight ?? IntentModelTraining.noneWeight,
                    samplesPerIntent: samples ?? IntentModelTraining.samplesPerIntent, trainer: trainer
                )
            } catch {
                throw ValidationError("\(error)")
            }
            let path = output ?? (options.grammars ?? "Grammars/en") + "/" + BundledGrammars.modelFile
            let data = model.encoded()
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw ValidationError("cannot write \(path): \(error.localizedDescription)")
            }
            print("wrote \(path): \(data.count) bytes, \(model.classes.count) classes, in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
            print(model.provenance)
        }
    }

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Say what the intent model in use was trained from.")
        @OptionGroup var options: GlobalOptions

        func run() throws {
            guard let source = options.modelSource else { throw ValidationError("no intent model: none beside the grammars, and none given with --model") }
            guard let model = source.model else { throw ValidationError("\(source.loadError.map { "\($0)" } ?? "the intent model cannot be read")") }
            print("\(model.classes.count) classes: \(model.classes.joined(separator: " "))")
            print(model.provenance)
        }
    }
}
