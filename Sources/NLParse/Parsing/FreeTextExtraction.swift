import Foundation
import Text
import Temporal

/// Pulls typed values out of a free-text slot, as a quick-add field does: in
/// "finish proposal by friday 5pm #work", the date and project go to their slots, the lead-in
/// "by" goes with the date, and the title keeps the rest, in order: "finish proposal".
/// Entities of types the intent does not extract stay in the text as written.
struct FreeTextExtraction {
    private(set) var extracted: [ParseResult.Slot] = []
    /// The remaining text and the span from its first to its last remaining unit; nil when nothing remains.
    private(set) var text: (value: String, scalars: Range<Int>)?

    init(
        units: Range<Int>, subject: MatchSubject, input: TokenizedText, entities: [Entity],
        rules: [GrammarDocument.Extraction], leadins: Leadins,
        context: ParseContext, wordRules: [GrammarDocument.WordExtraction] = [], valueMaps: [String: [String: String]] = [:],
        taken: [String] = []
    ) {
        // Marks by unit position, and the slots filled so far read from `extracted`: a parse
        // extracts a few values, so neither needs hashing. Nothing here is captured by an
        // escaping closure: that would copy the subject and the input into a heap box per call.
        var removed = [Bool](repeating: false, count: subject.units.count)
        // One allocation for the few values a command extracts, not one per growth.
        extracted.reserveCapacity(4)
        for index in units {
            guard case .entity(let entityIndex) = subject.units[index].kind else { continue }
            let entity = entities[entityIndex]
            // "for monday's meeting by sunday": a date that names which thing stays in the text
            // when a later one of its type (in the text or in a slot after it) can say when.
            if Self.modifiesNoun(entity), Self.another(entity.type, after: index, subject: subject, entities: entities) { continue }
            // "book flights for thanksgiving by friday": a date after one of the grammar's
            // `occasion` words names the thing too when a later one can say when.
            if Self.another(entity.type, after: index, subject: subject, entities: entities),
               Self.leadin(before: index, among: leadins[named: Self.occasionLeadin], within: units, removed: removed, subject: subject, input: input) != nil { continue }
            // A rule that needs a named lead-in takes the value only right after it ("deadline
            // friday"); otherwise the first rule without one does.
            // Rules are read in place (a copy of each would retain its strings).
            var chosen: (rule: Int, leadin: Range<Int>?)?
            var firstPlain: Int?
            // A slot the pattern filled itself is never filled from the text ("christmas party dec 19
            // 7pm": the pattern's date says when, so "christmas" stays in the title).
            for ruleIndex in rules.indices where rules[ruleIndex].type == entity.type
                && (rules[ruleIndex].collectsAll || (!extracted.contains { $0.name == rules[ruleIndex].slot } && !taken.contains(rules[ruleIndex].slot))) {
                guard let required = rules[ruleIndex].requiredLeadin else {
                    if firstPlain == nil { firstPlain = ruleIndex }
                    continue
                }
                if let words = Self.leadin(before: index, among: leadins[named: required], within: units, removed: removed, subject: subject, input: input) {
                    chosen = (ruleIndex, words)
                    break
                }
            }
            if chosen == nil, let firstPlain {
                chosen = (firstPlain, Self.leadin(before: index, among: leadins[entity.type], within: units, removed: removed, subject: subject, input: input))
            }
            guard let (ruleIndex, words) = chosen else { continue }
            let rule = rules[ruleIndex]
            // In the title of a thing being made (`:point`), a date that names which thing, with
            // no later one to say when, says when and keeps its words: "review tomorrow's
            // agenda" is due tomorrow. (A reference is looked up by its other words.)
            // Likewise a time said as what the thing does, after a verb of the grammar's `told`
            // lead-in: "remind everyone that dinner is at 6" is due at 6 and says "dinner is at 6".
            let told = rule.asPoint && Self.leadin(before: words?.lowerBound ?? index, among: leadins[named: Self.toldLeadin], within: units,
                                                    removed: removed, subject: subject, input: input) != nil
            // A date between an `occasion` word and a word of the title names which thing and
            // says when: "finish slides for monday meeting" is due monday and keeps its words.
            let namesNext = rule.asPoint && index + 1 < units.upperBound && subject.units[index + 1].isToken
                && Self.leadin(before: index, among: leadins[named: Self.occasionLeadin], within: units, removed: removed, subject: subject, input: input) != nil
            if !(rule.asPoint && Self.modifiesNoun(entity)) && !told && !namesNext {
                removed[index] = true
                // The lead-in that ends right before the entity goes with it.
                if let words {
                    for word in words { removed[word] = true }
                }
            }
            if rule.collectsAll, rule.requiredLeadin == nil {
                if let existing = extracted.firstIndex(where: { $0.name == rule.slot }), case .list(let values) = extracted[existing].value {
                    extracted[existing].value = .list(values + [entity.value])
                    extracted[existing].scalars = extracted[existing].scalars.map { min($0.lowerBound, entity.scalars.lowerBound)..<max($0.upperBound, entity.scalars.upperBound) }
                    extracted[existing].pieces.append(entity.scalars)
                } else {
                    extracted.append(ParseResult.Slot(name: rule.slot, value: .list([entity.value]), scalars: entity.scalars, pieces: [entity.scalars]))
                }
            } else {
                var value = rule.asPoint ? Self.point(entity.value, context: context) : entity.value
                if rule.asPast, case .temporal(let temporal) = value { value = .temporal(EntitySlot.pastReading(temporal, in: input, context: context)) }
                extracted.append(ParseResult.Slot(name: rule.slot, value: value, scalars: entity.scalars))
            }
        }
        for rule in wordRules {
            guard let map = valueMaps[rule.valueMap], !extracted.contains(where: { $0.name == rule.slot }) else { continue }
            Self.extractWords(rule, map: map, units: units, removed: &removed, extracted: &extracted, subject: subject, input: input)
        }
        text = Self.compose(units: units, removed: removed, subject: subject, input: input)
    }

