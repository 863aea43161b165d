import NLParse
import Text

/// Trains an `IntentModel`: multinomial logistic regression by stochastic gradient descent over
/// the examples in a seeded order, with L2 decay once an epoch, then quantised to a byte a weight.
///
/// Deterministic: the same examples and settings give the same bytes (the order comes from the
/// examples' own hashes and the seed, and every sum is taken in one fixed order).
public struct IntentModelTrainer {
    public struct Example: Sendable {
        public var words: [String]
        public var label: String
        public var weight: Float

        public init(words: [String], label: String, weight: Float = 1) {
            self.words = words
            self.label = label
            self.weight = weight
        }
    }

    public var epochs = 20
    public var learningRate: Float = 0.5
    public var l2: Float = 1e-6
    /// A feature seen in fewer examples than this is left out (it would only memorise a row).
    public var minimumCount = 2
    public var seed: UInt64 = 7
    /// Average the weights at the end of each pass over the last `averagedEpochs` passes
    /// (Polyak-Ruppert averaging; 0: keep the last pass's). The last pass alone depends on the
    /// last few hundred examples it saw, so one example added anywhere moves its borderline
    /// readings; the average over passes does not.
    public var averagedEpochs = 10

    public init() {}

    public var settings: String {
        "epochs \(epochs), learning rate \(learningRate), l2 \(l2), minimum count \(minimumCount), seed \(seed)"
            + (averagedEpochs > 0 ? ", averaged over the last \(averagedEpochs) passes" : "")
    }

    /// SplitMix64's finaliser: a hash mixed with a pass's salt gives an order unrelated to the last.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Throws when the weights stop being numbers (a step too large for the examples: a high
    /// learning rate or negative weight), which would otherwise trap when quantised.
    public func train(_ examples: [Example], classes: [String], provenance: String) throws(IntentModelError) -> IntentModel {
        let classIndex = Dictionary(uniqueKeysWithValues: classes.enumerated().map { ($1, $0) })
        let hashed = examples.map { IntentFeatures.hashes($0.words) }
        var counts: [UInt64: Int] = [:]
        for hashes in hashed { for hash in hashes { counts[hash, default: 0] += 1 } }
        let features = counts.filter { $0.value >= minimumCount }.keys.sorted()
        let rowOf = Dictionary(uniqueKeysWithValues: features.enumerated().map { ($1, Int32($0)) })
        let rows: [[Int32]] = hashed.map { $0.compactMap { rowOf[$0] } }
        let labels = examples.map { classIndex[$0.label]! }

        let classCount = classes.count
        var weights = [Float](repeating: 0, count: features.count * classCount)
        var bias = [Float](repeating: 0, count: classCount)
        // Each pass visits the examples sorted by a hash of their own words, label and the pass:
        // an example added or removed takes its place without reordering all the others, so a
        // one-line grammar change does not reshuffle every pass (as one generator's stream did).
        let keys = examples.map { FNV1a.hash($0.label + "\u{1}" + $0.words.joined(separator: " ")) }
        var order = Array(examples.indices)
        var logits = [Float](repeating: 0, count: classCount)
        let averaged = min(max(averagedEpochs, 0), epochs)
        var weightSum = [Float](repeating: 0, count: averaged > 0 ? weights.count : 0)
        var biasSum = [Float](repeating: 0, count: averaged > 0 ? classCount : 0)

        for epoch in 0..<epochs {
            var pass = SplitMix64(seed: seed &+ UInt64(epoch) &* 0x9E37_79B9_7F4A_7C15)
            let salt = pass.next()
            let sortKeys = keys.map { Self.mix($0 ^ salt) }
            order.sort { sortKeys[$0] != sortKeys[$1] ? sortKeys[$0] < sortKeys[$1] : $0 < $1 }
            let rate = learningRate / (1 + Float(epoch) * 0.5)
            weights.withUnsafeMutableBufferPointer { weights in
                bias.withUnsafeMutableBufferPointer { bias in
                    logits.withUnsafeMutableBufferPointer { logits in
                        for exampleIndex in order {
                            let features = rows[exampleIndex]
                            for column in 0..<classCount { logits[column] = bias[column] }
                            for row in features {
                                let base = Int(row) * classCount
                                for column in 0..<classCount { logits[column] += weights[base + column] }
                            }
                            var top = logits[0]
                            for column in 1..<classCount where logits[column] > top { top = logits[column] }
                            var sum: Float = 0
                            for column in 0..<classCount {
                                logits[column] = expf(logits[column] - top)
                                sum += logits[column]
                            }
                            let step = rate * examples[exampleIndex].weight
                            let label = labels[exampleIndex]
                            for column in 0..<classCount {
                                // The gradient of the log loss: probability minus the one-hot target.
                                var gradient = logits[column] / sum
                                if column == label { gradient -= 1 }
                                logits[column] = step * gradient
                                bias[column] -= logits[column]
                            }
                            for row in features {
                                let base = Int(row) * classCount
                                for column in 0..<classCount { weights[base + column] -= logits[column] }
                            }
                        }
                        let decay = 1 - rate * l2 * Float(order.count)
                        for index in weights.indices { weights[index] *= decay }
                    }
                }
            }
            if epoch >= epochs - averaged {
                for index in weights.indices { weightSum[index] += weights[index] }
                for index in bias.indices { biasSum[index] += bias[index] }
            }
        }
        if averaged > 0 {
            let share = 1 / Float(averaged)
            weights = weightSum.map { $0 * share }
            bias = biasSum.map { $0 * share }
        }
        guard weights.allSatisfy(\.isFinite), bias.allSatisfy(\.isFinite) else {
            throw IntentModelError("training diverged (\(settings)): lower the learning rate or the weight of negatives")
        }
        return quantised(classes: classes, features: features, weights: weights, bias: bias, provenance: provenance)
    }

    /// One scale a feature (its largest weight maps to ±127), one signed byte a weight.
    private func quantised(classes: [String], features: [UInt64], weights: [Float], bias: [Float], provenance: String) -> IntentModel {
        let classCount = classes.count
        var scales: [Float] = []
        scales.reserveCapacity(features.count)
        var bytes = [Int8](repeating: 0, count: weights.count)
        for row in features.indices {
            let base = row * classCount
            var largest: Float = 0
            for column in 0..<classCount { largest = max(largest, abs(weights[base + column])) }
            let scale = largest > 0 ? largest / 127 : 1
            scales.append(scale)
            for column in 0..<classCount {
                bytes[base + column] = Int8((weights[base + column] / scale).rounded())
            }
        }
        return IntentModel(classes: classes, features: features, scales: scales, weights: bytes, bias: bias, provenance: provenance)
    }
}

import Foundation

private func expf(_ value: Float) -> Float { Foundation.exp(value) }
