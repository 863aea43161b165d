extension Parser {
    func recurrence(at i: Int) -> Found<(piece: Piece, note: String?)>? { nil }
}
