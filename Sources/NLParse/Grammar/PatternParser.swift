import Text

/// Parses one grammar expression:
///
///     expression := sequence ('|' sequence)*
///     sequence   := item*
///     item       := word | '(' expression ')' | '[' expression ']' | '<' name '>' | '{' name ':' type '}'
///                 | '!' item
///
/// Columns in errors point into the whole line, so `startColumn` is where the expression begins.
struct PatternParser {
    struct Failure: Error {
        var column: Int
        var message: String
    }

    /// The deepest groups (`(`, `[`, `!`) may nest. The parser and every walk over a pattern
    /// recurse once per level: 100,000 levels overflowed the stack (SIGSEGV). Real patterns
    /// nest fewer than 10 deep.
    static let maxNesting = 100

    private let characters: [Character]
    private let startColumn: Int
    private var position = 0
    /// How many groups are open at `position`.
    private var depth = 0

    init(_ text: Substring, startColumn: Int) {
        self.characters = Array(text)
        self.startColumn = startColumn
    }

    static func parse(_ text: Substring, startColumn: Int) throws(Failure) -> PatternNode {
        var parser = PatternParser(text, startColumn: startColumn)
        let node = try parser.parseExpression(closing: nil)
        return node
    }

    private var column: Int { startColumn + position }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    private mutating func parseExpression(closing: Character?) throws(Failure) -> PatternNode {
        let openColumn = column - 1
        var alternatives: [PatternNode] = []
        var current: [PatternNode] = []
        var alternativeColumn = column
        while true {
            skipSpaces()
            guard position < characters.count else {
                if let closing {
                    throw Failure(column: openColumn, message: "'\(closing == ")" ? "(" : "[")' is never closed; expected '\(closing)'")
                }
                break
            }
            let character = characters[position]
            if character == "|" {
                if current.isEmpty {
                    throw Failure(column: column, message: "empty alternative before '|'")
                }
                alternatives.append(Self.sequence(current))
                current = []
                position += 1
                alternativeColumn = column
                continue
            }
            if character == ")" || character == "]" {
                guard character == closing else {
                    throw Failure(column: column, message: "unexpected '\(character)'")
                }
                position += 1
                break
            }
            current.append(try parseItem())
        }
        if current.isEmpty {
            if alternatives.isEmpty && closing == nil {
                throw Failure(column: column, message: "empty pattern")
            }
            throw Failure(column: alternatives.isEmpty ? openColumn : alternativeColumn, message: alternatives.isEmpty ? "empty group" : "empty alternative after '|'")
        }
        alternatives.append(Self.sequence(current))
        return alternatives.count == 1 ? alternatives[0] : .choice(alternatives, column: openColumn)
    }

    private static func sequence(_ items: [PatternNode]) -> PatternNode {
        items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func parseItem() throws(Failure) -> PatternNode {
        let itemColumn = column
        let character = characters[position]
        if character == "(" || character == "[" || character == "!" {
            guard depth < Self.maxNesting else {
                throw Failure(column: itemColumn, message: "groups nest more than \(Self.maxNesting) deep")
            }
            depth += 1
        }
        defer { if character == "(" || character == "[" || character == "!" { depth -= 1 } }
        switch character {
        case "(":
            position += 1
            let inner = try parseExpression(closing: ")")
            if case .choice = inner { return inner }
            return .choice([inner], column: itemColumn)
        case "[":
            position += 1
            return .optional(try parseExpression(closing: "]"), column: itemColumn)
        case "<":
            position += 1
            let name = readName()
            guard !name.isEmpty else { throw Failure(column: column, message: "expected a rule name after '<'") }
            guard position < characters.count, characters[position] == ">" else {
                throw Failure(column: column, message: "expected '>' to close <\(name)")
            }
            position += 1
            return .rule(name, column: itemColumn)
        case "{":
            position += 1
            let name = readName()
            guard !name.isEmpty else { throw Failure(column: column, message: "expected a slot name after '{'") }
            guard position < characters.count, characters[position] == ":" else {
                throw Failure(column: column, message: "slot '\(name)' needs a type: {\(name):text}")
            }
            position += 1
            let type = readName()
            guard !type.isEmpty else { throw Failure(column: column, message: "expected a type after '\(name):'") }
            guard position < characters.count, characters[position] == "}" else {
                throw Failure(column: column, message: "expected '}' to close {\(name):\(type)")
            }
            position += 1
            return .slot(name: name, type: type, column: itemColumn)
        case "!":
            position += 1
            guard position < characters.count, !characters[position].isWhitespace, !["|", ")", "]"].contains(characters[position]) else {
                throw Failure(column: column, message: "expected what must not follow after '!': !(how|what) or !<rule>")
            }
            return .not(try parseItem(), column: itemColumn)
        case "}", ">":
            throw Failure(column: column, message: "unexpected '\(character)'")
        default:
            var word = ""
            while position < characters.count {
                let next = characters[position]
                if Self.endsWord(next) { break }
                word.append(next)
                position += 1
            }
            // A plain word is one token that folds to itself: no need to run the tokenizer.
            if Self.isPlainWord(word) { return .word(word, column: itemColumn) }
            let tokens = Tokenizer.tokenize(word).tokens.filter { !$0.isSkippedByMatcher }
            if tokens.isEmpty {
                // Sentence punctuation is skipped in input, so a literal ':' would never match.
                return .sequence([])
            }
            if tokens.count == 1 { return .word(tokens[0].folded, column: itemColumn) }
            return .sequence(tokens.map { .word($0.folded, column: itemColumn) })
        }
    }

    /// White space or a character of the pattern syntax: the end of a literal word. (A switch on
    /// the ASCII value: `String.contains` walked a string of them per character, a tenth of a cold
    /// start.)
    static func endsWord(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return character.isWhitespace }
        switch ascii {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "|"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return true
        default:
            return character.isWhitespace
        }
    }

    /// Lower-case ASCII letters and digits, with single inner apostrophes or hyphens ("to-do",
    /// "what's"): exactly the words the tokenizer keeps whole and folds to themselves.
    static func isPlainWord(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        func isWordByte(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) }
        guard let first = bytes.first, let last = bytes.last, isWordByte(first), isWordByte(last) else { return false }
        for (index, byte) in bytes.enumerated() where !isWordByte(byte) {
            guard byte == 0x27 || byte == 0x2D, isWordByte(bytes[index - 1]), isWordByte(bytes[index + 1]) else { return false }
        }
        return true
    }

    private mutating func readName() -> String {
        var name = ""
        while position < characters.count {
            let character = characters[position]
            guard character.isLetter || character.isNumber || character == "_" || character == "." || character == "-" else { break }
            name.append(character)
            position += 1
        }
        return name
    }
}
