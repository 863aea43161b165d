import Corpora
import Foundation
import NLParse
import Text

/// The sentences the intent model learns from, and where each came from:
/// - the grammar's own language: every `example` line, and sentences sampled from every intent's
///   patterns (slots filled with sample values, so dates and numbers read as entities);
/// - the *tune* side of corpus files (`CorpusSplit`): rows labelled with a family of ours by the
///   first family they list, negatives (`["none"]`) as `none`. The *check* side is never read.
public struct IntentTrainingSet: Sendable {
    public var examples: [IntentModelTrainer.Example] = []
    public var classes: [String] = []
    /// One line a source: what it is and how many sentences it gave.
    public var sources: [String] = []

    public static let noIntent = IntentModel.noIntent

    public init(parser: Parser, corpora: [String], withoutFold: Int? = nil, noneWeight: Float = 1, samplesPerIntent: Int = 120, seed: UInt64 = 11) throws(IntentModelError) {
        let grammar = parser.grammar
        // An intent that `offers` another is no class: its lines are asked about, never proposed.
        let learned = grammar.intents.filter { $0.offers == nil }
        classes = Set(learned.map(\.name)).union([Self.noIntent]).sorted()
        let context = grammar.exampleContext(file: "")
        // Free text in samples is random dictionary words, the same pool for every intent.
        let neutralWords = grammar.directory.map { WordList(contentsOf: $0.appendingPathComponent(WordList.fileName)).words }
        var fromExamples = 0
        var fromSamples = 0
        for intent in learned {
            for example in intent.examples {
                examples.append(.init(words: parser.modelWords(example.phrase, context: context), label: intent.name))
                fromExamples += 1
            }
            // A generator of its own for each intent: a pattern changed in one intent does not
            // change the sentences sampled for all the intents after it.
            var sampler = GrammarSampler(grammar: grammar, seed: seed ^ FNV1a.hash(intent.name))
            if let neutralWords { sampler.neutralWords = neutralWords }
            for sentence in sampler.sample(intent: intent.name, count: samplesPerIntent) {
                examples.append(.init(words: parser.modelWords(sentence, context: context), label: intent.name))
                fromSamples += 1
            }
        }
        sources.append("grammar examples: \(fromExamples)")
        sources.append("grammar samples: \(fromSamples) (\(samplesPerIntent) an intent, seed \(seed), free text from \(neutralWords?.count ?? 0) dictionary words)")
        let known = Set(classes)
        for path in corpora {
            guard let data = FileManager.default.contents(atPath: path) else { throw IntentModelError("cannot read \(path)") }
            var used = 0
            for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
                guard let row = JSONValue.parse(String(line)), let text = row["text"]?.stringValue,
                      case .array(let families)? = row["families"] else {
                    throw IntentModelError("\(path):\(index + 1): expected an object with \"text\" and \"families\"")
                }
                guard let fold = CorpusSplit.fold(of: text), fold != withoutFold, let label = families.first?.stringValue, known.contains(label) else { continue }
                let written = row["text_raw"]?.stringValue ?? text
                examples.append(.init(words: parser.modelWords(written, context: context), label: label, weight: label == Self.noIntent ? noneWeight : 1))
                used += 1
            }
            let side = withoutFold.map { "tune without fold \($0)" } ?? "tune"
            sources.append("\((path as NSString).lastPathComponent) in \(((path as NSString).deletingLastPathComponent as NSString).lastPathComponent) (\(side)): \(used)")
        }
    }
}
