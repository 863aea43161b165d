import Foundation

/// How XP is earned: 10 XP per 25 focused minutes, pro rata (50 min → 20 XP, 10 min → 4 XP),
/// and 5-20 XP per completed task by priority (p1 20, p2 15, p3 10, p4 or none 5).
///
/// Focus XP is taken on a total of minutes, rounded down once, so many short sessions earn what
/// one long one does.
public enum Experience {
    public static let xpPerFocusBlock = 10
    public static let focusBlockMinutes = 25

    public static func xp(focusedMinutes: Double) -> Int {
        // The epsilon keeps 50 minutes of seconds summed in floating point from landing on 19.999….
        Int((focusedMinutes * Double(xpPerFocusBlock) / Double(focusBlockMinutes) + 1e-9).rounded(.down))
    }

    public static func xp(completedTaskPriority priority: Int?) -> Int {
        switch priority {
        case 1: 20
        case 2: 15
        case 3: 10
        default: 5
        }
    }
}
