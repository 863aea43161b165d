import Foundation
import Testing
@testable import NLParse

struct LiteralTrieTests {
    private func regex(_ phrases: [String]) -> String { LiteralTrie(phrases).regex() }

    /// Each literal scalar is escaped as a plain word is (`GrammarCompiler.escape`).
    @Test func theSyntaxCharactersAreEscaped() {
        #expect(regex(["a.b ", "a+c ", "(x) "]) == "(?:a(?:\\.b |\\+c )|\\(x\\) )")
        #expect(regex(["café ", "cafe "]) == "caf(?:é |e )")
    }

    @Test func phrasesShareTheirPrefixes() {
        #expect(regex(["add ", "arrange ", "book "]) == "(?:a(?:dd |rrange )|book )")
        #expect(regex(["add "]) == "add ")
        #expect(regex(["to-do ", "todo "]) == "to(?:\\-do |do )")
    }

    /// Phrases that can both match at one place (one a prefix of the other) keep their order.
    @Test func aPrefixPairKeepsItsWrittenOrder() {
        #expect(regex(["mark ", "mark down "]) == "mark (?:|down )")
        #expect(regex(["mark down ", "mark "]) == "mark (?:down |)")
        // "a c " was written after the shorter "a ": it must not join the "a b " branch ahead of it.
        #expect(regex(["a b ", "a ", "a c "]) == "a (?:b ||c )")
        // A repeated phrase can never be reached the second time.
        #expect(regex(["a ", "b ", "a "]) == "(?:a |b )")
    }

    /// The order decides what the free text after the choice takes.
    @Test func matchesAreThoseOfThePlainAlternation() throws {
        let grammar = try Grammar(sources: [(file: "g", text: """
            intent short_first
              pattern (mark|mark down) {title:text} first
            intent long_first
              pattern (mark down|mark) {title:text} second
            """)])
        let parser = Parser(grammar: grammar)
        let context = ParseContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt)
        #expect(parser.parse("mark down milk first", context: context)[slot: "title"] == .text("down milk"))
        #expect(parser.parse("mark down milk second", context: context)[slot: "title"] == .text("milk"))
    }
}
