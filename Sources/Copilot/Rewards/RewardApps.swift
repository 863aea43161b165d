import Foundation

/// The apps and activities a parent has sorted (`rewards.app`): learning ones earn points,
/// entertainment ones cost them, each at its own rate (a point a minute unless set). A family
/// state, so the store keeps it and undo takes a change back.
public struct RewardApps: FamilyState {
    public enum Kind: String, Codable, Sendable { case learning, entertainment }

    /// Points for a stretch of minutes: 2 a minute, or 1 every 10 minutes ("reading earns 1 point
    /// per 10 minutes"), as said unless it is a whole number a minute ("120 points an hour" is 2 a
    /// minute). Stored as a bare number when the stretch is a minute, as rates were before there
    /// were stretches, so old states read unchanged.
    public struct Rate: Codable, Sendable, Equatable {
        public var points: Int
        public var minutes: Int

        public init(points: Int, minutes: Int = 1) {
            let minutes = max(minutes, 1)
            (self.points, self.minutes) = points % minutes == 0 ? (points / minutes, 1) : (points, minutes)
        }

        public static let one = Rate(points: 1)

        /// Points earned for `spent` minutes, rounded down (15 minutes at 1 every 10 earn 1).
        public func earned(minutes spent: Int) -> Int { Self.scaled(spent, points, minutes, roundingUp: false) }
        /// Points `spent` minutes cost, rounded up: a part of a stretch is paid (15 minutes at 1 every 10 cost 2).
        public func cost(minutes spent: Int) -> Int { Self.scaled(spent, points, minutes, roundingUp: true) }
        /// Whole minutes `balance` points buy.
        public func minutesBought(with balance: Int) -> Int { points > 0 ? Self.scaled(balance, minutes, points, roundingUp: false) : 0 }

        private static func scaled(_ value: Int, _ times: Int, _ over: Int, roundingUp: Bool) -> Int {
            let (product, overflow) = value.multipliedReportingOverflow(by: times)
            guard !overflow else { return Int.max }
            return roundingUp ? (product + over - 1) / over : product / over
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let perMinute = try? container.decode(Int.self) {
                self.init(points: perMinute)
                return
            }
            let parts = try decoder.container(keyedBy: CodingKeys.self)
            self.init(points: try parts.decode(Int.self, forKey: .points), minutes: try parts.decode(Int.self, forKey: .minutes))
        }

        public func encode(to encoder: any Encoder) throws {
            if minutes == 1 {
                var container = encoder.singleValueContainer()
                try container.encode(points)
                return
            }
            var parts = encoder.container(keyedBy: CodingKeys.self)
            try parts.encode(points, forKey: .points)
            try parts.encode(minutes, forKey: .minutes)
        }

        private enum CodingKeys: String, CodingKey { case points, minutes }
    }

    public struct App: Codable, Sendable, Equatable {
        /// As the parent wrote it ("Khan Academy").
        public var name: String
        public var kind: Kind
        public var rate: Rate
        /// A child's own rate, by the member's name in lower case ("jake can earn 2 points a minute
        /// of reading"); the others keep `rate`. Nil in states written before.
        public var memberRates: [String: Rate]?

        public init(name: String, kind: Kind, rate: Rate = .one, memberRates: [String: Rate]? = nil) {
            self.name = name
            self.kind = kind
            self.rate = rate
            self.memberRates = memberRates
        }

        /// The rate for `member` (a name), else the app's.
        public func rate(for member: String?) -> Rate {
            member.flatMap { memberRates?[$0.lowercased()] } ?? rate
        }

        // The stored key of the app's rate is the name it had when every rate was a minute's.
        private enum CodingKeys: String, CodingKey {
            case name, kind, memberRates
            case rate = "pointsPerMinute"
        }
    }

    public static let key = "reward-apps"
    /// By the name's key (`RewardApps.key(_:)`).
    public var apps: [String: App] = [:]

    public init() {}

    /// The app or activity `said` names, if the parent has sorted it.
    public func app(_ said: String?) -> App? {
        said.flatMap { apps[Self.key($0)] }
    }

    /// Points a number of minutes of `activity` earns or costs `member` (`spending`): their own
    /// rate, else the activity's, else one a minute.
    public func points(minutes: Int, activity: String?, member: String? = nil, spending: Bool = false) -> Int {
        let rate = app(activity)?.rate(for: member) ?? .one
        return spending ? rate.cost(minutes: minutes) : rate.earned(minutes: minutes)
    }

    /// Names compared as lower-case letters and digits: "Khan Academy", "khanacademy".
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
