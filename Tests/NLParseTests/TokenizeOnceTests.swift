import Foundation
import Grammars
import NLParse
import Testing
import Text

/// A line is tokenized once (issue 24): the recognizers, the temporal resolver (the line, the two
/// sides of "A to B", a past reading of a day), the grammar and the intent model all read the
/// tokens the parser made.
struct TokenizeOnceTests {
    static let parser: Parser? = BundledGrammars.directory().flatMap { directory in
        (try? Grammar.load(directory: directory)).map { Parser(grammar: $0, model: IntentModelSource(contentsOf: directory.appendingPathComponent(BundledGrammars.modelFile))) }
    }

    @Test(arguments: [
        ("I had 2 eggs and toast for breakfast yesterday", "meal.log"),  // a date and a meal
        ("I ate pasta on monday", "meal.log"),  // a day read ahead, read again in the past
        ("push everything due today to tomorrow", "task.edit"),  // "A to B" read as two dates
        ("remind me to call mom tomorrow at 5pm", "reminder.add"),
        ("add \"dinner friday\" to my tasks #home", "task.add"),  // quoted text, and the model
        ("what is the weather like in Lisbon", "none"),
    ])
    func aParseTokenizesTheLineOnce(line: String, intent: String) throws {
        let parser = try #require(Self.parser)
        // Once before counting: what is built on first use (the typo corrector's known words,
        // from the grammar's examples) is tokenized then, not on every parse.
        _ = parser.parse(line, context: IntentModelTests.context)
        let (result, calls) = TokenizerCalls.counting { parser.parse(line, context: IntentModelTests.context) }
        #expect(result.intent == intent)
        #expect(calls == 1)
    }
}
