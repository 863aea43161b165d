import FuzzSupport
import Intents
import NLParse

/// One `ask parse --jsonl` line: a JSON object with `text` and optionally `now`, read as
/// `ParseCommand.parseLine` reads it, then parsed.
func fuzzJSONLine(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let line = FuzzSupport.text(start, count)
    guard let object = JSONValue.parse(line) else { return 0 }
    _ = object.text
    guard let text = object["text"]?.stringValue else { return 0 }
    var context = FuzzSupport.context
    if let now = object["now"]?.stringValue, case .success(let (date, zone)) = ReferenceTime.read(now) {
        context.now = date
        context.timeZone = zone
    }
    _ = TypedValues.json(FuzzSupport.parser.parse(text, context: context), in: context.timeZone).text
    return 0
}

FuzzSupport.warmUp()
FuzzSupport.runFuzzer { start, count in fuzzJSONLine(start, count) }
