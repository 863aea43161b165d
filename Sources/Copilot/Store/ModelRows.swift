import Foundation

/// The model as rows: what a store keeps, one row per thing, so a command writes only the things
/// it changed and an undo step records only those rows.
///
/// Tasks are keyed by their number and kept in number order. Meals, focus sessions, notes, lists,
/// backlog entries and members have no number of their own: they are keyed by their position
/// (0, 1, …), which suits what they are (logs that grow at the end; deleting one in the middle
/// rewrites the rows after it). The small singletons (the next task number, settings, the
/// nutrition profile, focus presets, the running session, the focus goal) are rows of the
/// `values` table keyed by `ValueKey`. What was talked about last is not a row: it belongs to a
/// conversation (see `SQLiteStore`).
///
/// A row's payload is the thing's JSON with dates as seconds (lossless; the state file's ISO dates
/// drop fractions of a second).
public enum RowTable: String, Sendable, CaseIterable, Codable, Comparable {
    case tasks, meals, focusSessions = "focus_sessions", notes, lists, backlog, members, values

    public static func < (lhs: RowTable, rhs: RowTable) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The singletons kept as rows of the `values` table. What was talked about last
/// (`lastMention`, `lastMentionedTaskID`) is not among them: it belongs to a conversation, and a
/// store keeps it per session.
public enum ValueKey: Int64, Sendable, CaseIterable {
    case nextTaskID = 1, settings = 4, nutrition, focusPresets, focusCurrent, focusGoal

    public var name: String {
        switch self {
        case .nextTaskID: "next_task_id"
        case .settings: "settings"
        case .nutrition: "nutrition"
        case .focusPresets: "focus_presets"
        case .focusCurrent: "focus_current"
        case .focusGoal: "focus_goal"
        }
    }

    public init?(name: String) {
        guard let key = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = key
    }
}

/// One row: its table and key.
public struct RowKey: Sendable, Hashable, Comparable, Codable {
    public var table: RowTable
    public var id: Int64

    public init(_ table: RowTable, _ id: Int64) {
        self.table = table
        self.id = id
    }

    public static func < (lhs: RowKey, rhs: RowKey) -> Bool {
        lhs.table != rhs.table ? lhs.table < rhs.table : lhs.id < rhs.id
    }
}

/// A row before and after a change; nil when it did not exist.
public struct RowChange: Sendable, Equatable, Codable {
    public var key: RowKey
    public var before: Data?
    public var after: Data?

    public init(key: RowKey, before: Data?, after: Data?) {
        self.key = key
        self.before = before
        self.after = after
    }

    /// The change that undoes this one.
    public var inverse: RowChange { RowChange(key: key, before: after, after: before) }
}

public enum ModelRows {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()

    public static func encode<T: Encodable>(_ value: T) -> Data {
        // Every model type encodes; a failure here is a programming error, not a user's.
        (try? encoder.encode(value)) ?? Data("null".utf8)
    }

    /// Decodes rows of one type at once: one decoder call for the table, not one a row.
    public static func decodeArray<T: Decodable>(_ type: T.Type, _ payloads: [Data]) throws -> [T] {
        if payloads.isEmpty { return [] }
        var joined = Data()
        joined.reserveCapacity(payloads.reduce(2) { $0 + $1.count + 1 })
        joined.append(UInt8(ascii: "["))
        for (index, payload) in payloads.enumerated() {
            if index > 0 { joined.append(UInt8(ascii: ",")) }
            joined.append(payload)
        }
        joined.append(UInt8(ascii: "]"))
        do {
            return try decoder.decode([T].self, from: joined)
        } catch {
            throw Failure(description: "a row of \(T.self) does not decode (\(error))")
        }
    }

    public static func decode<T: Decodable>(_ type: T.Type, _ payload: Data) throws -> T {
        try decodeArray(type, [payload])[0]
    }

    // MARK: Model to rows

