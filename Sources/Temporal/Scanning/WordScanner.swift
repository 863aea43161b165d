/// Splits text into tokens in one pass over its UTF-8 bytes.
///
/// Words are runs of letters (with inner apostrophes: "o'clock", "valentine's"), numbers are runs of
/// ASCII digits, and every other visible scalar is a one-scalar symbol. Text inside a skipped range
/// (quoted text) becomes barrier tokens, so no expression is read from it or across it: one per
/// skipped scalar, each reaching to the range's end (only a range that starts where the last one
/// ended extends its barrier).
///
/// Offsets count Unicode scalars. ASCII, nearly all input, is classified byte by byte and a token's
/// text is copied straight from the input; only other scalars are decoded and looked up in Unicode
/// properties.
enum WordScanner {
    static func tokens(of text: String, skipping: [Range<Int>]) -> [Token] {
        var text = text
        return text.withUTF8 { bytes in
            var scan = Scan(bytes: bytes, skipping: skipping)
            scan.run()
            return scan.tokens
        }
    }

    /// One-character strings for ASCII symbols, made once: building a `Character` per symbol
    /// token cost more than the rest of its scanning.
    fileprivate static let asciiSymbols: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }
}

/// The state of one pass: the tokens so far and the one being read.
private struct Scan {
    let bytes: UnsafeBufferPointer<UInt8>
    let skips: [Range<Int>]
    var skipIndex = 0
    /// Where the next skipped range starts (`Int.max` after the last): the per-scalar test.
    var nextSkip = Int.max
    var tokens: [Token] = []

    /// The kind of the token being read; nil between tokens.
    var kind: Token.Kind?
    var startByte = 0
    var startOffset = 0
    var capitalized = false
    var hasApostrophe = false
    /// True when the word's bytes are not already its text: it holds an upper-case or non-ASCII
    /// letter, or a typographic apostrophe.
    var needsLowercasing = false
    var spacedBefore = true

    init(bytes: UnsafeBufferPointer<UInt8>, skipping: [Range<Int>]) {
        self.bytes = bytes
        skips = skipping.count < 2 ? skipping : skipping.sorted { $0.lowerBound < $1.lowerBound }
        nextSkip = skips.first?.lowerBound ?? Int.max
        tokens.reserveCapacity(16)
    }

    mutating func run() {
        var i = 0
        var offset = 0
        while i < bytes.count {
            if offset >= nextSkip, let end = skipped(at: offset, byte: i) {
                // The rest of the range, scalar by scalar, as `skipped` would read it.
                i += bytes.scalarLength(at: i)
                offset += 1
                while i < bytes.count, offset < end {
                    tokens.append(Token(kind: .barrier, text: "", start: offset, end: end, spaced: true))
                    i += bytes.scalarLength(at: i)
                    offset += 1
                }
                continue
            }
            let (scalar, next) = bytes.scalar(at: i)
            defer { i = next; offset += 1 }
            let v = scalar.value
            let scalarKind: Token.Kind?
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
                flush(byte: i, offset: offset)
                spacedBefore = true
            case .word?:
                if kind != .word {
                    flush(byte: i, offset: offset)
                    begin(.word, byte: i, offset: offset)
                    capitalized = v < 128 ? (v >= 65 && v <= 90) : scalar.properties.isUppercase
                }
                if v >= 128 || v <= 90 { needsLowercasing = true }
            case .number?:
                if kind != .number {
                    flush(byte: i, offset: offset)
                    begin(.number, byte: i, offset: offset)
                }
            default:
                // An apostrophe between letters stays in the word: "o'clock", "mother's".
                if v == 39 || v == 0x2019, kind == .word, next < bytes.count, bytes.scalar(at: next).scalar.properties.isAlphabetic {
                    hasApostrophe = true
                    if v != 39 { needsLowercasing = true }
                    break
                }
                flush(byte: i, offset: offset)
                let symbol = v < 128 ? WordScanner.asciiSymbols[Int(v)] : String(Character(scalar))
                tokens.append(Token(kind: .symbol, text: symbol, start: offset, end: offset + 1, spaced: spacedBefore))
                spacedBefore = false
            }
        }
        flush(byte: bytes.count, offset: offset)
    }

    /// Skipped (quoted) text: a barrier token, nothing read inside. When the scalar at `offset`
    /// is skipped, the offset where its range ends.
    mutating func skipped(at offset: Int, byte: Int) -> Int? {
        while skipIndex < skips.count, skips[skipIndex].upperBound <= offset { skipIndex += 1 }
        // Ranges are sorted by start, so none before this one's start can hold a scalar.
        nextSkip = skipIndex < skips.count ? skips[skipIndex].lowerBound : Int.max
        guard skipIndex < skips.count, skips[skipIndex].contains(offset) else { return nil }
        flush(byte: byte, offset: offset)
        let range = skips[skipIndex]
        if tokens.last?.kind != .barrier || tokens.last?.end != offset {
            tokens.append(Token(kind: .barrier, text: "", start: offset, end: range.upperBound, spaced: true))
        } else {
            tokens[tokens.count - 1].end = range.upperBound
        }
        spacedBefore = true
        return range.upperBound
    }

    mutating func begin(_ kind: Token.Kind, byte: Int, offset: Int) {
        self.kind = kind
        startByte = byte
        startOffset = offset
    }

    /// Ends the token being read, if any, before the scalar at `byte`/`offset`.
    mutating func flush(byte end: Int, offset: Int) {
        guard let kind else { return }
        let slice = UnsafeBufferPointer(rebasing: bytes[startByte..<end])
        let text = needsLowercasing ? Self.lowercasedWord(slice) : String(decoding: slice, as: UTF8.self)
        tokens.append(Token(kind: kind, text: text, start: startOffset, end: offset, spaced: spacedBefore,
                            capitalized: kind == .word && capitalized, hasApostrophe: hasApostrophe))
        self.kind = nil
        capitalized = false
        hasApostrophe = false
        needsLowercasing = false
        spacedBefore = false
    }

    /// A word's text: letters lower-cased (outside ASCII through Unicode lower-casing), and every
    /// apostrophe, which inside a word is always an inner one, written "'".
    static func lowercasedWord(_ word: UnsafeBufferPointer<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(word.count)
        var i = 0
        while i < word.count {
            let (scalar, next) = word.scalar(at: i)
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
            i = next
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The number of bytes of the scalar whose UTF-8 encoding starts at byte `i`.
    func scalarLength(at i: Int) -> Int {
        let lead = self[i]
        return lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }


    /// The scalar whose UTF-8 encoding starts at byte `i`, and the byte after it. The bytes are a
    /// String's, so always valid UTF-8.
    @inline(__always)
    func scalar(at i: Int) -> (scalar: Unicode.Scalar, next: Int) {
        let lead = UInt32(self[i])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), i + 1) }
        func continuation(_ k: Int) -> UInt32 { UInt32(self[i + k]) & 0x3F }
        if lead < 0xE0 {
            return (Unicode.Scalar(((lead & 0x1F) << 6) | continuation(1))!, i + 2)
        }
        if lead < 0xF0 {
            return (Unicode.Scalar(((lead & 0x0F) << 12) | (continuation(1) << 6) | continuation(2))!, i + 3)
        }
        let value = ((lead & 0x07) << 18) | (continuation(1) << 12) | (continuation(2) << 6) | continuation(3)
        return (Unicode.Scalar(value)!, i + 4)
    }
}
