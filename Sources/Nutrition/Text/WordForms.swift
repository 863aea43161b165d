/// Word normalisation shared by the lexicon and the parsers: singular forms and edit distance.
public enum WordForms {
    /// A singular form for matching, applied the same way to table names and input, so it only
    /// needs to be consistent, not always correct English: `eggs` → `egg`, `berries` → `berry`,
    /// `tomatoes` → `tomato`, `leaves` → `leaf`; `hummus`, `swiss`, `asparagus` stay.
    public static func singular(_ word: String) -> String {
        let utf8 = word.utf8
        let count = utf8.count
        guard count > 3, utf8.last == UInt8(ascii: "s") else { return word }
        if let irregular = irregulars[word] { return irregular }
        // Suffixes compared on bytes (they are ASCII, and the word's last byte is "s", so no mark follows).
        func ends(with suffix: StaticString) -> Bool {
            let length = suffix.utf8CodeUnitCount
            guard count >= length else { return false }
            return suffix.withUTF8Buffer { expected in utf8.suffix(length).elementsEqual(expected) }
        }
        if ends(with: "ss") || ends(with: "us") || ends(with: "is") || ends(with: "'s") { return word }
        if let first = utf8.first, first < 128 ? (first >= 48 && first <= 57) : word.first?.isNumber == true { return word }
        if ends(with: "ies") && count > 4 { return String(word.dropLast(3)) + "y" }
        if ends(with: "oes") { return String(word.dropLast(2)) }
        if ends(with: "ches") || ends(with: "shes") || ends(with: "xes") || ends(with: "sses") || ends(with: "zes") {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    static let irregulars: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife", "calves": "calf",
        "molasses": "molasses", "cookies": "cookie", "pies": "pie", "fries": "fry", "brownies": "brownie",
        "smoothies": "smoothie", "veggies": "veggie", "hoagies": "hoagie", "dates": "date", "slices": "slice",
        "pieces": "piece", "sauces": "sauce", "juices": "juice", "olives": "olive", "chives": "chive",
        "cloves": "clove", "grapes": "grape", "oranges": "orange", "sausages": "sausage", "wedges": "wedge",
        "ounces": "ounce", "cheeses": "cheese", "noodles": "noodle", "apples": "apple", "pickles": "pickle",
        "bagels": "bagel", "waffles": "waffle", "pancakes": "pancake", "cakes": "cake", "tortillas": "tortilla",
        "burritos": "burrito", "potatoes": "potato", "tomatoes": "tomato", "mangoes": "mango", "mangos": "mango",
        "glasses": "glass", "dishes": "dish", "lunches": "lunch", "sandwiches": "sandwich", "peaches": "peach",
        "radishes": "radish", "squashes": "squash", "bunches": "bunch", "pinches": "pinch", "dashes": "dash",
        "boxes": "box", "tomatillos": "tomatillo", "avocados": "avocado", "nachos": "nacho", "tacos": "taco",
        "shakes": "shake", "pints": "pint", "couscous": "couscous", "hummus": "hummus", "oats": "oat",
        "greens": "green", "chips": "chip", "beverages": "beverage", "spices": "spice", "vegetables": "vegetable",
        "cereals": "cereal", "sprouts": "sprout", "anchovies": "anchovy", "strawberries": "strawberry",
    ]

    /// Plurals of the irregular singular forms ("leaf" → "leaves"), for writing words back.
    static let plurals: [String: String] = Dictionary(irregulars.filter { $0.key != $0.value }.map { ($0.value, $0.key) },
                                                      uniquingKeysWith: { first, second in min(first, second) })

    /// True when `a` and `b` differ by at most one insertion, deletion, substitution or adjacent swap.
    public static func withinOneEdit(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        if abs(x.count - y.count) > 1 { return false }
        if x == y { return true }
        var i = 0
        while i < min(x.count, y.count), x[i] == y[i] { i += 1 }
        if x.count == y.count {
            if x[(i + 1)...] == y[(i + 1)...] { return true }
            // adjacent transposition
            if i + 1 < x.count, x[i] == y[i + 1], x[i + 1] == y[i], x[(i + 2)...] == y[(i + 2)...] { return true }
            return false
        }
        if x.count > y.count { return x[(i + 1)...] == y[i...] }
        return x[i...] == y[(i + 1)...]
    }
}
