import Foundation

/// What one family keeps in the model (water drunk, say), under its own key: it goes into the
/// state file and the store with everything else (a row of the store's `values`, named
/// `family.<key>`), and undo and redo take it back like any other change, so a family needs no
/// field, coding key or table of its own.
public protocol FamilyState: Codable, Sendable, Equatable {
    /// Its name in the model and the store; never changed once shipped.
    static var key: String { get }
    /// The state before the family was ever used.
    init()
}

extension Model {
    /// The family's state; its empty value when there is none yet or it no longer decodes.
    public func state<S: FamilyState>(_ type: S.Type) -> S {
        guard let json = families[S.key] else { return S() }
        return (try? ModelRows.decode(S.self, Data(json.utf8))) ?? S()
    }

    /// Replaces the family's state. Encoded the way the store writes rows (sorted keys), so an
    /// unchanged state compares equal and leaves no undo step.
    mutating func setState<S: FamilyState>(_ value: S) {
        families[S.key] = String(decoding: ModelRows.encode(value), as: UTF8.self)
    }
}
