import Foundation

/// The apps and activities a parent has sorted (`rewards.app`): learning ones earn points,
/// entertainment ones cost them, each at its own rate (a point a minute unless set). A family
/// state, so the store keeps it and undo takes a change back.
public struct RewardApps: FamilyState {
    public enum Kind: String, Codable, Sendable { case learning, entertainment }

    public struct App: Codable, Sendable, Equatable {
        /// As the parent wrote it ("Khan Academy").
        public var name: String
        public var kind: Kind
        public var pointsPerMinute: Int
        /// A child's own rate, by the member's name in lower case ("jake can earn 2 points a minute
        /// of reading"); the others keep `pointsPerMinute`. Nil in states written before.
        public var memberRates: [String: Int]?

        /// The rate for `member` (a name), else the app's.
        public func rate(for member: String?) -> Int {
            member.flatMap { memberRates?[$0.lowercased()] } ?? pointsPerMinute
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

    /// Points a number of minutes of `activity` earns or costs `member`: their own rate, else the
    /// activity's, else one a minute.
    public func points(minutes: Int, activity: String?, member: String? = nil) -> Int {
        let rate = app(activity)?.rate(for: member) ?? 1
        let (points, overflow) = minutes.multipliedReportingOverflow(by: rate)
        return overflow ? Int.max : points
    }

    /// Names compared as lower-case letters and digits: "Khan Academy", "khanacademy".
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
