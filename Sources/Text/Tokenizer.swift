/// Splits text into tokens while keeping exact offsets into the original.
///
/// Offsets are in Unicode scalars of the text as given (not of its NFC form), so a UI can
/// highlight exactly what the user typed; each token's `folded` form is normalised separately.
public enum Tokenizer {
    public static func tokenize(_ text: String) -> TokenizedText {
        #if DEBUG
        TokenizerCalls.record()
        #endif
        let utf8 = Array(text.utf8)
        // ASCII text (most commands) is its own scalars: no decoding, no offset table.
        let scalars = utf8.allSatisfy { $0 < 0x80 } ? utf8.map { Unicode.Scalar($0) } : Array(text.unicodeScalars)
        let offsets = TokenizedText.utf8Offsets(of: scalars, utf8: utf8)
        var scanner = Scanner(scalars: scalars, utf8: utf8, utf8Offsets: offsets)
        scanner.run()
        return TokenizedText(text: text, tokens: scanner.tokens, scalars: scalars, utf8: utf8, utf8Offsets: offsets)
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let utf8: [UInt8]
        /// Nil for ASCII text, where scalar `i` is byte `i`.
        let utf8Offsets: [Int]?
        var tokens: [Token] = []
        var index = 0

        init(scalars: [Unicode.Scalar], utf8: [UInt8], utf8Offsets: [Int]?) {
            self.scalars = scalars
            self.utf8 = utf8
            self.utf8Offsets = utf8Offsets
            // About one token per five scalars in commands; growing the array costs more.
            tokens.reserveCapacity(scalars.count / 4 + 4)
        }

        mutating func run() {
            while index < scalars.count {
                let scalar = scalars[index]
                if isSeparator(scalar) {
                    index += 1
                } else if let closer = quoteCloser(for: scalar), atTokenStart, scanQuoted(closer: closer) {
                    continue
                } else if scalar == "#", atTokenStart, scanHashtag() {
                    continue
                } else if scalar == "@", atTokenStart, scanMention() {
                    continue
                } else if scalar == "!", atTokenStart, scanEmphasis() {
                    continue
                } else if isWordScalar(scalar) {
                    scanWord()
                } else if isSymbol(scalar) {
                    scanSymbol()
                } else {
                    emit(.punctuation, index..<index + 1)
                    index += 1
                }
            }
        }

        // MARK: Classes of scalars

        func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
            return scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .format && scalar != "\u{200D}"
                || scalar == "\u{FFFD}"
        }

