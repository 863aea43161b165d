import Foundation
@testable import NLParse
import Testing

/// `spelling` lines: variants read as the grammar's word wherever they stand, whatever their
/// length, and the errors a linguist gets for a variant the patterns could never see.
struct SpellingDeclarationTests {
    static let context = ParseContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt)

    static let source = """
        spelling what = wat | wut
        spelling calendar = calender
        spelling you = u
        intent schedule.query
          pattern (what's|what is) on my calendar
          pattern can you show my calendar
        """

    private func errors(_ source: String) -> [String] {
        do {
            _ = try Grammar(sources: [(file: "g.grammar", text: source)])
            return []
        } catch {
            return error.diagnostics.map(\.summary)
        }
    }

    @Test func variantsAreReadAsTheWordWhereverTheyStandAndSpansStayAsTyped() throws {
        let parser = Parser(grammar: try Grammar(sources: [(file: "g.grammar", text: Self.source)]))
        // Every combination of the variants and the words they stand for, in any case.
        for what in ["what's", "wat's", "Wat's", "wut's", "what is", "wat is"] {
            for calendar in ["calendar", "calender", "CALENDER"] {
                let text = "\(what) on my \(calendar)"
                let result = parser.parse(text, context: Self.context)
                #expect(result.intent == "schedule.query", "\(text)")
                let typed = result.corrections.map { text.unicodeScalars.map(String.init)[$0.scalars].joined() }
                #expect(typed == result.corrections.map(\.from), "\(text): \(result.corrections)")
            }
        }
        // A one-letter chat form: too short for the typo stage, named here.
        #expect(parser.parse("can u show my calendar", context: Self.context).intent == "schedule.query")
        // Not a variant, and no word around it changed.
        #expect(parser.parse("wet's on my calendar", context: Self.context).intent != "schedule.query")
    }

    @Test func parenthesesAroundTheVariantsAreOptional() throws {
        let grammar = try Grammar(sources: [(file: "g.grammar", text: "spelling what = (wat | wut)\nintent q\n  pattern what now")])
        #expect(grammar.respelling(of: "wut") == "what")
        #expect(grammar.respelling(of: "wat's") == "what's")
        #expect(grammar.respelling(of: "what") == nil)
    }

    @Test func aVariantThePatternsUseOrOneReadTwoWaysIsAnError() {
        #expect(errors("spelling calendar = calender\nintent q\n  pattern show (calendar|calender)") == [
            "g.grammar:1:21: error: 'calender' is a word of the grammar's patterns; a spelling variant must not be (drop it from the patterns or from here)",
        ])
        #expect(errors("spelling list = lst\nspelling last = lst\nintent q\n  pattern show (list|last)") == [
            "g.grammar:2:17: error: 'lst' is already read as 'list'",
        ])
        #expect(errors("spelling lizt = lst\nintent q\n  pattern show list") == [
            "g.grammar:1:1: error: 'lizt' is no word of the grammar or the temporal lexicon: its variants would be read as a word nothing matches",
        ])
        #expect(errors("spelling list = l1st\nintent q\n  pattern show list") == [
            "g.grammar:1:17: error: a spelling variant is one word of letters (an apostrophe inside at most), got 'l1st'",
        ])
        #expect(errors("spelling list\nintent q\n  pattern show list") == [
            "g.grammar:1:10: error: expected 'spelling WORD = VARIANT | VARIANT ...'",
        ])
    }

    @Test func theCacheKeepsTheVariants() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spelling-cache-\(UUID().uuidString)")
        let grammars = directory.appendingPathComponent("grammars")
        try FileManager.default.createDirectory(at: grammars, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.source.write(to: grammars.appendingPathComponent("g.grammar"), atomically: true, encoding: .utf8)
        let cache = GrammarCache(directory: directory.appendingPathComponent("cache"), binaryVersion: "test")
        _ = try Grammar.load(directory: grammars, cache: cache)
        let cached = try Grammar.load(directory: grammars, cache: cache)
        #expect(cached.isFromCache)
        #expect(Parser(grammar: cached).parse("wat's on my calender", context: Self.context).intent == "schedule.query")
    }
}
