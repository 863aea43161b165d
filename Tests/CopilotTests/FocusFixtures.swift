import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import Copilot
import Intents

/// A fixed clock for the focus, progress and planning tests: Wednesday 7 January 2026, 09:00 in
/// New York, and helpers that read local times.
enum FocusFixtures {
    static let zone = TimeZone(identifier: "America/New_York")!
    static let now = Date(timeIntervalSince1970: 1_767_794_400)

    /// "2026-01-07 09:00" in New York.
    static func at(_ text: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: text)!
    }

    /// A finished session without pauses.
    static func session(_ start: String, minutes: Int, preset: String? = "Pomodoro") -> FocusSession {
        let begin = at(start)
        return FocusSession(start: begin, plannedMinutes: minutes, preset: preset, end: begin.addingTimeInterval(Double(minutes * 60)))
    }

    static func completed(_ id: Int, _ when: String, priority: Int? = nil) -> TaskItem {
        TaskItem(id: id, title: "task \(id)", priority: priority, created: at("2025-12-01 09:00"), completed: at(when))
    }

    /// Seconds of this thread's CPU time `body` takes, per run: on a machine shared with other
    /// builds, wall time measures the queue, not the code.
    static func cpuSeconds(runs: Int, _ body: () -> Void) -> Double {
        func now() -> Double {
            var spec = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        }
        let start = now()
        for _ in 0..<runs { body() }
        return (now() - start) / Double(runs)
    }
}
