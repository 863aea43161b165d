import Foundation

/// Stage 2 of the parser: a multinomial logistic-regression model over `IntentFeatures`, trained
/// from the grammars' own sentences and the tune split of the dev corpora (`ask model train`).
///
/// It scores a sentence against every intent (and `none`) when the grammar finds no winner. The
/// weights are stored as one signed byte each with a scale per feature: a quarter of the size of
/// floats, and well inside the model's precision (its scores are compared, never summed further).
public struct IntentModel: Sendable, Equatable {
    /// The class of a line that is none of the intents.
    public static let noIntent = "none"
    /// The intent names, `none` among them, in the order of the weight columns.
    public let classes: [String]
    /// Feature hashes, sorted; row `i` of the weights belongs to `features[i]`.
    let features: [UInt64]
    let scales: [Float]
    /// `features.count × classes.count` weights, row-major.
    let weights: [Int8]
    let bias: [Float]
    /// What the model was trained from (files, row counts, settings), one item a line.
    public let provenance: String

    private let rowOfFeature: [UInt64: Int32]

    package init(classes: [String], features: [UInt64], scales: [Float], weights: [Int8], bias: [Float], provenance: String) {
        self.classes = classes
        self.features = features
        self.scales = scales
        self.weights = weights
        self.bias = bias
        self.provenance = provenance
        var rows: [UInt64: Int32] = [:]
        rows.reserveCapacity(features.count)
        for (row, feature) in features.enumerated() { rows[feature] = Int32(row) }
        self.rowOfFeature = rows
    }

    public static func == (lhs: IntentModel, rhs: IntentModel) -> Bool {
        lhs.classes == rhs.classes && lhs.features == rhs.features && lhs.scales == rhs.scales && lhs.weights == rhs.weights
            && lhs.bias == rhs.bias && lhs.provenance == rhs.provenance
    }

    /// One intent's probability.
    public struct Score: Sendable, Equatable {
        public var intent: String
        public var probability: Double
    }

    /// Every class's probability for `words` (as `IntentFeatures.words` gives them), best first.
    public func scores(words: [String]) -> [Score] {
        var logits = bias.map(Double.init)
        let classCount = classes.count
        weights.withUnsafeBufferPointer { weights in
            for hash in IntentFeatures.hashes(words) {
                guard let row = rowOfFeature[hash] else { continue }
                let scale = Double(scales[Int(row)])
                let base = Int(row) * classCount
                for column in 0..<classCount { logits[column] += scale * Double(weights[base + column]) }
            }
        }
        let probabilities = Self.softmax(logits)
        return zip(classes, probabilities).map { Score(intent: $0, probability: $1) }
            .sorted { $0.probability != $1.probability ? $0.probability > $1.probability : $0.intent < $1.intent }
    }

    /// Whether the model learned `word` as a sign of `intent`: its weight for the intent is the
    /// largest of its row and worth at least `minimum` in log-odds (2: about seven to one). Such a word is how the
    /// command is asked ("remember", "grocery"), not what it is about, like a grammar's cue words.
    func favours(_ word: String, _ intent: String, minimum: Double = 2) -> Bool {
        guard let row = rowOfFeature[IntentFeatures.unigram(word)], let column = classes.firstIndex(of: intent) else { return false }
        let base = Int(row) * classes.count
        let weight = weights[base + column]
        return Double(weight) * Double(scales[Int(row)]) >= minimum && (0..<classes.count).allSatisfy { weights[base + $0] <= weight }
    }

    static func softmax(_ logits: [Double]) -> [Double] {
        let top = logits.max() ?? 0
        let exps = logits.map { Foundation.exp($0 - top) }
        let sum = exps.reduce(0, +)
        return exps.map { $0 / sum }
    }
}

// MARK: - The file

extension IntentModel {
    static let magic = Array("ASKINTENTMODEL".utf8)
    static let version: UInt32 = 1

