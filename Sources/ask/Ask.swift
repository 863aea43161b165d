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
            ask export --format ics      the state as JSON, iCalendar or todo.txt (ask import FILE reads them back)
            """,
        subcommands: [Run.self, ExportCommand.self, ImportCommand.self, ParseCommand.self, ExplainCommand.self, GrammarCommand.self, EvalCommand.self, ModelCommand.self, ServeCommand.self],
        defaultSubcommand: Run.self
    )

    /// The release this binary is; `ask --version` prints it.
    static let version = "0.7.0"

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] || arguments == ["-V"] {
            print("ask \(version)")
            return
        }
        do {
            if let quick = QuickStart.command(arguments) {
                try quick()
                return
            }
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

/// The commands shells and scripts run most, `ask [options] "<command>"`, `ask [options]
/// parse [--json] "<text>"` and `ask [options] explain "<text>"`, recognised without building the argument parser's command tree:
/// that tree (reflection over every command's properties, type-name lookups) cost 24 million
/// instructions, a quarter of a one-shot with a warm grammar cache. Only plain shapes are taken:
/// known global options, then the words, none starting with "-". Anything else (help, other
/// subcommands, unknown or misplaced options) goes the ordinary way, with its usual messages.
enum QuickStart {
    static func command(_ arguments: [String]) -> (() throws -> Void)? {
        var settings = Settings()
        var seen: Set<String> = []
        var index = 0
        while index < arguments.count, arguments[index].hasPrefix("-") {
            let option = arguments[index]
            // A repeated option goes the ordinary way, which decides what it means.
            guard seen.insert(option).inserted else { return nil }
            if option == "--ephemeral" {
                settings.ephemeral = true
                index += 1
                continue
            }
            if option == "--no-model" {
                settings.noModel = true
                index += 1
                continue
            }
            guard index + 1 < arguments.count else { return nil }
            let value = arguments[index + 1]
            if value.hasPrefix("-") { return nil }
            switch option {
            case "--now": settings.now = value
            case "--tz": settings.tz = value
            case "--grammars": settings.grammars = value
            case "--state": settings.state = value
            case "--store": settings.store = value
            case "--model": settings.model = value
            default: return nil
            }
            index += 2
        }
        var words = Array(arguments[index...])
        guard let first = words.first else { return nil }
        // The argument parser takes time quadratic in the count of words (4,000 took 20 s), so
        // `explain` with plain words is read here too.
        if first == "explain" {
            words.removeFirst()
            guard !words.isEmpty, !words.contains(where: { $0.hasPrefix("-") }) else { return nil }
            return { [words] in try ExplainCommand.explain(words, options: settings) }
        }
        if first == "parse" {
            words.removeFirst()
            let json = words.first == "--json"
            if json { words.removeFirst() }
            guard !words.isEmpty, !words.contains(where: { $0.hasPrefix("-") }) else { return nil }
            return { [words] in try ParseCommand.parse(words, json: json, options: settings) }
        }
        // A subcommand's name or `help` (which the argument parser answers itself) goes the ordinary way.
        guard first != "help", !words.contains(where: { $0.hasPrefix("-") }),
              !Ask.configuration.subcommands.contains(where: { $0.configuration.commandName == first }) else { return nil }
        return { [words] in try Run.runOnce(words, options: settings) }
    }
}

/// Global options may come before the subcommand (`ask --ephemeral parse --json "..."`,
/// `ask --grammars DIR eval corpus FILE`); the argument parser wants them after it, so the leading
/// options move behind the subcommand path. Only a path of real subcommand names right after the
/// leading options counts, so `ask add task parse the log` stays a command to run.
func subcommandFirst(_ arguments: [String]) -> [String] {
    let takesValue: Set<String> = ["--now", "--tz", "--grammars", "--state", "--store", "--model"]
    var index = 0
    while index < arguments.count, arguments[index].hasPrefix("-"), arguments[index] != "--" {
        index += takesValue.contains(arguments[index]) ? 2 : 1
    }
    guard index > 0, index < arguments.count else { return arguments }
    var level: [ParsableCommand.Type] = Ask.configuration.subcommands
    var path: [String] = []
    var cursor = index
    while cursor < arguments.count, let command = level.first(where: { $0._commandName == arguments[cursor] }) {
        path.append(arguments[cursor])
        level = command.configuration.subcommands
        cursor += 1
    }
    guard !path.isEmpty else { return arguments }
    return path + arguments[0..<index] + arguments[cursor...]
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
