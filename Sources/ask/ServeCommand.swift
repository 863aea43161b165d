import ArgumentParser
import Foundation
import Installation

/// `ask serve`: the HTTP server. It is a binary of its own, `ask-server`, built beside `ask`
/// (SwiftNIO and Hummingbird would otherwise be loaded by every one-shot); this command finds it
/// and becomes it.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the parser and the copilot over HTTP (POST /v1/parse, POST /v1/command, GET /v1/health).",
        discussion: "The API is described in docs/openapi.yaml. Stop it with SIGTERM or Ctrl-C: requests in flight finish first."
    )

    @Option(help: "The address to listen on.") var host = "127.0.0.1"
    @Option(help: "The port to listen on (0: any free port).") var port = 8080
    @Option(help: ArgumentHelp("Where each household's state lives (<dir>/<household>.json). Default: $XDG_DATA_HOME/ask/households.", valueName: "dir"))
    var stateDir: String?
    @Option(help: ArgumentHelp("trace, debug, info, notice, warning, error or critical.", valueName: "level")) var logLevel = "info"
    @OptionGroup var options: GlobalOptions

    func run() throws {
        let executable = URL(fileURLWithPath: Installation.executablePath ?? CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("ask-server").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw ValidationError("the server binary is missing (\(executable)); build it beside this ask: swift build --product ask-server for a debug build, scripts/build-release --product ask-server for a release one")
        }
        var arguments = [executable, "--host", host, "--port", String(port), "--log-level", logLevel]
        if let stateDir { arguments += ["--state-dir", stateDir] }
        if let grammars = options.grammars { arguments += ["--grammars", grammars] }
        if let model = options.model { arguments += ["--model", model] }
        if options.noModel { arguments.append("--no-model") }
        let argv = arguments.map { strdup($0) } + [nil]
        execv(executable, argv)
        throw ValidationError("cannot start \(executable): \(String(cString: strerror(errno)))")
    }
}
