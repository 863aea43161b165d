/// The result of resolving a food phrase: a food with a confidence, or an unresolved phrase with a
/// question and the known parts found inside it.
public struct FoodMatch: Sendable {
    /// Where a resolved food's name came from.
    public enum Source: String, Sendable, Codable {
        /// The curated common name ("toast").
        case curatedName
        /// A curated synonym ("wholemeal bread").
        case synonym
        /// The USDA description's words ("blue cheese" → "Cheese, blue").
        case description
    }

    /// The phrase as given.
    public var phrase: String
    /// The food, or nil when the phrase is unknown or a mixed dish without an entry.
    public var food: Food?
    /// 0…1: 1 for a curated name, 0.95 for a synonym, lower for description matches, typos and
    /// dropped filler words; 0 when unresolved.
    public var confidence: Double
    /// How the food was found.
    public var source: Source?
    /// Other plausible foods, best first (at most 3).
    public var alternatives: [Food]
    /// What was changed in the phrase to find the food ("typo: banan → banana", "ignored: fresh").
    public var corrections: [String]
    /// For an unresolved phrase: what to ask the user.
    public var question: String?
    /// For an unresolved phrase: the known foods found inside it ("chicken caesar salad" → chicken breast).
    public var parts: [Food]
    /// For an unresolved phrase: its words that are neither a known food nor a filler ("beef" in
    /// "beef stir fry"). With none, `parts` are the whole phrase and can be logged as they are.
    public var unknownWords: [String]

    public init(phrase: String, food: Food?, confidence: Double, source: Source?, alternatives: [Food] = [],
                corrections: [String] = [], question: String? = nil, parts: [Food] = [], unknownWords: [String] = []) {
        self.phrase = phrase
        self.food = food
        self.confidence = confidence
        self.source = source
        self.alternatives = alternatives
        self.corrections = corrections
        self.question = question
        self.parts = parts
        self.unknownWords = unknownWords
    }

    /// True when a food was found.
    public var isResolved: Bool { food != nil }
}
