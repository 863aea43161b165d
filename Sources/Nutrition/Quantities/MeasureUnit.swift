/// A unit of measure, named by its singular canonical name (`cup`, `tablespoon`, `slice`, `large`).
///
/// Mass units convert to grams directly. Volume units convert through millilitres and then
/// through a food's own portion rows, because density differs per food. Household units
/// (slice, bowl, can, …) and size words (small, medium, large) are looked up in the food's
/// portion rows, with documented fallbacks when the table has no such row.
public enum MeasureUnit: String, CaseIterable, Codable, Sendable {
    // Mass
    case gram, kilogram, milligram, ounce, pound
    // Volume
    case milliliter, liter, deciliter, cup, tablespoon, teaspoon, fluidOunce = "fluid ounce", pint, quart, gallon
    // Household and containers
    case slice, piece, strip, bowl, glass, mug, can, bottle, bag, handful, scoop, serving, clove, sprig, stalk, head
    case bunch, pinch, dash, stick, rib, leaf, sheet, jar, package, container, box, carton, plate, shot, link, patty
    case fillet, wedge, ear, loaf, bar, square, drop, pat, knob, splash, dollop, spear, cube, sprinkle, chunk, pod
    case bulb, branch, stem, envelope, inch, tub, cob, sprinkling, grind, shake, block
    // Size words used as units ("2 large eggs")
    case small, medium, large, extraLarge = "extra large", jumbo

    /// What sort of unit this is.
    public enum Kind: Sendable, Equatable { case mass, volume, household, size }

    public var kind: Kind {
        switch self {
        case .gram, .kilogram, .milligram, .ounce, .pound: return .mass
        case .milliliter, .liter, .deciliter, .cup, .tablespoon, .teaspoon, .fluidOunce, .pint, .quart, .gallon: return .volume
        case .small, .medium, .large, .extraLarge, .jumbo: return .size
        default: return .household
        }
    }

    /// Grams in one unit, for mass units (oz = 28.35 g, lb = 453.6 g as in the table's README).
    public var grams: Double? {
        switch self {
        case .gram: return 1
        case .kilogram: return 1000
        case .milligram: return 0.001
        case .ounce: return 28.35
        case .pound: return 453.6
        default: return nil
        }
    }

    /// Millilitres in one unit, for volume units (US customary).
    public var milliliters: Double? {
        switch self {
        case .milliliter: return 1
        case .liter: return 1000
        case .deciliter: return 100
        case .cup: return 236.59
        case .tablespoon: return 14.787
        case .teaspoon: return 4.929
        case .fluidOunce: return 29.574
        case .pint: return 473.18
        case .quart: return 946.35
        case .gallon: return 3785.4
        default: return nil
        }
    }

    /// The portion-table head word for this unit (`tbsp`, `fl oz`, `oz`), used to find portion rows.
    public var portionWord: String {
        switch self {
        case .tablespoon: return "tbsp"
        case .teaspoon: return "tsp"
        case .fluidOunce: return "fl oz"
        case .ounce: return "oz"
        case .pound: return "lb"
        case .gram: return "g"
        case .milliliter: return "ml"
        case .liter: return "l"
        case .extraLarge: return "extra large"
        default: return rawValue
        }
    }

    /// The unit a spelling names: `tbsp`, `Tbs`, `tablespoons`, `fl oz`, `lbs`, `medium-size`… (lower-case,
    /// words separated by one space; hyphens already split by the tokenizer).
    public static func named(_ spelling: String) -> MeasureUnit? { spellings[spelling] }

    /// The longest unit spelling at `words[start]`, with how many words it used.
    public static func read(_ words: [String], at start: Int) -> (unit: MeasureUnit, wordCount: Int)? {
        guard start < words.count else { return nil }
        return read(Words(lookingUp: words), at: start)
    }

    /// `read` over words whose `WordInfo` is known.
    static func read(_ words: Words, at start: Int) -> (unit: MeasureUnit, wordCount: Int)? {
        guard start < words.count else { return nil }
        if words.has(start, .multiWordUnitStart), let options = multiWordSpellings[words[start]] {
            for (rest, unit) in options where start + rest.count < words.count {
                if words.words[(start + 1)...(start + rest.count)].elementsEqual(rest) { return (unit, rest.count + 1) }
            }
        }
        return words.unit(at: start).map { ($0, 1) }
    }

    /// Spellings with more than one word by first word ("fl" → [["oz"], …]), longest first.
    static let multiWordSpellings: [String: [(rest: [String], unit: MeasureUnit)]] = {
        var map: [String: [(rest: [String], unit: MeasureUnit)]] = [:]
        for (key, unit) in spellings where key.contains(" ") {
            let parts = key.split(separator: " ").map(String.init)
            map[parts[0], default: []].append((Array(parts.dropFirst()), unit))
        }
        for key in map.keys { map[key]!.sort { $0.rest.count > $1.rest.count } }
        return map
    }()

    /// True for unit spellings that may be glued to a number: `200g`, `12oz`, `250ml`, `2lbs`.
    static func isGluedUnitSpelling(_ letters: String) -> Bool { glued.contains(letters) }

    static let glued: Set<String> = ["g", "gr", "gm", "gms", "kg", "kgs", "mg", "oz", "ozs", "lb", "lbs", "ml", "l", "cl", "dl", "c", "tbsp", "tsp", "cup", "cups", "floz"]

