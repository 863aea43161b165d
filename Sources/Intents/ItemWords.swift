import NLParse

/// The words a list item is read with, from the grammar (Grammars/en/lexicon.grammar), so no
/// English lives in Swift: "2 loaves of bread" is 2 × bread counted in loaves, "a loaf of bread"
/// is one loaf, "salt and pepper" is one item.
public struct ItemWords: Sendable {
    /// Each spelling of a measure word to its singular (`l_measure`: "loaves" → "loaf").
    let measures: [String: String]
    /// Each measure's singular to its plural: the other spelling the map gives it ("loaves").
    let plurals: [String: String]
    /// Words before an item that count one of its measure ("a", "an") or none ("some"): `l_article`.
    let articles: [String: String]
    /// The word between a measure and the item ("of"): `l_measure_link`.
    let links: Set<String>
    /// Words that join two items ("and", "plus"): `l_joiner`.
    let joiners: Set<String>
    /// Names with a joiner inside that are one item ("salt and pepper"): `l_together`.
    let together: [[String]]
    /// The times sign of a count written as a tally ("2x", "x2"): `l_times`.
    let times: Set<String>

    public init(_ maps: ValueMaps) {
        measures = maps.values(ofWords: "l_measure")
        // The plural is the longest other spelling of the same singular ("lbs" for "lb"); a
        // measure written one way ("kg") is its own plural.
        var plurals: [String: String] = [:]
        for (spelling, singular) in measures.sorted(by: { ($0.key.count, $0.key) < ($1.key.count, $1.key) }) where spelling != singular {
            plurals[singular] = spelling
        }
        self.plurals = plurals
        articles = maps.values(ofWords: "l_article")
        links = maps.words("l_measure_link")
        joiners = maps.words("l_joiner")
        together = maps.words("l_together").sorted().map { $0.split(separator: " ").map(String.init) }
        times = maps.words("l_times")
    }

    /// No words at all: every item is its text, nothing joins two.
    public static let none = ItemWords(ValueMaps())

    /// The measure in the form that fits `quantity`: "1 loaf of", "2 loaves of".
    public func unit(_ unit: String, for quantity: Double?) -> String {
        var words = unit.split(separator: " ").map(String.init)
        guard let first = words.first, let singular = measures[first.lowercased()] else { return unit }
        words[0] = (quantity ?? 1) == 1 ? singular : plurals[singular] ?? singular
        return words.joined(separator: " ")
    }

    /// The measure word alone in its singular ("loaves of" → "loaf"), for comparing a measure
    /// said with or without its link.
    public func measureKey(_ unit: String?) -> String? {
        guard let first = unit?.split(separator: " ").first?.lowercased() else { return nil }
        return measures[first] ?? first
    }

    /// `unit` with the link word `like` has ("loaves" like "loaf of" is "loaves of"), else the
    /// grammar's link: a measure said alone, for an item whose name follows it.
    public func linked(_ unit: String, like other: String?) -> String {
        guard unit.split(separator: " ").count == 1 else { return unit }
        let own = other?.split(separator: " ").dropFirst().first.map { $0.lowercased() }
        guard let link = own.flatMap({ links.contains($0) ? $0 : nil }) ?? links.min() else { return unit }
        return unit + " " + link
    }

    /// The measure's singular form, for comparing "loaf of" with "loaves of".
    public func unitKey(_ unit: String?) -> String? {
        unit.map { self.unit($0, for: 1).lowercased() }
    }
}
