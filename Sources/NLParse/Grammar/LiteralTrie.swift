/// A choice of literal phrases compiled as a prefix tree: `(?:add |arrange |book )` becomes
/// `(?:a(?:dd |rrange )|book )`.
///
/// PCRE2 tries the alternatives of a group one at a time, so a choice of fifty words costs fifty
/// tries at every place the matcher reaches it. Sharing prefixes makes that a few first-letter
/// tests. Two literal phrases can both match at one place only when one is a prefix of the
/// other ("mark " and "mark down "); the tree keeps the written order of every such pair, so
/// each match, and each capture around it, is the one the plain alternation gives.
final class LiteralTrie {
    /// A phrase ends here (`nil`), or the phrases that go on with a scalar, in written order.
    private var entries: [(scalar: Unicode.Scalar?, next: LiteralTrie?)] = []

    /// `phrases` in the order they were written, each as it must appear in the subject.
    init(_ phrases: [String]) {
        for phrase in phrases { insert(Array(phrase.unicodeScalars)[...]) }
    }

    private init() {}

    private func insert(_ phrase: ArraySlice<Unicode.Scalar>) {
        guard let first = phrase.first else {
            // A second identical phrase can never be reached: the first always matches first.
            if !entries.contains(where: { $0.scalar == nil }) { entries.append((nil, nil)) }
            return
        }
        // Join the last branch that starts with `first`, unless a phrase ending here was written
        // after it: that shorter phrase is tried before this one and must stay so.
        if let last = entries.lastIndex(where: { $0.scalar == nil || $0.scalar == first }),
           entries[last].scalar == first, let next = entries[last].next {
            next.insert(phrase.dropFirst())
        } else {
            let next = LiteralTrie()
            next.insert(phrase.dropFirst())
            entries.append((first, next))
        }
    }

    /// The regular expression, with `escape` applied to each literal scalar.
    func regex(escape: (String) -> String) -> String {
        let branches = entries.map { entry in
            guard let scalar = entry.scalar, let next = entry.next else { return "" }
            return escape(String(scalar)) + next.regex(escape: escape)
        }
        return branches.count == 1 ? branches[0] : "(?:" + branches.joined(separator: "|") + ")"
    }
}

/// `LiteralTrie` regexes by their phrases, each built once per compilation.
final class TrieRegexes {
    private var built: [[String]: String] = [:]

    func regex(of phrases: [String]) -> String {
        if let regex = built[phrases] { return regex }
        let regex = LiteralTrie(phrases).regex(escape: GrammarCompiler.escape)
        built[phrases] = regex
        return regex
    }
}
