import Testing
@testable import NLParse

struct StampedSetTests {
    @Test func emptiesInOneStepAndReportsOnlyNewMembers() {
        var set = StampedSet()
        set.removeAll(capacity: 10)
        let first = set.insert(3)
        let again = set.insert(3)
        #expect(first && !again)
        var added: [Int] = []
        set.insert(contentsOf: [1, 3, 7, 1]) { added.append($0) }
        #expect(added == [1, 7])
        #expect(set.contains(7) && !set.contains(2))
        // A new generation forgets every member, and growing keeps the set usable.
        set.removeAll(capacity: 20)
        #expect(!set.contains(3) && !set.contains(7))
        let grown = set.insert(19)
        #expect(grown && set.contains(19))
    }
}
