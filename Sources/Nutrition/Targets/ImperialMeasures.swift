/// Imperial input helpers: 5'7", 5 ft 7 in, 143 lbs, 10 st 3 lb.
public enum ImperialMeasures {
    public static let centimetersPerInch = 2.54
    public static let kilogramsPerPound = 0.45359237

    public static func centimeters(feet: Double, inches: Double = 0) -> Double { (feet * 12 + inches) * centimetersPerInch }
    public static func kilograms(pounds: Double) -> Double { pounds * kilogramsPerPound }
    public static func pounds(kilograms: Double) -> Double { kilograms / kilogramsPerPound }

    /// A height in centimetres from `5'7"`, `5' 7`, `5 ft 7 in`, `5 feet 7 inches`, `67 in`, `170 cm`, `1.70 m`
    /// (a number with a weight unit is not a height: see `BodyMeasures`).
    public static func height(_ text: String) -> Double? { BodyMeasures(reading: text).heightCm }

    /// A weight in kilograms from `143 lbs`, `143 pounds`, `65 kg`, `10 st 3 lb`.
    public static func weight(_ text: String) -> Double? { BodyMeasures(reading: text).weightKg }
}
