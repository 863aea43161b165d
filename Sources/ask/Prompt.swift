import ArgumentParser
import Foundation

/// The interactive prompt. On a terminal it uses libedit (line editing, history in a file, tab
/// completion of command words); otherwise it reads plain lines and prints plain replies, so it
/// can be scripted: `printf 'add task a\nlist\n' | ask --ephemeral`.
/// The grammar directory is watched: an edited grammar is recompiled before the next command,
/// and a broken edit keeps the last good grammar and prints the errors. `:reload` does it by hand.
struct Prompt {
    let session: Session

    mutating func run() throws {
        var watcher = session.options.grammarDirectory.map(GrammarWatcher.init(directory:))
        let interactive = isatty(STDIN_FILENO) == 1
        let reader: any LineReader = interactive
            ? EditLineReader(historyURL: Self.historyURL, words: session.copilot.parser.grammar.vocabulary)
            : PlainLineReader()
        if interactive { print("ask — type a command, “help” for examples, “quit” to leave.") }
        while let line = reader.readLine(prompt: "> ") {
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty { continue }
            if ["quit", "exit", ":q", ":quit"].contains(text.lowercased()) { break }
            if text == ":reload" {
                print(session.reloadGrammar())
                continue
            }
            if watcher?.changed() == true { print(session.reloadGrammar()) }
            let reply = try session.respond(to: text)
            print(reply.printable)
            fflush(nil)
        }
    }

    /// `$XDG_STATE_HOME/ask/history`, else `~/.local/state/ask/history`.
    static var historyURL: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/state")
        return base.appendingPathComponent("ask/history")
    }
}
