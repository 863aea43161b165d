import Testing
import Spelling

struct SpellingTableTests {
    @Test func findsEveryWordAndNothingElse() {
        // Enough words that probes run into each other, plus non-ASCII and prefix pairs.
        var words: [String: Int] = [:]
        for number in 0..<3_000 { words["w\(number)"] = number }
        words["café"] = 3_000
        words["to"] = 3_001
        words["tomorrow"] = 3_002
        let table = SpellingTable(words)
        #expect(table.count == words.count)
        for (word, id) in words { #expect(table[word] == id) }
        for missing in ["", "t", "tom", "tomorrows", "cafe", "w3000", "W1", "w1 "] {
            #expect(table[missing] == nil, "\(missing)")
        }
    }

    @Test func looksUpFromBytesAsFromStrings() {
        let table = SpellingTable(["add": 1, "task": 2])
        let bytes = Array("add task".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(table[bytes: UnsafeBufferPointer(rebasing: buffer[0..<3])] == 1)
            #expect(table[bytes: UnsafeBufferPointer(rebasing: buffer[4..<8])] == 2)
            #expect(table[bytes: UnsafeBufferPointer(rebasing: buffer[0..<4])] == nil)
        }
    }

    @Test func anEmptyTableFindsNothing() {
        #expect(SpellingTable<Int>([:])["add"] == nil)
    }
}
