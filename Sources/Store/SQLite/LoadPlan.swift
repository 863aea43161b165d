import Copilot
import Foundation
import GRDB
import Temporal

/// What a command reads: every table, or the few its intent needs (a one-shot `add task` has no
/// use for a year of meals). The `values` singletons are always read. A plan is checked after the
/// command: if it changed a table that was not read (beyond adding tasks with new numbers), the
/// store runs the command again on everything, so a plan that is too small costs time, never data.
public struct LoadPlan: Sendable, Equatable {
    /// Tables read whole.
    public var tables: Set<RowTable>
    /// Tasks read by number when `tasks` is not read whole (those an undo step touches).
    public var taskIDs: Set<Int64> = []
    /// When `meals` is not read whole: the meals from the first one eaten at or after this time
    /// to the last (at least the last one), for a command about today.
    public var mealsSince: Date?
    /// When `tasks` is not read whole: every completion of every task, with its priority, from
    /// the table's columns (`Model.settledCompletions`), for a progress question.
    public var completions = false

    public static let everything = LoadPlan(tables: Set(RowTable.allCases))

    public init(tables: Set<RowTable>, taskIDs: Set<Int64> = [], mealsSince: Date? = nil, completions: Bool = false) {
        self.tables = tables.union([.values])
        self.taskIDs = taskIDs
        self.mealsSince = tables.contains(.meals) ? nil : mealsSince
        self.completions = tables.contains(.tasks) ? false : completions
    }

    var isEverything: Bool { tables.count == RowTable.allCases.count }

    /// The plan for a line whose grammar reading is `intent`, in a conversation waiting (or not)
    /// on an answer, with `journal` the session's newest undo and redo steps. `said` is the
    /// earliest time the line names ("for lunch yesterday", "how was march"), and `now` the
    /// command's time. Only the commands a day is made of are narrowed; every other intent reads
    /// everything.
    public static func forIntent(_ intent: String, said: Date? = nil, now: Date = Date(), hasPending: Bool, journal: UndoJournal) -> LoadPlan {
        if hasPending { return .everything }
        // Two days before a day covers it in every time zone; a date after now may be asked
        // after as the last one before it ("how did I do in october", said in December).
        let reach = said.map { $0 > now ? $0.addingTimeInterval(-366 * 86_400) : $0 } ?? now
        func before(_ days: Double) -> Date { min(now.addingTimeInterval(-days * 86_400), reach.addingTimeInterval(-2 * 86_400)) }
        switch intent {
        case "task.add":
            // A new number and the household's names ("Jack's soccer practice"); no other task.
            return LoadPlan(tables: [.members])
        case "meal.log":
            // The meals of the day it was eaten ("a banana too" joins the lunch just logged).
            return LoadPlan(tables: [], mealsSince: before(2))
        case "progress.query":
            // Every completion for XP, levels and badges, every session for streaks, and the
            // meals of the report's window (a month at most) for its food line.
            return LoadPlan(tables: [.focusSessions], mealsSince: before(33), completions: true)
        case "undo", "redo":
            guard let step = intent == "undo" ? journal.newestUndo : journal.newestRedo else { return LoadPlan(tables: []) }
            var plan = LoadPlan(tables: Set(step.rows.map(\.key.table)).subtracting([.tasks]))
            plan.taskIDs = Set(step.rows.filter { $0.key.table == .tasks }.map(\.key.id))
            return plan
        default:
            return .everything
        }
    }

    /// The earliest time a temporal value names, in any of its readings; nil for a clock, a
    /// length or a repeat (which name no day of their own).
    public static func earliest(_ time: TemporalEntity) -> Date? {
        func start(_ value: TemporalValue) -> Date? {
            switch value {
            case .instant(let date, _): date
            case .range(let start, let end, _): start ?? end
            default: nil
            }
        }
        return [time.value, time.asPoint.value, time.asPeriod.value].compactMap(start).min()
    }

    /// True when the change from `before` to `after` stays inside what was read: tables not read
    /// are untouched, except tasks added with numbers no stored task has.
    func covers(from before: Model, to after: Model, _ db: Database) throws -> Bool {
        func same<T: Equatable>(_ table: RowTable, _ a: T, _ b: T) -> Bool { tables.contains(table) || a == b }
        // Meals read from a position on are written back to their own rows (`Model.mealsOffset`).
        guard mealsSince != nil || same(.meals, before.meals, after.meals), same(.focusSessions, before.focus.sessions, after.focus.sessions),
              same(.notes, before.notes, after.notes), same(.lists, before.lists, after.lists),
              same(.backlog, before.backlog, after.backlog), same(.members, before.members, after.members) else { return false }
        if tables.contains(.tasks) || before.tasks == after.tasks { return true }
        // Tasks read by number (or none): only additions of new numbers, and no read task removed.
        let read = Set(before.tasks.map { Int64($0.id) })
        let now = Set(after.tasks.map { Int64($0.id) })
        guard read.isSubset(of: now) else { return true }  // undo removing a task it read: in the plan
        let added = now.subtracting(read)
        if added.isEmpty { return true }
        let statement = try db.cachedStatement(sql: "SELECT count(*) FROM tasks WHERE id = ?")
        for id in added where try Int.fetchOne(statement, arguments: [id]) != 0 { return false }
        return true
    }
}
