import Foundation
import Installation
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
        index.reserveCapacity(foods.count)
        for position in foods.indices { index[foods[position].id] = position }
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
        // Beside the executable, found without `Bundle.main` (see `Installation`).
        if let bundle = Installation.resourceBundle("ask_Nutrition") {
            let url = bundle.appendingPathComponent("foods", isDirectory: true)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
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
        let foodBytes = try Data(contentsOf: directory.appendingPathComponent("foods.csv"))
        let portionBytes = try Data(contentsOf: directory.appendingPathComponent("portions.csv"))
        return try foodBytes.withUnsafeBytes { foods in
            try portionBytes.withUnsafeBytes { portions in
                try parse(foodsCSV: foods.bindMemory(to: UInt8.self), portionsCSV: portions.bindMemory(to: UInt8.self))
            }
        }
    }

    /// Builds a table from the two CSV files' bytes.
    public static func parse(foodsCSV: [UInt8], portionsCSV: [UInt8]) throws -> FoodTable {
        try foodsCSV.withUnsafeBufferPointer { foods in
            try portionsCSV.withUnsafeBufferPointer { portions in try parse(foodsCSV: foods, portionsCSV: portions) }
        }
    }

    /// Builds a table from the two CSV files' bytes in memory.
    ///
    /// The two files are read at the same time, portions on a second thread: each is about half of the
    /// work, and the table is what the first meal parse of a process waits for. The foods are read
    /// without their portions, which are attached once both are read.
    public static func parse(foodsCSV: UnsafeBufferPointer<UInt8>, portionsCSV: UnsafeBufferPointer<UInt8>) throws -> FoodTable {
        let portionsInput = UncheckedBuffer(bytes: portionsCSV)
        let reading = PortionReading()
        let done = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: done) {
            reading.result = Result { try readPortions(portionsInput.bytes) }
        }
        let rows: Result<[FoodRow], Error> = Result { try readFoods(foodsCSV) }
        done.wait()
        var portions = try reading.result!.get()
        var foods: [Food] = []
        foods.reserveCapacity(2400)
        for row in try rows.get() {
            let rowPortions = portions.take(row.id)
            let (amount, unit) = defaultPortionShape(row.defaultPortion, grams: row.defaultGrams, portions: rowPortions)
            foods.append(Food(id: row.id, name: row.name, curated: row.curated, synonyms: row.synonyms, description: row.description,
                              group: row.group, per100g: row.nutrients, defaultPortion: row.defaultPortion,
                              defaultPortionGrams: row.defaultGrams, defaultPortionAmount: amount, defaultPortionUnit: unit,
                              tags: row.tags, portions: rowPortions))
        }
        return FoodTable(foods: foods)
    }

    /// Bytes handed to the portions thread, which is waited for before they go away.
    private struct UncheckedBuffer: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
    }

    /// Where the portions thread leaves its result; read only after the wait.
    private final class PortionReading: @unchecked Sendable {
        var result: Result<PortionGroups, Error>?
    }

    /// A food row before its portions are attached.
    struct FoodRow {
        var id: String
        var name: String
        var curated: Bool
        var synonyms: [String]
        var description: String
        var group: String
        var nutrients: Nutrients
        var defaultPortion: String
        var defaultGrams: Double
        var tags: [String]
    }

    static func columns(_ record: CSVReader.Record, _ names: [String], _ file: String) throws -> [Int] {
        let header = (0..<record.count).map(record.string)
        return try names.map { name in
            guard let index = header.firstIndex(of: name) else { throw LoadError.missingColumn(file: file, column: name) }
            return index
        }
    }

    /// The rows of `portions.csv`, grouped by food in file order.
    static func readPortions(_ portionsCSV: UnsafeBufferPointer<UInt8>) throws -> PortionGroups {
        // Portions come grouped by food, in the foods' order: each food takes the next group when it has its
        // id (no hashing). Otherwise (a food without portions, groups out of order or repeated) portions are
        // looked up by id, all rows of a food together, so any order reads the same.
        var groups: [(id: String, portions: [Portion])] = []
        groups.reserveCapacity(2400)
        var ordered = true
        var p: [Int] = []
        var pWidth = 0
        var current: [Portion] = []
        var currentID = ""
        let units = CSVReader.FieldInterner<(text: String, named: MeasureUnit?, key: String)>()
        let texts = CSVReader.FieldInterner<String>()
        try CSVReader.forEachRecord(portionsCSV) { record in
            if p.isEmpty {
                p = try columns(record, ["food_id", "seq", "amount", "unit", "modifier", "description", "grams", "grams_per_unit"],
                                "portions.csv")
                pWidth = p.max()! + 1
                return
            }
            guard record.count >= pWidth else { return }
            let unit = record.interned(p[3], in: units) { bytes in
                let unit = String(decoding: bytes, as: UTF8.self)
                return (unit, MeasureUnit.named(unit), WordForms.singular(unit))
            }
            let portion = Portion(sequence: Int(record.double(p[1]) ?? 0), amount: record.double(p[2]) ?? 1,
                                  unit: unit.text, named: unit.named, unitKey: unit.key,
                                  modifier: record.interned(p[4], in: texts) { String(decoding: $0, as: UTF8.self) },
                                  description: record.interned(p[5], in: texts) { String(decoding: $0, as: UTF8.self) },
                                  grams: record.double(p[6]) ?? 0, gramsPerUnit: record.double(p[7]) ?? 0)
            if !record.equals(p[0], currentID) {
                if !current.isEmpty { groups.append((currentID, current)) }
                let id = record.string(p[0])
                if let last = groups.last, !Self.precedes(last.id, id) { ordered = false }
                currentID = id
                current = []
            }
            current.append(portion)
        }
        if !current.isEmpty { groups.append((currentID, current)) }
        return PortionGroups(groups: groups, ordered: ordered)
    }

    /// The rows of `foods.csv`, without portions.
    static func readFoods(_ foodsCSV: UnsafeBufferPointer<UInt8>) throws -> [FoodRow] {
        var rows: [FoodRow] = []
        rows.reserveCapacity(2400)
        var f: [Int] = []
        var fWidth = 0
        // Food groups repeat row after row: one string each, shared; so do default portions and tag lists.
        var group = ""
        let texts = CSVReader.FieldInterner<String>()
        let lists = CSVReader.FieldInterner<[String]>()
        try CSVReader.forEachRecord(foodsCSV) { record in
            if f.isEmpty {
                f = try columns(record, ["id", "name", "curated", "synonyms", "description", "food_group", "kcal", "protein_g",
                                         "carbs_g", "fat_g", "fiber_g", "sugars_g", "sat_fat_g", "sodium_mg", "default_portion",
                                         "default_portion_g", "tags"], "foods.csv")
                fWidth = f.max()! + 1
                return
            }
            guard record.count >= fWidth else { return }
            let nutrients = Nutrients(kcal: record.double(f[6]) ?? 0, proteinG: record.double(f[7]) ?? 0,
                                      carbsG: record.double(f[8]) ?? 0, fatG: record.double(f[9]) ?? 0,
                                      fiberG: record.double(f[10]), sugarsG: record.double(f[11]),
                                      saturatedFatG: record.double(f[12]), sodiumMg: record.double(f[13]) ?? 0)
            if !record.equals(f[5], group) { group = record.string(f[5]) }
            let description = record.string(f[4])
            // Most USDA rows are named by their description: share the string.
            let name = record.equals(f[1], description) ? description : record.string(f[1])
            rows.append(FoodRow(id: record.string(f[0]), name: name, curated: record.equals(f[2], "1"),
                                synonyms: record.interned(f[3], in: lists, Self.split), description: description, group: group,
                                nutrients: nutrients, defaultPortion: record.interned(f[14], in: texts) { String(decoding: $0, as: UTF8.self) },
                                defaultGrams: record.double(f[15]) ?? 0, tags: record.interned(f[16], in: lists, Self.split)))
        }
        return rows
    }

    /// True when `a` sorts before `b` byte by byte (food ids are ASCII digits).
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order < 0 || (order == 0 && x.count < y.count)
            }
        }
    }

    /// Portion groups in file order, taken by food id: the next group when it has that id (the foods come
    /// in the same order), else looked up by id, all rows of a food together.
    struct PortionGroups {
        let groups: [(id: String, portions: [Portion])]
        let ordered: Bool
        var next = 0
        var byID: [String: [Portion]]?

        mutating func take(_ id: String) -> [Portion] {
            if ordered, next < groups.count, groups[next].id == id {
                next += 1
                return groups[next - 1].portions
            }
            if byID == nil {
                var map: [String: [Portion]] = [:]
                for group in groups { map[group.id, default: []] += group.portions }
                byID = map
            }
            return byID![id] ?? []
        }
    }

    /// "a|b|c" → ["a", "b", "c"], cut on bytes (`|` is ASCII), empty parts dropped as `split` does.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var parts: [String] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "|") {
            if index > start { parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
            start = index + 1
        }
        return parts
    }

    /// The amount and unit of a default portion text such as "10 fries" or "0.5 breast, bone and skin removed":
    /// taken from the portion row it names when there is one, else read from the text.
    static func defaultPortionShape(_ text: String, grams: Double, portions: [Portion]) -> (Double, String) {
        // "10 fries", "0.5 breast, bone and skin removed", "1 cup (8 fl oz)": amount, then the measure.
        let space = text.utf8.firstIndex(of: UInt8(ascii: " "))
        let described = space.map { text[text.utf8.index(after: $0)...] } ?? ""
        var sameWeight: Portion?
        for portion in portions where abs(portion.grams - grams) < 0.05 {
            if described.utf8.starts(with: portion.unit.utf8) || described.utf8.elementsEqual(portion.description.utf8) {
                return (portion.amount, portion.unit)
            }
            if sameWeight == nil { sameWeight = portion }
        }
        if let sameWeight { return (sameWeight.amount, sameWeight.unit) }
        let amountText = space.map { text[..<$0] } ?? text[...]
        let amount = Double(amountText) ?? NumberReader.numeralValue(amountText) ?? 1
        let head = described.split(separator: " ").first.map { String($0.filter { $0.isLetter || $0 == " " }) } ?? ""
        return (amount, head)
    }
}
