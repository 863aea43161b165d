/// Parts of a period: "end of month", "end of day", "beginning of next week", "mid january",
/// "early next month", "late this year".
extension Parser {
    func endOfPeriod(at i: Int) -> Found<Piece>? {
        nil
    }
}