    /// Every row of `model` (an import, a first save).
    public static func rows(of model: Model) -> [RowKey: Data] {
        var all: [RowKey: Data] = [:]
        for table in RowTable.allCases {
            for (id, payload) in rows(of: table, in: model) { all[RowKey(table, id)] = payload }
        }
        return all
    }

    static func rows(of table: RowTable, in model: Model) -> [(Int64, Data)] {
        switch table {
        case .tasks: model.tasks.map { (Int64($0.id), encode($0)) }
        case .meals: positional(model.meals, from: model.mealsOffset)
        case .focusSessions: positional(model.focus.sessions)
        case .notes: positional(model.notes)
        case .lists: positional(model.lists)
        case .backlog: positional(model.backlog)
        case .members: positional(model.members)
        case .values: ValueKey.allCases.compactMap { key in value(key, in: model).map { (key.rawValue, $0) } } + familyRows(of: model)
        }
    }

    private static func positional<T: Encodable>(_ items: [T], from offset: Int = 0) -> [(Int64, Data)] {
        items.enumerated().map { (Int64(offset + $0.offset), encode($0.element)) }
    }

    /// A singleton's payload; nil when it has no value (an optional that is nil).
    static func value(_ key: ValueKey, in model: Model) -> Data? {
        switch key {
        case .nextTaskID: encode(model.nextTaskID)
        case .settings: encode(model.settings)
        case .nutrition: encode(model.nutrition)
        case .focusPresets: encode(model.focus.presets)
        case .focusCurrent: model.focus.current.map(encode)
        case .focusGoal: encode(model.focus.dailyGoalMinutes)
        }
    }

    // MARK: Diff

    /// The rows that differ between two models, in key order. Things are compared as values and
    /// only the changed ones are encoded, so the cost follows the change (plus one comparison a
    /// thing, which for an untouched array is one buffer identity check).
    public static func diff(_ old: Model, _ new: Model) -> [RowChange] {
        var changes: [RowChange] = []
        if old.tasks != new.tasks {
            // Keyed by number. Walk the stretch where both arrays hold the same numbers in the
            // same places (all of it when a task is added or changed); only what follows is
            // matched through a table of positions (copying 2,000 tasks into a dictionary cost
            // more than the rest of a prompt command).
            let shared = min(old.tasks.count, new.tasks.count)
            var start = 0
            while start < shared {
                // A chunk both lists share holds the same tasks: skipped unread (`TaskList`).
                if start % TaskList.chunkSize == 0, old.tasks.sharesChunk(with: new.tasks, at: start) {
                    start += old.tasks.chunkLength(at: start)
                    continue
                }
                guard old.tasks[start].id == new.tasks[start].id else { break }
                if old.tasks[start] != new.tasks[start] {
                    changes.append(RowChange(key: RowKey(.tasks, Int64(old.tasks[start].id)), before: encode(old.tasks[start]), after: encode(new.tasks[start])))
                }
                start += 1
            }
            var before: [Int: Int] = [:]
            for index in start..<old.tasks.count { before[old.tasks[index].id] = index }
            var seen = Set<Int>()
            for task in new.tasks[start...] {
                seen.insert(task.id)
                let previous = before[task.id].map { old.tasks[$0] }
                if previous != task {
                    changes.append(RowChange(key: RowKey(.tasks, Int64(task.id)), before: previous.map(encode), after: encode(task)))
                }
            }
            for task in old.tasks[start...] where !seen.contains(task.id) {
                changes.append(RowChange(key: RowKey(.tasks, Int64(task.id)), before: encode(task), after: nil))
            }
        }
        changes += positionalDiff(.meals, old.meals, new.meals, from: new.mealsOffset)
        changes += positionalDiff(.focusSessions, old.focus.sessions, new.focus.sessions)
        changes += positionalDiff(.notes, old.notes, new.notes)
        changes += positionalDiff(.lists, old.lists, new.lists)
        changes += positionalDiff(.backlog, old.backlog, new.backlog)
        changes += positionalDiff(.members, old.members, new.members)
        for key in ValueKey.allCases where !valueEqual(key, old, new) {
            changes.append(RowChange(key: RowKey(.values, key.rawValue), before: value(key, in: old), after: value(key, in: new)))
        }
        changes += familyDiff(old, new)
        return changes.sorted { $0.key < $1.key }
    }