    /// The lead-in whose words, before a value's own lead-in, make the value part of what is
    /// said in a `:point` extraction ("the game starts at 7").
    static let toldLeadin = "told"
    /// The lead-in before a date that names the thing (`leadin occasion = (for)`) when another date says when.
    static let occasionLeadin = "occasion"

    private static func modifiesNoun(_ entity: Entity) -> Bool {
        if case .temporal(let temporal) = entity.value { return temporal.modifiesNoun }
        return false
    }

    /// Whether an entity of `type` that names no thing comes after unit `index`.
    private static func another(_ type: EntityType, after index: Int, subject: MatchSubject, entities: [Entity]) -> Bool {
        ((index + 1)..<subject.units.count).contains { later in
            guard case .entity(let other) = subject.units[later].kind else { return false }
            return entities[other].type == type && !modifiesNoun(entities[other])
        }
    }

    /// The phrases of a value map in the units not yet taken, longest first at each place, left to
    /// right: the first (or, for `*`, each) goes to the rule's slot as its value. A `:whole` rule
    /// takes a phrase only when it is all that is left of the text.
    private static func extractWords(
        _ rule: GrammarDocument.WordExtraction, map: [String: String], units: Range<Int>, removed: inout [Bool],
        extracted: inout [ParseResult.Slot], subject: MatchSubject, input: TokenizedText
    ) {
        // Words in the map's longest phrase ("not very active"): no longer run can match.
        let longest = map.keys.lazy.map { $0.utf8.reduce(1) { $1 == 0x20 ? $0 + 1 : $0 } }.max() ?? 0
        var values: [SlotValue] = []
        var pieces: [Range<Int>] = []
        var index = units.lowerBound
        while index < units.upperBound {
            var found: (end: Int, value: String)?
            var phrase = ""
            var end = index
            // An entity's words count as words here: "one" in "that one" is read as a number.
            while end < units.upperBound, end - index < longest, !removed[end] {
                let unit = subject.units[end]
                let word = folded(unit, input: input) ?? TextFolding.fold(input.substring(unit.scalars))
                phrase += (phrase.isEmpty ? "" : " ") + word
                end += 1
                if let value = map[phrase] { found = (end, value) }
            }
            guard let (stop, value) = found else {
                index += 1
                continue
            }
            if rule.whole, (units.lowerBound..<units.upperBound).contains(where: { !removed[$0] && !(index..<stop).contains($0) }) { return }
            for unit in index..<stop { removed[unit] = true }
            let scalars = subject.units[index].scalars.lowerBound..<subject.units[stop - 1].scalars.upperBound
            values.append(.name(value))
            pieces.append(scalars)
            if !rule.collectsAll { break }
            index = stop
        }
        guard let first = pieces.first, let last = pieces.last else { return }
        if rule.collectsAll {
            extracted.append(ParseResult.Slot(name: rule.slot, value: .list(values), scalars: first.lowerBound..<last.upperBound, pieces: pieces))
        } else {
            extracted.append(ParseResult.Slot(name: rule.slot, value: values[0], scalars: first))
        }
    }

