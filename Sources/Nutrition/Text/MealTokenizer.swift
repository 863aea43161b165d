import Text

/// The meal parser's words (`MealToken`), read from the shared tokens (`Text.Tokenizer`) with the
/// rules food lines need, never from a second scan of the text.
///
/// Word characters are letters, digits and the characters numbers and food names need inside a word
/// (`.`, `/`, `%`, `'`, vulgar fractions). A hyphen next to a letter splits words (`hard-boiled` is
/// `hard boiled`, `28-ounce` is `28 ounce`) so lexicon keys and inputs agree however they hyphenate;
/// between digits it stays (`2-3` is a range, `3-1/2` a mixed number). A number glued to a unit
/// (`200g`, `12oz`) is split in two; one glued to other letters (`2nd`) is not.
///
/// Those rules differ from the shared tokenizer's inside a stretch of text with no space in it
/// ("2%" is its "2" and "%", "oz." its "oz" and ".", "2nd" its "2" and "nd", "hard-boiled" one
/// word), so each run of shared tokens that touch is read again by these rules; a token alone that
/// is plain (ASCII letters only, or digits only) is one word as it is. Between runs lies only what
/// the shared tokenizer skips (spaces, controls), which these rules skip too: the words are those a
/// scan of the whole text would give.
public enum MealTokenizer {
    /// The words of `text`, which no parse has tokenized (an ingredient line, a food's name): one
    /// call of the shared tokenizer.
    public static func tokenize(_ text: String) -> [MealToken] {
        tokens(of: TokenizedPart(Tokenizer.tokenize(text)))
    }

    /// The words of a part of a tokenized text, offsets from the part's start.
    public static func tokens(of part: TokenizedPart) -> [MealToken] {
        guard part.isASCII else { return scalarTokens(of: part) }
        var tokens: [MealToken] = []
        tokens.reserveCapacity(part.scalars.count / 4)
        scanASCII(part, word: { lowered, start, end in
            let text = String(decoding: lowered, as: UTF8.self)
            tokens.append(MealToken(text: text, key: WordForms.singular(text), start: start, end: end, isPunctuation: false))
        }, punctuation: { symbol, start, end in
            tokens.append(MealToken(text: symbol, key: symbol, start: start, end: end, isPunctuation: true))
        })
        return tokens
    }

    /// The stretches the rules read: each run of shared tokens that touch, cut to the part, as scalar
    /// offsets of the whole text; `plain` when the run is one plain token inside the part.
    @inline(__always)
    static func forEachRun(_ part: TokenizedPart, _ body: (_ run: Range<Int>, _ plain: Bool) -> Void) {
        let tokens = part.whole.tokens
        let range = part.scalars
        var index = 0
        while index < tokens.count, tokens[index].scalars.upperBound <= range.lowerBound { index += 1 }
        while index < tokens.count, tokens[index].scalars.lowerBound < range.upperBound {
            let first = tokens[index].scalars
            let start = max(first.lowerBound, range.lowerBound)
            var end = min(first.upperBound, range.upperBound)
            var next = index + 1
            while next < tokens.count, end < range.upperBound, tokens[next].scalars.lowerBound == end {
                end = min(tokens[next].scalars.upperBound, range.upperBound)
                next += 1
            }
            body(start..<end, next == index + 1 && tokens[index].isPlain && start..<end == first)
            index = next
        }
    }

