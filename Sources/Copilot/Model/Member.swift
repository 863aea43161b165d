import Foundation

/// A person of the household. Commands can name them ("remind Emma to ...", "Jack's soccer
/// practice ..."), and children earn and spend reward points.
public struct Member: Sendable, Equatable, Codable {
    public enum Role: String, Sendable, Codable, CaseIterable {
        case parent, child

        /// The role an age gives: a child until 18.
        public init(age: Int) { self = age < 18 ? .child : .parent }
    }

    public var name: String
    public var role: Role
    /// The word they were introduced with ("son", "wife"), when one was said.
    public var relation: String?
    public var points: Int = 0
    /// Minutes of learning a day the child aims for; nil when no goal is set.
    public var dailyGoalMinutes: Int?
    /// Points earned and spent, oldest first: the day's progress is read from it.
    public var rewards: [RewardEntry] = []
    /// The age said and the day it was said: a year later the member is a year older.
    public var age: Int?
    public var ageSaidOn: Date?

    public init(name: String, role: Role, relation: String? = nil) {
        self.name = name
        self.role = role
        self.relation = relation
    }

    private enum Keys: String, CodingKey {
        case name, role, relation, points, dailyGoalMinutes, rewards, age, ageSaidOn
    }

    /// Fields added later decode as their defaults, so older state files keep loading.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        name = try container.decode(String.self, forKey: .name)
        role = try container.decodeIfPresent(Role.self, forKey: .role) ?? .child
        relation = try container.decodeIfPresent(String.self, forKey: .relation)
        points = try container.decodeIfPresent(Int.self, forKey: .points) ?? 0
        dailyGoalMinutes = try container.decodeIfPresent(Int.self, forKey: .dailyGoalMinutes)
        rewards = try container.decodeIfPresent([RewardEntry].self, forKey: .rewards) ?? []
        age = try container.decodeIfPresent(Int.self, forKey: .age)
        ageSaidOn = try container.decodeIfPresent(Date.self, forKey: .ageSaidOn)
    }

    /// The age on `date`: the age said plus the whole years since it was said.
    public func age(on date: Date, calendar: Calendar) -> Int? {
        guard let age else { return nil }
        guard let said = ageSaidOn, said < date else { return age }
        return age + (calendar.dateComponents([.year], from: said, to: date).year ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
        try container.encode(role, forKey: .role)
        try container.encodeIfPresent(relation, forKey: .relation)
        try container.encode(points, forKey: .points)
        try container.encodeIfPresent(dailyGoalMinutes, forKey: .dailyGoalMinutes)
        try container.encode(rewards, forKey: .rewards)
        try container.encodeIfPresent(age, forKey: .age)
        try container.encodeIfPresent(ageSaidOn, forKey: .ageSaidOn)
    }
}

/// One change to a child's points: learning earns a point a minute, entertainment spends one a
/// minute, and a parent can give or take points outright.
public struct RewardEntry: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case learning, entertainment, points }

    public var kind: Kind
    public var date: Date
    /// Minutes of learning or entertainment; nil for points given outright.
    public var minutes: Int?
    /// Signed: positive when earned.
    public var points: Int
    /// "Khan Academy", "YouTube".
    public var activity: String?
}
