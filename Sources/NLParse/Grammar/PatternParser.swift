/// Parses one grammar expression:
///
///     expression := sequence ('|' sequence)*
///     sequence   := item*
///     item       := word | '(' expression ')' | '[' expression ']' | '<' name '>' | '{' name ':' type '}'
///
/// Columns in errors point into the whole line, so `startColumn` is where the expression begins.
struct PatternParser {
    struct Failure: Error {
        var column: Int
        var message: String
    }

    private let characters: [Character]
    private let startColumn: Int
    private var position = 0

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
        case "}", ">":
            throw Failure(column: column, message: "unexpected '\(character)'")
        default:
            var word = ""
            while position < characters.count {
                let next = characters[position]
                if next.isWhitespace || "()[]<>{}|".contains(next) { break }
                word.append(next)
                position += 1
            }
            let tokens = Tokenizer.tokenize(word).tokens.filter { !$0.isSkippedByMatcher }
            if tokens.isEmpty {
                // Sentence punctuation is skipped in input, so a literal ':' would never match.
                return .sequence([])
            }
            if tokens.count == 1 { return .word(tokens[0].folded, column: itemColumn) }
            return .sequence(tokens.map { .word($0.folded, column: itemColumn) })
        }
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
