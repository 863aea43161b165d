import Copilot
import Intents
import NLParse
import Testing

/// The registry and the builder against the grammar: every intent is handled once, and
/// `IntentBuilder.handledIntents` says exactly what the builder's switch types.
@Suite struct FamilyRegistryTests {
    @Test func everyGrammarIntentHasOneHandlerAndTheBuildersListIsItsSwitch() {
        let parser = Fixtures.copilot.parser
        #expect(IntentFamilies.intents.isDisjoint(with: IntentBuilder.handledIntents))
        // An intent that `offers` another is never built: its reading is the offered intent's.
        let declared = Set(parser.grammar.intents.filter { $0.offers == nil }.map(\.name))
        #expect(declared.subtracting(IntentFamilies.handledIntents).isEmpty, "no handler: \(declared.subtracting(IntentFamilies.handledIntents).sorted())")
        #expect(IntentFamilies.handledIntents.subtracting(declared).isEmpty, "no intent: \(IntentFamilies.handledIntents.subtracting(declared).sorted())")
        var tried = Set<String>()
        for example in GrammarExamples.check(parser.grammar, parser: parser) where !example.isReject && example.passed && declared.contains(example.intent) && tried.insert(example.intent).inserted {
            let result = parser.parse(example.phrase, context: Fixtures.context)
            var typedByBuilder = true
            if case .untyped = IntentBuilder.build(result, context: Fixtures.context) { typedByBuilder = false }
            #expect(typedByBuilder == IntentBuilder.handledIntents.contains(example.intent), "\(example.intent): \(example.phrase)")
            if IntentFamilies.intents.contains(example.intent) {
                guard case .family(let command) = IntentFamilies.build(result, context: Fixtures.context) else {
                    Issue.record("\(example.intent) is not built by its family")
                    continue
                }
                #expect(command.intent == example.intent)
            }
        }
        #expect(tried == declared, "intents without a passing example: \(declared.subtracting(tried).sorted())")
    }
}
