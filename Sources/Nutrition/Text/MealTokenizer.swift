/// Splits text into `MealToken`s with Unicode scalar spans.
///
/// Word characters are letters, digits and the characters numbers and food names need inside a word
/// (`.`, `/`, `%`, `'`, vulgar fractions). A hyphen next to a letter splits words (`hard-boiled` is
/// `hard boiled`, `28-ounce` is `28 ounce`) so lexicon keys and inputs agree however they hyphenate;
/// between digits it stays (`2-3` is a range, `3-1/2` a mixed number). A number glued to a unit
/// (`200g`, `12oz`) is split in two.
public enum MealTokenizer {
    public static func tokenize(_ text: String) -> [MealToken] {
        // Most input is ASCII: scan bytes (byte offsets are scalar offsets then).
        if let tokens = text.utf8.withContiguousStorageIfAvailable({ bytes -> [MealToken]? in
            bytes.allSatisfy({ $0 < 128 }) ? tokenizeASCII(bytes) : nil
        }), let tokens { return tokens }
        return tokenizeScalars(text)
    }

    /// The same rules as `tokenizeScalars`, over ASCII bytes.
    static func tokenizeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [MealToken] {
        var tokens: [MealToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        scanASCII(bytes, word: { lowered, start, end in
            let text = String(decoding: lowered, as: UTF8.self)
            tokens.append(MealToken(text: text, key: WordForms.singular(text), start: start, end: end, isPunctuation: false))
        }, punctuation: { symbol, start, end in
            tokens.append(MealToken(text: symbol, key: symbol, start: start, end: end, isPunctuation: true))
        })
        return tokens
    }

    /// The tokenizer's rules over ASCII bytes, without making tokens: `word` gets each word's lower-cased
    /// bytes (apostrophes dropped; valid only during the call) and its span, `punctuation` each symbol.
    @inline(__always)
    static func scanASCII(_ bytes: UnsafeBufferPointer<UInt8>, word: (UnsafeBufferPointer<UInt8>, Int, Int) -> Void,
                          punctuation: (String, Int, Int) -> Void) {
        // Lower-cased words are written here: a word is never longer than the text.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { lowered in
            scanASCII(bytes, lowered: lowered, word: word, punctuation: punctuation)
        }
    }

    @inline(__always)
    private static func scanASCII(_ bytes: UnsafeBufferPointer<UInt8>, lowered: UnsafeMutableBufferPointer<UInt8>,
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
            word(UnsafeBufferPointer(rebasing: lowered[0..<length]), lower, upper)
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
                punctuation("--", start, end)
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
        var index = 0
        let count = bytes.count
        while index < count {
            let b = bytes[index]
            if isWord(b) {
                let start = index
                while index < count, isWord(bytes[index]) { index += 1 }
                emitWord(start, index)
                continue
            }
            if let symbol = punctuationText(Unicode.Scalar(b)) {
                punctuation(symbol, index, index + 1)
            }
            index += 1
        }
    }

    /// The general path over Unicode scalars.
    static func tokenizeScalars(_ text: String) -> [MealToken] {
        var tokens: [MealToken] = []
        var current: [Unicode.Scalar] = []
        var currentStart = 0
        var offset = 0

        func flush() {
            guard !current.isEmpty else { return }
            emitWord(current, start: currentStart, into: &tokens)
            current.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
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
