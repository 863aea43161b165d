extension Parser {
    func timeZone(at i: Int) -> Found<Int>? { nil }
}
