import Foundation

/// Reads temporal expressions from a text's words (`WordScanner`), left to right.
///
/// Each grammar concept lives in its own extension (absolute dates, relative dates, clock times,
/// durations, ranges, recurrences, holidays, time zones). Every rule looks ahead a bounded number of
/// tokens from where it starts, so a whole text is read in time linear in its length.
struct TemporalParser {
    let tokens: [Word]
    let context: TemporalContext
    /// "Now" on the wall clock of the context zone.
    let now: LocalDateTime
    var today: CivilDay { now.day }
    /// Per token: what the lexicon knows about it (empty for numbers, symbols, unknown words).
    let flags: [WordFlags]
    /// Per token: the lexicon's entry for its exact spelling (`.unknown` for non-words), so rules
    /// test fields instead of hashing the word again.
    let entries: [LexiconEntry]
    /// Whether any word is one of `TemporalParser.recurrenceCues`, without which no recurrence reads.
    let hasRecurrenceCue: Bool

    init(tokens: [Word], context: TemporalContext) {
        self.context = context
        self.now = LocalDateTime(context.now, in: context.timeZone)
        var entries: [LexiconEntry] = []
        var flags: [WordFlags] = []
        entries.reserveCapacity(tokens.count)
        flags.reserveCapacity(tokens.count)
        var cues = WordLists()
        // A fused or misspelled word ("nextweek", "untill") is read as the words it stands for;
        // the copy of the tokens is made only for a text that has one.
        var expanded: [Word]?
        for i in tokens.indices {
            let entry = tokens[i].kind == .word ? Lexicon.entries[tokens[i].text] ?? .unknown : .unknown
            if entry.lists.contains(.fused), let parts = Lexicon.fusedWords[tokens[i].text] {
                if expanded == nil { expanded = Array(tokens[..<i]) }
                var offset = tokens[i].start
                for (n, part) in parts.enumerated() {
                    let length = n == parts.count - 1 ? tokens[i].end - offset : part.count
                    let token = Word(kind: .word, text: part, start: offset, end: offset + length, spaced: n == 0 ? tokens[i].spaced : true,
                                      capitalized: n == 0 && tokens[i].capitalized)
                    offset += length
                    let partEntry = Lexicon.entries[part] ?? .unknown
                    expanded!.append(token)
                    entries.append(partEntry)
                    flags.append(TemporalParser.flags(of: token, entry: partEntry))
                    cues.formUnion(partEntry.lists)
                }
                continue
            }
            expanded?.append(tokens[i])
            entries.append(entry)
            flags.append(TemporalParser.flags(of: tokens[i], entry: entry))
            cues.formUnion(entry.lists)
        }
        self.tokens = expanded ?? tokens
        // Weekdays jotted one after another ("gym mon wed fri 6am") are a schedule with no cue word.
        self.hasRecurrenceCue = cues.contains(.recurrenceCue) || (expanded ?? tokens).lazy.filter { Lexicon.weekdays[$0.text.lowercased()] != nil }.prefix(2).count == 2
        self.entries = entries
        self.flags = flags
    }

    /// A word's flags; a word with an apostrophe ("o'clock") is known first by its form without
    /// one. Every other word costs no second lookup.
    private static func flags(of token: Word, entry: LexiconEntry) -> WordFlags {
        guard token.kind == .word else { return [] }
        guard token.hasApostrophe, let bare = Lexicon.entries[withoutApostrophes(token.text)], !bare.flags.isEmpty else {
            return entry.flags
        }
        return bare.flags
    }

    func has(_ i: Int, _ flag: WordFlags) -> Bool { wordFlags(i).contains(flag) }

    /// Whether an expression can begin at token `i`: a number, a known word, or a sign. A function
    /// word ("the", "in", "at") starts one only when a stronger word follows within four tokens,
    /// so ordinary prose is skipped without running the grammar.
    func canStart(_ i: Int) -> Bool {
        if tokens[i].kind == .word, flags[i].contains(.trigger), flags[i].contains(.weak) {
            var j = i + 1
            while j < tokens.count, j <= i + 4 {
                if tokens[j].kind == .number || (flags[j].contains(.trigger) && !flags[j].contains(.weak)) { return true }
                if tokens[j].kind == .barrier { return false }
                j += 1
            }
            return false
        }
        switch tokens[i].kind {
        case .number:
            // Whole words only: the "1" of "p1", "b12" or "covid19" (digits glued to a word the
            // lexicon does not know) is not a start; "at5pm" still is.
            if i >= 1, !tokens[i].spaced, tokens[i - 1].kind == .word, flags[i - 1].isEmpty { return false }
            // "building 4 this afternoon", "room 12 tomorrow": a number after a label noun names
            // the thing, unless a unit, am/pm or minutes make it a length or a time ("block 2 hours").
            // A range to a clock with am/pm is a time even there ("block 2 to 4 pm tomorrow").
            let toClock = (isWord(i + 1, in: ["to", "until", "till"]) || isSymbol(i + 1, "-")) && i + 2 < tokens.count
                && tokens[i + 2].kind == .number && meridiem(at: i + 3) != nil
            if isWord(i - 1, in: .labelNoun), !isUnitWord(i + 1), meridiem(at: i + 1) == nil, !isSymbol(i + 1, ":"), !toClock { return false }
            // The "1" of "37.1" or "1,5" is not a start.
            return !(i >= 2 && !tokens[i].spaced && (tokens[i - 1].text == "." || tokens[i - 1].text == ",") && !tokens[i - 1].spaced && tokens[i - 2].kind == .number)
        case .word: return flags[i].contains(.trigger)
        case .symbol:
            let t = tokens[i].text
            return t == "+" || t == "-" || t == "'" || t == "@" || t == ">" || t == "<" || t == "≥" || t == "≤" || vulgarFraction(at: i) != nil
        case .barrier: return false
        }
    }