    /// The rules over an ASCII text's bytes (scalar offsets are byte offsets), without making tokens:
    /// `word` gets each word's lower-cased bytes (apostrophes dropped; valid only during the call) and
    /// its span from the part's start, `punctuation` each symbol.
    @inline(__always)
    static func scanASCII(_ part: TokenizedPart, word: (UnsafeBufferPointer<UInt8>, Int, Int) -> Void,
                          punctuation: (String, Int, Int) -> Void) {
        let base = part.scalars.lowerBound
        part.whole.utf8.withUnsafeBufferPointer { bytes in
            // Lower-cased words are written here: a word is never longer than the part.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(part.scalars.count, 1)) { lowered in
                forEachRun(part) { run, plain in
                    guard plain else {
                        scanASCII(bytes, run, base: base, lowered: lowered, word: word, punctuation: punctuation)
                        return
                    }
                    // Letters only or digits only: the word as it is, lower-cased.
                    var length = 0
                    for index in run {
                        let b = bytes[index]
                        lowered[length] = b >= 65 && b <= 90 ? b + 32 : b
                        length += 1
                    }
                    word(UnsafeBufferPointer(rebasing: lowered[0..<length]), run.lowerBound - base, run.upperBound - base)
                }
            }
        }
    }

    /// The rules over bytes `run` of an ASCII text, spans reported less `base`.
    @inline(__always)
    private static func scanASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>, base: Int, lowered: UnsafeMutableBufferPointer<UInt8>,
                                  word: (UnsafeBufferPointer<UInt8>, Int, Int) -> Void, punctuation: (String, Int, Int) -> Void) {
        @inline(__always) func isLetter(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 65 && b <= 90) }
        @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
        @inline(__always) func isWord(_ b: UInt8) -> Bool {
            isLetter(b) || isDigit(b) || b == 46 || b == 47 || b == 37 || b == 39 || b == 45
        }
        func appendWord(_ lower: Int, _ upper: Int) {
            var length = 0
            for index in lower..<upper where bytes[index] != 39 {
                let b = bytes[index]
                lowered[length] = b >= 65 && b <= 90 ? b + 32 : b
                length += 1
            }
            guard length > 0 else { return }
            word(UnsafeBufferPointer(rebasing: lowered[0..<length]), lower - base, upper - base)
        }
        func emitPart(_ start: Int, _ end: Int) {
            var lower = start, upper = end
            while lower < upper, bytes[lower] == 39 || (bytes[lower] == 46 && !(lower + 1 < upper && isDigit(bytes[lower + 1]))) { lower += 1 }
            while upper > lower, bytes[upper - 1] == 39 || bytes[upper - 1] == 46 || bytes[upper - 1] == 47 { upper -= 1 }
            guard lower < upper else { return }
            var firstLetter = lower
            while firstLetter < upper, !isLetter(bytes[firstLetter]) { firstLetter += 1 }
            if firstLetter > lower, firstLetter < upper, isDigit(bytes[firstLetter - 1]) {
                var letters = ""
                for index in firstLetter..<upper where bytes[index] != 39 {
                    let b = bytes[index]
                    letters.unicodeScalars.append(Unicode.Scalar(b >= 65 && b <= 90 ? b + 32 : b))
                }
                if MeasureUnit.isGluedUnitSpelling(letters) {
                    appendWord(lower, firstLetter)
                    appendWord(firstLetter, upper)
                    return
                }
            }
            appendWord(lower, upper)
        }
        func emitWord(_ start: Int, _ end: Int) {
            var onlyDashes = true
            for index in start..<end where bytes[index] != 45 { onlyDashes = false; break }
            if onlyDashes {
                punctuation("--", start - base, end - base)
                return
            }
            var partStart = start
            for index in start..<end where bytes[index] == 45 {
                let before: UInt8 = index > start ? bytes[index - 1] : 32
                let after: UInt8 = index + 1 < end ? bytes[index + 1] : 32
                if isLetter(before) || isLetter(after) || !isDigit(before) || !isDigit(after) {
                    emitPart(partStart, index)
                    partStart = index + 1
                }
            }
            emitPart(partStart, end)
        }
        var index = run.lowerBound
        let count = run.upperBound
        while index < count {
            let b = bytes[index]
            if isWord(b) {
                let start = index
                while index < count, isWord(bytes[index]) { index += 1 }
                emitWord(start, index)
                continue
            }
            if let symbol = punctuationText(Unicode.Scalar(b)) {
                punctuation(symbol, index - base, index + 1 - base)
            }
            index += 1
        }
    }

    /// The rules over the scalars of each run, for text beyond ASCII.
    static func scalarTokens(of part: TokenizedPart) -> [MealToken] {
        var tokens: [MealToken] = []
        forEachRun(part) { run, _ in
            tokens += tokenizeScalars(part.whole.scalars[run], base: run.lowerBound - part.scalars.lowerBound)
        }
        return tokens
    }

    /// The rules over a whole text's scalars at once, without the shared tokens: what the runs must
    /// add up to (`MealTokenizerTests`).
    static func tokenizeScalars(_ text: String) -> [MealToken] {
        tokenizeScalars(Array(text.unicodeScalars)[...], base: 0)
    }

    /// The rules over `scalars`, spans from `base` on.
    static func tokenizeScalars(_ scalars: ArraySlice<Unicode.Scalar>, base: Int) -> [MealToken] {
        var tokens: [MealToken] = []
        var current: [Unicode.Scalar] = []
        var currentStart = 0
        var offset = base

        func flush() {
            guard !current.isEmpty else { return }
            emitWord(current, start: currentStart, into: &tokens)
            current.removeAll(keepingCapacity: true)
        }
        for scalar in scalars {
            if isWordScalar(scalar) {
                if current.isEmpty { currentStart = offset }
                current.append(scalar)
            } else if scalar == "—" || scalar == "–" {
                flush()
                tokens.append(MealToken(text: "--", key: "--", start: offset, end: offset + 1, isPunctuation: true))
            } else {
                flush()
                if let symbol = punctuationText(scalar) {
                    tokens.append(MealToken(text: symbol, key: symbol, start: offset, end: offset + 1, isPunctuation: true))
                }
            }
            offset += 1
        }
        flush()
        return tokens
    }

    /// The token text of a punctuation scalar that matters to parsing; nil for spaces and the rest.
    static func punctuationText(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case ",": return ","
        case ";": return ";"
        case "&": return "&"
        case "+": return "+"
        case "(", "[": return "("
        case ")", "]": return ")"
        case ":": return ":"
        case "\"", "“", "”": return "\""
        case "!": return "!"
        case "?": return "?"
        default: return nil
        }
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "/", "%", "'", "’", "-": return true
        default:
            if scalar.value < 128 { return false }
            if vulgarFraction(scalar) { return true }
            return scalar.properties.isAlphabetic
        }
    }

    static func vulgarFraction(_ scalar: Unicode.Scalar) -> Bool {
        (0x00BC...0x00BE).contains(scalar.value) || (0x2150...0x215E).contains(scalar.value)
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z": return true
        default: return scalar.value >= 128 && !vulgarFraction(scalar) && scalar.properties.isAlphabetic
        }
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    /// Splits a run of word scalars on letter-adjacent hyphens and number-unit joints, then cleans each part.
    private static func emitWord(_ scalars: [Unicode.Scalar], start: Int, into tokens: inout [MealToken]) {
        // A lone dash run ("-", "--") is punctuation: "tomatoes -- yellow if possible", "2 - 3".
        if scalars.allSatisfy({ $0 == "-" }) {
            tokens.append(MealToken(text: "--", key: "--", start: start, end: start + scalars.count, isPunctuation: true))
            return
        }
        var partStart = 0
        for index in 0..<scalars.count where scalars[index] == "-" {
            let before = index > 0 ? scalars[index - 1] : " "
            let after = index + 1 < scalars.count ? scalars[index + 1] : " "
            if isLetter(before) || isLetter(after) || !(isDigit(before) || vulgarFraction(before)) || !isDigit(after) {
                emitPart(scalars, partStart..<index, base: start, into: &tokens)
                partStart = index + 1
            }
        }
        emitPart(scalars, partStart..<scalars.count, base: start, into: &tokens)
    }

    private static func emitPart(_ scalars: [Unicode.Scalar], _ range: Range<Int>, base: Int, into tokens: inout [MealToken]) {
        var lower = range.lowerBound, upper = range.upperBound
        // Trim quotes, apostrophes and full stops at the edges ("oz." → "oz"), but keep ".5".
        while lower < upper, scalars[lower] == "'" || scalars[lower] == "’" || (scalars[lower] == "." && !(lower + 1 < upper && isDigit(scalars[lower + 1]))) { lower += 1 }
        while upper > lower, scalars[upper - 1] == "'" || scalars[upper - 1] == "’" || scalars[upper - 1] == "." || scalars[upper - 1] == "/" { upper -= 1 }
        guard lower < upper else { return }
        // "200g", "12oz", "1.5l": digits glued to a unit spelling.
        var firstLetter = lower
        while firstLetter < upper, !isLetter(scalars[firstLetter]) { firstLetter += 1 }
        if firstLetter > lower, firstLetter < upper, isDigit(scalars[firstLetter - 1]) {
            let letters = lowered(scalars[firstLetter..<upper])
            if MeasureUnit.isGluedUnitSpelling(letters) {
                appendWord(scalars[lower..<firstLetter], start: base + lower, into: &tokens)
                appendWord(scalars[firstLetter..<upper], start: base + firstLetter, into: &tokens)
                return
            }
        }
        appendWord(scalars[lower..<upper], start: base + lower, into: &tokens)
    }

    private static func lowered(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        // ASCII fast path: lower-case bytes straight into a String.
        if scalars.allSatisfy({ $0.value < 128 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(scalars.count)
            for scalar in scalars where scalar != "'" {
                let value = UInt8(scalar.value)
                bytes.append(value >= 65 && value <= 90 ? value + 32 : value)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = String.UnicodeScalarView()
        for scalar in scalars where scalar != "'" && scalar != "’" {
            if scalar >= "A" && scalar <= "Z" {
                result.append(Unicode.Scalar(scalar.value + 32)!)
            } else if scalar.value >= 128 {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func appendWord(_ scalars: ArraySlice<Unicode.Scalar>, start: Int, into tokens: inout [MealToken]) {
        let text = lowered(scalars)
        guard !text.isEmpty else { return }
        tokens.append(MealToken(text: text, key: WordForms.singular(text), start: start, end: start + scalars.count, isPunctuation: false))
    }
}
