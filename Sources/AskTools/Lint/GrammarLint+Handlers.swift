import NLParse

extension GrammarLint {
    /// The grammar against the intents code handles: an intent with no handler is understood and
    /// then refused ("I can't do that yet"), and a handler with no intent is dead code or a name
    /// spelt differently on each side. Both are errors. `complete` says the grammar holds every
    /// intent (the bundled grammars do), so a handler it lacks is missing, not merely elsewhere.
    /// `registry` names where handlers are registered, for the location of a handler's error.
    public static func handlerChecks(_ grammar: Grammar, handlers: Set<String>, complete: Bool, registry: String) -> [GrammarDiagnostic] {
        var diagnostics: [GrammarDiagnostic] = []
        // An intent that `offers` another is never run itself: the offered one's handler does it.
        for intent in grammar.intents where !handlers.contains(intent.name) && intent.offers == nil {
            diagnostics.append(GrammarDiagnostic(.error, at: intent.location, "intent \(intent.name) has no Swift handler (register an IntentFamily for it)", line: ""))
        }
        guard complete else { return diagnostics }
        let declared = Set(grammar.intents.map(\.name))
        for handler in handlers.subtracting(declared).sorted() {
            diagnostics.append(GrammarDiagnostic(.error, at: SourceLocation(file: registry, line: 1, column: 1),
                                                 "a Swift handler for \(handler) has no grammar intent", line: ""))
        }
        return diagnostics
    }
}
