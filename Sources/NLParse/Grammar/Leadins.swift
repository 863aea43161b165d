/// Words dropped before an entity taken from free text ("by" in "by friday"): per entity type,
/// and under names of their own (`leadin deadline = ...`) for extraction rules that take only a
/// value after them. Each list is longest first, so "due by" is preferred over "by".
///
/// Read for every entity a title gives up, so the few lists are searched in order rather than
/// hashed: a dictionary keyed by `EntityType` hashes its raw string on every lookup.
struct Leadins: Sendable {
    private let byType: [(type: EntityType, leadins: [[String]])]
    private let byName: [(name: String, leadins: [[String]])]

    init(_ definitions: [GrammarDocument.Definition]) {
        var byType: [EntityType: [[String]]] = [:]
        var byName: [String: [[String]]] = [:]
        for definition in definitions {
            guard let expansions = definition.body.expansions() else { continue }
            if let type = EntityType(rawValue: definition.name) {
                byType[type, default: []] += expansions
            } else {
                byName[definition.name, default: []] += expansions
            }
        }
        self.byType = byType.map { ($0.key, Self.longestFirst($0.value)) }
        self.byName = byName.map { ($0.key, Self.longestFirst($0.value)) }
    }

    /// The lists as the grammar cache stores them.
    func write(to writer: inout CacheWriter) {
        writer.int(byType.count)
        for entry in byType {
            writer.string(entry.type.rawValue)
            Self.write(entry.leadins, to: &writer)
        }
        writer.int(byName.count)
        for entry in byName {
            writer.string(entry.name)
            Self.write(entry.leadins, to: &writer)
        }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        var byType: [(type: EntityType, leadins: [[String]])] = []
        for _ in 0..<(try reader.count(width: 16)) {
            guard let type = EntityType(rawValue: try reader.string()) else { throw CacheReader.Damaged() }
            byType.append((type, try Self.read(&reader)))
        }
        var byName: [(name: String, leadins: [[String]])] = []
        for _ in 0..<(try reader.count(width: 16)) {
            byName.append((try reader.string(), try Self.read(&reader)))
        }
        self.byType = byType
        self.byName = byName
    }

    private static func write(_ leadins: [[String]], to writer: inout CacheWriter) {
        writer.int(leadins.count)
        for words in leadins { writer.strings(words) }
    }

    private static func read(_ reader: inout CacheReader) throws(CacheReader.Damaged) -> [[String]] {
        var leadins: [[String]] = []
        for _ in 0..<(try reader.count(width: 8)) { leadins.append(try reader.strings()) }
        return leadins
    }

    private static func longestFirst(_ leadins: [[String]]) -> [[String]] { leadins.sorted { $0.count > $1.count } }

    subscript(type: EntityType) -> [[String]] {
        for entry in byType where entry.type == type { return entry.leadins }
        return []
    }

    subscript(named name: String) -> [[String]] {
        for entry in byName where entry.name == name { return entry.leadins }
        return []
    }
}
