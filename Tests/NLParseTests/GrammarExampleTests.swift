import Grammars
import NLParse
import Testing

/// Every inline `example` and `reject` line of the bundled grammars, as tests.
struct GrammarExampleTests {
    static let grammar: Grammar = {
        do {
            return try Grammar.load(directory: BundledGrammars.directory()!, label: BundledGrammars.label())
        } catch {
            fatalError("bundled grammars do not load:\n\(error)")
        }
    }()

    @Test func bundledGrammarsLoad() throws {
        _ = try Grammar.load(directory: #require(BundledGrammars.directory()))
    }

    @Test func everyExampleAndRejectHolds() {
        let outcomes = GrammarExamples.check(Self.grammar, parser: Parser(grammar: Self.grammar))
        #expect(outcomes.count > 20)
        let failures = outcomes.filter { !$0.passed }
        #expect(failures.isEmpty, "\(failures.count) of \(outcomes.count) example lines fail:\n\(failures.map(\.report).joined(separator: "\n"))")
    }

    /// Replies name intents in the user's words: every intent says what it does.
    @Test func everyIntentSaysWhatItDoes() {
        let silent = Set(Self.grammar.intents.map(\.name)).filter { Self.grammar.says($0) == nil }
        #expect(silent.isEmpty, "intents without a says line: \(silent.sorted())")
        #expect(Self.grammar.says("focus.stop") == "stop the focus session")
    }
}
