/// One row of the food table: a USDA SR28 food with its nutrients per 100 g and its portions.
public struct Food: Equatable, Sendable, Identifiable {
    /// 5-digit USDA NDB number, kept as text because of leading zeros.
    public var id: String
    /// Common name for curated rows ("egg", "toast"); the USDA description otherwise.
    public var name: String
    /// True for the hand-curated everyday foods, which the matcher prefers.
    public var curated: Bool
    /// Alternative names of curated rows ("eggs", "large egg").
    public var synonyms: [String]
    /// The USDA long description, verbatim ("Bread, white, commercially prepared, toasted").
    public var description: String
    /// The USDA food group ("Baked Products").
    public var group: String
    /// Nutrients per 100 g edible portion.
    public var per100g: Nutrients
    /// The portion assumed for a count with no unit ("1 large").
    public var defaultPortion: String
    /// Weight of `defaultPortion`.
    public var defaultPortionGrams: Double
    /// The USDA amount of the default portion: `10` for "10 fries", `0.5` for "0.5 breast".
    public var defaultPortionAmount: Double
    /// The unit head word of the default portion (`large`, `slice`, `fries`), from its portion row.
    public var defaultPortionUnit: String
    /// Heuristic dietary hints (`meat`, `fish`, `shellfish`, `dairy`, `egg`, `gluten`, `tree_nut`, `peanut`, `soy`).
    public var tags: [String]
    /// Household measures, in USDA order.
    public var portions: [Portion]

    public init(id: String, name: String, curated: Bool, synonyms: [String], description: String, group: String,
                per100g: Nutrients, defaultPortion: String, defaultPortionGrams: Double,
                defaultPortionAmount: Double = 1, defaultPortionUnit: String = "", tags: [String], portions: [Portion]) {
        self.id = id
        self.name = name
        self.curated = curated
        self.synonyms = synonyms
        self.description = description
        self.group = group
        self.per100g = per100g
        self.defaultPortion = defaultPortion
        self.defaultPortionGrams = defaultPortionGrams
        self.defaultPortionAmount = defaultPortionAmount
        self.defaultPortionUnit = defaultPortionUnit
        self.tags = tags
        self.portions = portions
    }

    /// Nutrients for `grams` of this food.
    public func nutrients(forGrams grams: Double) -> Nutrients { per100g.scaled(toGrams: grams) }
}
