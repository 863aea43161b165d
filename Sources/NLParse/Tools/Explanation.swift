import Foundation
import Spelling

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
        return lines.joined(separator: "\n")
    }
}

extension Parser {
    /// Parses `text` and explains the result.
    public func explain(_ text: String, context: ParseContext) -> Explanation {
        let result = parse(text, context: context)
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
            let outcome = subject.bytes.withUnsafeBufferPointer { pattern.compiled.match($0, scratch: scratch, groups: &groups) }
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
        for intent in grammar.intents where !matchedIntents.contains(intent.name) && !result.candidates.contains(where: { $0.intent == intent.name }) {
            var best: Explanation.Miss?
            for pattern in grammar.patterns where pattern.intent == intent.name {
                let miss = closestMiss(pattern, subject: subject, input: input, scratch: scratch)
                if best == nil || miss.matchedScalars.count > best!.matchedScalars.count || (miss.failedAt > best!.failedAt) {
                    best = miss
                }
            }
            if let best { misses.append(best) }
        }
        misses.sort { $0.failedAt > $1.failedAt }
        var explanation = Explanation(result: result, timeZone: context.timeZone, tokens: tokens, entities: entities, subject: shown.joined(separator: " "), alignment: alignment, misses: misses)
        if !result.modelScores.isEmpty { explanation.modelWords = IntentFeatures.words(subject) }
        return explanation
    }

    private func closestMiss(_ pattern: Grammar.Pattern, subject: MatchSubject, input: TokenizedText, scratch: MatchScratch) -> Explanation.Miss {
        // The longest run of leading units the pattern accepts as the start of a match.
        var accepted = 0
        while accepted < subject.units.count,
              pattern.compiled.acceptsPrefix(Array(subject.bytes[0..<subject.unitStarts[accepted + 1]]), scratch: scratch) {
            accepted += 1
        }
        let prefix = Array(subject.bytes[0..<subject.unitStarts[accepted]])
        var expected: [String] = []
        var slotsExpected: [String] = []
        var literals = Set<String>()
        var slotTypes: [(String, String)] = []
        collect(pattern.node, literals: &literals, slots: &slotTypes, seen: [])
        for word in literals.sorted() where pattern.compiled.acceptsPrefix(prefix + Array((word + " ").utf8), scratch: scratch) {
            expected.append("'\(word)'")
        }
        for (name, type) in slotTypes {
            let probe: String
            if let markers = EntitySlot.markers(type) { probe = String(markers[0]) } else if type == "text" { probe = "\u{E011}" } else if type == "word" { probe = "zq" } else if type == "possessive" { probe = "zq's" } else { continue }
            if pattern.compiled.acceptsPrefix(prefix + Array((probe + " ").utf8), scratch: scratch), !slotsExpected.contains("{\(name):\(type)}") {
                slotsExpected.append("{\(name):\(type)}")
            }
        }
        // Free text takes any word, so listing every literal after it says nothing.
        expected = slotsExpected.contains { $0.hasSuffix(":text}") } ? slotsExpected : slotsExpected + expected
        let matchedScalars = accepted == 0 ? 0..<0 : subject.units[0].scalars.lowerBound..<subject.units[accepted - 1].scalars.upperBound
        let failedAt = accepted < subject.units.count ? subject.units[accepted].scalars.lowerBound : input.scalarCount
        return Explanation.Miss(
            intent: pattern.intent, pattern: pattern.location, source: pattern.source,
            matched: input.substring(matchedScalars), matchedScalars: matchedScalars, failedAt: failedAt, expected: expected
        )
    }

    /// Literal words and slots reachable in `node`, looking through rules.
    private func collect(_ node: PatternNode, literals: inout Set<String>, slots: inout [(String, String)], seen: Set<String>) {
        node.forEach { child in
            switch child {
            case .word(let word, _): literals.insert(word)
            case .slot(let name, let type, _): slots.append((name, type))
            case .rule(let name, _):
                if !seen.contains(name), let rule = grammar.rule(named: name) {
                    collect(rule, literals: &literals, slots: &slots, seen: seen.union([name]))
                }
            default: break
            }
        }
    }
}
