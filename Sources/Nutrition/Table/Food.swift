/// One row of the food table: a USDA SR28 food with its nutrients per 100 g and its portions.
///
/// A value type whose fields live in one shared, copy-on-write box: a match, its alternatives and a
/// meal item each hold a `Food`, and copying one costs a single reference count instead of one per
/// string and array field.
public struct Food: Equatable, Sendable, Identifiable {
    /// 5-digit USDA NDB number, kept as text because of leading zeros.
    public var id: String {
        get { box.fields.id }
        set { unique().fields.id = newValue }
    }
    /// Common name for curated rows ("egg", "toast"); the USDA description otherwise.
    public var name: String {
        get { box.fields.name }
        set { unique().fields.name = newValue }
    }
    /// True for the hand-curated everyday foods, which the matcher prefers.
    public var curated: Bool {
        get { box.fields.curated }
        set { unique().fields.curated = newValue }
    }
    /// Alternative names of curated rows ("eggs", "large egg").
    public var synonyms: [String] {
        get { box.fields.synonyms }
        set { unique().fields.synonyms = newValue }
    }
    /// The USDA long description, verbatim ("Bread, white, commercially prepared, toasted").
    public var description: String {
        get { box.fields.description }
        set { unique().fields.description = newValue }
    }
    /// The USDA food group ("Baked Products").
    public var group: String {
        get { box.fields.group }
        set { unique().fields.group = newValue }
    }
    /// Nutrients per 100 g edible portion.
    public var per100g: Nutrients {
        get { box.fields.per100g }
        set { unique().fields.per100g = newValue }
    }
    /// The portion assumed for a count with no unit ("1 large").
    public var defaultPortion: String {
        get { box.fields.defaultPortion }
        set { unique().fields.defaultPortion = newValue }
    }
    /// Weight of `defaultPortion`.
    public var defaultPortionGrams: Double {
        get { box.fields.defaultPortionGrams }
        set { unique().fields.defaultPortionGrams = newValue }
    }
    /// The USDA amount of the default portion: `10` for "10 fries", `0.5` for "0.5 breast".
    public var defaultPortionAmount: Double {
        get { box.fields.defaultPortionAmount }
        set { unique().fields.defaultPortionAmount = newValue }
    }
    /// The unit head word of the default portion (`large`, `slice`, `fries`), from its portion row.
    public var defaultPortionUnit: String {
        get { box.fields.defaultPortionUnit }
        set {
            let box = unique()
            box.fields.defaultPortionUnit = newValue
            box.fields.defaultMeasure = MeasureUnit.named(newValue)
        }
    }
    /// `defaultPortionUnit` as a unit, when it names one (`slice`, `cup`, `large`; not `fries`).
    public var defaultMeasure: MeasureUnit? { box.fields.defaultMeasure }
    /// Heuristic dietary hints (`meat`, `fish`, `shellfish`, `dairy`, `egg`, `gluten`, `tree_nut`, `peanut`, `soy`).
    public var tags: [String] {
        get { box.fields.tags }
        set { unique().fields.tags = newValue }
    }
    /// Household measures, in USDA order.
    public var portions: [Portion] {
        get { box.fields.portions }
        set { unique().fields.portions = newValue }
    }

    public init(id: String, name: String, curated: Bool, synonyms: [String], description: String, group: String,
                per100g: Nutrients, defaultPortion: String, defaultPortionGrams: Double,
                defaultPortionAmount: Double = 1, defaultPortionUnit: String = "", tags: [String], portions: [Portion]) {
        box = Box(Fields(id: id, name: name, curated: curated, synonyms: synonyms, description: description, group: group,
                         per100g: per100g, defaultPortion: defaultPortion, defaultPortionGrams: defaultPortionGrams,
                         defaultPortionAmount: defaultPortionAmount, defaultPortionUnit: defaultPortionUnit,
                         defaultMeasure: MeasureUnit.named(defaultPortionUnit), tags: tags, portions: portions))
    }

    /// Nutrients for `grams` of this food.
    public func nutrients(forGrams grams: Double) -> Nutrients { per100g.scaled(toGrams: grams) }

    public static func == (lhs: Food, rhs: Food) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }

    // MARK: Storage

    private struct Fields: Equatable {
        var id: String
        var name: String
        var curated: Bool
        var synonyms: [String]
        var description: String
        var group: String
        var per100g: Nutrients
        var defaultPortion: String
        var defaultPortionGrams: Double
        var defaultPortionAmount: Double
        var defaultPortionUnit: String
        var defaultMeasure: MeasureUnit?
        var tags: [String]
        var portions: [Portion]
    }

    /// Shared between copies; written only through `unique()`, so a copy never sees another's change.
    private final class Box: @unchecked Sendable {
        /// Unchecked: a box is written only while one `Food` holds it alone (see `unique()`), so reads
        /// need no run-time exclusivity check, and foods are read on every parse.
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// The box, copied first when another `Food` shares it.
    private mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }
}
