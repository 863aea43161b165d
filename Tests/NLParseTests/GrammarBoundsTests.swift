import Foundation
@testable import NLParse
import Testing

/// A grammar that nests or expands without bound is refused at load, with file:line:col, in
/// well under a second (issue 26: 100,000 nested '(' crashed with SIGSEGV; a 42-link chain of
/// rules each using the next twice ran out of memory).
struct GrammarBoundsTests {
    private func errors(_ source: String) -> [String] {
        do {
            _ = try Grammar(sources: [(file: "test.grammar", text: source)])
            return []
        } catch {
            return error.diagnostics.map(\.summary)
        }
    }

    @Test(arguments: ["(", "["])
    func groupsNestedTooDeepAreAnError(open: String) {
        let close = open == "(" ? ")" : "]"
        let deep = String(repeating: open, count: 100_000) + "a" + String(repeating: close, count: 100_000)
        let started = Date()
        #expect(errors("intent t.x\n  pattern \(deep)\n") == ["test.grammar:2:111: error: groups nest more than 100 deep"])
        #expect(Date().timeIntervalSince(started) < 1)
    }

    @Test func groupsNestedToTheBoundStillLoad() {
        let nested = String(repeating: "(", count: 100) + "a" + String(repeating: ")", count: 100)
        #expect(errors("intent t.x\n  pattern \(nested)\n") == [])
    }

    @Test func aChainOfRulesEachUsingTheNextTwiceIsAnError() {
        // r0 = <r1> <r1>, r1 = <r2> <r2>, ..., r41 = a: r0 stands for 2^41 words.
        var lines = (0..<41).map { "rule r\($0) = <r\($0 + 1)> <r\($0 + 1)>" }
        lines.append("rule r41 = a")
        lines += ["intent t.x", "  pattern <r0>"]
        let started = Date()
        // r26 stands for 2^16 - 1 elements (each link adds a sequence), r27 for 2^15 - 1: the error
        // is at the rule where the expansion crosses it, not at every rule that uses that one.
        #expect(errors(lines.joined(separator: "\n")) == [
            "test.grammar:27:6: error: rule <r26> expands to more than 50000 elements once its rules are inlined; use a rule fewer times, or split the pattern",
        ])
        #expect(Date().timeIntervalSince(started) < 1)
    }

    @Test func aPatternPastTheBoundWithRulesWithinItIsAnError() {
        // r0 stands for 2^15 - 1 elements, within the bound; the pattern uses it twice.
        var lines = (0..<14).map { "rule r\($0) = <r\($0 + 1)> <r\($0 + 1)>" }
        lines.append("rule r14 = a")
        lines += ["intent t.x", "  pattern <r0> <r0>"]
        #expect(errors(lines.joined(separator: "\n")) == [
            "test.grammar:17:11: error: this pattern expands to more than 50000 elements once its rules are inlined; use a rule fewer times, or split the pattern",
        ])
    }
}
