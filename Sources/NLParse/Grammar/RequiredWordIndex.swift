import Text

/// The parser's prefilter: which patterns can match, from the words of the input alone.
///
/// A pattern's required word sets say "one of these words must be in the input" (one set per
/// literal the pattern cannot do without). Every required word and every distinct set is
/// numbered; each word holds a bit row of the sets that contain it. A parse looks each input
/// word up once (from its bytes, see `WordTable`), ORs its row into the sets met, and then
/// tests only the patterns listed under those words (each pattern is listed under the words of
/// its smallest set) by reading bits: no set is ever scanned word by word. A pattern whose sets
/// are all met must still find their words in its own order ("add … to … list" does not run on
/// "list to add milk"), checked over the input's word numbers with the same bits.
struct RequiredWordIndex: Sendable {
    /// Every required word's number.
    let wordIDs: WordTable
    /// The required words in number order (what the cache stores to rebuild `wordIDs`).
    private let wordsByID: [String]
    /// Per word number: the patterns listed under it.
    private let patternsByWordID: [[Int]]
    /// Per word number, `rowWidth` words: the bits of the sets that contain it. A set is numbered
    /// once however many patterns share it (the bundled grammar's 2,650 sets are 1,189 distinct
    /// ones), and ORing a row of a few dozen words replaced marking hundreds of sets one by one.
    private let rows: [UInt64]
    private let rowWidth: Int
    /// Per pattern: the numbers of its sets, as a range of `setNumbers` (flat: one array, not
    /// an array per pattern, is cheaper to read in the hot loop).
    private let setsOfPattern: [Range<Int>]
    private let setNumbers: [Int]
    /// Per pattern: its sets in the order the pattern needs them, repeats kept, as a range of
    /// `orderedSetNumbers`. Each set belongs to its own part of the pattern, and the parts match
    /// one after another, so the input must hold their words in this order.
    private let orderOfPattern: [Range<Int>]
    private let orderedSetNumbers: [Int]
    /// Patterns with no required word: always tried.
    let unfilteredPatterns: [Int]

    /// Scratch for one parse, reused between parses.
    struct Marks {
        var words = StampedSet()
        var patterns = StampedSet()
        /// The sets met by the input's words, one bit per set.
        var sets: [UInt64] = []
        /// The required words present, each once, and each unit's word number in order (-1 for
        /// a word no pattern requires); kept between parses so their storage is reused.
        var presentIDs: [Int] = []
        var unitIDs: [Int] = []
    }

    init(requiredWordSets: [[Set<String>]]) {
        var ids: [String: Int] = [:]
        for word in requiredWordSets.flatMap({ $0 }).flatMap({ $0 }) where ids[word] == nil { ids[word] = ids.count }
        var setIDs: [Set<String>: Int] = [:]
        for set in requiredWordSets.flatMap({ $0 }) where setIDs[set] == nil { setIDs[set] = setIDs.count }
        let rowWidth = (setIDs.count + 63) / 64
        var rows = [UInt64](repeating: 0, count: ids.count * rowWidth)
        for (set, number) in setIDs {
            for word in set { rows[ids[word]! * rowWidth + number / 64] |= 1 << UInt64(number % 64) }
        }
        var patternsByWord = [[Int]](repeating: [], count: ids.count)
        var setsOfPattern: [Range<Int>] = []
        var setNumbers: [Int] = []
        var orderOfPattern: [Range<Int>] = []
        var orderedSetNumbers: [Int] = []
        var unfiltered: [Int] = []
        for (pattern, sets) in requiredWordSets.enumerated() {
            orderOfPattern.append(orderedSetNumbers.count..<(orderedSetNumbers.count + sets.count))
            orderedSetNumbers += sets.map { setIDs[$0]! }
            let numbers = Set(sets.map { setIDs[$0]! }).sorted()
            setsOfPattern.append(setNumbers.count..<(setNumbers.count + numbers.count))
            setNumbers += numbers
            guard let smallest = sets.min(by: { $0.count < $1.count }) else {
                unfiltered.append(pattern)
                continue
            }
            for word in smallest { patternsByWord[ids[word]!].append(pattern) }
        }
        var wordsByID = [String](repeating: "", count: ids.count)
        for (word, id) in ids { wordsByID[id] = word }
        wordIDs = WordTable(words: wordsByID)
        self.wordsByID = wordsByID
        patternsByWordID = patternsByWord
        self.rows = rows
        self.rowWidth = rowWidth
        self.setsOfPattern = setsOfPattern
        self.setNumbers = setNumbers
        self.orderOfPattern = orderOfPattern
        self.orderedSetNumbers = orderedSetNumbers
        unfilteredPatterns = unfiltered
    }

