/// Turns an amount, a unit and a food into grams.
///
/// - Mass units convert directly (oz = 28.35 g, lb = 453.6 g).
/// - Volume units use the food's own portion rows (density differs per food): the row with the same
///   unit, else another volume row converted through millilitres, else 1 g per ml (said in `assumed`).
/// - Household units and size words use the food's row with that unit (the default portion first, so
///   "a slice of toast" is toast's "1 slice, large" = 27 g), else a documented fallback: bowl, glass,
///   mug and carton = 1 cup, can and bottle = 12 fl oz, plate = 2 cups, shot = 1.5 fl oz, handful and
///   bag = 1 oz, pinch = 1/16 tsp, dash = 1/8 tsp, splash and dollop = 1 tbsp, sprinkle = 1 tsp,
///   others the food's default portion. A can or bottle the table weighs in several sizes is its
///   smallest ("a can of diet coke" = 12 fl oz, 355 g); size words without a row scale the default portion
///   (small 0.75, medium 1, large 1.25, extra large 1.4, jumbo 1.6, relative to its own size).
/// - A count with no unit of a drink the table weighs by the fluid ounce is of servings: its smallest
///   can, else its smallest bottle, else a cup ("a diet coke" = 1 can, 355 g, not 1 fl oz).
/// - A count with no unit uses the default portion: "2 eggs" = 2 × "1 large" (50 g). When the default
///   portion counts several pieces ("10 fries", "6 pieces"), a count is of pieces: "20 fries" = 152 g.
/// - No amount at all means one: "toast" = 1 slice, "a cup of milk" = 1 cup.
public enum PortionResolver {
    /// `pieceName` is the food phrase's last word key ("almond"), used when a bare count meets a food
    /// whose default portion is a cup or an ounce: "15 almonds" counts almonds (the "1 almond" row), not cups.
    public static func estimate(food: Food, quantity: Quantity?, unit: MeasureUnit?, size: MeasureUnit? = nil,
                                pieceName: String? = nil) -> PortionEstimate {
        var assumed = quantity?.assumed ?? []
        assumed.reserveCapacity(assumed.count + 2)
        let count = quantity?.value ?? 1
        let fmt = QuantityParser.format

        guard let unit else {
            if let size { return estimate(food: food, quantity: quantity, unit: size, size: nil) }
            if quantity == nil {
                assumed.append(line("no amount: assumed ", food.defaultPortion, " = ", fmt(food.defaultPortionGrams), " g"))
                return PortionEstimate(grams: food.defaultPortionGrams, assumed: assumed)
            }
            let defaultKind = food.defaultMeasure?.kind
            if defaultKind == .mass || defaultKind == .volume, let piece = pieceRow(food, pieceName) {
                assumed.append(line("no unit: 1 ", piece.unit, " = ", fmt(piece.gramsPerUnit), " g"))
                return PortionEstimate(grams: count * piece.gramsPerUnit, assumed: assumed)
            }
            // "a diet coke", "2 seltzers": a drink the table weighs by the fluid ounce is counted in
            // servings: its smallest can, else its smallest bottle, else a cup.
            if food.defaultMeasure == .fluidOunce, food.defaultPortionAmount == 1 {
                let serving = [MeasureUnit.can, .bottle].lazy.compactMap { unit in
                    food.portions.filter { $0.measure == unit }.min { $0.gramsPerUnit < $1.gramsPerUnit }
                }.first
                if let serving {
                    assumed.append(line("no unit: 1 ", serving.description, " = ", fmt(serving.gramsPerUnit), " g"))
                    return PortionEstimate(grams: count * serving.gramsPerUnit, assumed: assumed)
                }
                var inner: [String] = []
                let cup = volumeGrams(food, .cup, &inner)
                assumed.append(line("no unit: a drink, assumed 1 cup = ", fmt(cup), " g"))
                return PortionEstimate(grams: count * cup, assumed: assumed)
            }
            // "2 pizzas", "half a pizza": a count of the food itself is of whole ones when the usual
            // portion is a part of one ("1 slice"): the row named for the food, or the pie it is cut from.
            if let whole = wholeRow(food, pieceName), whole.gramsPerUnit > food.defaultPortionGrams {
                assumed.append(line("no unit: 1 whole ", whole.unit, " = ", fmt(whole.gramsPerUnit), " g"))
                return PortionEstimate(grams: count * whole.gramsPerUnit, assumed: assumed)
            }
            // "10 fries", "6 pieces" count pieces; "6 inch sub" does not count inches.
            if food.defaultPortionAmount > 1, defaultKind != .mass, defaultKind != .volume, food.defaultPortionUnit != "inch" {
                let each = food.defaultPortionGrams / food.defaultPortionAmount
                assumed.append(line("no unit: 1 ", food.defaultPortionUnit, " = ", fmt(each), " g (from ", food.defaultPortion, " = ", fmt(food.defaultPortionGrams), " g)"))
                return PortionEstimate(grams: count * each, assumed: assumed)
            }
            assumed.append(line("no unit: ", food.defaultPortion, " = ", fmt(food.defaultPortionGrams), " g"))
            return PortionEstimate(grams: count * food.defaultPortionGrams, assumed: assumed)
        }
        if quantity == nil { assumed.append(line("no amount: assumed 1 ", unit.rawValue)) }

        switch unit.kind {
        case .mass:
            return PortionEstimate(grams: count * (unit.grams ?? 1), assumed: assumed)
        case .volume:
            var perUnit = volumeGrams(food, unit, &assumed)
            if let size, let factor = sizeFactor(size) { perUnit *= factor; assumed.append(line(size.rawValue, ": scaled by ", fmt(factor))) }
            return PortionEstimate(grams: count * perUnit, assumed: assumed)
        case .household, .size:
            let perUnit = householdGrams(food, unit, size, &assumed)
            return PortionEstimate(grams: count * perUnit, assumed: assumed)
        }
    }

