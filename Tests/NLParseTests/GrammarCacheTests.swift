import Foundation
import Grammars
@testable import NLParse
import Testing

/// The compiled-grammar cache: a hit parses exactly as a fresh compile does, and a missing,
/// stale, truncated or damaged file is compiled again without a word.
struct GrammarCacheTests {
    static let phrases = [
        "add task: finish proposal by friday 5pm #work p1", "add milk, eggs and 2 loaves of bread to the shopping list",
        "log 1 1/2 cups all-purpose flour", "I'm a 30 year old woman, 65 kg, 170 cm, moderately active", "remind me to call mom at 6",
        "what's on my calendar tomorrow", "done 3", "move it to monday", "set my daily goal to 90 minutes", "show overdue tasks",
    ]

    /// A copy of the bundled grammar in a temporary directory, and a cache directory beside it.
    private func workspace() throws -> (grammars: URL, cache: GrammarCache) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ask-cache-\(UUID().uuidString)")
        let grammars = root.appendingPathComponent("en")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: #require(BundledGrammars.directory()), to: grammars)
        return (grammars, GrammarCache(directory: root.appendingPathComponent("cache"), binaryVersion: "test"))
    }

    private func cacheFile(_ cache: GrammarCache) throws -> URL {
        let files = try FileManager.default.contentsOfDirectory(at: cache.directory, includingPropertiesForKeys: nil)
        #expect(files.count == 1)
        return try #require(files.first)
    }

    private func parses(_ grammar: Grammar) -> [String] {
        let parser = Parser(grammar: grammar)
        let (now, zone) = ReferenceTime.parse("2026-01-07T09:00:00-05:00")!
        return Self.phrases.map { parser.parse($0, context: ParseContext(now: now, timeZone: zone)).json(in: zone).text }
    }

    /// `ask explain` after a cached load finds its probes in the cache: parsing the grammar files
    /// again was three quarters of a one-shot explain's instructions.
    @Test func explainingFromTheCacheNeverParsesTheGrammarFiles() throws {
        let (grammars, cache) = try workspace()
        let compiled = try Grammar.load(directory: grammars, cache: cache)
        let cached = try Grammar.load(directory: grammars, cache: cache)
        #expect(cached.isFromCache)
        #expect(cached.patterns.map(\.probes) == compiled.patterns.map(\.probes))
        let (now, zone) = ReferenceTime.parse("2026-01-07T09:00:00-05:00")!
        let context = ParseContext(now: now, timeZone: zone)
        for phrase in ["hello", "add task", "remind me to"] {
            let fromCache = Parser(grammar: cached).explain(phrase, context: context)
            #expect(fromCache.text == Parser(grammar: compiled).explain(phrase, context: context).text)
        }
        #expect(cached.patterns.first?.definitions.isParsed == false)
    }

    /// Every grammar directory and rebuilt binary writes a file of its own: a miss keeps the
    /// newest few and drops month-old ones, so the cache directory does not grow without end.
    @Test func aMissPrunesOldAndSurplusCacheFiles() throws {
        let (grammars, cache) = try workspace()
        try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
        let now = Date()
        var stale: [URL] = []
        // 20 recent files of other grammars, one a minute, and 3 from two months ago.
        for index in 0..<23 {
            let url = cache.directory.appendingPathComponent("grammar-other\(index).bin")
            try Data([1, 2, 3]).write(to: url)
            let age: TimeInterval = index < 20 ? Double(index + 1) * 60 : 60 * 86_400
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: url.path)
            stale.append(url)
        }
        let note = cache.directory.appendingPathComponent("notes.txt")
        try Data("not a cache file".utf8).write(to: note)
        _ = try Grammar.load(directory: grammars, cache: cache)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path))
        // The file just written and the 15 newest others; nothing that is not a cache file.
        #expect(left.count == GrammarCache.filesKept + 1, "\(left.sorted())")
        #expect(left.contains("notes.txt"))
        for (index, url) in stale.enumerated() {
            #expect(left.contains(url.lastPathComponent) == (index < GrammarCache.filesKept - 1), "\(url.lastPathComponent)")
        }
        // A hit reads no directory and removes nothing.
        try Data([1]).write(to: cache.directory.appendingPathComponent("grammar-extra.bin"))
        #expect(try Grammar.load(directory: grammars, cache: cache).isFromCache)
        #expect(FileManager.default.fileExists(atPath: cache.directory.appendingPathComponent("grammar-extra.bin").path))
    }

    @Test func aCachedGrammarParsesAsACompiledOne() throws {
        let (grammars, cache) = try workspace()
        let compiled = try Grammar.load(directory: grammars, cache: cache)
        #expect(!compiled.isFromCache)
        let cached = try Grammar.load(directory: grammars, cache: cache)
        #expect(cached.isFromCache)
        #expect(parses(cached) == parses(compiled))
        #expect(cached.patterns.map(\.regex) == compiled.patterns.map(\.regex))
        #expect(cached.patterns.map(\.location) == compiled.patterns.map(\.location))
        #expect(cached.files == compiled.files)
        #expect(cached.typeValues == compiled.typeValues)
        // What only the tools need is parsed from the sources on first use.
        #expect(cached.patterns.map(\.node) == compiled.patterns.map(\.node))
        #expect(cached.intents.map { $0.examples.map(\.phrase) } == compiled.intents.map { $0.examples.map(\.phrase) })
        #expect(cached.vocabulary == compiled.vocabulary)
    }

    @Test(arguments: ["truncated", "damaged", "empty", "garbage"])
    func aBrokenCacheIsRebuiltSilently(_ damage: String) throws {
        let (grammars, cache) = try workspace()
        let expected = parses(try Grammar.load(directory: grammars, cache: cache))
        let file = try cacheFile(cache)
        var bytes = try [UInt8](Data(contentsOf: file))
        switch damage {
        case "truncated": bytes.removeLast(bytes.count / 3)
        case "damaged": bytes[Self.readAtStart(bytes).first! + Self.readAtStart(bytes).count / 2] ^= 0x5A
        case "empty": bytes = []
        default: bytes = Array("not a cache at all".utf8)
        }
        try Data(bytes).write(to: file)
        let reloaded = try Grammar.load(directory: grammars, cache: cache)
        #expect(!reloaded.isFromCache)
        #expect(parses(reloaded) == expected)
        // And the file was written again.
        #expect(try Grammar.load(directory: grammars, cache: cache).isFromCache)
    }

    /// The part of a cache file every start reads (after the 32-byte header: magic, key, this
    /// part's length, its checksum); the blobs after it are read on first use.
    private static func readAtStart(_ bytes: [UInt8]) -> Range<Int> {
        let length = bytes[16..<24].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        return 32..<(32 + length)
    }

    /// Where blob `index` (pattern `index`'s code) is in a cache file: the part read at start
    /// opens with the blobs' count, then each one's length and checksum, eight bytes each.
    private static func blob(_ index: Int, in bytes: [UInt8]) -> Range<Int> {
        func int(at offset: Int) -> Int { bytes[offset..<(offset + 8)].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) } }
        let table = readAtStart(bytes).lowerBound
        var start = readAtStart(bytes).upperBound
        for blob in 0..<index { start += int(at: table + 8 + 16 * blob) }
        return start..<(start + int(at: table + 8 + 16 * index))
    }

    /// A pattern's code is checked when it is first matched, not at start: a damaged one is
    /// compiled from the sources instead (the same parse), and the file is removed so that the
    /// next start writes it again.
    @Test func aDamagedPatternIsCompiledFromTheSourcesAndTheFileRebuilt() throws {
        let (grammars, cache) = try workspace()
        let compiled = try Grammar.load(directory: grammars, cache: cache)
        let expected = parses(compiled)
        let file = try cacheFile(cache)
        var bytes = try [UInt8](Data(contentsOf: file))
        // The pattern that reads the first phrase.
        let (now, zone) = ReferenceTime.parse("2026-01-07T09:00:00-05:00")!
        let winner = Parser(grammar: compiled).parse(Self.phrases[0], context: ParseContext(now: now, timeZone: zone))
        let index = try #require(compiled.patterns.firstIndex { $0.location == winner.candidates.first?.pattern })
        let code = Self.blob(index, in: bytes)
        bytes[code.lowerBound + code.count / 2] ^= 0x5A
        try Data(bytes).write(to: file)

        let reloaded = try Grammar.load(directory: grammars, cache: cache)
        #expect(reloaded.isFromCache)
        #expect(!reloaded.patterns.contains { $0.code.isDecoded })
        #expect(parses(reloaded) == expected)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try !Grammar.load(directory: grammars, cache: cache).isFromCache)
        #expect(try Grammar.load(directory: grammars, cache: cache).isFromCache)
    }

    @Test func anEditedGrammarOrAnotherBinaryIsAMiss() throws {
        let (grammars, cache) = try workspace()
        _ = try Grammar.load(directory: grammars, cache: cache)
        #expect(try Grammar.load(directory: grammars, cache: cache).isFromCache)
        let other = GrammarCache(directory: cache.directory, binaryVersion: "another build")
        #expect(try !Grammar.load(directory: grammars, cache: other).isFromCache)
        #expect(try Grammar.load(directory: grammars, cache: other).isFromCache)

        let meta = grammars.appendingPathComponent("meta.grammar")
        try (String(contentsOf: meta, encoding: .utf8) + "\nintent test.cache\n  pattern cache probe word\n").write(to: meta, atomically: true, encoding: .utf8)
        let edited = try Grammar.load(directory: grammars, cache: other)
        #expect(!edited.isFromCache)
        #expect(Parser(grammar: edited).parse("cache probe word", context: ParseContext(now: .now, timeZone: .current)).intent == "test.cache")
        let again = try Grammar.load(directory: grammars, cache: other)
        #expect(again.isFromCache)
        #expect(Parser(grammar: again).parse("cache probe word", context: ParseContext(now: .now, timeZone: .current)).intent == "test.cache")
    }

    @Test func anUnwritableCacheDirectoryOnlyCostsTheCompile() throws {
        let (grammars, _) = try workspace()
        let cache = GrammarCache(directory: URL(fileURLWithPath: "/proc/no-such-place/ask"), binaryVersion: "test")
        #expect(try !Grammar.load(directory: grammars, cache: cache).isFromCache)
        #expect(try !Grammar.load(directory: grammars, cache: cache).isFromCache)
    }
}
