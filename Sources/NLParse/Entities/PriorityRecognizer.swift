import Text

/// Priorities: `p1`-`p4`, `!!!` (1) and `!!` (2), and "high/urgent/top/medium/low priority",
/// "priority 1". 1 is the highest and 4 means none, as in most task managers.
public struct PriorityRecognizer: EntityRecognizer {
    public init() {}

    static let levelWords: [String: Int] = [
        "urgent": 1, "top": 1, "highest": 1, "high": 1, "critical": 1,
        "medium": 2, "normal": 3, "low": 3, "lowest": 4, "no": 4,
    ]

    public func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity] {
        var entities: [Entity] = []
        let tokens = input.tokens
        var index = 0
        while index < tokens.count {
            var found: (Int, Range<Int>)?
            // Cheap tests first (byte counts, one comparison); a word is hashed only before
            // "priority". Lengths are compared before strings: an unequal String comparison
            // takes the slow path.
            if tokens[index].kind == .word, tokens[index].folded.utf8.count == 2, tokens[index].folded.utf8.first == UInt8(ascii: "p"),
               let level = Int(tokens[index].folded.dropFirst()), (1...4).contains(level) {
                found = (level, index..<index + 1)
            } else if tokens[index].kind == .emphasis {
                found = (tokens[index].scalars.count == 3 ? 1 : 2, index..<index + 1)
            } else if tokens[index].kind == .word, index + 1 < tokens.count, Self.isPriority(tokens[index + 1]),
                      let level = Self.levelWords[tokens[index].folded] {
                found = (level, index..<index + 2)
            } else if Self.isPriority(tokens[index]), index + 1 < tokens.count,
                      let level = Int(tokens[index + 1].folded), (1...4).contains(level) {
                found = (level, index..<index + 2)
            }
            if let (level, range) = found {
                let scalars = input.scalarRange(tokens: range)
                entities.append(Entity(type: .priority, scalars: scalars, text: input.substring(scalars), value: .priority(level)))
                index = range.upperBound
            } else {
                index += 1
            }
        }
        return entities
    }

    private static func isPriority(_ token: Token) -> Bool {
        token.folded.utf8.count == 8 && token.folded == "priority"
    }
}
