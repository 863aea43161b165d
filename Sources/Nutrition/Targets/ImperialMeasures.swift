import Numbers

/// Imperial input helpers: 5'7", 5 ft 7 in, 143 lbs, 10 st 3 lb.
public enum ImperialMeasures {
    public static let centimetersPerInch = 2.54
    public static let kilogramsPerPound = 0.45359237

    public static func centimeters(feet: Double, inches: Double = 0) -> Double { (feet * 12 + inches) * centimetersPerInch }
    public static func kilograms(pounds: Double) -> Double { pounds * kilogramsPerPound }
    public static func pounds(kilograms: Double) -> Double { kilograms / kilogramsPerPound }

    /// A height in centimetres from `5'7"`, `5' 7`, `5 ft 7 in`, `5 feet 7 inches`, `67 in`, `170 cm`, `1.70 m`.
    public static func height(_ text: String) -> Double? {
        var cleaned = ""
        for character in text.lowercased() {
            switch character {
            case "'", "’", "′": cleaned += " ft "
            case "\"", "”", "″": cleaned += " in "
            default: cleaned.append(character)
            }
        }
        let words = cleaned.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        var feet: Double?, inches: Double?, centimeters: Double?
        var index = 0
        while index < words.count {
            guard let number = NumberReader.numeralValue(words[index]) else { index += 1; continue }
            let unit = index + 1 < words.count ? words[index + 1] : ""
            switch unit {
            case "ft", "foot", "feet": feet = number; index += 2
            case "in", "inch", "inches": inches = number; index += 2
            case "cm", "centimeters", "centimetres": centimeters = number; index += 2
            case "m", "meter", "meters", "metre", "metres": centimeters = number * 100; index += 2
            default:
                // "5 7" after feet: the bare number is inches.
                if feet != nil, inches == nil { inches = number } else if number > 100 { centimeters = number }
                index += 1
            }
        }
        if let centimeters { return centimeters }
        if feet != nil || inches != nil { return Self.centimeters(feet: feet ?? 0, inches: inches ?? 0) }
        return nil
    }

    /// A weight in kilograms from `143 lbs`, `143 pounds`, `65 kg`, `10 st 3 lb`.
    public static func weight(_ text: String) -> Double? {
        let tokens = MealTokenizer.tokenize(text).filter { !$0.isPunctuation }.map(\.text)
        var kilograms = 0.0
        var found = false
        var index = 0
        while index < tokens.count {
            guard let number = NumberReader.numeralValue(tokens[index]) else { index += 1; continue }
            let unit = index + 1 < tokens.count ? tokens[index + 1] : ""
            switch unit {
            case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": kilograms += number; found = true
            case "lb", "lbs", "pound", "pounds": kilograms += Self.kilograms(pounds: number); found = true
            case "st", "stone", "stones": kilograms += Self.kilograms(pounds: number * 14); found = true
            default: break
            }
            index += 2
        }
        return found ? kilograms : nil
    }
}
