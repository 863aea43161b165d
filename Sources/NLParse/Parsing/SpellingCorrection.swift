import Text

/// A word read as another because no grammar or lexicon knew it (`WordCorrector`).
public struct Correction: Sendable, Equatable {
    /// Where the word stands in the text as typed, in scalar offsets.
    public var scalars: Range<Int>
    /// The word as typed, and the word it was read as.
    public var from: String
    public var to: String
}

extension Parser {
    /// The words of `input` to correct: plain words outside quotes and outside every entity
    /// (a date or number the recognisers read is never rewritten).
    /// The corrector is asked only about a word long enough to be corrected, so a line of short
    /// words ("add task buy milk") never makes a one-shot build it; the grammar's `spelling`
    /// variants are a plain table, looked up for every word.
    func corrections(in input: TokenizedText, entities: [Entity], spelling: SpellingSource, context: ParseContext? = nil) -> [Correction] {
        var corrections: [Correction] = []
        let possessives = Self.barePossessives(of: context?.members ?? [])
        for token in input.tokens where token.kind == .word {
            if let possessive = possessives[token.folded] {
                corrections.append(Correction(scalars: token.scalars, from: token.text, to: possessive))
                continue
            }
            // A `spelling` line first: it may name a short word or a real one ("wat", "calender").
            let respelled = grammar.respelling(of: token.folded)
            guard respelled != nil || token.folded.utf8.count >= WordCorrector.minimumLength,
                  !entities.contains(where: { $0.scalars.overlaps(token.scalars) }),
                  let fix = respelled ?? spelling.corrector.correction(for: token.folded) else { continue }
            corrections.append(Correction(scalars: token.scalars, from: token.text, to: fix))
        }
        return corrections
    }

    /// "jacks" → "jack's" for each member whose name is one word and whose bare-s form is not a
    /// member's name itself ("Jacks" may be a name).
    static func barePossessives(of members: [String]) -> [String: String] {
        let names = Set(members.map { $0.lowercased() })
        var forms: [String: String] = [:]
        for name in names where !name.contains(" ") && !names.contains(name + "s") { forms[name + "s"] = name + "'s" }
        return forms
    }

    /// Parses the text with `corrections` applied, then gives every span in terms of the text as
    /// typed: a corrected word's span is the typed word's.
    func parse(_ input: TokenizedText, correcting corrections: [Correction], context: ParseContext, rejecting: [Range<Int>], budget: inout ParseBudget) -> ParseResult {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(input.scalars.count + 8)
        // toTyped[i]: the typed offset of corrected offset i (one extra entry for the end).
        var toTyped: [Int] = []
        var fromTyped = [Int](repeating: 0, count: input.scalars.count + 1)
        var typed = 0
        for correction in corrections {
            while typed < correction.scalars.lowerBound {
                fromTyped[typed] = scalars.count
                toTyped.append(typed)
                scalars.append(input.scalars[typed])
                typed += 1
            }
            let start = scalars.count
            for (offset, scalar) in correction.to.unicodeScalars.enumerated() {
                toTyped.append(offset == 0 ? correction.scalars.lowerBound : min(correction.scalars.lowerBound + offset, correction.scalars.upperBound - 1))
                scalars.append(scalar)
            }
            for inside in correction.scalars { fromTyped[inside] = start }
            typed = correction.scalars.upperBound
        }
        while typed < input.scalars.count {
            fromTyped[typed] = scalars.count
            toTyped.append(typed)
            scalars.append(input.scalars[typed])
            typed += 1
        }
        toTyped.append(input.scalars.count)
        fromTyped[input.scalars.count] = scalars.count
        // A range ending just after a corrected word ends where the typed word ends.
        func typedRange(_ range: Range<Int>) -> Range<Int> {
            let lower = toTyped[range.lowerBound]
            var upper = toTyped[range.upperBound]
            if range.upperBound > 0, let word = corrections.first(where: { $0.scalars.contains(toTyped[range.upperBound - 1]) }) {
                upper = max(upper, word.scalars.upperBound)
            }
            return lower..<max(lower, upper)
        }

        var inner = self
        inner.correctsSpelling = false
        let correctedText = String(String.UnicodeScalarView(scalars))
        let read = inner.parse(correctedText, context: context, rejecting: rejecting.map { fromTyped[$0.lowerBound]..<fromTyped[$0.upperBound] }, budget: &budget)

        var result = ParseResult(input: input)
        result.intent = read.intent
        result.valueMaps = read.valueMaps
        result.isAmbiguous = read.isAmbiguous
        result.error = read.error
        result.isCut = read.isCut
        result.stage = read.stage
        result.confidence = read.confidence
        result.modelScores = read.modelScores
        result.corrections = corrections
        result.slots = read.slots.map { $0.typed(typedRange) }
        result.entities = read.entities.map { entity in
            var entity = entity
            entity.scalars = typedRange(entity.scalars)
            entity.text = input.substring(entity.scalars)
            return entity
        }
        result.candidates = read.candidates.map { candidate in
            var candidate = candidate
            candidate.slots = candidate.slots.map { $0.typed(typedRange) }
            return candidate
        }
        return result
    }
}

extension ParseResult.Slot {
    fileprivate func typed(_ map: (Range<Int>) -> Range<Int>) -> ParseResult.Slot {
        var slot = self
        slot.scalars = scalars.map(map)
        slot.pieces = pieces.map(map)
        return slot
    }
}
