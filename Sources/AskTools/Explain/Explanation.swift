import Foundation
import NLParse
import Text

/// Why a phrase parsed the way it did: the normalisation steps, every candidate with its rank,
/// how the winner's pattern lines up with the tokens, and for each other intent the pattern that
/// came closest and where it stopped ("matched `add task` at 0-8, expected 'to' or {title:text} at 9").
public struct Explanation: Sendable {
    public struct Alignment: Sendable {
        public var text: String
        public var scalars: Range<Int>
        /// `literal`, or the slot name and type (`title:text`).
        public var role: String
    }

    public struct Miss: Sendable {
        public var intent: String
        public var pattern: SourceLocation
        public var source: String
        /// The units the pattern accepted before failing.
        public var matched: String
        public var matchedScalars: Range<Int>
        /// Scalar offset where it failed (the end of the text when the input ran out).
        public var failedAt: Int
        /// What the pattern could have taken next.
        public var expected: [String]
    }

    public var result: ParseResult
    /// The zone slot values are written in.
    public var timeZone: TimeZone
    public var tokens: [String]
    public var entities: [String]
    public var subject: String
    /// What the intent model read, when it was asked.
    public var modelWords: [String] = []
    public var alignment: [Alignment]
    public var misses: [Miss]
    /// True when the parse's budget (`ParseBudget`) ran out before every intent's closest miss
    /// was found: the misses listed are those found before.
    public var isCut = false

    public var text: String {
        var lines: [String] = ["text:     \(result.text)"]
        lines.append("tokens:   " + tokens.joined(separator: " · "))
        if !result.corrections.isEmpty {
            lines.append("typos:    " + result.corrections.map { "\($0.from) → \($0.to) at \($0.scalars.lowerBound)-\($0.scalars.upperBound)" }.joined(separator: "; "))
        }
        lines.append("entities: " + (entities.isEmpty ? "(none)" : entities.joined(separator: "; ")))
        lines.append("matched:  " + subject)
        lines.append("")
        if result.candidates.isEmpty {
            lines.append("no pattern matched")
        } else {
            lines.append("candidates (priority, literal tokens, free-text characters):")
            for (index, candidate) in result.candidates.enumerated() {
                let mark = index == 0 && !result.isAmbiguous ? "→" : " "
                lines.append("  \(mark) \(candidate.intent)  (\(candidate.priority), \(candidate.literalTokens), \(candidate.freeTextScalars))  \(candidate.pattern)")
            }
            if result.isAmbiguous { lines.append("  ambiguous: the best candidates tie, so the result is none") }
        }
        if !result.modelScores.isEmpty {
            lines.append("")
            lines.append("stage 2, the intent model (words: \(modelWords.joined(separator: " "))):")
            for score in result.modelScores {
                let mark = result.stage == .model && score.intent == result.intent ? "→" : " "
                lines.append(String(format: "  %@ %@  %.3f", mark, score.intent, score.probability))
            }
            if result.stage == .model {
                lines.append(String(format: "  read as %@ (confidence %.2f)", result.intent, result.confidence))
                for slot in result.slots where result.winner == nil {
                    lines.append("  \(slot.name) = \(slot.value.readableText(in: timeZone))")
                }
            }
            if let excluded = result.modelExcluded {
                lines.append("  not \(excluded): the line opens as its `model unless` says it never does")
            }
        }
        if !alignment.isEmpty, let winner = result.winner {
            lines.append("")
            lines.append("\(winner.intent) at \(winner.pattern):")
            for piece in alignment {
                lines.append("  \(piece.scalars.lowerBound)-\(piece.scalars.upperBound)  \(piece.text)  → \(piece.role)")
            }
            for slot in result.slots {
                lines.append("  \(slot.name) = \(slot.value.readableText(in: timeZone))")
            }
        }
        if !misses.isEmpty {
            lines.append("")
            lines.append("closest misses:")
            for miss in misses {
                let shown = miss.expected.count > 8 ? miss.expected.prefix(8) + ["… (\(miss.expected.count - 8) more)"] : miss.expected[...]
                let expected = miss.expected.isEmpty ? "the end of the input" : shown.joined(separator: " or ")
                let matched = miss.matched.isEmpty ? "nothing" : "`\(miss.matched)` at \(miss.matchedScalars.lowerBound)-\(miss.matchedScalars.upperBound)"
                lines.append("  \(miss.intent) (\(miss.pattern)): matched \(matched), expected \(expected) at \(miss.failedAt)")
            }
        }
        if isCut && !result.isCut {
            lines.append("")
            lines.append("(the search for closest misses was cut short: it spent the parse's budget)")
        }
        for note in result.notes where result.isCut {
            lines.append("")
            lines.append("note: \(note)")
        }
        return lines.joined(separator: "\n")
    }
}

