/// What a grammar walk works out for a rule or a type, by name, kept for the next pattern that
/// names it: one compilation's walks would otherwise redo each rule once per pattern.
package final class RuleMemo<Value> {
    private var values: [String: Value] = [:]

    package init() {}

    /// The value for `name`, made by `make` the first time.
    package func value(for name: String, make: () -> Value) -> Value {
        if let value = values[name] { return value }
        let value = make()
        values[name] = value
        return value
    }
}
