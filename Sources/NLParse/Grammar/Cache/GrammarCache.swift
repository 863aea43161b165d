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
/// truncated or damaged in the part every start reads (a checksum covers it) is a miss: the
/// grammar is compiled and the file written again (atomically: another process sees the old file
/// or the new one). Each pattern's code, the probe literals and the typo words are blobs with
/// checksums of their own, read on first use (`CacheBlobs`): a damaged one is worked out from the
/// sources instead and the file removed, so the next start writes it again. Nothing about the
/// cache is ever an error the user sees.
public struct GrammarCache: Sendable {
    /// Where the cache files live.
    public let directory: URL
    /// What identifies the code that compiled the grammar: a cache written by any other binary
    /// is stale, since a change to the compiler may change what a grammar compiles to.
    public let binaryVersion: String

    /// Bumped when the file's layout changes.
    static let formatVersion = 10
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
    func fileURL(sources: [(file: String, bytes: Data)], directory grammarDirectory: URL) -> URL {
        var hash = CacheHash()
        hash.add(fileTag)
        hash.add(grammarDirectory.standardizedFileURL.path)
        for source in sources { hash.add(source.file) }
        return directory.appendingPathComponent("grammar-\(hash.hex).bin")
    }

    /// The key a cache file must carry to be used for these sources and this binary.
    func key(sources: [(file: String, bytes: Data)]) -> UInt64 {
        var hash = CacheHash()
        hash.add(Self.formatVersion)
        hash.add(binaryVersion)
        hash.add(PCRE2Pattern.libraryVersion)
        hash.add(sources.count)
        for source in sources {
            hash.add(source.file)
            source.bytes.withUnsafeBytes { hash.add($0) }
        }
        return hash.value
    }

    /// The grammar compiled before from exactly these sources, or nil (a miss, for any reason).
    ///
    /// The file: a header (magic, key, the length of the part read now and its checksum); that
    /// part, a table of the blobs' lengths and checksums then the payload; then the blobs, read
    /// on first use (`CacheBlobs`). A file of any other length is a miss, so a truncated file is
    /// caught here; a damaged blob is caught when it is read.
    func grammar(sources: [(file: String, bytes: Data)], directory grammarDirectory: URL) -> Grammar? {
        let url = fileURL(sources: sources, directory: grammarDirectory)
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var handedOver = false
        defer { if !handedOver { close(descriptor) } }
        var status = stat()
        var header = [UInt8](repeating: 0, count: Self.magic.count + 24)
        guard fstat(descriptor, &status) == 0, status.st_size >= header.count, status.st_size < Int.max / 2,
              header.withUnsafeMutableBytes({ pread(descriptor, $0.baseAddress, $0.count, 0) }) == header.count,
              header.prefix(Self.magic.count).elementsEqual(Self.magic) else { return nil }
        let (storedKey, eagerLength, checksum) = header.withUnsafeBytes { raw -> (Int?, Int?, Int?) in
            var reader = CacheReader(raw: UnsafeRawBufferPointer(rebasing: raw[Self.magic.count...]))
            return (try? reader.int(), try? reader.int(), try? reader.int())
        }
        let fileSize = Int(status.st_size)
        guard let storedKey, UInt64(bitPattern: Int64(storedKey)) == key(sources: sources),
              let eagerLength, eagerLength >= 0, eagerLength <= fileSize - header.count, let checksum,
              let file = MappedFile(descriptor: descriptor, length: header.count + eagerLength) else { return nil }
        return withExtendedLifetime(file) { () -> Grammar? in
            let eager = UnsafeRawBufferPointer(rebasing: file.bytes[header.count...])
            var hash = CacheHash()
            hash.add(eager)
            guard hash.value == UInt64(bitPattern: Int64(checksum)) else { return nil }
            var tableReader = CacheReader(raw: eager)
            guard let entries = try? Self.blobEntries(&tableReader),
                  header.count + eagerLength + (entries.last.map { $0.offset + $0.length } ?? 0) == fileSize,
                  var payloadReader = try? CacheReader(UnsafeRawBufferPointer(rebasing: eager[tableReader.offset...])) else { return nil }
            let blobs = CacheBlobs(descriptor: descriptor, path: url.path, base: header.count + eagerLength, entries: entries)
            handedOver = true
            return try? Grammar(cached: &payloadReader, sources: sources, blobs: blobs)
        }
    }

    /// The blob table: a count, then each blob's length and checksum; the blobs lie back to back.
    private static func blobEntries(_ reader: inout CacheReader) throws(CacheReader.Damaged) -> [CacheBlobs.Entry] {
        var entries: [CacheBlobs.Entry] = []
        var offset = 0
        for _ in 0..<(try reader.count(width: 16)) {
            let length = try reader.int()
            let checksum = UInt64(bitPattern: Int64(try reader.int()))
            guard length >= 0, length < Int.max / 4 - offset else { throw CacheReader.Damaged() }
            entries.append(CacheBlobs.Entry(offset: offset, length: length, checksum: checksum))
            offset += length
        }
        return entries
    }

