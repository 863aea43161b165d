import Foundation
import Synchronization

/// The tasks, reminders and events, in order, as an array that shares storage in chunks.
///
/// Each command changes a model that a copy (the state before it) still holds: with one array
/// that copy made every change copy all the tasks, and finding what changed meant comparing them
/// all (46 ms a command at 100,000 tasks, issue 25). Kept in chunks of 1,024, a change copies only
/// the chunk it touches, and two lists that share a chunk share its storage, so `ModelRows.diff`
/// skips it without reading it. Everything else sees an ordinary collection of `TaskItem`.
///
/// Every chunk but the last holds exactly `chunkSize` tasks, so a position finds its chunk by a
/// shift. An append or a change touches one chunk; an insertion or removal in the middle re-chunks
/// from its chunk to the end (rare: deleting a task).
///
/// Each chunk, and the list, keeps the completions it holds once they are asked for
/// (`completions`): a progress report in the prompt read every task for them (3.5 ms a report at
/// 100,000 tasks against 0.55 ms for an empty store). A change clears the kept completions of its
/// chunk and of the list; those of the chunks it did not touch are reused.
public struct TaskList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral, Sendable, Equatable {
    static let shift = 10
    static let chunkSize = 1 << shift
    private static let mask = chunkSize - 1

    private struct Chunk: Sendable {
        var tasks: [TaskItem]
        var done = CompletionsKept()
    }

    private var chunks: [Chunk] = []
    public private(set) var count = 0
    private var done = CompletionsKept()

    public init() {}

    public init(arrayLiteral elements: TaskItem...) {
        self.init(elements)
    }

    public init<S: Sequence>(_ elements: S) where S.Element == TaskItem {
        append(contentsOf: elements)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    public subscript(position: Int) -> TaskItem {
        // Read in place: `tasks[i].completed` copies the date, not the whole task.
        _read {
            precondition(position >= 0 && position < count, "task index out of range")
            yield chunks[position >> Self.shift].tasks[position & Self.mask]
        }
        _modify {
            precondition(position >= 0 && position < count, "task index out of range")
            let chunk = position >> Self.shift
            defer { changed(chunk) }
            yield &chunks[chunk].tasks[position & Self.mask]
        }
    }

    /// Forgets the completions kept for `chunk` and for the whole list: in place when no other
    /// list shares them, else by letting go of the shared ones.
    private mutating func changed(_ chunk: Int) {
        if isKnownUniquelyReferenced(&chunks[chunk].done) { chunks[chunk].done.clear() } else { chunks[chunk].done = CompletionsKept() }
        forgetCompletions()
    }

    private mutating func forgetCompletions() {
        if isKnownUniquelyReferenced(&done) { done.clear() } else { done = CompletionsKept() }
    }

    public mutating func append(_ task: TaskItem) {
        if let last = chunks.indices.last, chunks[last].tasks.count < Self.chunkSize {
            chunks[last].tasks.append(task)
            changed(last)
        } else {
            var chunk: [TaskItem] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunk.append(task)
            chunks.append(Chunk(tasks: chunk))
            changed(chunks.count - 1)
        }
        count += 1
    }

    public mutating func append<S: Sequence>(contentsOf tasks: S) where S.Element == TaskItem {
        for task in tasks { append(task) }
    }

    /// Re-chunks from the chunk where `range` starts to the end, with `replacement` in its place.
    public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with replacement: C) where C.Element == TaskItem {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "task range out of range")
        forgetCompletions()
        let first = range.lowerBound >> Self.shift
        let base = first << Self.shift
        var tail: [TaskItem] = []
        if first < chunks.count {
            tail.reserveCapacity(count - base + replacement.count)
            for chunk in chunks[first...] { tail.append(contentsOf: chunk.tasks) }
            chunks.removeSubrange(first...)
        }
        tail.replaceSubrange((range.lowerBound - base)..<(range.upperBound - base), with: replacement)
        count = base
        append(contentsOf: tail)
    }

    /// True when both lists hold, at the chunk of `position`, the same storage of the same length:
    /// their tasks there are the same without reading them.
    func sharesChunk(with other: TaskList, at position: Int) -> Bool {
        let index = position >> Self.shift
        guard index < chunks.count, index < other.chunks.count, chunks[index].tasks.count == other.chunks[index].tasks.count else { return false }
        return chunks[index].tasks.withUnsafeBufferPointer { mine in
            other.chunks[index].tasks.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }

    /// The number of tasks from `position` to the end of its chunk.
    func chunkLength(at position: Int) -> Int {
        Swift.min(count, ((position >> Self.shift) + 1) << Self.shift) - position
    }

    /// The positions where this list may differ from `other`: the chunks they do not share, and
    /// every position past the shorter one's end. Outside them both hold the same tasks.
    func positionsNotShared(with other: TaskList) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let shared = Swift.min(count, other.count)
        var position = 0
        while position < shared {
            let length = Swift.min(chunkLength(at: position), shared - position)
            if !sharesChunk(with: other, at: position) {
                if let last = ranges.last, last.upperBound == position { ranges[ranges.count - 1] = last.lowerBound..<(position + length) } else { ranges.append(position..<(position + length)) }
            }
            position += length
        }
        let longest = Swift.max(count, other.count)
        if shared < longest {
            if let last = ranges.last, last.upperBound == shared { ranges[ranges.count - 1] = last.lowerBound..<longest } else { ranges.append(shared..<longest) }
        }
        return ranges
    }

    /// Where the task numbered `id` is: found by halving when the numbers rise along the list (as
    /// tasks are numbered in the order they are added), else by looking from the end.
    public func position(ofID id: Int) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].id < id { low = middle + 1 } else { high = middle }
        }
        if low < count, self[low].id == id { return low }
        return indices.reversed().first { self[$0].id == id }
    }

    public static func == (lhs: TaskList, rhs: TaskList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var position = 0
        while position < lhs.count {
            let length = lhs.chunkLength(at: position)
            if !lhs.sharesChunk(with: rhs, at: position) {
                for index in position..<(position + length) where lhs[index] != rhs[index] { return false }
            }
            position += length
        }
        return true
    }
}

