import Text

/// The string PCRE2 matches: one unit per token or entity, each folded and followed by a space.
///
///     "Add task: finish proposal by Friday 5pm #work"
///     -> "add task finish proposal by \u{E001} \u{E006} "
///
/// Sentence punctuation is left out (grammars need not spell it), an entity is one marker
/// whatever its length, and a quoted literal is one marker that only free text can absorb, so
/// quoted text is never matched against literals or read as a date.
package struct MatchSubject {
    package struct Unit {
        package enum Kind {
            case token(Int)
            case entity(Int)
            /// Part of a token that an entity boundary cut ("'s" of "friday's").
            case fragment
        }

        package var kind: Kind
        package var scalars: Range<Int>
        /// Whether the unit is a token of the text (a word or a number), not an entity or a fragment.
        var isToken: Bool {
            if case .token = kind { return true }
            return false
        }
        /// What the unit reads as, for free text: a quoted token's inner text; otherwise nil (use the original).
        package var literalText: String?
    }

    package static let quotedMarker: Unicode.Scalar = "\u{E010}"

    package private(set) var units: [Unit] = []
    package private(set) var bytes: [UInt8] = []
    /// Byte offset where each unit starts; one extra entry for the end.
    package private(set) var unitStarts: [Int] = []

    package init(input: TokenizedText, entities: [Entity]) {
        bytes.reserveCapacity(input.utf8.count + 8)
        units.reserveCapacity(input.tokens.count)
        unitStarts.reserveCapacity(input.tokens.count + 1)
        var entityIndex = 0
        for (tokenIndex, token) in input.tokens.enumerated() {
            while entityIndex < entities.count, entities[entityIndex].scalars.upperBound <= token.scalars.lowerBound {
                entityIndex += 1
            }
            if entityIndex < entities.count, entities[entityIndex].scalars.overlaps(token.scalars) {
                let entity = entities[entityIndex]
                if token.scalars.lowerBound < entity.scalars.lowerBound {
                    appendFragment(token.scalars.lowerBound..<entity.scalars.lowerBound, input: input)
                }
                if units.last.map({ if case .entity(let last) = $0.kind { return last != entityIndex } else { return true } }) ?? true {
                    append(Unit(kind: .entity(entityIndex), scalars: entity.scalars), marker: entity.subjectMarker)
                }
                if token.scalars.upperBound > entity.scalars.upperBound {
                    let next = entityIndex + 1 < entities.count ? entities[entityIndex + 1].scalars.lowerBound : Int.max
                    if token.scalars.upperBound <= next {
                        appendFragment(entity.scalars.upperBound..<token.scalars.upperBound, input: input)
                    }
                }
                continue
            }
            if token.isSkippedByMatcher { continue }
            if token.kind == .quoted {
                append(Unit(kind: .token(tokenIndex), scalars: token.scalars, literalText: token.text), marker: Self.quotedMarker)
            } else {
                append(Unit(kind: .token(tokenIndex), scalars: token.scalars), text: token.folded)
            }
        }
        unitStarts.append(bytes.count)
    }

    private mutating func appendFragment(_ range: Range<Int>, input: TokenizedText) {
        let text = input.substring(range)
        let folded = TextFolding.fold(text)
        // A fragment of only punctuation ("'s" keeps letters; a lone "'" does not) is dropped.
        guard folded.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) else { return }
        append(Unit(kind: .fragment, scalars: range), text: folded)
    }

    private mutating func append(_ unit: Unit, text: String) {
        unitStarts.append(bytes.count)
        units.append(unit)
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(0x20)
    }

    private mutating func append(_ unit: Unit, marker: Unicode.Scalar) {
        unitStarts.append(bytes.count)
        units.append(unit)
        bytes.append(contentsOf: UTF8.encode(marker)!)
        bytes.append(0x20)
    }

    /// The units covered by the byte range of a capture (which ends with a unit's trailing space).
    package func unitRange(bytes range: Range<Int>) -> Range<Int> {
        let first = firstUnit(startingAt: range.lowerBound)
        let end = firstUnit(startingAt: range.upperBound)
        return first..<end
    }

    /// Index of the unit that starts at byte `offset` (or the count, at the end).
    private func firstUnit(startingAt offset: Int) -> Int {
        var low = 0
        var high = unitStarts.count - 1
        while low < high {
            let middle = (low + high) / 2
            if unitStarts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    package var subjectText: String { String(decoding: bytes, as: UTF8.self) }

    /// Calls `body` with each unit's bytes as the patterns see them, in order (repeats included).
    package func forEachWord(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            for index in units.indices {
                body(UnsafeBufferPointer(rebasing: bytes[unitStarts[index]..<(unitStarts[index + 1] - 1)]))
            }
        }
    }
}
