import ArgumentParser
import Foundation
import Store

/// `ask export --format json|ics|todotxt [FILE]`: the state in a file, or on stdout.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the state as JSON (everything), iCalendar (events, tasks, reminders) or todo.txt (tasks)."
    )

    @OptionGroup var options: GlobalOptions

    @Option(help: "json, ics or todotxt.")
    var format: String = "json"

    @Argument(help: "The file to write (default: stdout).")
    var file: String?

    func run() throws {
        guard let format = ExportFormat(rawValue: format.lowercased()) else {
            throw ValidationError("--format needs json, ics or todotxt; got “\(format)”")
        }
        let session = try Session(options: options.settings, session: ConversationID.oneShot(), grammar: false)
        let context = try options.context()
        let data: Data
        do {
            data = try session.assistant.export(format, timeZone: context.timeZone, now: context.now)
        } catch {
            printError(error.description)
            throw ExitCode.notDone
        }
        guard let file else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            printError("cannot write \(file): \(error.localizedDescription)")
            throw ExitCode.notDone
        }
    }
}

/// `ask import FILE`: a JSON export replaces the state; todo.txt and iCalendar add to it. One
/// undo step either way.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read a JSON export (replaces everything), an iCalendar file or a todo.txt file (adds tasks and events); undo reverses it."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The file to read.")
    var file: String

    func run() throws {
        let session = try Session(options: options.settings, session: ConversationID.oneShot(), grammar: false)
        let context = try options.context()
        guard let data = FileManager.default.contents(atPath: file) else {
            printError("cannot read \(file): \(String(cString: strerror(errno)))")
            throw ExitCode.notDone
        }
        do {
            print(try session.assistant.importFile(data, path: file, timeZone: context.timeZone, now: context.now))
        } catch {
            printError(error.description)
            throw ExitCode.notDone
        }
    }
}
