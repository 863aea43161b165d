import Foundation
import Installation

/// Compiled grammars kept on disk, so a start reads the grammar instead of compiling it.
///
/// Compiling the bundled grammar (parsing 760 pattern lines, turning them into regexes, PCRE2
/// compilation, the prefilter's tables) takes about 2 billion instructions, nearly all of a
/// one-shot `ask`. The cache stores what matching needs: PCRE2's serialized code of every
/// pattern (`pcre2_serialize_encode`; JIT code is never stored, each pattern is still
/// JIT-compiled on its first match), the patterns' slots, the intents' extraction rules, the
/// type value maps, the lead-ins and the prefilter's tables. The parsed declarations (pattern
/// trees, examples) are not stored: the few users of them parse the sources on first use
/// (`GrammarDefinitions`).
///
/// One file per grammar directory and executable, `grammar-<hash of both>.bin`, holding a key: a hash
/// of every source file (name and text), the binary that wrote it (its version, size and
/// modification time) and PCRE2's version. A file that is missing, written for another key,
/// truncated or damaged (a checksum covers all of it) is a miss: the grammar is compiled and the
/// file written again (atomically: another process sees the old file or the new one). Nothing
/// about the cache is ever an error the user sees.
public struct GrammarCache: Sendable {
    /// Where the cache files live.
    public let directory: URL
    /// What identifies the code that compiled the grammar: a cache written by any other binary
    /// is stale, since a change to the compiler may change what a grammar compiles to.
    public let binaryVersion: String

    /// Bumped when the file's layout changes.
    static let formatVersion = 7
    private static let magic: [UInt8] = Array("ASKGRAM\u{1}".utf8)

    /// Part of the file's name: the executable's path, so `ask` and `ask-server` (or two
    /// checkouts) each keep a file of their own instead of replacing each other's.
    let fileTag: String

    public init(directory: URL, binaryVersion: String, fileTag: String = "") {
        self.directory = directory
        self.binaryVersion = binaryVersion
        self.fileTag = fileTag
    }

    /// `$XDG_CACHE_HOME/ask` (else `~/.cache/ask`), for the running executable: `version` plus
    /// the executable's size and modification time, so a rebuilt binary never reads a cache an
    /// older build wrote. Nil when there is no home to keep a cache in.
    public static func standard(version: String) -> GrammarCache? {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home).appendingPathComponent(".cache")
        } else {
            return nil
        }
        var identity = version
        let executable = Installation.executablePath ?? ""
        if let attributes = try? FileManager.default.attributesOfItem(atPath: executable) {
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity += " \(executable) \(size) \(modified)"
        }
        return GrammarCache(directory: base.appendingPathComponent("ask"), binaryVersion: identity, fileTag: executable)
    }

    /// The cache file for the grammar in `grammarDirectory` read as `sources`.
    func fileURL(sources: [(file: String, text: String)], directory grammarDirectory: URL) -> URL {
        var hash = CacheHash()
        hash.add(fileTag)
        hash.add(grammarDirectory.standardizedFileURL.path)
        for source in sources { hash.add(source.file) }
        return directory.appendingPathComponent("grammar-\(hash.hex).bin")
    }

    /// The key a cache file must carry to be used for these sources and this binary.
    func key(sources: [(file: String, text: String)]) -> UInt64 {
        var hash = CacheHash()
        hash.add(Self.formatVersion)
        hash.add(binaryVersion)
        hash.add(PCRE2Pattern.libraryVersion)
        hash.add(sources.count)
        for source in sources {
            hash.add(source.file)
            hash.add(source.text)
        }
        return hash.value
    }

    /// The grammar compiled before from exactly these sources, or nil (a miss, for any reason).
    func grammar(sources: [(file: String, text: String)], directory grammarDirectory: URL) -> Grammar? {
        let url = fileURL(sources: sources, directory: grammarDirectory)
        guard let file = MappedFile(path: url.path) else { return nil }
        let key = key(sources: sources)
        return withExtendedLifetime(file) { () -> Grammar? in
            let bytes = file.bytes
            let header = Self.magic.count + 24
            guard bytes.count >= header, bytes.prefix(Self.magic.count).elementsEqual(Self.magic) else { return nil }
            var reader = CacheReader(raw: UnsafeRawBufferPointer(rebasing: bytes[Self.magic.count..<header]))
            guard let storedKey = try? reader.int(), UInt64(bitPattern: Int64(storedKey)) == key,
                  let length = try? reader.int(), length == bytes.count - header,
                  let checksum = try? reader.int() else { return nil }
            let payload = UnsafeRawBufferPointer(rebasing: bytes[header...])
            var hash = CacheHash()
            hash.add(payload)
            guard hash.value == UInt64(bitPattern: Int64(checksum)) else { return nil }
            guard var payloadReader = try? CacheReader(payload) else { return nil }
            return try? Grammar(cached: &payloadReader, sources: sources)
        }
    }

    /// Writes `grammar` for these sources, replacing any older file; failures are ignored (the
    /// next start compiles again).
    func store(_ grammar: Grammar, sources: [(file: String, text: String)], directory grammarDirectory: URL) {
        guard let payload = grammar.cachePayload() else { return }
        var hash = CacheHash()
        payload.withUnsafeBytes { hash.add($0) }
        var header = CacheWriter()
        header.int(Int(Int64(bitPattern: key(sources: sources))))
        header.int(payload.count)
        header.int(Int(Int64(bitPattern: hash.value)))
        var file = Data(Self.magic)
        file.append(contentsOf: header.rawBytes)
        file.append(contentsOf: payload)
        let url = fileURL(sources: sources, directory: grammarDirectory)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try file.write(to: url, options: .atomic)
        } catch {
            // A read-only or full disk: no cache, the same grammar.
        }
        prune(keeping: url)
    }

    /// How many cache files are kept, the newest first: one per grammar directory and binary, so
    /// a few; every `--grammars DIR` and every rebuilt checkout adds one.
    static let filesKept = 16
    /// A cache file not written for this long belongs to a grammar or a binary long gone.
    static let maximumAge: TimeInterval = 30 * 86_400

    /// Removes cache files beyond the newest `filesKept`, and those older than `maximumAge`,
    /// never `kept` (the file just written). Runs on a miss only: a hit costs no directory read.
    func prune(keeping kept: URL, now: Date = Date()) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
        var files: [(url: URL, modified: Date)] = []
        for name in names where name.hasPrefix("grammar-") && name.hasSuffix(".bin") {
            let url = directory.appendingPathComponent(name)
            guard url.lastPathComponent != kept.lastPathComponent,
                  let modified = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date else { continue }
            files.append((url, modified))
        }
        files.sort { $0.modified > $1.modified }
        for (index, file) in files.enumerated() where index >= Self.filesKept - 1 || now.timeIntervalSince(file.modified) > Self.maximumAge {
            try? manager.removeItem(at: file.url)
        }
    }
}

