import Spelling

/// The parser's prefilter: which patterns can match, from the words of the input alone.
///
/// A pattern's required word sets say "one of these words must be in the input" (one set per
/// literal the pattern cannot do without). Every required word and every (pattern, set) pair is
/// numbered. A parse looks each input word up once (from its bytes, see `SpellingTable`), marks the sets its words meet, and then tests
/// only the patterns listed under those words (each pattern is listed under the words of its
/// smallest set) by reading marks: no set is ever scanned word by word.
struct RequiredWordIndex: Sendable {
    /// Every required word's number.
    let wordIDs: SpellingTable<Int>
    /// Per word number: the patterns listed under it.
    private let patternsByWordID: [[Int]]
    /// Per word number: the sets (numbered over all patterns) that contain it.
    private let setsByWordID: [[Int]]
    /// Per pattern: the numbers of its sets, as a range of `setNumbers` (flat: one array, not
    /// an array per pattern, is cheaper to read in the hot loop).
    private let setsOfPattern: [Range<Int>]
    private let setNumbers: [Int]
    private let setCount: Int
    /// Patterns with no required word: always tried.
    let unfilteredPatterns: [Int]

    /// Scratch for one parse, reused between parses.
    struct Marks {
        var words = StampedSet()
        var sets = StampedSet()
        var patterns = StampedSet()
    }

    init(requiredWordSets: [[Set<String>]]) {
        var ids: [String: Int] = [:]
        for word in requiredWordSets.flatMap({ $0 }).flatMap({ $0 }) where ids[word] == nil { ids[word] = ids.count }
        var patternsByWord = [[Int]](repeating: [], count: ids.count)
        var setsByWord = [[Int]](repeating: [], count: ids.count)
        var setsOfPattern: [[Int]] = []
        var unfiltered: [Int] = []
        var setCount = 0
        for (pattern, sets) in requiredWordSets.enumerated() {
            var numbers: [Int] = []
            for set in sets {
                for word in set { setsByWord[ids[word]!].append(setCount) }
                numbers.append(setCount)
                setCount += 1
            }
            setsOfPattern.append(numbers)
            guard let smallest = sets.min(by: { $0.count < $1.count }) else {
                unfiltered.append(pattern)
                continue
            }
            for word in smallest { patternsByWord[ids[word]!].append(pattern) }
        }
        wordIDs = SpellingTable(ids)
        patternsByWordID = patternsByWord
        setsByWordID = setsByWord
        self.setsOfPattern = setsOfPattern.reduce(into: []) { ranges, numbers in
            let start = ranges.last?.upperBound ?? 0
            ranges.append(start..<(start + numbers.count))
        }
        setNumbers = setsOfPattern.flatMap { $0 }
        self.setCount = setCount
        unfilteredPatterns = unfiltered
    }

    /// The patterns that the words of `subject` allow, in grammar order.
    func eligiblePatterns(for subject: MatchSubject, marks: inout Marks) -> [Int] {
        marks.words.removeAll(capacity: wordIDs.count)
        marks.sets.removeAll(capacity: setCount)
        marks.patterns.removeAll(capacity: setsOfPattern.count)
        var presentIDs: [Int] = []
        subject.forEachWord { word in
            guard let id = wordIDs[bytes: word], marks.words.insert(id) else { return }
            presentIDs.append(id)
            marks.sets.insert(contentsOf: setsByWordID[id])
        }
        var eligible = unfilteredPatterns
        eligible.reserveCapacity(64)
        let sets = marks.sets
        setNumbers.withUnsafeBufferPointer { setNumbers in
            for id in presentIDs {
                marks.patterns.insert(contentsOf: patternsByWordID[id]) { pattern in
                    if setNumbers[setsOfPattern[pattern]].allSatisfy({ sets.contains($0) }) { eligible.append(pattern) }
                }
            }
        }
        eligible.sort()
        return eligible
    }
}
