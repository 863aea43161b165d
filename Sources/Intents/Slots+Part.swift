import NLParse
import Text

extension Slots {
    /// The part of the line that slots `names` cover (those filled, from the first one's start to the
    /// last one's end), with the line's tokens, when it reads `text` exactly; nil otherwise (see
    /// `TokenizedPart`): a reader of `text` then tokenizes it alone.
    public func part(of names: [String], reading text: String) -> TokenizedPart? {
        let ranges = result.slots.filter { names.contains($0.name) }.compactMap(\.scalars)
        guard let lower = ranges.map(\.lowerBound).min(), let upper = ranges.map(\.upperBound).max() else { return nil }
        return TokenizedPart(result.input, scalars: lower..<upper, reading: text)
    }
}