        func isMark(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return false }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }

        @inline(__always)
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII {
                let value = scalar.value
                return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value) || value == 0x5F
            }
            if scalar.properties.isAlphabetic { return true }
            switch scalar.properties.generalCategory {
            case .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation: return true
            default: return isMark(scalar)
            }
        }

        func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII {
                switch scalar {
                case "$", "+", "<", "=", ">", "^", "`", "|", "~": return true
                default: return false
                }
            }
            if scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && scalar.value > 0xFF) { return true }
            switch scalar.properties.generalCategory {
            case .otherSymbol, .mathSymbol, .currencySymbol, .modifierSymbol: return true
            default: return false
            }
        }

        /// Scalars that join a symbol into one cluster: ZWJ sequences, variation selectors, skin tones, tags, keycaps.
        func extendsSymbol(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            return isMark(scalar) || value == 0xFE0E || value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(value)
                || (0xE0020...0xE007F).contains(value) || value == 0x20E3
        }

        /// A token may start here: at the start of the text, or after a separator or opening bracket.
        var atTokenStart: Bool {
            guard index > 0 else { return true }
            let previous = scalars[index - 1]
            return isSeparator(previous) || previous == "(" || previous == "[" || previous == "{"
        }

        func quoteCloser(for scalar: Unicode.Scalar) -> Set<Unicode.Scalar>? {
            switch scalar {
            case "\"": return ["\"", "\u{201D}"]
            case "\u{201C}": return ["\u{201D}", "\"", "\u{201C}"]
            case "\u{201E}": return ["\u{201C}", "\u{201D}", "\""]
            case "'": return ["'", "\u{2019}"]
            case "\u{2018}": return ["\u{2019}", "'"]
            case "\u{00AB}": return ["\u{00BB}"]
            default: return nil
            }
        }

        // MARK: Token scanners

        /// `"meet friday"` or `'meet friday'`: one literal. A closing quote must end a word
        /// (followed by a separator, punctuation or the end), so `don't` and `'90s` stay words.
        mutating func scanQuoted(closer: Set<Unicode.Scalar>) -> Bool {
            let start = index
            var cursor = index + 1
            while cursor < scalars.count {
                if closer.contains(scalars[cursor]), cursor > start + 1, endsWord(after: cursor) {
                    let inner = (start + 1)..<cursor
                    emit(.quoted, start..<cursor + 1, text: string(inner))
                    index = cursor + 1
                    return true
                }
                cursor += 1
            }
            return false
        }

        func endsWord(after position: Int) -> Bool {
            let next = position + 1
            guard next < scalars.count else { return true }
            return !isWordScalar(scalars[next])
        }

        /// `#work`, `#home-office`, `#"home office"`.
        mutating func scanHashtag() -> Bool {
            let start = index
            guard index + 1 < scalars.count else { return false }
            let next = scalars[index + 1]
            if let closer = quoteCloser(for: next) {
                index += 1
                let saved = tokens.count
                if scanQuoted(closer: closer) {
                    let quoted = tokens.removeLast()
                    assert(tokens.count == saved)
                    emit(.hashtag, start..<quoted.scalars.upperBound, text: quoted.text)
                    return true
                }
                index = start
                return false
            }
            guard isWordScalar(next) else { return false }
            let end = wordEnd(from: index + 1, allowInnerPunctuation: true)
            emit(.hashtag, start..<end, text: string((start + 1)..<end))
            index = end
            return true
        }

        /// `@errands`; an `@` inside a word (an e-mail address) is not a label.
        mutating func scanMention() -> Bool {
            let start = index
            guard index + 1 < scalars.count, isWordScalar(scalars[index + 1]) else { return false }
            let end = wordEnd(from: index + 1, allowInnerPunctuation: true)
            emit(.mention, start..<end, text: string((start + 1)..<end))
            index = end
            return true
        }

        /// `!!` or `!!!` standing alone.
        mutating func scanEmphasis() -> Bool {
            var end = index
            while end < scalars.count, scalars[end] == "!" { end += 1 }
            let count = end - index
            guard count >= 2, count <= 3, end == scalars.count || isSeparator(scalars[end]) else { return false }
            emit(.emphasis, index..<end)
            index = end
            return true
        }

        mutating func scanWord() {
            let start = index
            if utf8Offsets == nil {
                let end = asciiWordEnd(from: index)
                // "120g", "2l", "5km": a number glued to the word after it is two tokens, as
                // if a space stood between them (the temporal resolver reads the text itself)
                if let split = unitSplit(start..<end) {
                    emitASCIIWord(start..<split)
                    emitASCIIWord(split..<end)
                } else {
                    emitASCIIWord(start..<end)
                }
                index = end
                return
            }
            let end = wordEnd(from: index, allowInnerPunctuation: true)
            if let split = unitSplit(start..<end) {
                emit(.number, start..<split, text: string(start..<split))
                emit(.word, split..<end, text: string(split..<end))
                index = end
                return
            }
            let text = string(start..<end)
            let kind: Token.Kind = isNumeral(start..<end) ? .number : .word
            emit(kind, start..<end, text: text)
            index = end
        }

        /// Where a word made of a numeral then letters only ("120g", "1.5kg", "3pm", "2nd")
        /// turns from digits to letters; nil for any other word ("b12", "4x4", "mp3").
        func unitSplit(_ range: Range<Int>) -> Int? {
            guard let first = range.first, isDigit(scalars[first]) else { return nil }
            var cursor = first
            while cursor < range.upperBound, isDigit(scalars[cursor]) || ".,/:".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            let split = cursor
            guard split < range.upperBound, isDigit(scalars[split - 1]) else { return nil }
            while cursor < range.upperBound, scalars[cursor].properties.isAlphabetic { cursor += 1 }
            return cursor == range.upperBound ? split : nil
        }

        /// A word of ASCII text (scalar offsets are byte offsets): one pass over its bytes tells a
        /// numeral from a word, as `isNumeral` would, whether `TextFolding.fold` has anything to
        /// lower-case (most words are already its output), and whether the token is plain.
        mutating func emitASCIIWord(_ range: Range<Int>) {
            var isNumeral = true
            var hasUpper = false
            var (digits, letters) = (true, true)
            for byte in utf8[range] {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): letters = false
                case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: ":"): (digits, letters) = (false, false)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): isNumeral = false; hasUpper = true; digits = false
                case UInt8(ascii: "a")...UInt8(ascii: "z"): isNumeral = false; digits = false
                default: isNumeral = false; (digits, letters) = (false, false)
                }
            }
            let text = String(decoding: utf8[range], as: UTF8.self)
            let folded = hasUpper ? TextFolding.fold(text) : text
            tokens.append(Token(kind: isNumeral ? .number : .word, scalars: range, text: text, folded: folded, isPlain: digits || letters))
        }

        /// `wordEnd(from:allowInnerPunctuation: true)` for ASCII text, read from its bytes; the
        /// joining apostrophes beyond ASCII cannot occur in it.
        func asciiWordEnd(from: Int) -> Int {
            func isWord(_ byte: UInt8) -> Bool {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
                default: false
                }
            }
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            return utf8.withUnsafeBufferPointer { bytes in
                var cursor = from
                while cursor < bytes.count {
                    let byte = bytes[cursor]
                    if isWord(byte) {
                        cursor += 1
                        continue
                    }
                    guard cursor > from, cursor + 1 < bytes.count else { break }
                    let (previous, next) = (bytes[cursor - 1], bytes[cursor + 1])
                    let joins: Bool
                    switch byte {
                    case UInt8(ascii: "'"), UInt8(ascii: "-"): joins = isWord(previous) && isWord(next)
                    case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: ":"): joins = isDigit(previous) && isDigit(next)
                    default: joins = false
                    }
                    guard joins else { return cursor }
                    cursor += 1
                }
                return cursor
            }
        }

        /// Where a word starting at `from` ends. Apostrophes and hyphens join letters
        /// (`don't`, `to-do`); `.` `,` `/` `:` join digits (`1.5`, `1,000`, `1/2`, `17:00`).
        func wordEnd(from: Int, allowInnerPunctuation: Bool) -> Int {
            var cursor = from
            while cursor < scalars.count {
                let scalar = scalars[cursor]
                if isWordScalar(scalar) {
                    cursor += 1
                    continue
                }
                guard allowInnerPunctuation, cursor > from, cursor + 1 < scalars.count else { break }
                let previous = scalars[cursor - 1]
                let next = scalars[cursor + 1]
                let joinsLetters = (scalar == "'" || scalar == "\u{2019}" || scalar == "\u{02BC}" || scalar == "-")
                    && isWordScalar(previous) && isWordScalar(next)
                let joinsDigits = (scalar == "." || scalar == "," || scalar == "/" || scalar == ":")
                    && isDigit(previous) && isDigit(next)
                if joinsLetters || joinsDigits {
                    cursor += 1
                } else {
                    break
                }
            }
            return cursor
        }

        func isDigit(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
            return scalar.properties.numericType == .decimal
        }

        func isNumeral(_ range: Range<Int>) -> Bool {
            for position in range {
                let scalar = scalars[position]
                if scalar.isASCII {
                    switch scalar {
                    case "0"..."9", ".", ",", "/", ":": continue
                    default: return false
                    }
                }
                if scalar.properties.numericType != nil { continue }  // other scripts' digits, ½, ¾
                return false
            }
            return true
        }

        mutating func scanSymbol() {
            let start = index
            index += 1
            while index < scalars.count {
                let scalar = scalars[index]
                if extendsSymbol(scalar) {
                    index += 1
                } else if scalar == "\u{200D}", index + 1 < scalars.count {
                    index += 2
                } else if scalar.properties.isEmojiPresentation, isRegionalIndicator(scalars[index - 1]),
                          isRegionalIndicator(scalar), index - start == 1 {
                    index += 1
                } else {
                    break
                }
            }
            emit(.symbol, start..<index)
        }

        func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
            (0x1F1E6...0x1F1FF).contains(scalar.value)
        }

        // MARK: Output

        func string(_ range: Range<Int>) -> String {
            guard let utf8Offsets else { return String(decoding: utf8[range], as: UTF8.self) }
            return String(decoding: utf8[utf8Offsets[range.lowerBound]..<utf8Offsets[range.upperBound]], as: UTF8.self)
        }

        mutating func emit(_ kind: Token.Kind, _ range: Range<Int>, text: String? = nil) {
            let text = text ?? string(range)
            let isPlain = (kind == .word || kind == .number) && Self.isPlain(text)
            tokens.append(Token(kind: kind, scalars: range, text: text, folded: TextFolding.fold(text), isPlain: isPlain))
        }

        /// One run of ASCII letters or of ASCII digits (what `emitASCIIWord` works out as it goes).
        static func isPlain(_ text: String) -> Bool {
            let utf8 = text.utf8
            return utf8.allSatisfy { (65...90).contains($0) || (97...122).contains($0) } || utf8.allSatisfy { (48...57).contains($0) }
        }
    }
}
