/// A macronutrient split in percent of calories: carbs / protein / fat.
public struct MacroSplit: Codable, Sendable, Equatable {
    public var carbsPercent: Double
    public var proteinPercent: Double
    public var fatPercent: Double

    public init(carbsPercent: Double, proteinPercent: Double, fatPercent: Double) {
        self.carbsPercent = carbsPercent
        self.proteinPercent = proteinPercent
        self.fatPercent = fatPercent
    }

    /// 45 / 30 / 25.
    public static let standard = MacroSplit(carbsPercent: 45, proteinPercent: 30, fatPercent: 25)

    /// Acceptable Macronutrient Distribution Ranges (percent of kcal, adults).
    public static let carbsRange = 45.0...65.0
    public static let proteinRange = 10.0...35.0
    public static let fatRange = 20.0...35.0

    /// Which macronutrient.
    public enum Macro: String, Codable, Sendable, CaseIterable { case carbs, protein, fat }

    /// This split with one macro set to `percent` and the other two rescaled in their current ratio so
    /// the total stays 100 ("set protein to 35%": 45/30/25 → 41.8/35/23.2).
    public func setting(_ macro: Macro, to percent: Double) -> MacroSplit {
        let rest = 100 - percent
        switch macro {
        case .carbs:
            let others = proteinPercent + fatPercent
            return MacroSplit(carbsPercent: percent, proteinPercent: rest * proteinPercent / others, fatPercent: rest * fatPercent / others)
        case .protein:
            let others = carbsPercent + fatPercent
            return MacroSplit(carbsPercent: rest * carbsPercent / others, proteinPercent: percent, fatPercent: rest * fatPercent / others)
        case .fat:
            let others = carbsPercent + proteinPercent
            return MacroSplit(carbsPercent: rest * carbsPercent / others, proteinPercent: rest * proteinPercent / others, fatPercent: percent)
        }
    }

    /// The AMDR problems of this split, in words; empty when it is inside every range and sums to 100.
    public var amdrViolations: [String] {
        var problems: [String] = []
        let total = carbsPercent + proteinPercent + fatPercent
        if abs(total - 100) > 0.5 { problems.append("the split adds up to \(QuantityParser.format(total))%, not 100%") }
        func check(_ name: String, _ value: Double, _ range: ClosedRange<Double>) {
            // A rescaled value a rounding error past a bound ("35.0000000001") is at the bound.
            if !(range.lowerBound - 1e-9...range.upperBound + 1e-9).contains(value) {
                problems.append("\(name) \(QuantityParser.format((value * 10).rounded() / 10))% is outside \(QuantityParser.format(range.lowerBound))-\(QuantityParser.format(range.upperBound))%")
            }
        }
        check("carbs", carbsPercent, Self.carbsRange)
        check("protein", proteinPercent, Self.proteinRange)
        check("fat", fatPercent, Self.fatRange)
        return problems
    }
}