extension Parser {
    /// Parses `text` and explains the result.
    /// The parse and the search for misses share one `ParseBudget`, so an explanation is
    /// bounded like a parse.
    public func explain(_ text: String, context: ParseContext) -> Explanation {
        var budget = ParseBudget()
        return explain(text, context: context, budget: &budget)
    }

    public func explain(_ text: String, context: ParseContext, budget: inout ParseBudget) -> Explanation {
        let result = parse(text, context: context, budget: &budget)
        let input = result.input
        let subject = MatchSubject(input: input, entities: result.entities)
        let scratch = MatchScratch()
        let tokens = input.tokens.map { token in
            token.kind == .word ? token.folded : "\(token.folded)(\(token.kind.rawValue))"
        }
        let entities = result.entities.map { "\($0.type.rawValue) “\($0.text)” at \($0.scalars.lowerBound)-\($0.scalars.upperBound)" }
        let shown = subject.units.map { unit -> String in
            if case .entity(let index) = unit.kind { return "{\(result.entities[index].type.rawValue)}" }
            return unit.literalText.map { "\"\($0)\"" } ?? TextFolding.fold(input.substring(unit.scalars))
        }

        var alignment: [Explanation.Alignment] = []
        if let winner = result.winner, let pattern = grammar.patterns.first(where: { $0.location == winner.pattern }) {
            var groups: [Range<Int>?] = []
            var roles = Array(repeating: "literal", count: subject.units.count)
            let outcome = subject.bytes.withUnsafeBufferPointer { pattern.compiled.match($0, scratch: scratch, budget: &budget, groups: &groups) }
            if case .matched = outcome {
                for (offset, capture) in pattern.slots.enumerated() {
                    guard let bytes = groups[offset + 1] else { continue }
                    for unit in subject.unitRange(bytes: bytes) { roles[unit] = "\(capture.name):\(capture.type)" }
                }
            }
            alignment = subject.units.indices.map { index in
                Explanation.Alignment(text: input.substring(subject.units[index].scalars), scalars: subject.units[index].scalars, role: roles[index])
            }
        }

        let matchedIntents = Set(result.isAmbiguous ? [] : [result.intent])
        var misses: [Explanation.Miss] = []
        // Which pattern of an intent comes closest depends only on how many leading units it
        // accepts; what it expected next is worked out for that one pattern alone (probing every
        // literal of every pattern was most of an explanation's matching).
        misses: for intent in grammar.intents where !matchedIntents.contains(intent.name) && !result.candidates.contains(where: { $0.intent == intent.name }) {
            var best: (pattern: Grammar.Pattern, accepted: Int)?
            for pattern in grammar.patterns where pattern.intent == intent.name {
                guard let accepted = acceptedUnits(pattern, subject: subject, scratch: scratch, budget: &budget) else { break misses }
                if let chosen = best {
                    let (matched, failedAt) = (reach(accepted, subject: subject), failurePoint(accepted, subject: subject, input: input))
                    let (bestMatched, bestFailedAt) = (reach(chosen.accepted, subject: subject), failurePoint(chosen.accepted, subject: subject, input: input))
                    guard matched.count > bestMatched.count || failedAt > bestFailedAt else { continue }
                }
                best = (pattern, accepted)
            }
            guard let best else { continue }
            guard let miss = closestMiss(best.pattern, accepted: best.accepted, subject: subject, input: input, scratch: scratch, budget: &budget) else { break misses }
            misses.append(miss)
        }
        misses.sort { $0.failedAt > $1.failedAt }
        var explanation = Explanation(result: result, timeZone: context.timeZone, tokens: tokens, entities: entities, subject: shown.joined(separator: " "), alignment: alignment, misses: misses)
        explanation.isCut = budget.isSpent
        if !result.modelScores.isEmpty { explanation.modelWords = IntentFeatures.words(subject) }
        return explanation
    }

