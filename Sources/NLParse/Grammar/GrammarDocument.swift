import Foundation
import Text

/// The declarations of one `.grammar` file, parsed but not yet checked against other files.
/// The language is described in `docs/GRAMMAR.md`.
package struct GrammarDocument: Sendable {
    package struct Definition: Sendable {
        package var name: String
        package var body: PatternNode
        package var location: SourceLocation
        package var lineText: String
    }

    package struct Extraction: Sendable, Equatable {
        /// Slot that receives the value.
        package var slot: String
        package var type: EntityType
        /// `tags=tag*`: collects every entity of the type instead of the first.
        package var collectsAll: Bool
        /// `due=datetime:point`: the date of a thing being made. An open range ("by friday", "after
        /// 5pm") becomes its one bound, and a date that names which thing ("tomorrow's agenda")
        /// stays in the text as well.
        package var asPoint = false
        /// `when=datetime:past`: the date of something done; a day read ahead is the last one
        /// (`EntitySlot.pastReading`).
        package var asPast = false
        /// `deadline=datetime:point@deadline`: only a value right after one of the named lead-ins
        /// (`leadin deadline = ...`) goes to this slot; the lead-in goes with it.
        package var requiredLeadin: String?
    }

    /// `sex=p_sex`, `diets=p_diet*`, `pointer=t_pointer:whole`: the words of a grammar type's
    /// value map found in the free text go to the slot as the value they map to.
    package struct WordExtraction: Sendable, Equatable {
        package var slot: String
        /// The value-map type whose phrases are looked for.
        package var valueMap: String
        /// `*`: every phrase of the type, as a list; else the first.
        package var collectsAll: Bool
        /// `:whole`: only when the phrase is all the free text ("it" in "mark it done"), so a
        /// word of the type inside a longer text ("finish that report") stays where it is.
        package var whole: Bool
    }

    package struct Extract: Sendable {
        /// The free-text slot values are pulled out of.
        package var textSlot: String
        package var extractions: [Extraction]
        package var wordExtractions: [WordExtraction] = []
        package var location: SourceLocation
        package var lineText: String
    }

    /// A `spelling` line: variants (one word each) read as `word` (one or more words) wherever
    /// they stand, for slips the typo stage cannot guess (short words, real words, chat forms).
    package struct Spelling: Sendable {
        package var word: String
        package var variants: [(text: String, column: Int)]
        package var location: SourceLocation
        package var lineText: String
    }

    package struct Example: Sendable {
        package var phrase: String
        /// Expected slot values, in the order written: name and value as text.
        package var expected: [(slot: String, value: String)]
        package var location: SourceLocation
        package var lineText: String
    }

    package struct Intent: Sendable {
        package var name: String
        package var priority: Int = 0
        /// False after `model off`: the intent is said only the grammar's way (yes, undo, ...),
        /// and the intent model never proposes it.
        package var modelProposes = true
        /// False after `model without text`: a model reading fills no free-text slot from the
        /// words left over, only typed ones ("turn on do not disturb during focus" read as a
        /// setting must not become the user's name "disturb during").
        package var modelKeepsText = true
        /// `model unless EXPR` lines: the model never proposes the intent for a line that opens
        /// with one of them ("did I set an alarm" is never an add).
        package var modelUnless: [Definition] = []
        /// `model unless ... EXPR` lines: the same for a line that says one of them anywhere
        /// ("what events are happening near me" is not the user's schedule).
        package var modelUnlessAnywhere: [Definition] = []
        /// `offers NAME`: a match of this intent is no command but a reading of NAME offered as a
        /// question ("i need to call the insurance company": add it as a task?).
        package var offers: String?
        /// What the intent does, in the user's words ("stop the focus session"), for replies that name it.
        package var says: String?
        package var patterns: [Definition] = []
        package var extracts: [Extract] = []
        package var examples: [Example] = []
        package var rejects: [Example] = []
        /// `pattern` lines seen, including ones that did not parse (so "no pattern" is not said twice).
        package var patternLines = 0
        package var location: SourceLocation
        package var lineText: String
    }

    package var file: String
    package var locale: String?
    /// Reference time for this file's examples.
    package var now: Date?
    package var nowZone: TimeZone?
    package var rules: [Definition] = []
    package var types: [Definition] = []
    /// A type's value map: each alternative with the value a slot of the type takes when the
    /// words match it (`type t_status = (overdue|late) => overdue | (done|finished) => completed`).
    package var typeValues: [String: [(node: PatternNode, value: String)]] = [:]
    package var leadins: [Definition] = []
    /// `words NAME = (a|an|the)`: a named class of words the copilot reads when it compares what
    /// was said with names the user gave (task titles, presets, lists), never a slot type.
    package var wordClasses: [Definition] = []
    /// `spelling what = wat | wut`: words written another way that read as the grammar's word.
    package var spellings: [Spelling] = []
    package var intents: [Intent] = []
    package var diagnostics: [GrammarDiagnostic] = []

    package init(file: String, source: String) {
        self.file = file
        parse(source)
    }

    // MARK: Parsing

    /// The lines of `source`, split at each "\n" byte (a split by `Character` walked every
    /// grapheme of the grammar, and read "\r\n" as one character, never a line break).
    static func lines(of source: String) -> [Substring] {
        var lines: [Substring] = []
        var start = source.startIndex
        let utf8 = source.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(source[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        lines.append(source[start...])
        return lines
    }

    private mutating func parse(_ source: String) {
        var current: Intent?
        for (index, rawLine) in Self.lines(of: source).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let lineNumber = index + 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let indented = trimmed.startIndex != line.startIndex
            let column = line.distance(from: line.startIndex, to: trimmed.startIndex) + 1
            let (keyword, rest, restColumn) = Self.splitKeyword(trimmed, column: column)
            let location = SourceLocation(file: file, line: lineNumber, column: column)
            let lineText = String(line)

            if indented, current != nil {
                parseIntentLine(keyword: keyword, rest: rest, restColumn: restColumn, into: &current!, location: location, lineText: lineText)
                continue
            }
            if let finished = current {
                intents.append(finished)
                current = nil
            }
            switch keyword {
            case "intent":
                let name = rest.trimmingBlanks()
                if name.isEmpty || name.contains(where: { $0.isWhitespace }) {
                    error(at: restColumn, line: lineNumber, "expected an intent name such as task.add", lineText)
                } else {
                    current = Intent(name: name, location: location, lineText: lineText)
                }
            case "spelling":
                parseSpelling(rest, column: restColumn, location: location, lineText: lineText)
            case "rule", "type", "leadin", "words":
                parseDefinition(keyword: keyword, rest: rest, restColumn: restColumn, location: location, lineText: lineText)
            case "locale":
                locale = rest.trimmingBlanks()
            case "now":
                let value = rest.trimmingBlanks()
                if let (date, zone) = ReferenceTime.parse(value) {
                    now = date
                    nowZone = zone
                } else {
                    error(at: restColumn, line: lineNumber, "expected an ISO-8601 time with offset, e.g. 2026-01-07T09:00:00-05:00", lineText)
                }
            case "priority", "pattern", "example", "reject", "extract", "model", "says", "offers":
                error(at: column, line: lineNumber, "'\(keyword)' belongs inside an intent: indent it under an 'intent' line", lineText)
            default:
                error(at: column, line: lineNumber, "unknown keyword '\(keyword)'; expected intent, rule, type, leadin, spelling, locale or now", lineText)
            }
        }
        if let finished = current { intents.append(finished) }
    }

    private mutating func parseIntentLine(
        keyword: String, rest: Substring, restColumn: Int, into intent: inout Intent, location: SourceLocation, lineText: String
    ) {
        let lineNumber = location.line
        switch keyword {
        case "priority":
            if let value = Int(rest.trimmingBlanks()) {
                intent.priority = value
            } else {
                error(at: restColumn, line: lineNumber, "priority must be a whole number", lineText)
            }
        case "model":
            let setting = rest.trimmingBlanks()
            let unless = "unless"
            if setting == "on" {
                intent.modelProposes = true
            } else if setting == "off" {
                intent.modelProposes = false
            } else if setting == "without text" {
                intent.modelKeepsText = false
            } else if setting.hasPrefix(unless + " ") {
                var offset = rest.prefix { $0 == " " }.count + unless.count
                offset += rest.dropFirst(offset).prefix { $0 == " " }.count
                let anywhere = rest.dropFirst(offset).hasPrefix("... ")
                if anywhere { offset += 4 }
                let expression = rest.dropFirst(offset)
                let column = restColumn + offset
                if let node = parseExpression(expression, column: column, line: lineNumber, lineText: lineText) {
                    let definition = Definition(name: intent.name, body: node, location: SourceLocation(file: file, line: lineNumber, column: column), lineText: lineText)
                    if anywhere { intent.modelUnlessAnywhere.append(definition) } else { intent.modelUnless.append(definition) }
                }
            } else {
                error(at: restColumn, line: lineNumber, "model takes 'on', 'off', 'without text', 'unless EXPR' or 'unless ... EXPR'", lineText)
            }
        case "offers":
            let name = rest.trimmingBlanks()
            if name.isEmpty || name.contains(" ") {
                error(at: restColumn, line: lineNumber, "offers takes one intent name, e.g. offers task.add", lineText)
            } else {
                intent.offers = name
            }
        case "pattern":
            intent.patternLines += 1
            if let node = parseExpression(rest, column: restColumn, line: lineNumber, lineText: lineText) {
                intent.patterns.append(Definition(name: intent.name, body: node, location: SourceLocation(file: file, line: lineNumber, column: restColumn), lineText: lineText))
            }
        case "says":
            var scanner = ExampleScanner(Array(rest), column: restColumn)
            guard let words = scanner.quoted(), !words.isEmpty else {
                error(at: restColumn, line: lineNumber, "expected what the intent does in double quotes, e.g. says \"stop the focus session\"", lineText)
                return
            }
            intent.says = words
        case "example", "reject":
            if let example = parseExample(rest, column: restColumn, location: location, lineText: lineText, allowsExpectations: keyword == "example") {
                if keyword == "example" { intent.examples.append(example) } else { intent.rejects.append(example) }
            }
        case "extract":
            if let extract = parseExtract(rest, column: restColumn, location: location, lineText: lineText) {
                intent.extracts.append(extract)
            }
        default:
            error(at: location.column, line: lineNumber, "unknown keyword '\(keyword)' in intent \(intent.name); expected pattern, example, reject, extract, says, priority or model", lineText)
        }
    }

    /// `spelling WORDS = variant | variant ...` (the variants may stand in parentheses). Words are
    /// folded as the tokenizer folds them; a variant is one word of letters, with an apostrophe
    /// inside at most ("wat's" is read through "wat").
    private mutating func parseSpelling(_ rest: Substring, column: Int, location: SourceLocation, lineText: String) {
        guard let equals = rest.firstIndex(of: "=") else {
            error(at: column, line: location.line, "expected 'spelling WORD = VARIANT | VARIANT ...'", lineText)
            return
        }
        let word = rest[..<equals].split(separator: " ").map { TextFolding.fold(String($0)) }.joined(separator: " ")
        guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0 == " " || $0 == "'" }) else {
            error(at: column, line: location.line, "expected the word the variants are read as (letters) before '='", lineText)
            return
        }
        var variants: [(text: String, column: Int)] = []
        var index = rest.index(after: equals)
        var body = rest[index...]
        var bodyColumn = column + rest.distance(from: rest.startIndex, to: index)
        // Optional parentheses around the alternatives, as in a rule.
        let trimmed = body.trimmingBlanks()
        if trimmed.hasPrefix("("), trimmed.hasSuffix(")") {
            index = body.firstIndex(of: "(")!
            bodyColumn += body.distance(from: body.startIndex, to: index) + 1
            body = body[body.index(after: index)..<body.lastIndex(of: ")")!]
        }
        var offset = 0
        for part in body.split(separator: "|", omittingEmptySubsequences: false) {
            let leading = part.prefix { $0 == " " || $0 == "\t" }.count
            let text = part.trimmingBlanks()
            let partColumn = bodyColumn + offset + leading
            offset += part.count + 1
            let folded = TextFolding.fold(text)
            guard !folded.isEmpty, folded.first!.isLetter, folded.last!.isLetter,
                  folded.allSatisfy({ ($0.isLetter && $0.isASCII) || $0 == "'" }) else {
                error(at: partColumn, line: location.line, "a spelling variant is one word of letters (an apostrophe inside at most), got '\(text)'", lineText)
                return
            }
            variants.append((folded, partColumn))
        }
        spellings.append(Spelling(word: word, variants: variants, location: location, lineText: lineText))
    }

    /// `rule name = expr`, `type name = expr`, `leadin datetime = expr`. `<name>` is accepted for rules.
    private mutating func parseDefinition(keyword: String, rest: Substring, restColumn: Int, location: SourceLocation, lineText: String) {
        guard let equals = rest.firstIndex(of: "=") else {
            error(at: restColumn, line: location.line, "expected '\(keyword) NAME = EXPRESSION'", lineText)
            return
        }
        var name = rest[..<equals].trimmingBlanks()
        if keyword == "rule", name.hasPrefix("<"), name.hasSuffix(">") { name = String(name.dropFirst().dropLast()) }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else {
            error(at: restColumn, line: location.line, "expected a name (letters, digits, '_', '-') before '='", lineText)
            return
        }
        let bodyStart = rest.index(after: equals)
        let bodyColumn = restColumn + rest.distance(from: rest.startIndex, to: bodyStart)
        // A word class with values (`words l_measure = (loaf|loaves) => loaf | ...`) is a value map
        // Swift reads, kept under the word class's key so it is never a slot type.
        if keyword == "words", rest[bodyStart...].contains("=>") {
            guard let (body, values) = parseValueMap(rest[bodyStart...], column: bodyColumn, line: location.line, lineText: lineText) else { return }
            typeValues[ValueMaps.wordClassKey(name)] = values
            wordClasses.append(Definition(name: name, body: body, location: SourceLocation(file: file, line: location.line, column: restColumn), lineText: lineText))
            return
        }
        if keyword == "type", rest[bodyStart...].contains("=>") {
            guard let (body, values) = parseValueMap(rest[bodyStart...], column: bodyColumn, line: location.line, lineText: lineText) else { return }
            typeValues[name] = values
            types.append(Definition(name: name, body: body, location: SourceLocation(file: file, line: location.line, column: restColumn), lineText: lineText))
            return
        }
        guard let body = parseExpression(rest[bodyStart...], column: bodyColumn, line: location.line, lineText: lineText) else { return }
        let definition = Definition(name: name, body: body, location: SourceLocation(file: file, line: location.line, column: restColumn), lineText: lineText)
        switch keyword {
        case "rule": rules.append(definition)
        case "type": types.append(definition)
        case "words": wordClasses.append(definition)
        default: leadins.append(definition)
        }
    }

    /// `EXPR => value | EXPR => value ...`: the alternatives at the top level, each with the one-word
    /// value its slot takes. Every alternative needs a value.
    private mutating func parseValueMap(_ text: Substring, column: Int, line: Int, lineText: String) -> (PatternNode, [(node: PatternNode, value: String)])? {
        var parts: [(text: Substring, column: Int)] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "|" where depth == 0:
                parts.append((text[start..<index], column + text.distance(from: text.startIndex, to: start)))
                start = text.index(after: index)
            default: break
            }
        }
        parts.append((text[start...], column + text.distance(from: text.startIndex, to: start)))
        var values: [(node: PatternNode, value: String)] = []
        for part in parts {
            guard let arrow = part.text.range(of: "=>") else {
                error(at: part.column, line: line, "every alternative of a type with values needs '=> value'", lineText)
                return nil
            }
            let value = part.text[arrow.upperBound...].trimmingBlanks()
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else {
                error(at: part.column + part.text.distance(from: part.text.startIndex, to: arrow.upperBound), line: line, "expected one word as the value after '=>'", lineText)
                return nil
            }
            guard let node = parseExpression(part.text[..<arrow.lowerBound], column: part.column, line: line, lineText: lineText) else { return nil }
            values.append((node, value))
        }
        return (.choice(values.map(\.node), column: column), values)
    }

    private mutating func parseExpression(_ text: Substring, column: Int, line: Int, lineText: String) -> PatternNode? {
        do {
            return try PatternParser.parse(text, startColumn: column)
        } catch {
            self.error(at: error.column, line: line, error.message, lineText)
            return nil
        }
    }

    /// `"phrase" -> slot=value, slot="a value"`
    private mutating func parseExample(_ text: Substring, column: Int, location: SourceLocation, lineText: String, allowsExpectations: Bool) -> Example? {
        var scanner = ExampleScanner(Array(text), column: column)
        guard let phrase = scanner.quoted() else {
            error(at: scanner.column, line: location.line, "expected the phrase in double quotes", lineText)
            return nil
        }
        var expected: [(String, String)] = []
        scanner.skipSpaces()
        if scanner.consume("->") {
            guard allowsExpectations else {
                error(at: scanner.column, line: location.line, "a reject line takes no expected values", lineText)
                return nil
            }
            while true {
                scanner.skipSpaces(andCommas: true)
                if scanner.atEnd { break }
                let nameColumn = scanner.column
                let name = scanner.name()
                guard !name.isEmpty, scanner.consume("=") else {
                    error(at: nameColumn, line: location.line, "expected slot=value", lineText)
                    return nil
                }
                guard let value = scanner.quoted() ?? scanner.bare() else {
                    error(at: scanner.column, line: location.line, "expected a value after '\(name)='", lineText)
                    return nil
                }
                expected.append((name, value))
            }
        } else if !scanner.atEnd {
            error(at: scanner.column, line: location.line, "expected '->' and slot values after the phrase", lineText)
            return nil
        }
        return Example(phrase: phrase, expected: expected, location: SourceLocation(file: file, line: location.line, column: column), lineText: lineText)
    }

    /// `extract title: due=datetime priority=priority tags=tag* deadline=datetime:point@deadline`
    private mutating func parseExtract(_ text: Substring, column: Int, location: SourceLocation, lineText: String) -> Extract? {
        guard let colon = text.firstIndex(of: ":") else {
            error(at: column, line: location.line, "expected 'extract TEXTSLOT: slot=type ...'", lineText)
            return nil
        }
        let textSlot = text[..<colon].trimmingBlanks()
        var extractions: [Extraction] = []
        var wordExtractions: [WordExtraction] = []
        var offset = text.distance(from: text.startIndex, to: colon) + 1
        for part in text[text.index(after: colon)...].split(separator: " ", omittingEmptySubsequences: false) {
            defer { offset += part.count + 1 }
            let item = part.trimming { $0 == "," || $0 == " " || $0 == "\t" }
            if item.isEmpty { continue }
            let pieces = item.split(separator: "=", maxSplits: 1)
            var typeName = pieces.count == 2 ? String(pieces[1]) : ""
            var requiredLeadin: String?
            if let at = typeName.firstIndex(of: "@") {
                requiredLeadin = String(typeName[typeName.index(after: at)...])
                typeName = String(typeName[..<at])
            }
            let collectsAll = typeName.hasSuffix("*")
            if collectsAll { typeName.removeLast() }
            let asPast = typeName.hasSuffix(":past")
            if asPast { typeName.removeLast(":past".count) }
            let asPoint = typeName.hasSuffix(":point")
            if asPoint { typeName.removeLast(":point".count) }
            let whole = typeName.hasSuffix(":whole")
            if whole { typeName.removeLast(":whole".count) }
            // Not an entity type: a grammar type's value map (checked when the files are compiled).
            if pieces.count == 2, EntityType(rawValue: typeName) == nil, !asPoint, !asPast, requiredLeadin == nil,
               !typeName.isEmpty, typeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) {
                wordExtractions.append(WordExtraction(slot: String(pieces[0]), valueMap: typeName, collectsAll: collectsAll, whole: whole))
                continue
            }
            guard pieces.count == 2, !whole, let type = EntityType(rawValue: typeName), !(asPoint || asPast) || type == .datetime else {
                let known = EntityType.allCases.map(\.rawValue).joined(separator: ", ")
                error(at: column + offset, line: location.line, "expected slot=type with type one of \(known) or a grammar type with values (and :point or :past only after datetime, :whole only after a grammar type)", lineText)
                return nil
            }
            if requiredLeadin?.isEmpty == true {
                error(at: column + offset, line: location.line, "expected a lead-in name after '@', as in deadline=datetime:point@deadline", lineText)
                return nil
            }
            extractions.append(Extraction(slot: String(pieces[0]), type: type, collectsAll: collectsAll, asPoint: asPoint, asPast: asPast, requiredLeadin: requiredLeadin))
        }
        return Extract(textSlot: textSlot, extractions: extractions, wordExtractions: wordExtractions, location: SourceLocation(file: file, line: location.line, column: column), lineText: lineText)
    }

    private static func splitKeyword(_ line: Substring, column: Int) -> (String, Substring, Int) {
        let keywordEnd = line.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? line.endIndex
        let keyword = String(line[..<keywordEnd])
        let rest = line[keywordEnd...].drop { $0 == " " || $0 == "\t" }
        return (keyword, rest, column + line.distance(from: line.startIndex, to: rest.startIndex))
    }

    private mutating func error(at column: Int, line: Int, _ message: String, _ lineText: String) {
        diagnostics.append(GrammarDiagnostic(at: SourceLocation(file: file, line: line, column: column), message, line: lineText))
    }
}

