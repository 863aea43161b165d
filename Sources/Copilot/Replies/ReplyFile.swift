import Foundation
import Installation

/// One family's replies in one locale: `Resources/replies/<locale>/<name>.replies`.
///
/// A line is `key = template` (`ReplyTemplate`); blank lines and lines starting with `#` are
/// skipped. The template runs to the end of the line, spaces at its ends trimmed; one that
/// must begin or end with a space (a piece put inside another reply) is written in double
/// quotes, which are dropped: `goal = " of {goal}"`.
struct ReplyFile: Sendable {
    /// A line the file cannot be read at, with its number (from 1).
    struct Malformed: Error, CustomStringConvertible {
        let file: String
        let line: Int
        let reason: String
        var description: String { "\(file).replies:\(line): \(reason)" }
    }

    let name: String
    let templates: [String: ReplyTemplate]

    subscript(key: String) -> ReplyTemplate? { templates[key] }

    /// Reads a file's bytes, split by hand: this runs in a one-shot's start-up budget.
    init(name: String, bytes: some Collection<UInt8>) throws(Malformed) {
        self.name = name
        var templates: [String: ReplyTemplate] = [:]
        var number = 0
        for line in String(decoding: bytes, as: UTF8.self).utf8.split(separator: 10, omittingEmptySubsequences: false) {
            number += 1
            let text = Self.trimmed(Substring(line))
            if text.isEmpty || text.hasPrefix("#") { continue }
            guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) else {
                throw Malformed(file: name, line: number, reason: "no “=” between key and template")
            }
            let key = String(Self.trimmed(text[..<equals]))
            var body = Self.trimmed(text[text.index(after: equals)...])
            if body.utf8.count >= 2, body.utf8.first == UInt8(ascii: "\""), body.utf8.last == UInt8(ascii: "\"") {
                body = body.dropFirst().dropLast()
            }
            guard !key.isEmpty else { throw Malformed(file: name, line: number, reason: "no key") }
            guard templates[key] == nil else { throw Malformed(file: name, line: number, reason: "“\(key)” again") }
            guard let template = ReplyTemplate(body.utf8) else {
                throw Malformed(file: name, line: number, reason: "a brace left open, a count without “|”, or an empty name")
            }
            templates[key] = template
        }
        self.templates = templates
    }

    /// Spaces, tabs and a carriage return off both ends.
    private static func trimmed(_ text: Substring) -> Substring {
        let blank: (UInt8) -> Bool = { $0 == 32 || $0 == 9 || $0 == 13 }
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else { return "" }
        return Substring(bytes[first...last])
    }

    /// The locale replies are said in. (Only English is written yet.)
    static let locale = "en"

    /// The shipped file `name`, read when a reply first needs it (each family keeps its own in a
    /// `static let`, so a one-shot reads only the file its reply is in).
    static func bundled(_ name: String) -> ReplyFile {
        let url = directory.appendingPathComponent("\(name).replies")
        guard let bytes = FileManager.default.contents(atPath: url.path) else {
            fatalError("The reply file \(url.path) is missing: the resource bundle ask_Copilot.resources belongs beside the executable.")
        }
        do { return try ReplyFile(name: name, bytes: bytes) } catch { fatalError("\(error)") }
    }

    /// `replies/<locale>` in this module's bundle.
    static let directory: URL = {
        // Beside the executable, found without `Bundle.main` (see `Installation`).
        if let bundle = Installation.resourceBundle("ask_Copilot") {
            let url = bundle.appendingPathComponent("replies/\(locale)", isDirectory: true)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        let replies = Bundle.module.url(forResource: "replies", withExtension: nil) ?? Bundle.module.bundleURL.appendingPathComponent("replies")
        return replies.appendingPathComponent(locale, isDirectory: true)
    }()
}
