/// What a number read from a command counts, and the range of values that makes sense for it.
///
/// This is the one place a parsed number (a `Double`, as `NumberReader` gives it) becomes a count
/// or an amount the model keeps. A number outside its kind's range is refused with a
/// `QuantityOutOfRange`, before anything is stored: `Int(9.2e18)` traps, and an absurd amount
/// that is stored (90,000,000,000,000,000 eggs) breaks every later sum over it.
public enum QuantityKind: String, Sendable, Equatable, Codable, CaseIterable {
    /// A count of things: the quantity of a list item, the eggs of a meal.
    case items
    /// A place in a numbered list as shown ("remove item 3"): counts from 1.
    case position
    /// A number of minutes: learning or entertainment time, a daily goal, a focus session.
    case minutes
    /// An amount of food, in grams.
    case grams
    /// Reward points.
    case points
    /// A percentage ("set protein to 35%").
    case percent
    /// A person's age in years ("Emma is 13 now").
    case age
    /// A person's height in inches ("i'm 6 foot 1": 73).
    case heightInches
    /// A price in dollars ("a new game for $30"): a household purchase.
    case dollars
    /// A task's priority said as a number ("change its priority to 1"): p1 (highest) to p4.
    case priority

    /// The values a number of this kind may take, ends included.
    public var range: ClosedRange<Double> {
        switch self {
        case .items: 0...10_000
        case .position: 1...1_000_000
        case .minutes: 0...1_440
        case .grams: 0...50_000
        case .points: 0...100_000
        case .percent: 0...100
        case .age: 0...120
        case .heightInches: 12...108
        case .dollars: 0.01...100_000
        case .priority: 1...4
        }
    }

    /// Whether a value must be whole: a place in a list is.
    public var isWhole: Bool { self == .position || self == .age || self == .priority }

    /// What the refusal calls a number of this kind.
    var subject: String {
        switch self {
        case .items: "A count of things"
        case .position: "An item number"
        case .minutes: "A number of minutes"
        case .grams: "An amount of food"
        case .points: "A number of points"
        case .percent: "A percentage"
        case .age: "An age"
        case .heightInches: "A height"
        case .dollars: "A price"
        case .priority: "A priority"
        }
    }

    /// The unit written after a value of this kind in a refusal ("50000 g", "100%").
    var unit: String {
        switch self {
        case .grams: " g"
        case .percent: "%"
        case .heightInches: " in"
        default: ""
        }
    }

    /// `value` when it is a finite number inside `range` (and whole, for a whole kind).
    public func amount(_ value: Double) throws(QuantityOutOfRange) -> Double {
        guard value.isFinite, range.contains(value), !isWhole || value == value.rounded() else {
            throw QuantityOutOfRange(kind: self, value: value)
        }
        return value
    }

    /// `value` rounded to the nearest whole number, when it is inside `range`.
    public func count(_ value: Double) throws(QuantityOutOfRange) -> Int {
        // Every range ends far inside Int, so the conversion below cannot trap.
        Int(try amount(value).rounded())
    }
}
