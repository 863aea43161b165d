import Text

/// The user's open items read where they are named by some of their words: "cancel the dentist"
/// names the event "dentist appointment". A run of the input's words that is a run of a title's
/// words becomes an `item` entity (the longest run from each place, never starting or ending
/// with a word of the grammar's `item_edge` class: "the" of "pay the bill" names nothing).
///
/// Not one of the default recognizers: the parser tries it only when no pattern matched without
/// it, so a title's words never hide the words of a command ("add milk to the shopping list"
/// while a task is called "shopping list").
public struct OpenItemRecognizer: EntityRecognizer {
    /// Folded words no item is heard to start or end with.
    let edges: Set<String>

    public init(edges: Set<String>) {
        self.edges = edges
    }

    public func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity] {
        guard !context.items.isEmpty, !input.tokens.isEmpty else { return [] }
        let titles = context.items.map { Tokenizer.tokenize($0).tokens.filter(Self.isName).map(\.folded) }
        let tokens = input.tokens
        var entities: [Entity] = []
        var start = 0
        while start < tokens.count {
            // Quoted text is never read; a run starts on a word that can start a name.
            guard Self.isName(tokens[start]), !edges.contains(tokens[start].folded) else {
                start += 1
                continue
            }
            var longest = 0
            for title in titles {
                for place in title.indices where Self.sameWord(tokens[start].folded, title[place]) {
                    var length = 0
                    while start + length < tokens.count, place + length < title.count, Self.isName(tokens[start + length]),
                          Self.sameWord(tokens[start + length].folded, title[place + length]) {
                        length += 1
                    }
                    while length > 0, edges.contains(tokens[start + length - 1].folded) { length -= 1 }
                    longest = max(longest, length)
                }
            }
            guard longest > 0 else {
                start += 1
                continue
            }
            let scalars = input.scalarRange(tokens: start..<(start + longest))
            let said = input.substring(scalars)
            entities.append(Entity(type: .item, scalars: scalars, text: said, value: .name(said)))
            // The words inside a run are part of it, not runs of their own.
            start += longest
        }
        return entities
    }

    private static func isName(_ token: Token) -> Bool { token.kind == .word || token.kind == .number }

    /// A word of the input names a title's word as it is or with a plural ending either side
    /// ("my alarms" names "Alarm", "the dentist appointment" "dentist appointments"); a plural
    /// ending only on words of three letters or more, so "a" and "as" stay apart.
    static func sameWord(_ said: String, _ title: String) -> Bool {
        if said == title { return true }
        let (short, long) = said.utf8.count < title.utf8.count ? (said, title) : (title, said)
        guard short.utf8.count >= 3, long.hasPrefix(short) else { return false }
        let ending = long.utf8.dropFirst(short.utf8.count)
        return ending.elementsEqual("s".utf8) || ending.elementsEqual("es".utf8)
    }
}
