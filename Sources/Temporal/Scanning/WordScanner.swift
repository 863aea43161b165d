import Text

/// The temporal rules' view of a tokenized text: its tokens cut finer, into `Word`s.
///
/// Words are runs of letters (with inner apostrophes: "o'clock", "valentine's"), numbers are runs of
/// ASCII digits, and every other visible scalar is a one-scalar symbol: "17:00" is three words, "to-do"
/// three, "b12" two. Text inside a skipped range (quoted text) becomes barrier words, so no expression
/// is read from it or across it: one per skipped scalar, each reaching to the range's end (only a range
/// that starts where the last one ended extends its barrier).
///
/// The text is not read again: a plain token (`Token.isPlain`, nearly every token of a command)
/// is one word as it stands, its folded text already lower case, and only the scalars of the other
/// tokens and of the gaps between them, already decoded by the tokenizer, are looked at one by one.
/// Offsets count Unicode scalars of the whole text.
enum WordScanner {
    /// The words of `input`'s scalars `range`, read as if the text were only that range.
    static func words(of input: TokenizedText, in range: Range<Int>, skipping: [Range<Int>]) -> [Word] {
        var scan = Scan(input: input, range: range, skipping: skipping)
        scan.run()
        return scan.words
    }

    /// One-character strings for ASCII symbols, made once: building a `Character` per symbol
    /// word cost more than the rest of its scanning.
    fileprivate static let asciiSymbols: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }
}

/// The state of one pass: the words so far and the one being read.
private struct Scan {
    let input: TokenizedText
    let tokens: [Token]
    let range: Range<Int>
    let skips: [Range<Int>]
    var skipIndex = 0
    /// Where the next skipped range starts (`Int.max` after the last): the per-scalar test.
    var nextSkip = Int.max
    /// The first of the input's tokens that may start at or after the scalar being read.
    var tokenIndex = 0
    var words: [Word] = []

    /// The kind of the word being read; nil between words.
    var kind: Word.Kind?
    var startOffset = 0
    var capitalized = false
    var hasApostrophe = false
    /// True when the word's scalars are not already its text: it holds an upper-case or non-ASCII
    /// letter, or a typographic apostrophe.
    var needsLowercasing = false
    var spacedBefore = true

    init(input: TokenizedText, range: Range<Int>, skipping: [Range<Int>]) {
        self.input = input
        tokens = input.tokens
        self.range = range
        skips = skipping.count < 2 ? skipping : skipping.sorted { $0.lowerBound < $1.lowerBound }
        nextSkip = skips.first?.lowerBound ?? Int.max
        words.reserveCapacity(16)
    }

    mutating func run() {
        let scalars = input.scalars
        let end = range.upperBound
        var offset = range.lowerBound
        while offset < end {
            if offset >= nextSkip, let skipEnd = skipped(at: offset) {
                // The rest of the range, scalar by scalar, as `skipped` would read it.
                offset += 1
                while offset < end, offset < skipEnd {
                    words.append(Word(kind: .barrier, text: "", start: offset, end: skipEnd, spaced: true))
                    offset += 1
                }
                continue
            }
            if let wordKind = plainToken(at: offset) {
                // (Fields read in place: a copy of the token would retain and release its strings.)
                let end = tokens[tokenIndex].scalars.upperBound
                let first = tokens[tokenIndex].text.utf8.first ?? 0
                words.append(Word(kind: wordKind, text: tokens[tokenIndex].folded, start: offset, end: end,
                                  spaced: spacedBefore, capitalized: wordKind == .word && first >= 65 && first <= 90))
                spacedBefore = false
                offset = end
                continue
            }
            let scalar = scalars[offset]
            defer { offset += 1 }
            let v = scalar.value
            let scalarKind: Word.Kind?
            if v < 128 {
                if (v >= 97 && v <= 122) || (v >= 65 && v <= 90) { scalarKind = .word }
                else if v >= 48 && v <= 57 { scalarKind = .number }
                else if v == 32 || (v >= 9 && v <= 13) { scalarKind = nil }
                else { scalarKind = .symbol }
            } else if scalar.properties.isAlphabetic {
                scalarKind = .word
            } else if scalar.properties.isWhitespace {
                scalarKind = nil
            } else {
                scalarKind = .symbol
            }
            switch scalarKind {
            case nil:
                flush(at: offset)
                spacedBefore = true
            case .word?:
                if kind != .word {
                    flush(at: offset)
                    begin(.word, at: offset)
                    capitalized = v < 128 ? (v >= 65 && v <= 90) : scalar.properties.isUppercase
                }
                if v >= 128 || v <= 90 { needsLowercasing = true }
            case .number?:
                if kind != .number {
                    flush(at: offset)
                    begin(.number, at: offset)
                }
            default:
                // An apostrophe between letters stays in the word: "o'clock", "mother's".
                if v == 39 || v == 0x2019, kind == .word, offset + 1 < end, scalars[offset + 1].properties.isAlphabetic {
                    hasApostrophe = true
                    if v != 39 { needsLowercasing = true }
                    break
                }
                flush(at: offset)
                let symbol = v < 128 ? WordScanner.asciiSymbols[Int(v)] : String(Character(scalar))
                words.append(Word(kind: .symbol, text: symbol, start: offset, end: offset + 1, spaced: spacedBefore))
                spacedBefore = false
            }
        }
        flush(at: end)
    }

