import Temporal

/// A value recognised in the input, with where it is.
public struct Entity: Sendable, Equatable {
    public var type: EntityType
    /// Offsets in Unicode scalars into the original text, end exclusive.
    public var scalars: Range<Int>
    /// The text as written.
    public var text: String
    public var value: SlotValue
    /// Set when part of the expression is not supported; callers must show it.
    public var note: String?

    public init(type: EntityType, scalars: Range<Int>, text: String, value: SlotValue, note: String? = nil) {
        self.type = type
        self.scalars = scalars
        self.text = text
        self.value = value
        self.note = note
    }
}

/// The value of a slot.
public enum SlotValue: Sendable, Equatable {
    /// Free text, as written (quotes removed from quoted parts).
    case text(String)
    case number(Double)
    /// 1 (highest) to 4 (none), as in `p1`-`p4`.
    case priority(Int)
    /// A project, a tag, or a value of a grammar-defined type.
    case name(String)
    /// Boxed: a temporal entity is a large value, and entities and slots are copied often
    /// (selection, the match subject, candidates); a box makes each copy one retain.
    indirect case temporal(TemporalEntity)
    /// A slot that collects several values (`tags=tag*`).
    case list([SlotValue])
}