    private static func valueEqual(_ key: ValueKey, _ old: Model, _ new: Model) -> Bool {
        switch key {
        case .nextTaskID: old.nextTaskID == new.nextTaskID
        case .settings: old.settings == new.settings
        case .nutrition: old.nutrition == new.nutrition
        case .focusPresets: old.focus.presets == new.focus.presets
        case .focusCurrent: old.focus.current == new.focus.current
        case .focusGoal: old.focus.dailyGoalMinutes == new.focus.dailyGoalMinutes
        }
    }

    /// `offset` is the position of the arrays' first element (meals read from a position on).
    private static func positionalDiff<T: Encodable & Equatable>(_ table: RowTable, _ old: [T], _ new: [T], from offset: Int = 0) -> [RowChange] {
        guard old != new else { return [] }
        var changes: [RowChange] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            if before != after {
                changes.append(RowChange(key: RowKey(table, Int64(offset + index)), before: before.map(encode), after: after.map(encode)))
            }
        }
        return changes
    }

    // MARK: Rows to model

    /// The model from its rows, each table's rows in key order.
    public static func assemble(_ tables: [RowTable: [(Int64, Data)]]) throws -> Model {
        var model = Model()
        for (table, rows) in tables {
            try replace(table, with: rows, in: &model)
        }
        return model
    }

    static func replace(_ table: RowTable, with rows: [(Int64, Data)], in model: inout Model) throws {
        let sorted = rows.sorted { $0.0 < $1.0 }
        let payloads = sorted.map(\.1)
        switch table {
        case .tasks: model.tasks = TaskList(try decodeArray(TaskItem.self, payloads))
        case .meals: model.meals = try decodeArray(MealEntry.self, payloads)
        case .focusSessions: model.focus.sessions = try decodeArray(FocusSession.self, payloads)
        case .notes: model.notes = try decodeArray(Note.self, payloads)
        case .lists: model.lists = try decodeArray(ShoppingList.self, payloads)
        case .backlog: model.backlog = try decodeArray(BacklogEntry.self, payloads)
        case .members: model.members = try decodeArray(Member.self, payloads)
        case .values:
            for (id, payload) in sorted {
                guard let key = ValueKey(rawValue: id) else { setFamily(id, payload, in: &model); continue }
                try set(key, payload, in: &model)
            }
        }
    }

    static func set(_ key: ValueKey, _ payload: Data?, in model: inout Model) throws {
        switch key {
        case .nextTaskID: model.nextTaskID = try payload.map { try decode(Int.self, $0) } ?? 1
        case .settings: model.settings = try payload.map { try decode(Settings.self, $0) } ?? Settings()
        case .nutrition: model.nutrition = try payload.map { try decode(NutritionProfile.self, $0) } ?? NutritionProfile()
        case .focusPresets: model.focus.presets = try payload.map { try decode([FocusPreset].self, $0) } ?? []
        case .focusCurrent: model.focus.current = try payload.map { try decode(FocusSession.self, $0) }
        case .focusGoal: model.focus.dailyGoalMinutes = try payload.map { try decode(Int.self, $0) } ?? 60
        }
    }

