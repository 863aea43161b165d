/// Reads recipe-style ingredient lines ("2 tablespoons olive oil", "4 cloves garlic, minced",
/// "Grated rind of 1 1/2 lemons") into amount, unit and name, with the same quantity and unit
/// readers as meal sentences.
///
/// The name is the text after the amount and unit, up to the first comma, parenthesis, "--" or
/// trailing note ("to taste", "for garnish"), without preparation words ("chopped", "thinly
/// sliced", "freshly grated"). Descriptive words that change the food ("fresh", "ripe", "dried",
/// "low-fat") stay.
public enum IngredientLineParser {
    /// Preparation words and their adverbs, dropped from names.
    static let preparation: Set<String> = [
        "chopped", "minced", "sliced", "diced", "grated", "crushed", "peeled", "shredded", "cubed", "julienned", "halved",
        "quartered", "trimmed", "seeded", "pitted", "cored", "rinsed", "drained", "softened", "melted", "beaten", "sifted",
        "packed", "finely", "thinly", "coarsely", "roughly", "freshly", "lightly", "very", "firmly", "loosely", "well",
        "thickly", "cut", "torn", "snipped", "crumbled", "mashed", "toasted", "divided", "separated", "room",
        "slivered", "squeezed", "deveined", "stemmed", "hulled", "zested", "juiced", "scrubbed", "washed", "cleaned",
        "shelled", "roasted", "boned", "skinned", "warmed", "chilled", "cooled", "heaping", "heaped", "level", "scant",
        "generous", "good", "quality", "about", "approximately", "plus", "more", "additional", "extra", "smashed",
        "pureed", "puréed", "cooked", "uncooked", "patted", "dry", "at", "temperature",
    ]
    /// Words that start a trailing note: "to taste", "for garnish", "if desired", "or more".
    static let noteStarters: Set<String> = ["to", "for", "if", "as", "plus", "optional", "such", "preferably", "about",
                                            "at", "cut", "into", "divided", "from", "in", "like", "see", "each", "removed"]
    /// "fresh" before a preparation adverb ("fresh grated") belongs to the preparation.
    static let preparationLead: Set<String> = ["fresh"]

    public static func parse(_ text: String) -> IngredientLine {
        let tokens = MealTokenizer.tokenize(text)
        let words = tokens.map(\.text)
        guard !tokens.isEmpty else { return IngredientLine(text: text, quantity: nil, unit: nil, name: "") }
        var start = 0
        // "Grated rind of 1 1/2 lemons", "Juice of 2 limes": the amount comes after "of".
        if QuantityParser.read(words, at: 0) == nil || words[0] == "a" || words[0] == "an" {
            if let of = words.firstIndex(of: "of"), of + 1 < words.count, of < 5,
               let reading = QuantityParser.read(words, at: of + 1), !reading.quantity.isArticle {
                start = of + 1
            }
        }
        // The amount part ends at the first comma (the name never starts after it).
        var end = words.count
        if let comma = words[start...].firstIndex(where: { $0 == "," || $0 == ";" }) { end = comma }
        let amount = AmountReader.read(words, in: start..<max(end, start + 1))
        let unit = amount.unit ?? amount.size
        var quantity = amount.quantity
        if quantity?.isArticle == true, start == 0, words[0] == "a" || words[0] == "an" { quantity?.isArticle = true }

        // The name: from foodStart up to a comma, parenthesis, "--", or a note.
        var nameWords: [(String, Int)] = []
        var index = amount.foodStart
        var depth = 0
        while index < tokens.count {
            let word = words[index]
            if word == "(" { depth += 1; index += 1; continue }
            if word == ")" { depth = max(0, depth - 1); index += 1; continue }
            if depth > 0 { index += 1; continue }
            if word == "," || word == ";" || word == ":" || word == "--" { break }
            if tokens[index].isPunctuation { index += 1; continue }
            if !nameWords.isEmpty, noteStarters.contains(word) { break }
            if word == "or", index + 1 < words.count, words[index + 1] == "more" || words[index + 1] == "other" || words[index + 1] == "so" { break }
            if preparation.contains(word) || (preparationLead.contains(word) && index + 1 < words.count && preparation.contains(words[index + 1])) {
                index += 1
                continue
            }
            if word == "and", nameWords.isEmpty { index += 1; continue }
            nameWords.append((word, index))
            index += 1
        }
        // Drop trailing joiners left by removed words ("peeled and" before a comma).
        while let last = nameWords.last, ["and", "or", "of", "with", "the"].contains(last.0) { nameWords.removeLast() }
        let scalars = Array(text.unicodeScalars)
        let name = nameWords.map { String(String.UnicodeScalarView(scalars[tokens[$0.1].start..<tokens[$0.1].end])) }
            .joined(separator: " ")
        return IngredientLine(text: text, quantity: quantity, unit: unit, name: name)
    }
}
