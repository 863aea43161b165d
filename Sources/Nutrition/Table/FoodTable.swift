import Foundation
import Numbers

/// The food table: USDA SR28-derived foods with nutrients per 100 g and household portions,
/// read from `foods.csv` and `portions.csv` shipped in this module's bundle.
public struct FoodTable: Sendable {
    /// Every food, in file order.
    public let foods: [Food]
    private let indexByID: [String: Int]

    public init(foods: [Food]) {
        self.foods = foods
        var index: [String: Int] = [:]
        for (position, food) in foods.enumerated() { index[food.id] = position }
        self.indexByID = index
    }

    /// The food with this NDB number.
    public func food(id: String) -> Food? { indexByID[id].map { foods[$0] } }

    /// The position of the food with this NDB number in `foods`.
    public func index(ofID id: String) -> Int? { indexByID[id] }

    /// The first curated food whose name is exactly `name` (lower-case).
    public func curatedFood(named name: String) -> Food? {
        foods.first { $0.curated && $0.name == name }
    }

    /// The table shipped with the module, loaded once on first use.
    public static func bundled() -> FoodTable { bundledTable }

    private static let bundledTable: FoodTable = {
        do { return try load(directory: bundledDirectory()) } catch {
            fatalError("The bundled food table is missing or unreadable: \(error)")
        }
    }()

    /// The directory holding `foods.csv` and `portions.csv` inside the module bundle.
    public static func bundledDirectory() -> URL {
        if let url = Bundle.module.url(forResource: "foods", withExtension: nil) { return url }
        return Bundle.module.bundleURL.appendingPathComponent("foods")
    }

    /// Errors while reading a food table.
    public enum LoadError: Error, CustomStringConvertible {
        case missingColumn(file: String, column: String)
        public var description: String {
            switch self {
            case let .missingColumn(file, column): return "\(file) has no column \(column)"
            }
        }
    }

    /// Reads `foods.csv` and `portions.csv` from `directory`.
    public static func load(directory: URL) throws -> FoodTable {
        let foodBytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent("foods.csv")))
        let portionBytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent("portions.csv")))
        return try parse(foodsCSV: foodBytes, portionsCSV: portionBytes)
    }

    /// Builds a table from the two CSV files' bytes.
    public static func parse(foodsCSV: [UInt8], portionsCSV: [UInt8]) throws -> FoodTable {
        let portionTable = CSVReader.table(portionsCSV)
        func column(_ header: [String], _ name: String, _ file: String) throws -> Int {
            guard let index = header.firstIndex(of: name) else { throw LoadError.missingColumn(file: file, column: name) }
            return index
        }
        let ph = portionTable.header
        let pFood = try column(ph, "food_id", "portions.csv"), pSeq = try column(ph, "seq", "portions.csv")
        let pAmount = try column(ph, "amount", "portions.csv"), pUnit = try column(ph, "unit", "portions.csv")
        let pModifier = try column(ph, "modifier", "portions.csv"), pDescription = try column(ph, "description", "portions.csv")
        let pGrams = try column(ph, "grams", "portions.csv"), pPerUnit = try column(ph, "grams_per_unit", "portions.csv")
        var portionsByFood: [String: [Portion]] = [:]
        for row in portionTable.rows where row.count == ph.count {
            let portion = Portion(sequence: Int(row[pSeq]) ?? 0, amount: Double(row[pAmount]) ?? 1, unit: row[pUnit],
                                  modifier: row[pModifier], description: row[pDescription],
                                  grams: Double(row[pGrams]) ?? 0, gramsPerUnit: Double(row[pPerUnit]) ?? 0)
            portionsByFood[row[pFood], default: []].append(portion)
        }

        let foodTable = CSVReader.table(foodsCSV)
        let fh = foodTable.header
        let f = try ["id", "name", "curated", "synonyms", "description", "food_group", "kcal", "protein_g", "carbs_g", "fat_g",
                     "fiber_g", "sugars_g", "sat_fat_g", "sodium_mg", "default_portion", "default_portion_g", "tags"]
            .map { try column(fh, $0, "foods.csv") }
        var foods: [Food] = []
        foods.reserveCapacity(foodTable.rows.count)
        for row in foodTable.rows where row.count == fh.count {
            let nutrients = Nutrients(kcal: Double(row[f[6]]) ?? 0, proteinG: Double(row[f[7]]) ?? 0,
                                      carbsG: Double(row[f[8]]) ?? 0, fatG: Double(row[f[9]]) ?? 0,
                                      fiberG: Double(row[f[10]]), sugarsG: Double(row[f[11]]),
                                      saturatedFatG: Double(row[f[12]]), sodiumMg: Double(row[f[13]]) ?? 0)
            let id = row[f[0]]
            let portions = portionsByFood[id] ?? []
            let defaultText = row[f[14]]
            let defaultGrams = Double(row[f[15]]) ?? 0
            let (amount, unit) = defaultPortionShape(defaultText, grams: defaultGrams, portions: portions)
            foods.append(Food(id: id, name: row[f[1]], curated: row[f[2]] == "1",
                              synonyms: row[f[3]].isEmpty ? [] : row[f[3]].split(separator: "|").map(String.init),
                              description: row[f[4]], group: row[f[5]], per100g: nutrients,
                              defaultPortion: defaultText, defaultPortionGrams: defaultGrams,
                              defaultPortionAmount: amount, defaultPortionUnit: unit,
                              tags: row[f[16]].isEmpty ? [] : row[f[16]].split(separator: "|").map(String.init),
                              portions: portions))
        }
        return FoodTable(foods: foods)
    }

    /// The amount and unit of a default portion text such as "10 fries" or "0.5 breast, bone and skin removed":
    /// taken from the portion row it names when there is one, else read from the text.
    static func defaultPortionShape(_ text: String, grams: Double, portions: [Portion]) -> (Double, String) {
        // "10 fries", "0.5 breast, bone and skin removed", "1 cup (8 fl oz)": amount, then the measure.
        let space = text.firstIndex(of: " ")
        let amountText = space.map { text[..<$0] } ?? text[...]
        let amount = Double(amountText) ?? NumberReader.numeralValue(amountText) ?? 1
        let described = space.map { text[text.index(after: $0)...] } ?? ""
        var sameWeight: Portion?
        for portion in portions where abs(portion.grams - grams) < 0.05 {
            if described.hasPrefix(portion.unit) || described == portion.description[...] { return (portion.amount, portion.unit) }
            if sameWeight == nil { sameWeight = portion }
        }
        if let sameWeight { return (sameWeight.amount, sameWeight.unit) }
        let head = described.split(separator: " ").first.map { String($0.filter { $0.isLetter || $0 == " " }) } ?? ""
        return (amount, head)
    }
}
