import ArgumentParser
import Copilot
import Foundation
import Grammars
import NLParse
import Store

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
        let session = try Session(options: options.settings, session: words.isEmpty ? ConversationID.prompt() : ConversationID.oneShot())
        if words.isEmpty {
            var prompt = Prompt(session: session)
            try prompt.run()
            return
        }
        try Self.respond(to: words, session: session)
    }

    /// `ask [options] WORDS` (also reached without the argument parser: `QuickStart`).
    static func runOnce(_ words: [String], options: Settings) throws {
        try respond(to: words, session: try Session(options: options, session: ConversationID.oneShot()))
    }

    private static func respond(to words: [String], session: Session) throws {
        let reply = try session.respond(to: words.joined(separator: " "))
        print(reply.printable)
        if reply.outcome != .done { throw ExitCode.notDone }
    }
}

/// The CLI's view of an `Assistant`: the options it was opened with, errors printed in one line.
struct Session {
    let options: Settings
    let assistant: Assistant

    var copilot: Copilot { assistant.copilot }

    /// `grammar: false` for commands that only read or write the state (export, import).
    init(options: Settings, session: String? = nil, grammar: Bool = true) throws {
        self.options = options
        let copilot = Copilot(parser: grammar ? options.parser(try options.loadGrammar()) : Parser(grammar: try Grammar(sources: [])))
        _ = try options.context()
        do {
            assistant = try Assistant(copilot: copilot, location: options.stateLocation, session: session ?? SQLiteStore.sharedSession, household: options.household(), member: options.member())
        } catch {
            printError(error.description)
            throw ExitCode.notDone
        }
        for notice in assistant.notices { printError(notice) }
    }

    /// Recompiles the grammar; on failure keeps the last good one and returns the errors.
    func reloadGrammar() -> String {
        guard let directory = options.grammarDirectory else { return "no grammar directory" }
        do {
            let grammar = try Grammar.load(directory: directory, label: options.grammars == nil ? BundledGrammars.label() : nil)
            let parser = assistant.copilot.parser
            assistant.copilot = Copilot(parser: Parser(grammar: grammar, recognizers: parser.recognizers, model: parser.model))
            return "Reloaded \(grammar.files.count) grammar files, \(grammar.patterns.count) patterns."
        } catch {
            return "\(error)\nThe grammar has \(error.diagnostics.count) error\(error.diagnostics.count == 1 ? "" : "s"); still using the last good one."
        }
    }

    /// Runs one command; a store that cannot be used is reported in one line.
    func respond(to text: String) throws -> Reply {
        // The clock is read per command so a long REPL session keeps the right "now".
        let context = try options.context()
        do {
            return try assistant.respond(to: text, context: context)
        } catch {
            printError(error.description)
            throw ExitCode.notDone
        }
    }
}

/// Which conversation a run of `ask` speaks in, so a pending question, what "it" means and
/// "undo" stay with whoever said them: the prompt is one conversation; one-shot commands from the
/// same terminal (the same shell on the same tty) are one, questions expiring after 10 minutes as
/// always. `ASK_SESSION` names one outright (scripts, an app).
enum ConversationID {
    static func prompt() -> String {
        ProcessInfo.processInfo.environment["ASK_SESSION"] ?? "prompt-\(getpid())-\(Int(Date().timeIntervalSince1970))"
    }

    static func oneShot() -> String {
        if let named = ProcessInfo.processInfo.environment["ASK_SESSION"] { return named }
        let tty = ttyname(STDIN_FILENO).map { String(cString: $0) } ?? ttyname(STDOUT_FILENO).map { String(cString: $0) } ?? "no-tty"
        return "terminal-\(tty)-\(getppid())"
    }
}