extension TaskList {
    /// Every time a task in the list was done, with the priority it has, in time order: each
    /// close of a repeating task and the last close of any task. Kept until the list changes.
    public var completions: [TaskCompletion] {
        done.value {
            var all: [TaskCompletion] = []
            for chunk in chunks { all += chunk.done.value { Self.completions(of: chunk.tasks) } }
            // Chunks are in the order tasks were added, which is nearly the order they were done.
            if zip(all, all.dropFirst()).contains(where: { $0.date > $1.date }) { all.sort { $0.date < $1.date } }
            return all
        }
    }

    private static func completions(of tasks: [TaskItem]) -> [TaskCompletion] {
        var done: [TaskCompletion] = []
        for task in tasks {
            if let dates = task.doneDates { for date in dates { done.append(TaskCompletion(date: date, priority: task.priority)) } }
            if let completed = task.completed { done.append(TaskCompletion(date: completed, priority: task.priority)) }
        }
        if zip(done, done.dropFirst()).contains(where: { $0.date > $1.date }) { done.sort { $0.date < $1.date } }
        return done
    }

    /// The list itself when `tasks` is one (sharing its kept completions), else a list of them.
    static func of(_ tasks: some Collection<TaskItem>) -> TaskList {
        (tasks as? TaskList) ?? TaskList(tasks)
    }
}

/// Completions worked out once and shared by the copies of a chunk or list that hold them; a
/// change to a copy gives it a cleared one of its own (`TaskList.changed`).
private final class CompletionsKept: Sendable {
    private let kept = Mutex<[TaskCompletion]?>(nil)

    func value(_ make: () -> [TaskCompletion]) -> [TaskCompletion] {
        if let value = kept.withLock({ $0 }) { return value }
        let value = make()
        kept.withLock { $0 = value }
        return value
    }

    func clear() { kept.withLock { $0 = nil } }
}

extension TaskList: Codable {
    /// A plain array of tasks, as before the chunks.
    public init(from decoder: any Decoder) throws {
        self.init(try [TaskItem](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}
