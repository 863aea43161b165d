import Copilot
import Foundation
import Grammars
import NLParse

enum Fixtures {
    /// Wednesday 7 January 2026, 09:00 in New York.
    static let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(identifier: "America/New_York")!)

    static let copilot: Copilot = {
        let grammar = try! Grammar.load(directory: BundledGrammars.directory()!, label: BundledGrammars.label())
        return Copilot(parser: Parser(grammar: grammar))
    }()

    /// Runs lines in order on one state, returning the replies.
    static func converse(_ lines: [String], state: inout CopilotState) -> [String] {
        lines.map { copilot.respond(to: $0, state: &state, context: context).text }
    }

    /// A date as local "yyyy-MM-dd'T'HH:mm" in the fixture's zone.
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = context.timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter.string(from: date)
    }

    static func temporaryURL(_ name: String = "state.json") -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ask-tests-\(UUID().uuidString)").appendingPathComponent(name)
    }
}
