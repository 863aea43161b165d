/// Where a piece of the input sits, in the three units callers need: Unicode scalars (as Python
/// string indices, used by the JSON form), UTF-8 bytes (for C and byte-oriented UIs) and
/// characters (grapheme clusters, as Swift's `String` counts them). Ends are exclusive.
public struct Span: Sendable, Hashable, Codable {
    public var scalars: Range<Int>
    public var utf8: Range<Int>
    public var characters: Range<Int>

    public init(scalars: Range<Int>, utf8: Range<Int>, characters: Range<Int>) {
        self.scalars = scalars
        self.utf8 = utf8
        self.characters = characters
    }

    /// The smallest span covering both.
    public func union(_ other: Span) -> Span {
        Span(
            scalars: min(scalars.lowerBound, other.scalars.lowerBound)..<max(scalars.upperBound, other.scalars.upperBound),
            utf8: min(utf8.lowerBound, other.utf8.lowerBound)..<max(utf8.upperBound, other.utf8.upperBound),
            characters: min(characters.lowerBound, other.characters.lowerBound)..<max(characters.upperBound, other.characters.upperBound)
        )
    }
}