    // MARK: Word access
    //
    // Rules look ahead and behind by fixed offsets ("i - 2", "j + 1") that may fall outside the
    // text. Every such look goes through `inText`, the one bounds check, by way of the accessors
    // below: outside the text a token is nil, a kind is nil, flags are empty, a word is nil.

    /// Whether `i` is the index of a token of the text.
    @inline(__always)
    func inText(_ i: Int) -> Bool { i >= 0 && i < tokens.count }

    /// Word `i`, or nil outside the text.
    @inline(__always)
    func token(_ i: Int) -> Word? { inText(i) ? tokens[i] : nil }

    /// The kind of token `i`; nil outside the text.
    @inline(__always)
    func kind(_ i: Int) -> Word.Kind? { inText(i) ? tokens[i].kind : nil }

    /// The number of digits of token `i` (0 for a non-number, or outside the text).
    @inline(__always)
    func digitCount(_ i: Int) -> Int { inText(i) ? tokens[i].digitCount : 0 }

    /// Whether whitespace (or the start of the text) comes before token `i`; true outside the text.
    @inline(__always)
    func spaced(_ i: Int) -> Bool { inText(i) ? tokens[i].spaced : true }

    /// The text of token `i` ("" outside the text).
    func tokenText(_ i: Int) -> String { inText(i) ? tokens[i].text : "" }

    /// The texts of the tokens in `range` (clamped to the text), joined by single spaces.
    func tokenTexts(_ range: Range<Int>) -> String {
        range.clamped(to: tokens.indices).map { tokens[$0].text }.joined(separator: " ")
    }

    /// The lexicon's flags for token `i` (empty outside the text).
    @inline(__always)
    func wordFlags(_ i: Int) -> WordFlags { inText(i) ? flags[i] : [] }

    /// The lexicon's entry for token `i` (`.unknown` outside the text or for a non-word).
    func entry(_ i: Int) -> LexiconEntry { inText(i) ? entries[i] : .unknown }

    /// Whether token `i` is a word in one of the grammar's word lists (see `WordLists`).
    func isWord(_ i: Int, in list: WordLists) -> Bool { entry(i).lists.contains(list) }

    /// The month token `i` names (`Lexicon.months`).
    func monthNumber(at i: Int) -> Int? {
        let m = entry(i).month
        return m == 0 ? nil : Int(m)
    }

    /// The ISO weekday token `i` names (`Lexicon.weekdays`).
    func weekdayNumber(at i: Int) -> Int? {
        let d = entry(i).weekday
        return d == 0 ? nil : Int(d)
    }

    /// The weekday a plural ("mondays") at token `i` names (`TemporalParser.pluralDays`).
    func pluralWeekdayNumber(at i: Int) -> Int? {
        let d = entry(i).pluralDay
        return d == 0 ? nil : Int(d)
    }

    /// The unit of time token `i` names (`Lexicon.units`).
    func timeUnit(at i: Int) -> TimeUnit? { entry(i).unit }

    /// The part of day token `i` names (`PartOfDay.words`).
    func partOfDayWord(at i: Int) -> PartOfDay? { entry(i).partOfDay }

    /// "this", "next", "last" or a synonym at token `i` (`TemporalParser.thisWords`).
    func weekdayMode(at i: Int) -> WeekdayMode? { entry(i).mode }

    func word(_ i: Int) -> String? {
        kind(i) == .word ? tokens[i].text : nil
    }

    /// Whether token `i` is a word in the possessive ("monday's", "tomorrow's").
    func isPossessive(_ i: Int) -> Bool {
        guard let token = token(i), token.kind == .word, token.hasApostrophe else { return false }
        return token.text.hasSuffix("'s")
    }