    /// Writes `grammar` for these sources, replacing any older file; failures are ignored (the
    /// next start compiles again).
    func store(_ grammar: Grammar, sources: [(file: String, bytes: Data)], directory grammarDirectory: URL) {
        guard let (payload, blobs) = grammar.cachePayload() else { return }
        var eager = CacheWriter()
        eager.int(blobs.count)
        for blob in blobs {
            var hash = CacheHash()
            blob.withUnsafeBytes { hash.add($0) }
            eager.int(blob.count)
            eager.int(Int(Int64(bitPattern: hash.value)))
        }
        let eagerBytes = eager.rawBytes + payload
        var hash = CacheHash()
        eagerBytes.withUnsafeBytes { hash.add($0) }
        var header = CacheWriter()
        header.int(Int(Int64(bitPattern: key(sources: sources))))
        header.int(eagerBytes.count)
        header.int(Int(Int64(bitPattern: hash.value)))
        var file = Data(Self.magic)
        file.append(contentsOf: header.rawBytes)
        file.append(contentsOf: eagerBytes)
        for blob in blobs { file.append(contentsOf: blob) }
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
    /// Everything matching needs, in the cache's byte format, and the blobs read on first use:
    /// each pattern's code in pattern order, then the probe literals, the vocabulary and the
    /// example words. Nil if PCRE2 cannot serialize.
    func cachePayload() -> (payload: [UInt8], blobs: [[UInt8]])? {
        guard let code = PCRE2Pattern.serializeSeparately(patterns.map(\.compiled)) else { return nil }
        var blobs = code.codes
        // The probes' literals (only `ask explain` reads them), one a line, a zero byte after
        // each pattern's.
        var literals: [UInt8] = []
        for pattern in patterns {
            for word in pattern.probes.literals {
                guard !word.utf8.contains(where: { $0 == 0 || $0 == 10 }) else { return nil }
                literals.append(contentsOf: word.utf8)
                literals.append(10)
            }
            literals.append(0)
        }
        blobs.append(literals)
        // Words one a line: they are read only on a typo. (A word with a line break in it cannot
        // be written so: no cache, as when PCRE2 cannot serialize.)
        for words in [vocabulary, exampleWords] {
            guard !words.contains(where: { $0.utf8.contains(10) }) else { return nil }
            blobs.append(GrammarDefinitions.joinedLines(words))
        }
        var writer = CacheWriter()
        writer.strings(files)
        code.prefix.withUnsafeBytes { writer.blob($0) }
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
        writer.ints(intentIndexOfPattern)
        writer.int(intents.count)
        for intent in intents {
            writer.string(intent.name)
            writer.int(intent.priority)
            writer.optionalString(intent.says)
            writer.location(intent.location)
            writer.bool(intent.modelProposes)
            writer.bool(intent.modelKeepsText)
            writer.optionalString(intent.offers)
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
        return (writer.bytes, blobs)
    }

    /// A pattern's slots or probe slots: a count, then each name and type.
    private static func slotCaptures(_ reader: inout CacheReader) throws(CacheReader.Damaged) -> [SlotCapture] {
        let count = try reader.count(width: 16)
        var slots: [SlotCapture] = []
        slots.reserveCapacity(count)
        for _ in 0..<count { slots.append(SlotCapture(name: try reader.string(), type: try reader.string())) }
        return slots
    }

    /// Reads what `cachePayload` wrote; `sources` are kept to parse the declarations on first
    /// use, and `blobs` to decode each pattern's code on its first match.
    init(cached reader: inout CacheReader, sources: [(file: String, bytes: Data)], blobs: CacheBlobs) throws(CacheReader.Damaged) {
        let definitions = GrammarDefinitions(sources: sources)
        let files = try reader.strings()
        let prefix = Array(try reader.blob())
        let patternCount = try reader.count(width: 8)
        // Blobs: each pattern's code, then the literals, the vocabulary and the example words.
        guard blobs.count == patternCount + 3 else { throw CacheReader.Damaged() }
        var patterns: [Pattern] = []
        patterns.reserveCapacity(patternCount)
        for index in 0..<patternCount {
            let intent = try reader.string()
            let priority = try reader.int()
            let location = try reader.location()
            let source = try reader.string()
            let slots = try Self.slotCaptures(&reader)
            let probeSlots = try Self.slotCaptures(&reader)
            let code = PatternCode(stored: PatternCode.Stored(
                blobs: blobs, blob: index, prefix: prefix, slotCount: slots.count, definitions: definitions, definitionIndex: index
            ))
            patterns.append(Pattern(
                intent: intent, priority: priority, location: location, source: source, storedRegex: nil,
                code: code, slots: slots, storedLiterals: nil, probeSlots: probeSlots, definitions: definitions, definitionIndex: index
            ))
        }
        definitions.preset(GrammarDefinitions.Stored(
            blobs: blobs, literals: patternCount, vocabulary: patternCount + 1, exampleWords: patternCount + 2, patternCount: patternCount
        ))
        let intentIndexOfPattern = try reader.ints()
        guard intentIndexOfPattern.count == patternCount else { throw CacheReader.Damaged() }
        var intents: [Intent] = []
        for index in 0..<(try reader.count(width: 8)) {
            let name = try reader.string()
            let priority = try reader.int()
            let says = try reader.optionalString()
            let location = try reader.location()
            let modelProposes = try reader.bool()
            let modelKeepsText = try reader.bool()
            let offers = try reader.optionalString()
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
                name: name, priority: priority, says: says, location: location, extracts: extracts, modelProposes: modelProposes, modelKeepsText: modelKeepsText, offers: offers,
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
        guard reader.isAtEnd else { throw CacheReader.Damaged() }
        self.init(
            patterns: patterns, intents: intents, requiredWords: requiredWords, intentIndexOfPattern: intentIndexOfPattern, leadins: leadins,
            files: files, definitions: definitions, typeValues: typeValues, respellings: respellings
        )
    }
}
