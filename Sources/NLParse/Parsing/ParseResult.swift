import Text

/// What the parser made of one input.
public struct ParseResult: Sendable {
    /// One filled slot.
    public struct Slot: Sendable, Equatable {
        public var name: String
        public var value: SlotValue
        /// Where the value came from, in scalar offsets (nil for values with no single place).
        public var scalars: Range<Int>?
        /// For a list slot (`tags=tag*`), where each element came from.
        public var pieces: [Range<Int>] = []

        public init(name: String, value: SlotValue, scalars: Range<Int>?, pieces: [Range<Int>] = []) {
            self.name = name
            self.value = value
            self.scalars = scalars
            self.pieces = pieces
        }
    }

    /// An intent whose pattern matched, with the figures the ranking rule compares.
    public struct Candidate: Sendable {
        public var intent: String
        public var pattern: SourceLocation
        public var priority: Int
        /// Tokens matched by literal words of the pattern.
        public var literalTokens: Int
        /// Characters absorbed by free-text slots.
        public var freeTextScalars: Int
        public var slots: [Slot]

        /// Higher is better: explicit priority, then more literal words, then less free text.
        public var rank: (Int, Int, Int) { (priority, literalTokens, -freeTextScalars) }
    }

    /// The input and its tokens, for spans.
    public let input: TokenizedText
    /// The winning intent's name, or `none`.
    public internal(set) var intent: String = "none"
    public internal(set) var slots: [Slot] = []
    /// Every entity recognised in the input, used by the winning pattern or not.
    public internal(set) var entities: [Entity] = []
    /// The winner first, then the other intents that matched, best first.
    public internal(set) var candidates: [Candidate] = []
    /// True when the best candidates of two or more intents tie under the ranking rule; then
    /// `intent` is `none` and `candidates` lists the tied ones first.
    public internal(set) var isAmbiguous = false
    /// Which stage chose the intent: the grammar's patterns, or the intent model when the
    /// patterns found no winner (none matched, or two intents tied).
    public internal(set) var stage: Stage = .grammar
    /// How sure the chosen reading is, 0-1: 1 for a grammar winner, the model's probability for
    /// a model reading (among the tied intents, when it broke a tie).
    public internal(set) var confidence: Double = 1
    /// The model's three best intents when it was asked, best first.
    public internal(set) var modelScores: [IntentModel.Score] = []
    /// The model's best reading of a line no pattern matched when it was below the threshold but
    /// at least `IntentModelSource.tentativeFloor`: not the result (the intent stays `none`), but
    /// what an assistant may offer as a question ("Did you mean to add bread to the shopping list?").
    public internal(set) var tentative: Tentative?
    /// The model's best intent when the line opened the way that intent's `model unless` lines
    /// exclude (a question for an add), so it was not taken: for `ask explain`.
    public internal(set) var modelExcluded: String?
    /// A line that is only pleasantries ("thanks", "bye", "thanks, bye", "great"): no command, so
    /// the intent stays `none`, but what each said (the `pleasantry` type's values, in order), so
    /// an assistant can answer in kind rather than "I didn't understand".
    public internal(set) var pleasantries: [String]?

    /// A reading held back: its intent, slots and probability; `offered` when a grammar intent
    /// that `offers` it matched (a pattern's reading, sure as patterns are, but never done unasked).
    public struct Tentative: Sendable {
        public var intent: String
        public var slots: [Slot]
        public var confidence: Double
        public var offered = false
    }

    /// The intent whose pattern settled the line and its slots, the offering intent's for an
    /// offered reading (`offers`): what a grammar's examples are checked against.
    package var matched: (intent: String, slots: [Slot]) {
        if let tentative, tentative.offered, let offering = candidates.first?.intent { return (offering, tentative.slots) }
        return (intent, slots)
    }

    /// This result read as its tentative reading, as if the model had been sure enough (or, for
    /// an offered reading, as if the pattern had been a command's).
    public var tentativeReading: ParseResult? {
        guard let tentative else { return nil }
        var reading = self
        (reading.intent, reading.slots, reading.confidence, reading.tentative) = (tentative.intent, tentative.slots, tentative.confidence, nil)
        reading.stage = tentative.offered ? .grammar : .model
        return reading
    }

    public enum Stage: String, Sendable {
        case grammar
        case model
    }

    /// The value maps and word classes of the grammar that parsed the text.
    public internal(set) var valueMaps = ValueMaps()

    /// Words read as others because no grammar or lexicon knew them ("shoping" as "shopping").
    public internal(set) var corrections: [Correction] = []

    /// Why nothing was parsed, when the input itself was the problem (too long, a PCRE2 limit).
    public internal(set) var error: String?
    /// True when the parse spent its matching budget (`ParseBudget`) before trying every
    /// pattern: then `intent` is `none` and a note says why.
    public internal(set) var isCut = false
    /// Notes on parts of the input that were recognised but are not supported, and on a parse
    /// that was cut.
    public var notes: [String] { entities.compactMap(\.note) + (isCut ? [Self.cutNote] : []) }
    public static let cutNote = "the text took too long to match, so the parse was cut short and nothing was read from it"

    public var text: String { input.text }
    public var winner: Candidate? { intent == "none" ? nil : candidates.first }

    public subscript(slot name: String) -> SlotValue? {
        slots.first { $0.name == name }?.value
    }

    /// The span of a slot, in scalars, UTF-8 bytes and characters.
    public func span(of slot: Slot) -> Span? {
        slot.scalars.map { input.span($0) }
    }

    public func span(of entity: Entity) -> Span {
        input.span(entity.scalars)
    }
}
