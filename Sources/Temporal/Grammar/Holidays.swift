extension Parser {
    func holiday(at i: Int) -> Found<Component>? { nil }
}
