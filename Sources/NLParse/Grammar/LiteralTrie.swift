/// A choice of literal phrases compiled as a prefix tree: `(?:add |arrange |book )` becomes
/// `(?:a(?:dd |rrange )|book )`.
///
/// PCRE2 tries the alternatives of a group one at a time, so a choice of fifty words costs fifty
/// tries at every place the matcher reaches it. Sharing prefixes makes that a few first-letter
/// tests. Two literal phrases can both match at one place only when one is a prefix of the
/// other ("mark " and "mark down "); the tree keeps the written order of every such pair, so
/// each match, and each capture around it, is the one the plain alternation gives.
///
/// The nodes sit in one array and the regex is written into one string: built once per choice
/// in every pattern, the tree was a sixth of a cold start as a class per node.
struct LiteralTrie {
    /// A node's branches in written order: a scalar and the node it leads to, or the end of a
    /// phrase (`scalar` nil).
    private struct Branch {
        var scalar: Unicode.Scalar?
        var next: Int
    }

    private var nodes: [[Branch]] = [[]]

    /// `phrases` in the order they were written, each as it must appear in the subject.
    init(_ phrases: [String]) {
        for phrase in phrases { insert(phrase.unicodeScalars) }
    }

    private mutating func insert(_ phrase: String.UnicodeScalarView) {
        var node = 0
        for scalar in phrase {
            // Join the last branch that starts with `scalar`, unless a phrase ending here was
            // written after it: that shorter phrase is tried before this one and must stay so.
            if let last = nodes[node].lastIndex(where: { $0.scalar == nil || $0.scalar == scalar }), nodes[node][last].scalar == scalar {
                node = nodes[node][last].next
            } else {
                nodes.append([])
                nodes[node].append(Branch(scalar: scalar, next: nodes.count - 1))
                node = nodes.count - 1
            }
        }
        // A second identical phrase can never be reached: the first always matches first.
        if !nodes[node].contains(where: { $0.scalar == nil }) { nodes[node].append(Branch(scalar: nil, next: -1)) }
    }

    /// The regular expression, each literal scalar escaped as `GrammarCompiler.escape` does.
    func regex() -> String {
        var out = ""
        write(node: 0, into: &out)
        return out
    }

    private func write(node: Int, into out: inout String) {
        let branches = nodes[node]
        let grouped = branches.count != 1
        if grouped { out += "(?:" }
        for (index, branch) in branches.enumerated() {
            if index > 0 { out += "|" }
            guard let scalar = branch.scalar else { continue }
            if scalar.isASCII, GrammarCompiler.isSpecial(UInt8(scalar.value)) { out += "\\" }
            out.unicodeScalars.append(scalar)
            write(node: branch.next, into: &out)
        }
        if grouped { out += ")" }
    }
}

/// `LiteralTrie` regexes by their phrases, each built once per compilation.
final class TrieRegexes {
    private var built: [[String]: String] = [:]

    func regex(of phrases: [String]) -> String {
        if let regex = built[phrases] { return regex }
        let regex = LiteralTrie(phrases).regex()
        built[phrases] = regex
        return regex
    }
}
