import ArgumentParser
import Copilot
import Foundation
import Grammars
import NLParse

/// `ask "<command>"` runs one command; `ask` alone starts the prompt.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run one command, or start the prompt when none is given (the default).",
        shouldDisplay: false
    )

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .captureForPassthrough, help: "The command, e.g. \"add task buy milk\".")
    var words: [String] = []

    func run() throws {
        let session = try Session(options: options.settings)
        if words.isEmpty {
            var prompt = Prompt(session: session)
            try prompt.run()
            return
        }
        try Self.respond(to: words, session: session)
    }

    /// `ask [options] WORDS` (also reached without the argument parser: `QuickStart`).
    static func runOnce(_ words: [String], options: Settings) throws {
        try respond(to: words, session: try Session(options: options))
    }

    private static func respond(to words: [String], session: Session) throws {
        let reply = try session.respond(to: words.joined(separator: " "))
        print(reply.printable)
        if reply.outcome != .done { throw ExitCode.notDone }
    }
}

/// The parser, the copilot and where state lives, for one run of `ask`.
struct Session {
    private(set) var copilot: Copilot
    let options: Settings
    let store: StateStore?
    /// The state when nothing is stored (`--ephemeral`).
    private let memory: Memory

    final class Memory {
        var state = CopilotState()
    }

    init(options: Settings) throws {
        self.options = options
        copilot = Copilot(parser: options.parser(try options.loadGrammar()))
        _ = try options.context()
        memory = Memory()
        if options.ephemeral {
            store = nil
        } else {
            store = StateStore(url: options.state.map { URL(fileURLWithPath: $0) } ?? StateStore.defaultURL())
            do {
                _ = try store!.load()
            } catch {
                printError(error.description)
                throw ExitCode.notDone
            }
        }
    }

    /// Recompiles the grammar; on failure keeps the last good one and returns the errors.
    mutating func reloadGrammar() -> String {
        guard let directory = options.grammarDirectory else { return "no grammar directory" }
        do {
            let grammar = try Grammar.load(directory: directory, label: options.grammars == nil ? BundledGrammars.label() : nil)
            copilot = Copilot(parser: Parser(grammar: grammar, recognizers: copilot.parser.recognizers, model: copilot.parser.model))
            return "Reloaded \(grammar.files.count) grammar files, \(grammar.patterns.count) patterns."
        } catch {
            return "\(error)\nThe grammar has \(error.diagnostics.count) error\(error.diagnostics.count == 1 ? "" : "s"); still using the last good one."
        }
    }

    /// Runs one command against the state; with a store, under its lock, saving any change.
    func respond(to text: String) throws -> Reply {
        // The clock is read per command so a long REPL session keeps the right "now".
        let context = try options.context()
        guard let store else {
            return copilot.respond(to: text, state: &memory.state, context: context)
        }
        do {
            return try store.update { state in copilot.respond(to: text, state: &state, context: context) }
        } catch {
            printError(error.description)
            throw ExitCode.notDone
        }
    }
}