    /// Comparing lengths first skips String's general comparison for most mismatches.
    func isWord(_ i: Int, _ text: String) -> Bool {
        guard kind(i) == .word else { return false }
        let t = tokens[i].text
        return t.utf8.count == text.utf8.count && t == text
    }

    /// For short literal lists: a linear scan is cheaper than building a set per call. The
    /// elements are `StaticString`s so the list a call site writes costs nothing to build or to
    /// drop; a `[String]` literal was copied and destroyed string by string on every call.
    func isWord(_ i: Int, in list: [StaticString]) -> Bool {
        guard kind(i) == .word else { return false }
        var t = tokens[i].text
        return t.withUTF8 { bytes in
            list.contains { $0.utf8CodeUnitCount == bytes.count && bytes.elementsEqual(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount)) }
        }
    }

    func isSymbol(_ i: Int, _ text: String) -> Bool {
        guard kind(i) == .symbol else { return false }
        let t = tokens[i].text
        return t.utf8.count == text.utf8.count && t == text
    }

    /// A dash of any kind, used between the ends of a range.
    func isDash(_ i: Int) -> Bool {
        guard kind(i) == .symbol else { return false }
        let t = tokens[i].text
        return t == "-" || t == "–" || t == "—" || t == "~"
    }

    func number(_ i: Int) -> Int? {
        inText(i) ? tokens[i].number : nil
    }

    func isNumber(_ i: Int) -> Bool { kind(i) == .number }

    /// True when token `i` follows token `i - 1` with no space: the "pm" of "5pm".
    func touching(_ i: Int) -> Bool { i > 0 && !spaced(i) }

    var count: Int { tokens.count }

    // MARK: The whole text

    /// Every expression, non-overlapping, in text order.
    func expressions() -> [(start: Int, end: Int, piece: Piece, note: String?)] {
        var found: [(start: Int, end: Int, piece: Piece, note: String?)] = []
        var i = 0
        while i < tokens.count {
            guard canStart(i), let match = expression(at: i) else {
                // "29 February 2014" names no day: read nothing of it, not "February 2014".
                i = tokens[i].kind == .number ? impossibleDate(at: i) ?? i + 1 : i + 1
                continue
            }
            // A lead-in word ("on friday", "at 5pm") is not part of the span.
            var start = i
            while start < match.end - 1, isWord(start, in: .leadIn) { start += 1 }
            // "in may", "in the morning": "in" is a lead-in unless a count follows ("in 3 days").
            if start < match.end - 1, isWord(start, "in"), count(at: start + 1) == nil, !isWord(start + 1, "about") {
                start += 1
                if start < match.end - 1, isWord(start, "the") { start += 1 }
            }
            found.append((start, match.end, match.value.piece, match.value.note))
            i = max(match.end, i + 1)
        }
        return found
    }

    /// Words the task parser removes itself; they are not part of an expression's span.
    static let leadIns: Set<String> = ["on", "at", "for", "during", "around", "about", "approximately", "approx", "roughly"]

    /// The longest expression starting at token `i`.
    func expression(at i: Int) -> Found<(piece: Piece, note: String?)>? {
        if let set = recurrence(at: i) { return set }
        if let open = openRange(at: i) { return Found(value: (open.value, nil), end: open.end) }
        let reading = pointWithParts(at: i)
        let point = reading.map { Found(value: $0.value.piece, end: $0.end) }
        let range = range(at: i, pointHere: point)
        // A point may read further than a range ("between 3 and 8am next monday" is a point
        // with a clock range), so the longer reading wins.
        if let point, point.end > (range?.end ?? 0) {
            if let open = openSuffix(after: point) { return Found(value: (open.value, nil), end: open.end) }
            if let lasting = lasting(after: point) { return Found(value: (lasting.value, nil), end: lasting.end) }
            if let bounded = dayThenOpenTime(after: point) { return Found(value: (bounded.value, nil), end: bounded.end) }
            if reading?.value.parts.clockIsDeadline == true, case .moment(let m, _) = point.value {
                return Found(value: (.open(start: nil, end: m, dated: false), nil), end: point.end)
            }
            if let parts = reading?.value.parts, let period = dayPartPeriod(parts, point: point.value) {
                return Found(value: (period, nil), end: point.end)
            }
            if let parts = reading?.value.parts, let period = dayPartPoint(parts, point: point.value) {
                return Found(value: (period, nil), end: point.end)
            }
            return Found(value: (point.value, nil), end: point.end)
        }
        if let range { return Found(value: (range.value, nil), end: range.end) }
        if let span = timeSpan(at: i) {
            if let range = spanFrom(span) { return Found(value: (range.value, nil), end: range.end) }
            return Found(value: (.duration(span.value.totalSeconds), nil), end: span.end)
        }
        return nil
    }
}