    /// The row that weighs one piece of a food counted by name: unit "almond" for "almonds", "berries"
    /// for "blueberries", "grapes" for "grapes"; else the "medium" row ("12 strawberries"), else the row
    /// of the one size the table weighs ("6 shrimp" = 6 large).
    static func pieceRow(_ food: Food, _ pieceName: String?) -> Portion? {
        if let pieceName, pieceName.utf8.count >= 3 {
            // Rows weighed with bone or shell are not what was eaten.
            let rows = food.portions
            for index in rows.indices where rows[index].unitKey == pieceName
                || (rows[index].unitKey.utf8.count >= 4 && pieceName.hasSuffix(rows[index].unitKey)) {
                let description = rows[index].description
                if (rows[index].modifier.isEmpty || rows[index].measure == nil)
                    && !description.containsBytes("bone") && !description.containsBytes("shell") && !description.containsBytes("refuse") {
                    return rows[index]
                }
            }
        }
        // A piece of the usual size: medium, else the one size the table weighs ("6 shrimp": the "large"
        // row, 5.5 g each, not six 3 oz servings).
        for size in [MeasureUnit.medium, .large, .small, .extraLarge, .jumbo] {
            if let row = food.portions.first(where: { $0.measure == size }) { return row }
        }
        return nil
    }

    /// The row that weighs a whole one of a food whose usual portion is a slice: the row named as the
    /// food is ("1 pizza"), else its "pie" (a cheese pizza's whole is "1 pie"). Nil for foods counted
    /// in their usual portion already.
    static func wholeRow(_ food: Food, _ pieceName: String?) -> Portion? {
        guard let pieceName, food.defaultPortionUnit == "slice" else { return nil }
        return food.portions.first { $0.unitKey == pieceName && $0.modifier.isEmpty } ?? food.portions.first { $0.unitKey == "pie" && $0.modifier.isEmpty }
    }