    /// The index as the grammar cache stores it: its tables as they are, nothing recomputed.
    func write(to writer: inout CacheWriter) {
        writer.strings(wordsByID)
        writer.int(patternsByWordID.count)
        for patterns in patternsByWordID { writer.ints(patterns) }
        writer.words(rows)
        writer.int(rowWidth)
        writer.ranges(setsOfPattern)
        writer.ints(setNumbers)
        writer.ranges(orderOfPattern)
        writer.ints(orderedSetNumbers)
        writer.ints(unfilteredPatterns)
    }

    /// Reads what `write` wrote, checking every number against the sizes it indexes (a damaged
    /// cache is an error, never an out-of-bounds read at parse time).
    init(from reader: inout CacheReader, patternCount: Int) throws(CacheReader.Damaged) {
        let words = try reader.strings()
        var patternsByWordID: [[Int]] = []
        let lists = try reader.count(width: 8)
        guard lists == words.count else { throw CacheReader.Damaged() }
        for _ in 0..<lists { patternsByWordID.append(try reader.ints()) }
        let rows = try reader.words()
        let rowWidth = try reader.int()
        let setsOfPattern = try reader.ranges()
        let setNumbers = try reader.ints()
        let orderOfPattern = try reader.ranges()
        let orderedSetNumbers = try reader.ints()
        let unfiltered = try reader.ints()
        let patterns = 0..<patternCount
        guard rowWidth >= 0, rows.count == words.count * rowWidth, setsOfPattern.count == patternCount, orderOfPattern.count == patternCount,
              setsOfPattern.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= setNumbers.count }),
              orderOfPattern.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= orderedSetNumbers.count }),
              (setNumbers + orderedSetNumbers).allSatisfy({ $0 >= 0 && $0 < rowWidth * 64 }),
              (patternsByWordID.joined() + unfiltered).allSatisfy(patterns.contains)
        else { throw CacheReader.Damaged() }
        wordIDs = WordTable(words: words)
        wordsByID = words
        self.patternsByWordID = patternsByWordID
        self.rows = rows
        self.rowWidth = rowWidth
        self.setsOfPattern = setsOfPattern
        self.setNumbers = setNumbers
        self.orderOfPattern = orderOfPattern
        self.orderedSetNumbers = orderedSetNumbers
        unfilteredPatterns = unfiltered
    }

    /// The patterns that the words of `subject` allow, in grammar order.
    func eligiblePatterns(for subject: MatchSubject, marks: inout Marks) -> [Int] {
        marks.words.removeAll(capacity: wordIDs.count)
        marks.patterns.removeAll(capacity: setsOfPattern.count)
        if marks.sets.count != rowWidth { marks.sets = [UInt64](repeating: 0, count: rowWidth) }
        var presentIDs = marks.presentIDs
        var unitIDs = marks.unitIDs
        marks.presentIDs = []
        marks.unitIDs = []
        presentIDs.removeAll(keepingCapacity: true)
        unitIDs.removeAll(keepingCapacity: true)
        defer {
            marks.presentIDs = presentIDs
            marks.unitIDs = unitIDs
        }
        marks.sets.withUnsafeMutableBufferPointer { met in
            met.update(repeating: 0)
            rows.withUnsafeBufferPointer { rows in
                subject.forEachWord { word in
                    guard let id = wordIDs.find(word).map(Int.init) else {
                        unitIDs.append(-1)
                        return
                    }
                    unitIDs.append(id)
                    guard marks.words.insert(id) else { return }
                    presentIDs.append(id)
                    let row = id * rowWidth
                    for offset in 0..<rowWidth { met[offset] |= rows[row + offset] }
                }
            }
        }
        var eligible: [Int] = []
        eligible.reserveCapacity(unfilteredPatterns.count + 64)
        eligible += unfilteredPatterns
        marks.sets.withUnsafeBufferPointer { met in
            rows.withUnsafeBufferPointer { rows in
                setNumbers.withUnsafeBufferPointer { setNumbers in
                    orderedSetNumbers.withUnsafeBufferPointer { orderedSetNumbers in
                        for id in presentIDs {
                            marks.patterns.insert(contentsOf: patternsByWordID[id]) { pattern in
                                for set in setNumbers[setsOfPattern[pattern]] where met[set >> 6] & (1 << UInt64(set & 63)) == 0 { return }
                                // Every set is met somewhere; now in the pattern's order, each set at
                                // its earliest unit after the last (which leaves the most room).
                                // Written inline over buffers: as functions over arrays and slices,
                                // the retains cost a tenth of the prefilter.
                                var unit = 0
                                for set in orderedSetNumbers[orderOfPattern[pattern]] {
                                    let (offset, bit) = (set >> 6, UInt64(1) << UInt64(set & 63))
                                    while unit < unitIDs.count, unitIDs[unit] < 0 || rows[unitIDs[unit] * rowWidth + offset] & bit == 0 { unit += 1 }
                                    guard unit < unitIDs.count else { return }
                                    unit += 1
                                }
                                eligible.append(pattern)
                            }
                        }
                    }
                }
            }
        }
        eligible.sort()
        return eligible
    }
}