    /// The longest run of leading units `pattern` accepts as the start of a match; nil when the
    /// budget ran out. A prefix of an accepted prefix is accepted, so a binary search finds it in
    /// log(units) partial matches: trying each prefix in turn made explaining a long line
    /// quadratic (issue 26).
    private func acceptedUnits(_ pattern: Grammar.Pattern, subject: MatchSubject, scratch: MatchScratch, budget: inout ParseBudget) -> Int? {
        var accepted = 0
        var rejected = subject.units.count + 1
        while rejected - accepted > 1 {
            let middle = (accepted + rejected) / 2
            guard let accepts = subject.bytes.withUnsafeBufferPointer({ bytes in
                pattern.compiled.acceptsPrefix(UnsafeBufferPointer(rebasing: bytes[0..<subject.unitStarts[middle]]), scratch: scratch, budget: &budget)
            }) else { return nil }
            if accepts { accepted = middle } else { rejected = middle }
        }
        return accepted
    }

    /// The scalars of the first `accepted` units.
    private func reach(_ accepted: Int, subject: MatchSubject) -> Range<Int> {
        accepted == 0 ? 0..<0 : subject.units[0].scalars.lowerBound..<subject.units[accepted - 1].scalars.upperBound
    }

    /// Where a pattern that accepted `accepted` units failed: the next unit, or the end of the text.
    private func failurePoint(_ accepted: Int, subject: MatchSubject, input: TokenizedText) -> Int {
        accepted < subject.units.count ? subject.units[accepted].scalars.lowerBound : input.scalarCount
    }

    /// The miss of `pattern`, which accepted `accepted` leading units: what it could take next.
    /// Nil when the budget ran out.
    private func closestMiss(
        _ pattern: Grammar.Pattern, accepted: Int, subject: MatchSubject, input: TokenizedText, scratch: MatchScratch, budget: inout ParseBudget
    ) -> Explanation.Miss? {
        // The accepted prefix, then each probe in turn after it (one buffer, not a copy a probe).
        var probe = Array(subject.bytes[0..<subject.unitStarts[accepted]])
        let prefixLength = probe.count
        func acceptsAfterPrefix(_ next: String, budget: inout ParseBudget) -> Bool? {
            probe.removeSubrange(prefixLength...)
            probe.append(contentsOf: next.utf8)
            probe.append(UInt8(ascii: " "))
            return probe.withUnsafeBufferPointer { pattern.compiled.acceptsPrefix($0, scratch: scratch, budget: &budget) }
        }
        var expected: [String] = []
        var slotsExpected: [String] = []
        for word in pattern.probes.literals {
            guard let accepts = acceptsAfterPrefix(word, budget: &budget) else { return nil }
            if accepts { expected.append("'\(word)'") }
        }
        for (name, type) in pattern.probes.slots.map({ ($0.name, $0.type) }) {
            let stand: String  // what stands for a value of the slot's type in the subject
            if let markers = EntitySlot.markers(type) { stand = String(markers[0]) } else if type == "text" { stand = "\u{E011}" } else if type == "word" { stand = "zq" } else if type == "possessive" { stand = "zq's" } else { continue }
            guard let accepts = acceptsAfterPrefix(stand, budget: &budget) else { return nil }
            if accepts, !slotsExpected.contains("{\(name):\(type)}") {
                slotsExpected.append("{\(name):\(type)}")
            }
        }
        // Free text takes any word, so listing every literal after it says nothing.
        expected = slotsExpected.contains { $0.hasSuffix(":text}") } ? slotsExpected : slotsExpected + expected
        let matchedScalars = reach(accepted, subject: subject)
        let failedAt = failurePoint(accepted, subject: subject, input: input)
        return Explanation.Miss(
            intent: pattern.intent, pattern: pattern.location, source: pattern.source,
            matched: input.substring(matchedScalars), matchedScalars: matchedScalars, failedAt: failedAt, expected: expected
        )
    }
}