    /// Every spelling, plural and abbreviation, mapped to its unit. Documented in docs/NUTRITION.md.
    public static let spellings: [String: MeasureUnit] = {
        var map: [String: MeasureUnit] = [:]
        func add(_ unit: MeasureUnit, _ names: [String]) { for name in names { map[name] = unit } }
        add(.gram, ["g", "gr", "gm", "gms", "gram", "grams", "gramme", "grammes"])
        add(.kilogram, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"])
        add(.milligram, ["mg", "milligram", "milligrams"])
        add(.ounce, ["oz", "ozs", "ounce", "ounces", "0z"])
        add(.pound, ["lb", "lbs", "pound", "pounds", "#"])
        add(.milliliter, ["ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres", "cc"])
        add(.liter, ["l", "liter", "liters", "litre", "litres", "ltr", "ltrs"])
        add(.deciliter, ["dl", "deciliter", "deciliters", "decilitre", "decilitres"])
        add(.cup, ["c", "cup", "cups", "cupful", "cupfuls"])
        add(.tablespoon, ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tablespoon", "tablespoons", "tablespoonful",
                          "tablespoonfuls", "spoon", "spoons", "spoonful", "spoonfuls"])
        add(.teaspoon, ["tsp", "tsps", "ts", "teaspoon", "teaspoons", "teaspoonful", "teaspoonfuls"])
        add(.fluidOunce, ["fl oz", "fl ozs", "floz", "fluid ounce", "fluid ounces", "fl ounce", "fl ounces", "fl. oz"])
        add(.pint, ["pt", "pts", "pint", "pints"])
        add(.quart, ["qt", "qts", "quart", "quarts"])
        add(.gallon, ["gal", "gals", "gallon", "gallons"])
        add(.slice, ["slice", "slices", "slab", "slabs", "rasher", "rashers"])
        add(.piece, ["piece", "pieces", "pc", "pcs", "bit", "bits", "morsel", "morsels"])
        add(.strip, ["strip", "strips"])
        add(.bowl, ["bowl", "bowls", "bowlful", "bowlfuls"])
        add(.glass, ["glass", "glasses"])
        add(.mug, ["mug", "mugs", "mugful"])
        add(.can, ["can", "cans", "tin", "tins"])
        add(.bottle, ["bottle", "bottles"])
        add(.bag, ["bag", "bags", "pouch", "pouches"])
        add(.handful, ["handful", "handfuls", "fistful", "fistfuls"])
        add(.scoop, ["scoop", "scoops"])
        add(.serving, ["serving", "servings", "portion", "portions", "helping", "helpings", "order", "orders", "side", "sides", "plateful"])
        add(.clove, ["clove", "cloves"])
        add(.sprig, ["sprig", "sprigs"])
        add(.stalk, ["stalk", "stalks"])
        add(.head, ["head", "heads"])
        add(.bunch, ["bunch", "bunches"])
        add(.pinch, ["pinch", "pinches"])
        add(.dash, ["dash", "dashes"])
        add(.stick, ["stick", "sticks"])
        add(.rib, ["rib", "ribs"])
        add(.leaf, ["leaf", "leaves"])
        add(.sheet, ["sheet", "sheets"])
        add(.jar, ["jar", "jars"])
        add(.package, ["package", "packages", "pkg", "pkgs", "packet", "packets", "pack", "packs", "sachet", "sachets"])
        add(.container, ["container", "containers", "cup container"])
        add(.box, ["box", "boxes"])
        add(.carton, ["carton", "cartons"])
        add(.plate, ["plate", "plates"])
        add(.shot, ["shot", "shots"])
        add(.link, ["link", "links"])
        add(.patty, ["patty", "patties"])
        add(.fillet, ["fillet", "fillets", "filet", "filets"])
        add(.wedge, ["wedge", "wedges"])
        add(.ear, ["ear", "ears"])
        add(.loaf, ["loaf", "loaves"])
        add(.bar, ["bar", "bars"])
        add(.square, ["square", "squares"])
        add(.drop, ["drop", "drops"])
        add(.pat, ["pat", "pats"])
        add(.knob, ["knob", "knobs"])
        add(.splash, ["splash", "splashes"])
        add(.dollop, ["dollop", "dollops"])
        add(.spear, ["spear", "spears"])
        add(.cube, ["cube", "cubes"])
        add(.sprinkle, ["sprinkle", "sprinkles"])
        add(.sprinkling, ["sprinkling"])
        add(.chunk, ["chunk", "chunks"])
        add(.pod, ["pod", "pods"])
        add(.bulb, ["bulb", "bulbs"])
        add(.branch, ["branch", "branches"])
        add(.stem, ["stem", "stems"])
        add(.envelope, ["envelope", "envelopes"])
        add(.inch, ["inch", "inches"])
        add(.tub, ["tub", "tubs"])
        add(.grind, ["grind", "grinds"])
        add(.block, ["block", "blocks"])
        add(.shake, ["shake", "shakes"])
        add(.cob, ["cob", "cobs"])
        add(.small, ["small", "sm"])
        add(.medium, ["medium", "med", "medium size", "medium sized", "mediumsize", "medium large"])
        add(.large, ["large", "lg", "big", "large size", "large sized"])
        add(.extraLarge, ["extra large", "xl", "x large", "extra big"])
        add(.jumbo, ["jumbo"])
        return map
    }()
}
