/// The thing talked about last, whatever its kind: what "it", "that" and "the last one" mean in
/// the next command ("add milk to the shopping list" then "remove it" takes milk off the list).
public enum Mention: Sendable, Equatable, Codable {
    case task(id: Int)
    case listItems(list: String, names: [String])
    /// A meal just logged: "actually make that 3 eggs" changes it, not the list.
    case meal
}
