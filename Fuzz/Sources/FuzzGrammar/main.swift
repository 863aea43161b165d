import FuzzSupport
import NLParse

/// Grammar source text, as a file under `--grammars`: loaded (parsed, checked, expanded, compiled
/// to PCRE2) and, when it loads, used to parse a few lines, so a pattern that backtracks without
/// end meets the parse budget.
func fuzzGrammar(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let source = FuzzSupport.text(start, count)
    guard let grammar = try? Grammar(sources: [(file: "fuzz.grammar", text: source)]) else { return 0 }
    let parser = Parser(grammar: grammar)
    for line in ["add task buy milk tomorrow 5pm #home p1", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", source] {
        _ = parser.parse(line, context: FuzzSupport.context)
    }
    return 0
}

FuzzSupport.runFuzzer { start, count in fuzzGrammar(start, count) }
