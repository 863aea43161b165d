import Testing
import Text

struct WordTableTests {
    @Test func findsEveryWordAndNothingElse() {
        // Enough words that probes run into each other, plus non-ASCII and prefix pairs.
        let words = (0..<3_000).map { "w\($0)" } + ["café", "to", "tomorrow"]
        let table = WordTable(words: words)
        #expect(table.count == words.count)
        for (id, word) in words.enumerated() { #expect(table.find(word) == Int32(id)) }
        for missing in ["", "t", "tom", "tomorrows", "cafe", "w3000", "W1", "w1 "] {
            #expect(table.find(missing) == nil, "\(missing)")
        }
    }

    @Test func looksUpFromBytesAsFromStrings() {
        let table = WordTable(words: ["add", "task"])
        let bytes = Array("add task".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(table.find(UnsafeBufferPointer(rebasing: buffer[0..<3])) == 0)
            #expect(table.find(UnsafeBufferPointer(rebasing: buffer[4..<8])) == 1)
            #expect(table.find(UnsafeBufferPointer(rebasing: buffer[0..<4])) == nil)
        }
    }

    @Test func ofAWordGivenTwiceTheFirstIsFound() {
        #expect(WordTable(words: ["add", "add"]).find("add") == 0)
    }

    @Test func anEmptyTableFindsNothing() {
        #expect(WordTable(words: []).find("add") == nil)
    }

    @Test func aCopyGrowsAloneAndKeepsEveryEntry() {
        let table = WordTable(capacity: 1)
        for (id, word) in ["a", "bb", "ccc"].enumerated() { table.insert(word, value: Int32(id)) }
        let copy = table.copy()
        copy.insert("dddd", value: 3)
        #expect(copy.find("ccc") == 2 && copy.find("dddd") == 3)
        #expect(table.find("dddd") == nil && table.count == 3)
    }
}
