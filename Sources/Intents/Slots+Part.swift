import NLParse
import Text

extension Slots {
    /// The part of the line that slots `names` cover (those filled, from the first one's start to the
    /// last one's end), with the line's tokens, when it reads `text` exactly; nil otherwise (see
    /// `TokenizedPart`): a reader of `text` then tokenizes it alone.
    public func part(of names: [String], reading text: String) -> TokenizedPart? {
        var covered: Range<Int>?
        for slot in result.slots where names.contains(slot.name) {
            guard let scalars = slot.scalars else { continue }
            covered = covered.map { min($0.lowerBound, scalars.lowerBound)..<max($0.upperBound, scalars.upperBound) } ?? scalars
        }
        return covered.flatMap { TokenizedPart(result.input, scalars: $0, reading: text) }
    }
}
