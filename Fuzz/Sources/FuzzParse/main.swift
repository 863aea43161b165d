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
    // Explaining is the slow path; a short input keeps the run's speed for the parse itself.
    if count <= 256 { _ = FuzzSupport.parser.explain(text, context: FuzzSupport.context).text }
    return 0
}

FuzzSupport.runFuzzer { start, count in fuzzParse(start, count) }