extension Grammar {
    /// Everything matching needs, in the cache's byte format; nil if PCRE2 cannot serialize.
    func cachePayload() -> [UInt8]? {
        guard let code = PCRE2Pattern.serialize(patterns.map(\.compiled)) else { return nil }
        var writer = CacheWriter()
        writer.strings(files)
        writer.int(patterns.count)
        for pattern in patterns {
            writer.string(pattern.intent)
            writer.int(pattern.priority)
            writer.location(pattern.location)
            writer.string(pattern.source)
            writer.int(pattern.slots.count)
            for slot in pattern.slots {
                writer.string(slot.name)
                writer.string(slot.type)
            }
            writer.int(pattern.probes.slots.count)
            for slot in pattern.probes.slots {
                writer.string(slot.name)
                writer.string(slot.type)
            }
        }
        // The probes' literals (only `ask explain` reads them), one a line, a zero byte after
        // each pattern's: read on first use, not through the string table.
        var literals: [UInt8] = []
        for pattern in patterns {
            for word in pattern.probes.literals {
                guard !word.utf8.contains(where: { $0 == 0 || $0 == 10 }) else { return nil }
                literals.append(contentsOf: word.utf8)
                literals.append(10)
            }
            literals.append(0)
        }
        literals.withUnsafeBytes { writer.blob($0) }
        writer.ints(intentIndexOfPattern)
        code.withUnsafeBytes { writer.blob($0) }
        writer.int(intents.count)
        for intent in intents {
            writer.string(intent.name)
            writer.int(intent.priority)
            writer.optionalString(intent.says)
            writer.location(intent.location)
            writer.bool(intent.modelProposes)
            writer.int(intent.extracts.count)
            for extract in intent.extracts {
                writer.string(extract.textSlot)
                writer.location(extract.location)
                writer.string(extract.lineText)
                writer.int(extract.extractions.count)
                for extraction in extract.extractions {
                    writer.string(extraction.slot)
                    writer.string(extraction.type.rawValue)
                    writer.bool(extraction.collectsAll)
                    writer.bool(extraction.asPoint)
                    writer.bool(extraction.asPast)
                    writer.optionalString(extraction.requiredLeadin)
                }
                writer.int(extract.wordExtractions.count)
                for extraction in extract.wordExtractions {
                    writer.string(extraction.slot)
                    writer.string(extraction.valueMap)
                    writer.bool(extraction.collectsAll)
                    writer.bool(extraction.whole)
                }
            }
        }
        writer.int(typeValues.count)
        for (type, map) in typeValues.sorted(by: { $0.key < $1.key }) {
            writer.string(type)
            writer.int(map.count)
            for (words, value) in map.sorted(by: { $0.key < $1.key }) {
                writer.string(words)
                writer.string(value)
            }
        }
        writer.int(respellings.count)
        for (variant, word) in respellings.sorted(by: { $0.key < $1.key }) {
            writer.string(variant)
            writer.string(word)
        }
        leadins.write(to: &writer)
        requiredWords.write(to: &writer)
        // Words one a line, not through the string table: they are read only on a typo. (A word
        // with a line break in it cannot be written so: no cache, as when PCRE2 cannot serialize.)
        for words in [vocabulary, exampleWords] {
            guard !words.contains(where: { $0.utf8.contains(10) }) else { return nil }
            GrammarDefinitions.joinedLines(words).withUnsafeBytes { writer.blob($0) }
        }
        return writer.bytes
    }