    /// When the token at `tokenIndex` (moved up to `offset`) is a plain one starting at `offset`
    /// that is one word as it stands, the kind of word it is: inside the range, clear of skipped
    /// text, and not continuing the word being read (which is then ended).
    mutating func plainToken(at offset: Int) -> Word.Kind? {
        while tokenIndex < tokens.count, tokens[tokenIndex].scalars.lowerBound < offset { tokenIndex += 1 }
        guard tokenIndex < tokens.count, tokens[tokenIndex].isPlain, case let scalars = tokens[tokenIndex].scalars, scalars.lowerBound == offset,
              scalars.upperBound <= range.upperBound, scalars.upperBound <= nextSkip,
              case let wordKind: Word.Kind = tokens[tokenIndex].kind == .number ? .number : .word, kind != wordKind
        else { return nil }
        flush(at: offset)
        return wordKind
    }

    /// Skipped (quoted) text: a barrier word, nothing read inside. When the scalar at `offset`
    /// is skipped, the offset where its range ends.
    mutating func skipped(at offset: Int) -> Int? {
        while skipIndex < skips.count, skips[skipIndex].upperBound <= offset { skipIndex += 1 }
        // Ranges are sorted by start, so none before this one's start can hold a scalar.
        nextSkip = skipIndex < skips.count ? skips[skipIndex].lowerBound : Int.max
        guard skipIndex < skips.count, skips[skipIndex].contains(offset) else { return nil }
        flush(at: offset)
        let range = skips[skipIndex]
        if words.last?.kind != .barrier || words.last?.end != offset {
            words.append(Word(kind: .barrier, text: "", start: offset, end: range.upperBound, spaced: true))
        } else {
            words[words.count - 1].end = range.upperBound
        }
        spacedBefore = true
        return range.upperBound
    }

    mutating func begin(_ kind: Word.Kind, at offset: Int) {
        self.kind = kind
        startOffset = offset
    }

    /// Ends the word being read, if any, before the scalar at `offset`.
    mutating func flush(at offset: Int) {
        guard let kind else { return }
        let text = needsLowercasing ? lowercasedWord(startOffset..<offset) : input.substring(startOffset..<offset)
        words.append(Word(kind: kind, text: text, start: startOffset, end: offset, spaced: spacedBefore,
                          capitalized: kind == .word && capitalized, hasApostrophe: hasApostrophe))
        self.kind = nil
        capitalized = false
        hasApostrophe = false
        needsLowercasing = false
        spacedBefore = false
    }

    /// A word's text: letters lower-cased (outside ASCII through Unicode lower-casing), and every
    /// apostrophe, which inside a word is always an inner one, written "'".
    func lowercasedWord(_ word: Range<Int>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(word.count)
        for scalar in input.scalars[word] {
            let v = scalar.value
            if v == 39 || v == 0x2019 {
                text.append(UInt8(ascii: "'"))
            } else if v < 128 {
                text.append(v >= 65 && v <= 90 ? UInt8(v + 32) : UInt8(v))
            } else {
                for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                    UTF8.encode(lower) { text.append($0) }
                }
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
