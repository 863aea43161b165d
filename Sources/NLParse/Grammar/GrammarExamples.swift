/// Runs the inline `example` and `reject` lines of a grammar.
public enum GrammarExamples {
    public struct Outcome: Sendable {
        public var location: SourceLocation
        public var phrase: String
        /// The intent whose block holds the line.
        public var intent: String
        public var isReject: Bool
        public var actualIntent: String
        /// Expected and actual slot values that differ (nil: the slot is missing or unexpected).
        public var slotDifferences: [(slot: String, expected: String?, actual: String?)]

        public var passed: Bool {
            isReject ? actualIntent != intent : actualIntent == intent && slotDifferences.isEmpty
        }

        /// `file:line:col: error: ...` and a diff of the slots, for test output and `ask grammar test`.
        public var report: String {
            if isReject { return "\(location): error: reject \"\(phrase)\" matched \(intent)" }
            var lines = ["\(location): error: example \"\(phrase)\""]
            if actualIntent != intent { lines.append("    intent: expected \(intent), got \(actualIntent)") }
            for difference in slotDifferences {
                lines.append("    \(difference.slot): expected \(difference.expected.map { "\"\($0)\"" } ?? "(none)"), got \(difference.actual.map { "\"\($0)\"" } ?? "(none)")")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Every example and reject line of `grammar`, parsed with `parser` at each file's reference time.
    public static func check(_ grammar: Grammar, parser: Parser) -> [Outcome] {
        var outcomes: [Outcome] = []
        for intent in grammar.intents {
            let context = grammar.exampleContext(file: intent.location.file)
            for example in intent.examples {
                let result = parser.parse(example.phrase, context: context).matched
                var differences: [(String, String?, String?)] = []
                let actual = Dictionary(result.slots.map { ($0.name, $0.value.exampleText(in: context.timeZone)) }, uniquingKeysWith: { first, _ in first })
                if result.intent == intent.name {
                    for (slot, expected) in example.expected where actual[slot] != expected {
                        differences.append((slot, expected, actual[slot]))
                    }
                    let expectedNames = Set(example.expected.map(\.slot))
                    for (slot, value) in actual.sorted(by: { $0.key < $1.key }) where !expectedNames.contains(slot) {
                        differences.append((slot, nil, value))
                    }
                }
                outcomes.append(Outcome(location: example.location, phrase: example.phrase, intent: intent.name, isReject: false, actualIntent: result.intent, slotDifferences: differences))
            }
            for reject in intent.rejects {
                let result = parser.parse(reject.phrase, context: context).matched
                outcomes.append(Outcome(location: reject.location, phrase: reject.phrase, intent: intent.name, isReject: true, actualIntent: result.intent, slotDifferences: []))
            }
        }
        return outcomes
    }
}
