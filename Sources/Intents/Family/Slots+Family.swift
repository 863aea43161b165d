import NLParse

extension Slots {
    /// The slots of `result`, for a family's builder outside this module.
    public init(of result: ParseResult, context: ParseContext) {
        self.init(result: result, context: context)
    }

    /// The grammar intent the slots belong to.
    public var intent: String { result.intent }
}
