import Foundation

/// The level XP reaches, 1 to 50. Reaching level n takes 50·n·(n−1) XP in total, so each level
/// costs 100 XP more than the one before: level 2 at 100 XP, 3 at 300, 5 at 1,000, 10 at 4,500,
/// 50 at 122,500. Early levels come within days; the last ones take years of steady focus.
public struct LevelProgress: Sendable, Equatable, Codable {
    public static let maximum = 50

    public var level: Int
    public var xp: Int
    /// XP still needed for the next level; nil at the top.
    public var xpToNext: Int?

    public init(xp: Int) {
        self.xp = xp
        level = Self.level(forXP: xp)
        xpToNext = level < Self.maximum ? Self.threshold(level + 1) - xp : nil
    }

    /// The level of everything done by `now`: all focus and every completed task.
    public init(focus: FocusState, tasks: some Collection<TaskItem>, settled: [TaskCompletion] = [], now: Date, timeZone: TimeZone) {
        self.init(xp: FocusHistory(focus: focus, tasks: tasks, settled: settled, now: now, timeZone: timeZone).totalXP)
    }

    /// Total XP at which `level` starts.
    public static func threshold(_ level: Int) -> Int {
        let level = min(max(level, 1), maximum)
        return 50 * level * (level - 1)
    }

    public static func level(forXP xp: Int) -> Int {
        guard xp > 0 else { return 1 }
        // Solve 50·n·(n−1) ≤ xp, then correct for rounding.
        var level = Int(((1 + (1 + Double(xp) / 12.5).squareRoot()) / 2).rounded(.down))
        while level > 1, threshold(level) > xp { level -= 1 }
        while level < maximum, threshold(level + 1) <= xp { level += 1 }
        return min(max(level, 1), maximum)
    }
}
