import Foundation
import NLParse

/// Notices when the `.grammar` files of a directory change (added, removed, edited), by comparing
/// names, sizes and modification times: cheap enough to check before every command.
struct GrammarWatcher {
    let directory: URL
    private var fingerprint: [String: String]

    init(directory: URL) {
        self.directory = directory
        fingerprint = Self.fingerprint(of: directory)
    }

    /// True once per change.
    mutating func changed() -> Bool {
        let now = Self.fingerprint(of: directory)
        guard now != fingerprint else { return false }
        fingerprint = now
        return true
    }

    private static func fingerprint(of directory: URL) -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var result: [String: String] = [:]
        for name in names where name.hasSuffix(".grammar") {
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[name] = "\(size)@\(modified)"
        }
        return result
    }
}
