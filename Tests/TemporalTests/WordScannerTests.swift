import Testing
import Text
@testable import Temporal

/// The scanner takes a plain token whole and reads any other scalar by itself; these pin what it
/// makes of text that leaves that fast path, and of skipped ranges, in scalar offsets.
@Test(arguments: [
    ("Café 5pm", "word café 0-4 capitalized, number 5 5-6, word pm 6-8 touching"),
    ("📅 Tomorrow at 6", "symbol 📅 0-1, word tomorrow 2-10 capitalized, word at 11-13, number 6 14-15"),
    ("e\u{301}te\u{301} June 5",
     "word e 0-1, symbol \u{301} 1-2 touching, word te 2-4 touching, symbol \u{301} 4-5 touching, word june 6-10 capitalized, number 5 11-12"),
    ("東京 on 1/27", "word 東京 0-2, word on 3-5, number 1 6-7, symbol / 7-8 touching, number 27 8-10 touching"),
    ("مرحبا monday", "word مرحبا 0-5, word monday 6-12"),
    ("Mother’s Day o'clock", "word mother's 0-8 capitalized apostrophe, word day 9-12 capitalized, word o'clock 13-20 apostrophe"),
    ("rock 'n' roll", "word rock 0-4, symbol ' 5-6, word n 6-7 touching, symbol ' 7-8 touching, word roll 9-13"),
    ("friday\r\n5pm", "word friday 0-6, number 5 8-9, word pm 9-11 touching"),
    ("Éclair ÉTÉ 3PM", "word éclair 0-6 capitalized, word été 7-10 capitalized, number 3 11-12, word pm 12-14 touching capitalized"),
    // ASCII tokens the tokenizer keeps whole are cut where the rules read them apart.
    ("At 17:00 on 1.5.2027", "word at 0-2 capitalized, number 17 3-5, symbol : 5-6 touching, number 00 6-8 touching, word on 9-11, number 1 12-13, symbol . 13-14 touching, number 5 14-15 touching, symbol . 15-16 touching, number 2027 16-20 touching"),
    ("to-do b12 don't 120g", "word to 0-2, symbol - 2-3 touching, word do 3-5 touching, word b 6-7, number 12 7-9 touching, word don't 10-15 apostrophe, number 120 16-19, word g 19-20 touching"),
    ("5\u{1}pm #work", "number 5 0-1, symbol \u{1} 1-2 touching, word pm 2-4 touching, symbol # 5-6, word work 6-10 touching"),
])
func scansNonASCII(text: String, expected: String) {
    #expect(describe(words(text)) == expected)
}

/// A skipped range reads as barriers, one per scalar, each reaching to the range's end.
@Test func skippedRangesAreBarriers() {
    #expect(describe(words("a \"b\" é \"d\" e", skipping: [7..<10, 2..<5])) ==
        "word a 0-1, barrier  2-5, barrier  3-5, barrier  4-5, word é 6-7, barrier  7-10, barrier  8-10, barrier  9-10, symbol \" 10-11, word e 12-13")
    #expect(describe(words("ends “in quote", skipping: [5..<20])) ==
        "word ends 0-4, barrier  5-20, barrier  6-20, barrier  7-20, barrier  8-20, barrier  9-20, barrier  10-20, barrier  11-20, barrier  12-20, barrier  13-20")
}

/// A part of a text reads as that part alone: its first word is spaced, nothing after it is looked at.
@Test func aRangeReadsAsItsOwnText() {
    #expect(describe(words("(friday's 5pm", in: 1..<7)) == "word friday 1-7")
    #expect(describe(words("Xfriday 5pm", in: 1..<11)) == "word friday 1-7, number 5 8-9, word pm 9-11 touching")
}

/// Offsets after non-ASCII text and around a skipped range are scalar offsets.
@Test func entityOffsetsAreScalarOffsets() {
    let found = Fixture.resolver().entities(in: "Réunion ☕️ \"Sam’s\" tomorrow at 6", skipping: [11..<18])
    #expect(found.map(\.range) == [19..<32])
    #expect(found.map(\.text) == ["tomorrow at 6"])
}

private func words(_ text: String, in range: Range<Int>? = nil, skipping: [Range<Int>] = []) -> [Word] {
    let input = Tokenizer.tokenize(text)
    return WordScanner.words(of: input, in: range ?? 0..<input.scalarCount, skipping: skipping)
}

private func describe(_ words: [Word]) -> String {
    words.map { t in
        var s = "\(t.kind) \(t.text) \(t.start)-\(t.end)"
        if !t.spaced { s += " touching" }
        if t.kind == .word && t.capitalized { s += " capitalized" }
        if t.hasApostrophe { s += " apostrophe" }
        return s
    }.joined(separator: ", ")
}
