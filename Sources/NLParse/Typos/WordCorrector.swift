import Foundation

/// Typo tolerance: a word that no grammar or lexicon knows, of five letters or more, is read as
/// the known word within one edit (two for nine letters or more: insert, delete, substitute, or
/// swap two neighbours) when exactly one known word is that close ("tommorow", "remnd" stays,
/// "calender", "shoping", "groceris"). A tie, or nothing close, leaves the word as written.
///
/// Lookups go through a table of every known word with one letter (or, for long words, two)
/// deleted, so a check probes a few dozen keys rather than measuring against every word.
public struct WordCorrector: Sendable {
    private let known: Set<String>
    private let targets: [[UInt8]]
    /// A target, or a target with letters deleted, to the targets it comes from: built on the
    /// first word that needs correcting, since most lines have none and a one-shot should not pay.
    private let table: DeletionTable
    private let dictionary: WordList?

    public static let minimumLength = 5
    public static let twoEditLength = 9

    /// `targets` are the words a typo may become (the grammar's words, the temporal lexicon);
    /// `known` words are never corrected (those, plus any other word an application knows).
    public init(targets: some Sequence<String>, known: some Sequence<String> = [], dictionary: WordList? = nil) {
        self.dictionary = dictionary
        var targetList: [[UInt8]] = []
        var knownSet = Set(known)
        for word in Set(targets).sorted() {
            knownSet.insert(word)
            let bytes = Array(word.utf8)
            guard bytes.count >= Self.minimumLength - 1, bytes.allSatisfy(Self.isLetter) else { continue }
            targetList.append(bytes)
        }
        self.known = knownSet
        self.targets = targetList
        self.table = DeletionTable()
    }

    public func isKnown(_ word: String) -> Bool { known.contains(word) || dictionary?.contains(word) == true }

    /// The correction of `word` (folded), or nil: known, too short, not plain letters, no close
    /// known word, or two equally close.
    public func correction(for word: String) -> String? {
        let bytes = Array(word.utf8)
        guard bytes.count >= Self.minimumLength, bytes.allSatisfy(Self.isLetter), !isKnown(word) else { return nil }
        let limit = bytes.count >= Self.twoEditLength ? 2 : 1
        var seen = Set<Int32>()
        // Cost in quarter edits: a letter typed twice or once too few ("shoping") is the commonest
        // slip, 2; a letter left out ("badgs" for "badges") comes next, 4; a letter changed or two
        // swapped, 5; a letter too many ("bagds" for "bags"), 6: so "badgs" is "badges", not "bags".
        var best: (cost: Int, target: Int32)?
        var tied = false
        let deletions = table.deletions(of: targets)
        for key in Self.deletions(of: bytes, depth: limit) {
            for target in deletions[key] ?? [] where seen.insert(target).inserted {
                let candidate = targets[Int(target)]
                let distance = Self.distance(bytes, candidate, limit: limit)
                guard distance <= limit else { continue }
                let cost = distance == 1 ? Self.slipCost(typed: bytes, candidate) : 6 * distance
                if let current = best, current.cost == cost {
                    tied = true
                } else if best == nil || cost < best!.cost {
                    best = (cost, target)
                    tied = false
                }
            }
        }
        guard let best, !tied else { return nil }
        return String(decoding: targets[Int(best.target)], as: UTF8.self)
    }

    /// What one edit from `candidate` to `typed` costs, in quarter edits (see `correction`).
    static func slipCost(typed: [UInt8], _ candidate: [UInt8]) -> Int {
        if differByADoubledLetter(typed, candidate) { return 2 }
        if candidate.count == typed.count + 1 { return 4 }
        if candidate.count == typed.count { return 5 }
        return 6
    }

    /// Whether one word is the other with one letter doubled ("shopping", "shoping").
    static func differByADoubledLetter(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var index = 0
        while index < short.count, long[index] == short[index] { index += 1 }
        guard long[index...].dropFirst().elementsEqual(short[index...]) else { return false }
        return (index > 0 && long[index - 1] == long[index]) || (index + 1 < long.count && long[index + 1] == long[index])
    }

    /// The deletion table, made once on first use and shared by every copy of the corrector.
    private final class DeletionTable: @unchecked Sendable {
        private let lock = NSLock()
        private var built: [String: [Int32]]?

        func deletions(of targets: [[UInt8]]) -> [String: [Int32]] {
            lock.lock()
            defer { lock.unlock() }
            if let built { return built }
            var table: [String: [Int32]] = [:]
            for (index, bytes) in targets.enumerated() {
                for key in WordCorrector.deletions(of: bytes, depth: bytes.count >= WordCorrector.twoEditLength - 1 ? 2 : 1) {
                    table[key, default: []].append(Int32(index))
                }
            }
            built = table
            return table
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    /// `word` itself and every string made by deleting up to `depth` letters from it.
    fileprivate static func deletions(of word: [UInt8], depth: Int) -> Set<String> {
        var result: Set<String> = [String(decoding: word, as: UTF8.self)]
        var frontier: [[UInt8]] = [word]
        for _ in 0..<depth {
            var next: [[UInt8]] = []
            for item in frontier where item.count > 1 {
                for index in item.indices {
                    var shorter = item
                    shorter.remove(at: index)
                    if result.insert(String(decoding: shorter, as: UTF8.self)).inserted { next.append(shorter) }
                }
            }
            frontier = next
        }
        return result
    }

    /// Whether two words are one typo apart by the corrector's rule: both of `minimumLength`
    /// letters or more, within one edit (two from `twoEditLength` letters). For names the user
    /// typed with a typo ("prescripton") and says right later, or the other way round.
    public static func isTypo(_ a: String, of b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count >= minimumLength, y.count >= minimumLength, x != y else { return false }
        let limit = max(x.count, y.count) >= twoEditLength ? 2 : 1
        return distance(x, y, limit: limit) <= limit
    }

    /// Optimal string alignment distance (Levenshtein with swaps of neighbours), or limit + 1
    /// once it must exceed `limit`.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        let width = b.count + 1
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in 1...max(b.count, 1) where j <= b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, previous2[j - 2] + 1) }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
