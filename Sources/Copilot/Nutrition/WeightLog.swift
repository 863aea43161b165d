import Foundation

/// Every weight the user told, with when: a family state (`FamilyState`), so the store keeps it
/// and undo takes a weigh-in back with the profile change that made it.
public struct WeightLog: FamilyState {
    public struct WeighIn: Sendable, Equatable, Codable {
        public var kilograms: Double
        public var weighed: Date
    }

    public static let key = "weight"
    public var weighIns: [WeighIn] = []

    public init() {}

    /// The weigh-ins from `start` on (all of them when nil), oldest first.
    public func since(_ start: Date?) -> [WeighIn] {
        guard let start else { return weighIns }
        return weighIns.filter { $0.weighed >= start }
    }
}
