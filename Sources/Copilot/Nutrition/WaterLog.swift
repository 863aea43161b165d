import Foundation

/// The water drunk, one entry a drink: a family state (`FamilyState`), so the store keeps it and
/// undo takes a drink back like any other change.
public struct WaterLog: FamilyState {
    public struct Drink: Sendable, Equatable, Codable {
        public var milliliters: Double
        public var drunk: Date
    }

    public static let key = "water"
    public var drinks: [Drink] = []
    /// The millilitres to drink a day, once set ("set my water goal to 2 liters").
    public var goal: Double?

    public init() {}

    /// The millilitres drunk from `start` up to `end`.
    public func milliliters(from start: Date, to end: Date) -> Double {
        drinks.filter { $0.drunk >= start && $0.drunk < end }.reduce(0) { $0 + $1.milliliters }
    }
}