    /// The parts joined in one buffer: assumptions are written for nearly every item parsed, and string
    /// interpolation or `+=` would grow the text part by part.
    static func line(_ parts: String...) -> String {
        var length = 0
        for part in parts { length += part.utf8.count }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(length, 1)) { buffer in
            var offset = 0
            for var part in parts {
                part.withUTF8 { bytes in
                    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
                    (target + offset).initialize(from: source, count: bytes.count)
                    offset += bytes.count
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<offset]), as: UTF8.self)
        }
    }

    /// How a size scales a portion without a row of its own: small 0.75, medium 1, large 1.25, extra large 1.4, jumbo 1.6.
    static func sizeFactor(_ size: MeasureUnit) -> Double? {
        switch size {
        case .small: 0.75
        case .medium: 1
        case .large: 1.25
        case .extraLarge: 1.4
        case .jumbo: 1.6
        default: nil
        }
    }

    /// Grams of one unit of a volume measure for this food.
    static func volumeGrams(_ food: Food, _ unit: MeasureUnit, _ assumed: inout [String]) -> Double {
        let fmt = QuantityParser.format
        if food.defaultPortionUnit == unit.portionWord, food.defaultPortionAmount > 0 {
            return food.defaultPortionGrams / food.defaultPortionAmount
        }
        // (Rows are found by index: a `Portion` copied out costs four string retains.)
        let rows = food.portions
        if let index = firstRow(rows, { rows[$0].measure == unit }) { return rows[index].gramsPerUnit }
        if let index = firstRow(rows, { rows[$0].measure?.kind == .volume }),
           let rowUnit = rows[index].measure, let rowML = rowUnit.milliliters, let ml = unit.milliliters {
            let grams = rows[index].gramsPerUnit / rowML * ml
            assumed.append(line("no ", unit.rawValue, " row: from 1 ", rows[index].description, " = ", fmt(rows[index].gramsPerUnit), " g"))
            return grams
        }
        let ml = unit.milliliters ?? 1
        assumed.append(line("no volume portion for ", food.name, ": assumed 1 g per ml"))
        return ml
    }

    /// Grams of one household unit or size of this food.
    static func householdGrams(_ food: Food, _ unit: MeasureUnit, _ size: MeasureUnit?, _ assumed: inout [String]) -> Double {
        let fmt = QuantityParser.format
        let rows = food.portions
        if let size, let index = rows.indices.first(where: { rowMatches(rows[$0], unit) && rows[$0].modifier.containsBytes(size.rawValue) }) {
            return rows[index].gramsPerUnit
        }
        // "a small box of raisins": the row is "small" with modifier "box (1.5 oz)".
        if let size, let index = rows.indices.first(where: { rowMatches(rows[$0], size) && rows[$0].modifier.hasPrefix(unit.rawValue) }) {
            return rows[index].gramsPerUnit
        }
        var perUnit: Double?
        if food.defaultPortionUnit == unit.portionWord || (unit == .extraLarge && food.defaultPortionUnit == "extra"),
           food.defaultPortionAmount > 0 {
            perUnit = food.defaultPortionGrams / food.defaultPortionAmount
        } else if unit == .can || unit == .bottle,
                  let smallest = rows.filter({ rowMatches($0, unit) }).min(by: { $0.gramsPerUnit < $1.gramsPerUnit }) {
            // "a can of diet coke": the usual can is the smallest the table weighs (12 fl oz, not 16).
            perUnit = smallest.gramsPerUnit
        } else if let index = firstRow(rows, { rowMatches(rows[$0], unit) }) {
            perUnit = rows[index].gramsPerUnit
        }
        if var perUnit {
            if let size, let factor = sizeFactor(size) {
                perUnit *= factor
                assumed.append(line(size.rawValue, " ", unit.rawValue, " not in table: scaled by ", fmt(factor)))
            }
            return perUnit
        }
        if unit.kind == .size { return sizeFallback(food, unit, &assumed) }

        var grams: Double
        switch unit {
        case .bowl, .glass, .mug, .carton, .plate, .can, .bottle, .shot, .pinch, .dash, .splash, .dollop, .sprinkle,
             .sprinkling, .drop:
            let (volume, amount, text): (MeasureUnit, Double, String) = switch unit {
            case .can, .bottle: (.fluidOunce, 12, "12 fl oz")
            case .plate: (.cup, 2, "2 cups")
            case .shot: (.fluidOunce, 1.5, "1.5 fl oz")
            case .pinch: (.teaspoon, 1.0 / 16, "1/16 tsp")
            case .dash: (.teaspoon, 1.0 / 8, "1/8 tsp")
            case .splash, .dollop: (.tablespoon, 1, "1 tbsp")
            case .sprinkle, .sprinkling: (.teaspoon, 1, "1 tsp")
            case .drop: (.milliliter, 0.05, "0.05 ml")
            default: (.cup, 1, "1 cup")
            }
            var inner: [String] = []
            grams = volumeGrams(food, volume, &inner) * amount
            assumed.append(line(unit.rawValue, " not in table: assumed ", text, " = ", fmt(grams), " g"))
            assumed.append(contentsOf: inner)
        case .handful, .bag:
            grams = 28.35
            assumed.append(line(unit.rawValue, " not in table: assumed 1 oz = 28.35 g"))
        default:
            grams = food.defaultPortionGrams
            assumed.append(line(unit.rawValue, " not in table: assumed ", food.defaultPortion, " = ", fmt(grams), " g"))
        }
        if let size, let factor = sizeFactor(size) {
            grams *= factor
            assumed.append(line(size.rawValue, ": scaled by ", fmt(factor)))
        }
        return grams
    }

    /// A size with no row of its own: the default portion scaled from its own size (medium if it has none).
    static func sizeFallback(_ food: Food, _ size: MeasureUnit, _ assumed: inout [String]) -> Double {
        let fmt = QuantityParser.format
        let defaultSize = food.defaultMeasure.flatMap { sizeFactor($0) } ?? 1
        let factor = (sizeFactor(size) ?? 1) / defaultSize
        let grams = food.defaultPortionGrams * factor
        assumed.append(line("no ", size.rawValue, " portion for ", food.name, ": assumed ", fmt(factor), " × ", food.defaultPortion, " = ", fmt(grams), " g"))
        return grams
    }

    /// The first row that `matches`, preferring one without a modifier ("cup" before "cup, chopped").
    static func firstRow(_ rows: [Portion], _ matches: (Int) -> Bool) -> Int? {
        var first: Int?
        for index in rows.indices where matches(index) {
            if rows[index].modifier.isEmpty { return index }
            if first == nil { first = index }
        }
        return first
    }

    /// True when a portion row measures in `unit` ("slice", "large", "extra large").
    static func rowMatches(_ row: Portion, _ unit: MeasureUnit) -> Bool { row.measure == unit }
}
