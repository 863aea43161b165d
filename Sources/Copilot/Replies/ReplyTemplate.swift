/// One reply as written in a `.replies` file: text with named values in braces.
///
///     logged = Logged {amount} of water; {total} today.
///     ideas = You have {count:idea|ideas}.
///
/// `{name}` is a value the code formats (ReplyFormat) and passes by name. `{name:one|other}`
/// is a count: the number, a space and the form that fits it ("1 idea", "3 ideas"); the
/// forms are the file's, so a locale says its own.
struct ReplyTemplate: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case text(String)
        case value(String)
        case count(String, one: String, other: String)
    }

    let pieces: [Piece]

    /// The names of the values it says, each once.
    var names: Set<String> {
        Set(pieces.compactMap { piece in
            switch piece {
            case .text: nil
            case .value(let name), .count(let name, _, _): name
            }
        })
    }

    /// Reads `text`; nil when a brace is left open or a name is empty.
    init?(_ text: Substring.UTF8View) {
        var pieces: [Piece] = []
        var literal = text.startIndex
        var index = literal
        while index != text.endIndex {
            guard text[index] == UInt8(ascii: "{") else { index = text.index(after: index); continue }
            guard let close = text[index...].firstIndex(of: UInt8(ascii: "}")) else { return nil }
            if literal != index { pieces.append(.text(Self.string(text[literal..<index]))) }
            let inside = text[text.index(after: index)..<close]
            if let colon = inside.firstIndex(of: UInt8(ascii: ":")) {
                let forms = inside[inside.index(after: colon)...]
                guard let bar = forms.firstIndex(of: UInt8(ascii: "|")) else { return nil }
                pieces.append(.count(Self.string(inside[..<colon]),
                                     one: Self.string(forms[..<bar]),
                                     other: Self.string(forms[forms.index(after: bar)...])))
            } else {
                pieces.append(.value(Self.string(inside)))
            }
            index = text.index(after: close)
            literal = index
        }
        if literal != text.endIndex { pieces.append(.text(Self.string(text[literal...]))) }
        self.pieces = pieces
        if names.contains(where: \.isEmpty) { return nil }
    }

    /// A run of the template's bytes as text.
    private static func string(_ bytes: Substring.UTF8View) -> String { String(Substring(bytes)) }

    /// The text with `values` in place; a count's value is an `Int`.
    func render<Values: Collection<(key: String, value: any CustomStringConvertible)>>(_ values: Values) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let words): text += words
            case .value(let name): text += values.first { $0.key == name }.map { $0.value.description } ?? ""
            case .count(let name, let one, let other):
                let number = values.first { $0.key == name }.map { $0.value.description } ?? "0"
                text += number + " " + (number == "1" ? one : other)
            }
        }
        return text
    }
}