    /// The instant a scheduling command means: an open range is its bound ("by friday 5pm" is
    /// friday 17:00), and a clock time with no day is its next occurrence ("at 6pm" is today
    /// 18:00, or tomorrow once 18:00 has passed).
    static func point(_ value: SlotValue, context: ParseContext) -> SlotValue {
        guard case .temporal(let found) = value else { return value }
        // A part of the day read as a period ("tomorrow morning") is due at its default hour.
        var temporal = found.asPoint
        switch temporal.value {
        case .range(let start, let end, let grain) where (start == nil) != (end == nil):
            var bound = (start ?? end)!
            if start == nil, grain >= .day {
                // An end is exclusive: "by friday" runs to Saturday 00:00 and is due on Friday.
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = context.timeZone
                bound = calendar.date(byAdding: .day, value: -1, to: bound)!
            }
            temporal.value = .instant(bound, grain: min(grain, .day))
            temporal.type = grain < .day ? .datetime : .date
        case .instant(let date, let grain) where temporal.type == .time:
            // A time of day the resolver placed on today: the next time it comes round.
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = context.timeZone
            temporal.value = .instant(date < context.now ? calendar.date(byAdding: .day, value: 1, to: date)! : date, grain: grain)
            temporal.type = .datetime
        case .clock(let clock), .clockRange(start: .some(let clock), end: _):
            temporal.value = .instant(clock.nextOccurrence(after: context.now, timeZone: context.timeZone), grain: clock.second == 0 ? .minute : .second)
            temporal.type = .datetime
        default:
            return .temporal(temporal)
        }
        return .temporal(temporal)
    }

    /// The longest of `candidates` (lead-ins, as folded words) that ends right before unit
    /// `index`, inside `units` and over units not yet removed.
    private static func leadin(
        before index: Int, among candidates: [[String]], within units: Range<Int>, removed: [Bool], subject: MatchSubject, input: TokenizedText
    ) -> Range<Int>? {
        guard !candidates.isEmpty else { return nil }
        // The word right before is read once; only lead-ins ending with it are compared in full.
        let previous = index > units.lowerBound && !removed[index - 1] ? folded(subject.units[index - 1], input: input) : nil
        for leadin in candidates where index - leadin.count >= units.lowerBound && (leadin.isEmpty || leadin.last == previous) {
            let before = (index - leadin.count)..<index
            var matches = true
            for (offset, unit) in before.enumerated() where removed[unit] || folded(subject.units[unit], input: input) != leadin[offset] {
                matches = false
                break
            }
            if matches { return before }
        }
        return nil
    }

    private static func folded(_ unit: MatchSubject.Unit, input: TokenizedText) -> String? {
        switch unit.kind {
        case .token(let index): input.tokens[index].folded
        case .fragment: TextFolding.fold(input.substring(unit.scalars))
        case .entity: nil
        }
    }