/// Reads the parts of an `example` line.
private struct ExampleScanner {
    package let characters: [Character]
    package let startColumn: Int
    package var position = 0

    package init(_ characters: [Character], column: Int) {
        self.characters = characters
        self.startColumn = column
    }

    package var column: Int { startColumn + position }
    package var atEnd: Bool { position >= characters.count }

    package mutating func skipSpaces(andCommas: Bool = false) {
        while position < characters.count, characters[position].isWhitespace || (andCommas && characters[position] == ",") {
            position += 1
        }
    }

    package mutating func consume(_ text: String) -> Bool {
        let expected = Array(text)
        guard position + expected.count <= characters.count, Array(characters[position..<position + expected.count]) == expected else { return false }
        position += expected.count
        return true
    }

    /// A double-quoted string; `\"` and `\\` are escapes.
    package mutating func quoted() -> String? {
        skipSpaces()
        guard position < characters.count, characters[position] == "\"" else { return nil }
        var cursor = position + 1
        var value = ""
        while cursor < characters.count {
            let character = characters[cursor]
            if character == "\\", cursor + 1 < characters.count {
                value.append(characters[cursor + 1])
                cursor += 2
                continue
            }
            if character == "\"" {
                position = cursor + 1
                return value
            }
            value.append(character)
            cursor += 1
        }
        return nil
    }

    package mutating func name() -> String {
        var name = ""
        while position < characters.count, characters[position].isLetter || characters[position].isNumber || characters[position] == "_" {
            name.append(characters[position])
            position += 1
        }
        return name
    }

    package mutating func bare() -> String? {
        var value = ""
        while position < characters.count, !characters[position].isWhitespace, characters[position] != "," {
            value.append(characters[position])
            position += 1
        }
        return value.isEmpty ? nil : value
    }
}
