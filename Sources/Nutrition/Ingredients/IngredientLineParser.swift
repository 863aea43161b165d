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
        "packed", "finely", "thinly", "coarsely", "roughly", "lightly", "very", "firmly", "loosely", "well",
        "thickly", "cut", "torn", "snipped", "crumbled", "mashed", "toasted", "divided", "separated", "room",
        "slivered", "squeezed", "deveined", "stemmed", "hulled", "zested", "juiced", "scrubbed", "washed", "cleaned",
        "shelled", "roasted", "boned", "skinned", "warmed", "chilled", "cooled", "heaping", "heaped", "level", "scant",
        "generous", "good", "quality", "about", "approximately", "plus", "more", "additional", "smashed",
        "pureed", "puréed", "cooked", "uncooked", "patted", "at", "temperature", "cold", "lukewarm", "simmering",
        "imported", "fine", "blanched", "warm", "shucked", "homemade", "unsifted", "plump", "crumbly", "tepid",
    ]
    /// Words that start a trailing note: "to taste", "for garnish", "if desired", "or more".
    static let noteStarters: Set<String> = ["to", "for", "if", "as", "plus", "optional", "such", "preferably", "about",
                                            "at", "cut", "into", "divided", "from", "in", "like", "see", "each", "removed", "tied", "with", "on",
                                            "thawed", "reserved", "according", "that", "which", "left", "trimmed"]
    /// "fresh" before a preparation adverb ("fresh grated") belongs to the preparation.
    static let preparationLead: Set<String> = ["hard", "soft", "ground"]
    /// Adverbs: the word after one is preparation too ("coarsely ground black pepper").
    static let adverbs: Set<String> = ["finely", "thinly", "coarsely", "roughly", "lightly", "very", "firmly",
                                       "loosely", "thickly", "well", "newly", "evenly", "tightly"]
    /// "fresh or canned", "homemade or low-sodium canned": sourcing alternatives the labels drop.
    static let sourcing: Set<String> = ["fresh", "canned", "homemade", "frozen", "bottled", "store", "bought", "low", "sodium",
                                        "reduced", "salt", "free", "prepared", "good", "quality", "cooked", "dried"]
    /// Words that may stand before a comma inside a name ("skinless, boneless monkfish", "large, ripe tomatoes").
    static let listAdjectives: Set<String> = ["skinless", "boneless", "large", "small", "medium", "ripe", "red", "green",
                                              "yellow", "fresh", "thin", "thick", "lean", "firm", "coarse", "dried", "whole",
                                              "sweet", "hot", "mild", "young", "tender", "white", "black", "flat", "leaf",
                                              "bone", "in", "skin", "on", "center", "cut", "extra"]

    static let trailingUnits: Set<MeasureUnit> = [.clove, .sprig, .stick, .stalk, .slice, .wedge, .head, .bunch, .rib, .ear,
                                                   .strip, .sheet, .stem, .bulb, .branch]

    public static func parse(_ text: String) -> IngredientLine {
        let tokens = MealTokenizer.tokenize(text)
        let words = tokens.map(\.text)
        guard !tokens.isEmpty else { return IngredientLine(text: text, quantity: nil, unit: nil, name: "") }
        var start = 0
        // "Grated rind of 1 1/2 lemons", "Juice of 2 limes": the amount comes after "of".
        if QuantityParser.read(words, at: 0) == nil || words[0] == "a" || words[0] == "an" {
            if let of = words.firstIndex(where: { $0 == "of" || $0 == "from" }), of + 1 < words.count, of < 5,
               let reading = QuantityParser.read(words, at: of + 1), !reading.quantity.isArticle {
                start = of + 1
            }
        }
        // The amount part ends at the first comma (the name never starts after it).
        var end = words.count
        if let comma = words[start...].firstIndex(where: { $0 == "," || $0 == ";" }) { end = comma }
        let amount = AmountReader.read(words, in: start..<max(end, start + 1))
        var unit = amount.unit ?? amount.size
        var quantity = amount.quantity
        if quantity?.isArticle == true, start == 0, words[0] == "a" || words[0] == "an" { quantity?.isArticle = true }

        // The name: from foodStart up to a comma, parenthesis, "--", or a note.
        // Words joined by a hyphen ("no-salt-added", "ready-to-cook") are never preparation or notes on their own.
        let scalarsOfText = Array(text.unicodeScalars)
        var hyphenated = [Bool](repeating: false, count: tokens.count)
        for position in 0..<max(0, tokens.count - 1) where tokens[position].end + 1 == tokens[position + 1].start
            && scalarsOfText[tokens[position].end] == "-" && !tokens[position].isPunctuation && !tokens[position + 1].isPunctuation {
            hyphenated[position] = true
            hyphenated[position + 1] = true
        }
        var nameWords: [(String, Int)] = []
        var index = amount.foodStart
        var depth = 0
        while index < tokens.count {
            let word = words[index]
            if word == "(" { depth += 1; index += 1; continue }
            if word == ")" { depth = max(0, depth - 1); index += 1; continue }
            if depth > 0 { index += 1; continue }
            if hyphenated[index] {
                // "high-quality", "good-quality": a quality claim, dropped like "good quality"; "hard-cooked",
                // "well-drained", "finely-chopped": preparation written with a hyphen.
                if index + 1 < words.count, hyphenated[index + 1], words[index + 1] == "quality"
                    || ((adverbs.contains(word) || ["hard", "soft", "well"].contains(word)) && preparation.contains(words[index + 1])) {
                    index += 2
                    continue
                }
                nameWords.append((word, index))
                index += 1
                continue
            }
            if word == ",", nameWords.isEmpty { index += 1; continue }
            // "freshly ground pepper" keeps both words (as the labels do); "freshly grated cheese" drops both.
            if word == "freshly" {
                if index + 1 < words.count, words[index + 1] == "ground" {
                    nameWords.append((word, index)); nameWords.append((words[index + 1], index + 1))
                }
                index += 2
                continue
            }
            if nameWords.isEmpty, word == "of" || word == "each" { index += 1; continue }
            // "2 or more medium onions", "4 firm, medium tomatoes": with no unit yet, a size word is the unit.
            if unit == nil, amount.quantity != nil, let size = MeasureUnit.named(word), size.kind == .size,
               index + 1 < words.count, !tokens[index + 1].isPunctuation,
               nameWords.allSatisfy({ $0.0 == "," || listAdjectives.contains($0.0) || $0.0 == "firm" }) {
                unit = size
                index += 1
                continue
            }
            // "2 small, ripe plum tomatoes": a size word before a comma is the unit.
            if nameWords.isEmpty, unit == nil, let size = MeasureUnit.named(word), size.kind == .size,
               index + 1 < words.count, words[index + 1] == "," {
                unit = size
                index += 2
                continue
            }
            if nameWords.isEmpty, amount.unit != nil, MeasureUnit.named(word)?.kind == .size, index + 1 < words.count {
                index += 1
                continue
            }
            if nameWords.isEmpty, word == "or" {
                index += 1
                while index < words.count - 1, sourcing.contains(words[index]) { index += 1 }
                continue
            }
            if word == "," {
                // "Greek, Italian or French black olives", "skinless, boneless monkfish": the comma is inside the name.
                var next = index + 1
                var sawOr = false
                var sawPreparation = false
                while next < tokens.count, !tokens[next].isPunctuation {
                    if words[next] == "or" { sawOr = true }
                    if preparation.contains(words[next]) || adverbs.contains(words[next]) { sawPreparation = true }
                    next += 1
                }
                let adjectivesOnly = !nameWords.isEmpty && nameWords.allSatisfy { listAdjectives.contains($0.0) }
                if !sawPreparation, next > index + 1, (sawOr && nameWords.count <= 3) || adjectivesOnly {
                    nameWords.append((",", -1))
                    index += 1
                    continue
                }
                break
            }
            if word == ";" || word == ":" || word == "--" { break }
            if nameWords.isEmpty, word == "plus" {
                // "1 cup plus 2 tablespoons flour": skip the second amount.
                let extra = AmountReader.read(words, in: (index + 1)..<tokens.count)
                index = max(extra.foodStart, index + 1)
                continue
            }
            if nameWords.isEmpty, word == "or", index + 1 < words.count, words[index + 1] == "more" { index += 2; continue }
            if word == "or", index + 1 < words.count, QuantityParser.read(words, at: index + 1).map({ !$0.quantity.isArticle }) == true { break }
            if sourcing.contains(word), index + 1 < words.count, words[index + 1] == "or" {
                // "fresh or canned chicken broth" → "chicken broth"
                var next = index + 2
                while next < words.count, sourcing.contains(words[next]) { next += 1 }
                if next > index + 2 { index = next; continue }
            }
            if adverbs.contains(word) {
                index += 1
                if index < words.count, !tokens[index].isPunctuation, index + 1 < words.count { index += 1 }
                continue
            }
            if tokens[index].isPunctuation { index += 1; continue }
            if !nameWords.isEmpty, noteStarters.contains(word) { break }
            // "or more", "or so" end the name; "or other …" stays, as most labels keep it.
            if word == "or", index + 1 < words.count, words[index + 1] == "more" || words[index + 1] == "so" { break }
            if preparation.contains(word) || (preparationLead.contains(word) && index + 1 < words.count && preparation.contains(words[index + 1])) {
                index += 1
                continue
            }
            if word == "and", nameWords.isEmpty { index += 1; continue }
            nameWords.append((word, index))
            index += 1
        }
        // Drop trailing joiners left by removed words ("peeled and" before a comma).
        while let last = nameWords.last, ["and", "or", "of", "with", "the", ","].contains(last.0) { nameWords.removeLast() }
        // "4 garlic cloves", "1 cinnamon stick": the unit comes after the food.
        if unit == nil, nameWords.count >= 2, let last = nameWords.last, last.1 >= 0,
           let trailing = MeasureUnit.named(last.0), Self.trailingUnits.contains(trailing) {
            unit = trailing
            nameWords.removeLast()
        }
        // "10 cloves": a unit word with nothing after it is the food.
        if nameWords.isEmpty, amount.unit != nil, let unitWords = amount.unitWords {
            unit = amount.size
            for position in unitWords where !tokens[position].isPunctuation && words[position] != "of"
                && MeasureUnit.named(words[position])?.kind != .size {
                nameWords.append((words[position], position))
            }
        }
        let scalars = scalarsOfText
        var name = ""
        for (word, position) in nameWords {
            if position < 0 { name += word; continue }
            if !name.isEmpty { name += position > 0 && hyphenated[position] && hyphenated[position - 1] && tokens[position - 1].end + 1 == tokens[position].start ? "-" : " " }
            name += String(String.UnicodeScalarView(scalars[tokens[position].start..<tokens[position].end]))
        }
        return IngredientLine(text: text, quantity: quantity, unit: unit, name: name)
    }
}