    /// The text of the kept units: adjacent units keep the original text between them (spaces,
    /// commas), units around a removed value are joined by one space; quotes are dropped.
    /// Built from the input's UTF-8 bytes: no string per unit, and no array of the kept units.
    static func compose(units: Range<Int>, removed: [Bool], subject: MatchSubject, input: TokenizedText) -> (String, Range<Int>)? {
        guard let first = units.first(where: { !removed[$0] }), let last = units.last(where: { !removed[$0] }) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.utf8Offset(ofScalar: subject.units[last].scalars.upperBound) - input.utf8Offset(ofScalar: subject.units[first].scalars.lowerBound))
        var previous: Int?
        for index in units where !removed[index] {
            let unit = subject.units[index]
            if let previous {
                if previous + 1 == index {
                    appendCollapsingSpaces(input.utf8[input.utf8Offset(ofScalar: subject.units[previous].scalars.upperBound)..<input.utf8Offset(ofScalar: unit.scalars.lowerBound)], to: &bytes)
                } else {
                    // A value removed from between two units: a comma or a semicolon on either side
                    // of it stays ("mow the lawn friday, fix the gate" keeps its two parts).
                    func gap(_ a: Int, _ b: Int) -> ArraySlice<UInt8> {
                        input.utf8[input.utf8Offset(ofScalar: subject.units[a].scalars.upperBound)..<input.utf8Offset(ofScalar: subject.units[b].scalars.lowerBound)]
                    }
                    let separator = [gap(index - 1, index), gap(previous, previous + 1)].first { gap in
                        gap.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
                    }
                    if let separator {
                        if bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
                        appendCollapsingSpaces(separator, to: &bytes)
                        if bytes.last != UInt8(ascii: " ") { bytes.append(UInt8(ascii: " ")) }
                    } else if bytes.last != UInt8(ascii: " ") {
                        bytes.append(UInt8(ascii: " "))
                    }
                }
            }
            if let literal = unit.literalText {
                bytes += literal.utf8
            } else {
                bytes += input.utf8[input.utf8Offset(ofScalar: unit.scalars.lowerBound)..<input.utf8Offset(ofScalar: unit.scalars.upperBound)]
            }
            previous = index
        }
        let trimmed = trimEdges(String(decoding: bytes, as: UTF8.self))
        guard !trimmed.isEmpty else { return nil }
        return (trimmed, subject.units[first].scalars.lowerBound..<subject.units[last].scalars.upperBound)
    }

    /// Appends the text between two units with each run of white space made one space.
    private static func appendCollapsingSpaces(_ gap: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        if gap.count == 1, gap.first == UInt8(ascii: " ") {
            bytes.append(UInt8(ascii: " "))  // the usual gap
            return
        }
        guard gap.allSatisfy({ $0 < 0x80 }) else {
            // White space beyond ASCII (no-break, ideographic) needs Unicode's view of it.
            bytes += collapseSpaces(String(decoding: gap, as: UTF8.self)).utf8
            return
        }
        var lastWasSpace = false
        for byte in gap {
            let isSpace = byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
            if !isSpace || !lastWasSpace { bytes.append(isSpace ? UInt8(ascii: " ") : byte) }
            lastWasSpace = isSpace
        }
    }

    private static func collapseSpaces(_ gap: String) -> String {
        var result = ""
        var lastWasSpace = false
        for character in gap {
            if character.isWhitespace {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result
    }

    /// Drops spaces and dangling separators left at the edges by removed values ("buy milk ,").
    private static func trimEdges(_ text: String) -> String {
        // Most titles start and end with a letter: nothing to trim, no characters to form.
        if let first = text.utf8.first, let last = text.utf8.last, first < 0x80, last < 0x80,
           !danglingBytes.contains(first), !danglingBytes.contains(last) {
            return text
        }
        var characters = Substring(text)
        while let first = characters.first, dangling.contains(first) {
            // A minus touching a digit is a sign, not a separator: "done -1" names task -1 (which
            // does not exist), never task 1.
            if first == "-", characters.dropFirst().first?.isASCII == true, characters.dropFirst().first?.isNumber == true { break }
            characters = characters.dropFirst()
        }
        while let last = characters.last, dangling.contains(last) { characters = characters.dropLast() }
        return String(characters)
    }

    private static let dangling: Set<Character> = [" ", ",", ";", ":", "-", "–", "—"]
    /// The ASCII ones, for the byte test that skips the character walk.
    private static let danglingBytes: [UInt8] = dangling.compactMap(\.asciiValue)
}
