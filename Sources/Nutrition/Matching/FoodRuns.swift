extension FoodMatcher {
    /// Where a run of bare words names several foods said one after another without commas
    /// ("eggs bread oj"): the word ranges of the foods, longest first from each word, two or
    /// more of them. Nil when the words are one food as said ("garlic bread", "hot dogs"), or
    /// when some word starts no food ("paper towels", "cat food").
    ///
    /// A run of words names one food when the table has it under that name: a curated name or
    /// synonym, or a description whose first part is those words ("Garlic bread, frozen"), not
    /// words found across its parts ("Bread, egg" is no reading of "eggs bread").
    ///
    /// A food ends before another only after a plural ("eggs | bread"): English compounds take a
    /// singular modifier ("oat milk", "cheese crackers", "apple pie"), so a singular word followed
    /// by another may be a food the table does not know, and is kept with it.
    public func foodRuns(_ words: [String]) -> [Range<Int>]? {
        guard words.count >= 2, words.count <= 8, !names(words[...]) else { return nil }
        var runs: [Range<Int>] = []
        var start = 0
        while start < words.count {
            guard let end = stride(from: words.count, to: start, by: -1).first(where: { end in
                (end == words.count || Self.isPlural(words[end - 1]))
                    && (end - start == 1 ? match(words[start]).isResolved : names(words[start..<end]))
            }) else { return nil }
            runs.append(start..<end)
            start = end
        }
        return runs.count >= 2 ? runs : nil
    }

    /// "eggs", "potatoes": the word's key is its singular.
    private static func isPlural(_ word: String) -> Bool {
        FoodLexicon.keys(word) != [word.lowercased()]
    }

    /// True when `words` are a food's own name in the table.
    private func names(_ words: ArraySlice<String>) -> Bool {
        let phrase = words.joined(separator: " ")
        let found = match(phrase)
        guard let food = found.food else { return false }
        if found.source != .description { return true }
        let head = food.description.split(separator: ",").first.map(String.init) ?? ""
        return FoodLexicon.keys(head) == FoodLexicon.keys(phrase)
    }
}