    /// Puts `changes` into `model`, each row to its `after` (or `before` when `backwards`): how
    /// undo and redo replay a step. Only the step's rows are decoded; positions stay contiguous
    /// (a row past the end is appended, removed rows close up).
    public static func apply(_ changes: [RowChange], backwards: Bool, to model: inout Model) throws {
        let byTable = Dictionary(grouping: changes, by: \.key.table)
        for (table, changes) in byTable {
            let rows = changes.map { ($0.key.id, backwards ? $0.before : $0.after) }.sorted { $0.0 < $1.0 }
            switch table {
            case .tasks:
                for (id, payload) in rows {
                    let index = model.tasks.firstIndex { Int64($0.id) == id }
                    if let payload {
                        let task = try decode(TaskItem.self, payload)
                        if let index {
                            model.tasks[index] = task
                        } else {
                            model.tasks.insert(task, at: model.tasks.firstIndex { Int64($0.id) > id } ?? model.tasks.endIndex)
                        }
                    } else if let index {
                        model.tasks.remove(at: index)
                    }
                }
            case .meals: try patch(&model.meals, rows.map { ($0.0 - Int64(model.mealsOffset), $0.1) })
            case .focusSessions: try patch(&model.focus.sessions, rows)
            case .notes: try patch(&model.notes, rows)
            case .lists: try patch(&model.lists, rows)
            case .backlog: try patch(&model.backlog, rows)
            case .members: try patch(&model.members, rows)
            case .values:
                for (id, payload) in rows {
                    guard let key = ValueKey(rawValue: id) else { setFamily(id, payload, in: &model); continue }
                    try set(key, payload, in: &model)
                }
            }
        }
    }

    private static func patch<T: Decodable>(_ array: inout [T], _ rows: [(Int64, Data?)]) throws {
        var removals: [Int] = []
        for (id, payload) in rows {
            let index = Int(id)
            // A row before the first one read (meals read from a position on): a plan too small.
            guard index >= 0 else { throw Failure(description: "row \(id) is before the rows read") }
            if let payload {
                let value = try decode(T.self, payload)
                if index < array.count { array[index] = value } else { array.append(value) }
            } else if index < array.count {
                removals.append(index)
            }
        }
        for index in removals.sorted(by: >) { array.remove(at: index) }
    }
}

/// The columns a store indexes beside a row's payload: what the copilot looks things up by
/// (open tasks by due date, meals and focus sessions by time, lists and members by name).
public struct RowColumns: Sendable, Equatable {
    public var kind: String?
    public var due: Double?
    public var completed: Double?
    public var time: Double?
    public var name: String?
    /// A task's priority, and the times a repeating task was done before (a JSON array of
    /// seconds since 1970): with `completed`, what progress reads without decoding the task.
    public var priority: Int?
    public var doneDates: String?
}

extension ModelRows {
    /// The indexed columns of the row `key` as it is in `model`.
    public static func columns(_ key: RowKey, in model: Model) -> RowColumns {
        var columns = RowColumns()
        let index = Int(key.id)
        switch key.table {
        case .tasks:
            if let position = Int(exactly: key.id).flatMap(model.tasks.position(ofID:)) {
                let task = model.tasks[position]
                columns.kind = task.kind.rawValue
                columns.due = task.due?.date.timeIntervalSince1970
                columns.completed = task.completed?.timeIntervalSince1970
                columns.priority = task.priority
                // As the payload has them, so a column filled from payloads reads the same.
                columns.doneDates = task.doneDates.map { String(decoding: encode($0), as: UTF8.self) }
            }
        case .meals:
            let index = index - model.mealsOffset
            if index >= 0, index < model.meals.count { columns.time = model.meals[index].eaten.timeIntervalSince1970 }
        case .focusSessions:
            if index < model.focus.sessions.count { columns.time = model.focus.sessions[index].start.timeIntervalSince1970 }
        case .lists:
            if index < model.lists.count { columns.name = model.lists[index].name }
        case .members:
            if index < model.members.count { columns.name = model.members[index].name }
        case .backlog:
            if index < model.backlog.count { columns.name = model.backlog[index].backlog }
        case .notes, .values:
            break
        }
        return columns
    }
}
