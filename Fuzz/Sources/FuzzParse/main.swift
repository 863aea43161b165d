import FuzzSupport
import Intents
import NLParse

/// One input as typed at the prompt: parsed, then explained (`ask explain` runs the same parse
/// and then tries every other pattern for its closest miss).
func fuzzParse(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = FuzzSupport.text(start, count)
    let result = FuzzSupport.parser.parse(text, context: FuzzSupport.context)
    _ = TypedValues.json(result, in: FuzzSupport.context.timeZone).text
    // Explaining tries every pattern (a hundred times a parse's work): one short input in 16,
    // chosen by its first byte so a rerun of a finding explains it again, keeps the run fast.
    if count <= 256, start[0] & 0x0F == 0 { _ = FuzzSupport.parser.explain(text, context: FuzzSupport.context).text }
    return 0
}

FuzzSupport.warmUp()
FuzzSupport.runFuzzer { start, count in fuzzParse(start, count) }
