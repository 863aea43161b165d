/// A number outside the range of its `QuantityKind`: the reason a command is refused, in words.
public struct QuantityOutOfRange: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    public var kind: QuantityKind
    public var value: Double

    public init(kind: QuantityKind, value: Double) {
        self.kind = kind
        self.value = value
    }

    /// "A percentage can be 0 to 100%; 9.223372036854776e+18% is outside that."
    public var description: String {
        let lower = Self.format(kind.range.lowerBound), upper = Self.format(kind.range.upperBound)
        let said = Self.format(value) + kind.unit
        return "\(kind.subject) can be \(lower) to \(upper)\(kind.unit); \(said) is outside that."
    }

    /// A whole number up to 15 digits as digits ("10000"), anything else as Swift writes a
    /// `Double` ("9.223372036854776e+18", "1.5", "-inf").
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(describing: value)
    }
}
