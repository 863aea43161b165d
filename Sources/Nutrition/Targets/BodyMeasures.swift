import Numbers

/// Weight and height read from one sentence of a body profile ("34 year old male, 5 foot 11, 210 lbs").
///
/// The rule is unit routing: a number goes to the field its unit names, whatever the order of the
/// sentence. Mass units (kg, lb, st) make the weight, length units (cm, m, ft, in, `5'11"`) the height.
/// A number without a unit is read only right after feet, as the inches ("5 foot 11"); anywhere else
/// it is not a measurement (an age, a count) and goes to neither field.
public struct BodyMeasures: Sendable, Equatable {
    public var weightKg: Double?
    public var heightCm: Double?
    /// The numbers read without a unit (and not as the inches after feet), in order: "180" of "my height
    /// is 180". The sentence may name their field; this reader does not guess it.
    public var unitless: [Double] = []
    /// Whether the units said were imperial (lb, st, ft, in) or metric (kg, cm, m); nil when no
    /// unit was said, or both kinds were.
    public var saidImperial: Bool?

    /// A unit a body measurement is given in, and what one of it is worth.
    enum Unit {
        case mass(kilograms: Double)
        case feet, inches
        case length(centimeters: Double)
    }

    /// The unit spellings a profile uses (lower-case). Kept with the conversions, next to `MeasureUnit`,
    /// which names food units.
    static let units: [String: Unit] = {
        var units: [String: Unit] = [:]
        for spelling in ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"] { units[spelling] = .mass(kilograms: 1) }
        for spelling in ["lb", "lbs", "pound", "pounds"] { units[spelling] = .mass(kilograms: ImperialMeasures.kilogramsPerPound) }
        for spelling in ["st", "stone", "stones"] { units[spelling] = .mass(kilograms: 14 * ImperialMeasures.kilogramsPerPound) }
        for spelling in ["ft", "foot", "feet"] { units[spelling] = .feet }
        for spelling in ["in", "inch", "inches"] { units[spelling] = .inches }
        for spelling in ["cm", "cms", "centimeter", "centimeters", "centimetre", "centimetres"] { units[spelling] = .length(centimeters: 1) }
        for spelling in ["m", "meter", "meters", "metre", "metres"] { units[spelling] = .length(centimeters: 100) }
        return units
    }()

    /// The spellings of the units of weight, and of height, for showing where a measure was said.
    public static let weightUnits: Set<String> = Set(units.compactMap { if case .mass = $0.value { $0.key } else { nil } })
    public static let heightUnits: Set<String> = Set(units.compactMap { if case .mass = $0.value { nil } else { $0.key } })

    public init(weightKg: Double? = nil, heightCm: Double? = nil) {
        self.weightKg = weightKg
        self.heightCm = heightCm
    }

    /// Reads every number-and-unit of `text`: `65 kg`, `143 lbs`, `10 st 3 lb`, `170 cm`, `1.70 m`,
    /// `5'11"`, `5 ft 11 in`, `5 foot 11`, `180cm`.
    public init(reading text: String) {
        let words = Self.words(text)
        var kilograms: Double?
        var centimeters: Double?
        var feet: Double?, inches: Double?
        var afterFeet = false
        var index = 0
        while index < words.count {
            guard let number = NumberReader.numeralValue(words[index]) else { afterFeet = false; index += 1; continue }
            let unit = index + 1 < words.count ? Self.units[words[index + 1]] : nil
            switch unit {
            case .mass(let perUnit)?:
                kilograms = (kilograms ?? 0) + number * perUnit
                afterFeet = false
                index += 2
            case .feet?:
                feet = number
                afterFeet = true
                index += 2
            case .inches?:
                inches = number
                afterFeet = false
                index += 2
            case .length(let perUnit)?:
                centimeters = number * perUnit
                afterFeet = false
                index += 2
            case nil:
                // "5 foot 11": a bare number right after feet is the inches.
                if afterFeet, inches == nil { inches = number } else { unitless.append(number) }
                afterFeet = false
                index += 1
            }
        }
        weightKg = kilograms
        let imperial = Set(words.compactMap { word -> Bool? in
            switch Self.units[word] {
            case .mass(let perUnit)?: perUnit != 1
            case .feet?, .inches?: true
            case .length?: false
            case nil: nil
            }
        })
        saidImperial = imperial.count == 1 ? imperial.first : nil
        if let centimeters {
            heightCm = centimeters
        } else if feet != nil || inches != nil {
            heightCm = ImperialMeasures.centimeters(feet: feet ?? 0, inches: inches ?? 0)
        }
    }

    /// Lower-case words with the foot and inch marks after a number spelt out ("5'11\"" → 5 ft 11 in;
    /// the apostrophe of "i'm" is no mark) and digits split from a glued unit ("180cm" → 180 cm).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var currentIsNumber = false
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        for character in text.lowercased() {
            switch character {
            case "'", "’", "′" where currentIsNumber:
                flush(); words.append("ft"); currentIsNumber = false
            case "\"", "”", "″" where currentIsNumber:
                flush(); words.append("in"); currentIsNumber = false
            case _ where character.isNumber || (character == "." && currentIsNumber && !current.isEmpty):
                if !currentIsNumber { flush() }
                currentIsNumber = true
                current.append(character)
            case _ where character.isLetter:
                if currentIsNumber { flush() }
                currentIsNumber = false
                current.append(character)
            default:
                flush()
                currentIsNumber = false
            }
        }
        flush()
        return words
    }
}
