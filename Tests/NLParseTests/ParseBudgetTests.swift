import Foundation
import Grammars
@testable import NLParse
import Testing

/// One matching budget per parse, across every pattern (issue 26: 5,000 patterns that each
/// backtrack to their own match limit cost 2.5 s an input). Counted in PCRE2 match-limit units,
/// so these tests pin counts, not times.
struct ParseBudgetTests {
    static let context = CorpusTests.context

    /// `count` intents whose pattern backtracks through every way of splitting a run of `blip`
    /// among four free-text slots, then fails: the input has a word after its `zork`.
    static func backtrackingGrammar(intents count: Int) throws -> Grammar {
        let source = (0..<count).map { "intent t.i\($0)\n  pattern {a:text} blip {b:text} blip {c:text} blip {d:text} zork\n" }.joined(separator: "\n")
        return try Grammar(sources: [(file: "slow.grammar", text: source)])
    }

    static let backtrackingInput = String(repeating: "blip ", count: 120) + "zork end"

    @Test func manyPatternsThatBacktrackAreCutWithANote() throws {
        var parser = Parser(grammar: try Self.backtrackingGrammar(intents: 200))
        parser.correctsSpelling = false
        var budget = ParseBudget()
        let result = parser.parse(Self.backtrackingInput, context: Self.context, budget: &budget)
        #expect(budget.isSpent)
        #expect(budget.remaining == 0)
        #expect(result.isCut)
        #expect(result.intent == "none")
        #expect(result.candidates.isEmpty)
        #expect(result.notes == [ParseResult.cutNote])
    }

    @Test func oneSuchPatternFitsTheBudget() throws {
        // The same pattern alone spends part of the budget and is not cut: the bound is across
        // patterns, not a smaller limit for each.
        var parser = Parser(grammar: try Self.backtrackingGrammar(intents: 1))
        parser.correctsSpelling = false
        var budget = ParseBudget()
        let result = parser.parse(Self.backtrackingInput, context: Self.context, budget: &budget)
        #expect(!result.isCut)
        #expect(!budget.isSpent)
        #expect(budget.remaining < ParseBudget.standard - Int(ParseBudget.firstTry))
    }

    @Test func aMatchIsRetriedUnderLargerLimitsUntilItFinishes() throws {
        // A pattern that takes more steps than the first try allows still matches.
        let grammar = try Grammar(sources: [(file: "t.grammar", text: "intent t.split\n  pattern {a:text} blip {b:text} blip {c:text} zork\n")])
        var parser = Parser(grammar: grammar)
        parser.correctsSpelling = false
        var budget = ParseBudget()
        let result = parser.parse(String(repeating: "blip ", count: 40) + "zork", context: Self.context, budget: &budget)
        #expect(result.intent == "t.split")
        #expect(ParseBudget.standard - budget.remaining > Int(ParseBudget.firstTry))
    }

    @Test func aBudgetOfNothingCutsEveryParseThatMatches() throws {
        var budget = ParseBudget(units: 0)
        let result = CorpusTests.parser.parse("add task buy milk", context: Self.context, budget: &budget)
        #expect(result.isCut)
        #expect(result.intent == "none")
    }

    @Test func everyCorpusLineParsesWellWithinTheBudget() throws {
        // The bundled grammar never comes near the bound on the phrases it is written for.
        var costliest = (units: 0, text: "")
        for name in CorpusTests.intentCorpora {
            let lines = try String(contentsOf: CorpusTests.corpusDirectory.appendingPathComponent(name), encoding: .utf8).split(separator: "\n")
            for line in lines {
                guard let text = JSONValue.parse(String(line))?["text"]?.stringValue else { continue }
                var budget = ParseBudget()
                let result = CorpusTests.parser.parse(text, context: Self.context, budget: &budget)
                #expect(!result.isCut, "\(text)")
                let spent = ParseBudget.standard - budget.remaining
                if spent > costliest.units { costliest = (spent, text) }
            }
        }
        #expect(costliest.units < ParseBudget.standard / 10, "\(costliest.text) spent \(costliest.units)")
    }

    @Test func explainingALongLineStaysWithinTheBudget() {
        // A quoted run of 1,999 dashes took 75-83 s to explain: every literal of every pattern was
        // probed after the subject, each probe backtracking over the whole run to its match limit.
        // Now each pattern's reach is found by binary search and only each intent's closest
        // pattern is probed, so the explanation is complete well within the parse's budget.
        let text = "\"" + String(repeating: "-", count: 1_997) + "\""
        var budget = ParseBudget()
        let explanation = CorpusTests.parser.explain(text, context: Self.context, budget: &budget)
        #expect(explanation.result.intent == "none")
        #expect(!explanation.isCut)
        #expect(explanation.misses.count == CorpusTests.parser.grammar.intents.count)
        // A few tries a pattern (its reach found by halving the line), not one a literal.
        #expect(budget.tries < 10 * CorpusTests.parser.grammar.patterns.count, "\(budget.tries) tries")
    }

    @Test func explainingPastTheBudgetSaysItWasCut() {
        // A run of possessives makes every partial match backtrack: the misses found before the
        // budget ran out are shown, with a line that says the search was cut.
        var budget = ParseBudget()
        let explanation = CorpusTests.parser.explain(String(repeating: "Emma's ", count: 280), context: Self.context, budget: &budget)
        #expect(explanation.isCut)
        #expect(budget.remaining == 0)
        #expect(explanation.misses.count < CorpusTests.parser.grammar.intents.count)
        #expect(explanation.text.contains("the search for closest misses was cut short"))
    }
}
