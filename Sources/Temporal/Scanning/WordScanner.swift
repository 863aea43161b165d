/// Splits text into tokens in one pass over its Unicode scalars.
///
/// Words are runs of letters (with inner apostrophes: "o'clock", "valentine's"), numbers are runs of
/// ASCII digits, and every other visible scalar is a one-scalar symbol. Text inside a skipped range
/// (quoted text) becomes a single barrier token, so no expression is read from it or across it.
enum WordScanner {
    static func tokens(of text: String, skipping: [Range<Int>]) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(16)
        let skips = skipping.count < 2 ? skipping : skipping.sorted { $0.lowerBound < $1.lowerBound }
        var skipIndex = 0

        // The current token's lower-cased text as UTF-8: appending bytes is much cheaper than
        // growing a String scalar by scalar.
        var current: [UInt8] = []
        current.reserveCapacity(32)
        var currentKind: Token.Kind = .word
        var currentStart = 0
        var currentCapitalized = false
        var currentHasApostrophe = false
        var spacedBefore = true
        var offset = 0

        func flush(at end: Int) {
            guard !current.isEmpty else { return }
            tokens.append(Token(kind: currentKind, text: String(decoding: current, as: UTF8.self), start: currentStart, end: end, spaced: spacedBefore,
                               capitalized: currentCapitalized, hasApostrophe: currentHasApostrophe))
            current.removeAll(keepingCapacity: true)
            currentHasApostrophe = false
            spacedBefore = false
        }

        var scalars = text.unicodeScalars.makeIterator()
        var lookahead: Unicode.Scalar? = scalars.next()
        while let scalar = lookahead {
            lookahead = scalars.next()
            // Skipped (quoted) text: one barrier token, nothing read inside.
            while skipIndex < skips.count, skips[skipIndex].upperBound <= offset { skipIndex += 1 }
            if skipIndex < skips.count, skips[skipIndex].contains(offset) {
                flush(at: offset)
                let range = skips[skipIndex]
                if tokens.last?.kind != .barrier || tokens.last?.end != offset {
                    tokens.append(Token(kind: .barrier, text: "", start: offset, end: range.upperBound, spaced: true))
                } else {
                    tokens[tokens.count - 1].end = range.upperBound
                }
                spacedBefore = true
                offset += 1
                continue
            }
            let kind: Token.Kind?
            let v = scalar.value
            if v < 128 {
                // ASCII fast path; Unicode properties are looked up only for other scalars.
                if (v >= 97 && v <= 122) || (v >= 65 && v <= 90) { kind = .word }
                else if v >= 48 && v <= 57 { kind = .number }
                else if v == 32 || (v >= 9 && v <= 13) { kind = nil }
                else { kind = .symbol }
            } else if scalar.properties.isAlphabetic {
                kind = .word
            } else if scalar.properties.isWhitespace {
                kind = nil
            } else {
                kind = .symbol
            }
            switch kind {
            case nil:
                flush(at: offset)
                spacedBefore = true
            case .word?:
                if !current.isEmpty, currentKind != .word { flush(at: offset) }
                if current.isEmpty {
                    currentKind = .word
                    currentStart = offset
                    currentCapitalized = v < 128 ? (v >= 65 && v <= 90) : scalar.properties.isUppercase
                }
                if v < 128 {
                    current.append(v >= 65 && v <= 90 ? UInt8(v + 32) : UInt8(v))
                } else {
                    appendLowercased(scalar, to: &current)
                }
            case .number?:
                if !current.isEmpty, currentKind != .number { flush(at: offset) }
                if current.isEmpty { currentKind = .number; currentStart = offset }
                current.append(UInt8(v))
            default:
                // An apostrophe between letters stays in the word: "o'clock", "mother's".
                if (scalar == "'" || scalar == "\u{2019}"), currentKind == .word, !current.isEmpty,
                   let next = lookahead, next.properties.isAlphabetic {
                    current.append(UInt8(ascii: "'"))
                    currentHasApostrophe = true
                    break
                }
                flush(at: offset)
                let symbol = v < 128 ? WordScanner.asciiSymbols[Int(v)] : String(Character(scalar))
                tokens.append(Token(kind: .symbol, text: symbol, start: offset, end: offset + 1, spaced: spacedBefore))
                spacedBefore = false
            }
            offset += 1
        }
        flush(at: offset)
        return tokens
    }

    /// One-character strings for ASCII symbols, made once: building a `Character` per symbol
    /// token cost more than the rest of its scanning.
    private static let asciiSymbols: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

    /// Letters outside ASCII (the loop lower-cases ASCII itself) go through Unicode lower-casing.
    private static func appendLowercased(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.value >= 65, scalar.value <= 90 {
            bytes.append(UInt8(scalar.value + 32))
        } else if scalar.value < 128 {
            bytes.append(UInt8(scalar.value))
        } else {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                UTF8.encode(lower) { bytes.append($0) }
            }
        }
    }
}
