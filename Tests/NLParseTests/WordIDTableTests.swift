import Testing
@testable import NLParse

struct WordIDTableTests {
    @Test func findsEveryWordAndNothingElse() {
        // Enough words that probes run into each other, plus non-ASCII and prefix pairs.
        var words: [String: Int] = [:]
        for number in 0..<3_000 { words["w\(number)"] = number }
        words["café"] = 3_000
        words["to"] = 3_001
        words["tomorrow"] = 3_002
        let table = WordIDTable(words)
        #expect(table.count == words.count)
        for (word, id) in words { #expect(table.id(of: word) == id) }
        for missing in ["", "t", "tom", "tomorrows", "cafe", "w3000", "W1", "w1 "] {
            #expect(table.id(of: missing) == nil, "\(missing)")
        }
    }

    @Test func anEmptyTableFindsNothing() {
        #expect(WordIDTable([:]).id(of: "add") == nil)
    }
}
