import NLParse
import Text

/// Checks a grammar for what loads but is probably wrong: unused rules and types, a slot named
/// twice in one pattern, literals the matcher can never see, patterns no example covers, reject
/// lines that match, examples that fail, and overmatch (an example that another intent accepts
/// at the same rank). Load errors are reported by `Grammar` itself.
public enum GrammarLint {
    public static func check(_ grammar: Grammar, parser: Parser) -> [GrammarDiagnostic] {
        var diagnostics: [GrammarDiagnostic] = []
        diagnostics += unusedDefinitions(grammar)
        diagnostics += patternChecks(grammar, parser: parser)
        diagnostics += exampleChecks(grammar, parser: parser)
        return diagnostics.sorted { ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column) }
    }

    private static func unusedDefinitions(_ grammar: Grammar) -> [GrammarDiagnostic] {
        var usedRules = Set<String>()
        var usedTypes = Set<String>()
        for document in grammar.documents {
            for definition in document.rules + document.intents.flatMap(\.patterns) + document.intents.flatMap({ $0.modelUnless + $0.modelUnlessAnywhere }) {
                definition.body.forEach { node in
                    if case .rule(let name, _) = node { usedRules.insert(name) }
                    if case .slot(_, let type, _) = node { usedTypes.insert(type) }
                }
            }
            // `extract SLOT: it=t_pointer` uses the value map it names.
            for intent in document.intents {
                for extract in intent.extracts { usedTypes.formUnion(extract.wordExtractions.map(\.valueMap)) }
            }
        }
        var diagnostics: [GrammarDiagnostic] = []
        for document in grammar.documents {
            for rule in document.rules where !usedRules.contains(rule.name) && rule.name != GrammarCompiler.closingRule {
                diagnostics.append(GrammarDiagnostic(.warning, at: rule.location, "rule <\(rule.name)> is never used", line: rule.lineText))
            }
            for type in document.types where !usedTypes.contains(type.name) && type.name != Grammar.pleasantryType {
                diagnostics.append(GrammarDiagnostic(.warning, at: type.location, "type \(type.name) is never used", line: type.lineText))
            }
        }
        return diagnostics
    }

    private static func patternChecks(_ grammar: Grammar, parser: Parser) -> [GrammarDiagnostic] {
        var diagnostics: [GrammarDiagnostic] = []
        let probeContext = grammar.exampleContext(file: "")
        var checkedWords = Set<String>()
        for document in grammar.documents {
            for definition in document.rules + document.intents.flatMap(\.patterns) {
                for (name, count) in slotCounts(definition.body) where count > 1 {
                    diagnostics.append(GrammarDiagnostic(.warning, at: definition.location, "slot '\(name)' can be filled twice in one match; only the last value is kept", line: definition.lineText))
                }
                definition.body.forEach { node in
                    guard case .word(let word, let column) = node, checkedWords.insert("\(definition.location)|\(word)").inserted else { return }
                    // A literal that a recognizer reads as a value is replaced by an entity marker, so it never matches.
                    // Probed alone and before a noun: a recurrence adverb before a noun ("daily standup",
                    // "weekly calendar") is part of a title, not a schedule, so only a word read as a value
                    // in both places is dead.
                    let whole = 0..<word.unicodeScalars.count
                    func readAsValue(_ text: String) -> Entity? {
                        parser.recognizers.flatMap { $0.recognize(Tokenizer.tokenize(text), context: probeContext) }.first { $0.scalars == whole }
                    }
                    if let entity = readAsValue(word), readAsValue(word + " calendar") != nil {
                        let location = SourceLocation(file: definition.location.file, line: definition.location.line, column: column)
                        diagnostics.append(GrammarDiagnostic(.warning, at: location, "'\(word)' is read as a \(entity.type.rawValue), so it never matches as a word; use a {slot:\(entity.type.rawValue)}", line: definition.lineText))
                    }
                }
            }
        }
        // How many sentences a pattern stands for is no defect (PCRE2 never expands it, and the
        // loader bounds a pattern's size), so lint does not warn about it: `ask grammar count`
        // lists the counts for whoever wants to simplify a pattern.
        return diagnostics
    }

    private static func exampleChecks(_ grammar: Grammar, parser: Parser) -> [GrammarDiagnostic] {
        var diagnostics: [GrammarDiagnostic] = []
        var coveredPatterns = Set<SourceLocation>()
        for intent in grammar.intents {
            let context = grammar.exampleContext(file: intent.location.file)
            for example in intent.examples {
                let result = parser.parse(example.phrase, context: context)
                if let winner = result.winner, winner.intent == intent.name { coveredPatterns.insert(winner.pattern) }
                if let own = result.candidates.first(where: { $0.intent == intent.name }) {
                    coveredPatterns.insert(own.pattern)
                    for other in result.candidates where other.intent != intent.name && other.rank == own.rank {
                        diagnostics.append(GrammarDiagnostic(.warning, at: example.location, "overmatch: \"\(example.phrase)\" is accepted by \(other.intent) (\(other.pattern)) at the same rank as \(intent.name)", line: example.lineText))
                    }
                }
            }
            for reject in intent.rejects where parser.parse(reject.phrase, context: context).matched.intent == intent.name {
                diagnostics.append(GrammarDiagnostic(at: reject.location, "reject \"\(reject.phrase)\" matches \(intent.name)", line: reject.lineText))
            }
        }
        for outcome in GrammarExamples.check(grammar, parser: parser) where !outcome.passed && !outcome.isReject {
            let firstDifference = outcome.actualIntent != outcome.intent
                ? "parses as \(outcome.actualIntent), not \(outcome.intent)"
                : outcome.slotDifferences.map { "\($0.slot): expected \($0.expected ?? "(none)"), got \($0.actual ?? "(none)")" }.joined(separator: "; ")
            diagnostics.append(GrammarDiagnostic(at: outcome.location, "example \"\(outcome.phrase)\" fails: \(firstDifference)", line: ""))
        }
        for pattern in grammar.patterns where !coveredPatterns.contains(pattern.location) {
            diagnostics.append(GrammarDiagnostic(.warning, at: pattern.location, "no example exercises this pattern", line: lineText(grammar, pattern)))
        }
        return diagnostics
    }

    private static func lineText(_ grammar: Grammar, _ pattern: Grammar.Pattern) -> String {
        grammar.documents.lazy.flatMap { $0.intents.flatMap(\.patterns) }.first { $0.location == pattern.location }?.lineText ?? ""
    }

    /// How many times each slot can be filled in one match: sequences add, choices take the most.
    private static func slotCounts(_ node: PatternNode) -> [String: Int] {
        switch node {
        case .slot(let name, _, _): return [name: 1]
        case .sequence(let items): return items.map(slotCounts).reduce(into: [:]) { total, counts in total.merge(counts, uniquingKeysWith: +) }
        case .choice(let items, _): return items.map(slotCounts).reduce(into: [:]) { total, counts in total.merge(counts, uniquingKeysWith: max) }
        case .optional(let item, _): return slotCounts(item)
        case .word, .rule, .not: return [:]
        }
    }
}
