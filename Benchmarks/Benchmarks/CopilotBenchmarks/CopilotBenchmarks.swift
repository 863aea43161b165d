import Benchmark
import Copilot
import Foundation
import Grammars
import Intents
import NLParse

/// The copilot's computed answers on large states: plan.day over 500 open tasks, progress over a
/// year of focus sessions, each alone and as a whole command (parse + execute + reply). Run in
/// release:
///
///     cd Benchmarks && swift package --allow-writing-to-package-directory benchmark --target CopilotBenchmarks
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 20_000
    )

    // Wednesday 7 January 2026, 10:00 in New York.
    let zone = TimeZone(identifier: "America/New_York")!
    let now = Date(timeIntervalSince1970: 1_767_798_000)
    let context = ParseContext(now: now, timeZone: zone)
    let copilot = Copilot(parser: Parser(grammar: try! Grammar.load(directory: BundledGrammars.directory()!)))

    // 500 open tasks: a mix of overdue, due today, due later and undated, priorities 1-4 and
    // none, some with estimates. A fixed generator, so every run plans the same day.
    var generator = SplitMix64(seed: 42)
    let tasks: [TaskItem] = (1...500).map { id in
        let dayOffset = Int(generator.next() % 21) - 5
        let due: DueDate? = generator.next() % 4 == 0 ? nil : DueDate(date: now.addingTimeInterval(Double(dayOffset) * 86_400), hasTime: generator.next() % 2 == 0)
        let priority: Int? = generator.next() % 5 == 0 ? nil : Int(generator.next() % 4) + 1
        let estimate: Double? = generator.next() % 3 == 0 ? nil : Double(generator.next() % 12 + 1) * 10 * 60
        return TaskItem(id: id, title: "task \(id)", due: due, priority: priority, estimate: estimate, created: now.addingTimeInterval(-30 * 86_400))
    }

    // A year of sessions: one to four a day, 15-90 minutes each, some days skipped; 100 tasks
    // completed over the year.
    var sessions: [FocusSession] = []
    for day in 1...365 where generator.next() % 7 != 0 {
        let dayStart = now.addingTimeInterval(-Double(day) * 86_400 - 3600)
        for slot in 0..<Int(generator.next() % 4 + 1) {
            let start = dayStart.addingTimeInterval(Double(slot) * 7200)
            let minutes = Int(generator.next() % 76) + 15
            sessions.append(FocusSession(start: start, plannedMinutes: minutes, preset: "Pomodoro", end: start.addingTimeInterval(Double(minutes * 60))))
        }
    }
    sessions.sort { $0.start < $1.start }
    let focus = FocusState(sessions: sessions, dailyGoalMinutes: 60)
    let done: [TaskItem] = (1...100).map { id in
        TaskItem(id: 1000 + id, title: "done \(id)", priority: id % 4 + 1, created: now.addingTimeInterval(-400 * 86_400), completed: now.addingTimeInterval(-Double(id) * 3 * 86_400))
    }

    Benchmark("plan.day: planner over 500 open tasks") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(DayPlanner().plan(tasks: tasks, now: now, timeZone: zone))
        }
    }

    Benchmark("progress: week report over a year of sessions") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ProgressReport(focus: focus, tasks: done, period: .week, now: now, timeZone: zone))
        }
    }

    var planState = CopilotState()
    planState.model.tasks = tasks
    planState.model.nextTaskID = 501
    Benchmark("plan.day: “plan my day” as a command, 500 open tasks") { benchmark in
        for _ in benchmark.scaledIterations {
            var state = planState
            blackHole(copilot.respond(to: "plan my day", state: &state, context: context))
        }
    }

    var progressState = CopilotState()
    progressState.model.focus = focus
    progressState.model.tasks = done
    Benchmark("progress: “how am I doing this week?” as a command, a year of sessions") { benchmark in
        for _ in benchmark.scaledIterations {
            var state = progressState
            blackHole(copilot.respond(to: "how am I doing this week?", state: &state, context: context))
        }
    }
}

/// A small fixed-seed generator (SplitMix64), so benchmark data is the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