    /// Reads what `cachePayload` wrote; `sources` are kept to parse the declarations on first use.
    init(cached reader: inout CacheReader, sources: [(file: String, text: String)]) throws(CacheReader.Damaged) {
        let definitions = GrammarDefinitions(sources: sources)
        let files = try reader.strings()
        let patternCount = try reader.count(width: 8)
        var parts: [(intent: String, priority: Int, location: SourceLocation, source: String, slots: [SlotCapture], probeSlots: [SlotCapture])] = []
        parts.reserveCapacity(patternCount)
        for _ in 0..<patternCount {
            let intent = try reader.string()
            let priority = try reader.int()
            let location = try reader.location()
            let source = try reader.string()
            var slots: [SlotCapture] = []
            for _ in 0..<(try reader.count(width: 16)) { slots.append(SlotCapture(name: try reader.string(), type: try reader.string())) }
            var probeSlots: [SlotCapture] = []
            for _ in 0..<(try reader.count(width: 16)) { probeSlots.append(SlotCapture(name: try reader.string(), type: try reader.string())) }
            parts.append((intent, priority, location, source, slots, probeSlots))
        }
        definitions.preset(literals: Array(try reader.blob()), patternCount: patternCount)
        let intentIndexOfPattern = try reader.ints()
        guard intentIndexOfPattern.count == patternCount,
              let compiled = PCRE2Pattern.deserialize(try reader.blob(), count: patternCount) else { throw CacheReader.Damaged() }
        var patterns: [Pattern] = []
        patterns.reserveCapacity(patternCount)
        for (index, part) in parts.enumerated() {
            // The parser reads a group per slot: a code with fewer groups would be read past its end.
            guard part.slots.count <= compiled[index].captureCount else { throw CacheReader.Damaged() }
            patterns.append(Pattern(
                intent: part.intent, priority: part.priority, location: part.location, source: part.source, storedRegex: nil,
                compiled: compiled[index], slots: part.slots, storedLiterals: nil, probeSlots: part.probeSlots, definitions: definitions, definitionIndex: index
            ))
        }
        var intents: [Intent] = []
        for index in 0..<(try reader.count(width: 8)) {
            let name = try reader.string()
            let priority = try reader.int()
            let says = try reader.optionalString()
            let location = try reader.location()
            let modelProposes = try reader.bool()
            var extracts: [GrammarDocument.Extract] = []
            for _ in 0..<(try reader.count(width: 8)) {
                let textSlot = try reader.string()
                let location = try reader.location()
                let lineText = try reader.string()
                var extractions: [GrammarDocument.Extraction] = []
                for _ in 0..<(try reader.count(width: 8)) {
                    let slot = try reader.string()
                    guard let type = EntityType(rawValue: try reader.string()) else { throw CacheReader.Damaged() }
                    extractions.append(GrammarDocument.Extraction(
                        slot: slot, type: type, collectsAll: try reader.bool(), asPoint: try reader.bool(), asPast: try reader.bool(), requiredLeadin: try reader.optionalString()
                    ))
                }
                var wordExtractions: [GrammarDocument.WordExtraction] = []
                for _ in 0..<(try reader.count(width: 8)) {
                    wordExtractions.append(GrammarDocument.WordExtraction(
                        slot: try reader.string(), valueMap: try reader.string(), collectsAll: try reader.bool(), whole: try reader.bool()
                    ))
                }
                extracts.append(GrammarDocument.Extract(textSlot: textSlot, extractions: extractions, wordExtractions: wordExtractions, location: location, lineText: lineText))
            }
            intents.append(Intent(
                name: name, priority: priority, says: says, location: location, extracts: extracts, modelProposes: modelProposes,
                definitions: definitions, definitionIndex: index
            ))
        }
        guard intentIndexOfPattern.allSatisfy(intents.indices.contains) else { throw CacheReader.Damaged() }
        var typeValues: [String: [String: String]] = [:]
        for _ in 0..<(try reader.count(width: 16)) {
            let type = try reader.string()
            let count = try reader.count(width: 16)
            var map: [String: String] = [:]
            map.reserveCapacity(count)
            for _ in 0..<count {
                let words = try reader.string()
                map[words] = try reader.string()
            }
            typeValues[type] = map
        }
        var respellings: [String: String] = [:]
        for _ in 0..<(try reader.count(width: 16)) {
            let variant = try reader.string()
            respellings[variant] = try reader.string()
        }
        let leadins = try Leadins(from: &reader)
        let requiredWords = try RequiredWordIndex(from: &reader, patternCount: patternCount)
        definitions.preset(vocabulary: Array(try reader.blob()), exampleWords: Array(try reader.blob()))
        guard reader.isAtEnd else { throw CacheReader.Damaged() }
        self.init(
            patterns: patterns, intents: intents, requiredWords: requiredWords, intentIndexOfPattern: intentIndexOfPattern, leadins: leadins,
            files: files, definitions: definitions, typeValues: typeValues, respellings: respellings
        )
    }
}
