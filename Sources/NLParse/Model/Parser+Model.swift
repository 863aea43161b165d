import Text

extension Parser {
    /// The words the intent model reads of `text`: its tokens with entities as their types.
    public func modelWords(_ text: String, context: ParseContext) -> [String] {
        let input = Tokenizer.tokenize(text)
        var found: [Entity] = []
        for recognizer in recognizers { found += recognizer.recognize(input, context: context) }
        return IntentFeatures.words(MatchSubject(input: input, entities: EntitySelection.select(found, rejecting: [])))
    }
}
