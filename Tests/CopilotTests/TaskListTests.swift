@testable import Copilot
import Foundation
import Testing

/// `TaskList` is an array of tasks in chunks: every operation must leave it equal to the same
/// operations on a plain array, whatever the chunk boundaries, and two lists that share chunks
/// must say so only where their tasks are the same.
struct TaskListTests {
    static func task(_ id: Int) -> TaskItem { TaskItem(id: id, title: "task \(id)", created: Date(timeIntervalSince1970: 0)) }

    /// Seeded random edits around the chunk size, checked against an array after each.
    @Test func everyEditMatchesAnArray() {
        var seed: UInt64 = 0x5eed
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return bound <= 0 ? 0 : Int((seed >> 33) % UInt64(bound))
        }
        var list = TaskList()
        var array: [TaskItem] = []
        var id = 0
        for step in 0..<6_000 {
            let copy = list  // a copy held while editing, as the store holds the state before a command
            // Completions worked out now are kept, and shared with the copy, until an edit.
            let copyDone = next(3) == 0 ? copy.completions : nil
            switch next(10) {
            case 0...4:
                id += 1
                list.append(Self.task(id)); array.append(Self.task(id))
            case 5 where !array.isEmpty:
                let at = next(array.count)
                list.remove(at: at); array.remove(at: at)
            case 6:
                id += 1
                let at = next(array.count + 1)
                list.insert(Self.task(id), at: at); array.insert(Self.task(id), at: at)
            case 7 where !array.isEmpty:
                let at = next(array.count)
                if next(2) == 0 {
                    list[at].title += "!"; array[at].title += "!"
                } else {
                    // Done at a time out of step with the order of the list, with a priority.
                    let done = Date(timeIntervalSince1970: Double(next(100_000)))
                    list[at].completed = done; array[at].completed = done
                    list[at].priority = next(5); array[at].priority = list[at].priority
                }
            case 8 where array.count > 10:
                let start = next(array.count - 5)
                let range = start..<(start + next(5))
                let replacement = (0..<next(3)).map { _ in id += 1; return Self.task(id) }
                list.replaceSubrange(range, with: replacement); array.replaceSubrange(range, with: replacement)
            case 9 where next(30) == 0:
                list.removeAll { $0.id % 97 == step % 97 }; array.removeAll { $0.id % 97 == step % 97 }
            default:
                id += 1
                list.append(Self.task(id)); array.append(Self.task(id))
            }
            #expect(list.count == array.count)
            guard step % 10 == 0 || step > 5_900 else { continue }
            #expect(Array(list) == array, "step \(step)")
            // Outside the positions said to differ, the copy and the list hold the same tasks.
            let differing = list.positionsNotShared(with: copy)
            for position in 0..<min(list.count, copy.count) where !differing.contains(where: { $0.contains(position) }) {
                #expect(list[position] == copy[position], "step \(step), position \(position)")
            }
            if list.count != copy.count { #expect(differing.last?.upperBound == max(list.count, copy.count)) }
            #expect((list == copy) == (Array(list) == Array(copy)), "step \(step)")
            // The completions kept are those of the tasks held, each list its own.
            #expect(Self.sorted(list.completions) == Self.completions(of: array), "step \(step)")
            #expect(zip(list.completions, list.completions.dropFirst()).allSatisfy { $0.date <= $1.date })
            if let copyDone { #expect(Self.sorted(copyDone) == Self.completions(of: Array(copy)), "step \(step)") }
        }
        #expect(array.count > TaskList.chunkSize * 2, "the walk crossed several chunks (\(array.count))")
    }

    static func sorted(_ done: [TaskCompletion]) -> [TaskCompletion] {
        done.sorted { ($0.date, $0.priority ?? -1) < ($1.date, $1.priority ?? -1) }
    }

    /// Every close of every task, worked out from the tasks alone.
    static func completions(of tasks: [TaskItem]) -> [TaskCompletion] {
        sorted(tasks.flatMap { task in task.completions.map { TaskCompletion(date: $0, priority: task.priority) } })
    }

    /// With no copy holding them, the kept completions are cleared in place by each kind of edit.
    @Test func keptCompletionsFollowEditsWithNoCopy() {
        func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }
        var list = TaskList((1...3_000).map(Self.task))
        var array = Array(list)
        func check(_ what: String) {
            _ = list.completions  // kept, then edited below
            #expect(Self.sorted(list.completions) == Self.completions(of: array), "\(what)")
        }
        check("none done")
        list[2_500].completed = at(50); array[2_500].completed = at(50)
        check("one done in a later chunk")
        list[10].doneDates = [at(5), at(70)]; array[10].doneDates = [at(5), at(70)]
        check("a repeating task done twice in the first chunk")
        list[10].priority = 1; array[10].priority = 1
        check("a priority changed")
        list.append(TaskItem(id: 9_000, title: "late", created: at(0), completed: at(1))); array.append(array.last!)
        array[array.count - 1] = list[list.count - 1]
        check("one appended done")
        list.remove(at: 2_500); array.remove(at: 2_500)
        check("one removed")
        list.removeLast(); array.removeLast()
        check("the last removed")
        list.removeAll(); array.removeAll()
        check("all removed")
    }

    @Test func aTaskIsFoundByItsNumberInOrderOrNot() {
        var list = TaskList((1...3_000).map(Self.task))
        #expect(list.position(ofID: 1) == 0)
        #expect(list.position(ofID: 2_048) == 2_047)
        #expect(list.position(ofID: 3_001) == nil)
        list.swapAt(0, 2_999)  // numbers no longer rise: found from the end
        #expect(list.position(ofID: 1) == 2_999)
        #expect(list.position(ofID: 3_000) == 0)
    }

    /// Stored as a plain array of tasks, as before the chunks.
    @Test func itEncodesAsAnArray() throws {
        let list = TaskList((1...1_500).map(Self.task))
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode([TaskItem].self, from: data) == Array(list))
        #expect(try JSONDecoder().decode(TaskList.self, from: data) == list)
    }
}
