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
            let token = tokens[index]
            var found: (Int, Range<Int>)?
            // Cheap tests first (byte counts, one comparison); a word is hashed only before "priority".
            if token.kind == .word, token.folded.utf8.count == 2, token.folded.utf8.first == UInt8(ascii: "p"),
               let level = Int(token.folded.dropFirst()), (1...4).contains(level) {
                found = (level, index..<index + 1)
            } else if token.kind == .emphasis {
                found = (token.scalars.count == 3 ? 1 : 2, index..<index + 1)
            } else if token.kind == .word, index + 1 < tokens.count, tokens[index + 1].folded == "priority",
                      let level = Self.levelWords[token.folded] {
                found = (level, index..<index + 2)
            } else if token.folded == "priority", index + 1 < tokens.count,
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
}
