/// A place in a grammar file. Lines and columns count from 1; columns count characters.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// An error or warning about a grammar, reported as `file:line:col: severity: message`
/// followed by the offending line and a caret under the column (the form editors read).
public struct GrammarDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable { case error, warning }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// The text of the offending line, for the caret display.
    public var lineText: String

    public init(_ severity: Severity = .error, at location: SourceLocation, _ message: String, line lineText: String) {
        self.severity = severity
        self.location = location
        self.message = message
        self.lineText = lineText
    }

    /// One line: `file:line:col: error: message`.
    public var summary: String { "\(location): \(severity.rawValue): \(message)" }

    public var description: String {
        guard !lineText.isEmpty else { return summary }
        let indent = String(lineText.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " })
        return "\(summary)\n    \(lineText)\n    \(indent)^"
    }
}

/// Loading failed; every error found is listed, not just the first.
public struct GrammarLoadError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [GrammarDiagnostic]
    public init(_ diagnostics: [GrammarDiagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