    /// The model as bytes: magic, version, classes, provenance, then the tables, little-endian.
    public func encoded() -> Data {
        var data = Data(Self.magic)
        data.appendLE(Self.version)
        data.appendLE(UInt32(classes.count))
        for name in classes { data.appendString(name) }
        data.appendString(provenance)
        data.appendLE(UInt32(features.count))
        for feature in features { data.appendLE(feature) }
        for scale in scales { data.appendLE(scale.bitPattern) }
        for bias in bias { data.appendLE(bias.bitPattern) }
        weights.withUnsafeBytes { data.append(contentsOf: $0) }
        return data
    }

    /// Reads a model file; a truncated, foreign or newer file is an error that says which.
    public init(data: Data) throws(IntentModelError) {
        var reader = ByteReader(bytes: [UInt8](data))
        guard reader.take(Self.magic.count) == Self.magic else { throw IntentModelError("not an intent model file") }
        guard let version: UInt32 = reader.integer() else { throw IntentModelError("truncated intent model") }
        guard version == Self.version else { throw IntentModelError("intent model version \(version); this build reads version \(Self.version)") }
        guard let classCount: UInt32 = reader.integer(), classCount < 10_000 else { throw IntentModelError("truncated intent model") }
        var classes: [String] = []
        for _ in 0..<classCount {
            guard let name = reader.string() else { throw IntentModelError("truncated intent model") }
            classes.append(name)
        }
        guard let provenance = reader.string(), let featureCount: UInt32 = reader.integer(),
              UInt64(featureCount) * UInt64(classCount) <= UInt64(reader.remaining) else {
            throw IntentModelError("truncated intent model")
        }
        var features: [UInt64] = []
        features.reserveCapacity(Int(featureCount))
        var scales: [Float] = []
        var bias: [Float] = []
        for _ in 0..<featureCount {
            guard let feature: UInt64 = reader.integer() else { throw IntentModelError("truncated intent model") }
            features.append(feature)
        }
        for _ in 0..<featureCount {
            guard let bits: UInt32 = reader.integer() else { throw IntentModelError("truncated intent model") }
            scales.append(Float(bitPattern: bits))
        }
        for _ in 0..<classCount {
            guard let bits: UInt32 = reader.integer() else { throw IntentModelError("truncated intent model") }
            bias.append(Float(bitPattern: bits))
        }
        guard let bytes = reader.take(Int(featureCount) * Int(classCount)), reader.remaining == 0 else {
            throw IntentModelError("truncated intent model")
        }
        guard zip(features, features.dropFirst()).allSatisfy({ $0 < $1 }) else { throw IntentModelError("intent model features are not sorted") }
        self.init(classes: classes, features: features, scales: scales, weights: bytes.withUnsafeBytes { Array($0.bindMemory(to: Int8.self)) }, bias: bias, provenance: provenance)
    }

    public static func load(contentsOf url: URL) throws(IntentModelError) -> IntentModel {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw IntentModelError("cannot read \(url.path)") }
        return try IntentModel(data: data)
    }
}

public struct IntentModelError: Error, CustomStringConvertible, Sendable {
    public var description: String
    package init(_ description: String) { self.description = description }
}

private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0
    var remaining: Int { bytes.count - offset }

    mutating func take(_ count: Int) -> [UInt8]? {
        guard count >= 0, count <= remaining else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    /// A little-endian integer, read in place (a model has tens of thousands of them).
    mutating func integer<T: FixedWidthInteger>() -> T? {
        let size = MemoryLayout<T>.size
        guard size <= remaining else { return nil }
        defer { offset += size }
        return bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
    }

    mutating func string() -> String? {
        guard let length: UInt32 = integer(), let raw = take(Int(length)) else { return nil }
        return String(bytes: raw, encoding: .utf8)
    }
}

private extension Data {
    mutating func appendLE<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    mutating func appendString(_ text: String) {
        appendLE(UInt32(text.utf8.count))
        append(contentsOf: Array(text.utf8))
    }
}
