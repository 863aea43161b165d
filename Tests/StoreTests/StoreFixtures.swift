import Copilot
import Foundation
import Grammars
import NLParse
import Store

enum StoreFixtures {
    /// Wednesday 7 January 2026, 09:00 in New York.
    static let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(identifier: "America/New_York")!)

    static let copilot: Copilot = {
        let grammar = try! Grammar.load(directory: BundledGrammars.directory()!, label: BundledGrammars.label())
        return Copilot(parser: Parser(grammar: grammar, model: nil))
    }()

    /// A new empty directory.
    static func directory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ask-store-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The state file today's release wrote (before the SQLite store), see Fixtures/.
    static var releasedStateFile: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/state-2026-11.json").path
    }

    static func assistant(_ path: String, session: String = SQLiteStore.sharedSession) throws -> Assistant {
        try Assistant(copilot: copilot, location: .sqlite(path: path, legacy: nil), session: session)
    }

    @discardableResult
    static func say(_ assistant: Assistant, _ lines: String...) throws -> [String] {
        try lines.map { try assistant.respond(to: $0, context: context).text }
    }
}

extension Model {
    /// The model without what a conversation owns ("it"): undo leaves that to the session.
    var withoutConversation: Model {
        var model = self
        model.lastMention = nil
        model.lastMentionedTaskID = nil
        model.lastMember = nil
        return model
    }
}
