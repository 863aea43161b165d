/// Nutrient amounts: per 100 g in the food table, or for a given weight once scaled.
/// Fiber, sugars and saturated fat are optional because USDA lacks them for a few rows.
public struct Nutrients: Equatable, Sendable, Codable {
    public var kcal: Double
    public var proteinG: Double
    public var carbsG: Double
    public var fatG: Double
    public var fiberG: Double?
    public var sugarsG: Double?
    public var saturatedFatG: Double?
    public var sodiumMg: Double

    public init(kcal: Double, proteinG: Double, carbsG: Double, fatG: Double,
                fiberG: Double? = nil, sugarsG: Double? = nil, saturatedFatG: Double? = nil, sodiumMg: Double = 0) {
        self.kcal = kcal
        self.proteinG = proteinG
        self.carbsG = carbsG
        self.fatG = fatG
        self.fiberG = fiberG
        self.sugarsG = sugarsG
        self.saturatedFatG = saturatedFatG
        self.sodiumMg = sodiumMg
    }

    public static let zero = Nutrients(kcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, sugarsG: 0, saturatedFatG: 0, sodiumMg: 0)

    /// These per-100 g values scaled to `grams`: `value × grams / 100`.
    public func scaled(toGrams grams: Double) -> Nutrients {
        let factor = grams / 100
        return Nutrients(kcal: kcal * factor, proteinG: proteinG * factor, carbsG: carbsG * factor, fatG: fatG * factor,
                         fiberG: fiberG.map { $0 * factor }, sugarsG: sugarsG.map { $0 * factor },
                         saturatedFatG: saturatedFatG.map { $0 * factor }, sodiumMg: sodiumMg * factor)
    }

    /// The sum of two amounts (a missing optional value counts as zero once the other has one).
    public static func + (lhs: Nutrients, rhs: Nutrients) -> Nutrients {
        func add(_ a: Double?, _ b: Double?) -> Double? {
            if a == nil && b == nil { return nil }
            return (a ?? 0) + (b ?? 0)
        }
        return Nutrients(kcal: lhs.kcal + rhs.kcal, proteinG: lhs.proteinG + rhs.proteinG, carbsG: lhs.carbsG + rhs.carbsG,
                         fatG: lhs.fatG + rhs.fatG, fiberG: add(lhs.fiberG, rhs.fiberG), sugarsG: add(lhs.sugarsG, rhs.sugarsG),
                         saturatedFatG: add(lhs.saturatedFatG, rhs.saturatedFatG), sodiumMg: lhs.sodiumMg + rhs.sodiumMg)
    }
}
