import Foundation
import Testing

/// `ask grammar lint` holds the grammar and the Swift handlers to each other.
@Suite(.serialized)
struct HandlerLintTests {
    private func grammar(_ text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ask-handlers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: directory.appendingPathComponent("a.grammar"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func anIntentWithNoHandlerIsAnError() throws {
        let directory = try grammar("""
            intent water.gargle
              pattern gargle {what:text}
              example "gargle salt water" -> what="salt water"
            intent task.add
              pattern add {title:text}
              example "add milk" -> title=milk
            """)
        let output = try AskProcess.run(["grammar", "lint", directory.path])
        #expect(output.status == 1)
        #expect(output.stdout.split(separator: "\n").contains { $0.contains("a.grammar:1:") && $0.contains(": error: intent water.gargle has no Swift handler") }, "\(output.stdout)")
        #expect(!output.stdout.contains("task.add has no"))
        // A part of the grammar: handlers it does not name are elsewhere, not missing.
        #expect(!output.stdout.contains("has no grammar intent"))
    }

    @Test func aHandlerWithNoIntentIsAnErrorInACompleteGrammar() throws {
        let directory = try grammar("""
            intent task.add
              pattern add {title:text}
              example "add milk" -> title=milk
            """)
        let output = try AskProcess.run(["grammar", "lint", "--complete", directory.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("error: a Swift handler for water.log has no grammar intent"), "\(output.stdout)")
        #expect(output.stdout.contains("error: a Swift handler for focus.stop has no grammar intent"))
        #expect(!output.stdout.contains("task.add has no"))
    }
}
