import ArgumentParser
import Foundation

/// `ask`: a thin shell over NLParse, Intents and Copilot. Exit codes: 0 done, 1 not understood
/// or refused, 2 usage error (including a grammar that does not load).
@main
struct Ask: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Type short commands; ask does them.",
        discussion: """
            ask                          start the interactive prompt (reads plain lines when stdin is not a terminal)
            ask "add task buy milk"      run one command and print the reply
            ask parse --json "<text>"    show what a phrase parses to, without running it
            """,
        subcommands: [Run.self, ParseCommand.self, ExplainCommand.self, GrammarCommand.self, EvalCommand.self],
        defaultSubcommand: Run.self
    )

    static func main() {
        do {
            var command = try parseAsRoot(subcommandFirst(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data("ask: \(message(for: error)) (see 'ask --help')\n".utf8))
                Foundation.exit(ExitCode.usage.rawValue)
            }
            exit(withError: error)
        }
    }
}

/// Global options may come before the subcommand (`ask --ephemeral parse --json "..."`); the
/// argument parser wants the subcommand first, so it is moved there. Only the first word that is
/// not an option or an option's value is considered, so `ask add task parse the log` stays a command.
func subcommandFirst(_ arguments: [String]) -> [String] {
    let takesValue: Set<String> = ["--now", "--tz", "--grammars", "--state"]
    let subcommands = Set(Ask.configuration.subcommands.map { $0._commandName })
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        if argument == "--" { break }
        if takesValue.contains(argument) { index += 2; continue }
        if argument.hasPrefix("-") { index += 1; continue }
        if subcommands.contains(argument), index > 0 {
            var reordered = arguments
            reordered.remove(at: index)
            reordered.insert(argument, at: 0)
            return reordered
        }
        break
    }
    return arguments
}

extension ExitCode {
    /// Not understood, or understood and refused.
    static let notDone = ExitCode(1)
    /// Bad arguments or a grammar that does not load.
    static let usage = ExitCode(2)
}

/// Prints one clear line to stderr.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("ask: \(message)\n".utf8))
}
