import Foundation
import Hummingbird
import Logging

/// `ask-server`: what `ask serve` runs. See `ServerOptions` for the arguments.
@main
enum AskServerMain {
    static func main() async {
        let options: ServerOptions
        do {
            options = try ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("ask serve: \(error)\n".utf8))
            exit(2)
        }
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = options.logLevel
            return handler
        }
        let logger = Logger(label: "ask.serve")
        do {
            let service = try AskService(options: options, logger: logger)
            try await service.run()
        } catch {
            logger.critical("cannot start", metadata: ["error": "\(error)"])
            exit(2)
        }
    }
}
